import { z } from 'zod';
import {
  emailField,
  newNameField,
  requiredId,
  requiredText,
  usernameField,
  withoutControlCharacters,
} from './fields';

export const ZAddCompanyRequest = z.object({ company_name: newNameField('company_name') });
export type TAddCompanyRequest = z.infer<typeof ZAddCompanyRequest>;

export const ZCompany = z.object({ id: z.number(), name: z.string() });
export type TCompany = z.infer<typeof ZCompany>;

export const ZCreateUserRequest = z.object({
  username: usernameField,
  email: emailField,
  companyid: requiredId('companyid'),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

export const ZUser = z.object({
  username: z.string(),
  email: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const API_TYPES = ['azure', 'openai'] as const;

const ZApiBase = withoutControlCharacters(
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'api_base is required' : 'api_base must be text'),
    })
    .trim()
    .min(1, 'api_base is required')
    .max(500, 'api_base must be at most 500 characters'),
  'api_base',
).refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
  error: 'api_base must be an http(s) URL such as https://my-resource.openai.azure.com',
});

export const ZAddCompanyApiRequest = z
  .object({
    company_id: requiredId('company_id'),
    api_type: z.enum(API_TYPES, { error: "api_type must be 'azure' or 'openai'" }),
    api_key: requiredText('api_key', 500),
    deployment: requiredText('deployment', 200),
    api_base: ZApiBase,
    // Azure needs an api-version; OpenAI-compatible servers have none.
    api_version: withoutControlCharacters(
      z.string().trim().max(50, 'api_version must be at most 50 characters'),
      'api_version',
    ).default(''),
  })
  .refine((value) => value.api_type !== 'azure' || value.api_version.length > 0, {
    error: 'api_version is required for azure',
    path: ['api_version'],
    // Checked even when other fields fail too, so an all-empty form names api_version with the rest.
    when: (payload) => {
      const value = payload.value as { api_type?: unknown; api_version?: unknown };
      return (
        value.api_type === 'azure' &&
        (value.api_version === undefined || typeof value.api_version === 'string')
      );
    },
  });
export type TAddCompanyApiRequest = z.infer<typeof ZAddCompanyApiRequest>;

export const ZCompanyApi = z.object({
  company_id: z.number(),
  company_name: z.string(),
  api_type: z.enum(API_TYPES),
  api_key_masked: z.string(),
  deployment: z.string(),
  api_base: z.string(),
  api_version: z.string(),
  updated_at: z.string(),
});
export type TCompanyApi = z.infer<typeof ZCompanyApi>;
