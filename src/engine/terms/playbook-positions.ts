import { LEVELS, type TGuidelines, type TLevel } from '../types';
import { CHANGE_OF_CONTROL_AGAINST, PARTY_SIDES, WORK_OWNERSHIP } from './legal-vocabulary';
import {
  featureDefinition,
  mostSpecificPlaces,
  readTerms,
  type TTerm,
  type TTermReading,
} from './read-terms';
import type { TFeatureKey, TTermKey } from './term-key';
import type { TSpan } from './text-tokens';

/** What one level of the playbook says about one term. */
export type TStatement =
  | { type: 'number'; value: number; term: TTerm }
  | { type: 'places'; places: string[]; excluded: boolean; term: TTerm }
  | { type: 'feature'; present: boolean; term: TTerm };

/**
 * One term of the playbook across its levels: what each level states, in which direction a value is
 * better (from how the levels order it), and whether the levels differ on it at all.
 */
export type TPosition = {
  /** Unique among the playbook's positions: the terms' key, with "@side" when split by actor. */
  key: string;
  /** The key of the terms it compares, as text ("duration:notice"). */
  termKey: string;
  /** The key of the terms it compares, as a value: what code asks of a position. */
  term: TTermKey;
  /**
   * The one side whose period this is, when the levels name one ("Customer may terminate … on thirty
   * (30) days' notice"): a clause's period of the other side does not answer it.
   */
  actor?: string;
  /**
   * The actor's own duty, where the levels' mutual values bind both sides and the unacceptable level
   * makes the actor's alone longer (or shorter) still ("Customer's obligations survive indefinitely"):
   * less of it is better for that side, only that side's own wording answers it, and silence binds it
   * to nothing.
   */
  burden?: true;
  label: string;
  statements: Partial<Record<TLevel, TStatement>>;
  /** +1: a larger value is better (preferred 60 days, acceptable 30); −1: smaller is better; 0: unknown. */
  direction: -1 | 0 | 1;
  /** The unacceptable value lies beyond the preferred one in the "better" direction: a target, not a floor. */
  twoSided: boolean;
  /** All three levels state the same thing: it places no clause above or below another. */
  shared: boolean;
  /** Per level: the level states this term in its position statement (see `positionStatement`). */
  stated: Partial<Record<TLevel, 'position' | 'wording'>>;
};

export type TPlaybookPositions = {
  guidelines: TGuidelines;
  readings: Record<TLevel, TTermReading>;
  positions: TPosition[];
  /** Levels that open with a position statement: their other wording only illustrates it. */
  withPositionStatement: Record<TLevel, boolean>;
};

const MAX_STATEMENT_WORDS = 25;
// A sentence with one of these is model wording ("Supplier shall …"), not a statement of the position.
const CLAUSE_VERBS = new Set(['shall', 'will', 'may', 'must', 'means', 'agrees', 'agree', 'would', 'hereby']);
// Drafted sentences open like this ("This Agreement …", "Each party …", "Except as …").
const DRAFTED_OPENINGS = new Set([
  'this',
  'the',
  'each',
  'either',
  'neither',
  'any',
  'in',
  'if',
  'except',
  'notwithstanding',
  'subject',
  'upon',
  'unless',
  'all',
  'no',
  'nothing',
  'where',
  'we',
  'you',
  'it',
  'such',
  'said',
  'for',
  'to',
]);

/**
 * A level that opens with a short sentence stating its position without drafting it ("Mutual cap at
 * twelve months of fees, with carve-outs for fraud." or "New York governing law."), followed by model
 * wording: the opening sentence is what the level requires; the wording after it illustrates it.
 */
export const positionStatement = (reading: TTermReading) => {
  const [first, second] = reading.tokenised.sentences;
  if (!first || !second) return undefined;
  const words = reading.tokenised.tokens.filter(
    (t) => t.start >= first.start && t.end <= first.end && t.kind === 'word',
  );
  if (words.length === 0 || words.length > MAX_STATEMENT_WORDS) return undefined;
  if (
    DRAFTED_OPENINGS.has((words[0] as { norm: string }).norm) ||
    words.some((t) => CLAUSE_VERBS.has(t.norm))
  )
    return undefined;
  return first;
};

