import { z } from 'zod';
import { cleanName, hasInvisibleCharacters } from '../names';

/**
 * Field builders whose messages name the field, so a 400 `detail` tells the person what to fix.
 * Bodies arrive as multipart or urlencoded, so every value may come in as a string.
 */
const missing = (field: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`;

// NUL and the other control characters (PostgreSQL refuses NUL; none belongs in a name), and half a
// surrogate pair, which only a crafted request sends ("\ud800" in JSON) and PostgreSQL's json refuses.
const CONTROL_CHARACTERS = /\p{Cc}|\p{Cs}/u;
// Long texts keep their tabs and line breaks.
const CONTROL_CHARACTERS_BUT_LAYOUT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** Refuses control characters with a message naming the field. */
export const withoutControlCharacters = <T extends z.ZodType<string>>(
  schema: T,
  field: string,
  { multiline = false } = {},
) =>
  schema.refine((value) => !(multiline ? CONTROL_CHARACTERS_BUT_LAYOUT : CONTROL_CHARACTERS).test(value), {
    error: `${field} must not contain control characters${multiline ? ' (tabs and line breaks are fine)' : ''}`,
  });

/**
 * Required text of at most `max` characters, trimmed (or cleaned by `clean`) before it is measured;
 * `multiline` texts (clauses, guidelines) may hold tabs and line breaks.
 */
export const requiredText = (
  field: string,
  max: number,
  { multiline = false, clean = (value: string) => value.trim() } = {},
) =>
  withoutControlCharacters(
    z
      .string({ error: missing(field) })
      .overwrite(clean)
      .min(1, `${field} is required`)
      .max(max, `${field} must be at most ${max} characters`),
    field,
    { multiline },
  );

export const nameField = (field: string) => requiredText(field, 100);

/**
 * A name being created (company, contract type, category): stored composed (NFC) with single spaces,
 * and without invisible characters, which would make it look like another name and not be it.
 */
export const newNameField = (field: string) =>
  requiredText(field, 100, { clean: cleanName }).refine((value) => !hasInvisibleCharacters(value), {
    error: `${field} must not contain invisible characters (such as a zero-width space)`,
  });

export const usernameField = z
  .string({ error: missing('username') })
  .trim()
  .min(1, 'username is required')
  .regex(/^[A-Za-z0-9._-]{3,64}$/, "username must be 3 to 64 characters of letters, digits, '.', '_' or '-'");

// A practical address shape: local@domain.tld, no spaces, one @ (RFC 5321 caps the whole at 254).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailField = withoutControlCharacters(
  z
    .string({ error: missing('email') })
    .trim()
    .min(1, 'email is required')
    .max(254, 'email must be at most 254 characters')
    .regex(EMAIL_SHAPE, 'email must be an address like name@example.com'),
  'email',
);

export const passwordField = withoutControlCharacters(
  z
    .string({ error: missing('password') })
    .min(1, 'password is required')
    .min(12, 'password must be at least 12 characters')
    .max(256, 'password must be at most 256 characters'),
  'password',
);

const MAX_ID = 2_147_483_647;

/** A positive integer id sent as a form field or query parameter (so possibly a string). */
export const requiredId = (field: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    const id = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
    if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a positive whole number` });
      return z.NEVER;
    }
    return id;
  });

/** An optional whole number ≥ `min` sent as a form field or query parameter; '' counts as absent. */
export const optionalWholeNumber = (field: string, min: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > MAX_ID) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be a whole number${min > 0 ? ' ≥ 1' : ' ≥ 0'}`,
        });
        return z.NEVER;
      }
      return number;
    });
