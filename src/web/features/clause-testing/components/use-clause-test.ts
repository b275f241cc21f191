import { useState } from 'react';
import {
  REWRITE_LEVELS,
  type TRewriteLevel,
  type TTestClauseRequest,
} from '../../../../shared/schemas/review';
import { followStrikeTask } from '../../../review/api/follow-strike-task';
import { refineClause } from '../../../review/api/refine-clause';
import type { TRewrite, TStrikeTaskRef } from '../../../review/components/rewrite-state';
import { useAbortControllers } from '../../../review/components/use-abort-controllers';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { testClause } from '../api/test-clause';
import type { TClauseTestResult } from './clause-test-state';

/**
 * The clause test and its refinements: the calls, the polls of their redline tasks and the result.
 * Every call and poll belongs to an AbortController; a new test or leaving the page aborts them all,
 * and an aborted one never updates state.
 */
export const useClauseTest = (scope: TPlaybookScope) => {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TClauseTestResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { start, finish, abortAll } = useAbortControllers();

  /** Updates the rewrites whose redline comes from `taskId` (a later refinement has its own task). */
  const updateTaskRewrites = (
    taskId: string,
    update: (rewrite: TRewrite, level: TRewriteLevel) => TRewrite,
  ) =>
    setResult((current) => {
      if (!current) return current;
      const rewrites = { ...current.rewrites };
      for (const level of REWRITE_LEVELS) {
        if (rewrites[level].task?.id === taskId) rewrites[level] = update(rewrites[level], level);
      }
      return { ...current, rewrites };
    });

  const updateRewrite = (level: TRewriteLevel, update: (rewrite: TRewrite) => TRewrite) =>
    setResult((current) =>
      current
        ? { ...current, rewrites: { ...current.rewrites, [level]: update(current.rewrites[level]) } }
        : current,
    );

  const follow = async (task: TStrikeTaskRef, controller: AbortController) => {
    const strikes = await followStrikeTask(scope, task, controller.signal);
    finish(controller);
    if (!strikes) return;
    updateTaskRewrites(task.id, (rewrite, level) => ({ ...rewrite, strike: strikes[level] }));
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
        weActFor: data.we_act_for,
        rewrites: {
          preferred: {
            final: data.preferred_final_clause,
            strike: { state: 'pending' },
            task,
            refining: false,
            warnings: data.warnings?.preferred,
            note: data.notes?.preferred,
            status: data.status?.preferred,
            judgment: data.judgment?.preferred,
          },
          acceptable: {
            final: data.acceptable_final_clause,
            strike: { state: 'pending' },
            task,
            refining: false,
            warnings: data.warnings?.acceptable,
            note: data.notes?.acceptable,
            status: data.status?.acceptable,
            judgment: data.judgment?.acceptable,
          },
        },
      });
      setTesting(false);
      await follow(task, controller);
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
        warnings: refined.warnings,
        // The reviewer's refinement is no longer the text the note described; a verified one is an edit.
        note: undefined,
        status: refined.status,
        ...(refined.status === 'edited' && { judgment: undefined }),
      }));
      void follow({ kind: 'refine', id: refined.taskid }, controller);
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
    if (!task) return;
    updateTaskRewrites(task.id, (rewrite) => ({ ...rewrite, strike: { state: 'pending' } }));
    void follow(task, start());
  };

  return { testing, result, error, clearError: () => setError(null), test, refine, checkAgain };
};
