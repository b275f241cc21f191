export type TTurnBudget = {
  /**
   * Undefined when the caller may go on now; otherwise a promise that settles in a later turn of the
   * event loop, once the callers that came before it have gone on.
   */
  turn: () => Promise<void> | undefined;
};

/**
 * Shares the work of each turn of the event loop: callers go on while the turn has used less than
 * `sliceMs`, and wait for a later turn (in the order they came) once it has. In between, the event
 * loop accepts connections, reads requests and writes answers.
 *
 * libuv accepts one connection per turn: without slices, a turn that answers every request read
 * in it lasts hundreds of milliseconds under load, and a new connection waits for seconds.
 * `now` is the clock in milliseconds (tests give their own, so a pause of the machine decides nothing).
 */
export const createTurnBudget = (
  sliceMs: number,
  now: () => number = () => performance.now(),
): TTurnBudget => {
  let sliceStartedAt = 0;
  let sliceOpen = false;
  let waiting = 0;

  /** A slice lasts from its first caller to the event loop's next check phase. */
  const mayGoOn = () => {
    if (!sliceOpen) {
      sliceOpen = true;
      sliceStartedAt = now();
      setImmediate(() => {
        sliceOpen = false;
      });
    }
    return now() - sliceStartedAt < sliceMs;
  };

  // One check phase callback per waiting caller: after each, the caller's work up to its next wait
  // runs (microtasks) before the next one looks at the clock.
  const tryLater = (goOn: () => void) =>
    setImmediate(() => {
      if (!mayGoOn()) return tryLater(goOn);
      waiting--;
      goOn();
    });

  return {
    turn: () => {
      if (waiting === 0 && mayGoOn()) return undefined;
      waiting++;
      return new Promise<void>((resolve) => tryLater(resolve));
    },
  };
};

/** The server's one event loop: its requests and its embedded database's statements share it. */
export const EVENT_LOOP_TURNS = createTurnBudget(5);
