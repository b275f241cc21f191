/**
 * What the reviewer's Word comment on a changed clause says, in a sentence or two a lawyer can send to
 * the counterparty: what the clause says, what the playbook's position is, what was changed ("The clause
 * sets the governing law at "the State of California" and says nothing on the courts / venue; the
 * playbook prefers the State of New York for the governing law and New York County, New York for the
 * courts / venue. Changed the governing law and added the courts / venue.").
 *
 * Built from the assessment's term table as the engine gives it (each term: what the clause says, what
 * each level asks, met or not); no scores, no term keys. A clause left to the reviewer's judgment gets
 * the same finding with a suggestion and no change.
 */
import { parseRedline } from '../../shared/redline-markup';
import { redline } from '../redline';
import type { TAssessment, TTermRow } from '../types';

export type TExplainedLevel = 'preferred' | 'acceptable';

export type TChangeToExplain = {
  assessment: TAssessment;
  /** The level of the rewrite the Word file carries. */
  level: TExplainedLevel;
  /** The clause as the document has it. */
  original: string;
  /** The clause as rewritten; the same as `original`, or none, when nothing is changed. */
  revised?: string;
  /** Said instead of a change, where the clause is left to the reviewer's judgment. */
  suggestion?: string;
};

/** How many terms a comment names before "and N other points": what the clause says and what was done, what the playbook asks. */
const NAMED = 2;
const NAMED_ASKS = 3;

const YES = 'yes';
/** A feature the level excludes, or an amount it wants to be nil ("no interest shall apply"). */
const NO = new Set(['no', 'none']);

/** "carve-out: fraud" → "carve-out for fraud". */
const nounOf = (row: TTermRow) => row.term.replace(/^([^:]+):\s+/, '$1 for ');
const isFeature = (row: TTermRow) =>
  [row.preferred, row.acceptable, row.unacceptable].some((value) => value === YES || value === 'no');
/** "the payment period", "injunctive relief", "a carve-out for fraud". */
const named = (row: TTermRow) => {
  const noun = nounOf(row);
  if (!isFeature(row)) return `the ${noun}`;
  return noun === row.term ? noun : `a ${noun}`;
};
/** Terms that say the clause binds one side rather than both. */
const isMutuality = (row: TTermRow) => row.term === 'mutual';

const listed = (items: string[], named = NAMED) => {
  const shown =
    items.length > named + 1 ? [...items.slice(0, named), `${items.length - named} other points`] : items;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The terms a rewrite at `level` puts right: those the clause misses at that level. */
const unmetRows = (assessment: TAssessment, level: TExplainedLevel) => {
  const rows = (assessment.terms ?? []).filter((row) => row.met[level] === false);
  // Terms the clause states first: they are what it says.
  return [...rows.filter((row) => row.clause), ...rows.filter((row) => !row.clause)];
};

/** What the clause says of the terms it misses ("sets the term at "one year" and says nothing on …"). */
const clauseSays = (rows: TTermRow[]) => {
  const stated = rows.filter((row) => row.clause && !isMutuality(row));
  const values = stated
    .filter((row) => !isFeature(row))
    .map((row) => `${named(row)} at "${row.clause?.text}"`);
  const features = stated.filter(isFeature).map((row) => `${named(row)} ("${row.clause?.text}")`);
  const silent = rows.filter((row) => !row.clause && !isMutuality(row)).map(named);
  const parts = [
    ...(rows.some(isMutuality) ? ['binds or favours one side only'] : []),
    ...(values.length > 0 ? [`sets ${listed(values)}`] : []),
    ...(features.length > 0 ? [`provides for ${listed(features)}`] : []),
    ...(silent.length > 0 ? [`says nothing on ${listed(silent)}`] : []),
  ];
  return `the clause ${listed(parts, parts.length)}`;
};

/** What the playbook's position at `level` asks of those terms. */
const playbookAsks = (rows: TTermRow[], level: TExplainedLevel) => {
  const asks = rows.flatMap((row) => {
    const value = row[level];
    if (isMutuality(row)) return ['terms that bind both parties alike'];
    if (value === null) return [];
    if (value === YES) return [named(row)];
    if (NO.has(value)) return [`no ${nounOf(row)}`];
    return [`${value} for the ${nounOf(row)}`];
  });
  return `the playbook ${level === 'preferred' ? 'prefers' : 'accepts'} ${listed(asks, NAMED_ASKS)}`;
};

/** Whether the rewrite strikes any of the clause's words for a term (its quote, by offset in `original`). */
const struckQuote = (row: TTermRow, original: string, revised: string) => {
  const quote = row.clause;
  if (!quote) return false;
  if (original.slice(quote.start, quote.end) !== quote.text) return !revised.includes(quote.text);
  let at = 0;
  for (const segment of parseRedline(redline(original, revised))) {
    if (segment.kind === 'inserted') continue;
    const end = at + segment.text.length;
    if (segment.kind === 'deleted' && at < quote.end && quote.start < end) return true;
    at = end;
  }
  return false;
};

/** What the rewrite did about each term, grouped by what was done ("changed …; added …"). */
const whatChanged = (rows: TTermRow[], change: TChangeToExplain, revised: string) => {
  const done = new Map<string, string[]>();
  const record = (verb: string, what: string) => done.set(verb, [...(done.get(verb) ?? []), what]);
  for (const row of rows) {
    const value = row[change.level];
    if (isMutuality(row)) record('made', 'it mutual');
    else if (row.clause && value !== null && NO.has(value)) record('removed', named(row));
    else if (row.clause)
      record(struckQuote(row, change.original, revised) ? 'changed' : 'qualified', named(row));
    else record('added', named(row));
  }
  return [...done].map(([verb, items]) => `${verb} ${listed(items)}`).join('; ');
};

/**
 * The finding behind a change: what the clause says and what the playbook's position at `level` is; empty
 * when the clause misses no term at that level.
 */
export const explainFinding = (assessment: TAssessment, level: TExplainedLevel): string => {
  const rows = unmetRows(assessment, level);
  if (rows.length === 0) return '';
  return capitalised(`${clauseSays(rows)}; ${playbookAsks(rows, level)}`);
};

/** The comment on a clause that misses no term the engine compares: its wording differs. */
const wordingComment = ({ assessment, level, revised }: TChangeToExplain) => {
  const changed = `Reworded it to the playbook's ${level} wording.`;
  if (!assessment.terms?.length && assessment.ai_reason) return `${assessment.ai_reason} ${changed}`;
  const finding = `The clause states the playbook's terms but not in its ${level} wording.`;
  return revised === undefined ? finding : `${finding} ${changed}`;
};

/**
 * The reviewer's comment on a clause's change at `level`, or on a suggestion made instead of one; empty
 * when there is nothing to say (no change and no suggestion).
 */
export const explainChange = (change: TChangeToExplain): string => {
  const { assessment, level, suggestion } = change;
  const revised = change.revised === change.original ? undefined : change.revised;
  if (revised === undefined && !suggestion) return '';
  const finding = explainFinding(assessment, level);
  if (finding === '') return wordingComment({ ...change, revised });
  const rows = unmetRows(assessment, level);
  const outcome =
    revised === undefined
      ? `Suggestion: ${suggestion?.trim()} No change made.`
      : `${capitalised(whatChanged(rows, change, revised))}.`;
  return `${finding}. ${outcome}`;
};
