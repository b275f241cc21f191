import { REWRITE_LEVELS, type TRewriteLevel, type TStrikeTask } from '../../../shared/schemas/review';
import type { TPlaybookScope } from '../../features/playbook/api/playbook-scope';
import type { TStrike, TStrikeTaskRef } from '../components/rewrite-state';
import { checkStrike } from './check-strike';
import { pollTask } from './poll-task';

const MISSING_REDLINE =
  'The server finished the task but sent no redline. Check again, or test the clause again.';

const strikeOf = (task: TStrikeTask, level: TRewriteLevel): TStrike => {
  const markup = task[`${level}_striked_clause`];
  return markup === undefined ? { state: 'failed', message: MISSING_REDLINE } : { state: 'done', markup };
};

/**
 * Polls a redline task (spec §4) to its end: each level's redline, or why it is not available
 * (a task of one refined rewrite leaves the other level's entry failed: read only the level refined).
 * Resolves null once `signal` aborts.
 */
export const followStrikeTask = async (
  scope: TPlaybookScope,
  task: TStrikeTaskRef,
  signal: AbortSignal,
): Promise<Record<TRewriteLevel, TStrike> | null> => {
  const outcome = await pollTask(() => checkStrike(scope, task.kind, task.id), { signal });
  if (outcome.kind === 'cancelled') return null;
  const strikes = {} as Record<TRewriteLevel, TStrike>;
  for (const level of REWRITE_LEVELS) {
    strikes[level] =
      outcome.kind === 'completed'
        ? strikeOf(outcome.task, level)
        : { state: 'failed', message: outcome.message };
  }
  return strikes;
};
