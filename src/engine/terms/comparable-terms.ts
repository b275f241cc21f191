/** Which of a clause's terms can be measured against what a level states, and which cannot (and why). */
import { LEVELS, type TLevel } from '../types';
import { CURRENCY_NAMES } from './legal-vocabulary';
import type { TPosition, TStatement } from './playbook-positions';
import { isRedacted, type TTerm } from './read-terms';

const untilTerminated = (term: TTerm) => term.kind === 'duration' && term.untilTerminated === true;

/** An amount's currency, where its text states one (a cap of the fees has none). */
const currencyOf = (term: TTerm) => (term.kind === 'cap' ? term.currency : undefined);

/**
 * An amount stated in another currency than the one it would be measured against: amounts compare only
 * within one currency ("$1,000,000" is neither more nor less than "£1,000,000" without a rate the
 * contract does not give). An amount whose currency is not stated is not assumed to differ.
 */
export const inOtherCurrency = (term: TTerm, against: TTerm) => {
  const [own, theirs] = [currencyOf(term), currencyOf(against)];
  return own !== undefined && theirs !== undefined && own !== theirs;
};

/**
 * The clause's terms that can answer what a level states: "until terminated" is no period, so it
 * answers only a level that states none either ("continues until terminated"), and a level that does
 * only a period. An evergreen renewal is not longer than the playbook's one-year renewal. A redacted
 * value ("[***] days") answers no level: the clause states the term, and no one can say how it compares.
 * Nor does an amount in another currency than the level's.
 */
export const comparableTerms = (statement: TStatement | undefined, clauseTerms: TTerm[]) =>
  statement?.type === 'number'
    ? clauseTerms.filter(
        (term) =>
          untilTerminated(term) === untilTerminated(statement.term) &&
          !isRedacted(term) &&
          !inOtherCurrency(term, statement.term),
      )
    : clauseTerms;

/** A currency as the reviewer reads it ("US dollars"). */
export const currencyName = (code: string) => CURRENCY_NAMES[code] ?? code;

/**
 * The levels whose amount for a position is stated in a currency none of the clause's amounts for it
 * uses, with both currencies: the clause's amount neither meets nor misses those levels.
 */
export const currenciesDiffer = (position: TPosition, clauseTerms: readonly TTerm[]) => {
  const differ: Partial<Record<TLevel, { clause: string; level: string }>> = {};
  const own = clauseTerms.filter((term) => currencyOf(term) !== undefined);
  for (const level of LEVELS) {
    const statement = position.statements[level];
    const theirs = statement?.type === 'number' ? currencyOf(statement.term) : undefined;
    const first = own[0];
    if (!statement || !theirs || !first || own.some((term) => !inOtherCurrency(term, statement.term)))
      continue;
    differ[level] = { clause: currencyOf(first) as string, level: theirs };
  }
  return differ;
};
