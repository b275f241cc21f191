import { describe, expect, it } from 'vitest';
import { decodeToken, encodeToken } from './session-token';

const SECRET = 'x'.repeat(32);

describe('session token', () => {
  const payload = { sid: 'abc', role: 'user' as const, exp: Date.now() + 60_000 };

  it('round-trips a signed payload that carries the role', () => {
    expect(decodeToken(encodeToken(payload, SECRET), SECRET)).toEqual(payload);
  });

  it('refuses another secret, a changed payload, an expired token and garbage', () => {
    const token = encodeToken(payload, SECRET);
    expect(decodeToken(token, 'y'.repeat(32))).toBeUndefined();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'masteradmin' })).toString('base64url');
    expect(decodeToken(`${forged}.${signature}`, SECRET)).toBeUndefined();
    expect(decodeToken(encodeToken({ ...payload, exp: Date.now() - 1 }, SECRET), SECRET)).toBeUndefined();
    expect(decodeToken('not-a-token', SECRET)).toBeUndefined();
    expect(decodeToken('a.b.c', SECRET)).toBeUndefined();
  });
});
