/**
 * Words a guideline brings into a clause, spelled as the contract spells them: "party" or "Party",
 * "this Agreement" or "this agreement", and the instrument's own name ("this Supply Agreement", "this
 * Amendment"). A lawyer reads "the parties" beside the contract's "the Parties" as a second, undefined
 * term, and "this Agreement" inside an amendment as pointing at another document.
 */
import { INSTRUMENT_NOUNS, PARTY_DETERMINERS, UNILATERAL_INSTRUMENTS } from './legal-vocabulary';

const SELF_NAME = new RegExp(
  `\\bthis\\s+((?:[A-Z][\\w-]*\\s+){0,3}(?:${INSTRUMENT_NOUNS.join('|').replace(/ /g, '\\s+')}))\\b`,
  'gi',
);
/** A self-name that ends with a unilateral instrument's name ("this Limited Power of Attorney"). */
const UNILATERAL = new RegExp(`\\b(?:${UNILATERAL_INSTRUMENTS.join('|')})$`, 'i');
export const isUnilateralInstrument = (selfName: string) => UNILATERAL.test(selfName);

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
const DETERMINERS = new Set(PARTY_DETERMINERS);

/**
 * Where the text says "party"/"parties" of a party of the contract: not "third party", nor as part of a
 * defined role ("Disclosing Party", "Indemnified Party"), nor in capitals throughout ("PARTY").
 */
const partyWords = (text: string) =>
  [...text.matchAll(PARTY_WORD)].flatMap((match) => {
    const word = match[1] as string;
    const at = match.index ?? 0;
    const previous = wordBefore(text, at);
    if (word === word.toUpperCase() || previous.toLowerCase() === 'third') return [];
    if (/^[A-Z][a-z]/.test(previous) && !DETERMINERS.has(previous.toLowerCase())) return [];
    return [{ word, at, opensSentence: opensSentenceAt(text, at) }];
  });

const isSpace = (char: string) => /\s/.test(char);

/**
 * The word of letters right before offset `at`, across spaces and hyphens ("third-party" → "third"), or
 * ''. Read back from `at`, not over the whole text before it (a contract says "party" hundreds of times).
 */
const wordBefore = (text: string, at: number) => {
  let end = at;
  while (end > 0 && (isSpace(text.charAt(end - 1)) || text.charAt(end - 1) === '-')) end -= 1;
  let start = end;
  while (start > 0 && /[A-Za-z]/.test(text.charAt(start - 1))) start -= 1;
  return text.slice(start, end);
};

/** Whether offset `at` opens the text or a sentence: only spaces after a stop (or nothing) before it. */
const opensSentenceAt = (text: string, at: number) => {
  let end = at;
  while (end > 0 && isSpace(text.charAt(end - 1))) end -= 1;
  return end === 0 || '.!?:'.includes(text.charAt(end - 1));
};

/**
 * How a text writes "party" where it does not open a sentence: 'Party', 'party', or undefined. A clause
 * must spell it one way throughout; a whole contract (`dominant`) mostly one way (a stray "party" in a
 * long contract that defines "Party" does not undo the definition).
 */
export const partySpelling = (text: string, dominant = false): 'Party' | 'party' | undefined => {
  const inText = partyWords(text).filter((w) => !w.opensSentence);
  const capital = inText.filter((w) => w.word[0] === 'P').length;
  const lower = inText.length - capital;
  const ratio = dominant ? DOMINANT_SHARE : Number.POSITIVE_INFINITY;
  if (capital > 0 && (lower === 0 || capital >= ratio * lower)) return 'Party';
  if (lower > 0 && (capital === 0 || lower >= ratio * capital)) return 'party';
  return undefined;
};
/** How many times more often a contract must write "party" one way than the other to spell it so. */
const DOMINANT_SHARE = 4;

/**
 * `inserted` with "party", "this Agreement" and the like spelled as `clauseText` spells them; where the
 * clause does not say "party", as the contract does (`contractPartyWord`).
 */
export const spellAsTheClause = (
  inserted: string,
  clauseText: string,
  contractPartyWord?: 'Party' | 'party',
): string => {
  let text = inserted;
  const party = partySpelling(clauseText) ?? contractPartyWord;
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
