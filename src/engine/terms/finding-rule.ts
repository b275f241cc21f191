import { topicOf } from '../topics';
import type { TPosition, TStatement } from './playbook-positions';
import type { TTerm } from './read-terms';

/**
 * The ids of the rules that decide a term-table row, "<topic>.<rule>": how a level's term is met or
 * missed ("payment.payment-beyond-limit", "liability-cap.cap-carve-out-missing"), or the rule that
 * meets it otherwise ("liability-cap.nothing-capped") or sets it aside ("term-and-renewal.payer-keeps-term").
 * A legal engineer reading a wrong verdict finds the rule by searching its id.
 */

/** What the term is, in a rule's id: a period's or rate's role, the cap and its basis, a feature, a place. */
const subjectOf = ({ term }: TPosition) => {
  switch (term.kind) {
    case 'duration':
    case 'percentage':
    case 'place':
      return term.role;
    case 'cap':
      return `${term.cap}-${term.basis}`;
    case 'feature':
      return term.scope ?? term.item;
    case 'who':
      return term.side === 'mutual' ? 'mutual' : 'one-side';
  }
};

/** A rule of the position's topic. */
export const ruleOf = (position: TPosition, rule: string) => `${topicOf(position.term)}.${rule}`;

/** How the clause's terms compare with what a level states of the position (meets, in assess-clause). */
export const comparisonRule = (
  position: TPosition,
  statement: TStatement,
  clauseTerms: readonly TTerm[],
  met: boolean,
) => {
  const subject = subjectOf(position);
  if (position.burden && clauseTerms.length === 0) return ruleOf(position, `${subject}-bears-no-burden`);
  if (position.term.kind === 'who') return ruleOf(position, met ? 'binds-both-sides' : 'binds-one-side');
  if (clauseTerms.length === 0 && !met) return ruleOf(position, `${subject}-missing`);
  if (statement.type === 'feature')
    return ruleOf(
      position,
      statement.present
        ? `${subject}-${met ? 'stated' : 'missing'}`
        : `${subject}-${met ? 'absent' : 'stated'}`,
    );
  if (statement.type === 'places')
    return ruleOf(position, `${subject}-${met ? 'place-allowed' : 'place-not-allowed'}`);
  if (clauseTerms.length === 0) return ruleOf(position, `${subject}-silence-means-value`);
  const measure = position.twoSided ? 'target' : position.direction === 0 ? 'value' : 'limit';
  return ruleOf(position, `${subject}-${met ? 'within' : 'beyond'}-${measure}`);
};

/** The clause states what the unacceptable level states. */
export const unacceptableRule = (position: TPosition) =>
  ruleOf(position, `${subjectOf(position)}-unacceptable`);

/** The clause states the term's amount in another currency than the levels do: not compared (comparable-terms). */
export const currencyRule = (position: TPosition) =>
  ruleOf(position, `${subjectOf(position)}-currency-differs`);
