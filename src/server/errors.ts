import { ERROR_STATUS, type TErrorBody, type TErrorCode } from '../shared/errors';

/** The one error type of the server: a code (mapped to a status here) and a message for people. */
export class AppError extends Error {
  readonly code: TErrorCode;
  /** For a refusal that ends (429): sent as the `Retry-After` header. */
  readonly retryAfterSeconds?: number;

  constructor(code: TErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): TErrorBody {
    return { detail: this.message, message: this.message, code: this.code };
  }
}

export const notAuthenticated = () => new AppError('NOT_AUTHENTICATED', 'Please log in to continue.');
export const forbidden = (why: string) => new AppError('FORBIDDEN', why);
export const notFound = (what: string) => new AppError('NOT_FOUND', what);
export const duplicate = (what: string) => new AppError('DUPLICATE', what);
