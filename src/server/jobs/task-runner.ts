import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../context';
import { deleteReviewFiles } from '../modules/documents/delete-review-files';
import { runDocumentTask } from '../modules/documents/run-document-task';
import {
  claimAbandonedTasks,
  claimReviewTask,
  releaseClaimedTask,
  type TClaimedTask,
} from '../modules/review/claim-review-task';
import { completeReviewTask } from '../modules/review/run-review-task';

/** Why a run was stopped from outside: the instance is shutting down. */
export class ShutdownError extends Error {
  constructor() {
    super('The server is shutting down; the task is left for another instance.');
  }
}

export type TTaskRunner = {
  /** Runs a task in the background if this instance can claim it (a new task, or one whose lease expired). */
  run: (taskId: string) => void;
  /** Claims and runs tasks whose lease expired (their instance stopped), up to the free slots. */
  sweep: () => Promise<void>;
  /** Sweeps now and then every `taskSweepMs`. */
  startSweeping: () => void;
  /** Stops sweeping, cancels the runs in flight (their tasks stay claimable) and waits for them. */
  close: () => Promise<void>;
};

/** Long tasks (documents) this instance runs at once; more wait for the next sweep or poll. */
const MAX_RUNNING = 4;

/**
 * Runs review tasks on this instance (decision 005): right after they are created, when a poll finds
 * one abandoned, and by a periodic sweep that takes up tasks whose lease expired, so a review whose
 * instance was killed completes after a restart with no client polling.
 */
export const createTaskRunner = (ctx: TAppContext, log: FastifyBaseLogger): TTaskRunner => {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let sweeper: NodeJS.Timeout | undefined;
  let closed = false;

  /**
   * Start, end and failure of each run with its time, through the app's logger. Redline tasks take
   * milliseconds and come with every clause test, so their start and end are debug lines.
   */
  const execute = (task: TClaimedTask) => {
    const controller = new AbortController();
    const startedAt = Date.now();
    const fields = { taskId: task.id, kind: task.kind };
    const level = task.kind === 'document' ? 'info' : 'debug';
    log[level](fields, `task ${task.kind} started`);
    const run = async () => {
      if (task.kind !== 'document') {
        await completeReviewTask(ctx.db, task);
        return log[level]({ ...fields, ms: Date.now() - startedAt }, `task ${task.kind} finished`);
      }
      const outcome = await runDocumentTask(ctx, task, controller.signal);
      const timing = { ...fields, ms: Date.now() - startedAt };
      if (outcome.status === 'completed') log.info(timing, `task ${task.kind} finished`);
      else if (outcome.status === 'failed') {
        log.warn({ ...timing, error: outcome.error }, `task ${task.kind} failed: ${outcome.error}`);
        // A failed review keeps no document (decision 039); the periodic clean-up catches any missed here.
        await deleteReviewFiles(ctx, task.id);
      } else log.info(timing, `task ${task.kind} stopped, left for another run`);
    };
    const done = run()
      .catch((error: unknown) =>
        log.error({ ...fields, ms: Date.now() - startedAt, err: error }, `task ${task.kind} failed to run`),
      )
      .finally(() => running.delete(task.id));
    running.set(task.id, { controller, done });
  };

  const guarded = (work: () => Promise<void>) => {
    if (closed) return;
    work().catch((error: unknown) => {
      if (!closed) log.error({ err: error }, 'task claim failed');
    });
  };

  const sweep = async () => {
    const free = MAX_RUNNING - running.size;
    if (closed || free <= 0) return;
    for (const task of await claimAbandonedTasks(ctx.db, ctx.limits.taskLeaseMs, free)) {
      if (closed) break;
      execute(task);
    }
  };

  return {
    run: (taskId) =>
      setImmediate(() =>
        guarded(async () => {
          if (running.has(taskId)) return;
          const task = await claimReviewTask(ctx.db, taskId, ctx.limits.taskLeaseMs);
          if (!task) return;
          if (closed) await releaseClaimedTask(ctx.db, task);
          else execute(task);
        }),
      ),
    sweep,
    startSweeping: () => {
      guarded(sweep);
      sweeper = setInterval(() => guarded(sweep), ctx.limits.taskSweepMs);
      sweeper.unref();
    },
    close: async () => {
      closed = true;
      clearInterval(sweeper);
      for (const { controller } of running.values()) controller.abort(new ShutdownError());
      await Promise.all([...running.values()].map(({ done }) => done));
    },
  };
};
