import { useState } from 'react';
import type { TReviewStarter } from '../../../../shared/schemas/document-reviews';
import type {
  TDocumentProgress,
  TDocumentReport,
  TReviewedClause,
} from '../../../../shared/schemas/documents';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../../../shared/schemas/review';
import { toApiError } from '../../../api-client';
import { followStrikeTask } from '../../../review/api/follow-strike-task';
import type { TRewrite, TStrikeTaskRef } from '../../../review/components/rewrite-state';
import { useAbortControllers } from '../../../review/components/use-abort-controllers';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { getDocumentTask } from '../api/get-document-task';
import { pollDocumentTask } from '../api/poll-document-task';
import { refineDocumentClause } from '../api/refine-document-clause';
import { uploadDocument } from '../api/upload-document';
import { QUEUED, type TClauseRewrites, type TDocumentReviewState } from './document-review-state';

const NO_REPORT =
  'The review finished but the server sent no report. Upload the document again, or try again later.';

/** The rewrites the report holds for each assessed clause, with the redlines that came with them. */
const rewritesOf = (report: TDocumentReport): TClauseRewrites => {
  const rewrites: TClauseRewrites = {};
  for (const clause of report.clauses) {
    const entry = {} as Record<TRewriteLevel, TRewrite>;
    let complete = true;
    for (const level of REWRITE_LEVELS) {
      const final = clause[`${level}_final_clause`];
      const markup = clause[`${level}_striked_clause`];
      if (final === null) complete = false;
      const refinement = clause.refinements?.[level];
      entry[level] = {
        final: final ?? '',
        strike:
          markup === null
            ? { state: 'failed', message: 'The review sent no redline for this clause.' }
            : { state: 'done', markup },
        task: null,
        refining: false,
        warnings: clause.warnings?.[level],
        note: clause.rewrite_notes?.[level],
        status: clause.rewrite_status?.[level],
        judgment: clause.judgment?.[level],
        ...(refinement && { refinedWith: refinement.engine, refinement }),
      };
    }
    if (complete) rewrites[clause.index] = entry;
  }
  return rewrites;
};

/**
 * A document review: the upload (with its progress) or the opening of a review kept on the server, the
 * polls of the review task, the report, and the refinement of single clauses (kept with the review). A
 * new upload, 'Upload another file' or leaving the screen aborts every running call and poll; an
 * aborted one never updates state.
 */
