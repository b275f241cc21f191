import { parse as parseQueryString } from 'node:querystring';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Bodies arrive as multipart (the spec's forms), urlencoded or JSON. The spec's user login is sent
 * with a misspelt multipart content type, so any other content type is read as JSON or, failing
 * that, as urlencoded.
 */
export const registerForms = async (app: FastifyInstance) => {
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 50, fieldSize: 1024 * 1024, files: 0, parts: 60 },
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    if (text.startsWith('{')) {
      try {
        return done(null, JSON.parse(text));
      } catch {
        // fall through: not JSON after all
      }
    }
    done(null, parseQueryString(text));
  });
};
