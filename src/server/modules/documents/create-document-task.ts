import { randomUUID } from 'node:crypto';
import { rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { TFileKind } from '../../../engine/document/detect-file-kind';
import { uploadDirOf } from '../../config';
import type { TAppContext } from '../../context';
import { reviewTasks } from '../../db/schema';
import type { TUploadedFile } from '../../plugins/forms';
import { getContractType } from '../playbook/find-playbook-entries';
import type { TDocumentTaskInput } from './document-task-input';

/**
 * Keeps the upload under the task's id and queues the review, as one unit: when any step fails, no
 * task row and no file remain.
 */
export const createDocumentTask = async (
  ctx: TAppContext,
  companyId: number,
  contractName: string,
  file: TUploadedFile,
  fileKind: TFileKind,
) => {
  const contractType = await getContractType(ctx.db, companyId, contractName);
  const taskId = randomUUID();
  const storedFile = `${taskId}.${fileKind}`;
  const storedPath = path.join(uploadDirOf(ctx.config), storedFile);
  const input: TDocumentTaskInput = {
    storedFile,
    filename: file.filename || `document.${fileKind}`,
    fileKind,
    contract: contractType.name,
  };
  await rename(file.path, storedPath);
  try {
    await ctx.db.insert(reviewTasks).values({
      id: taskId,
      companyId,
      kind: 'document',
      input,
      progress: { stage: 'queued', done: 0, total: 1 },
    });
  } catch (error) {
    await unlink(storedPath).catch(() => undefined);
    throw error;
  }
  file.kept = true;
  return taskId;
};
