/**
 * Running headers and footers of a PDF: page numbers and lines repeated at the top or bottom of most
 * pages ("Source: ACME CORP, 10-K, 3/1/2019", "Confidential", "Page 3 of 12"). They are not part of
 * any clause, and when a sentence runs over a page break they sit in its middle.
 */

/** Digits vary from page to page ("Page 3", "3/1/2019"): compare with runs of digits as '#'. */
const shape = (line: string) => line.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

const PAGE_NUMBER =
  /^(?:(?:page|PAGE|Page)\s+)?\d{1,4}(?:\s*(?:of|OF|\/)\s*\d{1,4})?$|^[ivxlc]{1,6}$|^[-–—]\s*\d{1,4}\s*[-–—]$/;

/** A line that is only a page number ("7", "Page 7 of 12", "- 7 -", "vii"). */
export const isPageNumberLine = (line: string) => PAGE_NUMBER.test(line.trim());

/** Minimum length and letters of a repeated piece before it counts as a running header or footer. */
const MIN_RUNNING_CHARS = 8;
const MIN_RUNNING_LETTERS = 3;

type TEdge = 'start' | 'end';

/** Pieces at each position of the line where a word or number starts, as shapes. */
const pieces = (line: string, edge: TEdge): string[] => {
  const shaped = shape(line);
  const out = new Set<string>();
  if (edge === 'end') {
    for (let i = 0; i < shaped.length; i += 1) {
      if (i === 0 || /[\p{L}#]/u.test(shaped[i] ?? '')) out.add(shaped.slice(i).trim());
    }
  } else {
    for (let i = shaped.length; i > 0; i -= 1) {
      if (i === shaped.length || /[\p{L}#]/u.test(shaped[i - 1] ?? '')) out.add(shaped.slice(0, i).trim());
    }
  }
  return [...out].filter(
    (piece) =>
      piece.length >= MIN_RUNNING_CHARS && (piece.match(/\p{L}/gu)?.length ?? 0) >= MIN_RUNNING_LETTERS,
  );
};

/** The piece found at this edge of most pages, or undefined. */
const findRunning = (edgeLines: string[], edge: TEdge): string | undefined => {
  const counts = new Map<string, number>();
  for (const line of edgeLines)
    for (const piece of pieces(line, edge)) counts.set(piece, (counts.get(piece) ?? 0) + 1);
  const needed = Math.max(3, Math.ceil(edgeLines.length / 2));
  let best: string | undefined;
  let bestCount = 0;
  for (const [piece, count] of counts) {
    if (count < needed) continue;
    if (count > bestCount || (count === bestCount && piece.length > (best?.length ?? 0))) {
      best = piece;
      bestCount = count;
    }
  }
  return best;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching the raw text of a shape at one edge of a line. */
const shapePattern = (piece: string, edge: TEdge) => {
  const body = piece
    .split(/(#| )/)
    .map((part) => (part === '#' ? '\\d+' : part === ' ' ? '\\s+' : escapeRegExp(part)))
    .join('');
  return new RegExp(edge === 'end' ? `${body}\\s*$` : `^\\s*${body}`);
};

const firstIndex = (lines: string[]) => lines.findIndex((line) => line.trim() !== '');
const lastIndex = (lines: string[]) => {
  for (let i = lines.length - 1; i >= 0; i -= 1) if ((lines[i] ?? '').trim() !== '') return i;
  return -1;
};

/** Removes the running piece from one edge line of a page; drops the line if only a page number is left. */
const stripEdge = (lines: string[], index: number, pattern: RegExp) => {
  const line = lines[index] ?? '';
  if (!pattern.test(line)) return;
  const rest = line.replace(pattern, '').trim();
  if (rest === '' || isPageNumberLine(rest) || /^[\d.\s\-–—]+$/.test(rest)) lines.splice(index, 1);
  else lines[index] = rest;
};

/**
 * Removes running headers and footers (needs 3+ pages) and page-number lines at the top and bottom of
 * each page. Each page is given as its text; lines are separated by '\n'.
 */
export const removeRunningLines = (pages: string[]): string[] => {
  const split = pages.map((page) => page.split('\n'));
  if (split.length >= 3) {
    for (const edge of ['end', 'start'] as const) {
      const edgeLines = split
        .map((lines) => lines[edge === 'end' ? lastIndex(lines) : firstIndex(lines)] ?? '')
        .filter((line) => line.trim() !== '');
      const running = findRunning(edgeLines, edge);
      if (!running) continue;
      const pattern = shapePattern(running, edge);
      for (const lines of split) {
        const index = edge === 'end' ? lastIndex(lines) : firstIndex(lines);
        if (index >= 0) stripEdge(lines, index, pattern);
      }
    }
  }
  for (const lines of split) {
    // Page numbers may sit above or below the running lines: look at two lines at each edge.
    for (let round = 0; round < 2; round += 1) {
      const last = lastIndex(lines);
      if (last >= 0 && isPageNumberLine(lines[last] ?? '')) lines.splice(last, 1);
      const first = firstIndex(lines);
      if (first >= 0 && isPageNumberLine(lines[first] ?? '')) lines.splice(first, 1);
    }
  }
  return split.map((lines) => lines.join('\n'));
};
