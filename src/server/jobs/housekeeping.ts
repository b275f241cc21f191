import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../context';
import { forgetQuietLoginAttempts } from '../modules/auth/login-attempts';
import { cleanUpReviewFiles } from '../modules/documents/clean-up-review-files';

/** All the review files due, in batches, so a backlog does not wait an interval per hundred reviews. */
const cleanUpAllReviewFiles = async (ctx: TAppContext) => {
  let cleaned = 0;
  for (let batch = await cleanUpReviewFiles(ctx); batch > 0; batch = await cleanUpReviewFiles(ctx))
    cleaned += batch;
  return cleaned;
};

/**
 * Once at start, then every `fileCleanupMs`, on every instance (doing it twice is no error;
 * decision 039): deletes the files of failed reviews and of reviews past DOCUMENT_RETENTION_DAYS,
 * and forgets login attempts left alone longer than the throttle's window. Answers how to stop it.
 */
export const startHousekeeping = (ctx: TAppContext, log: FastifyBaseLogger) => {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const cleaned = await cleanUpAllReviewFiles(ctx);
      if (cleaned > 0)
        log.info({ reviews: cleaned }, `Deleted the files of ${cleaned} review(s) no longer kept`);
      await forgetQuietLoginAttempts(ctx.db, ctx.limits.authWindowMs);
    } catch (error) {
      log.error({ err: error }, 'Housekeeping failed; it is tried again at the next interval');
    } finally {
      running = false;
    }
  };
  void pass();
  const timer = setInterval(() => void pass(), ctx.limits.fileCleanupMs);
  timer.unref();
  return () => clearInterval(timer);
};
