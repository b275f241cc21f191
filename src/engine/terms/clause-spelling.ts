/**
 * Words a guideline brings into a clause, spelled as the contract spells them: "party" or "Party",
 * "this Agreement" or "this agreement", and the instrument's own name ("this Supply Agreement", "this
 * Amendment"). A lawyer reads "the parties" beside the contract's "the Parties" as a second, undefined
 * term, and "this Agreement" inside an amendment as pointing at another document.
 */

/** What an instrument calls itself: the last word of "this Supply Agreement", "this Limited Power of Attorney". */
const INSTRUMENT_NOUNS = [
  'Agreement',
  'Amendment',
  'Addendum',
  'Contract',
  'Deed Poll',
  'Deed',
  'Undertaking',
  'Power of Attorney',
  'Guaranty',
  'Guarantee',
  'Lease',
  'Licence',
  'License',
  'Memorandum of Understanding',
  'Statement of Work',
];
const SELF_NAME = new RegExp(
  `\\bthis\\s+((?:[A-Z][\\w-]*\\s+){0,3}(?:${INSTRUMENT_NOUNS.join('|').replace(/ /g, '\\s+')}))\\b`,
  'gi',
);

/** Instruments one person makes alone: they have no "parties" to bind, escalate or submit. */
const UNILATERAL_INSTRUMENTS = /\b(?:power of attorney|guaranty|guarantee|deed poll|undertaking)$/i;
export const isUnilateralInstrument = (selfName: string) => UNILATERAL_INSTRUMENTS.test(selfName);

/**
 * The name the clause gives itself most often after "this", as written ("Supply Agreement", "agreement");
 * a name in capitals counts only with `anyCase` (it says what the instrument is, not how it is spelled).
 */
export const instrumentSelfName = (clauseText: string, anyCase = false): string | undefined => {
  const counts = new Map<string, number>();
  for (const match of clauseText.matchAll(SELF_NAME)) {
    const name = (match[1] as string).replace(/\s+/g, ' ');
    // "this Agreement" and "THIS AGREEMENT" in capitals say nothing of how the contract spells it.
    if (!anyCase && name === name.toUpperCase()) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
};

const PARTY_WORD = /\b(part(?:y|ies))\b/gi;
/** Words before "Party" that do not make it a defined role ("Each Party", "the Other Party"). */
const DETERMINERS = new Set([
  'a',
  'any',
  'both',
  'each',
  'either',
  'neither',
  'no',
  'one',
  'other',
  'such',
  'the',
]);

/**
 * Where the text says "party"/"parties" of a party of the contract: not "third party", nor as part of a
 * defined role ("Disclosing Party", "Indemnified Party"), nor in capitals throughout ("PARTY").
 */
const partyWords = (text: string) =>
  [...text.matchAll(PARTY_WORD)].flatMap((match) => {
    const word = match[1] as string;
    const at = match.index ?? 0;
    const before = text.slice(0, at);
    const previous = /([A-Za-z]+)[\s-]*$/.exec(before)?.[1] ?? '';
    if (word === word.toUpperCase() || previous.toLowerCase() === 'third') return [];
    if (/^[A-Z][a-z]/.test(previous) && !DETERMINERS.has(previous.toLowerCase())) return [];
    return [{ word, at, opensSentence: /(^|[.!?:]\s*)$/.test(before.trimEnd()) }];
  });

/** How the clause writes "party" where it does not open a sentence: 'Party', 'party', or undefined. */
const partySpelling = (clauseText: string): 'Party' | 'party' | undefined => {
  const inText = partyWords(clauseText).filter((w) => !w.opensSentence);
  const capital = inText.filter((w) => w.word[0] === 'P').length;
  const lower = inText.length - capital;
  if (capital > 0 && lower === 0) return 'Party';
  if (lower > 0 && capital === 0) return 'party';
  return undefined;
};

/** `inserted` with "party", "this Agreement" and the like spelled as `clauseText` spells them. */
export const spellAsTheClause = (inserted: string, clauseText: string): string => {
  let text = inserted;
  const party = partySpelling(clauseText);
  if (party)
    for (const { word, at, opensSentence } of partyWords(text).reverse()) {
      const first = party === 'Party' || opensSentence ? word[0]?.toUpperCase() : word[0]?.toLowerCase();
      text = `${text.slice(0, at)}${first}${word.slice(1)}${text.slice(at + word.length)}`;
    }
  const self = instrumentSelfName(clauseText);
  if (self)
    text = text.replace(/\b([Tt]his)\s+Agreement\b/g, (whole, the: string) =>
      self.toLowerCase() === 'agreement' && self !== 'agreement' ? whole : `${the} ${self}`,
    );
  return text;
};
