import {
  bigint,
  bigserial,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reviewTasks } from './review';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files a task keeps when the app runs on a PostgreSQL server (decision 007): its upload and the Word
 * files made from it, so that any instance serves any task. Deleted with their task.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => reviewTasks.id, { onDelete: 'cascade' }),
    /** `<task id>.<kind>` for the upload, `redline-<level>.docx` for a Word output. */
    name: text('name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    chunks: integer('chunks').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_files_task_name').on(t.taskId, t.name)],
);

/** A stored file's bytes in pieces, written and read one at a time (never the whole file in memory). */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
