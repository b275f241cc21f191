import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZMasterAdminLoginRequest, ZUserLoginRequest } from '../../../../shared/schemas/auth';
import { ZSsoStartQuery } from '../../../../shared/schemas/sign-in';
import { toFieldErrors } from '../../../components/ui/form-errors';
import {
  checkLoginFields,
  MASTER_ADMIN_LOGIN_FIELDS,
  SSO_START_FIELDS,
  type TLoginField,
  USER_LOGIN_FIELDS,
} from './check-login-fields';

const formOf = (values: Record<string, string | Blob | null>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== null) form.append(name, value);
  return form;
};

/** What the shared schema and the form-errors step make of the same values. */
const viaSchema = (schema: z.ZodType, values: Record<string, string | Blob | null>) => {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, values: parsed.data }
    : { ok: false, fieldErrors: toFieldErrors(parsed.error, values) };
};

/** Texts around each field's limit, with spaces, control characters and line breaks. */
const fieldValue = (max: number) =>
  fc.oneof(
    fc.constantFrom('', '   ', 'founder', ' jane.doe ', 'a\u0000b', 'tab\there', '\u0007', 'x'.repeat(max)),
    fc.string({ maxLength: 8 }),
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.integer({ min: max - 2, max: max + 2 }).map((length) => 'y'.repeat(length)),
    fc.integer({ min: max - 1, max: max + 2 }).map((length) => ` ${'z'.repeat(length)}\u0001`),
    fc.constant(null),
  );

const valuesOf = (fields: readonly TLoginField[]) =>
  fc.record(Object.fromEntries(fields.map((field) => [field.name, fieldValue(field.max)])));

describe('checkLoginFields, the zod-free check of the login forms', () => {
  for (const [name, schema, fields] of [
    ['master admin', ZMasterAdminLoginRequest, MASTER_ADMIN_LOGIN_FIELDS],
    ['user', ZUserLoginRequest, USER_LOGIN_FIELDS],
    ['organisation sign-in', ZSsoStartQuery.pick({ username: true }), SSO_START_FIELDS],
  ] as const) {
    it(`${name} login: the same values and the same messages as the shared schema`, () => {
      fc.assert(
        fc.property(valuesOf(fields), (values) => {
          expect(checkLoginFields(fields, formOf(values))).toEqual(viaSchema(schema, values));
        }),
        { numRuns: 500 },
      );
    });
  }

  it('says what to fix in sentences that start with a capital letter', () => {
    const check = checkLoginFields(
      USER_LOGIN_FIELDS,
      formOf({ username: 'u'.repeat(65), email: 'jane\u0000@acme.example' }),
    );
    expect(check).toEqual({
      ok: false,
      fieldErrors: {
        username: 'The username must be at most 64 characters',
        email: 'The email must not contain control characters',
      },
    });
    expect(checkLoginFields(MASTER_ADMIN_LOGIN_FIELDS, formOf({ username: ' ', password: '' }))).toEqual({
      ok: false,
      fieldErrors: { username: 'This field is required', password: 'This field is required' },
    });
    expect(
      checkLoginFields(MASTER_ADMIN_LOGIN_FIELDS, formOf({ username: new Blob(['x']), password: 'p' })),
    ).toEqual({ ok: false, fieldErrors: { username: 'The username must be text' } });
  });
});
