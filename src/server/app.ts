import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type TConfig, type TTrustProxy, uploadDirOf } from './config';
import { DEFAULT_LIMITS, type TAppContext, type TLimits } from './context';
import { pingDatabase, type TDb } from './db/client';
import { createReadCache } from './db/create-read-cache';
import { startHousekeeping } from './jobs/housekeeping';
import { createTaskRunner } from './jobs/task-runner';
import { loggerOptions } from './logger-options';
import { registerAddinRoutes } from './modules/addin/addin.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCompanyRoutes } from './modules/companies/companies.routes';
import { registerCredentialRoutes } from './modules/credentials/credentials.routes';
import { registerDocumentRoutes } from './modules/documents/documents.routes';
import { createDatabaseFileStore } from './modules/documents/file-store/database-file-store';
import { createDiskFileStore } from './modules/documents/file-store/disk-file-store';
import type { TFileStore } from './modules/documents/file-store/file-store';
import { registerMasterAdminRoutes } from './modules/master-admins/master-admins.routes';
import { registerPlaybookRoutes } from './modules/playbook/playbook.routes';
import { registerReviewRoutes } from './modules/review/review.routes';
import { registerSsoRoutes } from './modules/sso/sso.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerFairTurns } from './plugins/fair-turns';
import { registerForms } from './plugins/forms';
import { registerOpenApi } from './plugins/openapi';
import { RequestLogController } from './plugins/request-log';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security';
import { registerSessions } from './plugins/session';
import { registerWebApp } from './plugins/web';
import { BODY_LIMIT_BYTES, type TRouteDoc } from './route';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean() });

/** A hop count trusts that many proxies in front of the app, nearest first (as proxy-addr counts). */
const fastifyTrustProxy = (trust: TTrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export type TBuildAppOptions = {
  config: TConfig;
  db: TDb;
  limits?: Partial<TLimits>;
  /** Log as configured (LOG_LEVEL, LOG_FORMAT); off unless asked for. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Where task files live: the database when DATABASE_URL is set (the default), else DATA_DIR. */
  fileStore?: TFileStore['kind'];
  /**
   * Take up abandoned tasks, and delete the files of reviews no longer kept, at start and
   * periodically (the server does; most tests do not).
   */
  sweepTasks?: boolean;
};

/** The whole HTTP app, without listening: main.ts listens, tests call `inject`. */
export const buildApp = async (options: TBuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger || options.logStream ? loggerOptions(options.config, options.logStream) : false,
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const onDisk = createDiskFileStore(options.config.dataDir);
  const fileStore = options.fileStore ?? (options.config.databaseUrl ? 'database' : 'disk');
  const ctx = {
    db: options.db,
    readCache: createReadCache(options.db),
    config: options.config,
    limits: {
      ...DEFAULT_LIMITS,
      ...options.config.costLimits,
      ...options.config.queueLimits,
      ...options.limits,
    },
    files: fileStore === 'database' ? createDatabaseFileStore(options.db, onDisk) : onDisk,
  } as TAppContext;
  ctx.tasks = createTaskRunner(ctx, app.log);
  if (options.sweepTasks) {
    app.addHook('onReady', async () => ctx.tasks.startSweeping());
    let stopCleanup = () => {};
    app.addHook('onReady', async () => {
      stopCleanup = startHousekeeping(ctx, app.log);
    });
    app.addHook('onClose', async () => stopCleanup());
  }
  app.addHook('onClose', () => ctx.tasks.close());

  registerFairTurns(app);
  registerErrorHandler(app);
  registerSameOriginCheck(app, options.config);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  await registerForms(app, uploadDirOf(options.config));
  registerSessions(app, ctx);

  const docs: TRouteDoc[] = [];
  registerAuthRoutes(app, ctx, docs);
  registerMasterAdminRoutes(app, ctx, docs);
  registerCompanyRoutes(app, ctx, docs);
  registerUserRoutes(app, ctx, docs);
  registerCredentialRoutes(app, ctx, docs);
  registerSsoRoutes(app, ctx, docs);
  registerPlaybookRoutes(app, ctx, docs);
  registerReviewRoutes(app, ctx, docs);
  registerDocumentRoutes(app, ctx, docs);
  docs.push({
    method: 'GET',
    url: '/api/health',
    summary: 'Whether this instance and its database answer (200), or not (503); for load balancers',
    tag: 'operations',
    access: 'anyone',
    response: ZHealth,
    rawAnswer: { contentType: 'application/json', binary: false, description: 'Healthy' },
  });
  registerOpenApi(app, docs);

  app.get('/api/health', async (_request, reply) => {
    const database = await pingDatabase(ctx.db);
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'degraded', database });
  });

  registerAddinRoutes(app, options.config);
  await registerWebApp(app, options.config.webDir);
  return app;
};
