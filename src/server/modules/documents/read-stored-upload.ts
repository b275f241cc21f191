import type { TAppContext } from '../../context';
import { notFound } from '../../errors';
import type { TDocumentTaskInput } from './document-task-input';

/** The bytes of a task's uploaded document, whole: reading a PDF or a DOCX needs all of it. */
export const readStoredUpload = async (ctx: TAppContext, taskId: string, input: TDocumentTaskInput) => {
  const stored = await ctx.files.openUpload(taskId, input.storedFile);
  if (!stored)
    throw notFound('The uploaded document of this review is no longer stored: please upload it again.');
  const pieces: Buffer[] = [];
  for await (const piece of stored.stream) pieces.push(piece as Buffer);
  return new Uint8Array(Buffer.concat(pieces));
};
