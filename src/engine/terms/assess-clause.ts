import { REWRITE_LEVELS, type TRewriteLevel } from '../../shared/rewrite-levels';
import { cosine, termCounts } from '../builtin/text-features';
import {
  capsLiability,
  higherCapIsBetter,
  isCapTerm,
  uncappedInstead,
  unlimitedForWhomWanted,
} from '../topics/liability-cap/compare';
import { concededDeadline, ownDeadline } from '../topics/notice-and-cure/compare';
import { LEVELS, type TLevel } from '../types';
import { clauseTermsFor, featurePresent, isFeature, statesFeature } from './clause-terms-for';
import { comparableTerms, currenciesDiffer } from './comparable-terms';
import { comparisonRule, currencyRule, ruleOf, unacceptableRule } from './finding-rule';
import { judge } from './judge-verdict';
import {
  CONSENT_ASKED_PHRASES,
  NON_RENEWAL_NOTICE,
  OPPOSITE_SIDES,
  PAYING_SIDE,
  PERCENT_ROLES,
} from './legal-vocabulary';
import type { TPlaybookPositions, TPosition, TStatement } from './playbook-positions';
import { oneSidedActor, sameValue } from './playbook-positions';
import {
  customerIsPaid,
  featureDefinition,
  homePlace,
  isAgreementPeriod,
  isHomePlace,
  isRedacted,
  mostSpecificPlaces,
  placeParent,
  readTerms,
  sideOfHomePlace,
  type TReadContext,
  type TTerm,
  type TTermReading,
  tokenOfTerm,
} from './read-terms';
import { bindsOnlyTheProvider, partsOfSide, sideTheOtherWay } from './sides-of-terms';
import type { TFeatureScope, TTermKey } from './term-key';
import { findPhrases, type TSpan } from './text-tokens';
import { homeSide, levelSide, sideOfLevels, termsOfLevelSide } from './whose-term';

export { REWRITE_LEVELS, type TRewriteLevel } from '../../shared/rewrite-levels';
export { leavesUncapped, uncappedKeys } from '../topics/liability-cap/compare';
export * from './assessment-queries';

/** How the clause fares on one term. */
export type TTermCheck = {
  position: TPosition;
  /** The clause's own terms for it (first one quoted in the table). */
  clauseTerms: TTerm[];
  /** Met per level: undefined when the level states nothing distinct about the term. */
  met: Partial<Record<TLevel, boolean>>;
  /** The clause states what the unacceptable level states (and the better levels do not). */
  unacceptable: boolean;
  /** 0–1: how close the clause comes to each level on this term. */
  closeness: Partial<Record<TLevel, number>>;
  /** The id of the rule that decided the row, "<topic>.<rule>" (finding-rule.ts). */
  rule: string;
  /**
   * The clause does not state the term and another clause of the contract answers for it (names it,
   * "clause #12"): the term is judged there, not held against this clause. For mutuality: the clause
   * binds one side, and its twin there binds the other alike.
   */
  judgedIn?: string;
  /**
   * The term is not held against the clause: the playbook limits it for a customer that pays, and the
   * contract has the other side pay (names the clause that says so).
   */
  notHeld?: string;
};

export type TClauseAssessment = {
  level: TLevel;
  /** 0–1 per level: share of the level's terms the clause meets, with word similarity as a tie-breaker. */
  fit: Record<TLevel, number>;
  checks: TTermCheck[];
  reading: TTermReading;
  /** Word similarity (0–1) to each level's text. */
  lexical: Record<TLevel, number>;
  /** True when no level states a term: the verdict then rests on wording alone. */
  wordingOnly: boolean;
  /**
   * Acceptable by what it states, silent on terms the acceptable level asks (onlySilentOn): its
   * acceptable rewrite still fills them in.
   */
  silentGaps?: true;
  /** What the clause was read with beyond its text; its rewrites are read with the same. */
  context: TReadContext;
  /**
   * The sentence parts that state the clause's terms one-sided the other way from the unacceptable
   * level (sideTheOtherWay): a cap or waiver stated there keeps its measure and carve-outs.
   */
  favourableParts?: TSpan[];
  /**
   * The side the clause leaves free where it makes the other side's act need consent, one-sided the other
   * way from the unacceptable level ("EFS shall not assign … without Client's consent" leaves Client free).
   */
  freeSide?: string;
};

