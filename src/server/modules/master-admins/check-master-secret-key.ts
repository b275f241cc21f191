import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors';

// Hashing first gives equal-length buffers, so the comparison takes the same time for any guess.
const digest = (value: string) => createHash('sha256').update(value).digest();

export const checkMasterSecretKey = (given: string, expected: string) => {
  if (!timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError('INVALID_MASTER_SECRET_KEY', 'The master secret key is not correct.');
  }
};
