import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCX_MEDIA_TYPE } from '../../shared/schemas/documents';
import type { TRouteDoc } from '../route';
import { renderApiReference } from './render-api-reference';

type TJsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

/**
 * A record with fixed keys (`z.record(z.enum([...]), …)`) comes out as `required` names with no
 * `properties`: each is spelt out with the record's value schema, so that readers and linters see
 * the fields.
 */
const spellOutRequired = (node: unknown): void => {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) spellOutRequired(child);
    return;
  }
  const schema = node as TJsonSchema & { additionalProperties?: unknown };
  const value = schema.additionalProperties;
  if (schema.required && value && typeof value === 'object') {
    schema.properties ??= {};
    for (const name of schema.required) schema.properties[name] ??= value;
  }
  for (const child of Object.values(schema)) spellOutRequired(child);
};

/** A zod schema as the JSON Schema an OpenAPI 3.1 document embeds (no `$schema` of its own). */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): TJsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as TJsonSchema;
  spellOutRequired(rest);
  return rest;
};

const ACCESS: Record<TRouteDoc['access'], string> = {
  anyone: 'No login needed.',
  'logged-in': 'Needs a session (the `access_token` cookie).',
  masteradmin: 'Needs a master-admin session; users get 403.',
};

const TAGS: Record<string, string> = {
  auth: 'Logging in and out, and who is logged in.',
  setup: 'The first run: whether a master admin exists yet.',
  admin: 'Master administrators: companies, users, AI-service credentials, other master admins.',
  playbook: "A company's playbook: contract types, clause categories and their guidelines.",
  review: 'Clause testing and refinement, with redlines computed as tasks.',
  documents: 'Whole-document review: upload, progress and report, Word files with tracked changes.',
  operations: 'Health of the running instance.',
};

const ERRORS: Record<number, string> = {
  400: 'The input is invalid (the detail names the field), or a master admin named no company.',
  401: 'Not logged in, or the session has ended.',
  403: 'Not allowed: the wrong role, another company, or a write sent from another site.',
  404: 'No such record, or it belongs to another company.',
  413: 'The file is larger than the upload limit.',
  415: 'The file is none of PDF, DOCX or plain text.',
  429: 'Too many requests: the detail and the Retry-After header say when to try again.',
};

/** `/api/v1/test/document/:taskid/redline.docx` → `/api/v1/test/document/{taskid}/redline.docx`. The
 * server ignores a trailing slash, so paths are listed without one. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** `GET /api/v1/test/document/{taskid}/redline.docx` → `getTestDocumentByTaskidRedlineDocx`. */
export const operationIdOf = (method: string, url: string) => {
  const words = openApiPath(url)
    .replace(/^\/api(\/v\d+)?\//, '')
    .split(/[^A-Za-z0-9{}]+/)
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith('{') ? ['by', segment.slice(1, -1)] : [segment]));
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
};

const parametersOf = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input');
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property as TJsonSchema & { description?: string };
    return {
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      ...(description && { description }),
      schema: rest,
    };
  });
};

const requestBodyOf = (doc: TRouteDoc) => {
  if (!doc.body) return undefined;
  const body = jsonSchema(doc.body, 'input');
  if (doc.upload) {
    const withFile = {
      ...body,
      properties: {
        ...body.properties,
        file: {
          type: 'string',
          format: 'binary',
          contentMediaType: 'application/octet-stream',
          description: `The document: a PDF or a DOCX of at most ${Math.round(doc.upload.maxBytes / (1024 * 1024))} MB.`,
        },
      },
      required: [...(body.required ?? []), 'file'],
    };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: withFile,
          encoding: { file: { contentType: `application/pdf, ${DOCX_MEDIA_TYPE}` } },
        },
      },
    };
  }
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: body },
      'application/x-www-form-urlencoded': { schema: body },
      'application/json': { schema: body },
    },
  };
};

