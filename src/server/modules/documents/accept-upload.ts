import { open } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { detectFileKind, type TFileKind } from '../../../engine/document/detect-file-kind';
import type { TDocumentLimits } from '../../../engine/document/document-limits';
import { AppError } from '../../errors';
import type { TUploadedFile } from '../../plugins/forms';
import { checkUploadLimits } from './check-upload-limits';

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

const FILE_REQUIRED = 'The file is required: choose a PDF or DOCX to upload.';

/**
 * The one file of an upload request, as the multipart parser stored it. A `file` value from a JSON,
 * urlencoded or multipart text body is never a file: it is refused, as is a second `file` field.
 */
const uploadedFile = (request: FastifyRequest): TUploadedFile => {
  const files = request.uploads.filter((upload) => upload.field === 'file');
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (Object.hasOwn(body, 'file') && files.length > 0)
    throw new AppError('VALIDATION_FAILED', 'The file was sent twice: send one file part named file.');
  const [file] = files;
  if (!file || !request.isMultipart()) throw new AppError('VALIDATION_FAILED', FILE_REQUIRED);
  return file;
};

const unsupported = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Only PDF, DOCX and plain-text files can be reviewed. This file is none of these.',
  );

/**
 * The request's uploaded file and its kind, checked by content (not by name): anything but a PDF, a
 * DOCX or UTF-8 plain text (a contract saved as .txt, an EDGAR filing) is refused with 415. A file the
 * handler does not keep is deleted after the answer. One sure to be past the document limits is refused
 * with 413 (`checkUploadLimits`).
 */
export const acceptUpload = async (
  request: FastifyRequest,
  limits: TDocumentLimits,
): Promise<{ file: TUploadedFile; kind: TFileKind }> => {
  const file = uploadedFile(request);
  if (file.bytes === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
  const kind = detectFileKind(await readSlice(file.path, 'head'));
  if (!kind) throw unsupported();
  const tail = await readSlice(file.path, 'tail');
  if (kind === 'docx' && !tail.includes('word/document.xml')) throw unsupported();
  await checkUploadLimits(file.path, kind, tail, file.bytes, limits);
  return { file, kind };
};
