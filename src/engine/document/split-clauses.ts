import { firstAtOrAfter } from '../first-at-or-after';
import { executionOffset, isSignatureLine, startsAttachment, startsExecution } from './execution-block';
import {
  endsInReference,
  endsTerminal,
  isCapitals,
  isHeadingText,
  LINE_HEADING,
  LONE_HEADING,
  NUMBERED_TITLE,
  startsSentence,
} from './line-shape';
import { parseMarker, resolveEnum, type TRawMarker } from './numbering';
import { isPageNumberLine } from './running-lines';
import { isTableOfContents } from './table-of-contents';

/**
 * One clause of a document: `text === extracted.slice(start, end)` (end exclusive). `heading` is the
 * number and title of the section the clause belongs to ("12. LIMITATION OF LIABILITY"), or ''.
 */
export type TClauseSpan = {
  index: number;
  heading: string;
  text: string;
  start: number;
  end: number;
  /** The execution block (testimonium, signatures: execution-block.ts): no clause anyone reviews. */
  execution?: true;
  /** The table of contents (table-of-contents.ts): no clause anyone reviews either. */
  contents?: true;
};

/** A clause longer than this is split at its sub-sections, paragraphs or, failing those, sentences. */
export const MAX_CLAUSE_WORDS = 400;
/** A fragment shorter than this (page numbers, signature lines, lone headings) is merged or dropped. */
export const MIN_CLAUSE_WORDS = 8;

// ---------------------------------------------------------------------------------------------------
// Lines

type TLine = {
  start: number;
  end: number;
  text: string;
  blankBefore: boolean;
  marker: TRawMarker | undefined;
};

const countWords = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

const readLines = (text: string): TLine[] => {
  const lines: TLine[] = [];
  let blank = false;
  let at = 0;
  while (at <= text.length) {
    const newline = text.indexOf('\n', at);
    const stop = newline === -1 ? text.length : newline;
    const raw = text.slice(at, stop);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed === '') blank = true;
    else if (isPageNumberLine(trimmed)) {
      // Page numbers are transparent: they neither start nor end anything.
    } else {
      const start = at + lead;
      // The testimonium running on after the last clause's final sentence is a paragraph of its own.
      const execution = executionOffset(trimmed);
      const parts =
        execution > 0
          ? [
              { from: 0, text: trimmed.slice(0, execution).trimEnd() },
              { from: execution, text: trimmed.slice(execution) },
            ]
          : [{ from: 0, text: trimmed }];
      for (const part of parts) {
        lines.push({
          start: start + part.from,
          end: start + part.from + part.text.length,
          text: part.text,
          blankBefore: blank || part.from > 0,
          marker: parseMarker(part.text),
        });
      }
      blank = false;
    }
    if (newline === -1) break;
    at = newline + 1;
  }
  return lines;
};

/** The length most lines reach: lines clearly shorter than it end a paragraph (or are headings). */
const typicalWidth = (lines: TLine[]) => {
  const lengths = lines.map((line) => line.text.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.75)] ?? 80;
};

const cleanTitle = (title: string) => title.replace(/[\s.:;,—–-]+$/u, '').trim();

