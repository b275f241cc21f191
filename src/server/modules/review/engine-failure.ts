import { EngineError } from '../../../engine';
import type { TErrorCode } from '../../../shared/errors';
import { AppError } from '../../errors';

const CODES: Record<EngineError['kind'], TErrorCode> = {
  instruction: 'UNSUPPORTED_INSTRUCTION',
  provider: 'AI_PROVIDER_FAILED',
  'bad-output': 'AI_PROVIDER_FAILED',
  timeout: 'AI_PROVIDER_TIMEOUT',
};

/** Runs an engine call; its failures become AppErrors (400, 502, 504) with the engine's reviewer-facing message. */
export const withEngineErrors = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof EngineError) throw new AppError(CODES[error.kind], error.message);
    throw error;
  }
};
