/** Longest file name kept (most file systems allow 255 bytes). */
const MAX_FILENAME_CHARS = 200;

/**
 * A client's file name as we may store and show it: the last path segment only, no control
 * characters (NUL included), no leading dots, at most 200 characters. Empty when nothing is left.
 */
export const cleanFilename = (name: string | undefined): string => {
  const lastSegment = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned.length <= MAX_FILENAME_CHARS) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, MAX_FILENAME_CHARS - extension.length) + extension;
};
