/**
 * Page furniture of a PDF, found independently of the extractor so that the evaluation can check it:
 * lone page numbers ("7", "Page 7 of 12", "- 7 -", "vii", "7."), lines repeated at the top or bottom of
 * most pages (running headers and footers, "* Confidential Treatment Requested") and EDGAR filing
 * markers ("Source: ACME CORP, 10-K, 3/1/2019", "<PAGE>"). Each piece is returned as word sequences
 * that betray it inside extracted text: the piece with the last words before it and the first words
 * after it in reading order (a lone "7" is only furniture between "provided to" and "Corio"), or the
 * piece alone when it is long enough to be unmistakable.
 */
import { getDocumentProxy } from 'unpdf';

/** Lines at each edge of a page that may hold furniture. */
const EDGE_LINES = 3;
/** Words of context taken on each side of a short piece. */
const CONTEXT_WORDS = 2;
/** A piece with at least this many words is recognisable without context. */
const DISTINCT_WORDS = 4;

const PAGE_NUMBER =
  /^(?:page\s+)?(?:\d{1,4}|[ivxlc]{1,6})(?:\s*(?:of|\/)\s*\d{1,4})?\.?$|^[-–—]\s*\d{1,4}\s*[-–—]$/i;
const EDGAR_MARKER = /^source:.*\d{1,2}\/\d{1,2}\/\d{2,4}$|^<\/?page>\s*\d*$|^table of contents$/i;

/** Lower-case words; a bracketed list number "(1)" stays apart from a page number "1". */
export const normalisedWords = (text: string) => text.toLowerCase().match(/\(?[\p{L}\p{N}]+\)?/gu) ?? [];

/** Digits vary from page to page: compare lines with runs of digits as '#'. */
const shape = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

type TLine = { text: string; page: number; furniture: boolean };

/** The page's lines, top to bottom (text items on one baseline joined left to right). */
const pageLines = async (pdf: Awaited<ReturnType<typeof getDocumentProxy>>, pageNumber: number) => {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const rows: { y: number; items: { x: number; str: string }[] }[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [, , , , x = 0, y = 0] = item.transform as number[];
    const row = rows.find((candidate) => Math.abs(candidate.y - y) < 2);
    if (row) row.items.push({ x, str: item.str });
    else rows.push({ y, items: [{ x, str: item.str }] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) =>
      row.items
        .sort((a, b) => a.x - b.x)
        .map((item) => item.str)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
};

/** Word sequences (space-joined, normalised) that mark page furniture left inside extracted text. */
export const findPageFurniture = async (bytes: Uint8Array): Promise<string[]> => {
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, isEvalSupported: false });
  const pages: string[][] = [];
  try {
    for (let p = 1; p <= pdf.numPages; p += 1) pages.push(await pageLines(pdf, p));
  } finally {
    await pdf.destroy();
  }
  const edges = (lines: string[]) =>
    new Set([...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)].map(shape));
  const pagesWith = new Map<string, number>();
  for (const lines of pages)
    for (const piece of edges(lines)) pagesWith.set(piece, (pagesWith.get(piece) ?? 0) + 1);
  const repeatedNeeded = Math.max(3, Math.ceil(pages.length / 2));

  // Printed several document pages to a sheet, a PDF has page numbers mid-page: a lone number there
  // counts when its neighbour in the numbering also stands alone somewhere (page numbers come in runs).
  const loneNumbers = new Set(pages.flat().flatMap((line) => (/^\d{1,4}$/.test(line) ? [Number(line)] : [])));
  const inRun = (line: string) =>
    /^\d{1,4}$/.test(line) && (loneNumbers.has(Number(line) - 1) || loneNumbers.has(Number(line) + 1));

  const stream: TLine[] = pages.flatMap((lines, page) =>
    lines.map((text, i) => {
      const atEdge = i < EDGE_LINES || i >= lines.length - EDGE_LINES;
      const repeated = (pagesWith.get(shape(text)) ?? 0) >= repeatedNeeded && /\p{L}{3}/u.test(text);
      const furniture =
        inRun(text) ||
        (atEdge && (PAGE_NUMBER.test(text) || EDGAR_MARKER.test(text) || (pages.length >= 3 && repeated)));
      return { text, page, furniture };
    }),
  );

  const out = new Set<string>();
  stream.forEach((line, i) => {
    if (!line.furniture) return;
    const piece = normalisedWords(line.text);
    if (piece.length === 0) return;
    if (piece.length >= DISTINCT_WORDS) {
      out.add(piece.join(' '));
      return;
    }
    const before = stream.slice(0, i).findLast((other) => !other.furniture);
    const after = stream.slice(i + 1).find((other) => !other.furniture);
    const tail = before ? normalisedWords(before.text).slice(-CONTEXT_WORDS) : [];
    const head = after ? normalisedWords(after.text).slice(0, CONTEXT_WORDS) : [];
    if (tail.length === CONTEXT_WORDS) out.add([...tail, ...piece].join(' '));
    if (head.length === CONTEXT_WORDS) out.add([...piece, ...head].join(' '));
  });
  return [...out];
};

/** Whether the text holds any of the furniture sequences. */
export const containsFurniture = (text: string, furniture: readonly string[]) => {
  const haystack = ` ${normalisedWords(text).join(' ')} `;
  return furniture.some((piece) => haystack.includes(` ${piece} `));
};
