import type { TDocumentProgress, TDocumentTask } from '../../../../shared/schemas/documents';
import type { ApiError } from '../../../api-client';
import { pollTask } from '../../../review/api/poll-task';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { getDocumentTask } from './get-document-task';

/** A review runs for minutes on a long contract: a poll every 1.5 s, with no cap on their number. */
export const DOCUMENT_POLL_INTERVAL_MS = 1500;
/** Polls that fail in a row (no answer, or the server briefly unavailable) before giving up. */
export const DOCUMENT_POLL_RETRIES = 5;

const isTransient = (failure: ApiError) =>
  failure.status === 0 || failure.status === 429 || failure.status >= 500;

export type TDocumentPollOutcome =
  | { kind: 'completed'; task: TDocumentTask }
  /** The review failed: `message` is its error (scanned PDF, encrypted file, AI provider down…). */
  | { kind: 'failed'; message: string }
  /** Polling gave up ('Error checking task status: …'); the review may still be running. */
  | { kind: 'lost'; message: string }
  | { kind: 'cancelled' };

/** Polls a document review until it completes or fails, reporting each pending answer's progress. */
export const pollDocumentTask = async (
  scope: TPlaybookScope,
  taskId: string,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: TDocumentProgress) => void },
): Promise<TDocumentPollOutcome> => {
  let lastPollFailed = false;
  const check = async () => {
    try {
      const answer = await getDocumentTask(scope, taskId);
      lastPollFailed = false;
      return answer;
    } catch (failure) {
      lastPollFailed = true;
      throw failure;
    }
  };
  const outcome = await pollTask(check, {
    signal,
    intervalMs: DOCUMENT_POLL_INTERVAL_MS,
    maxAttempts: Number.POSITIVE_INFINITY,
    onPending: (task) => onProgress(task.progress),
    retry: (failure, failures) => isTransient(failure) && failures <= DOCUMENT_POLL_RETRIES,
  });
  if (outcome.kind === 'failed' && lastPollFailed) return { kind: 'lost', message: outcome.message };
  return outcome;
};
