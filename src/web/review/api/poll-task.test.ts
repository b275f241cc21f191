import { describe, expect, it, vi } from 'vitest';
import type { TStrikeTask } from '../../../shared/schemas/review';
import { ApiError, type TApiResult } from '../../api-client';
import { MAX_POLL_ATTEMPTS, POLL_INTERVAL_MS, POLL_MESSAGES, pollTask } from './poll-task';

const answer = (
  status: TStrikeTask['status'],
  extra: Partial<TStrikeTask> = {},
): TApiResult<TStrikeTask> => ({
  status: 200,
  message: status === 'failed' ? 'The AI provider timed out.' : 'Task is still running',
  data: { taskid: 't1', status, ...extra },
});

const notFound = () => new ApiError(404, 'There is no task t1.', 'NOT_FOUND');

/** A check that answers from `script` in turn (the last entry repeats); errors are thrown. */
const scripted = (script: (TApiResult<TStrikeTask> | Error)[]) =>
  vi.fn(async () => {
    const next = script.length > 1 ? script.shift() : script[0];
    if (next instanceof Error) throw next;
    if (!next) throw new Error('empty script');
    return next;
  });

const run = (check: () => Promise<TApiResult<TStrikeTask>>, signal = new AbortController().signal) => {
  const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
  return { sleep, outcome: pollTask(check, { signal, sleep }) };
};

describe('pollTask', () => {
  it('polls 10 times, 5 seconds apart', () => {
    expect(MAX_POLL_ATTEMPTS).toBe(10);
    expect(POLL_INTERVAL_MS).toBe(5000);
  });

  it('answers at once when the first poll is completed, without waiting', async () => {
    const check = scripted([answer('completed', { preferred_striked_clause: '~~a~~ **b**' })]);
    const { sleep, outcome } = run(check);
    expect(await outcome).toEqual({
      kind: 'completed',
      task: { taskid: 't1', status: 'completed', preferred_striked_clause: '~~a~~ **b**' },
    });
    expect(check).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries while pending or 404, every interval, until completed', async () => {
    const check = scripted([answer('pending'), notFound(), answer('pending'), answer('completed')]);
    const { sleep, outcome } = run(check);
    expect((await outcome).kind).toBe('completed');
    expect(check).toHaveBeenCalledTimes(4);
    expect(sleep).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.every(([ms]) => ms === POLL_INTERVAL_MS)).toBe(true);
  });

  it("gives up after 10 pending answers with 'Task timed out.'", async () => {
    const check = scripted([answer('pending')]);
    const { sleep, outcome } = run(check);
    expect(await outcome).toEqual({ kind: 'failed', message: POLL_MESSAGES.timedOut });
    expect(check).toHaveBeenCalledTimes(10);
    expect(sleep).toHaveBeenCalledTimes(9);
  });

  it('gives up with the max-attempts message when the last answer was a 404', async () => {
    const check = scripted([answer('pending'), notFound()]);
    const { outcome } = run(check);
    expect(await outcome).toEqual({
      kind: 'failed',
      message: 'Max attempts reached. Task is still pending or does not exist.',
    });
    expect(check).toHaveBeenCalledTimes(10);
  });

  it('stops at once on any other error, naming it', async () => {
    const check = scripted([answer('pending'), new ApiError(500, 'The server failed.', 'INTERNAL')]);
    const { outcome } = run(check);
    expect(await outcome).toEqual({
      kind: 'failed',
      message: 'Error checking task status: The server failed.',
    });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("stops at once on a failed task, with the task's error", async () => {
    const check = scripted([answer('failed', { error: 'The redline could not be computed.' })]);
    const { outcome } = run(check);
    expect(await outcome).toEqual({ kind: 'failed', message: 'The redline could not be computed.' });
  });

  it("falls back to the answer's message for a failed task without an error", async () => {
    const { outcome } = run(scripted([answer('failed')]));
    expect(await outcome).toEqual({ kind: 'failed', message: 'The AI provider timed out.' });
  });

  it('ends as cancelled, with no further calls, once the signal aborts', async () => {
    const controller = new AbortController();
    const check = vi.fn(async () => {
      controller.abort();
      return answer('completed');
    });
    const { outcome } = run(check, controller.signal);
    expect(await outcome).toEqual({ kind: 'cancelled' });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('waits with real timers and stops waiting when aborted', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const check = scripted([answer('pending')]);
      const outcome = pollTask(check, { signal: controller.signal });
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
      expect(check).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(check).toHaveBeenCalledTimes(2);
      controller.abort();
      expect(await outcome).toEqual({ kind: 'cancelled' });
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
  it('reports every pending answer, and polls without a cap when told to', async () => {
    const pending = Array.from({ length: 14 }, () => answer('pending'));
    const check = scripted([...pending, answer('completed')]);
    const onPending = vi.fn();
    const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
    const outcome = await pollTask(check, {
      signal: new AbortController().signal,
      sleep,
      intervalMs: 1500,
      maxAttempts: Number.POSITIVE_INFINITY,
      onPending,
    });
    expect(outcome.kind).toBe('completed');
    expect(check).toHaveBeenCalledTimes(15);
    expect(onPending).toHaveBeenCalledTimes(14);
    expect(sleep.mock.calls.every(([ms]) => ms === 1500)).toBe(true);
  });

  it('retries failed polls as `retry` says, counting failures in a row', async () => {
    const down = () => new ApiError(0, 'Could not reach the server.', 'NETWORK_ERROR');
    const check = scripted([down(), down(), answer('pending'), down(), down(), down()]);
    const retry = vi.fn((failure: ApiError, failures: number) => failure.status === 0 && failures < 3);
    const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
    const result = await pollTask(check, {
      signal: new AbortController().signal,
      sleep,
      maxAttempts: Number.POSITIVE_INFINITY,
      retry,
    });
    expect(result).toEqual({
      kind: 'failed',
      message: 'Error checking task status: Could not reach the server.',
    });
    expect(retry.mock.calls.map(([, failures]) => failures)).toEqual([1, 2, 1, 2, 3]);
  });
});
