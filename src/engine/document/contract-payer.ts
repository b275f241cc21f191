import { readTerms, type TReadContext } from '../terms/read-terms';

/** Words of paying, before a clause is read for a payment period. */
const PAYING_WORDS = /\bpa(?:y|ys|id|yable|yment|yments)\b/i;

/** The duration role of a party's payment period ("within thirty (30) days of invoice"). */
const PAYMENT_ROLE = 'payment';
/** The longest time to pay: longer periods a payment clause names are spans it counts over ("the two-year period"). */
const MAX_TIME_TO_PAY_DAYS = 180;

/**
 * The one side a contract has pay, where every time to pay it states is that side's ("EFS shall pay
 * Client the Royalty within fifteen (15) days following each calendar quarter"), and the first clause
 * that says so. None where both sides pay or no clause says who pays.
 */
export const readPayer = (
  clauses: readonly { clause: string; label: string }[],
  context: TReadContext = {},
): { side: string; label: string } | undefined => {
  const payers = new Map<string, string>();
  for (const { clause, label } of clauses) {
    if (!PAYING_WORDS.test(clause)) continue;
    for (const term of readTerms(clause, context).terms)
      if (
        term.kind === 'duration' &&
        term.role === PAYMENT_ROLE &&
        term.days <= MAX_TIME_TO_PAY_DAYS &&
        term.actor &&
        term.actor !== 'mutual'
      )
        if (!payers.has(term.actor)) payers.set(term.actor, label);
  }
  const [only, ...others] = [...payers];
  return only && others.length === 0 ? { side: only[0], label: only[1] } : undefined;
};
