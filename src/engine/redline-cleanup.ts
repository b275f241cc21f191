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

function replaceRewrittenSentences(
  a: Int32Array,
  b: Int32Array,
  changedA: Uint8Array,
  changedB: Uint8Array,
  kinds: Uint8Array,
) {
  const kindA = (i: number) => kinds[a[i] as number] as number;
  const kindB = (j: number) => kinds[b[j] as number] as number;
  // The sentence being read: where it starts, where its last word ends, where its first change starts
  // and its last change ends, its word counts, and the unchanged words before its first change and after
  // its last one.
  let open = false;
  let startA = 0;
  let startB = 0;
  let endA = 0;
  let endB = 0;
  let firstChangeA = -1;
  let firstChangeB = -1;
  let lastChangeA = 0;
  let lastChangeB = 0;
  let keptMarks = 0;
  let kept = 0;
  let struck = 0;
  let added = 0;
  let leadWords = 0;
  let tailWords = 0;
  // The last unchanged word before the first change, and the end of the first one after the last change.
  let leadWordA = 0;
  let leadWordB = 0;
  let tailWordEndA = 0;
  let tailWordEndB = 0;
  // Where the previous sentence's replacement ends if it reaches the sentence's end (else -1), and
  // whether a line break came since.
  let replacedEndA = -1;
  let replacedEndB = -1;
  let lineBreakSince = false;
  const close = () => {
    open = false;
    if (kept + keptMarks > 0 && kept < struck && kept < added) {
      const keepLead = leadWords >= KEPT_EDGE_WORDS;
      const keepTail = tailWords >= KEPT_EDGE_WORDS;
      const joined = !keepLead && replacedEndA >= 0 && !lineBreakSince;
      let fromA = joined ? replacedEndA : startA;
      let fromB = joined ? replacedEndB : startB;
      if (keepLead) {
        // The replacement starts at the first change, or at the word before it when only one side
        // would start with whitespace (", indemnify …" against " and …").
        const oneBlank = startsBlank(a, firstChangeA) !== startsBlank(b, firstChangeB);
        fromA = oneBlank ? leadWordA : firstChangeA;
        fromB = oneBlank ? leadWordB : firstChangeB;
      }
      let toA = endA;
      let toB = endB;
      if (keepTail) {
        const oneBlank = startsBlank(a, lastChangeA - 1) !== startsBlank(b, lastChangeB - 1);
        toA = oneBlank ? tailWordEndA : lastChangeA;
        toB = oneBlank ? tailWordEndB : lastChangeB;
      }
      changedA.fill(1, fromA, toA);
      changedB.fill(1, fromB, toB);
      replacedEndA = keepTail ? -1 : endA;
      replacedEndB = keepTail ? -1 : endB;
    } else {
      replacedEndA = -1;
      replacedEndB = -1;
    }
    lineBreakSince = false;
  };
  const begin = (i: number, j: number) => {
    open = true;
    startA = i;
    startB = j;
    firstChangeA = -1;
    firstChangeB = -1;
    keptMarks = 0;
    kept = 0;
    struck = 0;
    added = 0;
    leadWords = 0;
    tailWords = 0;
  };
  // Whether the token at `at` of `s` is whitespace (not when `at` is outside `s`).
  const startsBlank = (s: Int32Array, at: number) =>
    at >= 0 && at < s.length && isBlankKind(kinds[s[at] as number] as number);

  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && !changedA[i] && !changedB[j]) {
      const kind = kindA(i);
      if (isBlankKind(kind)) {
        if (kind === LINE_BREAK) {
          if (open) close();
          lineBreakSince = true;
        }
        i++;
        j++;
        continue;
      }
      if (!open) begin(i, j);
      if (kind === WORD) {
        kept++;
        if (firstChangeA < 0) {
          leadWords++;
          leadWordA = i;
          leadWordB = j;
        } else if (tailWords++ === 0) {
          tailWordEndA = i + 1;
          tailWordEndB = j + 1;
        }
      } else keptMarks++;
      i++;
      j++;
      endA = i;
      endB = j;
      // A full stop ends the sentence where each side ends or goes on after a space, kept or not ("…
      // Term." kept, "** New sentence.**" added after it on one side).
      const sentenceEnds =
        kind === SENTENCE_END &&
        (i === a.length || isBlankKind(kindA(i))) &&
        (j === b.length || isBlankKind(kindB(j)));
      if (sentenceEnds) close();
      continue;
    }
    if (!open) begin(i, j);
    if (firstChangeA < 0) {
      firstChangeA = i;
      firstChangeB = j;
    }
    for (; i < a.length && changedA[i]; i++) if (kindA(i) === WORD) struck++;
    for (; j < b.length && changedB[j]; j++) if (kindB(j) === WORD) added++;
    endA = lastChangeA = i;
    endB = lastChangeB = j;
    tailWords = 0;
  }
  if (open) close();
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
