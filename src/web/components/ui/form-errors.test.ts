import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './form-errors';

const schema = z.object({
  username: z.string().trim().min(1, 'username is required').min(3, 'username must be 3 to 64 characters'),
  api_base: z.string().url('api_base must be an http(s) URL'),
  note: z.string().max(3, 'at most 3 characters'),
});

const errorsOf = (values: Record<string, unknown>) => {
  const parsed = schema.safeParse(values);
  if (parsed.success) throw new Error('expected a failure');
  return toFieldErrors(parsed.error, values);
};

describe('toFieldErrors', () => {
  it("shows 'This field is required' under an empty field", () => {
    expect(errorsOf({ username: '  ', api_base: '', note: '' })).toMatchObject({
      username: 'This field is required',
      api_base: 'This field is required',
    });
  });

  it('keeps the field name of a schema message and starts the sentence with a capital letter', () => {
    expect(errorsOf({ username: 'jo', api_base: 'not a url', note: 'long' })).toEqual({
      username: 'The username must be 3 to 64 characters',
      api_base: 'The api_base must be an http(s) URL',
      note: 'At most 3 characters',
    });
  });
});
