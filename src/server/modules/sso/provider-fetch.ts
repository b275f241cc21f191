import type { CustomFetch } from 'openid-client';
import { refusedProviderAddress } from './provider-address';

/** More than any discovery document, key set or token answer needs. */
const MAX_ANSWER_BYTES = 512 * 1024;
/** Statuses whose answers have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** A refusal of ours (address not allowed, answer too large), told apart from network failures. */
export class ProviderRequestRefused extends TypeError {}

/** The answer's body, at most `MAX_ANSWER_BYTES` of it. */
const readCapped = async (response: Response, url: string): Promise<Uint8Array<ArrayBuffer>> => {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader?.cancel().catch(() => undefined);
      throw new ProviderRequestRefused(`its answer at ${new URL(url).pathname} is larger than 512 KB`);
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
};

/**
 * The fetch openid-client uses for every request to an identity provider (decision 034): each
 * address checked first (https, or http on this machine when allowed), redirects never followed
 * (openid-client asks for `redirect: 'manual'`, so a 3xx is an error), answers cut off past 512 KB.
 * The time limit is openid-client's own (the `signal` it passes).
 */
export const createProviderFetch =
  (allowHttpLoopback: boolean): CustomFetch =>
  async (url, options) => {
    const refused = refusedProviderAddress(new URL(url), allowHttpLoopback);
    if (refused) throw new ProviderRequestRefused(refused);
    const response = await fetch(url, { ...options, redirect: 'manual' } as RequestInit);
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await readCapped(response, url);
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
