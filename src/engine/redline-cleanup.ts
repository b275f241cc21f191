/**
 * Semantic clean-up of a word diff, so that a redline reads as a lawyer marks up a draft (DESIGN §6.3):
 * whole phrases and sentences replaced, not scattered common words ("and", "the", ",") kept between
 * changes. The idea of diff-match-patch's `diff_cleanupSemantic`, on tokens:
 * 1. A short equality (at most `BRIDGE_TOKENS` words or punctuation marks) that is no longer than the
 *    changes on either side of it, and less than half as long as the larger one, is struck and re-added,
 *    joining them into one replacement; so "~~thirty~~**sixty** (~~30~~**60**)" and "~~Corio~~**Supplier**
 *    shall ~~pay~~**reimburse**" stay as they are. Only where it joins two struck or two added stretches
 *    and leaves a real replacement (text struck and text added), and never across a line break or a
 *    sentence end of both texts. A change's size is the larger of its struck and added words and marks. One pass
 *    with a stack, the joined change checked again against the equality before it: linear.
 * 2. A sentence (up to an unchanged sentence end followed by whitespace, or a line break) whose unchanged
 *    words are fewer than both its struck and its added words (punctuation not counted: a sentence is
 *    rewritten when its words are) is struck and re-added whole, but for an unchanged beginning or end
 *    of `KEPT_EDGE_WORDS` words or more ("The Supplier shall ~~…~~**…** under this Agreement."), and
 *    joined to a neighbouring sentence replaced whole on the same line. One linear pass.
 * 3. A replacement that now begins or ends with the same whitespace on both sides ("~~a b ~~**x y **")
 *    leaves that whitespace unchanged.
 * Steps 1 and 2 only ever turn a matched pair of tokens into a struck one and an added one, and step 3
 * matches two equal tokens next to unchanged text, so the unchanged tokens of both sides still read the
 * same and the redline stays exact.
 */

/** Kinds of token, by interned id. */
const SPACE = 0;
const LINE_BREAK = 1;
const SENTENCE_END = 2;
const MARK = 3;
const WORD = 4;

/** Tokens that end a sentence, or a list item, when whitespace follows them. */
const SENTENCE_ENDS = new Set(['.', '?', '!', ';']);
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/u;
const WORD_START = /^[\p{L}\p{N}\p{M}_]/u;
/** Longest equality (words and punctuation marks, whitespace not counted) that may be struck and re-added. */
const BRIDGE_TOKENS = 2;
/** A rewritten sentence keeps an unchanged beginning or end at least this many words long. */
const KEPT_EDGE_WORDS = 3;

/** The kind of each distinct token, by interned id (`words[id]` is the token). */
export function tokenKinds(words: readonly string[]): Uint8Array {
  const kinds = new Uint8Array(words.length);
  for (let id = 0; id < words.length; id++) {
    const token = words[id] as string;
    if (/^\s/u.test(token)) kinds[id] = LINE_BREAKS.test(token) ? LINE_BREAK : SPACE;
    else if (SENTENCE_ENDS.has(token)) kinds[id] = SENTENCE_END;
    else kinds[id] = WORD_START.test(token) ? WORD : MARK;
  }
  return kinds;
}

/** Whether a token of this kind is whitespace within a line. */
export function isSpaceKind(kind: number): boolean {
  return kind === SPACE;
}

/** Whether what follows a token of this kind starts a sentence or a line (after '.', '?', '!', ';' or a line break). */
export function endsSentenceOrLineKind(kind: number): boolean {
  return kind === SENTENCE_END || kind === LINE_BREAK;
}

/** Whether a token of this kind is whitespace. */
export function isBlankKind(kind: number): boolean {
  return kind === SPACE || kind === LINE_BREAK;
}

/**
 * Rewrites the diff in `changedA`/`changedB` (1 = struck from `a` / added from `b`) as whole phrases and
 * sentences, as described above.
 */
export function cleanUpChanges(
  a: Int32Array,
  b: Int32Array,
  changedA: Uint8Array,
  changedB: Uint8Array,
  kinds: Uint8Array,
) {
  mergeAcrossShortEqualities(a, b, changedA, changedB, kinds);
  replaceRewrittenSentences(a, b, changedA, changedB, kinds);
  keepBlankEdges(a, b, changedA, changedB, kinds);
}

/**
 * A stretch of the alignment: unchanged (`struck` = `added` = its words) or a change (`struck` and
 * `added` words). `barrier`: an unchanged stretch that must stay (a line or sentence end).
 */
type TStretch = {
  same: boolean;
  a0: number;
  b0: number;
  struck: number;
  added: number;
  barrier: boolean;
};

