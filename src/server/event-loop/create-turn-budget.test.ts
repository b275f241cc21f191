import { describe, expect, it } from 'vitest';
import { createTurnBudget } from './create-turn-budget';
import { testClock } from './test-clock';

/** Runs `task` once the budget lets it. */
const inTurn = async <T>(budget: ReturnType<typeof createTurnBudget>, task: () => T) => {
  await budget.turn();
  return task();
};

/** Counts turns of the event loop until stopped. */
const turnCounter = () => {
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns++;
    setImmediate(count);
  };
  setImmediate(count);
  return () => {
    counting = false;
    return turns;
  };
};

describe('turn budget', () => {
  it('lets a caller go on at once while the slice lasts and nobody waits', () => {
    const clock = testClock();
    const budget = createTurnBudget(5, clock.now);
    expect(budget.turn()).toBeUndefined();
    expect(budget.turn()).toBeUndefined();
  });

  it('holds callers back once the slice is used up, and lets them go on in a later turn, in order', async () => {
    const clock = testClock();
    const budget = createTurnBudget(5, clock.now);
    const stop = turnCounter();
    expect(budget.turn()).toBeUndefined();
    clock.work(10);
    const order: number[] = [];
    const waits = [1, 2, 3].map((n) => budget.turn()?.then(() => order.push(n)));
    expect(waits.every((wait) => wait instanceof Promise)).toBe(true);
    await Promise.all(waits);
    expect(order).toEqual([1, 2, 3]);
    expect(stop()).toBeGreaterThanOrEqual(1);
  });

  it('gives the event loop turns however many callers come in one turn', async () => {
    const clock = testClock();
    const budget = createTurnBudget(5, clock.now);
    const stop = turnCounter();
    // 40 requests of 1 ms read in one turn, each in its own callback: without a budget they would
    // all be answered in that turn.
    const arrivals = Array.from(
      { length: 40 },
      () => new Promise<void>((resolve) => setImmediate(() => resolve(inTurn(budget, () => clock.work(1))))),
    );
    await Promise.all(arrivals);
    expect(stop()).toBeGreaterThanOrEqual(6);
  });

  it('makes a newcomer wait behind those already waiting, even in a fresh slice', async () => {
    const clock = testClock();
    const budget = createTurnBudget(5, clock.now);
    budget.turn();
    clock.work(10);
    const order: string[] = [];
    const first = budget.turn()?.then(() => order.push('first'));
    const second = budget.turn()?.then(() => order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });
});
