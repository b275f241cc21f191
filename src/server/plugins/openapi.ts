import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TRouteDoc } from '../route';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

const SECURITY: Record<TRouteDoc['access'], string> = {
  anyone: 'No login needed.',
  'logged-in': 'Needs a session (cookie access_token).',
  masteradmin: 'Needs a master-admin session; users get 403.',
};

/** Builds the OpenAPI 3.1 document from the routes' own zod schemas, so it cannot drift. */
export const buildOpenApiDocument = (docs: TRouteDoc[]) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    const path = doc.url.replace(/:(\w+)/g, '{$1}');
    const body = doc.body ? jsonSchema(doc.body, 'input') : undefined;
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[doc.method.toLowerCase()] = {
      summary: doc.summary,
      description: SECURITY[doc.access],
      tags: [doc.tag],
      ...(body && {
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': { schema: body },
            'application/x-www-form-urlencoded': { schema: body },
            'application/json': { schema: body },
          },
        },
      }),
      responses: {
        [doc.status ?? 200]: {
          description: 'Success',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { message: { type: 'string' }, data: jsonSchema(doc.response, 'output') },
              },
            },
          },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Clausebook API', version: '1' },
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['detail', 'message', 'code'],
          properties: { detail: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } },
        },
      },
    },
  };
};

export const registerOpenApi = (app: FastifyInstance, docs: TRouteDoc[]) => {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/docs', async () => {
    document ??= buildOpenApiDocument(docs);
    return document;
  });
};
