import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';
import { requireLoggedIn, requireMasterAdmin } from './modules/auth/auth.policy';
import type { TPrincipal } from './modules/auth/principal';
import type { TPerUserLimit } from './plugins/per-user-limits';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TRouteInput<B, Q, P> = {
  body: B;
  query: Q;
  params: P;
  principal: TPrincipal | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type TRouteDefinition<
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
> = {
  method: TMethod;
  url: string;
  summary: string;
  tag: string;
  /** Who may call it: checked before the input is read, and listed in the OpenAPI document. */
  access: 'anyone' | 'logged-in' | 'masteradmin';
  body?: B;
  query?: Q;
  params?: P;
  /** Schema of `data` in the `{message, data}` answer. */
  response: R;
  /** 204: the answer has no body (`response` is then `z.null()`). */
  status?: number;
  /** An upload route: one multipart file part named `file` of at most `maxBytes`. */
  upload?: { maxBytes: number };
  /**
   * An answer other than the `{message, data}` envelope (documented only: such routes send it
   * themselves): a file (`binary`), or JSON of `response`'s shape.
   */
  rawAnswer?: { contentType: string; binary: boolean; description: string };
  /** A per-user limit on a costly call: checked before the body is read, counted once the input is valid. */
  perUserLimit?: TPerUserLimit;
  handler: (
    input: TRouteInput<z.output<B>, z.output<Q>, z.output<P>>,
  ) => Promise<{ message: string; data: z.input<R>; meta?: Record<string, unknown> }>;
};

export type TRouteDoc = Omit<TRouteDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>, 'handler'>;

const EMPTY = z.object({});

/**
 * One problem as a sentence that names its field as the API knows it: the shared schemas' messages
 * start with the field's name ('email is required'), kept as it is after 'The', as the web forms
 * show them; a message that does not name its field gets it in front.
 */
const describeIssue = (issue: z.core.$ZodIssue): string => {
  const field = issue.path.join('.');
  if (field && issue.message.startsWith(`${field} `)) return `The ${issue.message}`;
  if (field) return `The ${field} field: ${issue.message}`;
  return `${issue.message.charAt(0).toUpperCase()}${issue.message.slice(1)}`;
};

/** Turns the first problems zod found into sentences that name the fields. */
export const describeIssues = (error: z.ZodError): string =>
  [...new Set(error.issues.map(describeIssue))].slice(0, 5).join('; ');

export const parseInput = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('VALIDATION_FAILED', describeIssues(result.error));
  return result.data;
};

/** Room for the form's other fields and the multipart framing around the file. */
const UPLOAD_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Every JSON, urlencoded or other non-multipart body, on every route (the server's `bodyLimit`):
 * the upload route's file is a multipart part, bounded by its own limits, never this body.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const bodyTooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'The request body is larger than 1 MB, the limit for JSON and form fields; a document is sent as a file (multipart/form-data).',
  );

const uploadOptions = (maxBytes: number) => ({
  config: { multipartOptions: { limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 11 } } },
});

export const fileTooLarge = (maxBytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than the upload limit (${Math.round(maxBytes / (1024 * 1024))} MB per file).`,
  );

// Before the body is read (`isMultipart()` is only known once the parser has started).
const announcesMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

const refuseAnnouncedOversize = (request: FastifyRequest, maxBytes: number) => {
  const announced = Number(request.headers['content-length']);
  if (!announcesMultipart(request) && announced > BODY_LIMIT_BYTES) throw bodyTooLarge();
  if (announced > maxBytes + UPLOAD_OVERHEAD_BYTES) throw fileTooLarge(maxBytes);
};

/**
 * Registers one endpoint: validates the input with the shared zod schemas (no side effects before
 * that), runs the handler, checks the answer against its declared schema and records it for the
 * OpenAPI document.
 */
export const defineRoute = <
  B extends z.ZodType = typeof EMPTY,
  Q extends z.ZodType = typeof EMPTY,
  P extends z.ZodType = typeof EMPTY,
  R extends z.ZodType = z.ZodType,
>(
  app: FastifyInstance,
  docs: TRouteDoc[],
  definition: TRouteDefinition<B, Q, P, R>,
) => {
  const { handler, ...doc } = definition;
  docs.push(doc as unknown as TRouteDoc);
  app.route({
    method: definition.method,
    url: definition.url,
    ...(definition.upload && uploadOptions(definition.upload.maxBytes)),
    // Who may call is checked before the body is read: an anonymous caller gets 401, never a 400,
    // and an upload from someone not allowed, or announced as too large, is not even stored.
    onRequest: async (request, reply) => {
      if (definition.access === 'logged-in') requireLoggedIn(request.principal);
      if (definition.access === 'masteradmin') requireMasterAdmin(request.principal);
      if (definition.upload) refuseAnnouncedOversize(request, definition.upload.maxBytes);
      await definition.perUserLimit?.refuseWhenSpent(request, reply);
    },
    handler: async (request, reply) => {
      const input = {
        body: parseInput(definition.body ?? EMPTY, request.body),
        query: parseInput(definition.query ?? EMPTY, request.query),
        params: parseInput(definition.params ?? EMPTY, request.params),
        principal: request.principal,
        request,
        reply,
      } as TRouteInput<z.output<B>, z.output<Q>, z.output<P>>;
      await definition.perUserLimit?.count(request, reply);
      const result = await handler(input);
      // No Content: nothing to say beyond the status (a deletion).
      if (definition.status === 204) return reply.status(204).send();
      reply.status(definition.status ?? 200);
      // `meta` puts fields beside `data`, e.g. a task poll's `status` as the spec's client reads it.
      return { message: result.message, ...result.meta, data: definition.response.parse(result.data) };
    },
  });
};
