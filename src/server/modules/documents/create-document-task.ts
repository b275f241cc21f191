import { randomUUID } from 'node:crypto';
import type { TFileKind } from '../../../engine/document/detect-file-kind';
import type { TAppContext } from '../../context';
import { reviewTasks } from '../../db/schema';
import type { TUploadedFile } from '../../plugins/forms';
import type { TPrincipal } from '../auth/principal';
import { getContractType } from '../playbook/find-playbook-entries';
import type { TDocumentTaskInput } from './document-task-input';

/**
 * Keeps the upload under the task's id and queues the review, as one unit: when any step fails, no
 * task row and no file remain.
 */
export const createDocumentTask = async (
  ctx: TAppContext,
  companyId: number,
  choice: { contract: string; weActFor?: string },
  file: TUploadedFile,
  fileKind: TFileKind,
  reviewer: Pick<TPrincipal, 'role' | 'id' | 'username'>,
) => {
  const contractType = await getContractType(ctx.db, companyId, choice.contract);
  const taskId = randomUUID();
  const storedFile = `${taskId}.${fileKind}`;
  const input: TDocumentTaskInput = {
    storedFile,
    filename: file.filename || `document.${fileKind}`,
    fileKind,
    contract: contractType.name,
    reviewer: reviewer.username,
    ...(choice.weActFor && { weActFor: choice.weActFor }),
  };
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(reviewTasks).values({
        id: taskId,
        companyId,
        kind: 'document',
        input,
        progress: { stage: 'queued', done: 0, total: 1 },
        startedByRole: reviewer.role,
        startedById: reviewer.id,
      });
      await ctx.files.keepUpload(tx, taskId, storedFile, file);
    });
  } catch (error) {
    await ctx.files.discardUpload(storedFile);
    throw error;
  }
  return taskId;
};
