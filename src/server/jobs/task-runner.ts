import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../context';
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

  const execute = (task: TClaimedTask) => {
    const controller = new AbortController();
    const done = (
      task.kind === 'document'
        ? runDocumentTask(ctx, task, controller.signal)
        : completeReviewTask(ctx.db, task)
    )
      .catch((error: unknown) => log.error({ err: error, taskId: task.id }, 'task failed to run'))
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