/** "Governing Law. This Agreement …" → "Governing Law"; capitals only when there is no numbering. */
const inlineTitle = (rest: string, numbered: boolean): string | undefined => {
  const match = /^(.{2,100}?)(?:\.|:|\s[—–-])\s+\S/u.exec(rest);
  if (!match) return undefined;
  const candidate = (match[1] as string).trim();
  if (/^["“]/.test(candidate) || !isHeadingText(candidate, numbered ? NUMBERED_TITLE : LINE_HEADING))
    return undefined;
  if (!numbered) {
    const letters = candidate.match(/\p{L}/gu)?.length ?? 0;
    const upper = candidate.match(/\p{Lu}/gu)?.length ?? 0;
    if (letters < 4 || upper / letters < 0.8) return undefined;
  }
  return cleanTitle(candidate);
};

// ---------------------------------------------------------------------------------------------------
// Outline

type TBlock = {
  start: number;
  end: number;
  /** The numbering as written ("Section 2.4", "(a)"), if any. */
  label: string;
  title: string;
  /** Only a heading (with or without numbering): no body text of its own. */
  headingOnly: boolean;
  /** Numbering on its own line ("ARTICLE IV"), waiting for a title or body on the next line. */
  bare: boolean;
  lastLine: TLine;
};

type TNode = {
  block: TBlock | undefined;
  children: TNode[];
  parent: TNode | undefined;
  rank: number;
  kind: string;
  ordinal: number;
};

/** Outline ranks: lower is higher up. Lists (letters, roman numerals, bullets) nest below numbered sections. */
const ARTICLE_RANK = 0;
const HEADING_RANK = 1;
const decimalRank = (depth: number) => 1 + depth;
/** A Title Case heading without numbering inside a numbered document: a sub-heading, closed by any number. */
const SUBHEADING_RANK = 9;
const LIST_RANK = 10;
/** The execution block (testimonium, signatures): opened at the root, closed by any heading or number. */
const EXECUTION_RANK = 50;
const PARAGRAPH_RANK = 100;

class Outline {
  readonly root: TNode = {
    block: undefined,
    children: [],
    parent: undefined,
    rank: -1,
    kind: 'root',
    ordinal: 0,
  };
  /** Open sections, outermost first. */
  private stack: TNode[] = [this.root];
  private lastDecimal: number[] | undefined;
  private lastArticle = 0;
  /** The latest item of each list, so that a list interrupted by unnumbered headings can go on. */
  private lastItem = new Map<string, TNode>();
  lastNode: TNode = this.root;

  private top() {
    return this.stack[this.stack.length - 1] as TNode;
  }

  /** Whether an open list of `kind` continues with `ordinal`. */
  expects = (kind: string, ordinal: number) => {
    const open = this.stack.find((node) => node.kind === kind);
    if (open) return ordinal > open.ordinal && ordinal <= open.ordinal + 2;
    return this.resumable(kind, ordinal) !== undefined;
  };

  /**
   * Where a list closed by unnumbered headings goes on: "(d) … Schedules:" with one heading-like line
   * per schedule, then "(e) Entire Agreement" is the next item of (d)'s list, not a sub-item of the
   * last line. The stack depth of the earlier item's parent, when only such headings were opened since.
   */
  private resumable(kind: string, ordinal: number) {
    const earlier = this.lastItem.get(kind);
    if (!earlier?.parent || ordinal !== earlier.ordinal + 1) return undefined;
    const depth = this.stack.indexOf(earlier.parent);
    if (depth < 0) return undefined;
    const above = this.stack.slice(depth + 1);
    return above.every((node) => node.kind === 'heading' || node.kind === 'subheading') ? depth : undefined;
  }

  /** Whether the numbering plausibly comes next (so that a number at a line start is a new section). */
  plausibleDecimal(path: number[]) {
    const current = this.lastDecimal;
    if (!current) return path.every((part, i) => part === 1 || (i === 0 && part <= 2));
    for (let level = 0; level < path.length; level += 1) {
      const samePrefix = path.slice(0, level).every((part, i) => part === current[i]);
      if (!samePrefix) return false;
      const here = path[level] as number;
      const was = current[level];
      const freshBelow = path.slice(level + 1).every((part) => part <= 1);
      if (was === undefined) return here <= 1 && freshBelow;
      if (here > was && here <= was + 2 && freshBelow) return true;
      if (here !== was) return false;
    }
    return false;
  }

  plausibleArticle(ordinal: number) {
    return ordinal > this.lastArticle && ordinal <= this.lastArticle + 2;
  }

  plausibleEnum(kind: string, ordinal: number) {
    return this.expects(kind, ordinal) || (ordinal === 1 && !this.stack.some((node) => node.kind === kind));
  }

  /** Opens a section at `rank` (closing deeper ones); headings without numbering close at numbered ranks ≤ 3. */
  open(block: TBlock, rank: number, kind: string, ordinal: number, path?: number[]) {
    const previous = this.lastNode;
    if (kind === 'execution') this.stack.length = 1;
    else if (kind.startsWith('list:')) {
      const index = this.stack.findIndex((node) => node.kind === kind);
      const resumed = index > 0 ? undefined : this.resumable(kind, ordinal);
      if (index > 0) this.stack.length = index;
      else if (resumed !== undefined) this.stack.length = resumed + 1;
    } else {
      while (this.stack.length > 1) {
        const node = this.top();
        const closes =
          node.rank >= rank ||
          (node.rank === HEADING_RANK &&
            rank <= decimalRank(1) &&
            node !== previous &&
            node.block !== undefined);
        if (!closes) break;
        this.stack.pop();
      }
    }
    if (path) this.lastDecimal = path;
    if (kind === 'article') this.lastArticle = ordinal;
    const parent = this.top();
    const node: TNode = { block, children: [], parent, rank, kind, ordinal };
    parent.children.push(node);
    this.stack.push(node);
    this.lastNode = node;
    if (kind.startsWith('list:')) this.lastItem.set(kind, node);
  }

  /** A paragraph without numbering belongs to the innermost open section. */
  paragraph(block: TBlock) {
    const parent = this.top();
    const node: TNode = { block, children: [], parent, rank: PARAGRAPH_RANK, kind: 'paragraph', ordinal: 0 };
    parent.children.push(node);
    this.lastNode = node;
  }
}

// ---------------------------------------------------------------------------------------------------
// Blocks: lines joined into paragraphs, each placed in the outline

type TLayout = { blankSeparated: boolean; width: number };

const isShort = (line: TLine, layout: TLayout) => line.text.length < layout.width * 0.7;

/** A line that stands alone as a heading: heading-shaped, shorter than full lines, after a finished line. */
const isStandaloneHeading = (
  line: TLine,
  previous: TLine | undefined,
  next: TLine | undefined,
  layout: TLayout,
  /** The line is content whatever its shape (an item a colon introduced, a signature line). */
  content = false,
) => {
  const text = line.marker ? line.marker.rest : line.text;
  // A defined term ("1.2 "ASP" means …") is not a heading.
  if (/^["“'‘]/.test(text)) return false;
  if (content && !line.marker) return false;
  if (!isHeadingText(text, line.marker ? LINE_HEADING : LONE_HEADING)) return false;
  if (!layout.blankSeparated && !isShort(line, layout)) return false;
  if (!line.marker && previous && !line.blankBefore) {
    // What a line ending in ':' introduces ("If to the Supplier:") is content, not a heading.
    if (/:["”’)]*$/.test(previous.text)) return false;
    // The previous line runs on into this one unless it was itself short (a heading above a heading).
    if (!endsTerminal(previous.text) && !previous.marker) {
      if (!isShort(previous, layout) || !isHeadingText(previous.text, LONE_HEADING)) return false;
    }
  }
  return !next || next.blankBefore || startsSentence(next.text) || Boolean(next.marker);
};

/**
 * A heading after the signatures that a signature line does not follow: the title of what comes after
 * them ("STATEMENT OF WORK"), not a party's name above its "By:" line.
 */
const titleAfterSignatures = (line: TLine, next: TLine | undefined) =>
  isHeadingText(line.text) &&
  !isSignatureLine(line.text) &&
  next !== undefined &&
  !isSignatureLine(next.text);

/**
 * Whether `line` is an item of a list a colon introduced: short heading-like lines without numbering
 * ("Schedule “1” - Specifications") that follow "… the following Schedules:" one after the other, each
 * starting like the one before. A line of capitals, or a lone Title Case line followed by a sentence,
 * stays a heading.
 */
const introducesItem = (
  previous: TLine | undefined,
  line: TLine,
  next: TLine | undefined,
  wasItem: boolean,
) => {
  if (!previous || line.marker || endsTerminal(line.text) || !isHeadingText(line.text)) return false;
  if (isCapitals(line.text)) return false;
  // The list goes on with lines like its items ("Schedule 2 - …" after "Schedule 1 - …").
  const firstWord = (text: string) => text.split(/\s/)[0]?.toLowerCase();
  if (wasItem) return firstWord(line.text) === firstWord(previous.text);
  const afterColon = /:["”’)]*$/.test(previous.text);
  const itemNext = next !== undefined && !next.marker && isHeadingText(next.text) && !endsTerminal(next.text);
  return afterColon && itemNext;
};

type TPlacement = { rank: number; kind: string; ordinal: number; path?: number[]; plausible: boolean };

const placeMarker = (marker: TRawMarker, outline: Outline): TPlacement => {
  if (marker.type === 'article') {
    return {
      rank: ARTICLE_RANK,
      kind: 'article',
      ordinal: marker.ordinal,
      plausible: outline.plausibleArticle(marker.ordinal),
    };
  }
  if (marker.type === 'decimal') {
    return {
      rank: decimalRank(marker.path.length),
      kind: `decimal-${marker.path.length}`,
      ordinal: marker.path[marker.path.length - 1] as number,
      path: marker.path,
      plausible: outline.plausibleDecimal(marker.path),
    };
  }
  const resolved = resolveEnum(marker.style, marker.token, (kind, ordinal) =>
    outline.expects(`list:${kind}`, ordinal),
  );
  const kind = `list:${resolved.kind}`;
  return {
    rank: LIST_RANK,
    kind,
    ordinal: resolved.ordinal,
    plausible: resolved.kind === 'bullet' || outline.plausibleEnum(kind, resolved.ordinal),
  };
};

/** Whether a numbered line starts a new block after `previous`. */
const startsNumbered = (line: TLine, previous: TLine, placement: TPlacement, layout: TLayout) => {
  if (endsInReference(previous.text)) return false;
  if (line.blankBefore && layout.blankSeparated) return true;
  const sectionLevel = placement.rank < LIST_RANK;
  if (sectionLevel) return endsTerminal(previous.text) || isShort(previous, layout) || placement.plausible;
  return (
    isShort(previous, layout) ||
    /:["”’)]*$/.test(previous.text) ||
    (endsTerminal(previous.text) && placement.plausible) ||
    (line.blankBefore && endsTerminal(previous.text))
  );
};

/** The lines read into an outline so far: the block being read, the line before it, the page's layout. */
type TOutlineState = {
  outline: Outline;
  layout: TLayout;
  block?: TBlock;
  previous?: TLine;
  /** The line is an item of a list a colon introduced ("… the following Schedules:"): no heading. */
  introduced: boolean;
  /** Inside the execution block: party names in capitals are signature lines, not headings. */
  signing: boolean;
};

/** What a line is where it stands (lineRole). */
type TLineRole = ReturnType<typeof lineRole>;

const buildOutline = (text: string): Outline => {
  const lines = readLines(text);
  const outline = new Outline();
  if (lines.length === 0) return outline;
  const blanks = lines.filter((line) => line.blankBefore).length;
  const state: TOutlineState = {
    outline,
    layout: { blankSeparated: blanks >= lines.length * 0.3, width: typicalWidth(lines) },
    introduced: false,
    signing: false,
  };
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const role = lineRole(state, line, next);
    const { block, previous } = state;
    if (block && previous && !startsBlock(state.layout, line, previous, next, block, role))
      continueBlock(block, line);
    else openBlock(state, line, next, role);
    state.previous = line;
  });
  return outline;
};

/**
 * What a line is where it stands: the start of the execution block, the line that ends the signatures,
 * one that cannot be a heading, its number's place in the outline. Notes whether signing goes on.
 */
const lineRole = (state: TOutlineState, line: TLine, next: TLine | undefined) => {
  state.introduced = introducesItem(state.previous, line, next, state.introduced);
  const execution = startsExecution(line.text);
  const wasSigning = state.signing;
  if (execution) state.signing = true;
  else if (line.marker || startsAttachment(line.text) || titleAfterSignatures(line, next))
    state.signing = false;
  return {
    execution,
    // The line that ends the signatures ("Exhibit B: Fees") starts what follows them, whatever its shape.
    leavesSigning: wasSigning && !state.signing && !line.marker,
    notHeading: state.introduced || (state.signing && !execution),
    placement: line.marker ? placeMarker(line.marker, state.outline) : undefined,
  };
};

/** Whether a line starts a new block after the block it follows. */
const startsBlock = (
  layout: TLayout,
  line: TLine,
  previous: TLine,
  next: TLine | undefined,
  block: TBlock,
  { execution, leavesSigning, notHeading, placement }: TLineRole,
) => {
  if (execution || leavesSigning) return true;
  // "ARTICLE IV" / "1." alone on a line: the next line is its title or its body, not a new block.
  if (block.bare) return Boolean(line.marker) && !isHeadingText(line.text);
  if (block.headingOnly) return true;
  if (line.marker && placement) return startsNumbered(line, previous, placement, layout);
  if (line.blankBefore && layout.blankSeparated) return true;
  if (isStandaloneHeading(line, previous, next, layout, notHeading))
    return endsTerminal(previous.text) || isShort(previous, layout) || line.blankBefore;
  return (
    endsTerminal(previous.text) &&
    (isShort(previous, layout) || (line.blankBefore && startsSentence(line.text)))
  );
};

/** A line that goes on with its block; after a bare number, the block's title or the start of its body. */
const continueBlock = (block: TBlock, line: TLine) => {
  if (block.bare) {
    // The numbering's title on the next line ("ARTICLE IV" / "TERM AND TERMINATION").
    if (isHeadingText(line.text) && !line.marker) {
      block.title = cleanTitle(line.text);
      block.headingOnly = true;
    } else {
      // "2.8" then "Ownership. Commerce One retains …" on the next line: the title is inline there.
      if (!line.marker) block.title = inlineTitle(line.text, true) ?? '';
      block.headingOnly = false;
    }
    block.bare = false;
  }
  block.end = line.end;
  block.lastLine = line;
};

/** A block the line starts, opened in the outline at its rank: execution, numbered, heading, or a paragraph. */
const openBlock = (state: TOutlineState, line: TLine, next: TLine | undefined, role: TLineRole) => {
  const { outline, layout, previous } = state;
  const { execution, leavesSigning, notHeading, placement } = role;
  const marker = line.marker && placement ? line.marker : undefined;
  const heading = !execution && isStandaloneHeading(line, previous, next, layout, notHeading);
  const rest = marker ? marker.rest : line.text;
  const block: TBlock = {
    start: line.start,
    end: line.end,
    // A bullet is not a number a reviewer could refer to.
    label: marker && !(marker.type === 'enum' && marker.style === 'bullet') ? marker.label : '',
    title:
      heading || (leavesSigning && countWords(rest) <= 12)
        ? cleanTitle(rest)
        : (inlineTitle(rest, Boolean(marker)) ?? ''),
    headingOnly: heading || (Boolean(marker) && rest === ''),
    bare: Boolean(marker) && rest === '',
    lastLine: line,
  };
  if (execution) outline.open(block, EXECUTION_RANK, 'execution', 0);
  else if (marker && placement)
    outline.open(block, placement.rank, placement.kind, placement.ordinal, placement.path);
  else if ((heading && isCapitals(line.text)) || leavesSigning)
    outline.open(block, HEADING_RANK, 'heading', 0);
  else if (heading) outline.open(block, SUBHEADING_RANK, 'subheading', 0);
  else outline.paragraph(block);
  state.block = block;
};

// ---------------------------------------------------------------------------------------------------
// Clauses: sections small enough are one clause; larger ones split at their children

type TPiece = { start: number; end: number; heading: string; headingOnly: boolean; execution?: true };

const labelOf = (block: TBlock) => `${block.label} ${block.title}`.trim();

/** The number and title of the section a node belongs to. */
const headingOf = (node: TNode): string => {
  for (let at: TNode | undefined = node; at?.block; at = at.parent) {
    if (at.block.title) return labelOf(at.block);
  }
  return node.block?.label ?? '';
};

const subtreeEnd = (node: TNode): number => {
  const last = node.children[node.children.length - 1];
  return last ? subtreeEnd(last) : (node.block?.end ?? 0);
};

/**
 * Cuts a long run of text at sentence ends (or, failing those, between words) into pieces of at most
 * `max` words. Linear: word positions are read once and counted by binary search.
 */
const cutLongText = (text: string, start: number, end: number, max: number): [number, number][] => {
  const wordStarts: number[] = [];
  const word = /[\p{L}\p{N}]+/gu;
  word.lastIndex = start;
  for (let match = word.exec(text); match && match.index < end; match = word.exec(text))
    wordStarts.push(match.index);
  /** Words starting before `offset`. */
  const wordsBefore = (offset: number) => firstAtOrAfter(wordStarts, offset);
  const candidates: number[] = [];
  const boundary = /[.;:!?]["”’)\]]*\s+(?=[\p{Lu}\p{N}“"(])/gu;
  boundary.lastIndex = start;
  for (let match = boundary.exec(text); match && match.index < end; match = boundary.exec(text)) {
    candidates.push(match.index + match[0].length);
  }
  candidates.push(end);
  const cuts: number[] = [];
  let pieceStart = start;
  let lastGood = start;
  for (const candidate of candidates) {
    if (wordsBefore(candidate) - wordsBefore(pieceStart) > max) {
      if (lastGood > pieceStart) {
        cuts.push(lastGood);
        pieceStart = lastGood;
      }
      // A single sentence longer than max: cut between words, every max words.
      while (wordsBefore(candidate) - wordsBefore(pieceStart) > max) {
        const cut = wordStarts[wordsBefore(pieceStart) + max] as number;
        cuts.push(cut);
        pieceStart = cut;
      }
    }
    lastGood = candidate;
  }
  const bounds = [start, ...cuts, end];
  return bounds.slice(1).map((stop, i) => [bounds[i] as number, stop]);
};

const collectPieces = (text: string, node: TNode, out: TPiece[], inExecution = false) => {
  const block = node.block;
  const execution = inExecution || node.kind === 'execution';
  const mark = execution ? { execution: true as const } : {};
  if (block) {
    const end = subtreeEnd(node);
    const heading = headingOf(node);
    if (countWords(text.slice(block.start, end)) <= MAX_CLAUSE_WORDS) {
      out.push({
        start: block.start,
        end,
        heading,
        headingOnly: block.headingOnly && node.children.length === 0,
        ...mark,
      });
      return;
    }
    for (const [start, stop] of cutLongText(text, block.start, block.end, MAX_CLAUSE_WORDS)) {
      out.push({ start, end: stop, heading, headingOnly: block.headingOnly, ...mark });
    }
  }
  for (const child of node.children) collectPieces(text, child, out, execution);
};

/** Page numbers, rules, "[***]", lone punctuation: nothing a reviewer would call a clause. */
const isDebris = (text: string) => isPageNumberLine(text) || (text.match(/\p{L}{2,}/gu)?.length ?? 0) === 0;

/** Merges fragments under MIN_CLAUSE_WORDS into a neighbour (headings forward, tails backward); drops debris. */
const mergeFragments = (text: string, pieces: TPiece[]): TPiece[] => {
  const kept = pieces.filter((piece) => !isDebris(text.slice(piece.start, piece.end)));
  const out: TPiece[] = [];
  let carry: TPiece | undefined;
  for (const piece of kept) {
    let current = piece;
    if (carry) {
      current = { ...current, start: carry.start, heading: current.heading || carry.heading };
      carry = undefined;
    }
    if (countWords(text.slice(current.start, current.end)) >= MIN_CLAUSE_WORDS) {
      out.push(current);
      continue;
    }
    const previous = out[out.length - 1];
    const forward =
      current.headingOnly || /:["”’)]*$/.test(text.slice(current.start, current.end)) || !previous;
    if (forward) carry = current;
    else if (previous) previous.end = current.end;
  }
  if (carry) {
    const previous = out[out.length - 1];
    if (previous) previous.end = carry.end;
    else out.push(carry);
  }
  return out;
};

/**
 * Splits a document's text into clauses: numbered sections ("1.", "1.1", "2.3(a)", "Section 4",
 * "ARTICLE V", "(a)", "a)", roman numerals), headings on their own line (capitals or Title Case), list
 * items and paragraphs, with line-wrapped lines (PDF) joined into their paragraph. A section of at most
 * MAX_CLAUSE_WORDS words is one clause, larger ones are split at their sub-sections and paragraphs (a
 * single over-long paragraph at sentence ends); fragments under MIN_CLAUSE_WORDS words are merged into
 * a neighbour, page numbers and debris dropped. Spans are in order, never overlap, and each span's text
 * is exactly `text.slice(start, end)`.
 */
export const splitClauses = (text: string): TClauseSpan[] => {
  const outline = buildOutline(text);
  const pieces: TPiece[] = [];
  for (const child of outline.root.children) collectPieces(text, child, pieces);
  return mergeFragments(text, pieces).map((piece, index) => {
    const raw = text.slice(piece.start, piece.end);
    const start = piece.start + (raw.length - raw.trimStart().length);
    const end = piece.end - (raw.length - raw.trimEnd().length);
    return {
      index,
      heading: piece.heading,
      text: text.slice(start, end),
      start,
      end,
      ...(piece.execution && { execution: true as const }),
      ...(isTableOfContents(text.slice(start, end)) && { contents: true as const }),
    };
  });
};
