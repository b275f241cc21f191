import { EngineError } from '../../../engine';
import { DocumentError } from '../../../engine/document/document-error';
import type { TContractReview } from '../../../engine/document/review-contract';
import type { TDocumentProgress } from '../../../shared/schemas/documents';
import type { TAppContext } from '../../context';
import type { reviewTasks } from '../../db/schema';
import type { TWorkerEngine } from '../../jobs/document-worker/document-job';
import { runInDocumentWorker } from '../../jobs/document-worker/run-in-document-worker';
import { getContractProfiles } from '../playbook/get-contract-profiles';
import { releaseClaimedTask, type TClaimedTask, updateClaimedTask } from '../review/claim-review-task';
import { findEngineSource } from '../review/find-engine-source';
import type { TDocumentTaskInput } from './document-task-input';
import { readStoredUpload } from './read-stored-upload';

/** The stored result: the report plus the extracted text the Word output is built from. */
export type TDocumentResult = TContractReview;

/** The engine the worker builds for a company (its own credentials → LLM_* → built-in). */
const workerEngine = async (ctx: TAppContext, companyId: number): Promise<TWorkerEngine> => {
  const found = await findEngineSource(ctx, companyId);
  return found.source === 'builtin'
    ? { source: 'builtin' }
    : { source: 'llm', settings: { ...found.settings, timeoutMs: ctx.config.llmTimeoutMs } };
};

/** Writes progress one update at a time, skipping to the latest: the worker never waits for the database. */
const latestFirst = (write: (progress: TDocumentProgress) => Promise<void>) => {
  let next: TDocumentProgress | undefined;
  let writing = false;
  const drain = async () => {
    writing = true;
    for (let progress = next; progress; progress = next) {
      next = undefined;
      await write(progress).catch(() => undefined);
    }
    writing = false;
  };
  return (progress: TDocumentProgress) => {
    next = progress;
    if (!writing) void drain();
  };
};

/**
 * Reviews one uploaded document (decision 037): the upload, the playbook and the engine's settings are
 * read here, the review itself (`reviewContract`) runs in a bounded worker whose progress is recorded.
 */
const reviewDocument = async (
  ctx: TAppContext,
  { id: taskId, companyId }: TClaimedTask,
  input: TDocumentTaskInput,
  setProgress: (progress: TDocumentProgress) => Promise<void>,
  signal: AbortSignal,
): Promise<TDocumentResult> => {
  await setProgress({ stage: 'extracting', done: 0, total: 1 });
  const bytes = await readStoredUpload(ctx, taskId, input);
  const playbook = await getContractProfiles(ctx.db, companyId, input.contract);
  const engine = await workerEngine(ctx, companyId);
  const { worker, limits } = ctx.config.documentWork;
  return runInDocumentWorker(
    {
      op: 'review',
      input: {
        bytes,
        fileKind: input.fileKind,
        filename: input.filename,
        ...(input.reviewer && { reviewer: input.reviewer }),
        ...(input.weActFor && { actingFor: input.weActFor }),
        playbook: { contractType: playbook.contractType, categories: playbook.categories },
        limits,
      },
      engine,
    },
    {
      bounds: worker,
      signal,
      onProgress: latestFirst(setProgress),
    },
  );
};

/** How a run ended: 'stopped' when shut down or overtaken (lease lost), with nothing more written. */
export type TDocumentRunOutcome =
  | { status: 'completed' }
  | { status: 'failed'; error: string }
  | { status: 'stopped' };

/**
 * Runs a document task this instance has claimed, recording progress (which renews the lease) as it
 * goes and checking the lease between steps. Failures a reviewer can act on (encrypted PDF, zip bomb,
 * AI provider down) end the task with their message. Stopped from outside (shutdown) or overtaken
 * (lease lost), it writes nothing more and the task stays claimable.
 */
export const runDocumentTask = async (
  ctx: TAppContext,
  task: TClaimedTask,
  shutdown: AbortSignal,
): Promise<TDocumentRunOutcome> => {
  const lease = new AbortController();
  const signal = AbortSignal.any([shutdown, lease.signal]);
  const update = async (values: Partial<typeof reviewTasks.$inferInsert>) => {
    if (!(await updateClaimedTask(ctx.db, task, values))) lease.abort(new Error('lease lost'));
    signal.throwIfAborted();
  };
  // Progress renews the lease too; the task runner renews it on a timer through long steps (decision 038).
  try {
    const result = await reviewDocument(
      ctx,
      task,
      task.input as TDocumentTaskInput,
      (progress) => update({ progress }),
      signal,
    );
    await update({
      status: 'completed',
      result,
      progress: { stage: 'done', done: 1, total: 1 },
      claimId: null,
    });
    return { status: 'completed' };
  } catch (error) {
    if (signal.aborted) {
      if (shutdown.aborted) await releaseClaimedTask(ctx.db, task);
      return { status: 'stopped' };
    }
    const known = error instanceof DocumentError || error instanceof EngineError;
    const message = known
      ? error.message
      : 'The document could not be reviewed because of an unexpected error. Please try again.';
    await update({ status: 'failed', error: message, claimId: null });
    if (!known) throw error; // a bug: the task runner logs it
    return { status: 'failed', error: message };
  }
};
