import type { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';

/** One message per form field, shown under the field. */
export type TFieldErrors = Partial<Record<string, string>>;

/**
 * A schema message as a sentence under its field. The shared schemas name the field as the server
 * knows it ('username must be…', 'api_base must be…'), in lower case; the name is kept, so the
 * sentence starts with 'The'.
 */
const asSentence = (message: string, field: string) =>
  message.startsWith(`${field} `)
    ? `The ${message}`
    : `${message.charAt(0).toUpperCase()}${message.slice(1)}`;

/**
 * Turns a failed shared-schema parse into messages under the fields: an empty field reads
 * 'This field is required' (the spec's wording); anything else keeps the schema's own message, as a
 * sentence.
 */
export const toFieldErrors = (error: z.ZodError, values: Record<string, unknown>): TFieldErrors => {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field] !== undefined) continue;
    const value = values[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    errors[field] = empty ? MESSAGES.fieldRequired : asSentence(issue.message, field);
  }
  return errors;
};

/**
 * Checks form values against a shared schema before anything is sent: shows the messages under the
 * fields and returns undefined when they fail, else clears them and returns the parsed values.
 */
export const parseFormValues = <T extends z.ZodType>(
  schema: T,
  values: Record<string, unknown>,
  setFieldErrors: (errors: TFieldErrors) => void,
): z.output<T> | undefined => {
  const parsed = schema.safeParse(values);
  setFieldErrors(parsed.success ? {} : toFieldErrors(parsed.error, values));
  return parsed.success ? parsed.data : undefined;
};
