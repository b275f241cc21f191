import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for API keys at rest. The key is derived from APP_SECRET with HKDF, so the stored
 * value is useless without the instance secret. Format: v1.<iv>.<tag>.<ciphertext> (base64url).
 */
const deriveKey = (appSecret: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'clausebook', 'company-credentials/v1', 32));

export const encryptSecret = (plain: string, appSecret: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
};

export const decryptSecret = (sealed: string, appSecret: string): string => {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined)
    throw new Error('Unknown credential format');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
};

export const maskSecret = (last4: string) => `••••${last4}`;
