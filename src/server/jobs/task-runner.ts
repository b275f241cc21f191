import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../context';
import { deleteReviewFiles } from '../modules/documents/delete-review-files';
import { runDocumentTask } from '../modules/documents/run-document-task';
import {
  claimAbandonedRedlines,
  claimDocumentTasks,
  claimReviewTask,
  releaseClaimedTask,
  renewLeases,
  type TClaimedTask,
} from '../modules/review/claim-review-task';
import { completeReviewTask } from '../modules/review/run-review-task';

/** Why a run was stopped from outside: the instance is shutting down. */
export class ShutdownError extends Error {
  constructor() {
    super('The server is shutting down; the task is left for another instance.');
  }
}

/** Why a run was stopped from outside: its lease was taken over (it lapsed while this run was slow). */
export class LeaseLostError extends Error {
  constructor() {
    super('The lease of the task was taken over by another run.');
  }
}

export type TTaskRunner = {
  /** Computes a clause test's or refinement's redlines in the background (milliseconds, no queue). */
  run: (taskId: string) => void;
  /**
   * Starts queued document reviews while this instance has free slots (after an upload, when a poll
   * finds one waiting, when a review ends); the one way a document review starts.
   */
  wake: () => void;
  /** Starts queued document reviews and claims redline tasks whose instance stopped. */
  sweep: () => Promise<void>;
  /** Sweeps now (without delaying the start) and then every `taskSweepMs`. */
  startSweeping: () => void;
  /** Stops sweeping, cancels the runs in flight (their tasks stay claimable) and waits for them. */
  close: () => Promise<void>;
};

/** Abandoned redline tasks taken up per sweep (each takes milliseconds). */
const REDLINES_PER_SWEEP = 20;

type TRun = { task: TClaimedTask; controller: AbortController; done: Promise<void> };

/**
 * Runs review tasks on this instance (decisions 005 and 038). Document reviews start only through the
 * queue's claim, at most `documentReviewsPerInstance` at once here and `documentReviewsPerUser` per
 * user; their leases are renewed from this (main) thread on a timer while they run. Redline tasks run
 * as soon as they are created.
 */
export const createTaskRunner = (ctx: TAppContext, log: FastifyBaseLogger): TTaskRunner => {
  const running = new Map<string, TRun>();
  let sweeper: NodeJS.Timeout | undefined;
  let renewer: NodeJS.Timeout | undefined;
  let closed = false;
  /** The claim in progress; a wake meanwhile asks for one more round after it. */
  let claiming: Promise<void> | undefined;
  let claimAgain = false;
  /** A sweep asked for the next claim (which then runs even with no free slot). */
  let sweepAsked = false;

  const documentsRunning = () => [...running.values()].filter(({ task }) => task.kind === 'document');

  /** One statement renews every lease this instance holds; a run whose lease was taken stops. */
  const renew = async () => {
    const runs = documentsRunning();
    const held = await renewLeases(
      ctx.db,
      runs.map(({ task }) => task.claimId),
    );
    for (const { task, controller } of runs) {
      if (!held.has(task.claimId) && running.get(task.id)?.task === task)
        controller.abort(new LeaseLostError());
    }
  };
  const keepRenewing = () => {
    if (renewer || closed) return;
    renewer = setInterval(() => {
      if (documentsRunning().length === 0) {
        clearInterval(renewer);
        renewer = undefined;
        return;
      }
      renew().catch((error: unknown) => log.warn({ err: error }, 'task lease renewal failed'));
    }, ctx.limits.taskLeaseMs / 3);
    renewer.unref();
  };

  /**
   * Start, end and failure of each run with its time, through the app's logger. Redline tasks take
   * milliseconds and come with every clause test, so their start and end are debug lines.
   */
  const execute = (task: TClaimedTask) => {
    const controller = new AbortController();
    const startedAt = Date.now();
    const fields = { taskId: task.id, kind: task.kind };
    const level = task.kind === 'document' ? 'info' : 'debug';
    log[level]({ ...fields, attempt: task.attempts }, `task ${task.kind} started`);
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
      .finally(() => {
        running.delete(task.id);
        if (task.kind === 'document') wake();
      });
    running.set(task.id, { task, controller, done });
    if (task.kind === 'document') keepRenewing();
  };

  /**
   * Claims as many queued document reviews as this instance has free slots, and starts them. With no
   * free slot only a sweep claims (to fail the tasks that lapsed twice): a poll or an upload does not.
   */
  const fillSlots = async () => {
    const free = ctx.limits.documentReviewsPerInstance - documentsRunning().length;
    const sweeping = sweepAsked;
    sweepAsked = false;
    if (closed || (free <= 0 && !sweeping)) return;
    const { claimed, failed } = await claimDocumentTasks(ctx.db, {
      leaseMs: ctx.limits.taskLeaseMs,
      take: free,
      perUser: ctx.limits.documentReviewsPerUser,
      attempts: ctx.limits.documentTaskAttempts,
    });
    for (const taskId of failed) {
      log.warn({ taskId, kind: 'document' }, 'task document failed: it stopped twice');
      await deleteReviewFiles(ctx, taskId);
    }
    for (const task of claimed) {
      if (closed) await releaseClaimedTask(ctx.db, task);
      else execute(task);
    }
  };

  /** Claims never overlap on one instance, so two of them cannot both count the same free slot. */
  const wake = () => {
    if (closed) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = (async () => {
      do {
        claimAgain = false;
        await fillSlots();
      } while (claimAgain && !closed);
    })()
      .catch((error: unknown) => {
        if (!closed) log.error({ err: error }, 'task claim failed');
      })
      .finally(() => {
        claiming = undefined;
      });
  };

  const guarded = (work: () => Promise<void>) => {
    if (closed) return;
    work().catch((error: unknown) => {
      if (!closed) log.error({ err: error }, 'task claim failed');
    });
  };

  const sweep = async () => {
    sweepAsked = true;
    wake();
    if (closed) return;
    for (const task of await claimAbandonedRedlines(ctx.db, ctx.limits.taskLeaseMs, REDLINES_PER_SWEEP)) {
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
    wake: () => setImmediate(wake),
    sweep,
    startSweeping: () => {
      guarded(sweep);
      sweeper = setInterval(() => guarded(sweep), ctx.limits.taskSweepMs);
      sweeper.unref();
    },
    close: async () => {
      closed = true;
      clearInterval(sweeper);
      clearInterval(renewer);
      for (const { controller } of running.values()) controller.abort(new ShutdownError());
      await claiming;
      await Promise.all([...running.values()].map(({ done }) => done));
    },
  };
};
