/** Error codes of the API: each maps to one HTTP status (see server/errors.ts). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNSUPPORTED_INSTRUCTION: 400,
  COMPANY_REQUIRED: 400,
  NOT_AUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  SSO_REQUIRED: 403,
  INVALID_MASTER_SECRET_KEY: 403,
  NOT_FOUND: 404,
  DUPLICATE: 409,
  STALE_EDIT: 409,
  NOT_TRAINED: 409,
  REVIEW_FAILED: 409,
  REVIEW_NOT_FINISHED: 409,
  FILES_DELETED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  AI_PROVIDER_FAILED: 502,
  AI_PROVIDER_TIMEOUT: 504,
  IDENTITY_PROVIDER_FAILED: 502,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

/** Every error answer: the spec's screens read `detail` or `message`; both carry the same text. */
export type TErrorBody = { detail: string; message: string; code: TErrorCode };
