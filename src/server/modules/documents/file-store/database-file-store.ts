import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { storedFileChunks, storedFiles } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import type { TFileStore, TStoredFile } from './file-store';

/** Pieces small enough for one statement each, large enough that a 200 MB file is 400 of them. */
export const CHUNK_BYTES = 512 * 1024;

/** Writes a file piece by piece (one piece in memory at a time) and records its size. */
const writeChunks = async (
  db: TDb,
  taskId: string,
  name: string,
  pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
) => {
  const [file] = await db
    .insert(storedFiles)
    .values({ taskId, name, bytes: 0, chunks: 0 })
    .returning({ id: storedFiles.id });
  if (!file) throw new Error('insert returned no row');
  let seq = 0;
  let bytes = 0;
  for await (const data of pieces) {
    await db.insert(storedFileChunks).values({ fileId: file.id, seq, data });
    seq += 1;
    bytes += data.length;
  }
  await db.update(storedFiles).set({ bytes, chunks: seq }).where(eq(storedFiles.id, file.id));
};

function* slices(bytes: Uint8Array) {
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES)
    yield bytes.subarray(start, start + CHUNK_BYTES);
}

/** Reads the pieces one query at a time, as the stream's reader asks for them. */
async function* readChunks(db: TDb, fileId: number, chunks: number) {
  for (let seq = 0; seq < chunks; seq += 1) {
    const [chunk] = await db
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
    if (!chunk) throw new Error(`stored file ${fileId} lacks piece ${seq}`);
    yield Buffer.from(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength);
  }
}

const openStored = async (db: TDb, taskId: string, name: string): Promise<TStoredFile | undefined> => {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.taskId, taskId), eq(storedFiles.name, name)));
  return file && { bytes: file.bytes, stream: Readable.from(readChunks(db, file.id, file.chunks)) };
};

/**
 * Files in PostgreSQL (`stored_files`, `stored_file_chunks`), written and read in pieces of 512 KB,
 * so that any instance serves any task and no instance needs a disk of its own. A file is visible
 * only once whole: it is written in one transaction. `earlierUploads` is where uploads were kept
 * before (DATA_DIR/uploads), read when the database has no such upload.
 */
export const createDatabaseFileStore = (db: TDb, earlierUploads?: TFileStore): TFileStore => ({
  kind: 'database',
  // The parser's file stays where it is: the forms plugin deletes it once the answer has gone out.
  keepUpload: (tx, taskId, name, file) =>
    writeChunks(tx, taskId, name, createReadStream(file.path, { highWaterMark: CHUNK_BYTES })),
  // Written in the task's transaction: a failed task creation rolled it back already.
  discardUpload: async () => {},
  // Uploads kept on disk before files moved into the database stay readable where they are.
  openUpload: async (taskId, name) =>
    (await openStored(db, taskId, name)) ?? earlierUploads?.openUpload(taskId, name),
  saveOutput: async (taskId, name, bytes) => {
    try {
      await db.transaction((tx) => writeChunks(tx, taskId, name, slices(bytes)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  },
  openOutput: (taskId, name) => openStored(db, taskId, name),
  // Their pieces go with them (on delete cascade); an upload kept on disk before goes too.
  deleteTaskFiles: async (taskId, uploadName) => {
    await db.delete(storedFiles).where(eq(storedFiles.taskId, taskId));
    await earlierUploads?.deleteTaskFiles(taskId, uploadName);
  },
});
