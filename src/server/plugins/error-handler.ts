import type { FastifyError, FastifyInstance } from 'fastify';
import type { TErrorCode } from '../../shared/errors';
import { AppError } from '../errors';

/** Fastify's own errors (bad JSON, body too large, …) as AppErrors with a plain message. */
const fromFastifyError = (error: FastifyError): AppError | undefined => {
  const byStatus: Record<number, [TErrorCode, string]> = {
    400: ['VALIDATION_FAILED', `The request could not be read: ${error.message}`],
    413: ['PAYLOAD_TOO_LARGE', 'The request is too large.'],
    415: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'],
  };
  const mapped = error.statusCode ? byStatus[error.statusCode] : undefined;
  if (error.code === 'FST_FILES_LIMIT')
    return new AppError('VALIDATION_FAILED', 'This call takes no files, or only one.');
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than the upload limit (200 MB per file).');
  return mapped ? new AppError(mapped[0], mapped[1]) : undefined;
};

/** One place maps every error to its status and `{detail, message, code}`; 5xx never leak internals. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastifyError(error);
    if (appError) return reply.status(appError.status).send(appError.toBody());
    request.log.error({ err: error }, 'unhandled error');
    const internal = new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
    return reply.status(500).send(internal.toBody());
  });
};