function mergeAcrossShortEqualities(
  a: Int32Array,
  b: Int32Array,
  changedA: Uint8Array,
  changedB: Uint8Array,
  kinds: Uint8Array,
) {
  const kindA = (i: number) => kinds[a[i] as number] as number;
  const kindB = (j: number) => kinds[b[j] as number] as number;
  // Alternating unchanged stretches and changes; a change is joined to the one before it as it arrives.
  const stack: TStretch[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const a0 = i;
    const b0 = j;
    if (i < a.length && j < b.length && !changedA[i] && !changedB[j]) {
      const kind = kindA(i);
      // Whitespace right after a sentence end on both sides begins a new sentence in both texts.
      let barrier =
        isBlankKind(kind) && i > 0 && j > 0 && kindA(i - 1) === SENTENCE_END && kindB(j - 1) === SENTENCE_END;
      let words = 0;
      while (i < a.length && j < b.length && !changedA[i] && !changedB[j]) {
        const k = kindA(i);
        if (k === LINE_BREAK || k === SENTENCE_END) barrier = true;
        if (!isBlankKind(k)) words++;
        i++;
        j++;
      }
      stack.push({ same: true, a0, b0, struck: words, added: words, barrier });
      continue;
    }
    let struck = 0;
    let added = 0;
    for (; i < a.length && changedA[i]; i++) if (!isBlankKind(kindA(i))) struck++;
    for (; j < b.length && changedB[j]; j++) if (!isBlankKind(kindB(j))) added++;
    let change: TStretch = { same: false, a0, b0, struck, added, barrier: false };
    for (;;) {
      const equal = stack[stack.length - 1];
      const before = stack[stack.length - 2];
      if (!equal?.same || !before || !bridges(before, equal, change)) break;
      changedA.fill(1, equal.a0, change.a0);
      changedB.fill(1, equal.b0, change.b0);
      stack.length -= 2;
      change = {
        same: false,
        a0: before.a0,
        b0: before.b0,
        struck: before.struck + equal.struck + change.struck,
        added: before.added + equal.added + change.added,
        barrier: false,
      };
    }
    stack.push(change);
  }
}

/** Whether the unchanged stretch `equal`, between the changes `before` and `after`, is to be replaced. */
function bridges(before: TStretch, equal: TStretch, after: TStretch): boolean {
  const words = equal.struck;
  const sizeBefore = Math.max(before.struck, before.added);
  const sizeAfter = Math.max(after.struck, after.added);
  return (
    !equal.barrier &&
    words <= BRIDGE_TOKENS &&
    words <= Math.min(sizeBefore, sizeAfter) &&
    2 * words < Math.max(sizeBefore, sizeAfter) &&
    ((before.struck > 0 && after.struck > 0) || (before.added > 0 && after.added > 0)) &&
    before.struck + after.struck > 0 &&
    before.added + after.added > 0
  );
}

/** Step 2: each sentence whose words were mostly rewritten is struck and re-added whole (see the top). */
function replaceRewrittenSentences(
  a: Int32Array,
  b: Int32Array,
  changedA: Uint8Array,
  changedB: Uint8Array,
  kinds: Uint8Array,
) {
  new RewrittenSentences(a, b, changedA, changedB, kinds).replace();
}

/**
 * One pass over both token lists, sentence by sentence, marking as changed each sentence (or the
 * stretch of it between unchanged edges) whose unchanged words are fewer than its struck and its
 * added words.
 */
class RewrittenSentences {
  // The sentence being read: where it starts, where its last word ends, where its first change starts
  // and its last change ends, its word counts, and the unchanged words before its first change and after
  // its last one.
  private open = false;
  private startA = 0;
  private startB = 0;
  private endA = 0;
  private endB = 0;
  private firstChangeA = -1;
  private firstChangeB = -1;
  private lastChangeA = 0;
  private lastChangeB = 0;
  private keptMarks = 0;
  private kept = 0;
  private struck = 0;
  private added = 0;
  private leadWords = 0;
  private tailWords = 0;
  // The last unchanged word before the first change, and the end of the first one after the last change.
  private leadWordA = 0;
  private leadWordB = 0;
  private tailWordEndA = 0;
  private tailWordEndB = 0;
  // Where the previous sentence's replacement ends if it reaches the sentence's end (else -1), and
  // whether a line break came since.
  private replacedEndA = -1;
  private replacedEndB = -1;
  private lineBreakSince = false;

  constructor(
    private readonly a: Int32Array,
    private readonly b: Int32Array,
    private readonly changedA: Uint8Array,
    private readonly changedB: Uint8Array,
    private readonly kinds: Uint8Array,
  ) {}

