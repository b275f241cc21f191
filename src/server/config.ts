import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DOCUMENT_LIMITS, type TDocumentLimits } from '../engine/document/document-limits';
import { APP_ROOT } from './app-root';
import { DEFAULT_LIMITS, type TLimits } from './context';
import type { TDocumentWorkerBounds } from './jobs/document-worker/run-in-document-worker';

export class ConfigError extends Error {}

/** How many proxy hops to trust (a number), which proxy addresses (a list), or none (false). */
export type TTrustProxy = false | number | string[];

// An address or CIDR range, or one of proxy-addr's named ranges.
const IP_OR_CIDR = /^(?:(?:[0-9.]+|[0-9a-f:]+)(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;

const parseTrustProxy = (value: string): TTrustProxy | undefined => {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((entry) => entry.trim());
  return addresses.every((entry) => IP_OR_CIDR.test(entry)) ? addresses : undefined;
};

/** `https://host[:port]` of a URL, or undefined when it is not an http(s) URL. */
const originOf = (url: string) => {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
};

/** A per-user allowance: a whole number, `0` for no limit; unset or empty → the product's default. */
const allowance = (name: string, fallback: number, unit = 'calls') =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') return fallback;
      if (/^\d{1,9}$/.test(text)) return Number(text);
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a whole number of ${unit} per user (0 turns the limit off)`,
      });
      return z.NEVER;
    });

const MB = 1024 * 1024;

/**
 * How document work is bounded (decision 037): each review or Word file in a worker thread with a
 * memory limit and a budget of busy seconds, and what a document may become while it is read.
 */
export type TDocumentWork = { worker: TDocumentWorkerBounds; limits: TDocumentLimits };

export const DEFAULT_DOCUMENT_WORK: TDocumentWork = {
  worker: { memoryMb: 192, busySeconds: 300 },
  limits: DEFAULT_DOCUMENT_LIMITS,
};

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  MASTER_SECRET_KEY: z.string().min(16, 'MASTER_SECRET_KEY must be at least 16 characters').optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            "TRUST_PROXY must be 'false', a number of proxy hops in front of the app (e.g. 1), or the proxies' addresses (e.g. 10.0.0.5,10.0.1.0/24); 'true' would trust any X-Forwarded-For a client writes",
        });
        return z.NEVER;
      }
      return trust;
    }),
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const origins = value.split(',').map((entry) => originOf(entry.trim()));
      if (origins.some((origin) => origin === undefined)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'PUBLIC_URL must be the address people open, e.g. https://contracts.example.com (several separated by commas)',
        });
        return z.NEVER;
      }
      return origins as string[];
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: "LOG_FORMAT must be 'json' or 'pretty'" }).optional(),
  NODE_ENV: z.string().optional(),
  LLM_API_TYPE: z.enum(['azure', 'openai'], { error: "LLM_API_TYPE must be 'azure' or 'openai'" }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_BASE_URL: z.url({ error: 'LLM_BASE_URL must be a URL' }).optional(),
  LLM_DEPLOYMENT: z.string().optional(),
  LLM_API_VERSION: z.string().default('2024-10-21'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  USER_CLAUSE_TESTS_PER_10_MINUTES: allowance(
    'USER_CLAUSE_TESTS_PER_10_MINUTES',
    DEFAULT_LIMITS.clauseTestsPerUser,
  ),
  USER_REFINEMENTS_PER_10_MINUTES: allowance(
    'USER_REFINEMENTS_PER_10_MINUTES',
    DEFAULT_LIMITS.refinesPerUser,
  ),
  USER_UPLOADS_PER_HOUR: allowance('USER_UPLOADS_PER_HOUR', DEFAULT_LIMITS.documentUploadsPerUser),
  USER_DOCUMENT_REVIEWS_AT_ONCE: allowance(
    'USER_DOCUMENT_REVIEWS_AT_ONCE',
    DEFAULT_LIMITS.documentReviewsPerUser,
    'reviews',
  ),
  DOCUMENT_REVIEWS_PER_INSTANCE: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') return DEFAULT_LIMITS.documentReviewsPerInstance;
      if (/^\d{1,3}$/.test(text) && Number(text) >= 1) return Number(text);
      ctx.addIssue({
        code: 'custom',
        message: 'DOCUMENT_REVIEWS_PER_INSTANCE must be a whole number of reviews from 1 to 999',
      });
      return z.NEVER;
    }),
  DOCUMENT_RETENTION_DAYS: z.coerce
    .number({ error: 'DOCUMENT_RETENTION_DAYS must be a whole number of days' })
    .int({ error: 'DOCUMENT_RETENTION_DAYS must be a whole number of days' })
    .min(0, { error: 'DOCUMENT_RETENTION_DAYS must be 0 (keep until deleted) or more' })
    .max(36_500, { error: 'DOCUMENT_RETENTION_DAYS must be at most 36500' })
    .default(30),
  DOCUMENT_WORKER_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(64, 'DOCUMENT_WORKER_MEMORY_MB must be at least 64 (MB)')
    .max(16_384)
    .default(DEFAULT_DOCUMENT_WORK.worker.memoryMb),
  DOCUMENT_WORK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(DEFAULT_DOCUMENT_WORK.worker.busySeconds),
  DOCUMENT_MAX_UNPACKED_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4_000)
    .default(DEFAULT_DOCUMENT_LIMITS.maxUnpackedBytes / MB),
  DOCUMENT_MAX_PAGES: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_DOCUMENT_LIMITS.maxPages),
  DOCUMENT_MAX_CHARACTERS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(500_000_000)
    .default(DEFAULT_DOCUMENT_LIMITS.maxCharacters),
  SSO_ALLOW_HTTP_LOOPBACK: z
    .enum(['true', 'false', '1', '0', ''], { error: "SSO_ALLOW_HTTP_LOOPBACK must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

/** Every environment variable the server reads (the README's configuration table lists each). */
export const CONFIG_VARIABLES = Object.keys(ZEnv.shape);

/** The per-user allowances an operator sets (0: no limit); their windows are the product's. */
export type TCostLimits = Pick<TLimits, 'clauseTestsPerUser' | 'refinesPerUser' | 'documentUploadsPerUser'>;

/** How many document reviews run at once: per instance, and per user over all instances (0: no limit). */
export type TQueueLimits = Pick<TLimits, 'documentReviewsPerInstance' | 'documentReviewsPerUser'>;

/** Whether `host` is this machine's loopback: only its own users reach a server listening there. */
export const isLoopbackHost = (host: string) =>
  /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(?:\.\d{1,3}){3})$/i.test(host.trim());

/**
 * In production a server others can reach needs PUBLIC_URL: without it, the check that refuses writes
 * sent from other sites compares the Origin with the Host header, which the client writes itself.
 */
const requirePublicUrl = (values: z.infer<typeof ZEnv>) => {
  if (values.NODE_ENV !== 'production' || values.PUBLIC_URL || isLoopbackHost(values.HOST)) return;
  throw new ConfigError(
    `Invalid configuration:\n  PUBLIC_URL: required in production when HOST (${values.HOST}) is not a loopback address. Set it to the address people open, e.g. PUBLIC_URL=https://contracts.example.com, so that writes from any other origin are refused (without it the app would have to trust the Host header each request brings), or keep HOST a loopback address (127.0.0.1) to use the app on this machine only.`,
  );
};

