import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

/** A year: the longest `max-age` caches honour. Hashed names change whenever the content does. */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The same URL answers compressed or not, by Accept-Encoding: shared caches must key on it. */
const varyOnEncoding = (response: { setHeader: (name: string, value: string) => unknown }) => {
  response.setHeader('vary', 'accept-encoding');
};

/**
 * Serves the built web app and answers client routes (/login, /legal/…) with index.html.
 * Files under /assets/ carry a content hash in their names, so browsers keep them for a year without
 * asking again; index.html names them, so it is revalidated on every visit (`no-cache`). Both are sent
 * brotli- or gzip-compressed (the `.br`/`.gz` files the build writes beside them) when the browser
 * accepts it. Unknown /api paths get a JSON 404, and a missing asset or add-in file a plain 404, never
 * index.html.
 */
export const registerWebApp = async (app: FastifyInstance, webDir: string) => {
  const hasBuild = existsSync(`${webDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: varyOnEncoding,
    });
    await app.register(fastifyStatic, {
      root: path.join(webDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      immutable: true,
      maxAge: ONE_YEAR_MS,
      setHeaders: varyOnEncoding,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      throw notFound(`No endpoint ${request.method} ${request.url.split('?')[0]}.`);
    }
    // The add-in's own pages and files are routes of their own (modules/addin): anything else is missing.
    if (request.url.startsWith('/assets/') || request.url.startsWith('/addin/')) {
      return reply.status(404).type('text/plain').send('No such file.');
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
