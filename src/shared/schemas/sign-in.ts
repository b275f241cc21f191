import { z } from 'zod';
import { requiredId, requiredText, withoutControlCharacters } from './fields';

const ISSUER_EXAMPLE = 'https://login.microsoftonline.com/<tenant id>/v2.0';

/**
 * The provider's issuer identifier: an http(s) URL without credentials, query or fragment. Whether
 * plain http is allowed (only for a provider on this machine, when the server is configured so) is
 * the server's decision.
 */
const ZIssuer = withoutControlCharacters(
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'issuer is required' : 'issuer must be text'),
    })
    .trim()
    .min(1, 'issuer is required')
    .max(500, 'issuer must be at most 500 characters'),
  'issuer',
).refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
  },
  { error: `issuer must be the provider's issuer URL, such as ${ISSUER_EXAMPLE} (no query or fragment)` },
);

/** 'true' or 'false' as a form sends it (or a JSON boolean); absent means false. */
const ZFormBoolean = (field: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${field} must be 'true' or 'false'` })
    .optional()
    .transform((value) => value === true || value === 'true');

export const ZAddCompanySignInRequest = z.object({
  company_id: requiredId('company_id'),
  issuer: ZIssuer,
  client_id: requiredText('client_id', 255),
  client_secret: requiredText('client_secret', 1000),
  require_sso: ZFormBoolean('require_sso'),
});
export type TAddCompanySignInRequest = z.infer<typeof ZAddCompanySignInRequest>;

export const ZCompanySignIn = z.object({
  company_id: z.number(),
  company_name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  client_secret_masked: z.string(),
  require_sso: z.boolean(),
  updated_at: z.string(),
});
export type TCompanySignIn = z.infer<typeof ZCompanySignIn>;

/** The sign-in settings of every company that has one, and the redirect URI to register at providers. */
export const ZCompanySignIns = z.object({
  redirect_uri: z.string(),
  sign_ins: z.array(ZCompanySignIn),
});
export type TCompanySignIns = z.infer<typeof ZCompanySignIns>;

export const ZSsoStartQuery = z.object({
  username: requiredText('username', 64),
  /** A path of this app to land on once signed in (default /train-model). */
  return_to: z.string({ error: 'return_to must be text' }).max(512, 'return_to is too long').optional(),
});
export type TSsoStartQuery = z.infer<typeof ZSsoStartQuery>;

const optionalParameter = (field: string) =>
  z
    .string({ error: `${field} must be given once, as text` })
    .max(4096, `${field} is too long`)
    .optional();

/**
 * The provider's answer (read again by openid-client from the address itself): `state` names the
 * flow; `code` and `iss` on success, `error` and `error_description` when the provider refused.
 */
export const ZSsoCallbackQuery = z.looseObject({
  state: requiredText('state', 512),
  code: optionalParameter('code'),
  iss: optionalParameter('iss'),
  error: optionalParameter('error'),
  error_description: optionalParameter('error_description'),
});
