import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './credential-cipher';

const SECRET = 's'.repeat(32);

describe('credential cipher', () => {
  it('round-trips and uses a fresh IV each time', () => {
    const a = encryptSecret('sk-live-123', SECRET);
    const b = encryptSecret('sk-live-123', SECRET);
    expect(a).not.toBe(b);
    expect(decryptSecret(a, SECRET)).toBe('sk-live-123');
  });

  it('detects tampering', () => {
    const [version, iv, tag, data] = encryptSecret('sk-live-123', SECRET).split('.');
    const flipped = Buffer.from(data ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      decryptSecret([version, iv, tag, flipped.toString('base64url')].join('.'), SECRET),
    ).toThrow();
  });
});
