import { MESSAGES } from '../../../../shared/messages';
import type { TFieldErrors } from '../../../components/ui/form-errors';

/** A login field and the longest value the shared login schemas accept (`requiredText(field, max)`). */
export type TLoginField = { name: string; max: number };

export const MASTER_ADMIN_LOGIN_FIELDS = [
  { name: 'username', max: 64 },
  { name: 'password', max: 256 },
] as const satisfies readonly TLoginField[];

export const USER_LOGIN_FIELDS = [
  { name: 'username', max: 64 },
  { name: 'email', max: 254 },
] as const satisfies readonly TLoginField[];

/** The username asked before going to the organisation's sign-in (`ZSsoStartQuery`). */
export const SSO_START_FIELDS = [{ name: 'username', max: 64 }] as const satisfies readonly TLoginField[];

type TLoginValues<TFields extends readonly TLoginField[]> = Record<TFields[number]['name'], string>;

export type TLoginCheck<TFields extends readonly TLoginField[]> =
  | { ok: true; values: TLoginValues<TFields> }
  | { ok: false; fieldErrors: TFieldErrors };

// As the shared schemas (fields.ts): control characters and half a surrogate pair.
const CONTROL_CHARACTERS = /\p{Cc}|\p{Cs}/u;

const problemOf = (field: TLoginField, value: string): string | undefined => {
  if (value === '') return MESSAGES.fieldRequired;
  if (value.length > field.max) return `The ${field.name} must be at most ${field.max} characters`;
  if (CONTROL_CHARACTERS.test(value)) return `The ${field.name} must not contain control characters`;
  return undefined;
};

/**
 * The login forms' check before anything is sent, by hand rather than with the shared zod schemas
 * (`ZMasterAdminLoginRequest`, `ZUserLoginRequest`): the login pages are the first download, and zod
 * alone would put them over their size budget. check-login-fields.test.ts holds this to those schemas
 * and their messages under the fields: the values trimmed, 'This field is required' for an empty one,
 * else the schema's message as a sentence.
 */
export const checkLoginFields = <TFields extends readonly TLoginField[]>(
  fields: TFields,
  form: FormData,
): TLoginCheck<TFields> => {
  const values: Record<string, string> = {};
  const fieldErrors: TFieldErrors = {};
  for (const field of fields) {
    const raw = form.get(field.name);
    const value = typeof raw === 'string' ? raw.trim() : '';
    // A file where text belongs (a crafted post): the schema's 'must be text'.
    const problem =
      raw !== null && typeof raw !== 'string' ? `The ${field.name} must be text` : problemOf(field, value);
    if (problem) fieldErrors[field.name] = problem;
    values[field.name] = value;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, values: values as TLoginValues<TFields> };
};
