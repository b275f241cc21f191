import { parseRedline } from '../../shared/redline-markup';
import { redline } from '../redline';
import { PLACES } from '../terms/legal-vocabulary';
import { quoted } from './inserted-text';
import type { TRewriteCheck } from './verify-input';

/** Each insertion with the rewrite's text just before and just after it. */
const insertionsInPlace = (clause: string, rewrite: string) => {
  const segments = parseRedline(redline(clause, rewrite)).filter((segment) => segment.kind !== 'deleted');
  return segments.flatMap((segment, i) =>
    segment.kind === 'inserted'
      ? [
          {
            text: segment.text,
            before: segments
              .slice(0, i)
              .map((s) => s.text)
              .join(''),
            after: segments
              .slice(i + 1)
              .map((s) => s.text)
              .join(''),
          },
        ]
      : [],
  );
};

/** A new sentence begins inside the inserted words ("…Change of Control. Neither party may …"). */
const OPENS_A_SENTENCE = /[.!?]\s+["“(]?\p{Lu}/u;
/** The clause goes on with its list: the item's end, or the next item's marker. */
const LIST_GOES_ON = /^\s*(?:[;,]|(?:and|or)\s+\(?(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\))/i;
/** Stops doubled or run into a comma where an edit meets the clause ("days.. The", "apply., without"). */
const DAMAGED_PUNCTUATION = /[.;:]\s*[.,;]|,\s*[.;:]|,\s*,/;
/** Words ending with an abbreviation of initials ("U.S.A.", "N.Y."), whose full stop is no sentence's. */
const ABBREVIATION_END = /\b\p{Lu}\.(?:\p{Lu}\.)+$/u;
/** A qualifier of a consent ("which shall not be unreasonably withheld, conditioned or delayed"). */
const CONSENT_QUALIFIER =
  /^\s*,?\s*(?:which|such)\s+(?:consent\s+)?(?:shall|will|may)\s+not\s+be\s+unreasonabl[ey]/i;
/** What the qualifier must follow: the consent or approval itself, with who gives it. */
const ENDS_WITH_CONSENT =
  /\b(?:consent|approval)(?:\s+(?:thereto|hereto)|\s+(?:of|from|by)(?:\s+(?!(?:shall|will|may|must|be|is|are)\b)[\p{L}\p{N}'’.-]+){1,6})?\s*,?\s*$/iu;

/** Items of each sentence's lists ("… arising from death, indemnification obligations or fraud"). */
const listsOf = (text: string) =>
  text.split(/(?<=[.;:])\s+/).map((sentence) =>
    sentence
      .split(/,|\b(?:or|and)\b/i)
      .map((item) =>
        item
          .toLowerCase()
          .replace(/\b(?:a|the|any|its|their|party['’]s)\b/g, ' ')
          .replace(/[^\p{L}\p{N}\s]/gu, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((item) => item.split(' ').length >= 2 && !isPlaceName(item)),
  );

/** Words of place names: "the State of New York … New York County, New York" names a place, no list item, twice. */
const PLACE_WORDS = new Set(
  [...Object.keys(PLACES), ...Object.values(PLACES).flat()]
    .flatMap((name) => name.toLowerCase().split(/\s+/))
    .concat(['state', 'county', 'of', 'commonwealth', 'province', 'city', 'district']),
);
const isPlaceName = (item: string) => item.split(' ').every((word) => PLACE_WORDS.has(word));

/** Items a text's lists name twice in one sentence ("except for breach of confidentiality or breach of confidentiality"). */
const doubledItems = (text: string) =>
  listsOf(text).flatMap((items) =>
    items.filter((item, i) =>
      items.some(
        (other, k) => k < i && (other === item || other.endsWith(` ${item}`) || item.endsWith(` ${other}`)),
      ),
    ),
  );

/**
 * (e) An edit fits the sentence it goes into: no sentence of its own spliced into a list item that the
 * clause goes on with ("… (b) an Operator Change of Control. Neither party may assign …; (c) …"), and
 * a consent's qualifier placed after the consent it qualifies, not after whatever the sentence ends
 * with ("… shall be null and void, which shall not be unreasonably withheld").
 */
export const fitsTheSentence: TRewriteCheck = {
  id: 'fits-the-sentence',
  rule: 'an edit fits the sentence it goes into: no sentence inside a list item, a qualifier beside what it qualifies',
  check: ({ clause, rewrite }) => [
    ...doubledItems(rewrite)
      .filter((item) => !doubledItems(clause).includes(item))
      .map((item) => `names ${quoted(item)} twice in one list`),
    ...insertionsInPlace(clause, rewrite).flatMap(({ text, before, after }) => {
      const failures: string[] = [];
      if (OPENS_A_SENTENCE.test(text) && LIST_GOES_ON.test(after))
        failures.push(`puts a sentence inside a list item the clause goes on with: ${quoted(text)}`);
      // The full stop of an abbreviation ("U.S.A.", "N.Y.") may take a comma after it.
      const lead = ABBREVIATION_END.test(before) ? before.slice(-2, -1) : before.slice(-2);
      const joined = `${lead}${text}${after.slice(0, 2)}`;
      if (DAMAGED_PUNCTUATION.test(joined) && !DAMAGED_PUNCTUATION.test(clause))
        failures.push(`leaves broken punctuation where it joins the clause: ${quoted(joined.trim(), 60)}`);
      if (CONSENT_QUALIFIER.test(text) && !ENDS_WITH_CONSENT.test(before))
        failures.push(
          `puts ${quoted(text, 50)} after ${quoted(before.slice(-40))}, not after the consent it qualifies`,
        );
      return failures;
    }),
  ],
};