const RELATIVE_TOLERANCE = 0.02;

/** Equal within 2% ("365 days" is one year); infinities equal each other. */
export const sameValue = (a: number, b: number) =>
  a === b ||
  // Only one infinite: "in perpetuity" is no "one (1) year" (∞ − 360 ≤ tolerance × ∞ would say it is).
  (Number.isFinite(a) &&
    Number.isFinite(b) &&
    Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b)));

const statementOf = (terms: TTerm[]): TStatement | undefined => {
  // A level that says "promptly" states no period to hold a clause to.
  const [first] = terms.filter((term) => !(term.kind === 'duration' && term.unmeasured));
  if (!first) return undefined;
  switch (first.kind) {
    case 'duration':
      return { type: 'number', value: first.days, term: first };
    case 'cap':
    case 'percentage':
      return { type: 'number', value: first.value, term: first };
    case 'place': {
      const named = terms.filter((t) => t.kind === 'place' && !t.excluded);
      const excluded = terms.filter((t) => t.kind === 'place' && t.excluded);
      const source = (excluded.length ? excluded : named) as Extract<TTerm, { kind: 'place' }>[];
      return {
        type: 'places',
        places: mostSpecificPlaces(source.flatMap((t) => (t.kind === 'place' ? t.places : []))),
        excluded: excluded.length > 0,
        term: source[0] as TTerm,
      };
    }
    case 'feature': {
      const present = terms.find((t) => t.kind === 'feature' && !t.negated);
      return { type: 'feature', present: Boolean(present), term: present ?? first };
    }
    case 'who':
      return { type: 'feature', present: true, term: first };
  }
};

const sameStatement = (a: TStatement | undefined, b: TStatement | undefined) => {
  if (!a || !b || a.type !== b.type) return false;
  if (a.type === 'number' && b.type === 'number') return sameValue(a.value, b.value);
  if (a.type === 'places' && b.type === 'places')
    return (
      a.excluded === b.excluded &&
      a.places.length === b.places.length &&
      a.places.every((p) => b.places.includes(p))
    );
  if (a.type === 'feature' && b.type === 'feature') return a.present === b.present;
  return false;
};

const directionOf = (p?: number, a?: number, u?: number): -1 | 0 | 1 => {
  const pairs: [number | undefined, number | undefined][] = [
    [p, a],
    [p, u],
    [a, u],
  ];
  for (const [better, worse] of pairs) {
    if (better !== undefined && worse !== undefined && !sameValue(better, worse))
      return better > worse ? 1 : -1;
  }
  return 0;
};

/**
 * Features read as one side's (the owner of the work, the party whose change of control gives rights
 * against it, what the indemnitor's indemnity covers).
 */
const SIDED_FEATURES = [WORK_OWNERSHIP.id, CHANGE_OF_CONTROL_AGAINST.id];
const isSidedFeature = ({ item, scope }: TFeatureKey) =>
  scope === 'indemnity-covers' || (scope === undefined && SIDED_FEATURES.includes(item));

/** The side a period, a rate or a sided feature belongs to, when one party's (not "either party"'s). */
export const oneSidedActor = (term: TTerm) =>
  (term.kind === 'duration' ||
    term.kind === 'percentage' ||
    (term.kind === 'feature' && isSidedFeature(term.id))) &&
  term.actor !== undefined &&
  term.actor !== 'mutual'
    ? term.actor
    : undefined;

/**
 * The positions a key's terms go into: one, unless the levels state the period for different sides
 * ("Customer may terminate for convenience on thirty (30) days' notice" and "Supplier may terminate …
 * on ten (10) days' notice" are two positions: a short notice is good for the one and bad for the
 * other). A period of no one side ("either party") belongs to each.
 */
