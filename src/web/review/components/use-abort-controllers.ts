import { useCallback, useEffect, useRef } from 'react';

/**
 * The AbortControllers of a screen's running calls and polls: `start` makes one, `finish` forgets it
 * once done, `abortAll` aborts every one still running (a new run, or leaving the screen: it runs on
 * unmount). An aborted call must never update state.
 */
export const useAbortControllers = () => {
  const running = useRef(new Set<AbortController>());

  const abortAll = useCallback(() => {
    for (const controller of running.current) controller.abort();
    running.current.clear();
  }, []);
  useEffect(() => abortAll, [abortAll]);

  const start = useCallback(() => {
    const controller = new AbortController();
    running.current.add(controller);
    return controller;
  }, []);
  const finish = useCallback((controller: AbortController) => {
    running.current.delete(controller);
  }, []);

  return { start, finish, abortAll };
};
