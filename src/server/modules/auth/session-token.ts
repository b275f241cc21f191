import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TRole } from '../../../shared/schemas/auth';

/**
 * The `access_token` cookie: `base64url(payload).signature`. The payload carries the role (as the
 * spec's client expects) and a random session id; the session itself lives in the database, so
 * logout and expiry end it for every app instance.
 */
export type TTokenPayload = { sid: string; role: TRole; exp: number };

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export const newSessionId = () => randomBytes(32).toString('base64url');

/** Only a hash of the session id is stored, so a database dump holds no usable sessions. */
export const hashSessionId = (sid: string) => createHash('sha256').update(sid).digest('hex');

export const encodeToken = (payload: TTokenPayload, secret: string): string => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
};

export const decodeToken = (token: string, secret: string): TTokenPayload | undefined => {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TTokenPayload;
    return typeof payload.sid === 'string' && payload.exp > Date.now() ? payload : undefined;
  } catch {
    return undefined;
  }
};
