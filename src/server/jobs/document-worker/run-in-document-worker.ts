/**
 * Runs one document job in a worker thread of its own (decision 037), so the event loop that answers
 * requests never reads a document: the worker has a memory limit (`resourceLimits`) and a budget of
 * busy time (its event loop's active time: waiting for an AI provider does not count). A worker past
 * either is ended and the job fails with a `DocumentError` saying so; the server lives on.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EngineError, type TEngineErrorKind } from '../../../engine';
import { DocumentError, DocumentLimitError } from '../../../engine/document/document-error';
import { TOO_LARGE } from '../../../engine/document/document-limits';
import type { TContractReviewProgress } from '../../../engine/document/review-contract';
import type { TDocumentJob, TDocumentJobResult, TJobFailure, TWorkerMessage } from './document-job';

/** The bounds of one document worker: the settings DOCUMENT_WORKER_MEMORY_MB and DOCUMENT_WORK_SECONDS. */
export type TDocumentWorkerBounds = { memoryMb: number; busySeconds: number };

export type TDocumentWorkOptions = {
  bounds: TDocumentWorkerBounds;
  /** Aborting it terminates the worker at once; the job rejects with the signal's reason. */
  signal: AbortSignal;
  onProgress?: (progress: TContractReviewProgress) => void;
};

/** How often the worker's busy time is compared with its budget. */
const BUDGET_CHECK_MS = 250;

/**
 * The worker's entry: built next to the server's main.js (`npm run build`), or, run from the sources
 * (tsx, Vitest), the TypeScript file loaded through tsx's loader inside the worker.
 */
const workerSpec = (): { entry: string | URL; eval: boolean } => {
  if (!import.meta.url.endsWith('.ts'))
    return { entry: new URL('./document-worker.js', import.meta.url), eval: false };
  // tsx's ES module API (its CommonJS one cannot load itself from a worker's evaluated code).
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./document-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  return { entry: code, eval: true };
};

const failureError = (failure: TJobFailure) => {
  if (failure.kind === 'document')
    return failure.limit ? new DocumentLimitError(failure.message) : new DocumentError(failure.message);
  if (failure.kind === 'engine')
    return new EngineError(failure.engineKind as TEngineErrorKind, failure.message);
  const error = new Error(`document worker: ${failure.message}`);
  if (failure.stack) error.stack = failure.stack;
  return error;
};

const outOfMemory = (bounds: TDocumentWorkerBounds) =>
  new DocumentLimitError(
    `${TOO_LARGE}: reading it needs more than ${bounds.memoryMb} MB of memory, the most one document may use. Split it into smaller documents and upload each.`,
  );

const outOfTime = (bounds: TDocumentWorkerBounds) =>
  new DocumentLimitError(
    `${TOO_LARGE}: reading it takes longer than ${bounds.busySeconds} second${bounds.busySeconds === 1 ? '' : 's'}, the most one document may take. Split it into smaller documents and upload each.`,
  );

/**
 * Document workers alive at once in this process, reviews and Word files together: the memory of the
 * process is what the bound protects, so it is one count for the process, not per app (later jobs wait).
 */
const MAX_WORKERS = 4;
let alive = 0;
const waiting: (() => void)[] = [];

/** Waits for a worker slot; aborted while waiting, it gives up its place. Resolves to the slot's release. */
const takeSlot = (signal: AbortSignal) =>
  new Promise<() => void>((resolve, reject) => {
    const release = () => {
      alive -= 1;
      waiting.shift()?.();
    };
    const take = () => {
      signal.removeEventListener('abort', abort);
      alive += 1;
      resolve(release);
    };
    const abort = () => {
      waiting.splice(waiting.indexOf(take), 1);
      reject(signal.reason);
    };
    if (signal.aborted) return reject(signal.reason);
    if (alive < MAX_WORKERS) return take();
    signal.addEventListener('abort', abort, { once: true });
    waiting.push(take);
  });

/**
 * Runs `job` in a new worker within `bounds` once one of the process's worker slots is free, relaying
 * its progress; the worker ends with the job.
 */
export const runInDocumentWorker = async <TJob extends TDocumentJob>(
  job: TJob,
  options: TDocumentWorkOptions,
): Promise<TDocumentJobResult<TJob>> => {
  const release = await takeSlot(options.signal);
  try {
    return await runWorker(job, options);
  } finally {
    release();
  }
};

const runWorker = <TJob extends TDocumentJob>(
  job: TJob,
  { bounds, signal, onProgress }: TDocumentWorkOptions,
): Promise<TDocumentJobResult<TJob>> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const spec = workerSpec();
    const worker = new Worker(spec.entry, {
      eval: spec.eval,
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: bounds.memoryMb },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(budget);
      signal.removeEventListener('abort', abort);
      // Settled once the worker is gone, so that its slot is free only when its memory is.
      void worker.terminate().finally(outcome);
    };
    const abort = () => settle(() => reject(signal.reason));
    signal.addEventListener('abort', abort, { once: true });
    const budget = setInterval(() => {
      if (worker.performance.eventLoopUtilization().active > bounds.busySeconds * 1000)
        settle(() => reject(outOfTime(bounds)));
    }, BUDGET_CHECK_MS);
    budget.unref();
    worker.on('message', (message: TWorkerMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'result') settle(() => resolve(message.result as TDocumentJobResult<TJob>));
      else settle(() => reject(failureError(message.failure)));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory(bounds) : error)),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The document worker stopped (exit code ${code}) before it answered.`))),
    );
  });
