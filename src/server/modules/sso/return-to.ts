/** Where a signed-in person lands when the start named no other place. */
export const DEFAULT_RETURN_TO = '/train-model';

const BASE = 'http://clausebook.invalid';

/**
 * The path of this app to land on after signing in, or undefined when `value` is not one: it must be
 * a path starting with one '/', no scheme, host, backslash or control character ('//evil.example',
 * '/\\evil.example' and 'https://…' would leave the app), and not an API address.
 */
export const sameOriginPath = (value: string): string | undefined => {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\p{Cc}\s]/u.test(value)) return undefined;
  if (!URL.canParse(value, BASE)) return undefined;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || url.pathname.startsWith('/api/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};
