import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../context';
import { cleanUpReviewFiles } from '../modules/documents/clean-up-review-files';

/**
 * Deletes the files of failed reviews and of reviews past DOCUMENT_RETENTION_DAYS (decision 039):
 * once at start, then every `fileCleanupMs`, on every instance (a file deleted twice is no error).
 * Answers how to stop it.
 */
export const startReviewFileCleanup = (ctx: TAppContext, log: FastifyBaseLogger) => {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      // Batches until none is due, so a backlog does not wait an interval per hundred reviews.
      let cleaned = 0;
      for (let batch = await cleanUpReviewFiles(ctx); batch > 0; batch = await cleanUpReviewFiles(ctx))
        cleaned += batch;
      if (cleaned > 0)
        log.info({ reviews: cleaned }, `Deleted the files of ${cleaned} review(s) no longer kept`);
    } catch (error) {
      log.error(
        { err: error },
        'The clean-up of review files failed; it is tried again at the next interval',
      );
    } finally {
      running = false;
    }
  };
  void pass();
  const timer = setInterval(() => void pass(), ctx.limits.fileCleanupMs);
  timer.unref();
  return () => clearInterval(timer);
};
