import { insertedText, quoted } from './inserted-text';
import type { TRewriteCheck } from './verify-input';

/** Share of letters in capitals from which a text is written in capitals. */
const CAPITALS_SHARE = 0.8;
/** Too few letters say nothing of a style. */
const MIN_LETTERS = 12;

const capitalsShare = (text: string) => {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter(
    (letter) => letter === letter.toUpperCase() && letter !== letter.toLowerCase(),
  );
  return letters.length < MIN_LETTERS ? undefined : upper.length / letters.length;
};

/** British spellings of words contracts use, with the American ones (stems: "authoris" covers "authorised"). */
const SPELLINGS: readonly [british: string, american: string][] = [
  ['authoris', 'authoriz'],
  ['organis', 'organiz'],
  ['recognis', 'recogniz'],
  ['realis', 'realiz'],
  ['minimis', 'minimiz'],
  ['maximis', 'maximiz'],
  ['utilis', 'utiliz'],
  ['characteris', 'characteriz'],
  ['summaris', 'summariz'],
  ['favour', 'favor'],
  ['behaviour', 'behavior'],
  ['honour', 'honor'],
  ['labour', 'labor'],
  ['defence', 'defense'],
  ['offence', 'offense'],
  ['cheque', 'check'],
  ['judgement', 'judgment'],
  ['cancell', 'cancel'],
  ['programme', 'program'],
  ['centre', 'center'],
  ['licence', 'license'],
];

const hasStem = (text: string, stem: string) => new RegExp(`\\b${stem}`, 'i').test(text);

/** American forms that British drafting also writes ("to license", "a computer program", "check"). */
const SHARED_FORMS = new Set(['check', 'license', 'cancel', 'program']);

/** Which spelling a text keeps: 'british', 'american', or undefined when it shows neither (or both). */
const spellingOf = (text: string) => {
  const british = SPELLINGS.some(([b]) => hasStem(text, b));
  const american = SPELLINGS.some(([b, a]) => !SHARED_FORMS.has(a) && hasStem(text, a) && !hasStem(text, b));
  return british && !american ? 'british' : american && !british ? 'american' : undefined;
};

/** The list markers a text numbers its items with, by style: "(a)", "(i)", "(1)", "1.". */
// Letters and roman numerals in parentheses mark items wherever they stand; digits only where an item
// opens (the text, a line, after ":", ";", "," or "and"/"or"), not a number's digits after its words
// ("thirty (30) days").
const LIST_MARKER =
  /(?:^|\s)\((?<paren>[a-z]{1,2}|[ivx]{1,5})\)(?=\s)|(?:^|[\n:;,]\s*|\s(?:and|or)\s+)\((?<digits>\d{1,2})\)(?=\s)|(?:^|\n)\s*(?<dotted>\d{1,2})\.(?=\s)/g;
const markerStyle = (marker: string) =>
  /^\d/.test(marker)
    ? 'digits'
    : /^[ivx]+$/.test(marker) && marker !== 'i' && marker !== 'v' && marker !== 'x'
      ? 'roman'
      : 'letters';
const listMarkers = (text: string) =>
  [...text.matchAll(LIST_MARKER)].map((m) => ({
    marker: (m.groups?.paren ?? m.groups?.digits ?? m.groups?.dotted) as string,
    dotted: m.groups?.dotted !== undefined,
  }));

/**
 * (f) An edit keeps the clause's style: words added to a clause in capitals are in capitals (and not in
 * capitals where it is not), British spelling stays British (and American American), and items added to a
 * numbered list take its numbering, each number once.
 */
export const keepsStyle: TRewriteCheck = {
  id: 'keeps-style',
  rule: "an edit keeps the clause's capitals, spelling and list numbering",
  check: ({ clause, rewrite }) => {
    const failures: string[] = [];
    const added = insertedText(clause, rewrite).join(' ');
    const own = capitalsShare(clause);
    const theirs = capitalsShare(added);
    if (own !== undefined && theirs !== undefined) {
      if (own >= CAPITALS_SHARE && theirs < CAPITALS_SHARE)
        failures.push(`adds words in lower case to a clause in capitals: ${quoted(added)}`);
      if (own < CAPITALS_SHARE && theirs >= CAPITALS_SHARE)
        failures.push(`adds words in capitals to a clause that is not: ${quoted(added)}`);
    }
    const spelling = spellingOf(clause);
    const addedSpelling = spellingOf(added);
    if (spelling && addedSpelling && spelling !== addedSpelling)
      failures.push(`adds ${addedSpelling} spelling to a clause in ${spelling} spelling: ${quoted(added)}`);
    const clauseMarkers = listMarkers(clause);
    if (clauseMarkers.length > 0) {
      const styles = new Set(clauseMarkers.map((m) => `${markerStyle(m.marker)}${m.dotted ? '.' : ''}`));
      for (const { marker, dotted } of listMarkers(added))
        if (!styles.has(`${markerStyle(marker)}${dotted ? '.' : ''}`))
          failures.push(
            `numbers an added item ${quoted(dotted ? `${marker}.` : `(${marker})`)} unlike the clause's list`,
          );
      const counts = new Map<string, number>();
      for (const { marker, dotted } of listMarkers(rewrite)) {
        const key = dotted ? `${marker}.` : `(${marker})`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const before = new Map<string, number>();
      for (const { marker, dotted } of clauseMarkers) {
        const key = dotted ? `${marker}.` : `(${marker})`;
        before.set(key, (before.get(key) ?? 0) + 1);
      }
      for (const [key, count] of counts)
        if (count > 1 && count > (before.get(key) ?? 0)) failures.push(`numbers two items ${quoted(key)}`);
    }
    return failures;
  },
};