const successOf = (doc: TRouteDoc) => {
  if (doc.status === 204) return { description: 'Done: no content' };
  if (doc.rawAnswer?.binary) {
    return {
      description: doc.rawAnswer.description,
      headers: {
        'Content-Disposition': {
          description: 'attachment, with the file name',
          schema: { type: 'string' },
        },
      },
      content: {
        [doc.rawAnswer.contentType]: {
          schema: { type: 'string', format: 'binary', contentMediaType: doc.rawAnswer.contentType },
        },
      },
    };
  }
  if (doc.rawAnswer) {
    return {
      description: doc.rawAnswer.description,
      content: { [doc.rawAnswer.contentType]: { schema: jsonSchema(doc.response, 'output') } },
    };
  }
  return {
    description: 'Success',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['message', 'data'],
          properties: { message: { type: 'string' }, data: jsonSchema(doc.response, 'output') },
        },
      },
    },
  };
};

/** The client errors an operation can answer, from what it takes and who may call it. */
const clientErrorsOf = (doc: TRouteDoc) => {
  const statuses = new Set<number>();
  if (doc.body || doc.query || doc.params) statuses.add(400);
  if (doc.access !== 'anyone') statuses.add(401).add(403);
  // Every write is refused when it comes from another site (plugins/same-origin.ts).
  if (doc.method !== 'GET') statuses.add(403);
  if (doc.params) statuses.add(404);
  if (doc.upload) statuses.add(413).add(415);
  if (doc.perUserLimit) statuses.add(429);
  return [...statuses].sort();
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const operationOf = (doc: TRouteDoc) => {
  const parameters = [...parametersOf(doc.params, 'path'), ...parametersOf(doc.query, 'query')];
  const requestBody = requestBodyOf(doc);
  return {
    operationId: operationIdOf(doc.method, doc.url),
    summary: doc.summary,
    description: ACCESS[doc.access],
    tags: [doc.tag],
    security: doc.access === 'anyone' ? [] : [{ sessionCookie: [] }],
    ...(parameters.length && { parameters }),
    ...(requestBody && { requestBody }),
    responses: {
      [doc.status ?? 200]: successOf(doc),
      ...Object.fromEntries(
        clientErrorsOf(doc).map((status) => [status, errorResponse(ERRORS[status] ?? 'Client error')]),
      ),
      default: errorResponse(
        'Any other error, e.g. 409 (duplicate, stale edit, the Word file of a failed review), 410 (the Word file of a review whose files are no longer kept), 502/504 (AI service).',
      ),
    },
  };
};

/** Builds the OpenAPI 3.1 document from the routes' own zod schemas, so it cannot drift. */
export const buildOpenApiDocument = (docs: TRouteDoc[]) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    const path = openApiPath(doc.url);
    paths[path] = { ...paths[path], [doc.method.toLowerCase()]: operationOf(doc) };
  }
  const usedTags = [...new Set(docs.map((doc) => doc.tag))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Clausebook API',
      version: '1',
      description:
        'Contract review against a legal team’s own playbook. Successful answers are `{message, data}`; errors are `{detail, message, code}`. Bodies may be sent as multipart, urlencoded or JSON. Master admins name the company they act for with `company_id`. A browsable version of this document is at /api/docs.html.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The instance serving this document' }],
    tags: usedTags.map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'access_token',
          description:
            'The session cookie set by the login calls (HttpOnly, SameSite=Lax); logout or expiry ends it.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['detail', 'message', 'code'],
          properties: {
            detail: { type: 'string' },
            message: { type: 'string', description: 'The same text as detail.' },
            code: { type: 'string', description: 'e.g. VALIDATION_FAILED, NOT_AUTHENTICATED, RATE_LIMITED' },
          },
        },
      },
    },
  };
};

export type TOpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** The document as JSON at /api/docs, and as a page people can read at /api/docs.html. */
export const registerOpenApi = (app: FastifyInstance, docs: TRouteDoc[]) => {
  let document: TOpenApiDocument | undefined;
  let page: string | undefined;
  const built = () => {
    document ??= buildOpenApiDocument(docs);
    return document;
  };
  app.get('/api/docs', async () => built());
  app.get('/api/docs.html', async (_request, reply) => {
    page ??= renderApiReference(built());
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
};
