import type { TTurnBudget } from './create-turn-budget';

export type TTurnQueue = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Runs tasks one at a time, in the order they come, each once the turn budget lets it: as each
 * starts only when the one before it has finished, the budget sees the time they took.
 * For the embedded database, whose statements run on the server's own thread one at a time anyway.
 */
export const createTurnQueue = (budget: TTurnBudget): TTurnQueue => {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(() => budget.turn()).then(task);
    last = run.catch(() => undefined);
    return run;
  };
};
