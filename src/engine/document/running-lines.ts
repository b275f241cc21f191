/**
 * Page furniture of a PDF: running headers and footers, page numbers and filing legends. They are not
 * part of any clause, and when a sentence runs over a page break they sit in its middle.
 */
import type { TPdfLine } from './read-pdf-lines';

const PAGE_NUMBER =
  /^(?:(?:page|PAGE|Page)\s+)?\d{1,4}(?:\s*(?:of|OF|\/)\s*\d{1,4})?$|^[ivxlc]{1,6}$|^[-–—]\s*\d{1,4}\s*[-–—]$/;

/** A line that is only a page number ("7", "Page 7 of 12", "- 7 -", "vii"). */
export const isPageNumberLine = (line: string) => PAGE_NUMBER.test(line.trim());

/**
 * Page numbers only where page numbers go (the first or last line of a page): "7." and exhibit pages
 * ("B-2"), which elsewhere could be a section number or a label.
 */
const EDGE_PAGE_NUMBER = /^\d{1,4}\.$|^[A-Z]{1,2}\s?-\s?\d{1,3}$/;

/**
 * Lines that filings (SEC EDGAR) add to every page or to the top of a document, matched on the whole
 * line, or on a few lines read together (the shortest run that matches).
 */
const FILING_FURNITURE: RegExp[] = [
  // "Source: ACME CORP, 10-K, 3/1/2019": the filing a page was taken from.
  /^source:\s.{2,120},\s*\d{1,2}\/\d{1,2}\/\d{2,4}$/i,
  // "* Confidential Treatment Requested"
  /^[[(]?\*{0,5}[\])]?\s*confidential treatment requested\.?$/i,
  // "[*] Certain information on this page has been omitted and filed separately with the Commission.
  // Confidential treatment has been requested with respect to the omitted portions."
  /^[[(]?\s*\*{1,5}\s*[\])]?\s*(?:certain|portions|information)\b.{0,300}\b(?:omitted|redacted)\b.{0,300}[.)]$/i,
];
/** Lines read together when looking for furniture that wraps. */
const MAX_FURNITURE_LINES = 4;

/** Minimum length and letters of a repeated line before it counts as a running header or footer. */
const MIN_RUNNING_CHARS = 8;
const MIN_RUNNING_LETTERS = 3;
/** A running line is on at least this share of the pages (and on 3 pages or more). */
const RUNNING_SHARE = 0.4;

/** Digits vary from page to page ("Page 3", "3/1/2019"): compare with runs of digits as '#'. */
const shape = (line: string) => line.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** A page's lines with its height (PDF units, y upwards). */
export type TPageLines = { height: number; lines: TPdfLine[] };

/** Running headers and footers are among the first or last lines of a page, in its top or bottom margin. */
const EDGE_LINES = 3;
const MARGIN_SHARE = 0.15;
const edgeLines = ({ height, lines }: TPageLines) =>
  [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)].filter(
    (line) => line.y > (1 - MARGIN_SHARE) * height || line.y < MARGIN_SHARE * height,
  );

/** Shapes of lines found at the top or bottom of enough pages to be running headers or footers. */
const runningShapes = (pages: TPageLines[]): Set<string> => {
  const running = new Set<string>();
  if (pages.length < 3) return running;
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const piece of new Set(edgeLines(page).map((line) => shape(line.text)))) {
      if (piece.length < MIN_RUNNING_CHARS || (piece.match(/\p{L}/gu)?.length ?? 0) < MIN_RUNNING_LETTERS)
        continue;
      counts.set(piece, (counts.get(piece) ?? 0) + 1);
    }
  }
  const needed = Math.max(3, Math.ceil(pages.length * RUNNING_SHARE));
  for (const [piece, count] of counts) if (count >= needed) running.add(piece);
  return running;
};

/** Marks the lines of filing furniture on a page, a single line or a short run read together. */
const markFiling = (lines: TPdfLine[], drop: boolean[]) => {
  for (let i = 0; i < lines.length; i += 1) {
    let text = '';
    for (let j = i; j < Math.min(lines.length, i + MAX_FURNITURE_LINES); j += 1) {
      text = text ? `${text} ${(lines[j] as TPdfLine).text}` : (lines[j] as TPdfLine).text;
      if (FILING_FURNITURE.some((pattern) => pattern.test(text))) {
        drop.fill(true, i, j + 1);
        i = j;
        break;
      }
    }
  }
};

/** A line of the text flow: `breakBefore` when a page break or removed furniture comes before it. */
export type TFlowLine = TPdfLine & { breakBefore: boolean };

/**
 * The pages' lines without furniture: running headers and footers (the same line, digits aside, among
 * the top or bottom three lines, in the top or bottom 15% of the page, of 40% of the pages or more, with
 * 3 pages at least), lines that are only a page number, page numbers
 * such as "7." or "B-2" at the top or bottom of a page, and filing legends.
 */
export const removeRunningLines = (pages: TPageLines[]): TFlowLine[][] => {
  const running = runningShapes(pages);
  return pages.map((page) => {
    const { lines } = page;
    const edges = new Set(edgeLines(page));
    const drop = lines.map(
      (line) => (edges.has(line) && running.has(shape(line.text))) || isPageNumberLine(line.text),
    );
    markFiling(lines, drop);
    // Page numbers in their edge form, once the other furniture around them is gone.
    for (const fromEnd of [false, true]) {
      const order = lines.map((_, i) => (fromEnd ? lines.length - 1 - i : i));
      const edge = order.find((i) => !drop[i]);
      if (edge !== undefined && EDGE_PAGE_NUMBER.test((lines[edge] as TPdfLine).text)) drop[edge] = true;
    }
    const kept: TFlowLine[] = [];
    let breakBefore = true;
    lines.forEach((line, i) => {
      if (drop[i]) {
        breakBefore = true;
        return;
      }
      kept.push({ ...line, breakBefore });
      breakBefore = false;
    });
    return kept;
  });
};
