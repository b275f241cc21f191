import { hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id baseline: m=19 MiB, t=2, p=1. The algorithm defaults to Argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

/** Verified against when the username is unknown, so both failures cost the same time. */
export const DUMMY_HASH_PROMISE = hashPassword('clausebook-timing-equaliser');