const actorsOfKeys = (terms: readonly TTerm[]) => {
  const sides = new Map<string, Set<string>>();
  for (const term of terms) {
    const side = oneSidedActor(term);
    if (side) sides.set(term.key, (sides.get(term.key) ?? new Set()).add(side));
  }
  return sides;
};

/** "supplier's survival period": the side as the guidelines name it, or as the vocabulary does. */
const sideLabel = (label: string, side: string, readings: Record<TLevel, TTermReading>) => {
  const named = LEVELS.flatMap((level) => readings[level].parties).find((party) => party.side === side);
  return `${(named?.name ?? PARTY_SIDES[side]?.[0] ?? side).toLowerCase()}'s ${label}`;
};

/** A position's terms: of one key, and of one side where the levels split the key by side. */
type TGroup = { termKey: string; term: TTermKey; side?: string };

const groupByKey = (
  terms: TTerm[],
  actors: ReadonlyMap<string, ReadonlySet<string>>,
  groupsByKey: Map<string, TGroup>,
) => {
  const groups = new Map<string, TTerm[]>();
  const put = (key: string, term: TTerm, side?: string) => {
    groups.set(key, [...(groups.get(key) ?? []), term]);
    if (!groupsByKey.has(key))
      groupsByKey.set(key, { termKey: term.key, term: term.id, ...(side !== undefined && { side }) });
  };
  for (const term of terms) {
    const sides = actors.get(term.key);
    if (!sides || sides.size < 2) put(term.key, term);
    else {
      const own = oneSidedActor(term);
      for (const side of sides) if (!own || own === side) put(`${term.key}@${side}`, term, side);
    }
  }
  return groups;
};

/** The cap a position measures ("cap", "higher-cap"), when it is a cap's value. */
const capOf = (position: TPosition) => {
  const statement = LEVELS.map((level) => position.statements[level]).find(Boolean);
  return statement?.term.kind === 'cap' ? statement.term.id.cap : undefined;
};

/**
 * A cap's bases — an amount, fees over a period, a multiple of fees — measure one cap. Where the levels
 * order one basis and state another on one level only ("the greater of the fees of twelve (12) months
 * or one million dollars" against six months' fees), the other is better in the same direction: a
 * cap of five million meets the one million.
 */
const orderCapsAlike = (positions: TPosition[]) => {
  const ordered = new Map<string, -1 | 1>();
  for (const position of positions) {
    const cap = capOf(position);
    if (cap && position.direction !== 0 && !ordered.has(cap)) ordered.set(cap, position.direction);
  }
  for (const position of positions) {
    const direction = ordered.get(capOf(position) ?? '');
    if (direction && position.direction === 0 && !position.shared) position.direction = direction;
  }
};

/**
 * Which way a position's values are better (direction), whether the unacceptable level lies past the
 * better ones (twoSided), and whether the term is one side's burden that runs the other way.
 */
const orderOfValues = (
  statementsOfKey: Partial<Record<TLevel, TStatement>>,
  splitSide: string | undefined,
  unacceptableTerms: TTerm[],
) => {
  // "until terminated" is no period: it orders no values.
  const value = (level: TLevel) => {
    const statement = statementsOfKey[level];
    return statement?.type === 'number' &&
      !(statement.term.kind === 'duration' && statement.term.untilTerminated)
      ? statement.value
      : undefined;
  };
  let direction = directionOf(value('preferred'), value('acceptable'), value('unacceptable'));
  const best = value('preferred') ?? value('acceptable');
  const worst = value('unacceptable');
  let twoSided =
    direction !== 0 &&
    best !== undefined &&
    worst !== undefined &&
    !sameValue(best, worst) &&
    direction * (worst - best) > 0;
  // One side's own period that the unacceptable level makes longer (or shorter) than the mutual levels
  // ask of both ("Customer's obligations survive indefinitely" against five years each): the mutual
  // values measure the other side's duty, and for this side the way past them is the worse one.
  const burden = twoSided && splitSide && unacceptableTerms.some((t) => oneSidedActor(t) === splitSide);
  if (burden) {
    direction = direction > 0 ? -1 : 1;
    twoSided = false;
  }
  return { direction, twoSided, burden: Boolean(burden) };
};