/** The instance's default AI provider, used by companies without credentials of their own. */
export type TLlmDefault = {
  apiType: 'azure' | 'openai';
  apiKey: string;
  baseUrl: string;
  deployment: string;
  apiVersion: string;
};

const llmDefaultFrom = (values: z.infer<typeof ZEnv>): TLlmDefault | undefined => {
  const { LLM_API_TYPE, LLM_API_KEY, LLM_BASE_URL, LLM_DEPLOYMENT, LLM_API_VERSION } = values;
  if (!LLM_API_TYPE && !LLM_BASE_URL) return undefined;
  if (!LLM_API_TYPE || !LLM_BASE_URL || !LLM_DEPLOYMENT) {
    throw new ConfigError(
      'Invalid configuration:\n  LLM_API_TYPE, LLM_BASE_URL and LLM_DEPLOYMENT go together (set all three, or none for the built-in engine)',
    );
  }
  // Local OpenAI-compatible servers (Ollama, llama.cpp) take any key.
  return {
    apiType: LLM_API_TYPE,
    apiKey: LLM_API_KEY ?? 'none',
    baseUrl: LLM_BASE_URL,
    deployment: LLM_DEPLOYMENT,
    apiVersion: LLM_API_VERSION,
  };
};

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  masterSecretKey: string;
  /** Where the generated master secret key is kept, when it was generated (not from the environment). */
  masterSecretKeyFile: string | undefined;
  /** True when this start generated the master secret key. */
  masterSecretKeyGenerated: boolean;
  trustProxy: TTrustProxy;
  /** Origins the web app is served from (PUBLIC_URL); unset → the request's own host. */
  publicOrigins: string[] | undefined;
  logLevel: string;
  /** JSON lines (production, log collectors) or pino-pretty's readable lines (development). */
  logFormat: 'json' | 'pretty';
  webDir: string;
  llmDefault: TLlmDefault | undefined;
  llmTimeoutMs: number;
  costLimits: TCostLimits;
  queueLimits: TQueueLimits;
  /** Days a completed review's upload and Word files are kept; 0 keeps them until the review is deleted. */
  documentRetentionDays: number;
  /**
   * Whether a single sign-on provider may be reached over plain http when it is on this machine
   * (a loopback address): for tests and local trials; every other provider must use https.
   */
  ssoAllowHttpLoopback: boolean;
  documentWork: TDocumentWork;
};

