import type { TStrikeTask, TTaskStatus } from '../../../shared/schemas/review';
import { type ApiError, type TApiResult, toApiError } from '../../api-client';

/** Spec §9: a poll at once, then every 5 seconds, 10 attempts in all. */
export const POLL_INTERVAL_MS = 5000;
export const MAX_POLL_ATTEMPTS = 10;

/** Spec §8: what the polling says when it gives up. */
export const POLL_MESSAGES = {
  timedOut: 'Task timed out.',
  maxAttempts: 'Max attempts reached. Task is still pending or does not exist.',
  checkError: 'Error checking task status:',
} as const;

/** What every polled task answers: its status and, when it failed, why. */
type TPolledTask = { status: TTaskStatus; error?: string };

export type TPollOutcome<TTask = TStrikeTask> =
  | { kind: 'completed'; task: TTask }
  /** The task failed, ran out of attempts, or a poll failed in a way not worth another try. */
  | { kind: 'failed'; message: string }
  /** `signal` was aborted: the caller has gone, nothing may be updated. */
  | { kind: 'cancelled' };

type TPollOptions<TTask> = {
  signal: AbortSignal;
  intervalMs?: number;
  /** Calls in all (`Infinity`: until the task ends or `signal` aborts). */
  maxAttempts?: number;
  /** Waits `ms`, resolving early when `signal` aborts (replaceable in tests). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Called with every answer that is still pending (e.g. to show the task's progress). */
  onPending?: (task: TTask) => void;
  /**
   * Whether a poll that failed with `failure` is tried again; `failures` counts the failed polls in a
   * row, this one included. The spec's default: only a 404 (the task may not exist yet).
   */
  retry?: (failure: ApiError, failures: number) => boolean;
};

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

const retryNotFound = (failure: ApiError) => failure.status === 404;

/**
 * Polls a task until it is completed (spec §4): one call at once; while the task is still pending, or
 * a poll failed in a way `retry` accepts, another call every `intervalMs`, `maxAttempts` calls in all.
 * A failed task or any other error stops at once. Never throws; an aborted `signal` ends it as
 * 'cancelled'.
 */
export const pollTask = async <TTask extends TPolledTask = TStrikeTask>(
  check: () => Promise<TApiResult<TTask>>,
  {
    signal,
    intervalMs = POLL_INTERVAL_MS,
    maxAttempts = MAX_POLL_ATTEMPTS,
    sleep = abortableSleep,
    onPending,
    retry = retryNotFound,
  }: TPollOptions<TTask>,
): Promise<TPollOutcome<TTask>> => {
  let lastWasNotFound = false;
  let failures = 0;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (signal.aborted) return { kind: 'cancelled' };
    try {
      const answer = await check();
      if (signal.aborted) return { kind: 'cancelled' };
      const task = answer.data;
      if (task.status === 'completed') return { kind: 'completed', task };
      if (task.status === 'failed') return { kind: 'failed', message: task.error ?? answer.message };
      lastWasNotFound = false;
      failures = 0;
      onPending?.(task);
    } catch (error) {
      if (signal.aborted) return { kind: 'cancelled' };
      const failure = toApiError(error);
      failures += 1;
      if (!retry(failure, failures)) {
        return { kind: 'failed', message: `${POLL_MESSAGES.checkError} ${failure.detail}` };
      }
      lastWasNotFound = failure.status === 404;
    }
    if (attempt < maxAttempts) await sleep(intervalMs, signal);
  }
  if (signal.aborted) return { kind: 'cancelled' };
  return { kind: 'failed', message: lastWasNotFound ? POLL_MESSAGES.maxAttempts : POLL_MESSAGES.timedOut };
};
