import type { TDocumentProgress, TDocumentTask } from '../../../shared/schemas/documents';
import type { reviewTasks } from '../../db/schema';
import type { TDocumentResult } from './run-document-task';

/** A document task's poll answer: progress always, the report once completed (without the raw text). */
export const presentDocumentTask = (task: typeof reviewTasks.$inferSelect): TDocumentTask => {
  const result = task.status === 'completed' ? (task.result as TDocumentResult | null) : null;
  const report = result && (({ text: _text, ...rest }) => rest)(result);
  return {
    taskid: task.id,
    status: task.status,
    progress: (task.progress as TDocumentProgress | null) ?? { stage: 'queued', done: 0, total: 1 },
    ...(task.error ? { error: task.error } : {}),
    data: report,
  };
};
