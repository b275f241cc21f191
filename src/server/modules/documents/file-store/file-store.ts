import type { Readable } from 'node:stream';
import type { TDb } from '../../../db/client';
import type { TUploadedFile } from '../../../plugins/forms';

/** A file read back from the store, as a stream of pieces. */
export type TStoredFile = { bytes: number; stream: Readable };

/**
 * Where a document task's files live (decision 007): its upload and the Word files made from it.
 * On disk under DATA_DIR for the embedded database; in PostgreSQL when DATABASE_URL is set, so that
 * instances share nothing but the database.
 */
export type TFileStore = {
  kind: 'disk' | 'database';
  /**
   * Keeps an upload the multipart parser wrote, as `name` of the task being created in `db` (the
   * transaction that inserts the task: on the database both commit or neither does).
   */
  keepUpload: (db: TDb, taskId: string, name: string, file: TUploadedFile) => Promise<void>;
  /** Undoes `keepUpload` when creating the task failed after it. */
  discardUpload: (name: string) => Promise<void>;
  openUpload: (taskId: string, name: string) => Promise<TStoredFile | undefined>;
  /** Keeps a generated file; when another instance stored the same one first, theirs stays. */
  saveOutput: (taskId: string, name: string, bytes: Uint8Array) => Promise<void>;
  openOutput: (taskId: string, name: string) => Promise<TStoredFile | undefined>;
  /** Deletes a task's upload (`uploadName`) and every Word file made from it; none there is no error. */
  deleteTaskFiles: (taskId: string, uploadName: string) => Promise<void>;
};
