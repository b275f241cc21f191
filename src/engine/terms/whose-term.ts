/**
 * A verdict follows whose term it is. A clause's term is measured against a level's term only when
 * they are the same side's — whose liability is capped, who gives notice, who pays, whose indemnity —
 * or one of them is both sides' ("each party", "neither party"), or either side is unknown.
 */
import { isCapTerm } from '../topics/liability-cap/compare';
import { readPlaybookRoles } from '../topics/parties/we-act-for';
import { LEVELS, type TLevel } from '../types';
import { OPPOSITE_SIDES, OWNED_LIABILITY_NOUNS } from './legal-vocabulary';
import type { TPlaybookPositions, TPosition } from './playbook-positions';
import { partyMentions, type TTerm, type TTermReading } from './read-terms';
import { tokenAt } from './text-tokens';

const OWNED_NOUNS = new Set(OWNED_LIABILITY_NOUNS);

/** A side the reading knows: a role's side or 'mutual', not a name it could not place. */
const known = (side: string | undefined) => (side && !side.startsWith('named:') ? side : undefined);

/** How many words after a party its liability is named ("Supplier's total aggregate liability", "Supplier shall not be liable"). */
const OWNER_REACH = 4;
/** How many tokens before a cap its owner may be named (a long sentence may name another party's liability). */
const OWNER_SPAN = 60;

/** A cap's measure, or that there is a cap measured by the fees — not what falls within it (read loosely). */
const isCapMeasure = (term: TTerm) =>
  term.kind === 'cap' || (term.kind === 'feature' && term.id.scope === undefined && isCapTerm(term.id));

/**
 * The party whose liability a cap term caps: the last one before it in its sentence named as owning a
 * liability — "Supplier's total aggregate liability", "the liability of the Customer", "Customer shall
 * not be liable", "in no event shall Supplier be liable", "each party's liability" — not one named
 * otherwise ("the fees paid by Customer").
 */
const liabilityOwner = (reading: TTermReading, term: TTerm) => {
  const { tokenised } = reading;
  const { tokens } = tokenised;
  const at = tokenAt(tokenised, term.quote.start);
  const sentence = tokens[at]?.sentence;
  let owner: { from: number; side: string } | undefined;
  for (const { match, side } of partyMentions(tokenised, reading.parties)) {
    if (tokens[match.from]?.sentence !== sentence || match.from > at || at - match.from > OWNER_SPAN)
      continue;
    const of = tokens[match.from - 1]?.norm === 'the' ? match.from - 2 : match.from - 1;
    const namedAfterOf = tokens[of]?.norm === 'of' && OWNED_NOUNS.has(tokens[of - 1]?.norm ?? '');
    // Its liability named right after it, with no comma between ("Supplier's entire liability to Buyer,
    // including any liability …" is the supplier's, not the buyer's).
    const liableAfter = tokens
      .slice(match.to, match.to + OWNER_REACH)
      .some(
        (token) => OWNED_NOUNS.has(token.norm) && !/[,;:]/.test(tokenised.text.slice(match.end, token.start)),
      );
    if ((namedAfterOf || liableAfter) && (!owner || match.from > owner.from))
      owner = { from: match.from, side };
  }
  return owner?.side;
};

/**
 * Whose a term is: the side the reading gave it (a period's, a rate's, a party's feature); for a cap,
 * the party whose liability it caps ("Supplier's total liability shall not exceed …", "each party's
 * liability", "the liability of the Customer"). Undefined where the text does not say, or for a term
 * no one side owns.
 */
export const whoseTerm = (reading: TTermReading, term: TTerm): string | undefined => {
  if (term.kind === 'duration' || term.kind === 'percentage' || term.kind === 'feature')
    if (term.actor !== undefined) return known(term.actor);
  if (!isCapMeasure(term)) return undefined;
  return known(liabilityOwner(reading, term));
};

/** Whether a clause's term of side `clause` answers a level's term of side `level`. */
export const sidesMeet = (level: string | undefined, clause: string | undefined) =>
  level === undefined ||
  clause === undefined ||
  level === 'mutual' ||
  clause === 'mutual' ||
  level === clause;

/**
 * Per position, whose term each level states, read once: every clause is checked against the same
 * positions, which never change once built. Kept with the playbook the sides were read in.
 */
const LEVEL_SIDES = new WeakMap<
  TPosition,
  { playbook: TPlaybookPositions; sides: Partial<Record<TLevel, string | undefined>> }
>();

/** Whose the term a level states for the position is (undefined: the level states none, or no side). */
export const levelSide = (playbook: TPlaybookPositions, position: TPosition, level: TLevel) => {
  let read = LEVEL_SIDES.get(position);
  if (read?.playbook !== playbook) {
    read = { playbook, sides: {} };
    LEVEL_SIDES.set(position, read);
  }
  if (!(level in read.sides)) {
    const statement = position.statements[level];
    read.sides[level] = statement ? whoseTerm(playbook.readings[level], statement.term) : undefined;
  }
  return read.sides[level];
};

/**
 * The side the levels' values are about: the one side every level that states the term for one side
 * only names ("Supplier's total aggregate liability … shall not exceed … one (1) month" beside "each
 * party's"). Undefined where no level names one side, or they name different sides.
 */
export const sideOfLevels = (playbook: TPlaybookPositions, position: TPosition) => {
  const sides = new Set(
    LEVELS.map((level) => levelSide(playbook, position, level)).filter(
      (side): side is string => side !== undefined && side !== 'mutual',
    ),
  );
  return sides.size === 1 ? [...sides][0] : undefined;
};

const HOME_SIDES = new WeakMap<TPlaybookPositions, string | undefined>();

/** The side the playbook speaks for (readPlaybookRoles): ours. */
export const homeSide = (playbook: TPlaybookPositions) => {
  if (!HOME_SIDES.has(playbook))
    HOME_SIDES.set(playbook, readPlaybookRoles([playbook.guidelines]).home?.side ?? undefined);
  return HOME_SIDES.get(playbook);
};

/**
 * How a level's term is measured against the clause's: `terms`, the clause's terms of a side that
 * meets the level's; `otherSideOnly` where the clause states the term only for a side the level does
 * not speak of — read as silence on the level's term. A level binding both sides whose values are
 * ordered for one side's term (sideOfLevels) is answered by the other side's term alone only where that
 * side is ours (`home`), and then measured the other way (`reversed`): a cap on our own liability is
 * better lower where the levels order the supplier's, our own notice to end the agreement shorter where
 * they order the supplier's — what the other side is left without is no shortfall of ours. Their term
 * alone does not answer a level ordered for ours: the supplier's right not to renew gives the customer
 * none.
 */
export const termsOfLevelSide = (
  reading: TTermReading,
  clauseTerms: TTerm[],
  level: string | undefined,
  { levelsSide, home }: { levelsSide: string | undefined; home: string | undefined },
) => {
  const sided = clauseTerms.filter((term) => sidesMeet(level, whoseTerm(reading, term)));
  const opposite = level === 'mutual' && levelsSide ? OPPOSITE_SIDES[levelsSide] : undefined;
  const onlyOpposite =
    opposite !== undefined &&
    sided.length > 0 &&
    sided.every((term) => whoseTerm(reading, term) === opposite);
  const reversed = onlyOpposite && opposite === home;
  const terms = onlyOpposite && !reversed ? [] : sided;
  return { terms, otherSideOnly: clauseTerms.length > 0 && terms.length === 0, reversed };
};
