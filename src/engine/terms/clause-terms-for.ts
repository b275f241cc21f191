/** The clause's terms that answer a position's term: the term itself, a broader liability, a carve-out of the cap or of the waiver. */
import { BROADER_LIABILITIES, OPPOSITE_SIDES } from './legal-vocabulary';
import type { TPosition } from './playbook-positions';
import { featureDefinition, type TTerm, type TTermReading } from './read-terms';
import { featureKeyText, keyText, type TFeatureKey, type TFeatureScope, type TTermKey } from './term-key';

/**
 * Which clause terms answer a requirement: a plain carve-out is answered by a carve-out of the cap or
 * of the waiver; a carve-out of the cap (or of the waiver) by a plain one too; a higher cap for an item
 * by any carve-out of it (lifting the cap does more than raising it).
 */
const ANSWERED_BY: Partial<Record<TFeatureScope, TFeatureScope[]>> = {
  'carve-out': ['cap-carve-out', 'waiver-carve-out', 'carve-out'],
  'cap-carve-out': ['cap-carve-out', 'carve-out'],
  'waiver-carve-out': ['waiver-carve-out', 'carve-out'],
  'super-cap': ['super-cap', 'cap-carve-out', 'carve-out'],
};

export const withKeys = (reading: TTermReading, keys: string[]) =>
  reading.terms.filter((t) => keys.includes(t.key));

/** Where a broader liability answers for a narrower one: what an indemnity covers and what is carved out. */
const ANSWERED_BY_BROADER_SCOPES = new Set<TFeatureScope | undefined>([
  'indemnity-covers',
  'carve-out',
  'cap-carve-out',
  'waiver-carve-out',
]);

/** Whether the text states a feature (not its absence) that passes `test`. */
export const statesFeature = (reading: TTermReading, test: (key: TFeatureKey) => boolean) =>
  reading.terms.some((t) => t.kind === 'feature' && !t.negated && test(t.id));

/** A feature stated without a scope: "defend", "cap". */
export const isFeature = (item: string) => (key: TFeatureKey) => key.scope === undefined && key.item === item;

/** Whether the text states one kind of period for each of two opposite sides. */
const periodForEachSide = ({ terms }: TTermReading) =>
  terms.some(
    (term) =>
      term.kind === 'duration' &&
      term.actor !== undefined &&
      terms.some(
        (other) =>
          other.kind === 'duration' &&
          other.key === term.key &&
          other.actor === OPPOSITE_SIDES[term.actor ?? ''],
      ),
  );

/**
 * The clause's terms that answer a position's key. Besides the term itself, a carve-out of the
 * indemnification obligations carves out what the indemnity covers ("injury excepted from the cap via
 * the indemnity carve-out").
 */
export const clauseTermsFor = (position: TPosition, reading: TTermReading): TTerm[] => {
  const key = position.termKey;
  // A side's own burden is answered by its own wording only: a mutual period is measured as the other
  // side's duty, where longer protects us.
  if (position.burden)
    return reading.terms.filter((t) => t.key === key && t.kind === 'duration' && t.actor === position.actor);
  // A period of a party the reading cannot place does not answer one side's ("Operator may terminate …
  // on 120 days' notice" is no notice on which the customer may terminate). Whether a period of the
  // other side answers a level is the level's to say (whose-term.ts: "Supplier may terminate on 180
  // days' notice" states no notice on which the customer may terminate, but measures "either party's").
  const ofActor = (t: TTerm) => !(t.kind === 'duration' && t.actorUnknown);
  // What one side's indemnity covers is answered as any liability is (a broader one too), by that side's.
  if (position.actor && position.term.kind === 'feature' && position.term.scope === 'indemnity-covers')
    return termsAnswering(position.term, reading).filter(ofActor);
  if (position.actor) return reading.terms.filter((t) => t.key === key && ofActor(t));
  // Mutuality is answered by mutual wording, or else shown wrong by the one side the clause names —
  // unless the clause states a period for each side in its own words ("Supplier's obligations survive
  // indefinitely, while Customer's obligations expire two (2) years after termination"): each side's
  // is measured on its own.
  if (key === 'who:mutual') {
    const mutual = reading.terms.filter((t) => t.key === key);
    if (mutual.length > 0) return mutual;
    return periodForEachSide(reading) ? [] : reading.terms.filter((t) => t.kind === 'who');
  }
  return termsAnswering(position.term, reading);
};

/** The clause's terms that answer a key: a value, a feature, a liability of a scope ("feature:carve-out:fraud"). */
const termsAnswering = (term: TTermKey, reading: TTermReading): TTerm[] => {
  if (term.kind !== 'feature' || term.scope === undefined) {
    const key = keyText(term);
    const own = reading.terms.filter((t) => t.key === key);
    const endless = term.kind === 'feature' ? featureDefinition(term.item)?.impliedByEndless : undefined;
    if (own.length > 0 || !endless) return own;
    return reading.terms.filter(
      (t) =>
        t.kind === 'duration' &&
        t.role === endless &&
        t.days === Number.POSITIVE_INFINITY &&
        !t.untilTerminated,
    );
  }
  const { scope, item } = term;
  // A broader liability answers for the narrower it contains: an indemnity for "negligence" covers gross
  // negligence, a carve-out of it carves out gross negligence too.
  const items = ANSWERED_BY_BROADER_SCOPES.has(scope) ? [item, ...(BROADER_LIABILITIES[item] ?? [])] : [item];
  const accepted = ANSWERED_BY[scope];
  if (accepted) {
    const direct = withKeys(
      reading,
      accepted.flatMap((s) => items.map((one) => featureKeyText(one, s))),
    );
    if (direct.length || scope === 'super-cap') return direct;
    const viaIndemnity = withKeys(
      reading,
      accepted.map((s) => featureKeyText('indemnity', s)),
    ).length
      ? withKeys(reading, [featureKeyText(item, 'indemnity-covers')])
      : [];
    return viaIndemnity;
  }
  return withKeys(
    reading,
    items.map((one) => featureKeyText(one, scope)),
  );
};

export const featurePresent = (terms: TTerm[]) => terms.some((t) => t.kind !== 'feature' || !t.negated);
