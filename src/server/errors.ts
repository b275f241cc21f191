import { ERROR_STATUS, type TErrorBody, type TErrorCode } from '../shared/errors';

/** The one error type of the server: a code (mapped to a status here) and a message for people. */
export class AppError extends Error {
  readonly code: TErrorCode;

  constructor(code: TErrorCode, message: string) {
    super(message);
    this.code = code;
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
