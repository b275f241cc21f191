import { redlineDocx, textToRedlineDocx } from '../../../engine/document/docx-redline';
import type { TRewriteLevel } from '../../../shared/schemas/review';
import type { TAppContext } from '../../context';
import type { reviewTasks } from '../../db/schema';
import { AppError } from '../../errors';
import type { TDocumentTaskInput } from './document-task-input';
import { readStoredUpload } from './read-stored-upload';
import type { TDocumentResult } from './run-document-task';

/**
 * The reviewed document as Word tracked changes at one level: a DOCX upload changed in place, a PDF
 * (or text) upload rebuilt from its extracted text with the same changes.
 */
export const buildRedlineDocx = async (
  ctx: TAppContext,
  task: typeof reviewTasks.$inferSelect,
  level: TRewriteLevel,
) => {
  if (task.status !== 'completed' || !task.result) {
    throw new AppError(
      'NOT_FOUND',
      'The review is not finished yet: the Word document is available once it has completed.',
    );
  }
  const result = task.result as TDocumentResult;
  const input = task.input as TDocumentTaskInput;
  const changes = result.clauses.flatMap((clause) => {
    const revised = clause[`${level}_final_clause`];
    return revised && revised !== clause.text ? [{ original: clause.text, revised }] : [];
  });
  const bytes =
    input.fileKind === 'docx'
      ? redlineDocx(await readStoredUpload(ctx, input), changes).bytes
      : textToRedlineDocx(result.text, changes);
  const base = input.filename.replace(/\.[^.]+$/, '') || 'document';
  return { bytes, filename: `${base} - ${level} redline.docx` };
};
