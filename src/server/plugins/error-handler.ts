import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorCode } from '../../shared/errors';
import { AppError } from '../errors';
import { bodyTooLarge, fileTooLarge } from '../route';
import { isMalformedMultipart } from './forms';

const multipartFileLimit = (request: FastifyRequest): number | undefined =>
  (request.routeOptions.config as { multipartOptions?: { limits?: { fileSize?: number } } } | undefined)
    ?.multipartOptions?.limits?.fileSize;

/** Fastify's and the body parsers' own errors (bad JSON, body too large, …) as AppErrors with a plain message. */
const fromParserError = (error: FastifyError, request: FastifyRequest): AppError | undefined => {
  if (error.code === 'FST_FILES_LIMIT')
    return new AppError('VALIDATION_FAILED', 'This call takes no files, or only one.');
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    const limit = multipartFileLimit(request);
    return limit ? fileTooLarge(limit) : new AppError('PAYLOAD_TOO_LARGE', 'The file is too large.');
  }
  if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT')
    return new AppError('VALIDATION_FAILED', 'The form has more fields than this call takes.');
  if (isMalformedMultipart(error, request))
    return new AppError(
      'VALIDATION_FAILED',
      `The multipart form could not be read: ${error.message.replace(/\.$/, '')}.`,
    );
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLarge();
  const byStatus: Record<number, [TErrorCode, string]> = {
    400: ['VALIDATION_FAILED', `The request could not be read: ${error.message}`],
    406: ['VALIDATION_FAILED', `The request could not be read: ${error.message}`],
    413: ['PAYLOAD_TOO_LARGE', 'The request is too large.'],
    415: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'],
  };
  const mapped = error.statusCode ? byStatus[error.statusCode] : undefined;
  return mapped ? new AppError(mapped[0], mapped[1]) : undefined;
};

/**
 * What Fastify answers itself, before any route or hook (an address that is not valid
 * percent-encoding): a 400 in the same `{detail, message, code}` shape.
 */
export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(400)
    .send(new AppError('VALIDATION_FAILED', `The request could not be read: ${error.message}`).toBody());

/** Node's HTTP parser errors that have their own status; any other malformed request is a 400. */
const CLIENT_ERROR_STATUS: Record<string, [number, string, TErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'PAYLOAD_TOO_LARGE',
    'The request headers are too large.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    'VALIDATION_FAILED',
    'The request took too long to arrive.',
  ],
};

/**
 * A request Node's HTTP parser cannot read (bytes after a body that are no request, a broken header,
 * headers too large): answered in the same `{detail, message, code}` shape as every other error, then
 * the connection is closed, as the rest of what the client sent cannot be trusted.
 */
export const answerClientError = (error: Error & { code?: string }, socket: Duplex) => {
  // As Node does: no answer once the response in flight has sent its headers (a keep-alive
  // connection that was answered before still gets one).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy(error);
    return;
  }
  const [status, reason, code, message] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'VALIDATION_FAILED',
    'The request could not be read: it is not well-formed HTTP.',
  ];
  const body = JSON.stringify(new AppError(code, message).toBody());
  // Closed once the answer is flushed: a client that keeps its half open does not keep the socket.
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
};

/** One place maps every error to its status and `{detail, message, code}`; 5xx never leak internals. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromParserError(error, request);
    if (appError?.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(appError.retryAfterSeconds));
    if (appError) return reply.status(appError.status).send(appError.toBody());
    request.log.error({ err: error }, 'unhandled error');
    const internal = new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
    return reply.status(500).send(internal.toBody());
  });
};