export const useDocumentReview = (scope: TPlaybookScope) => {
  const [state, setState] = useState<TDocumentReviewState>({ phase: 'idle' });
  const [rewrites, setRewrites] = useState<TClauseRewrites>({});
  const [error, setError] = useState<unknown>(null);
  /** Who started a review opened from the server (an upload made here is the reviewer's own). */
  const [startedBy, setStartedBy] = useState<TReviewStarter | null>(null);
  const { start, finish, abortAll } = useAbortControllers();

  const watch = async (
    taskId: string,
    filename: string,
    from: TDocumentProgress,
    controller: AbortController,
  ) => {
    let progress = from;
    const outcome = await pollDocumentTask(scope, taskId, {
      signal: controller.signal,
      onProgress: (next) => {
        progress = next;
        setState({ phase: 'reviewing', taskId, filename, progress: next });
      },
    });
    finish(controller);
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'lost') {
      setState({ phase: 'lost', taskId, filename, progress, message: outcome.message });
      return;
    }
    if (outcome.kind === 'failed') {
      setState({ phase: 'failed', taskId, filename, message: outcome.message });
      return;
    }
    const report = outcome.task.data;
    if (!report) {
      setState({ phase: 'failed', taskId, filename, message: NO_REPORT });
      return;
    }
    setRewrites(rewritesOf(report));
    setState({ phase: 'completed', taskId, report });
  };

  /**
   * Uploads `file` for review against `contract`'s playbook, acting for the party `weActFor` where
   * chosen, then follows the review.
   */
  const upload = async (contract: string, file: File, weActFor?: string | null) => {
    abortAll();
    const controller = start();
    setRewrites({});
    setError(null);
    setState({ phase: 'uploading', filename: file.name, fraction: 0 });
    try {
      const taskId = await uploadDocument(
        scope,
        { contract, file, weActFor },
        {
          signal: controller.signal,
          onProgress: (fraction) =>
            setState((current) => (current.phase === 'uploading' ? { ...current, fraction } : current)),
        },
      );
      if (controller.signal.aborted) return;
      setState({ phase: 'reviewing', taskId, filename: file.name, progress: QUEUED });
      await watch(taskId, file.name, QUEUED, controller);
    } catch (failure) {
      finish(controller);
      if (controller.signal.aborted) return;
      setState({ phase: 'idle' });
      setError(failure);
    }
  };

  /**
   * Opens a review kept on the server: its report, why it failed, or — while it runs — its progress,
   * polled from where it stands.
   */
  const open = async (taskId: string) => {
    abortAll();
    const controller = start();
    setRewrites({});
    setError(null);
    setState({ phase: 'opening', taskId });
    try {
      const task = (await getDocumentTask(scope, taskId)).data;
      if (controller.signal.aborted) return;
      setStartedBy(task.started_by ?? null);
      const filename = task.filename ?? task.data?.filename ?? '';
      if (task.status === 'failed') {
        finish(controller);
        setState({ phase: 'failed', taskId, filename, message: task.error ?? NO_REPORT });
      } else if (task.status === 'completed' && task.data) {
        finish(controller);
        setRewrites(rewritesOf(task.data));
        setState({ phase: 'completed', taskId, report: task.data, filesGone: task.files_gone });
      } else {
        setState({ phase: 'reviewing', taskId, filename, progress: task.progress });
        await watch(taskId, filename, task.progress, controller);
      }
    } catch (failure) {
      finish(controller);
      if (controller.signal.aborted) return;
      setState({ phase: 'unavailable', taskId, message: toApiError(failure).detail });
    }
  };

  /** Stops the upload or the review on screen and forgets it (the server may still finish it). */
  const reset = () => {
    abortAll();
    setRewrites({});
    setState({ phase: 'idle' });
  };

  /** Polls afresh after polling gave up. */
  const checkAgain = () => {
    if (state.phase !== 'lost') return;
    const { taskId, filename, progress } = state;
    setState({ phase: 'reviewing', taskId, filename, progress });
    void watch(taskId, filename, progress, start());
  };

  const updateRewrite = (index: number, level: TRewriteLevel, update: (rewrite: TRewrite) => TRewrite) =>
    setRewrites((current) => {
      const entry = current[index];
      return entry ? { ...current, [index]: { ...entry, [level]: update(entry[level]) } } : current;
    });

  /** Polls one refined rewrite's redline; a later refinement of it has its own task and wins. */
  const follow = async (
    index: number,
    level: TRewriteLevel,
    task: TStrikeTaskRef,
    controller: AbortController,
  ) => {
    const strikes = await followStrikeTask(scope, task, controller.signal);
    finish(controller);
    if (!strikes) return;
    updateRewrite(index, level, (rewrite) =>
      rewrite.task?.id === task.id ? { ...rewrite, strike: strikes[level] } : rewrite,
    );
  };

  /** Refines one clause's rewrite; resolves true once the revised clause is in (its redline follows). */
  const refine = async (
    clause: TReviewedClause,
    level: TRewriteLevel,
    feedback: string,
  ): Promise<boolean> => {
    const current = rewrites[clause.index]?.[level];
    if (state.phase !== 'completed' || clause.category === null || !current) return false;
    const controller = start();
    updateRewrite(clause.index, level, (rewrite) => ({ ...rewrite, refining: true }));
    try {
      const refined = await refineDocumentClause(scope, state.taskId, clause.index, {
        clause_type: level,
        user_feedback: feedback,
      });
      if (controller.signal.aborted) return false;
      const task = { kind: 'refine', id: refined.taskid } as const;
      updateRewrite(clause.index, level, (rewrite) => ({
        ...rewrite,
        final: refined.clause,
        strike: { state: 'pending' },
        task,
        refining: false,
        refinedWith: refined.engine,
        refinement: refined.refinement,
        warnings: refined.warnings,
        // The reviewer's refinement is no longer the text the note described; a verified one is an edit.
        note: undefined,
        status: refined.status,
        ...(refined.status === 'edited' && { judgment: undefined }),
      }));
      void follow(clause.index, level, task, controller);
      return true;
    } catch (failure) {
      finish(controller);
      if (controller.signal.aborted) return false;
      updateRewrite(clause.index, level, (rewrite) => ({ ...rewrite, refining: false }));
      setError(failure);
      return false;
    }
  };

  /** Polls a refined rewrite's redline afresh after polling gave up. */
  const checkRewriteAgain = (clause: TReviewedClause, level: TRewriteLevel) => {
    const task = rewrites[clause.index]?.[level].task;
    if (!task) return;
    updateRewrite(clause.index, level, (rewrite) => ({ ...rewrite, strike: { state: 'pending' } }));
    void follow(clause.index, level, task, start());
  };

  return {
    state,
    startedBy,
    rewrites,
    error,
    clearError: () => setError(null),
    upload,
    open,
    reset,
    checkAgain,
    refine,
    checkRewriteAgain,
  };
};

export type TDocumentReview = ReturnType<typeof useDocumentReview>;
