/**
 * The text of a PDF rebuilt as paragraphs from the positions of its text items: items → lines (by
 * baseline) → furniture removed (running headers and footers, page numbers, filing legends) → lines
 * joined into paragraphs. The result has one paragraph per block of the source, paragraphs separated by
 * a blank line, the lines of a paragraph joined by single spaces (no hard line breaks), hyphenated line
 * ends joined, headings as paragraphs of their own, numbering kept as text.
 *
 * A line starts a new paragraph after a gap wider than the document's line spacing, at a change of font
 * size, at the next section number at the indent of the last one ("2.4" after "2.3"), at numbering
 * ("2.1", "(a)", "ARTICLE IV") after a finished line, after a short finished line or a
 * heading, before a heading, and at a first-line indent or outdent after a finished line. Over a page
 * break (or removed furniture) the paragraph runs on while its sentence does.
 */
import {
  endsInReference,
  endsTerminal,
  isCapitals,
  isHeadingText,
  LONE_HEADING,
  NUMBERED_TITLE,
  readsAsTitle,
  startsSentence,
} from './line-shape';
import { parseMarker } from './numbering';
import { readPdfLines, type TPdfPage } from './read-pdf-lines';
import { removeRunningLines, type TFlowLine } from './running-lines';

/** A gap this many times the usual line spacing (relative to font size) separates paragraphs. */
const PARAGRAPH_GAP = 1.35;
/** Font sizes differing by more than this share are different kinds of text (heading, body, footnote). */
const SIZE_STEP = 0.15;
/** A finished line ending this share of the text width before the right margin is a paragraph's last. */
const SHORT_SHARE = 0.12;
/** … or at least this many characters before it. */
const SHORT_CHARS = 4;
/** A line starting this share of the text width from the left margin is centred or right-aligned. */
const INSET_SHARE = 0.25;
/** Share of line transitions with paragraph spacing from which a document counts as spacing its paragraphs. */
const GAP_SEPARATED = 0.05;
/** An indent or outdent of more than this many characters marks a paragraph's first line. */
const INDENT_CHARS = 1.5;

type TMetrics = {
  /** Usual distance between baselines, as a multiple of the font size. */
  pitch: number;
  /** Paragraphs are set apart by space (so lines without it belong together, however short). */
  gapSeparated: boolean;
  left: number;
  right: number;
  charWidth: number;
};

const quantile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

const measure = (lines: TFlowLine[]): TMetrics => {
  const ratios: number[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (!previous || line.breakBefore) return;
    const ratio = (previous.y - line.y) / Math.max(previous.size, line.size);
    if (ratio > 0.8 && ratio < 4) ratios.push(ratio);
  });
  const chars = lines.reduce((sum, line) => sum + line.text.length, 0);
  const width = lines.reduce((sum, line) => sum + (line.x1 - line.x0), 0);
  const pitch = ratios.length > 0 ? quantile(ratios, 0.25) : 1.2;
  const gaps = ratios.filter((ratio) => ratio > PARAGRAPH_GAP * pitch).length;
  return {
    pitch,
    gapSeparated: gaps >= GAP_SEPARATED * ratios.length && gaps >= 3,
    left: quantile(
      lines.map((line) => line.x0),
      0.05,
    ),
    right: quantile(
      lines.map((line) => line.x1),
      0.95,
    ),
    charWidth: chars > 0 ? width / chars : 5,
  };
};

type TParagraph = { lines: TFlowLine[]; text: string };

const LIST_JOIN = /[;,]\s*(?:and|or|and\/or)$/i;
/** Whether section number `path` comes next after `last` ("2.3" after "2.2", "2.3.1" or "1.4"; "3" after "2.3"). */
const continuesNumbering = (last: number[], path: number[]) => {
  if (path.length === last.length + 1)
    return path[path.length - 1] === 1 && last.every((part, i) => part === path[i]);
  if (path.length > last.length) return false;
  const level = path.length - 1;
  return path.slice(0, level).every((part, i) => part === last[i]) && path[level] === (last[level] ?? 0) + 1;
};

class Layout {
  /** Number and left edge of the last numbered section that started a paragraph. */
  private section: { path: number[]; x0: number } | undefined;

  constructor(private readonly metrics: TMetrics) {}

  /** Remembers the numbering of a line that starts a paragraph. */
  started(line: TFlowLine) {
    const marker = parseMarker(line.text);
    if (marker?.type === 'decimal') this.section = { path: marker.path, x0: line.x0 };
  }

  /** A section number at the same indent as the last one, continuing its numbering. */
  private nextSection(line: TFlowLine) {
    const marker = parseMarker(line.text);
    const { section } = this;
    return (
      marker?.type === 'decimal' &&
      section !== undefined &&
      Math.abs(line.x0 - section.x0) <= INDENT_CHARS * this.metrics.charWidth &&
      continuesNumbering(section.path, marker.path)
    );
  }

  /** Does not fill its line: ends before the right margin, or starts far from the left (centred, right-aligned). */
  isShort(line: TFlowLine) {
    const { left, right, charWidth } = this.metrics;
    const slack = Math.max(SHORT_SHARE * (right - left), SHORT_CHARS * charWidth);
    return line.x1 < right - slack || line.x0 > left + INSET_SHARE * (right - left);
  }

  /** A short line reading as a heading: capitals, or a numbered title, or Title Case without punctuation. */
  isHeading(line: TFlowLine) {
    if (!this.isShort(line) || /:$/.test(line.text)) return false;
    const marker = parseMarker(line.text);
    if (!readsAsTitle(marker ? marker.rest : line.text)) return false;
    if (marker) return marker.rest !== '' && isHeadingText(marker.rest, NUMBERED_TITLE);
    return isCapitals(line.text) ? isHeadingText(line.text) : isHeadingText(line.text, LONE_HEADING);
  }

