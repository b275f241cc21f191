import { rename } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TFileKind } from '../../../engine/document/detect-file-kind';
import type { TAppContext } from '../../context';
import { reviewTasks } from '../../db/schema';
import type { TUploadedFile } from '../../plugins/forms';
import { getContractType } from '../playbook/find-playbook-entries';
import type { TDocumentTaskInput } from './document-task-input';

/** Keeps the upload under the task's id and queues the review. */
export const createDocumentTask = async (
  ctx: TAppContext,
  companyId: number,
  contractName: string,
  file: TUploadedFile,
  fileKind: TFileKind,
) => {
  const contractType = await getContractType(ctx.db, companyId, contractName);
  const [task] = await ctx.db
    .insert(reviewTasks)
    .values({
      companyId,
      kind: 'document',
      input: {},
      progress: { stage: 'queued', done: 0, total: 1 },
    })
    .returning();
  if (!task) throw new Error('insert returned no row');
  const filePath = path.join(path.dirname(file.path), `${task.id}.${fileKind}`);
  await rename(file.path, filePath);
  const input: TDocumentTaskInput = {
    filePath,
    filename: path.basename(file.filename || `document.${fileKind}`),
    fileKind,
    contract: contractType.name,
  };
  await ctx.db.update(reviewTasks).set({ input }).where(eq(reviewTasks.id, task.id));
  return task.id;
};
