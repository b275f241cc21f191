import { OPPOSITE_SIDES, PREPOSITIONS_BEFORE_OBJECTS } from './legal-vocabulary';
import {
  actsAsSubject,
  invertedSubject,
  partyMentions,
  passiveAgent,
  readReleases,
  statedKey,
  type TTermReading,
  tokenOfTerm,
} from './read-terms';
import { type TPhraseMatch, type TSpan, tokenAt } from './text-tokens';

const PREPOSITIONS = new Set(PREPOSITIONS_BEFORE_OBJECTS);

/**
 * The side of each sentence part's subject: the first party acting in it ("Customer may not assign …
 * without Supplier's consent, which Supplier may withhold" is the customer's restriction), or
 * "mutual" ("Neither party may assign …").
 */
const subjectsOfParts = (reading: TTermReading): Map<number, string> => {
  // A playbook level is read once and asked of every clause.
  const known = SUBJECTS.get(reading);
  if (known) return known;
  const { tokenised, parties } = reading;
  const { tokens } = tokenised;
  // Not a party named inside a phrase of another subject's sentence ("Upon any termination for
  // Customer's breach, all fees … become due": the fees are the subject, not the customer).
  const afterPreposition = (match: TPhraseMatch) =>
    PREPOSITIONS.has(tokens[match.from - 1]?.norm ?? '') && !passiveAgent(tokenised, match);
  const acting = (match: TPhraseMatch) =>
    !afterPreposition(match) && (actsAsSubject(tokenised, match) || invertedSubject(tokenised, match));
  const mentions = partyMentions(tokenised, parties)
    .filter(({ match }) => acting(match))
    .sort((a, b) => a.match.from - b.match.from);
  // A release's part is the released party's ("Customer waives all claims against Supplier for …").
  const released = readReleases(tokenised, parties).map(({ by, side }) => ({ match: by, side }));
  const subjects = new Map<number, string>();
  for (const { match, side } of [...released, ...mentions]) {
    const part = tokens[match.from]?.part;
    if (part !== undefined && !subjects.has(part)) subjects.set(part, side);
  }
  SUBJECTS.set(reading, subjects);
  return subjects;
};

const SUBJECTS = new WeakMap<TTermReading, Map<number, string>>();

/**
 * For each term a text states, the side of its sentence part's subject ("Supplier's total liability
 * shall not exceed …": the cap is the provider's). A part whose subject is no party gives its terms no
 * side.
 */
export const sidesOfTerms = (reading: TTermReading): Map<string, string> => {
  const { tokenised, terms } = reading;
  const subjects = subjectsOfParts(reading);
  const sides = new Map<string, string>();
  for (const term of terms) {
    if (term.kind === 'who') continue;
    const side = subjects.get(tokenOfTerm(tokenised, term)?.part ?? -1);
    if (side === undefined) continue;
    const key = statedKey(term);
    // A term stated for different sides is no one side's.
    sides.set(key, sides.has(key) && sides.get(key) !== side ? 'mutual' : side);
  }
  return sides;
};

/**
 * The side a one-sided clause gives its terms where that is the other way from the unacceptable level:
 * where both state a term, the level makes it one side's alone and the clause the other side's
 * ("Customer's total liability shall not exceed …" where the unacceptable level caps "Supplier's total
 * liability"; "Supplier shall not assign …" where it restricts only the customer). Such a clause gives
 * our side more than mutual wording would: it is no shortfall of mutuality, and making it mutual, or
 * editing those sentences toward the levels, would give the advantage away. Undefined otherwise.
 */
export const sideTheOtherWay = (clause: TTermReading, unacceptable: TTermReading): string | undefined => {
  const worst = sidesOfTerms(unacceptable);
  let side: string | undefined;
  for (const [key, own] of sidesOfTerms(clause)) {
    const theirs = worst.get(key);
    if (!theirs || own === 'mutual' || theirs === 'mutual') continue;
    if (own === theirs) return undefined;
    // Sides of another kind of deal ("ENERGOUS", a provider, against an NDA's receiving party) say nothing.
    if (OPPOSITE_SIDES[own] === theirs) side = own;
  }
  return side;
};

/** The sentence parts whose subject is `side`: where a clause states that side's terms. */
export const partsOfSide = (reading: TTermReading, side: string): TSpan[] =>
  [...subjectsOfParts(reading)].flatMap(([part, own]) => {
    const span = reading.tokenised.parts[part];
    return own === side && span ? [span] : [];
  });

/**
 * After a party, words that bind it to a duty or restraint rather than give it a right or a protection
 * ("shall have the right", "shall not be liable").
 */
const BINDING =
  /^(?:(?:shall|will|must) (?!have\b|be entitled\b|be free\b|retain\b|not be (?:liable|responsible|required|obligated)\b)|(?:agrees|undertakes|covenants)\b|(?:may|can) not\b)/;

/**
 * Whether the clause binds the supplier alone, by duties or restraints and not by rights ("EFS shall not
 * assign … without Client's consent", "ENERGOUS shall indemnify DIALOG"): one-sided, but for the
 * customer, so no shortfall of mutuality.
 */
export const bindsOnlyTheProvider = ({ terms, tokenised }: TTermReading) => {
  const who = terms.filter((term) => term.kind === 'who');
  return (
    who.length > 0 &&
    who.every((term) => {
      if (term.kind !== 'who' || term.side !== 'provider' || term.releasedBy) return false;
      const at = tokenAt(tokenised, term.quote.end);
      const next = tokenised.tokens
        .slice(at, at + 4)
        .map((token) => token.norm)
        .filter((word) => word !== 'hereby')
        .join(' ');
      return BINDING.test(next);
    })
  );
};
