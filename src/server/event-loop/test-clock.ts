/**
 * A clock for the turn budget's tests that moves only when work is done: `work(ms)` stands for a
 * request or a query of the embedded database that keeps the thread busy for `ms`, so a pause of a
 * busy machine decides nothing.
 */
export const testClock = () => {
  let time = 0;
  return {
    now: () => time,
    work: (ms: number) => {
      time += ms;
    },
  };
};
