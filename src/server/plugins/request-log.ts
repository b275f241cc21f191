import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Load balancers ask for these every few seconds: they are logged only at debug level. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * One line per answered request, instead of Fastify's two: method, path, status and time. The query
 * string is left out, as it may carry data (a company id today, anything tomorrow).
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '';
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, path, status: reply.statusCode, ms };
    const message = `${request.method} ${path} ${reply.statusCode} ${ms}ms`;
    if (error) reply.log.warn({ ...line, err: error }, `${message} (answer cut short)`);
    else if (QUIET_PATHS.has(path.replace(/\/$/, ''))) reply.log.debug(line, message);
    else reply.log.info(line, message);
  }
}
