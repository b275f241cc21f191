import { parseRedline, rejectAll } from '../../shared/redline-markup';

/** One change of a text: `text.slice(start, end)` becomes `insert` (an insertion when start === end). */
export type TTextChange = { start: number; end: number; insert: string };

/** A rewrite the add-in cannot mark up in Word; the message says what to do instead. */
export class MarkupError extends Error {}

/**
 * The changes a redline makes to `original`, in order, each a run of struck and added text between
 * unchanged text (the redline's own phrases, so Word shows the markup the web app shows), line breaks
 * read as '\n'. Throws a MarkupError when the redline is not a redline of `original`.
 */
export const changesOf = (original: string, redlineMarkup: string): TTextChange[] => {
  // A clause sent as a form field comes back with its line breaks as CRLF (browsers send them so).
  const markup = redlineMarkup.replace(/\r\n?/g, '\n');
  if (rejectAll(markup) !== original) {
    throw new MarkupError(
      'The rewrite does not match the text it was made for. Select the clause and press Check selection again.',
    );
  }
  const changes: TTextChange[] = [];
  let at = 0;
  let open: TTextChange | undefined;
  for (const segment of parseRedline(markup)) {
    if (segment.kind === 'same') {
      if (open) changes.push(open);
      open = undefined;
      at += segment.text.length;
      continue;
    }
    open ??= { start: at, end: at, insert: '' };
    if (segment.kind === 'deleted') {
      open.end += segment.text.length;
      at += segment.text.length;
    } else {
      open.insert += segment.text;
    }
  }
  if (open) changes.push(open);
  return changes;
};

/** `text` with `changes` (in order, not overlapping) made. */
export const applyChanges = (text: string, changes: readonly TTextChange[]): string => {
  let out = '';
  let at = 0;
  for (const change of changes) {
    out += text.slice(at, change.start) + change.insert;
    at = change.end;
  }
  return out + text.slice(at);
};

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * The one change that turns line `old` into `next` (which may hold line breaks of its own), trimmed
 * to whole words: the words both start and end with are kept. Undefined when they are the same.
 */
const lineChange = (old: string, next: string, at: number): TTextChange | undefined => {
  if (old === next) return undefined;
  let prefix = 0;
  while (prefix < old.length && prefix < next.length && old[prefix] === next[prefix]) prefix += 1;
  if (prefix < old.length && prefix < next.length)
    while (prefix > 0 && !isSpace(old[prefix - 1])) prefix -= 1;
  let suffix = 0;
  const room = Math.min(old.length, next.length) - prefix;
  while (suffix < room && old[old.length - 1 - suffix] === next[next.length - 1 - suffix]) suffix += 1;
  if (suffix < room) while (suffix > 0 && !isSpace(old[old.length - suffix])) suffix -= 1;
  return {
    start: at + prefix,
    end: at + old.length - suffix,
    insert: next.slice(prefix, next.length - suffix),
  };
};

/** The lines (start of the first, end of the last) that `[start, end)` of `text` touches. */
const linesOf = (text: string, start: number, end: number) => {
  const from = start === 0 ? 0 : text.lastIndexOf('\n', start - 1) + 1;
  const next = text.indexOf('\n', end);
  return { start: from, end: next === -1 ? text.length : next };
};

/**
 * The changes with none striking a line break (Word's paragraph mark, which a search cannot reach).
 * A change over several lines — and every change on the lines it touches — becomes one change per
 * line: the lines those changes make are paired with the old ones (the extra new lines going with the
 * last), and each pair keeps the words it starts and ends with. Changes that join lines (leave fewer
 * lines than there were) cannot be marked up span by span: MarkupError.
 */
export const splitAtLineBreaks = (text: string, changes: readonly TTextChange[]): TTextChange[] => {
  const kept: TTextChange[] = [];
  let region: { start: number; end: number; changes: TTextChange[] } | undefined;
  const flush = () => {
    if (!region) return;
    const { start, end } = region;
    const rebased = region.changes.map((c) => ({ ...c, start: c.start - start, end: c.end - start }));
    const oldLines = text.slice(start, end).split('\n');
    const newLines = applyChanges(text.slice(start, end), rebased).split('\n');
    if (newLines.length < oldLines.length) {
      throw new MarkupError(
        'This rewrite joins paragraphs, which Word cannot show as tracked changes made by an add-in. Make that change by hand.',
      );
    }
    let at = start;
    oldLines.forEach((line, i) => {
      const last = i === oldLines.length - 1;
      const change = lineChange(line, last ? newLines.slice(i).join('\n') : (newLines[i] as string), at);
      if (change) kept.push(change);
      at += line.length + 1;
    });
    region = undefined;
  };
  for (const change of changes) {
    const crosses = text.slice(change.start, change.end).includes('\n');
    if (region && change.start <= region.end) {
      region.changes.push(change);
      region.end = Math.max(region.end, linesOf(text, change.start, change.end).end);
      continue;
    }
    if (!crosses) {
      flush();
      kept.push(change);
      continue;
    }
    flush();
    const lines = linesOf(text, change.start, change.end);
    // The changes already kept on the first line go into the region too.
    const before = kept.filter((c) => c.end >= lines.start);
    kept.splice(kept.length - before.length, before.length);
    region = { start: lines.start, end: lines.end, changes: [...before, change] };
  }
  flush();
  return kept;
};