/**
 * The positions already read for a guidelines object: every clause of a category is read against the
 * same playbook, so its levels are read once, not once per clause. Keyed by the object (an entry goes
 * with it) and kept only while its three texts are unchanged; the positions are never changed after
 * they are built, so one reading can serve every clause.
 */
const positionsRead = new WeakMap<TGuidelines, { texts: string[]; positions: TPlaybookPositions }>();

/**
 * Reads the three guideline levels into positions, one per term any level states. Deterministic:
 * the order is the order in which terms first appear (preferred, then acceptable, then unacceptable).
 */
export const buildPlaybookPositions = (guidelines: TGuidelines): TPlaybookPositions => {
  const texts = LEVELS.map((level) => guidelines[level]);
  const known = positionsRead.get(guidelines);
  if (known?.texts.every((text, i) => text === texts[i])) return known.positions;
  const positions = readPlaybookPositions(guidelines);
  positionsRead.set(guidelines, { texts, positions });
  return positions;
};

const readPlaybookPositions = (guidelines: TGuidelines): TPlaybookPositions => {
  const readings = {
    preferred: readTerms(guidelines.preferred),
    acceptable: readTerms(guidelines.acceptable),
    unacceptable: readTerms(guidelines.unacceptable),
  };
  // How something is done ("Licensee submits to …") is kept by edits, never a position (ungraded).
  const graded = (level: TLevel) =>
    readings[level].terms.filter(
      (term) => term.kind !== 'feature' || featureDefinition(term.feature)?.ungraded !== true,
    );
  const actors = actorsOfKeys(LEVELS.flatMap(graded));
  const groupsByKey = new Map<string, TGroup>();
  const grouped = Object.fromEntries(
    LEVELS.map((level) => [level, groupByKey(graded(level), actors, groupsByKey)]),
  ) as Record<TLevel, Map<string, TTerm[]>>;
  const keys = [...new Set(LEVELS.flatMap((level) => [...grouped[level].keys()]))];
  const statements = Object.fromEntries(
    LEVELS.map((level) => [level, positionStatement(readings[level])]),
  ) as Record<TLevel, TSpan | undefined>;
  const positions = keys.map((key): TPosition => {
    const levelStatements: Partial<Record<TLevel, TStatement>> = {};
    const stated: Partial<Record<TLevel, 'position' | 'wording'>> = {};
    const { termKey, term, side: splitSide } = groupsByKey.get(key) as TGroup;
    const sides = actors.get(termKey);
    const actor = splitSide ?? (sides?.size === 1 ? [...sides][0] : undefined);
    let label = key;
    for (const level of LEVELS) {
      const terms = grouped[level].get(key);
      const statement = terms && statementOf(terms);
      if (statement) {
        levelStatements[level] = statement;
        label = splitSide ? sideLabel(statement.term.label, splitSide, readings) : statement.term.label;
        const opening = statements[level];
        stated[level] = opening && terms.some((t) => t.quote.start < opening.end) ? 'position' : 'wording';
      }
    }
    const statementsOfKey = levelStatements;
    const { direction, twoSided, burden } = orderOfValues(
      statementsOfKey,
      splitSide,
      grouped.unacceptable.get(key) ?? [],
    );
    const shared = LEVELS.every((level) => sameStatement(statementsOfKey[level], statementsOfKey.preferred));
    return {
      key,
      termKey,
      term,
      ...(actor && { actor }),
      ...(burden && { burden: true as const }),
      label,
      statements: statementsOfKey,
      direction,
      twoSided,
      shared,
      stated,
    };
  });
  orderCapsAlike(positions);
  const withPositionStatement = Object.fromEntries(
    LEVELS.map((level) => [level, Boolean(statements[level])]),
  ) as Record<TLevel, boolean>;
  return { guidelines, readings, positions, withPositionStatement };
};