const LOG_INFINITY = 40;
const logOf = (value: number) => (Number.isFinite(value) ? Math.log(Math.max(value, 1e-9)) : LOG_INFINITY);

/** A value's standing in the direction that is better: larger is better after multiplying by `direction`. */
const atLeastAsGood = (position: TPosition, value: number, target: number) =>
  sameValue(value, target) || position.direction * (value - target) > 0;

const nearerTo = (value: number, to: number, than: number) =>
  Math.abs(logOf(value) - logOf(to)) < Math.abs(logOf(value) - logOf(than));

const numericValue = (term: TTerm): number | undefined => {
  // "promptly" has no value to compare.
  if (term.kind === 'duration') return term.unmeasured ? undefined : term.days;
  if (term.kind === 'cap' || term.kind === 'percentage') return term.value;
  return undefined;
};

/** What a clause silent on a term states of it (TRoleDefinition.silentMeans): no interest, no increase. */
const SILENT_VALUES = new Map<string, number>(
  PERCENT_ROLES.flatMap((role) =>
    role.silentMeans === undefined ? [] : [[`percentage:${role.id}`, role.silentMeans] as const],
  ),
);

/**
 * The level states the term as a condition of a concession the clause, silent on it, does not grant:
 * "interest at one percent (1%) per month, provided that Supplier has first given fifteen (15) days'
 * written notice" asks no notice of a clause that charges no interest.
 */
const conditionsSilentConcession = (level: TTermReading, statement: TStatement, clause: TTermReading) => {
  const partOf = (term: TTerm) => tokenOfTerm(level.tokenised, term)?.part;
  const part = partOf(statement.term);
  return level.terms.some(
    (term) =>
      term !== statement.term &&
      SILENT_VALUES.has(term.key) &&
      partOf(term) === part &&
      !clause.terms.some((own) => own.key === term.key),
  );
};

/**
 * The clause's value for a position: with several ("net 30 days after quarter close … net 30 days from
 * the invoice"), the one that is worst by the position's direction — the clause meets a level only if
 * each of them does. Without a direction, the first.
 */
const numberOf = (terms: TTerm[], direction: number): number | undefined => {
  const values = terms.map(numericValue).filter((value): value is number => value !== undefined);
  if (values.length === 0) return undefined;
  if (direction === 0) return values[0];
  return direction > 0 ? Math.min(...values) : Math.max(...values);
};

const placesOf = (terms: TTerm[]) =>
  mostSpecificPlaces(terms.flatMap((t) => (t.kind === 'place' && !t.excluded ? t.places : [])));

/** A clause place answers a level's place when it is that place or lies inside it. */
const within = (place: string, of: string[]) => of.includes(place) || of.includes(placeParent(place) ?? '');

const OF_AUTOMATIC_RENEWAL = [
  'duration:renewal',
  'feature:automatic-renewal',
  `feature:${NON_RENEWAL_NOTICE.id}`,
  `duration:${NON_RENEWAL_NOTICE.id}`,
];

/** Acts whose need of consent an exception for a successor or an affiliate lifts. */
const CONSENT_EXCEPTIONS = ['feature:change-of-control', 'feature:assignment-to-affiliates'];

