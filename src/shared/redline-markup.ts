/**
 * The redline markup of the spec: `~~struck~~` and `**added**`. Text that itself contains `~`, `*` or
 * `\` is escaped with a backslash (`\~`, `\*`, `\\`), so markup made by `redline()` is unambiguous.
 * The parser also reads markup written by a language model, which has no escaping: a marker without
 * its closing partner is literal text, and a backslash before any other character is literal.
 * No Node APIs: the web app uses this module to render `<del>`/`<ins>` elements.
 */

export const DELETED_MARKER = '~~';
export const INSERTED_MARKER = '**';

export type TRedlineSegmentKind = 'same' | 'deleted' | 'inserted';
export type TRedlineSegment = { kind: TRedlineSegmentKind; text: string };

const SPECIAL = /[\\~*]/g;

/** Escapes plain text so that it reads back literally inside or outside a marked span. */
export function escapeRedlineText(text: string): string {
  return text.replace(SPECIAL, '\\$&');
}

const isEscapable = (ch: string | undefined) => ch === '\\' || ch === '~' || ch === '*';

/** Index of the closing `marker` at or after `from` (escapes skipped), or -1. */
function findCloser(markup: string, marker: string, from: number): number {
  const first = marker.charAt(0);
  let i = from;
  while (i < markup.length - 1) {
    const ch = markup[i];
    if (ch === '\\' && isEscapable(markup[i + 1])) {
      i += 2;
    } else if (ch === first && markup[i + 1] === first) {
      return i;
    } else {
      i += 1;
    }
  }
  return -1;
}

/** The text of `markup[from, to)` with escapes removed. */
function unescaped(markup: string, from: number, to: number): string {
  let out = '';
  let runStart = from;
  let i = from;
  while (i < to) {
    if (markup[i] === '\\' && i + 1 < to && isEscapable(markup[i + 1])) {
      out += markup.slice(runStart, i);
      runStart = i + 1;
      i += 2;
    } else {
      i += 1;
    }
  }
  return out + markup.slice(runStart, to);
}

/**
 * Splits markup into unchanged, struck and added text (escapes removed; adjacent segments of the same
 * kind joined). Runs in linear time on any input.
 */
export function parseRedline(markup: string): TRedlineSegment[] {
  const segments: TRedlineSegment[] = [];
  const push = (kind: TRedlineSegmentKind, text: string) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last && last.kind === kind) last.text += text;
    else segments.push({ kind, text });
  };
  // Once a search for a closing marker fails, no later opening marker of that kind can be closed.
  const unclosable = { '~': false, '*': false };
  let sameStart = 0;
  let i = 0;
  while (i < markup.length) {
    const ch = markup[i];
    if (ch === '\\' && isEscapable(markup[i + 1])) {
      i += 2;
      continue;
    }
    if ((ch === '~' || ch === '*') && markup[i + 1] === ch && !unclosable[ch]) {
      const close = findCloser(markup, ch === '~' ? DELETED_MARKER : INSERTED_MARKER, i + 2);
      if (close === -1) unclosable[ch] = true;
      if (close > i + 2) {
        push('same', unescaped(markup, sameStart, i));
        push(ch === '~' ? 'deleted' : 'inserted', unescaped(markup, i + 2, close));
        i = close + 2;
        sameStart = i;
        continue;
      }
      // Unmatched or empty (`~~~~`): the marker is literal text.
      i += 2;
      continue;
    }
    i += 1;
  }
  push('same', unescaped(markup, sameStart, markup.length));
  return segments;
}

/** The text with every change accepted: unchanged and added text. */
export function acceptAll(markup: string): string {
  let out = '';
  for (const segment of parseRedline(markup)) if (segment.kind !== 'deleted') out += segment.text;
  return out;
}

/** The text with every change rejected: unchanged and struck text. */
export function rejectAll(markup: string): string {
  let out = '';
  for (const segment of parseRedline(markup)) if (segment.kind !== 'inserted') out += segment.text;
  return out;
}
