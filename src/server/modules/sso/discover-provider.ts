import * as oidc from 'openid-client';
import { describeProviderFailure } from './describe-provider-failure';
import { refusedProviderAddress } from './provider-address';
import { createProviderFetch } from './provider-fetch';

/** What a company's sign-in needs to talk to its provider. */
export type TProviderSettings = { issuer: string; clientId: string; clientSecret: string };

/** Every request to a provider (discovery, token, keys, user info) gives up after this long. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

/** A provider that cannot be used, with the reason as a sentence for people. */
export class ProviderProblem extends Error {}

const MULTI_TENANT_PLACEHOLDER = '{tenantid}';

/** The issuer the discovery document names, when openid-client refused it for not being the one asked. */
const documentIssuerOf = (error: unknown): string | undefined => {
  if (!(error instanceof oidc.ClientError) || error.code !== 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED')
    return undefined;
  const cause = error.cause as { attribute?: unknown; body?: { issuer?: unknown } } | undefined;
  return cause?.attribute === 'issuer' && typeof cause.body?.issuer === 'string'
    ? cause.body.issuer
    : undefined;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** client_secret_basic where the provider takes it (or lists nothing: the standard's default), else _post. */
const clientAuthenticationFor = (metadata: oidc.ServerMetadata, secret: string) => {
  const methods = metadata.token_endpoint_auth_methods_supported;
  if (!methods || methods.includes('client_secret_basic')) return oidc.ClientSecretBasic(secret);
  if (methods.includes('client_secret_post')) return oidc.ClientSecretPost(secret);
  throw new ProviderProblem(
    `The provider accepts neither client_secret_basic nor client_secret_post at its token endpoint (it lists ${methods.join(', ')}).`,
  );
};

/** What the sign-in needs from the discovery document, checked so that a save fails now, not at sign-in. */
const checkMetadata = (metadata: oidc.ServerMetadata, typedIssuer: string) => {
  if (metadata.issuer.includes(MULTI_TENANT_PLACEHOLDER)) {
    throw new ProviderProblem(
      `${typedIssuer} is a multi-tenant endpoint, which any Microsoft tenant could sign in through: use your own tenant's issuer, https://login.microsoftonline.com/<tenant id>/v2.0.`,
    );
  }
  const missing = (['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const).filter(
    (field) => typeof metadata[field] !== 'string',
  );
  if (missing.length) {
    throw new ProviderProblem(
      `The discovery document of ${metadata.issuer} names no ${missing.join(', ')}: it is not an OpenID Connect provider this app can sign in with.`,
    );
  }
  const responseTypes = metadata.response_types_supported;
  if (Array.isArray(responseTypes) && !responseTypes.includes('code')) {
    throw new ProviderProblem(
      `${metadata.issuer} does not offer the authorization code flow (response type "code").`,
    );
  }
};

const discoverMetadata = async (issuer: URL, allowHttpLoopback: boolean) => {
  const discovered = await oidc.discovery(issuer, 'metadata-only', undefined, undefined, {
    [oidc.customFetch]: createProviderFetch(allowHttpLoopback),
    timeout: PROVIDER_TIMEOUT_SECONDS,
    execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
  });
  return discovered.serverMetadata();
};

/**
 * Reads the provider's discovery document (`<issuer>/.well-known/openid-configuration`) with
 * openid-client and builds the client configuration: the document must name exactly this issuer
 * (one that differs only by a trailing slash is taken as the document writes it), offer the code flow
 * and name its endpoints and keys. ID tokens are checked against the provider's keys
 * (`enableNonRepudiationChecks`) besides openid-client's issuer, audience, nonce and expiry checks.
 * Throws ProviderProblem saying what is wrong.
 */
export const discoverProvider = async (
  settings: TProviderSettings,
  allowHttpLoopback: boolean,
): Promise<oidc.Configuration> => {
  const issuer = new URL(settings.issuer);
  const refused = refusedProviderAddress(issuer, allowHttpLoopback);
  if (refused) throw new ProviderProblem(`The issuer cannot be used: ${refused}.`);
  let metadata: oidc.ServerMetadata;
  try {
    metadata = await discoverMetadata(issuer, allowHttpLoopback).catch((error) => {
      const named = documentIssuerOf(error);
      if (named === undefined || withoutTrailingSlash(named) !== withoutTrailingSlash(issuer.href))
        throw error;
      return discoverMetadata(new URL(named), allowHttpLoopback);
    });
  } catch (error) {
    const named = documentIssuerOf(error);
    if (named !== undefined) {
      throw new ProviderProblem(
        `The discovery document at ${settings.issuer} names another issuer, ${named}: enter the issuer exactly as the provider names it.`,
      );
    }
    throw new ProviderProblem(
      `Could not read the OpenID Connect discovery document of ${settings.issuer}: ${describeProviderFailure(error)}.`,
    );
  }
  checkMetadata(metadata, settings.issuer);
  const configuration = new oidc.Configuration(
    metadata,
    settings.clientId,
    { client_secret: settings.clientSecret },
    clientAuthenticationFor(metadata, settings.clientSecret),
  );
  configuration[oidc.customFetch] = createProviderFetch(allowHttpLoopback);
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (issuer.protocol === 'http:') oidc.allowInsecureRequests(configuration);
  oidc.enableNonRepudiationChecks(configuration);
  return configuration;
};
