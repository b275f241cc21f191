import { ClientError } from 'openid-client';
import { ProviderRequestRefused } from './provider-fetch';

/** Node's network and TLS error codes in words (they come as the cause of fetch's TypeError). */
const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNRESET: 'the connection was closed',
  UND_ERR_SOCKET: 'the connection was closed',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate is signed by an untrusted authority',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate cannot be verified',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its TLS certificate cannot be verified',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host',
};

/** The chain of causes of an error, the error first. */
const causesOf = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 8; current = (current as Error).cause) {
    chain.push(current);
    if (typeof current !== 'object') break;
  }
  return chain;
};

const statusSentence = (response: Response) => {
  if (response.status >= 300 && response.status < 400)
    return `it answered with a redirect (status ${response.status}), which is not followed`;
  return `it answered with status ${response.status}`;
};

/** openid-client's own failures (oauth4webapi codes) in words; the offending Response is the cause. */
const describeClientError = (error: ClientError): string | undefined => {
  const cause = error.cause;
  switch (error.code) {
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
      return cause instanceof Response ? statusSentence(cause) : 'its answer was not the one expected';
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
      return 'its answer is not JSON';
    case 'OAUTH_PARSE_ERROR':
      return 'its answer is not valid JSON';
    case 'OAUTH_INVALID_RESPONSE':
      return `its answer is not what OpenID Connect requires (${cause instanceof Error ? cause.message : error.message})`;
    case 'OAUTH_ABORT':
      return 'it did not answer in time';
    default:
      return undefined;
  }
};

/**
 * Why a request to an identity provider failed, as the end of a sentence ("…: the connection was
 * refused"): our own refusals, network and TLS causes, time-outs, HTTP statuses and answers that are
 * not OpenID Connect. Never the provider's own texts beyond the status (they may echo secrets).
 */
export const describeProviderFailure = (error: unknown): string => {
  const chain = causesOf(error);
  for (const link of chain) {
    if (link instanceof ProviderRequestRefused) return link.message;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CAUSES[code]) return NETWORK_CAUSES[code];
    const name = (link as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return 'it did not answer in time';
  }
  for (const link of chain) {
    if (link instanceof ClientError) {
      const described = describeClientError(link);
      if (described) return described;
    }
  }
  const code = chain
    .map((link) => (link as { code?: unknown }).code)
    .find((value) => typeof value === 'string');
  return code ? `it could not be used (${code})` : 'it could not be used';
};
