import { COMMON_DEFINED_TERMS, PLACES } from './legal-vocabulary';
import type { TParty } from './read-terms';

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
const COMMON = new Set(COMMON_DEFINED_TERMS.map((term) => term.toLowerCase()));
const MONTHS = /^(January|February|March|April|May|June|July|August|September|October|November|December)$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Guideline words made fit to go into the counterparty's clause: the guideline's parties become the
 * clause's own parties of the same side ("Supplier" → "Licensor"), and defined terms the clause does
 * not have are written as ordinary words ("the Deliverables" → "the deliverables"), so no foreign
 * defined term enters the contract.
 */
export const adaptGuidelineText = (
  text: string,
  guidelineParties: TParty[],
  clauseParties: TParty[],
  clauseText: string,
): string => {
  let adapted = text;
  const mapped = new Set<string>();
  for (const party of guidelineParties) {
    const own = clauseParties.find((p) => p.side === party.side && !party.side.startsWith('named:'));
    if (!own || own.name === party.name) continue;
    adapted = adapted.replace(new RegExp(`\\b${escapeRegExp(party.name)}\\b`, 'g'), own.name);
    mapped.add(own.name.toLowerCase());
  }
  const known = new Set([
    ...clauseParties.map((p) => p.name.toLowerCase()),
    ...guidelineParties.map((p) => p.name.toLowerCase()),
    ...mapped,
  ]);
  // A capitalised word that does not start a sentence and that the clause does not capitalise itself.
  return adapted.replace(
    /([^.!?:;"“(\s]\s+)((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)*)/g,
    (whole, before: string, words: string) => {
      const lower = words.toLowerCase();
      if (clauseText.includes(words) || known.has(lower) || COMMON.has(lower)) return whole;
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
};
