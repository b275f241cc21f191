import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

/**
 * Serves the built web app and answers client routes (/login, /legal/…) with index.html.
 * Unknown /api paths get a JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance, webDir: string) => {
  const hasBuild = existsSync(`${webDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
    app.get('/assets/*', (request, reply) => reply.sendFile(request.url.slice(1).split('?')[0] ?? ''));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      throw notFound(`No endpoint ${request.method} ${request.url.split('?')[0]}.`);
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build:web`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
