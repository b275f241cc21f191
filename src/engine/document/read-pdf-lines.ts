/**
 * A PDF page's text items (as pdf.js gives them) gathered into lines: items whose baselines sit at the
 * same height are one line, read left to right. Pure: the caller maps pdf.js items to `TPdfTextItem`.
 */

/** One text item: its string, baseline origin (x, y in PDF units, y upwards), width, font size and font. */
export type TPdfTextItem = { str: string; x: number; y: number; width: number; size: number; font: string };
export type TPdfPage = { width: number; height: number; items: TPdfTextItem[] };

/** One line of a page: its text (single spaces), left and right edges, baseline, font size and main font. */
export type TPdfLine = { text: string; x0: number; x1: number; y: number; size: number; font: string };

/** Items whose baselines differ by less than this share of the font size are on one line (superscripts too). */
const SAME_LINE = 0.45;
/** A horizontal gap wider than this share of the font size between two items is a space. */
const SPACE_GAP = 0.15;
/** Script text is set smaller than its line, raised (superscript) or lowered (subscript) by up to this share. */
const SCRIPT_SIZE = 0.85;
const SCRIPT_RAISE = 0.7;
const SCRIPT_LOWER = 0.4;
/** Two items with the same text this close together are one item drawn twice (fake bold, shadows). */
const OVERPRINT = 0.25;

const toLine = (items: TPdfTextItem[]): TPdfLine | undefined => {
  items.sort((a, b) => a.x - b.x);
  const lineSize = items.reduce((size, item) => Math.max(size, item.size), 0);
  let text = '';
  let last: TPdfTextItem | undefined;
  const fontChars = new Map<string, number>();
  let sizeSum = 0;
  let chars = 0;
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    // A whitespace item is a space; its width says nothing about where the text is.
    if (item.str.trim() === '') {
      text += ' ';
      continue;
    }
    if (last) {
      const size = Math.max(last.size, item.size);
      if (item.str === last.str && Math.abs(item.x - last.x) < OVERPRINT * size) continue;
      const gap = item.x - (last.x + last.width);
      if (gap > SPACE_GAP * size) text += ' ';
    }
    // A short script ("th" of "15th") is one piece, however its letters were spaced.
    const script = item.size < SCRIPT_SIZE * lineSize && item.str.trim().length <= 4;
    text += script ? item.str.replace(/\s+/g, '') : item.str;
    last = item;
    const length = item.str.trim().length;
    fontChars.set(item.font, (fontChars.get(item.font) ?? 0) + length);
    sizeSum += item.size * length;
    chars += length;
    x0 = Math.min(x0, item.x);
    x1 = Math.max(x1, item.x + item.width);
  }
  if (!last) return undefined;
  let font = last.font;
  for (const [name, count] of fontChars) if (count > (fontChars.get(font) ?? 0)) font = name;
  return { text: text.replace(/\s+/g, ' ').trim(), x0, x1, y: last.y, size: sizeSum / chars, font };
};

type TGroup = { items: TPdfTextItem[]; y: number; size: number };

const isScript = (group: TGroup, line: TGroup | undefined, shift: number) =>
  line !== undefined &&
  group.size < SCRIPT_SIZE * line.size &&
  shift > 0 &&
  shift < line.size * (shift === group.y - line.y ? SCRIPT_RAISE : SCRIPT_LOWER);

/** Superscripts ("15th", footnote marks) and subscripts joined to the line they belong to. */
const attachScripts = (groups: TGroup[]): TGroup[] => {
  const out: TGroup[] = [];
  groups.forEach((group, i) => {
    const below = groups[i + 1];
    const above = out[out.length - 1];
    const target = isScript(group, below, group.y - (below?.y ?? 0))
      ? below
      : isScript(group, above, (above?.y ?? 0) - group.y)
        ? above
        : undefined;
    if (!target) {
      out.push(group);
      return;
    }
    target.items.push(...group.items);
  });
  return out;
};

/**
 * The page's lines, top to bottom: items gathered by baseline (so a line drawn in several pieces, or with
 * a superscript, is one line), then read by x, with a space where there is a gap between two items.
 */
export const readPdfLines = (page: TPdfPage): TPdfLine[] => {
  const items = page.items
    .filter((item) => item.str !== '' && item.size > 0)
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: TGroup[] = [];
  for (const item of items) {
    const group = groups[groups.length - 1];
    if (group && group.y - item.y <= SAME_LINE * Math.max(group.size, item.size)) group.items.push(item);
    else groups.push({ items: [item], y: item.y, size: item.size });
  }
  return attachScripts(groups).flatMap((group) => toLine(group.items) ?? []);
};
