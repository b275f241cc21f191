import type { TDocumentReviewItem, TReviewStarter } from '../../../shared/schemas/document-reviews';
import type { TDocumentProgress, TDocumentTask } from '../../../shared/schemas/documents';
import type { reviewTasks } from '../../db/schema';
import type { TDocumentTaskInput } from './document-task-input';
import type { TDocumentResult } from './run-document-task';

type TTaskRow = typeof reviewTasks.$inferSelect;

/** Who started a review: the uploader's name (kept in the task's input) and role. */
export const presentStarter = (task: Pick<TTaskRow, 'input' | 'startedByRole'>): TReviewStarter => ({
  username: (task.input as TDocumentTaskInput).reviewer ?? null,
  role: task.startedByRole ?? null,
});

/**
 * Why a completed review's Word files cannot be downloaded any more (decision 039): its files were
 * deleted when its retention ended. The same sentence answers the download (410).
 */
export const filesGoneMessage = (filesDeletedAt: Date, retentionDays: number) => {
  const kept = retentionDays > 0 ? `${retentionDays} days` : 'a limited time';
  return `The uploaded document and its Word files were deleted on ${filesDeletedAt.toISOString().slice(0, 10)}: they are kept ${kept} after a review. The report and the issues list stay; upload the document again for new Word files.`;
};

/**
 * A document task's poll answer: progress always, what was uploaded by whom, and the report (as
 * refined by reviewers, without the raw text) once completed.
 */
export const presentDocumentTask = (
  task: TTaskRow,
  result: TDocumentResult | null,
  retentionDays: number,
): TDocumentTask => {
  const input = task.input as TDocumentTaskInput;
  const report = result && (({ text: _text, ...rest }) => rest)(result);
  return {
    taskid: task.id,
    status: task.status,
    progress: (task.progress as TDocumentProgress | null) ?? { stage: 'queued', done: 0, total: 1 },
    ...(task.error ? { error: task.error } : {}),
    filename: input.filename,
    contract: input.contract,
    started_by: presentStarter(task),
    created_at: task.createdAt.toISOString(),
    ...(task.status === 'completed' && task.filesDeletedAt
      ? { files_gone: filesGoneMessage(task.filesDeletedAt, retentionDays) }
      : {}),
    data: report,
  };
};

/** A row of the Reviews list. */
export const presentDocumentReviewItem = (
  task: Pick<TTaskRow, 'id' | 'status' | 'progress' | 'error' | 'input' | 'startedByRole' | 'createdAt'>,
  counts: TDocumentReviewItem['counts'],
  refined: number,
): TDocumentReviewItem => {
  const input = task.input as TDocumentTaskInput;
  return {
    taskid: task.id,
    filename: input.filename,
    file_kind: input.fileKind,
    contract: input.contract,
    started_by: presentStarter(task),
    created_at: task.createdAt.toISOString(),
    status: task.status,
    progress: task.status === 'pending' ? (task.progress ?? { stage: 'queued', done: 0, total: 1 }) : null,
    error: task.status === 'failed' ? (task.error ?? 'The review failed.') : null,
    counts: task.status === 'completed' ? counts : null,
    refined,
  };
};
