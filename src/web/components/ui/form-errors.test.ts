import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAddCompanyApiRequest, ZAddCompanyRequest, ZCreateUserRequest } from '../../../shared/schemas/admin';
import { ZCreateMasterAdminRequest } from '../../../shared/schemas/auth';
import { ZDocumentUploadFields } from '../../../shared/schemas/documents';
import {
  ZAddCategoryRequest,
  ZAddContractRequest,
  ZRemoveCategoryRequest,
  ZRemoveContractRequest,
  ZTrainModelRequest,
} from '../../../shared/schemas/playbook';
import { ZTestClauseRequest } from '../../../shared/schemas/review';
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

/** The shared request schemas the web forms check before sending (the login forms by hand, see check-login-fields). */
const FORM_SCHEMAS = {
  ZAddCompanyRequest,
  ZCreateUserRequest,
  ZAddCompanyApiRequest,
  ZCreateMasterAdminRequest,
  ZAddContractRequest,
  ZAddCategoryRequest,
  ZRemoveContractRequest,
  ZRemoveCategoryRequest,
  ZTrainModelRequest,
  ZTestClauseRequest,
  ZDocumentUploadFields,
};

/** What a form field may hold: nothing, blanks, text, control characters, far too much, a wrong id. */
const fieldValue = fc.oneof(
  fc.constantFrom('', '  ', 'a', 'jo', 'not a url', '0', '-3', '1.5', 'azure', 'openai', 'x\u0000y'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer({ min: 40, max: 20_500 }).map((length) => 'w'.repeat(length)),
  fc.constant(undefined),
);

describe('messages under the fields of every web form', () => {
  for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
    it(`${name}: each starts with a capital letter`, () => {
      const fields = Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {});
      expect(fields.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue]))), (values) => {
          const parsed = schema.safeParse(values);
          if (parsed.success) return;
          for (const message of Object.values(toFieldErrors(parsed.error, values))) {
            expect(message).toMatch(/^[A-Z]/);
          }
        }),
        { numRuns: 200 },
      );
    });
  }
});
