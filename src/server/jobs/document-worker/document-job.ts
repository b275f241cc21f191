import type { TLlmSettings } from '../../../engine';
import type { TDocumentLimits } from '../../../engine/document/document-limits';
import type { TDocxChange, TDocxRedlineOptions } from '../../../engine/document/docx-redline';
import type {
  TContractReview,
  TContractReviewInput,
  TContractReviewProgress,
} from '../../../engine/document/review-contract';

/** Which engine the worker builds for a review: the built-in one, or an AI service with its settings. */
export type TWorkerEngine = { source: 'builtin' } | { source: 'llm'; settings: TLlmSettings };

/** What one document worker does (decision 037): a contract review, or a Word file with tracked changes. */
export type TDocumentJob =
  | { op: 'review'; input: TContractReviewInput; engine: TWorkerEngine }
  | {
      op: 'redline';
      /** The uploaded DOCX changed in place, or a new one made of a PDF's or text's extracted text. */
      source: { kind: 'docx'; bytes: Uint8Array } | { kind: 'text'; text: string };
      changes: TDocxChange[];
      options: TDocxRedlineOptions & { limits: TDocumentLimits };
    };

export type TDocumentJobResult<TJob extends TDocumentJob> = TJob extends { op: 'review' }
  ? TContractReview
  : Uint8Array;

/** Why a job failed, as the worker tells it: a document or engine failure keeps its kind and message. */
export type TJobFailure =
  | { kind: 'document'; message: string }
  | { kind: 'engine'; engineKind: string; message: string }
  | { kind: 'unexpected'; message: string; stack?: string };

/** The worker's messages to the thread that started it. */
export type TWorkerMessage =
  | { type: 'progress'; progress: TContractReviewProgress }
  | { type: 'result'; result: TContractReview | Uint8Array }
  | { type: 'failure'; failure: TJobFailure };
