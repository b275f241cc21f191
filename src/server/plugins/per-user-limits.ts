import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAppContext } from '../context';
import { AppError } from '../errors';
import { duration, hitRateLimit, peekRateLimit, type TRateLimitWindow } from './rate-limit';

/** The calls that cost money with AI credentials, each limited per user. */
export type TCostlyCall = 'clause-test' | 'refine' | 'document-upload' | 'document-parties';

const WHAT: Record<TCostlyCall, string> = {
  'clause-test': 'clause tests',
  refine: 'refinements',
  'document-upload': 'document uploads',
  'document-parties': "reads of a contract's parties",
};

export type TPerUserLimit = {
  /** Before the body is read: refuses a user whose allowance is already spent (no upload stored). */
  refuseWhenSpent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Once the input is valid, before the costly work: counts the call, refusing one over the limit. */
  count: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/**
 * A fixed-window limit per user (master admins included) on one costly call, counted in the
 * database (`rate_limits`) so that every instance shares it. Over the limit: 429 with a
 * `Retry-After` header and a detail that says when to try again. An allowance of 0 is no limit.
 */
export const perUserLimit = (ctx: TAppContext, call: TCostlyCall): TPerUserLimit | undefined => {
  const { max, windowMs } = {
    'clause-test': { max: ctx.limits.clauseTestsPerUser, windowMs: ctx.limits.reviewCallWindowMs },
    refine: { max: ctx.limits.refinesPerUser, windowMs: ctx.limits.reviewCallWindowMs },
    'document-upload': {
      max: ctx.limits.documentUploadsPerUser,
      windowMs: ctx.limits.documentUploadWindowMs,
    },
    // Reading the parties costs a document's reading, not an AI call: an upload's allowance, counted
    // apart so that choosing whom we act for does not spend the reviews.
    'document-parties': {
      max: ctx.limits.documentUploadsPerUser,
      windowMs: ctx.limits.documentUploadWindowMs,
    },
  }[call];
  if (max === 0) return undefined;
  const keyOf = (request: FastifyRequest) =>
    `cost:${call}:${request.principal?.role ?? 'anonymous'}:${request.principal?.id ?? request.ip}`;

  const refuse = (reply: FastifyReply, window: TRateLimitWindow) => {
    const waitMs = window.resetsAt.getTime() - Date.now();
    reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
    return new AppError(
      'RATE_LIMITED',
      `Too many ${WHAT[call]}: at most ${max} every ${duration(windowMs)} per user. Please try again in ${duration(waitMs)}.`,
    );
  };

  return {
    refuseWhenSpent: async (request, reply) => {
      const window = await peekRateLimit(ctx.db, keyOf(request), windowMs);
      if (window.hits >= max) throw refuse(reply, window);
    },
    count: async (request, reply) => {
      const window = await hitRateLimit(ctx.db, keyOf(request), windowMs);
      if (window.hits > max) throw refuse(reply, window);
    },
  };
};