  /**
   * Numbering that starts a list item rather than running on in a sentence: at the left edge of a
   * single short line above it, or indented or outdented from the wrapped line above it.
   */
  private startsItem(previous: TFlowLine, line: TFlowLine, paragraph: TParagraph) {
    const shift = this.shifted(previous, line);
    return paragraph.lines.length === 1 ? !shift && this.isShort(previous) : shift;
  }

  private shifted(previous: TFlowLine, line: TFlowLine) {
    return Math.abs(line.x0 - previous.x0) > INDENT_CHARS * this.metrics.charWidth;
  }

  private indented(previous: TFlowLine, line: TFlowLine, paragraph: TParagraph) {
    return (
      paragraph.lines.length > 1 &&
      Math.abs(line.x0 - previous.x0) > INDENT_CHARS * this.metrics.charWidth &&
      startsSentence(line.text)
    );
  }

  /** Whether `line` starts a new paragraph after `previous`, the last line of `paragraph`. */
  startsParagraph(previous: TFlowLine, line: TFlowLine, paragraph: TParagraph): boolean {
    if (this.isHeading(previous) && !/^\p{Ll}/u.test(line.text)) return true;
    const finished = endsTerminal(previous.text);
    const marker = parseMarker(line.text);
    if (line.breakBefore) {
      // Over a page break the paragraph runs on while its sentence does.
      if (/^\p{Ll}/u.test(line.text) || endsInReference(previous.text)) return false;
      if (marker || this.isHeading(line)) return true;
      return finished && (this.isShort(previous) || this.indented(previous, line, paragraph));
    }
    const size = Math.max(previous.size, line.size);
    const gap = previous.y - line.y;
    if (gap > PARAGRAPH_GAP * this.metrics.pitch * size || gap < -size) return true;
    if (Math.abs(previous.size - line.size) > SIZE_STEP * Math.min(previous.size, line.size)) return true;
    if (endsInReference(previous.text) || (!marker && /^\p{Ll}/u.test(line.text))) return false;
    if (this.nextSection(line)) return true;
    const short = this.isShort(previous);
    if (this.metrics.gapSeparated) {
      // Paragraphs are spaced apart: lines without space between them are one paragraph but for list items.
      return (
        Boolean(marker) &&
        (finished || LIST_JOIN.test(previous.text)) &&
        this.startsItem(previous, line, paragraph)
      );
    }
    if (marker && (finished || short || LIST_JOIN.test(previous.text))) {
      // Numbering where a full wrapped line leaves off mid-sentence ("…; (iv) …"), at the same indent, runs on.
      const runsOn =
        paragraph.lines.length > 1 &&
        !short &&
        !this.shifted(previous, line) &&
        !/[.:!?]["”’)\]]*$/.test(previous.text);
      if (!runsOn) return true;
    }
    if (short && finished) return true;
    if (this.isHeading(line) && (finished || short)) return true;
    // What a colon introduces, and the next entry of a list of definitions, start on a line of their own.
    if (/:["”’)]*$/.test(previous.text) && startsSentence(line.text)) return true;
    if (finished && /^["“][\p{Lu}\p{N}]/u.test(line.text)) return true;
    if (finished && this.indented(previous, line, paragraph)) return true;
    return short && previous.font !== line.font;
  }
}

/** Lowercase words of the document, to tell a hyphenated word ("non-exclusive") from a split one. */
const wordsOf = (lines: TFlowLine[]) => {
  const words = new Set<string>();
  for (const line of lines)
    for (const word of line.text.toLowerCase().match(/[\p{L}-]+/gu) ?? []) words.add(word);
  return words;
};

/** `line` appended to a paragraph's text: a word split by a hyphen at the line end is joined again. */
const joinLine = (text: string, line: string, words: Set<string>) => {
  if (text.endsWith('\u00ad')) return text.slice(0, -1) + line;
  const split = /(\p{L}+)-$/u.exec(text);
  const next = /^(\p{Ll}+)/u.exec(line);
  if (!split || !next) return `${text} ${line}`;
  const joined = `${split[1]}${next[1]}`.toLowerCase();
  const hyphenated = `${split[1]}-${next[1]}`.toLowerCase();
  // Drop the hyphen only when the document spells the word without one elsewhere.
  return words.has(joined) && !words.has(hyphenated) ? text.slice(0, -1) + line : text + line;
};

/**
 * The PDF's text as paragraphs (see the module comment). Each page is given as its size and text items;
 * the result is '' when there is no text.
 */
export const layoutPdfText = (pages: TPdfPage[]): string => {
  const lines = removeRunningLines(
    pages.map((page) => ({ height: page.height, lines: readPdfLines(page) })),
  ).flat();
  const layout = new Layout(measure(lines));
  const words = wordsOf(lines);
  const paragraphs: TParagraph[] = [];
  let current: TParagraph | undefined;
  let previous: TFlowLine | undefined;
  for (const line of lines) {
    if (!current || !previous || layout.startsParagraph(previous, line, current)) {
      current = { lines: [line], text: line.text };
      paragraphs.push(current);
      layout.started(line);
    } else {
      current.lines.push(line);
      current.text = joinLine(current.text, line.text, words);
    }
    previous = line;
  }
  return paragraphs.map((paragraph) => paragraph.text).join('\n\n');
};
