import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const APP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine sets style attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export const registerSecurityHeaders = (app: FastifyInstance) =>
  app.register(helmet, { contentSecurityPolicy: { directives: APP_DIRECTIVES } });

/**
 * Where Microsoft 365 shows an add-in's task pane in a frame (Word on the web, on OneDrive, SharePoint
 * and office.com): the pane's pages may be framed there only (decision 032).
 */
const OFFICE_FRAME_ANCESTORS = [
  "'self'",
  'https://*.officeapps.live.com',
  'https://*.office.com',
  'https://*.office365.com',
  'https://*.microsoft365.com',
  'https://*.cloud.microsoft',
  'https://*.sharepoint.com',
  'https://onedrive.live.com',
  'https://*.onedrive.live.com',
];

/**
 * The headers of the Word add-in's pages (/addin/, /addin/sign-in), narrower changes of the app's own
 * (decision 032): Microsoft requires office.js from its CDN, so scripts may come from there too; Word
 * on the web frames the pane, so `frame-ancestors` names Microsoft 365's hosts and X-Frame-Options
 * (which cannot name several) is left out; and Office's sign-in dialog on the web talks to the window
 * that opened it, which Cross-Origin-Opener-Policy: same-origin would cut off.
 */
export const ADDIN_PAGE_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      ...APP_DIRECTIVES,
      scriptSrc: ["'self'", 'https://appsforoffice.microsoft.com', 'https://ajax.aspnetcdn.com'],
      frameAncestors: OFFICE_FRAME_ANCESTORS,
    },
  },
  frameguard: false,
  crossOriginOpenerPolicy: false,
};

/** The manifest and the icons: Office fetches them from its own pages, another origin. */
export const ADDIN_RESOURCE_HEADERS: FastifyHelmetOptions = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};
