/** Host names of this machine: 127.0.0.0/8, ::1 and localhost. */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * Why the server will not send a request to `url` for single sign-on, or undefined when it may
 * (decision 034): https only; plain http only to this machine, and only when SSO_ALLOW_HTTP_LOOPBACK
 * is set (tests, local trials). Applies to the issuer and to every address its discovery document
 * names (token endpoint, keys, user info).
 */
export const refusedProviderAddress = (url: URL, allowHttpLoopback: boolean): string | undefined => {
  if (url.protocol === 'https:') return undefined;
  if (url.protocol !== 'http:') return `${url.origin} is not an http(s) address`;
  if (!isLoopbackHost(url.hostname)) return `${url.origin} does not use https (an identity provider must)`;
  if (!allowHttpLoopback)
    return `${url.origin} does not use https; plain http is accepted only for a provider on this machine when SSO_ALLOW_HTTP_LOOPBACK=true`;
  return undefined;
};
