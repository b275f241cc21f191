import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadDirOf } from '../../config';
import type { TAppContext } from '../../context';
import type { TDocumentTaskInput } from './document-task-input';

/** The bytes of a task's uploaded document. */
export const readStoredUpload = async (ctx: TAppContext, input: TDocumentTaskInput) =>
  new Uint8Array(await readFile(path.join(uploadDirOf(ctx.config), path.basename(input.storedFile))));
