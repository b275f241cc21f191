import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadDirOf } from '../../../config';
import type { TFileStore } from './file-store';

/** A name the server made (`<task id>.<kind>`), never a path: folders are stripped all the same. */
const inFolder = (folder: string, name: string) => path.join(folder, path.basename(name));

// Deleted already (by another request or instance): what was wanted.
const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

const openFile = async (file: string) => {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { bytes: info.size, stream: createReadStream(file) } : undefined;
};

/**
 * Files under DATA_DIR: uploads in `uploads/` (0600, the folder 0700), generated Word files in
 * `outputs/`. For the embedded database, which lives in the same folder.
 */
export const createDiskFileStore = (dataDir: string): TFileStore => {
  // The folder the multipart parser writes to (app.ts), so that keeping an upload is a rename in place.
  const uploads = uploadDirOf({ dataDir });
  const outputs = path.join(dataDir, 'outputs');
  return {
    kind: 'disk',
    keepUpload: async (_db, _taskId, name, file) => {
      await rename(file.path, inFolder(uploads, name));
      file.kept = true;
    },
    discardUpload: (name) => unlink(inFolder(uploads, name)).catch(() => undefined),
    openUpload: (_taskId, name) => openFile(inFolder(uploads, name)),
    saveOutput: async (taskId, name, bytes) => {
      await mkdir(outputs, { recursive: true, mode: 0o700 });
      // Written under a name of its own first: a reader never sees half a file.
      const partial = path.join(outputs, `partial-${randomUUID()}`);
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, inFolder(outputs, `${taskId}.${name}`));
    },
    openOutput: (taskId, name) => openFile(inFolder(outputs, `${taskId}.${name}`)),
    deleteTaskFiles: async (taskId, uploadName) => {
      await unlink(inFolder(uploads, uploadName)).catch(ignoreMissing);
      const made = (await readdir(outputs).catch(() => [])).filter((name) => name.startsWith(`${taskId}.`));
      for (const name of made) await unlink(path.join(outputs, name)).catch(ignoreMissing);
    },
  };
};
