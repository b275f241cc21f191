/**
 * The document worker's entry (decision 037): a `worker_threads` Worker runs one document job — a
 * contract review, a Word file with tracked changes, or the parties a contract defines (decision
 * 042) — under the memory limit it was started with, and tells its thread the progress and the result.
 * Nothing here touches the database or the files.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { builtinEngine, createLlmEngine, EngineError } from '../../../engine';
import { DocumentError, DocumentLimitError } from '../../../engine/document/document-error';
import { redlineDocx, textToRedlineDocx } from '../../../engine/document/docx-redline';
import { readDocumentParties } from '../../../engine/document/read-document-parties';
import { reviewContract } from '../../../engine/document/review-contract';
import { checkActingFor } from './check-acting-for';
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
  if (job.op === 'parties') return readDocumentParties(job.input);
  return review(job);
};

const review = async (job: Extract<TDocumentJob, { op: 'review' }>) => {
  const { input } = job;
  // A party the contract does not define is refused before an AI provider is asked anything (the
  // built-in engine's review is cheap enough to check afterwards, without reading the text twice).
  if (input.actingFor !== undefined && job.engine.source === 'llm')
    checkActingFor(
      input.actingFor,
      await readDocumentParties({ ...input, categories: input.playbook.categories }),
    );
  const engine = job.engine.source === 'builtin' ? builtinEngine : createLlmEngine(job.engine.settings);
  // The thread that started this worker stops it by terminating it: nothing aborts from inside.
  const signal = new AbortController().signal;
  const result = await reviewContract(input, engine, {
    signal,
    onProgress: (progress) => tell({ type: 'progress', progress }),
  });
  checkActingFor(input.actingFor, result.we_act_for);
  return result;
};

const failureOf = (error: unknown): TJobFailure => {
  if (error instanceof DocumentError)
    return {
      kind: 'document',
      message: error.message,
      ...(error instanceof DocumentLimitError && { limit: true }),
    };
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
