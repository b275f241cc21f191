import { MAX_UPLOAD_BYTES } from '../shared/schemas/documents';
import type { TConfig } from './config';
import type { TDb } from './db/client';

/** Limits that tests tighten or loosen; defaults are the product's. */
export type TLimits = {
  /** Attempts per IP address per window on login and admin-creation calls. */
  authPerIp: number;
  /** Failed attempts per username per window before that username is paused. */
  authFailuresPerUsername: number;
  authWindowMs: number;
  sessionTtlMs: number;
  /** Largest document upload (the spec's hint: 200 MB). */
  uploadMaxBytes: number;
};

export const DEFAULT_LIMITS: TLimits = {
  authPerIp: 30,
  authFailuresPerUsername: 5,
  authWindowMs: 15 * 60 * 1000,
  sessionTtlMs: 12 * 60 * 60 * 1000,
  uploadMaxBytes: MAX_UPLOAD_BYTES,
};

/** What every route module receives: no globals, so each test builds its own app. */
export type TAppContext = { db: TDb; config: TConfig; limits: TLimits };
