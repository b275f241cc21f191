import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTurnBudget } from './create-turn-budget';
import { createTurnQueue } from './create-turn-queue';
import { testClock } from './test-clock';

describe('turn queue', () => {
  it('runs tasks one at a time, in the order they came', async () => {
    const queue = createTurnQueue(createTurnBudget(5));
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await nextTurn();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([queue(task('a')), queue(task('b')), queue(task('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('gives the event loop a turn once a slice is used up, however many tasks are queued at once', async () => {
    const clock = testClock();
    const queue = createTurnQueue(createTurnBudget(5, clock.now));
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    // 40 statements of 1 ms queued in one go: without slices they would all run in one turn.
    await Promise.all(Array.from({ length: 40 }, () => queue(async () => clock.work(1))));
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(6);
  });

  it('passes a failure to its caller and goes on with the next task', async () => {
    const queue = createTurnQueue(createTurnBudget(5));
    const failing = queue(async () => {
      throw new Error('boom');
    });
    const next = queue(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
