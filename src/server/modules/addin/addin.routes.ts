import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config';
import { ADDIN_PAGE_HEADERS, ADDIN_RESOURCE_HEADERS } from '../../plugins/security';
import { ADDIN_ICON_SIZES, drawAddinIcon } from './draw-addin-icon';
import { renderAddinManifest } from './render-addin-manifest';

/** The pages of the task pane: the pane itself and the sign-in page Office opens as a dialog. */
const PANE_PAGES = ['/addin/', '/addin/sign-in'];
const ONE_DAY_S = 24 * 60 * 60;

/** This instance's public address: PUBLIC_URL (its first origin), else the address the request was sent to. */
const publicBaseUrl = (config: Pick<TConfig, 'publicOrigins'>, request: FastifyRequest) =>
  config.publicOrigins?.[0] ?? `${request.protocol}://${request.host}`;

/**
 * The Word add-in as this instance serves it (decision 032): its manifest with this instance's
 * address, its icons (drawn once at start) and the task pane's pages (the second entry of the web
 * build), each with the headers Office needs and no others.
 */
export const registerAddinRoutes = (app: FastifyInstance, config: TConfig) => {
  app.get('/addin/manifest.xml', { helmet: ADDIN_RESOURCE_HEADERS }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', 'attachment; filename="clausebook-word-addin.xml"')
      .header('cache-control', 'no-cache')
      .send(renderAddinManifest(publicBaseUrl(config, request))),
  );

  for (const size of ADDIN_ICON_SIZES) {
    const png = drawAddinIcon(size);
    app.get(`/addin/icon-${size}.png`, { helmet: ADDIN_RESOURCE_HEADERS }, async (_request, reply) =>
      reply.type('image/png').header('cache-control', `public, max-age=${ONE_DAY_S}`).send(png),
    );
  }

  const paneFile = path.join(config.webDir, 'addin', 'index.html');
  for (const url of PANE_PAGES) {
    app.get(url, { helmet: ADDIN_PAGE_HEADERS }, async (_request, reply) => {
      const html = await readFile(paneFile, 'utf8').catch(() => undefined);
      if (html === undefined) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The Word add-in is not built yet: run `npm run build:web`.');
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }
};