/** pino-pretty is a development dependency: a production install may not have it. */
const prettyLogsAvailable = () => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
};

/** LOG_FORMAT when set; otherwise readable lines in development and JSON lines in production. */
const logFormatOf = (values: z.infer<typeof ZEnv>): TConfig['logFormat'] =>
  values.LOG_FORMAT ?? (values.NODE_ENV !== 'production' && prettyLogsAvailable() ? 'pretty' : 'json');

/** Where uploaded documents are kept. */
export const uploadDirOf = (config: Pick<TConfig, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/** A path as a person at the terminal would type it: relative when under the working directory. */
export const displayPath = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
};

/** Reads a secret from `file`, or generates and stores it (0600) when the file does not exist yet. */
const loadOrCreateSecret = (file: string): { value: string; created: boolean } => {
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 16) return { value, created: false };
    throw new ConfigError(`${file} is empty or too short; delete it to generate a new secret.`);
  }
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { value, created: true };
};

/** Validates the environment; secrets not given are generated once and kept under DATA_DIR. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  requirePublicUrl(values);
  const dataDir = path.resolve(values.DATA_DIR);
  // New: its owner's only; one an earlier version left open is closed once the server starts (main.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  const appSecret = values.APP_SECRET ?? loadOrCreateSecret(path.join(dataDir, 'app-secret')).value;
  const masterKeyFile = path.join(dataDir, 'master-secret-key');
  const masterKey = values.MASTER_SECRET_KEY
    ? { value: values.MASTER_SECRET_KEY, created: false }
    : loadOrCreateSecret(masterKeyFile);

  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    appSecret,
    masterSecretKey: masterKey.value,
    masterSecretKeyFile: values.MASTER_SECRET_KEY ? undefined : masterKeyFile,
    masterSecretKeyGenerated: masterKey.created,
    trustProxy: values.TRUST_PROXY,
    publicOrigins: values.PUBLIC_URL,
    logLevel: values.LOG_LEVEL,
    logFormat: logFormatOf(values),
    webDir: path.join(APP_ROOT, 'dist', 'web'),
    llmDefault: llmDefaultFrom(values),
    llmTimeoutMs: values.LLM_TIMEOUT_MS,
    costLimits: {
      clauseTestsPerUser: values.USER_CLAUSE_TESTS_PER_10_MINUTES,
      refinesPerUser: values.USER_REFINEMENTS_PER_10_MINUTES,
      documentUploadsPerUser: values.USER_UPLOADS_PER_HOUR,
    },
    queueLimits: {
      documentReviewsPerInstance: values.DOCUMENT_REVIEWS_PER_INSTANCE,
      documentReviewsPerUser: values.USER_DOCUMENT_REVIEWS_AT_ONCE,
    },
    documentRetentionDays: values.DOCUMENT_RETENTION_DAYS,
    ssoAllowHttpLoopback: values.SSO_ALLOW_HTTP_LOOPBACK,
    documentWork: {
      worker: { memoryMb: values.DOCUMENT_WORKER_MEMORY_MB, busySeconds: values.DOCUMENT_WORK_SECONDS },
      limits: {
        ...DEFAULT_DOCUMENT_LIMITS,
        maxUnpackedBytes: values.DOCUMENT_MAX_UNPACKED_MB * MB,
        maxPages: values.DOCUMENT_MAX_PAGES,
        maxCharacters: values.DOCUMENT_MAX_CHARACTERS,
      },
    },
  };
};
