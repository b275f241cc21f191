import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type TBuildAppOptions } from '../../../src/server/app';
import { DEFAULT_DOCUMENT_WORK, type TConfig, uploadDirOf } from '../../../src/server/config';
import { DEFAULT_LIMITS, type TLimits } from '../../../src/server/context';
import { openDatabase, type TDatabase, type TDb } from '../../../src/server/db/client';
import { reviewTasks } from '../../../src/server/db/schema';

export const MASTER_SECRET_KEY = 'test-master-secret-key-0123456789';
export const ADMIN = {
  username: 'root-admin',
  email: 'root@clausebook.test',
  password: 'correct horse battery',
};

/** A new, empty database on the TEST_DATABASE_URL server: its URL, and how to drop it. */
export const createPostgresTestDatabase = async (serverUrl: string) => {
  const name = `clausebook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return { url: url.toString(), drop };
};

/**
 * A fresh database per test file: an isolated PostgreSQL database when TEST_DATABASE_URL is set, else
 * PGlite. `databaseUrl` is the PostgreSQL database's own URL (the app's DATABASE_URL).
 */
const openTestDatabase = async (): Promise<TDatabase & { databaseUrl?: string }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = process.env.CLAUSEBOOK_PGLITE_TEMPLATE;
    const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    return openDatabase({ pgliteTemplate: template });
  }
  const created = await createPostgresTestDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    databaseUrl: created.url,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
};

export const testConfig = (overrides: Partial<TConfig> = {}): TConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'clausebook-api-')),
  databaseUrl: undefined,
  appSecret: randomBytes(32).toString('base64url'),
  masterSecretKey: MASTER_SECRET_KEY,
  masterSecretKeyFile: undefined,
  masterSecretKeyGenerated: false,
  trustProxy: false,
  publicOrigins: undefined,
  logLevel: 'silent',
  logFormat: 'json',
  webDir: '/nonexistent',
  llmDefault: undefined,
  llmTimeoutMs: 2_000,
  costLimits: {
    clauseTestsPerUser: DEFAULT_LIMITS.clauseTestsPerUser,
    refinesPerUser: DEFAULT_LIMITS.refinesPerUser,
    documentUploadsPerUser: DEFAULT_LIMITS.documentUploadsPerUser,
  },
  queueLimits: {
    documentReviewsPerInstance: DEFAULT_LIMITS.documentReviewsPerInstance,
    documentReviewsPerUser: DEFAULT_LIMITS.documentReviewsPerUser,
  },
  documentRetentionDays: 30,
  ssoAllowHttpLoopback: false,
  documentWork: DEFAULT_DOCUMENT_WORK,
  ...overrides,
});

/** A multipart body, as the spec's web app sends. */
export const form = (fields: Record<string, string | number>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  return body;
};

/**
 * Uploaded files left in the upload folder that no document task keeps: there must be none, after
 * any request, accepted or refused.
 */
const orphanUploads = async (db: TDb, uploadDir: string) => {
  const kept = new Set(
    (
      await db.select({ input: reviewTasks.input }).from(reviewTasks).where(eq(reviewTasks.kind, 'document'))
    ).map((task) => (task.input as { storedFile?: string }).storedFile),
  );
  return (existsSync(uploadDir) ? readdirSync(uploadDir) : []).filter((name) => !kept.has(name));
};

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;

export const createTestApp = async (
  options: {
    limits?: Partial<TLimits>;
    config?: Partial<TConfig>;
    fileStore?: TBuildAppOptions['fileStore'];
    logStream?: NodeJS.WritableStream;
  } = {},
) => {
  const database = await openTestDatabase();
  // On PostgreSQL the app knows its DATABASE_URL, as in production: task files live in the database.
  const config = { ...testConfig(), databaseUrl: database.databaseUrl, ...options.config };
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    limits: options.limits,
    fileStore: options.fileStore,
    logStream: options.logStream,
  });

  const post = (url: string, fields: Record<string, string | number>, cookie?: string) =>
    app.inject({ method: 'POST', url, payload: form(fields), headers: cookie ? { cookie } : {} });
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const cookieOf = (response: LightMyRequestResponse) => {
    const token = response.cookies.find((c) => c.name === 'access_token');
    if (!token) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
    return `access_token=${token.value}`;
  };

  const createMasterAdmin = (fields: Partial<typeof ADMIN> = {}) =>
    post('/api/v1/masteradmin/create/', { ...ADMIN, ...fields, master_secret_key: MASTER_SECRET_KEY });

  /** Creates the first master admin (if needed) and returns a logged-in cookie. */
  const loginAsAdmin = async () => {
    await createMasterAdmin();
    return cookieOf(
      await post('/api/v1/masteradmin/login/', { username: ADMIN.username, password: ADMIN.password }),
    );
  };

  const addCompany = async (adminCookie: string, name: string): Promise<number> => {
    const response = await post('/api/v1/masteradmin/add/company/', { company_name: name }, adminCookie);
    if (response.statusCode !== 201) throw new Error(`add company failed: ${response.body}`);
    return response.json().data.id;
  };

  /** Creates a user of `companyId` and returns a logged-in cookie. */
  const loginAsUser = async (adminCookie: string, companyId: number, username = 'jane.doe') => {
    const email = `${username}@example.com`;
    const created = await post(
      '/api/v1/masteradmin/create/user/',
      { username, email, companyid: companyId },
      adminCookie,
    );
    if (created.statusCode !== 201) throw new Error(`create user failed: ${created.body}`);
    return cookieOf(await post('/api/v1/user/login/', { username, email }));
  };

  return {
    app,
    db: database.db,
    config,
    post,
    get,
    cookieOf,
    createMasterAdmin,
    loginAsAdmin,
    addCompany,
    loginAsUser,
    /** Closes the app and its database, failing when an upload was left behind. */
    close: async () => {
      await app.close();
      const orphans = await orphanUploads(database.db, uploadDirOf(config));
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
      if (orphans.length) throw new Error(`uploads left behind: ${orphans.join(', ')}`);
    },
  };
};
