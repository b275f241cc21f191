import type { TStrikeTask } from '../../../../shared/schemas/review';
import { type TApiResult, toApiError } from '../../../api-client';

/** Spec §9: a poll at once, then every 5 seconds, 10 attempts in all. */
export const POLL_INTERVAL_MS = 5000;
export const MAX_POLL_ATTEMPTS = 10;

/** Spec §8: what the polling says when it gives up. */
export const POLL_MESSAGES = {
  timedOut: 'Task timed out.',
  maxAttempts: 'Max attempts reached. Task is still pending or does not exist.',
  checkError: 'Error checking task status:',
} as const;

export type TPollOutcome =
  | { kind: 'completed'; task: TStrikeTask }
  /** The task failed, ran out of attempts, or a poll answered with an error other than 404. */
  | { kind: 'failed'; message: string }
  /** `signal` was aborted: the caller has gone, nothing may be updated. */
  | { kind: 'cancelled' };

type TPollOptions = {
  signal: AbortSignal;
  intervalMs?: number;
  maxAttempts?: number;
  /** Waits `ms`, resolving early when `signal` aborts (replaceable in tests). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
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

/**
 * Polls a strike task until it is completed (spec §4): one call at once; while the task is still
 * pending or unknown (404) another call every `intervalMs`, `maxAttempts` calls in all. A failed task
 * or any other error stops at once. Never throws; an aborted `signal` ends it as 'cancelled'.
 */
export const pollTask = async (
  check: () => Promise<TApiResult<TStrikeTask>>,
  {
    signal,
    intervalMs = POLL_INTERVAL_MS,
    maxAttempts = MAX_POLL_ATTEMPTS,
    sleep = abortableSleep,
  }: TPollOptions,
): Promise<TPollOutcome> => {
  let lastWasNotFound = false;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (signal.aborted) return { kind: 'cancelled' };
    try {
      const answer = await check();
      if (signal.aborted) return { kind: 'cancelled' };
      const task = answer.data;
      if (task.status === 'completed') return { kind: 'completed', task };
      if (task.status === 'failed') return { kind: 'failed', message: task.error ?? answer.message };
      lastWasNotFound = false;
    } catch (error) {
      if (signal.aborted) return { kind: 'cancelled' };
      const failure = toApiError(error);
      if (failure.status !== 404) {
        return { kind: 'failed', message: `${POLL_MESSAGES.checkError} ${failure.detail}` };
      }
      lastWasNotFound = true;
    }
    if (attempt < maxAttempts) await sleep(intervalMs, signal);
  }
  if (signal.aborted) return { kind: 'cancelled' };
  return { kind: 'failed', message: lastWasNotFound ? POLL_MESSAGES.maxAttempts : POLL_MESSAGES.timedOut };
};