  replace() {
    const { a, b, changedA, changedB } = this;
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && !changedA[i] && !changedB[j]) {
        this.readUnchanged(i, j);
        i++;
        j++;
        continue;
      }
      if (!this.open) this.begin(i, j);
      if (this.firstChangeA < 0) {
        this.firstChangeA = i;
        this.firstChangeB = j;
      }
      for (; i < a.length && changedA[i]; i++) if (this.kindA(i) === WORD) this.struck++;
      for (; j < b.length && changedB[j]; j++) if (this.kindB(j) === WORD) this.added++;
      this.endA = this.lastChangeA = i;
      this.endB = this.lastChangeB = j;
      this.tailWords = 0;
    }
    if (this.open) this.close();
  }

  private kindA(i: number) {
    return this.kinds[this.a[i] as number] as number;
  }

  private kindB(j: number) {
    return this.kinds[this.b[j] as number] as number;
  }

  /** Whether the token at `at` of `s` is whitespace (not when `at` is outside `s`). */
  private startsBlank(s: Int32Array, at: number) {
    return at >= 0 && at < s.length && isBlankKind(this.kinds[s[at] as number] as number);
  }

  /** The unchanged pair of tokens at `i` and `j`: whitespace, a line break, a word or a mark. */
  private readUnchanged(i: number, j: number) {
    const kind = this.kindA(i);
    if (isBlankKind(kind)) {
      if (kind === LINE_BREAK) {
        if (this.open) this.close();
        this.lineBreakSince = true;
      }
      return;
    }
    if (!this.open) this.begin(i, j);
    if (kind === WORD) {
      this.kept++;
      if (this.firstChangeA < 0) {
        this.leadWords++;
        this.leadWordA = i;
        this.leadWordB = j;
      } else if (this.tailWords++ === 0) {
        this.tailWordEndA = i + 1;
        this.tailWordEndB = j + 1;
      }
    } else this.keptMarks++;
    this.endA = i + 1;
    this.endB = j + 1;
    // A full stop ends the sentence where each side ends or goes on after a space, kept or not ("…
    // Term." kept, "** New sentence.**" added after it on one side).
    const sentenceEnds =
      kind === SENTENCE_END &&
      (i + 1 === this.a.length || isBlankKind(this.kindA(i + 1))) &&
      (j + 1 === this.b.length || isBlankKind(this.kindB(j + 1)));
    if (sentenceEnds) this.close();
  }

  private begin(i: number, j: number) {
    this.open = true;
    this.startA = i;
    this.startB = j;
    this.firstChangeA = -1;
    this.firstChangeB = -1;
    this.keptMarks = 0;
    this.kept = 0;
    this.struck = 0;
    this.added = 0;
    this.leadWords = 0;
    this.tailWords = 0;
  }

  /** Ends the sentence: replaced whole (but for long unchanged edges) where it was mostly rewritten. */
  private close() {
    this.open = false;
    if (this.kept + this.keptMarks > 0 && this.kept < this.struck && this.kept < this.added) {
      const keepLead = this.leadWords >= KEPT_EDGE_WORDS;
      const keepTail = this.tailWords >= KEPT_EDGE_WORDS;
      const [fromA, fromB] = this.replacedFrom(keepLead);
      const [toA, toB] = this.replacedTo(keepTail);
      this.changedA.fill(1, fromA, toA);
      this.changedB.fill(1, fromB, toB);
      this.replacedEndA = keepTail ? -1 : this.endA;
      this.replacedEndB = keepTail ? -1 : this.endB;
    } else {
      this.replacedEndA = -1;
      this.replacedEndB = -1;
    }
    this.lineBreakSince = false;
  }

  /**
   * Where the replacement starts: at the first change where the beginning is kept — or at the word
   * before it when only one side would start with whitespace (", indemnify …" against " and …") —, else
   * where the previous sentence's replacement ended on the same line, else at the sentence's start.
   */
  private replacedFrom(keepLead: boolean): [number, number] {
    const { a, b } = this;
    if (keepLead) {
      const oneBlank = this.startsBlank(a, this.firstChangeA) !== this.startsBlank(b, this.firstChangeB);
      return oneBlank ? [this.leadWordA, this.leadWordB] : [this.firstChangeA, this.firstChangeB];
    }
    const joined = this.replacedEndA >= 0 && !this.lineBreakSince;
    return joined ? [this.replacedEndA, this.replacedEndB] : [this.startA, this.startB];
  }

  /** Where the replacement ends: at the last change where the end is kept (as its start), else at the sentence's end. */
  private replacedTo(keepTail: boolean): [number, number] {
    const { a, b } = this;
    if (!keepTail) return [this.endA, this.endB];
    const oneBlank = this.startsBlank(a, this.lastChangeA - 1) !== this.startsBlank(b, this.lastChangeB - 1);
    return oneBlank ? [this.tailWordEndA, this.tailWordEndB] : [this.lastChangeA, this.lastChangeB];
  }
}

function keepBlankEdges(
  a: Int32Array,
  b: Int32Array,
  changedA: Uint8Array,
  changedB: Uint8Array,
  kinds: Uint8Array,
) {
  const blankPair = (i: number, j: number) => a[i] === b[j] && isBlankKind(kinds[a[i] as number] as number);
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && !changedA[i] && !changedB[j]) {
      i++;
      j++;
      continue;
    }
    let a0 = i;
    let b0 = j;
    while (i < a.length && changedA[i]) i++;
    while (j < b.length && changedB[j]) j++;
    let a1 = i;
    let b1 = j;
    while (a0 < a1 && b0 < b1 && blankPair(a0, b0)) {
      changedA[a0++] = 0;
      changedB[b0++] = 0;
    }
    while (a0 < a1 && b0 < b1 && blankPair(a1 - 1, b1 - 1)) {
      changedA[--a1] = 0;
      changedB[--b1] = 0;
    }
  }
}
