/**
 * Maps items with at most `limit` calls in flight, keeping the order of results. The first failure
 * stops the rest: no new call starts, and the calls in flight see their signal aborted (the AI calls
 * of a document are cancelled once one of them failed for good). It rejects with that first failure;
 * an abort of `outer` stops it the same way.
 */
export const mapWithConcurrency = async <T, R>(
  items: T[],
  limit: number,
  outer: AbortSignal,
  fn: (item: T, index: number, signal: AbortSignal) => Promise<R>,
) => {
  outer.throwIfAborted();
  const results = new Array<R>(items.length);
  const controller = new AbortController();
  const stop = () => controller.abort(outer.reason);
  outer.addEventListener('abort', stop, { once: true });
  let next = 0;
  const worker = async () => {
    while (next < items.length && !controller.signal.aborted) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index, controller.signal);
      } catch (error) {
        if (!controller.signal.aborted) controller.abort(error);
        throw controller.signal.reason;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  } finally {
    outer.removeEventListener('abort', stop);
  }
  return results;
};
