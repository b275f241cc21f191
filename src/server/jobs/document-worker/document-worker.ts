/**
 * The document worker's entry (decision 037): a `worker_threads` Worker runs one document job — a
 * contract review or a Word file with tracked changes — under the memory limit it was started with,
 * and tells its thread the progress and the result. Nothing here touches the database or the files.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { builtinEngine, createLlmEngine, EngineError } from '../../../engine';
import { DocumentError } from '../../../engine/document/document-error';
import { redlineDocx, textToRedlineDocx } from '../../../engine/document/docx-redline';
import { reviewContract } from '../../../engine/document/review-contract';
import type { TDocumentJob, TJobFailure, TWorkerMessage } from './document-job';

const port = parentPort;
if (!port) throw new Error('document-worker.ts runs as a worker thread only');
const tell = (message: TWorkerMessage) => port.postMessage(message);

const run = async (job: TDocumentJob) => {
  if (job.op === 'redline') {
    const { source, changes, options } = job;
    return source.kind === 'docx'
      ? redlineDocx(source.bytes, changes, options).bytes
      : textToRedlineDocx(source.text, changes, options);
  }
  const engine = job.engine.source === 'builtin' ? builtinEngine : createLlmEngine(job.engine.settings);
  // The thread that started this worker stops it by terminating it: nothing aborts from inside.
  const signal = new AbortController().signal;
  return reviewContract(job.input, engine, {
    signal,
    onProgress: (progress) => tell({ type: 'progress', progress }),
  });
};

const failureOf = (error: unknown): TJobFailure => {
  if (error instanceof DocumentError) return { kind: 'document', message: error.message };
  if (error instanceof EngineError) return { kind: 'engine', engineKind: error.kind, message: error.message };
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  return { kind: 'unexpected', message, ...(stack && { stack }) };
};

try {
  const result = await run(workerData as TDocumentJob);
  port.postMessage({ type: 'result', result } satisfies TWorkerMessage);
} catch (error) {
  tell({ type: 'failure', failure: failureOf(error) });
}
