import type { TClauseAssessment, TRewriteLevel } from '../terms/assess-clause';
import { currenciesDiffer, currencyName } from '../terms/comparable-terms';
import { describeStatement } from '../terms/describe-assessment';
import { currenciesOf, readMoney } from '../terms/read-money';
import { insertedSpans, quoted } from './inserted-text';
import type { TRewriteCheck } from './verify-input';

/** A text's tokens as its assessment read them (the same text is not tokenised twice). */
const tokensOf = (text: string, { reading }: TClauseAssessment) =>
  reading.tokenised.text === text ? reading.tokenised : text;

const named = (currencies: Iterable<string>) => [...currencies].map(currencyName).join(', ');

/**
 * (g) An edit writes amounts only in the clause's own currency: an amount it adds, or whose currency it
 * changes ("$" into "£"), is stated in a currency the clause's amounts use. A clause that states no
 * currency is not assumed to have one, so it bars none.
 */
export const keepsTheClauseCurrency: TRewriteCheck = {
  id: 'keeps-the-clause-currency',
  rule: "an edit writes amounts only in the currency of the clause's own amounts",
  check: ({ clause, rewrite, assessment, rewriteAssessment }) => {
    const own = currenciesOf(tokensOf(clause, assessment));
    if (own.size === 0) return [];
    const inserted = insertedSpans(clause, rewrite);
    const foreign = readMoney(tokensOf(rewrite, rewriteAssessment)).filter(
      (amount) =>
        !own.has(amount.currency) &&
        inserted.some((span) => span.start < amount.end && amount.start < span.end),
    );
    return [
      ...new Set(
        foreign.map(
          (amount) =>
            `states ${quoted(rewrite.slice(amount.start, amount.end))} in ${currencyName(amount.currency)}, a currency the clause's amounts do not use (they are in ${named(own)})`,
        ),
      ),
    ];
  },
};

/**
 * Why a level's rewrite is left to the reviewer where the level states an amount in another currency
 * than the clause's: an amount is compared and edited only within one currency, and no rate of exchange
 * is the engine's to choose. With the clause's amount and what the level asks; undefined where the
 * currencies agree (or one is not stated).
 */
export const otherCurrencyHeldBack = (assessment: TClauseAssessment, level: TRewriteLevel) => {
  for (const check of assessment.checks) {
    const differ = currenciesDiffer(check.position, check.clauseTerms)[level];
    const [term] = check.clauseTerms;
    if (!differ || !term) continue;
    const label = check.position.label;
    return {
      reason: `The ${level} position states the ${label} in ${currencyName(differ.level)}, the clause in ${currencyName(differ.clause)} ("${term.quote.text}"): an amount is compared and edited only within one currency, so the clause is left unchanged for your judgment.`,
      also: {
        found: [`"${term.quote.text}"`],
        asks: [
          `${label}: the ${level} position asks ${describeStatement(check.position, check.position.statements[level])}, in ${currencyName(differ.level)}`,
        ],
      },
    };
  }
  return undefined;
};
