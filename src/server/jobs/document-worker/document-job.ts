import type { TLlmSettings } from '../../../engine';
import type { TDocumentLimits } from '../../../engine/document/document-limits';
import type { TDocxChange, TDocxRedlineOptions } from '../../../engine/document/docx-redline';
import type { TReadDocumentPartiesInput } from '../../../engine/document/read-document-parties';
import type {
  TContractReview,
  TContractReviewInput,
  TContractReviewProgress,
} from '../../../engine/document/review-contract';
import type { TWeActFor } from '../../../shared/schemas/documents';

/** Which engine the worker builds for a review: the built-in one, or an AI service with its settings. */
export type TWorkerEngine = { source: 'builtin' } | { source: 'llm'; settings: TLlmSettings };

/**
 * What one document worker does (decision 037): a contract review, a Word file with tracked changes, or
 * the parties a contract defines, read before its review (decision 042).
 */
export type TDocumentJob =
  | { op: 'review'; input: TContractReviewInput; engine: TWorkerEngine }
  | { op: 'parties'; input: TReadDocumentPartiesInput }
  | {
      op: 'redline';
      /** The uploaded DOCX changed in place, or a new one made of a PDF's or text's extracted text. */
      source: { kind: 'docx'; bytes: Uint8Array } | { kind: 'text'; text: string };
      changes: TDocxChange[];
      options: TDocxRedlineOptions & { limits: TDocumentLimits };
    };

export type TDocumentJobResult<TJob extends TDocumentJob> = TJob extends { op: 'review' }
  ? TContractReview
  : TJob extends { op: 'parties' }
    ? TWeActFor
    : Uint8Array;

/** Why a job failed, as the worker tells it: a document or engine failure keeps its kind and message. */
export type TJobFailure =
  | {
      kind: 'document';
      message: string;
      /** A DocumentLimitError: past a document limit (413 where it answers a request). */
      limit?: boolean;
    }
  | { kind: 'engine'; engineKind: string; message: string }
  | { kind: 'unexpected'; message: string; stack?: string };

/** The worker's messages to the thread that started it. */
export type TWorkerMessage =
  | { type: 'progress'; progress: TContractReviewProgress }
  | { type: 'result'; result: TContractReview | TWeActFor | Uint8Array }
  | { type: 'failure'; failure: TJobFailure };
