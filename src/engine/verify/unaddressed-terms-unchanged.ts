import { positionStatement } from '../terms/playbook-positions';
import { featureDefinition, type TTerm } from '../terms/read-terms';
import { quoted } from './inserted-text';
import { termSignature } from './term-values';
import type { TRewriteCheck, TVerifyInput } from './verify-input';

/**
 * Derived terms: they follow from terms the level states (a cap is stated by its amount; carve-outs
 * exist when an item is carved out), so they change with them.
 */
const DERIVED = new Set([
  'feature:cap',
  'feature:carve-outs',
  'feature:cap-based-on-fees',
  'feature:automatic-renewal',
  'feature:non-renewal-notice',
]);

/** The scopes an item is carved out in: from liability generally, from the cap, from the damages waiver. */
const CARVE_OUT_KEY = /^feature:(?:carve-out|cap-carve-out|waiver-carve-out):(.+)$/;

/**
 * The term keys the level speaks to: what it states, and what the unacceptable level states (struck).
 * An item a level carves out in one scope is addressed in each ("Excluded Claims … to which no exclusion
 * or limitation of liability shall apply" is carved out of the cap and of the damages waiver alike).
 */
const addressedKeys = ({ playbook, level }: TVerifyInput) =>
  new Set([
    ...playbook.positions
      .filter((position) => position.statements[level] || position.statements.unacceptable)
      .flatMap((position) => [position.termKey, position.key])
      .filter((key) => !keptUnlessStated(key))
      .flatMap((key) => {
        const item = key.match(CARVE_OUT_KEY)?.[1];
        return item
          ? ['carve-out', 'cap-carve-out', 'waiver-carve-out'].map((scope) => `feature:${scope}:${item}`)
          : [key];
      }),
    ...statedByTheLevel(playbook, level),
  ]);

/** A feature an edit of another term keeps (TFeatureDefinition.keptUnlessStated): a forum's exclusivity, who submits. */
const keptUnlessStated = (key: string) => {
  const item = /^feature:([^:]+)$/.exec(key)?.[1];
  return item !== undefined && featureDefinition(item)?.keptUnlessStated === true;
};

/**
 * The kept features the level's own words state: in its position statement where it opens with one
 * ("New York governing law." asks the place only, whatever its model wording says of the forum). What
 * the preferred level states is acceptable too (an acceptable edit may take the preferred courts' words).
 */
const statedByTheLevel = (playbook: TVerifyInput['playbook'], level: TVerifyInput['level']) =>
  (level === 'acceptable' ? (['acceptable', 'preferred'] as const) : ([level] as const)).flatMap(
    (stating) => {
      const reading = playbook.readings[stating];
      const statement = playbook.withPositionStatement[stating] ? positionStatement(reading) : undefined;
      return reading.terms
        .filter((term) => keptUnlessStated(term.key) && (!statement || term.quote.start < statement.end))
        .map((term) => term.key);
    },
  );

/** How far before its submission the party that submits is named ("Licensee hereby irrevocably agrees to "). */
const SUBMITTER_REACH = 40;

/** The party that opens a submission to a forum the level states: who submits is what the level says. */
const submitsAsTheLevelStates = (term: TTerm, terms: readonly TTerm[], addressed: Set<string>) =>
  term.kind === 'who' &&
  addressed.has('feature:submits-to-forum') &&
  terms.some(
    (t) =>
      t.kind === 'feature' &&
      t.feature === 'submits-to-forum' &&
      t.quote.start >= term.quote.end &&
      t.quote.start - term.quote.end <= SUBMITTER_REACH,
  );

const unaddressed = (terms: readonly TTerm[], addressed: Set<string>) => {
  const bySignature = new Map<string, TTerm>();
  for (const term of terms) {
    if (addressed.has(term.key) || DERIVED.has(term.key)) continue;
    // Who is bound changes with the mutuality the level asks for.
    if (term.kind === 'who' && addressed.has('who:mutual')) continue;
    if (submitsAsTheLevelStates(term, terms, addressed)) continue;
    if (!bySignature.has(termSignature(term))) bySignature.set(termSignature(term), term);
  }
  return bySignature;
};

/**
 * (c) An edit changes only what the level states: every other term reads the same before and after —
 * values, places, parties, rights and duties (a revenue share, an invoice-dispute right, an arbitration
 * seat the playbook says nothing of are left as they are).
 */
export const unaddressedTermsUnchanged: TRewriteCheck = {
  id: 'unaddressed-terms-unchanged',
  rule: 'every term the level does not state reads the same before and after the edit',
  check: (input) => {
    const addressed = addressedKeys(input);
    const before = unaddressed(input.assessment.reading.terms, addressed);
    const after = unaddressed(input.rewriteAssessment.reading.terms, addressed);
    const failures: string[] = [];
    for (const [signature, term] of before)
      if (!after.has(signature))
        failures.push(
          `changes the ${term.label}, which the level does not address: ${quoted(term.quote.text)}`,
        );
    for (const [signature, term] of after)
      if (!before.has(signature))
        failures.push(`adds a ${term.label} the level does not ask for: ${quoted(term.quote.text)}`);
    return failures;
  },
};
