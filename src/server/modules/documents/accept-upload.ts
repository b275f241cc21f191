import { open, unlink } from 'node:fs/promises';
import { detectFileKind, type TFileKind } from '../../../engine/document/detect-file-kind';
import { AppError } from '../../errors';
import type { TUploadedFile } from '../../plugins/forms';

const HEAD_BYTES = 8 * 1024;
// A DOCX names word/document.xml in its zip central directory, which sits at the end of the file.
const TAIL_BYTES = 1024 * 1024;

const readSlice = async (file: string, position: 'head' | 'tail') => {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(position === 'head' ? HEAD_BYTES : TAIL_BYTES, size);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, position === 'head' ? 0 : size - length);
    return buffer;
  } finally {
    await handle.close();
  }
};

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PDF and DOCX files can be reviewed. This file is neither.');

/**
 * Checks an uploaded file by its content (not its name) and returns its kind; refuses anything else
 * with 415 and deletes it.
 */
export const acceptUpload = async (file: TUploadedFile | undefined): Promise<TFileKind> => {
  if (!file || typeof file !== 'object' || !('path' in file)) {
    throw new AppError('VALIDATION_FAILED', 'file is required: choose a PDF or DOCX to upload.');
  }
  try {
    if (file.bytes === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
    const kind = detectFileKind(await readSlice(file.path, 'head'));
    if (!kind) throw unsupported();
    if (kind === 'docx' && !(await readSlice(file.path, 'tail')).includes('word/document.xml'))
      throw unsupported();
    return kind;
  } catch (error) {
    await unlink(file.path).catch(() => undefined);
    throw error;
  }
};
