import { useCallback, useEffect, useRef, useState } from 'react';
import {
  REWRITE_LEVELS,
  type TRewriteLevel,
  type TStrikeTask,
  type TTestClauseRequest,
} from '../../../../shared/schemas/review';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { checkStrike, type TStrikeTaskKind } from '../api/check-strike';
import { pollTask } from '../api/poll-task';
import { refineClause } from '../api/refine-clause';
import { testClause } from '../api/test-clause';
import type { TClauseTestResult, TRewrite, TStrike } from './clause-test-state';

const MISSING_REDLINE =
  'The server finished the task but sent no redline. Check again, or test the clause again.';

const strikeOf = (task: TStrikeTask, level: TRewriteLevel): TStrike => {
  const markup = task[`${level}_striked_clause`];
  return markup === undefined ? { state: 'failed', message: MISSING_REDLINE } : { state: 'done', markup };
};

/**
 * The clause test and its refinements: the calls, the polls of their redline tasks and the result.
 * Every call and poll belongs to an AbortController; a new test or leaving the page aborts them all,
 * and an aborted one never updates state.
 */
export const useClauseTest = (scope: TPlaybookScope) => {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TClauseTestResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(new Set<AbortController>());

  const abortAll = useCallback(() => {
    for (const controller of running.current) controller.abort();
    running.current.clear();
  }, []);
  useEffect(() => abortAll, [abortAll]);

  const start = () => {
    const controller = new AbortController();
    running.current.add(controller);
    return controller;
  };
  const finish = (controller: AbortController) => running.current.delete(controller);

  /** Updates the rewrites whose redline comes from `taskId` (a later refinement has its own task). */
  const updateTaskRewrites = (
    taskId: string,
    update: (rewrite: TRewrite, level: TRewriteLevel) => TRewrite,
  ) =>
    setResult((current) => {
      if (!current) return current;
      const rewrites = { ...current.rewrites };
      for (const level of REWRITE_LEVELS) {
        if (rewrites[level].task.id === taskId) rewrites[level] = update(rewrites[level], level);
      }
      return { ...current, rewrites };
    });

  const updateRewrite = (level: TRewriteLevel, update: (rewrite: TRewrite) => TRewrite) =>
    setResult((current) =>
      current
        ? { ...current, rewrites: { ...current.rewrites, [level]: update(current.rewrites[level]) } }
        : current,
    );

  const follow = async (kind: TStrikeTaskKind, taskId: string, controller: AbortController) => {
    const outcome = await pollTask(() => checkStrike(scope, kind, taskId), { signal: controller.signal });
    finish(controller);
    if (outcome.kind === 'cancelled') return;
    updateTaskRewrites(taskId, (rewrite, level) => ({
      ...rewrite,
      strike:
        outcome.kind === 'completed'
          ? strikeOf(outcome.task, level)
          : { state: 'failed', message: outcome.message },
    }));
  };

  const test = async (request: TTestClauseRequest) => {
    abortAll();
    const controller = start();
    setResult(null);
    setError(null);
    setTesting(true);
    try {
      const data = await testClause(scope, request);
      if (controller.signal.aborted) return;
      const task = { kind: 'test', id: data.taskid } as const;
      setResult({
        request,
        assessment: data.assessment,
        engine: data.engine,
        rewrites: {
          preferred: {
            final: data.preferred_final_clause,
            strike: { state: 'pending' },
            task,
            refining: false,
          },
          acceptable: {
            final: data.acceptable_final_clause,
            strike: { state: 'pending' },
            task,
            refining: false,
          },
        },
      });
      setTesting(false);
      await follow('test', data.taskid, controller);
    } catch (failure) {
      finish(controller);
      if (controller.signal.aborted) return;
      setTesting(false);
      setError(failure);
    }
  };

  /** Refines one rewrite; resolves true once the revised clause is in (its redline follows). */
  const refine = async (level: TRewriteLevel, feedback: string): Promise<boolean> => {
    if (!result) return false;
    const controller = start();
    updateRewrite(level, (rewrite) => ({ ...rewrite, refining: true }));
    try {
      const refined = await refineClause(scope, {
        ...result.request,
        user_feedback: feedback,
        clause_type: level,
        [`${level}_clause`]: result.rewrites[level].final,
      });
      if (controller.signal.aborted) return false;
      updateRewrite(level, (rewrite) => ({
        ...rewrite,
        final: refined.clause,
        strike: { state: 'pending' },
        task: { kind: 'refine', id: refined.taskid },
        refining: false,
        refinedWith: refined.engine,
      }));
      void follow('refine', refined.taskid, controller);
      return true;
    } catch (failure) {
      finish(controller);
      if (controller.signal.aborted) return false;
      updateRewrite(level, (rewrite) => ({ ...rewrite, refining: false }));
      setError(failure);
      return false;
    }
  };

  /** Polls a rewrite's redline task afresh after polling gave up. */
  const checkAgain = (level: TRewriteLevel) => {
    if (!result) return;
    const { task } = result.rewrites[level];
    updateTaskRewrites(task.id, (rewrite) => ({ ...rewrite, strike: { state: 'pending' } }));
    void follow(task.kind, task.id, start());
  };

  return { testing, result, error, clearError: () => setError(null), test, refine, checkAgain };
};
