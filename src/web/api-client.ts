import { MESSAGES } from '../shared/messages';

const API_BASE = '/api/v1';

/** The address of an API path, e.g. `apiUrl('/test/document/…')` → '/api/v1/test/document/…'. */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

export const NETWORK_ERROR_DETAIL =
  'Could not reach the Clausebook server. Check your connection and try again.';

/** Any failed call: the server's error body (`detail`, `message`, `code`) plus the HTTP status (0 = no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string;

  constructor(status: number, detail: string, code: string) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

/** Normalises anything thrown into an ApiError, so every error popup can show a `detail`. */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (error instanceof Error) return new ApiError(0, error.message || MESSAGES.somethingWentWrong, 'UNKNOWN');
  return new ApiError(0, MESSAGES.somethingWentWrong, 'UNKNOWN');
};

export type TApiResult<T> = { status: number; message: string; data: T };

/**
 * What checks an answer's `data`: a shared zod schema, or (for the calls every page makes, which must
 * not pull zod into the first download) a small hand-written reader of the same shape.
 */
export type TDataSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
};

/** For answers whose `data` the app does not read. */
export const ANY_DATA: TDataSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

type TRequestOptions<T> = {
  method?: 'GET' | 'POST';
  /** Sent as a multipart form body, as the spec's calls are (a FormData where it carries a file). */
  form?: Record<string, string> | FormData;
  /** Schema of the answer's `data`. */
  data: TDataSchema<T>;
  /** Cancels the call: it then rejects with the AbortError, not a network error. */
  signal?: AbortSignal;
};

/** The JSON of an answer's body text; undefined when empty or not JSON. */
export const parseJson = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const readJson = async (response: Response): Promise<unknown> => parseJson(await response.text());

const fieldsOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

/** The ApiError of a failed answer: its `detail` (or `message`), code and status. */
export const errorFrom = (status: number, body: unknown): ApiError => {
  const fields = fieldsOf(body);
  const detail =
    typeof fields.detail === 'string' && fields.detail !== ''
      ? fields.detail
      : typeof fields.message === 'string' && fields.message !== ''
        ? fields.message
        : `The server answered with status ${status}. ${MESSAGES.somethingWentWrong}`;
  const code = typeof fields.code === 'string' ? fields.code : 'UNKNOWN';
  return new ApiError(status, detail, code);
};

const toFormData = (form: Record<string, string> | FormData): FormData => {
  if (form instanceof FormData) return form;
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) body.append(name, value);
  return body;
};

/** The bearer token of the Word add-in's session, when it has one (the web app uses its cookie). */
let bearerToken: (() => string | null) | undefined;

/**
 * Makes every call send `Authorization: Bearer <token>` and no cookie: the Word add-in, whose pane
 * cannot rely on cookies (Word on the web blocks third-party ones), calls this once at start.
 */
export const authenticateWithBearer = (token: () => string | null) => {
  bearerToken = token;
};

/** How a call names its session: the bearer header (the add-in), else the session cookie. */
export const sessionRequestInit = (): Pick<RequestInit, 'credentials' | 'headers'> => {
  const token = bearerToken?.();
  return bearerToken
    ? { credentials: 'omit', headers: token ? { Authorization: `Bearer ${token}` } : {} }
    : { credentials: 'include', headers: {} };
};

/** Calls `/api/v1{path}` with the session; resolves with the validated envelope, throws ApiError. */
export const apiRequest = async <T>(path: string, options: TRequestOptions<T>): Promise<TApiResult<T>> => {
  let response: Response;
  const session = sessionRequestInit();
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? (options.form ? 'POST' : 'GET'),
      credentials: session.credentials,
      headers: { Accept: 'application/json', ...session.headers },
      body: options.form ? toFormData(options.form) : undefined,
      signal: options.signal,
    });
  } catch (failure) {
    if (options.signal?.aborted) throw failure;
    throw new ApiError(0, NETWORK_ERROR_DETAIL, 'NETWORK_ERROR');
  }

  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, body);
  return envelopeFrom(response.status, body, options.data);
};

/** A successful answer's envelope with its `data` validated by `schema`; throws ApiError if malformed. */
export const envelopeFrom = <T>(status: number, body: unknown, schema: TDataSchema<T>): TApiResult<T> => {
  const fields = fieldsOf(body);
  const data = schema.safeParse(fields.data);
  if (typeof fields.message !== 'string' || !data.success) {
    throw new ApiError(status, MESSAGES.somethingWentWrong, 'UNEXPECTED_RESPONSE');
  }
  return { status, message: fields.message, data: data.data };
};