/** What a clause's terms say of it as a whole, read once per clause for every position. */
const clauseFacts = (reading: TTermReading, favouredSide: string | undefined) => {
  const consentNeeded = statesFeature(reading, isFeature('prior-written-consent'));
  return {
    forUs: favouredSide !== undefined,
    /**
     * It makes an act need consent and lets no one act without it: "Supplier shall not assign … without
     * Customer's prior written consent", with no exception for a successor or an affiliate (one that lets
     * the supplier assign to a merger successor without notice is leave the levels measure).
     */
    needsConsent: consentNeeded && !reading.terms.some((t) => CONSENT_EXCEPTIONS.includes(t.key)),
    /**
     * The side a clause one-sided our way leaves free where it makes the other side's act need consent
     * ("EFS shall not assign … without the prior written consent of Client" leaves Client free).
     */
    freeSide: consentNeeded && favouredSide ? OPPOSITE_SIDES[favouredSide] : undefined,
    asksConsent:
      consentNeeded ||
      findPhrases(reading.tokenised, CONSENT_ASKED_PHRASES).length > 0 ||
      reading.tokenised.tokens.some(
        (token, i) => token.norm === 'consent' && /['’]s$/.test(reading.tokenised.tokens[i - 1]?.text ?? ''),
      ),
    waivesDamages: statesFeature(reading, (key) => key.scope === 'waiver'),
    capsLiability: capsLiability(reading),
    /** An exclusive remedy limits liability as a cap does: a waiver beside one is no waiver alone. */
    namesExclusiveRemedy: statesFeature(reading, isFeature('exclusive-remedy')),
    renewsByItself: statesFeature(reading, isFeature('automatic-renewal')),
  };
};

const concededIndemnity = (position: TPosition) =>
  position.actor !== undefined &&
  position.term.kind === 'feature' &&
  position.term.scope === 'indemnity-covers' &&
  position.statements.preferred === undefined;

/** A check whose term is judged elsewhere or not held against the clause: no level met or missed. */
const setAside = (
  check: Pick<TTermCheck, 'position' | 'clauseTerms'>,
  why: Pick<TTermCheck, 'judgedIn' | 'notHeld'>,
  rule: string,
): TTermCheck => ({
  position: check.position,
  clauseTerms: check.clauseTerms,
  met: {},
  unacceptable: false,
  closeness: {},
  rule: ruleOf(check.position, rule),
  ...why,
});

/**
 * The rule a row shows: what makes it unacceptable, else why a better level is missed, else why the
 * best level it is judged at is met.
 */
const rowRule = (
  position: TPosition,
  unacceptable: boolean,
  met: Partial<Record<TLevel, boolean>>,
  rules: Partial<Record<TLevel, string>>,
  clauseTerms: TTerm[],
  otherSide: boolean,
) => {
  if (unacceptable) return unacceptableRule(position);
  const missed = REWRITE_LEVELS.find((level) => met[level] === false && rules[level]);
  // A level not measured because the clause states the term for the other side only says so.
  if (!missed && otherSide) return ruleOf(position, 'other-party-term');
  const decided = missed ?? LEVELS.find((level) => rules[level]);
  if (decided) return rules[decided] as string;
  if (Object.keys(currenciesDiffer(position, clauseTerms)).length > 0) return currencyRule(position);
  return ruleOf(position, clauseTerms.length > 0 ? 'not-measurable' : 'not-asked');
};

/** A party's notice before it ends the agreement. */
const NOTICE_KEY = 'duration:notice';

/** A limit on how long the agreement runs: shorter is better ("an initial term of one (1) year"). */
const limitsTheTerm = (position: TPosition) =>
  position.direction < 0 &&
  LEVELS.some((level) => {
    const statement = position.statements[level];
    return statement?.type === 'number' && isAgreementPeriod(statement.term);
  });

const limitsConsent = ({ term }: TPosition) =>
  term.kind === 'feature' && term.scope === undefined && featureDefinition(term.item)?.limitsConsent === true;

const ourHomeForTheirs = (position: TPosition, clauseTerms: TTerm[]) => {
  const worst = position.statements.unacceptable;
  if (worst?.type !== 'places' || worst.excluded || !worst.places.every(isHomePlace)) return false;
  const ours = worst.places.map((place) => homePlace(OPPOSITE_SIDES[sideOfHomePlace(place) ?? ''] ?? ''));
  const places = placesOf(clauseTerms);
  return places.length > 0 && places.every((place) => ours.includes(place));
};

/** Does the clause meet what `statement` asks at `level`? */
export const meets = (position: TPosition, statement: TStatement, clauseTerms: TTerm[]) => {
  // A side bound to nothing carries no burden.
  if (position.burden && clauseTerms.length === 0) return true;
  // Mutual: met unless the clause binds or favours one side only (a clause naming no party is not one-sided).
  if (position.key === 'who:mutual' && statement.type === 'feature' && statement.present)
    return (
      clauseTerms.some((t) => t.kind === 'who' && t.side === 'mutual') ||
      !clauseTerms.some((t) => t.kind === 'who')
    );
  if (statement.type === 'feature')
    return statement.present ? featurePresent(clauseTerms) : !featurePresent(clauseTerms);
  if (statement.type === 'places') {
    const places = placesOf(clauseTerms);
    // "the laws of the state where a suit is filed, being either Illinois or New York": no one law.
    if (places.length === 0 || clauseTerms.some((t) => t.kind === 'place' && t.floating)) return false;
    return statement.excluded
      ? !places.some((p) => within(p, statement.places))
      : places.some((p) => within(p, statement.places));
  }
  const value = numberOf(clauseTerms, position.direction) ?? SILENT_VALUES.get(position.termKey);
  if (value === undefined) return false;
  if (position.direction === 0) return sameValue(value, statement.value);
  if (!atLeastAsGood(position, value, statement.value)) return false;
  const worst = position.statements.unacceptable;
  if (position.twoSided && worst?.type === 'number') {
    const best = position.statements.preferred ?? position.statements.acceptable;
    return best?.type === 'number' && nearerTo(value, best.value, worst.value);
  }
  return true;
};

const chargedWhereNoneIsAllowed = (position: TPosition, statement: TStatement, clauseTerms: TTerm[]) =>
  statement.type === 'number' &&
  statement.value === 0 &&
  position.direction < 0 &&
  clauseTerms.every(isRedacted);

/**
 * A feature only the unacceptable level names makes a clause unacceptable when it is a legal concept
 * stated as such (residuals, sole discretion, unlimited liability) — not one more item of a list of
 * damages, carve-outs or warranties, nor the mere naming of one party. When the preferred level opens
 * with a position statement, the other levels are example wording: only what contradicts the better
 * levels (values, jurisdictions, features they state) makes a clause unacceptable.
 */
const unacceptableOnItsOwn = (term: TTerm, withPositionStatement: boolean) =>
  !withPositionStatement &&
  term.kind === 'feature' &&
  term.group === 'concept' &&
  !['cap', 'carve-outs'].includes(term.feature);

/**
 * The unacceptable level states a feature of one party ("Customer … waives its right to a jury trial")
 * and the clause states it of the other party or of both ("each party waives …", or each in a sentence
 * of its own): not that one party's alone.
 */
const ofOtherParty = (worst: TTerm, clauseTerms: TTerm[]) => {
  const whose = worst.kind === 'feature' ? worst.actor : undefined;
  if (!whose || whose === 'mutual') return false;
  return clauseTerms.some((term) => term.kind === 'feature' && term.actor && term.actor !== whose);
};

/** Does the clause state what the unacceptable level states, and the better levels do not? */
const hitsUnacceptable = (position: TPosition, clauseTerms: TTerm[], withPositionStatement: boolean) => {
  const worst = position.statements.unacceptable;
  if (!worst || position.shared) return false;
  const better = [position.statements.preferred, position.statements.acceptable].filter(
    Boolean,
  ) as TStatement[];
  if (worst.type === 'feature') {
    if (!worst.present || !featurePresent(clauseTerms)) return false;
    if (ofOtherParty(worst.term, clauseTerms)) return false;
    if (better.length === 0 && !unacceptableOnItsOwn(worst.term, withPositionStatement)) return false;
    return !better.some((s) => s.type === 'feature' && s.present);
  }
  if (worst.type === 'places') {
    const places = placesOf(clauseTerms);
    if (places.length === 0) return false;
    if (worst.excluded) return !places.some((p) => within(p, worst.places));
    const allowed = better.flatMap((s) => (s.type === 'places' && !s.excluded ? s.places : []));
    return places.some((p) => within(p, worst.places)) && !places.some((p) => within(p, allowed));
  }
  const value = numberOf(clauseTerms, position.direction);
  if (value === undefined) return false;
  // A value a better level states too is not what makes the clause unacceptable.
  if (better.some((s) => s.type === 'number' && sameValue(value, s.value))) return false;
  if (position.direction === 0) return sameValue(value, worst.value);
  if (position.twoSided) {
    const best = position.statements.preferred ?? position.statements.acceptable;
    return (
      atLeastAsGood(position, value, worst.value) ||
      (best?.type === 'number' && nearerTo(value, worst.value, best.value))
    );
  }
  return atLeastAsGood({ ...position, direction: (position.direction * -1) as -1 | 1 }, value, worst.value);
};

/** 0–1: met 1; a value on the wrong side scores by how far it is (a factor of 4 or more scores 0). */
const closenessOf = (position: TPosition, statement: TStatement, clauseTerms: TTerm[], met: boolean) => {
  if (met) return 1;
  if (statement.type !== 'number') return 0;
  const value = numberOf(clauseTerms, position.direction);
  if (value === undefined) return 0;
  return 0.5 * Math.max(0, 1 - Math.abs(logOf(value) - logOf(statement.value)) / Math.log(4));
};

/** What a rule of metOtherwise is tried with: the position and level, the clause's terms and facts. */
type TOtherwiseCase = {
  position: TPosition;
  level: TRewriteLevel;
  clauseTerms: TTerm[];
  clause: ReturnType<typeof clauseFacts> & { playbook: TPlaybookPositions; reading: TTermReading };
  term: TTermKey;
  /** The position's term's key, as text ("feature:carve-outs"). */
  key: string;
  scope: TFeatureScope | undefined;
  /** The preferred level wants the liability unlimited. */
  unlimitedWanted: boolean;
};

/**
 * A level's term the clause meets without stating it as the level does: by what its silence grants or
 * what it gives instead.
 */
const metOtherwise = (
  position: TPosition,
  level: TRewriteLevel,
  clauseTerms: TTerm[],
  clause: TOtherwiseCase['clause'],
): string | undefined => {
  const { term } = position;
  const otherwise: TOtherwiseCase = {
    position,
    level,
    clauseTerms,
    clause,
    term,
    key: position.termKey,
    scope: term.kind === 'feature' ? term.scope : undefined,
    unlimitedWanted: statesFeature(clause.playbook.readings.preferred, isFeature('uncapped')),
  };
  // Each rule by its id, tried in order: the first that holds decides.
  return MET_OTHERWISE.find(([, holds]) => holds(otherwise))?.[0];
};

/** The rules of metOtherwise by their ids, in the order they are tried. */
const MET_OTHERWISE: readonly [string, (otherwise: TOtherwiseCase) => boolean][] = [
  [
    'silence-grants-no-concession',
    ({ position, level, clauseTerms, clause: { playbook, reading } }) =>
      clauseTerms.length === 0 &&
      conditionsSilentConcession(playbook.readings[level], position.statements[level] as TStatement, reading),
  ],
  [
    'uncapped-instead-of-higher-cap',
    ({ term, level, clause: { playbook, reading } }) =>
      term.kind === 'cap' && term.cap === 'higher-cap' && uncappedInstead(playbook.readings[level], reading),
  ],
  // An indemnity the preferred level gives no one, conceded at a lesser level ("Customer shall defend
  // and indemnify Supplier against … materials provided by Customer"): a clause that gives none is past
  // the concession.
  [
    'no-conceded-indemnity',
    ({ position, clauseTerms }) => clauseTerms.length === 0 && concededIndemnity(position),
  ],
  // The law or courts of our own home where the unacceptable level names theirs ("the jurisdiction in
  // which Customer has its principal place of business" against Supplier's): at least acceptable.
  [
    'our-home-for-theirs',
    ({ position, level, clauseTerms }) => level === 'acceptable' && ourHomeForTheirs(position, clauseTerms),
  ],
  // Nothing to refuse: a clause that asks no one's consent ("each Party may assign … without consent
  // of the other Party") needs no limit on how consent may be withheld.
  ['no-consent-asked', ({ position, clause }) => limitsConsent(position) && !clause.asksConsent],
  // Nothing to carve out of: a clause that waives no damages keeps every claim for them.
  ['no-waiver-to-carve-out-of', ({ scope, clause }) => scope === 'waiver-carve-out' && !clause.waivesDamages],
  // Where the preferred level caps nothing — it wants the liability unlimited ("Supplier's
  // indemnification obligations shall not be subject to any limitation of liability") or sets no cap
  // (an NDA's "Nothing in this Agreement limits or caps …") — a clause that caps nothing needs no
  // carve-out from a cap, and is past every cap the other levels concede ("subject to a cap of three
  // (3) times the fees", "shall not exceed two million dollars"). Unless what it leaves unlimited is the
  // other side's indemnity too ("Franchisee agrees to indemnify … Pretzel Time"): for that side the cap
  // was a protection.
  [
    'nothing-capped',
    ({ position, term, key, scope, clause, unlimitedWanted }) =>
      !clause.capsLiability &&
      (unlimitedWanted || !capsLiability(clause.playbook.readings.preferred)) &&
      ((isCapTerm(term) &&
        position.statements.preferred === undefined &&
        (!unlimitedWanted || unlimitedForWhomWanted(clause))) ||
        scope === 'cap-carve-out' ||
        (unlimitedWanted && key === 'feature:carve-outs')),
  ],
  // Liability no cap limits is unlimited, above every floor: where a higher cap is better for our side,
  // a clause that waives some damages and caps nothing meets every cap term a level sets.
  [
    'no-cap-above-every-floor',
    ({ term, scope, clause }) =>
      clause.waivesDamages &&
      !clause.capsLiability &&
      !clause.namesExclusiveRemedy &&
      higherCapIsBetter(clause.playbook) &&
      (isCapTerm(term) || term.kind === 'cap' || scope === 'super-cap'),
  ],
  [
    'no-deadline-set',
    ({ position, level, clauseTerms }) =>
      clauseTerms.length === 0 &&
      (ownDeadline(position, position.statements[level]) || concededDeadline(position)),
  ],
  // A clause one-sided our way that makes the other side's act need consent is silent on periods of
  // leave to act on notice: the side it binds gets none ("Service Provider shall not, without the prior
  // written consent of Owner, … assign" gives it no right to assign on fifteen days' notice), the side
  // it leaves free needs none — and a limit on how our consent may be refused is no shortfall of it.
  [
    'our-consent-needed',
    ({ position, clauseTerms, clause }) =>
      clause.forUs &&
      clause.needsConsent &&
      ((position.actor !== undefined && clauseTerms.length === 0) || limitsConsent(position)),
  ],
  // … and the side it leaves free needs no leave, whatever exceptions the other side's restraint has.
  [
    'free-side-needs-no-leave',
    ({ position, clauseTerms, clause }) =>
      position.actor !== undefined && position.actor === clause.freeSide && clauseTerms.length === 0,
  ],
  // Where the preferred level wants no renewal by itself, the acceptable level's renewal is a
  // concession: its length and the notice to stop it are asked only of a clause that renews by itself
  // ("may be extended on mutual agreement of the parties" needs neither), and renewing by itself is no
  // demand.
  [
    'no-automatic-renewal',
    ({ position, key, clause }) =>
      OF_AUTOMATIC_RENEWAL.includes(key) &&
      position.statements.preferred === undefined &&
      !clause.renewsByItself,
  ],
  [
    'longer-notice-to-us',
    ({ position, level, clauseTerms }) => longerNoticeToUs(position, position.statements[level], clauseTerms),
  ],
];

/**
 * The supplier's own notice before it may end the agreement, longer than a level that states the notice
 * for either party asks: more notice to the customer is no shortfall ("ENERGOUS may … terminate … upon
 * not less than one hundred and eighty (180) days prior written notice" against "either party … on
 * thirty (30) days' prior written notice").
 */
const longerNoticeToUs = (position: TPosition, statement: TStatement | undefined, clauseTerms: TTerm[]) =>
  position.actor === undefined &&
  position.termKey === NOTICE_KEY &&
  statement?.type === 'number' &&
  clauseTerms.length > 0 &&
  clauseTerms.every((term) => {
    const side = oneSidedActor(term);
    const value = numericValue(term);
    return side !== undefined && side !== PAYING_SIDE && value !== undefined && value >= statement.value;
  });

/** What a clause's terms are checked with: the playbook, the clause's reading and facts, the document's context. */
type TCheckContext = {
  playbook: TPlaybookPositions;
  reading: TTermReading;
  facts: ReturnType<typeof clauseFacts>;
  context: TReadContext;
  /** A clause one-sided for our side, or binding the supplier alone by duties, owes no mutual wording. */
  owesNoMutuality: boolean;
};

/** One level of a position checked against the clause. */
/** `otherwise`: met by a rule of its own (metOtherwise), which the row names before the sides. */
type TLevelCheck = { met: boolean; closeness: number; rule: string; otherwise?: true };

const GUIDELINE_COUNTS = new WeakMap<TPlaybookPositions, Record<TLevel, Map<string, number>>>();

/** The words of each level, counted once per playbook (a playbook never changes once built). */
const guidelineCounts = (playbook: TPlaybookPositions) => {
  let counts = GUIDELINE_COUNTS.get(playbook);
  if (!counts) {
    counts = Object.fromEntries(
      LEVELS.map((level) => [level, termCounts(playbook.guidelines[level])]),
    ) as Record<TLevel, Map<string, number>>;
    GUIDELINE_COUNTS.set(playbook, counts);
  }
  return counts;
};

/**
 * The clause against the playbook's positions: a level is met when the clause meets
 * every term that level states and the levels do not all share; the verdict is the best level met,
 * unacceptable when none is or when the clause states an unacceptable term. Word similarity only
 * breaks ties (the fit scores) and decides alone when no level states any term.
 */
export const assessClause = (
  clause: string,
  playbook: TPlaybookPositions,
  context: TReadContext = {},
): TClauseAssessment => {
  const reading = readTerms(clause, context);
  const counts = termCounts(clause);
  const levelCounts = guidelineCounts(playbook);
  const lexical = {
    preferred: cosine(counts, levelCounts.preferred),
    acceptable: cosine(counts, levelCounts.acceptable),
    unacceptable: cosine(counts, levelCounts.unacceptable),
  };
  // A clause one-sided for our side, where the unacceptable level is one-sided for theirs, is not held
  // to mutual wording: it names no party against it.
  const favouredSide = sideTheOtherWay(reading, playbook.readings.unacceptable);
  const forUs = favouredSide !== undefined;
  const facts = clauseFacts(reading, favouredSide);
  // Nor is a clause that binds the supplier alone by duties: it is one-sided for the customer.
  const owesNoMutuality = forUs || bindsOnlyTheProvider(reading);
  const checkContext: TCheckContext = { playbook, reading, facts, context, owesNoMutuality };
  const checks = playbook.positions.map((position) => checkPosition(position, checkContext));
  return {
    ...judge(checks, lexical, playbook),
    checks,
    reading,
    lexical,
    context,
    ...(favouredSide && { favourableParts: partsOfSide(reading, favouredSide) }),
    ...(facts.freeSide && { freeSide: facts.freeSide }),
  };
};

/** One position checked against the clause, level by level, or set aside where the contract answers it. */
const checkPosition = (position: TPosition, checkContext: TCheckContext): TTermCheck => {
  const { playbook, reading, context } = checkContext;
  const clauseTerms =
    position.key === 'who:mutual' && checkContext.owesNoMutuality ? [] : clauseTermsFor(position, reading);
  // The playbook's limits on how long the agreement runs protect a customer that pays; where the
  // contract has only the supplier pay, a long term is the customer's to keep.
  if (customerIsPaid(context.payer) && limitsTheTerm(position) && clauseTerms.length > 0)
    return setAside({ position, clauseTerms }, { notHeld: context.payer.label }, 'payer-keeps-term');
  // One side's clause whose twin binds the other side alike is mutual with it (mirroredClauses).
  if (context.mirroredBy && position.key === 'who:mutual' && clauseTerms.length > 0)
    return setAside({ position, clauseTerms }, { judgedIn: context.mirroredBy }, 'mirrored-by-other-clause');
  // A verdict follows whose term it is (whose-term.ts): each level measures only the clause's terms of
  // a side that meets its own; one that the clause states for the other side alone is read as if the
  // clause were silent on it — the other side's term is no shortfall of it, nor the unacceptable term.
  const sidesOfPlaybook = { levelsSide: sideOfLevels(playbook, position), home: homeSide(playbook) };
  const bySide = (level: TLevel) =>
    termsOfLevelSide(reading, clauseTerms, splitLevelSide(playbook, position, level), sidesOfPlaybook);
  const sides = Object.fromEntries(LEVELS.map((level) => [level, bySide(level)])) as Record<
    TLevel,
    ReturnType<typeof bySide>
  >;
  // A value a level binding both sides orders for one side says nothing unacceptable of the other's.
  const measuredTerms = (level: TLevel) =>
    sides[level].reversed && level === 'unacceptable' ? [] : sides[level].terms;
  const unacceptable = hitsUnacceptable(
    position,
    comparableTerms(position.statements.unacceptable, measuredTerms('unacceptable')),
    playbook.withPositionStatement.preferred,
  );
  const met: Partial<Record<TLevel, boolean>> = {};
  const closeness: Partial<Record<TLevel, number>> = {};
  const rules: Partial<Record<TLevel, string>> = {};
  let ruledOtherwise = false;
  for (const level of LEVELS) {
    const measured =
      sides[level].reversed && level !== 'unacceptable' ? reversedPosition(position) : position;
    const check = checkLevel(measured, level, measuredTerms(level), unacceptable, checkContext);
    if (!check) continue;
    met[level] = check.met;
    closeness[level] = check.closeness;
    rules[level] = check.rule;
    if (check.otherwise) ruledOtherwise = true;
  }
  const otherSide = !ruledOtherwise && LEVELS.some((level) => sides[level].otherSideOnly);
  // The row shows the terms some level measures: the other side's alone answer none.
  const measuredAnywhere = clauseTerms.filter((term) =>
    LEVELS.some((level) => sides[level].terms.includes(term)),
  );
  // Measured from our side, the row says so ("at most six (6) months" of a cap on our own liability).
  const reversed = REWRITE_LEVELS.some((level) => sides[level].reversed);
  return {
    position: reversed ? reversedPosition(position) : position,
    clauseTerms: measuredAnywhere,
    met,
    unacceptable,
    closeness,
    rule: rowRule(position, unacceptable, met, rules, clauseTerms, otherSide),
  };
};

/**
 * Whose a level's term is, for a position: where the levels name one side's, a level that names none
 * speaks of that side's too; where they name the term for each side and it is split in two ("customer's
 * notice period", "supplier's notice period"), a level binding both sides speaks, in each, of that
 * side's alone — the other side's term is measured in its own.
 */
const splitLevelSide = (playbook: TPlaybookPositions, position: TPosition, level: TLevel) => {
  const side = levelSide(playbook, position, level) ?? position.actor;
  return side === 'mutual' && position.key !== position.termKey ? position.actor : side;
};

/** A position measured from the opposite side: what is better of one side's term is worse of the other's. */
const reversedPosition = (position: TPosition): TPosition => ({
  ...position,
  direction: (position.direction * -1) as TPosition['direction'],
  twoSided: false,
});

/** One level of a position against the clause's terms; undefined where the level asks nothing of them. */
const checkLevel = (
  position: TPosition,
  level: TLevel,
  clauseTerms: TTerm[],
  unacceptable: boolean,
  checkContext: TCheckContext,
): TLevelCheck | undefined => {
  const statement = position.statements[level];
  if (!statement) return undefined;
  // Naming one side is evidence against a mutual position, never a requirement of its own.
  if (level !== 'unacceptable' && position.term.kind === 'who' && position.term.side !== 'mutual')
    return undefined;
  const terms = comparableTerms(statement, clauseTerms);
  // The clause states the term in a way the level's value does not measure: it is no requirement —
  // except that a redacted charge is still a charge, short of a level that allows none ("a late
  // payment fee of [***] per month" against "No late payment charges or interest shall apply").
  if (terms.length === 0 && clauseTerms.length > 0)
    return chargedWhereNoneIsAllowed(position, statement, clauseTerms)
      ? { met: false, closeness: 0, rule: ruleOf(position, 'redacted-charge') }
      : undefined;
  if (level === 'unacceptable') {
    const isMet: boolean = unacceptable || (position.shared && meets(position, statement, terms));
    const rule = unacceptable
      ? unacceptableRule(position)
      : comparisonRule(position, statement, terms, isMet);
    return { met: isMet, closeness: closenessOf(position, statement, terms, isMet), rule };
  }
  const { playbook, reading, facts } = checkContext;
  const direct = meets(position, statement, terms);
  const otherwise = direct
    ? undefined
    : metOtherwise(position, level, clauseTerms, { playbook, reading, ...facts });
  // What the preferred level asks is always acceptable (New York law where Delaware is the fallback).
  const preferred = position.statements.preferred;
  const asPreferred =
    !direct &&
    otherwise === undefined &&
    level === 'acceptable' &&
    preferred !== undefined &&
    meets(position, preferred, comparableTerms(preferred, clauseTerms));
  const isMet = direct || otherwise !== undefined || asPreferred;
  const rule =
    otherwise !== undefined
      ? ruleOf(position, otherwise)
      : asPreferred
        ? ruleOf(position, 'preferred-is-acceptable')
        : comparisonRule(position, statement, terms, isMet);
  return {
    met: isMet,
    closeness: closenessOf(position, statement, terms, isMet),
    rule,
    ...((otherwise !== undefined || asPreferred) && { otherwise: true as const }),
  };
};

/**
 * The assessment of a clause in a whole contract: each term it is silent on that another clause answers
 * for (`judgedElsewhere`: position key → that clause, "clause #12") is judged there, neither met nor
 * missed here, and the verdict is taken again from the rest.
 */
export const judgedWithOtherClauses = (
  assessment: TClauseAssessment,
  playbook: TPlaybookPositions,
  judgedElsewhere: ReadonlyMap<string, string>,
): TClauseAssessment => {
  const checks = assessment.checks.map((check): TTermCheck => {
    const judgedIn = check.clauseTerms.length === 0 ? judgedElsewhere.get(check.position.key) : undefined;
    return judgedIn ? setAside(check, { judgedIn }, 'answered-by-other-clause') : check;
  });
  return { ...assessment, ...judge(checks, assessment.lexical, playbook), checks };
};
