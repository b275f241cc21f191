import type { TDocumentProgress, TDocumentReport } from '../../../../shared/schemas/documents';
import type { TRewriteLevel } from '../../../../shared/schemas/review';
import type { TRewrite } from '../../../review/components/rewrite-state';

/** Where a document review stands, from the upload to the report. */
export type TDocumentReviewState =
  | { phase: 'idle' }
  /** `fraction`: the share of the file sent (0–1), null while the browser cannot tell. */
  | { phase: 'uploading'; filename: string; fraction: number | null }
  /** A review kept on the server is being fetched. */
  | { phase: 'opening'; taskId: string }
  /** It could not be (deleted, another company's, or the server unreachable): `message` says why. */
  | { phase: 'unavailable'; taskId: string; message: string }
  | { phase: 'reviewing'; taskId: string; filename: string; progress: TDocumentProgress }
  /** `filesGone`: why the Word files cannot be downloaded any more (the server no longer keeps them). */
  | { phase: 'completed'; taskId: string; report: TDocumentReport; filesGone?: string }
  /** The review itself failed (scanned PDF, encrypted file, AI provider down…). */
  | { phase: 'failed'; taskId: string; filename: string; message: string }
  /** Polling gave up: the review may still be running, and can be checked again. */
  | { phase: 'lost'; taskId: string; filename: string; progress: TDocumentProgress; message: string };

/** Each reviewed clause's two rewrites, by clause index; refined one at a time. */
export type TClauseRewrites = Record<number, Record<TRewriteLevel, TRewrite>>;

export const QUEUED: TDocumentProgress = { stage: 'queued', done: 0, total: 1 };

/** The steps of a review as the reviewer sees them (queued and done are not steps). */
const STEPS: Partial<Record<TDocumentProgress['stage'], number>> = {
  extracting: 1,
  splitting: 2,
  classifying: 3,
  evaluating: 4,
};
export const STEP_COUNT = 4;

/** The stage in words: what the server is doing now, with its count where it has one. */
export const describeStage = ({ stage, done, total }: TDocumentProgress): string => {
  switch (stage) {
    case 'queued':
      return 'Waiting to start';
    case 'extracting':
      return 'Reading the document';
    case 'splitting':
      return 'Splitting into clauses';
    case 'classifying':
      return `Detecting clause categories (${done}/${total})`;
    case 'evaluating':
      return `Checking clauses against the playbook (${done}/${total})`;
    case 'done':
      return 'Preparing the report';
  }
};

/** The stage without its count: what a screen reader announces once per stage. */
export const stageName = (progress: TDocumentProgress) =>
  describeStage(progress).replace(/ \(\d+\/\d+\)$/, '');

export const stepOf = (progress: TDocumentProgress) => STEPS[progress.stage];

/** Whether the stage counts its work (so a percentage means something). */
export const isCounted = ({ stage }: TDocumentProgress) => stage === 'classifying' || stage === 'evaluating';

/** The share of the current stage done, as a whole percentage. */
export const stagePercent = ({ done, total }: TDocumentProgress) =>
  total <= 0 ? 100 : Math.round((Math.min(done, total) / total) * 100);
