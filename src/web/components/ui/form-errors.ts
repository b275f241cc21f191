import type { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';

/** One message per form field, shown under the field. */
export type TFieldErrors = Partial<Record<string, string>>;

/**
 * Turns a failed shared-schema parse into messages under the fields: an empty field reads
 * 'This field is required' (the spec's wording); anything else keeps the schema's own message.
 */
export const toFieldErrors = (error: z.ZodError, values: Record<string, unknown>): TFieldErrors => {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field] !== undefined) continue;
    const value = values[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    errors[field] = empty ? MESSAGES.fieldRequired : issue.message;
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
