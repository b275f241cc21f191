import type { FastifyServerOptions } from 'fastify';
import type { TConfig } from './config';

/**
 * The one logger of the server (Fastify's pino): JSON lines for log collectors, or pino-pretty's
 * readable lines in development. `stream` lets a test read what is logged.
 */
export const loggerOptions = (
  config: Pick<TConfig, 'logLevel' | 'logFormat'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] => {
  if (stream) return { level: config.logLevel, stream };
  if (config.logFormat === 'pretty') {
    return {
      level: config.logLevel,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' },
      },
    };
  }
  return { level: config.logLevel };
};
