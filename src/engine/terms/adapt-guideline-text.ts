import { isNamedSide } from '../topics/parties/named-side';
import { spellAsTheClause } from './clause-spelling';
import { ARBITRAL_WORDS, COMMON_DEFINED_TERMS, NAMED_INSTRUMENTS, PLACES } from './legal-vocabulary';
import { sideOfRoleWord, type TParty } from './read-terms';
import { escapeRegExp } from './text-tokens';

const PLACE_WORDS = new Set(
  Object.entries(PLACES).flatMap(([name, phrases]) =>
    [name, ...phrases].flatMap((p) => p.toLowerCase().split(/\s+/)),
  ),
);
const KEEP_CAPITALISED = new Set([
  'i',
  'section',
  'article',
  'schedule',
  'exhibit',
  'state',
  'commonwealth',
  'province',
  'united',
  'county',
]);
const ARBITRATION = /\barbitrat(?:ion|or|ors|ed)\b/i;
const COMMON = new Set(COMMON_DEFINED_TERMS.map((term) => term.toLowerCase()));
/** A law or convention by its name ("the Uniform Commercial Code"): no defined term, whatever its capitals. */
export const NAMED_INSTRUMENT = new RegExp(
  NAMED_INSTRUMENTS.map((name) => escapeRegExp(name).replace(/ /g, '\\s+')).join('|'),
  'gi',
);
/** Where the text names a law or convention ("the United Nations Convention on Contracts for …"). */
const namedInstrumentSpans = (text: string) =>
  [...text.matchAll(NAMED_INSTRUMENT)].map(
    (match) => [match.index ?? 0, (match.index ?? 0) + match[0].length] as const,
  );
const MONTHS = /^(January|February|March|April|May|June|July|August|September|October|November|December)$/;

/**
 * Guideline words made fit to go into the counterparty's clause: the guideline's parties become the
 * clause's own parties of the same side ("Supplier" → "Licensor"), or, where the clause names none of
 * that side, the role in plain words ("Supplier's" → "the supplier's"); defined terms the clause does
 * not have are written as ordinary words ("the Deliverables" → "the deliverables"), so no foreign
 * defined term enters the contract.
 */
export const adaptGuidelineText = (
  text: string,
  guidelineParties: TParty[],
  clauseParties: TParty[],
  clauseText: string,
  contractPartyWord?: 'Party' | 'party',
): string => {
  let adapted = text;
  const mapped = new Set<string>();
  const described = new Set<string>();
  for (const party of guidelineParties) {
    if (isNamedSide(party.side)) continue;
    const own = clauseParties.find((p) => p.side === party.side);
    if (own?.name === party.name) continue;
    const name = new RegExp(`\\b([Tt]he\\s+)?${escapeRegExp(party.name)}\\b`, 'g');
    if (own) {
      // "the Customer" → "the Licensee", but "DIALOG": a party's own name takes no article.
      const article = sideOfRoleWord(own.name) !== undefined;
      adapted = adapted.replace(name, (_whole, the: string | undefined) =>
        article ? `${the ?? ''}${own.name}` : own.name,
      );
      mapped.add(own.name.toLowerCase());
    } else if (new RegExp(`["“]${escapeRegExp(party.name)}["”]`).test(text)) {
      // The words define the name themselves ('a party (the "Disclosing Party")'): it is the
      // contract's once they are in, not "(the "the disclosing party")".
      mapped.add(party.name.toLowerCase());
    } else {
      // The clause has no party of this side: a role in plain words ("the supplier") rather than
      // the guideline's defined term, which this contract may not have.
      adapted = adapted.replace(name, (_whole, the: string | undefined, at: number) =>
        at === 0 || /[.!?]\s+$/.test(adapted.slice(0, at))
          ? `The ${party.name.toLowerCase()}`
          : `${the ? the.toLowerCase() : 'the '}${party.name.toLowerCase()}`,
      );
      described.add(party.name.toLowerCase());
    }
  }
  const known = new Set([
    ...clauseParties.map((p) => p.name.toLowerCase()),
    ...guidelineParties.map((p) => p.name.toLowerCase()).filter((name) => !described.has(name)),
    ...mapped,
  ]);
  // Where the clause sends disputes to arbitration, the guideline's court proceedings are that
  // arbitration ("Before commencing litigation, …" → "Before commencing arbitration, …").
  if (ARBITRATION.test(clauseText))
    for (const [court, arbitral] of Object.entries(ARBITRAL_WORDS))
      adapted = adapted.replace(new RegExp(`\\b${court}\\b`, 'g'), arbitral);
  const named = namedInstrumentSpans(adapted);
  // A capitalised word that does not start a sentence and that the clause does not capitalise itself.
  const lowered = adapted.replace(
    /([^.!?:;"“(\s]\s+)((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)*)/g,
    (whole, before: string, words: string, at: number) => {
      const lower = words.toLowerCase();
      if (clauseText.includes(words) || known.has(lower) || COMMON.has(lower)) return whole;
      if (named.some(([start, end]) => at < end && at + whole.length > start)) return whole;
      if (
        words
          .split(/\s+/)
          .some(
            (w) =>
              KEEP_CAPITALISED.has(w.toLowerCase()) || PLACE_WORDS.has(w.toLowerCase()) || MONTHS.test(w),
          )
      )
        return whole;
      return `${before}${lower}`;
    },
  );
  return spellAsTheClause(lowered, clauseText, contractPartyWord);
};
