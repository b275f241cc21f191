import { MAX_UPLOAD_BYTES } from '../shared/schemas/documents';
import type { TConfig } from './config';
import type { TDb } from './db/client';
import type { TReadCache } from './db/create-read-cache';
import type { TTaskRunner } from './jobs/task-runner';
import type { TFileStore } from './modules/documents/file-store/file-store';

/** Limits that tests tighten or loosen; defaults are the product's. */
export type TLimits = {
  /** Failed checks of unknown usernames (or master secret keys) per client (IP) per window before it is refused. */
  authFailuresPerClient: number;
  /** Checks of one username from one client before that pair is paused (then one after each pause). */
  authFailuresPerUsernameAndClient: number;
  /** The first pause of a username from one client; each next one doubles, up to `authMaxPauseMs`. */
  authFirstPauseMs: number;
  authMaxPauseMs: number;
  /** Failed checks of one username from all clients per window before its checks are slowed down. */
  authFailuresPerUsername: number;
  /** The pause added to every check of a username past its failure ceiling. */
  authSlowdownMs: number;
  authWindowMs: number;
  sessionTtlMs: number;
  /** Largest document upload (the spec's hint: 200 MB). */
  uploadMaxBytes: number;
  /** A task whose worker has not renewed its lease for this long is taken up by another. */
  taskLeaseMs: number;
  /** How often each instance looks for such tasks. */
  taskSweepMs: number;
  /** Document reviews one instance runs at once; more wait queued (decision 038). */
  documentReviewsPerInstance: number;
  /** Document reviews of one user running at once, over all instances; more wait queued; 0 is no limit. */
  documentReviewsPerUser: number;
  /** Runs of a document task that may lapse (their lease expired unfinished) before it is failed. */
  documentTaskAttempts: number;
  /** How often each instance deletes the files of failed reviews and of those past their retention. */
  fileCleanupMs: number;
  /**
   * Per user (each a paid AI call with credentials): clause tests and refines per window, uploads per
   * theirs; 0 is no limit. The allowances come from the environment (config `costLimits`).
   */
  clauseTestsPerUser: number;
  refinesPerUser: number;
  reviewCallWindowMs: number;
  documentUploadsPerUser: number;
  documentUploadWindowMs: number;
};

export const DEFAULT_LIMITS: TLimits = {
  authFailuresPerClient: 30,
  authFailuresPerUsernameAndClient: 5,
  authFirstPauseMs: 30_000,
  authMaxPauseMs: 15 * 60 * 1000,
  authFailuresPerUsername: 50,
  authSlowdownMs: 2_000,
  authWindowMs: 15 * 60 * 1000,
  sessionTtlMs: 12 * 60 * 60 * 1000,
  uploadMaxBytes: MAX_UPLOAD_BYTES,
  taskLeaseMs: 60_000,
  taskSweepMs: 15_000,
  documentReviewsPerInstance: 4,
  documentReviewsPerUser: 2,
  documentTaskAttempts: 2,
  fileCleanupMs: 60 * 60 * 1000,
  clauseTestsPerUser: 60,
  refinesPerUser: 60,
  reviewCallWindowMs: 10 * 60 * 1000,
  documentUploadsPerUser: 20,
  documentUploadWindowMs: 60 * 60 * 1000,
};

/** What every route module receives: no globals, so each test builds its own app. */
export type TAppContext = {
  db: TDb;
  /** Reads kept between requests while the database is unchanged (embedded database only). */
  readCache: TReadCache;
  config: TConfig;
  limits: TLimits;
  tasks: TTaskRunner;
  /** Where document tasks keep their files: DATA_DIR, or the database when DATABASE_URL is set. */
  files: TFileStore;
};
