/**
 * Word-level redline of a clause: `redline(original, revised)` returns the spec's markup, struck text in
 * `~~…~~` and added text in `**…**`, with `~`, `*` and `\` in the text escaped (see
 * `src/shared/redline-markup.ts`, which parses it back). Accepting every change gives `revised`,
 * rejecting every change gives `original`, whatever the input.
 *
 * Bounded time on any input (DESIGN §6.3):
 * 1. Tokens (words, whitespace runs, single punctuation characters) are interned to integers.
 * 2. Common prefix and suffix are matched; then tokens (or, failing that, k-grams of tokens) that occur
 *    exactly once on each side anchor the diff — the longest increasing run of them, as in patience
 *    diff — and the gaps between anchors are diffed the same way (an explicit stack, no recursion).
 *    This phase has a work budget linear in the input; past it, gaps are left as they are.
 * 3. What is left (gaps without anchors) is diffed with Myers' O(ND) algorithm (or, for a gap only a
 *    few tokens long on one side, the LCS table) under a shared work budget, smallest gaps first; a gap
 *    that would exceed its share is struck and re-added as a whole.
 * 4. Each run of changes is slid along repeated tokens (as git does) so that runs merge and whitespace
 *    sits at their edges as little as possible.
 * 5. A semantic clean-up (`redline-cleanup.ts`) makes it read as a lawyer marks up: changes a word or
 *    two apart become one replacement, and a sentence that mostly changes is replaced whole.
 * Worst case: O(N) tokenizing, clean-up and rendering, O(N log N) anchoring within a linear budget, and
 * the fixed Myers budget, whatever the input.
 */
import { DELETED_MARKER, escapeRedlineText, INSERTED_MARKER } from '../shared/redline-markup';
import {
  cleanUpChanges,
  endsSentenceOrLineKind,
  isBlankKind,
  isSpaceKind,
  tokenKinds,
} from './redline-cleanup';

/** Work limits of one call. The defaults keep a call on 10,000 words to tens of milliseconds. */
export type TRedlineLimits = {
  /**
   * Work for Myers and the LCS table, shared by all gaps: a table cell or a step along a diagonal
   * counts 1, a diagonal visited counts 4 (it costs about that much more).
   */
  diffWork: number;
  /** Tokens the anchoring phase may visit: this many per input token, plus `anchorWorkBase`. */
  anchorWorkPerToken: number;
  anchorWorkBase: number;
  /** Slide steps per input token when tidying changes, plus `slideWorkBase`. */
  slideWorkPerToken: number;
  slideWorkBase: number;
};

export const DEFAULT_REDLINE_LIMITS: Readonly<TRedlineLimits> = Object.freeze({
  diffWork: 4_000_000,
  anchorWorkPerToken: 16,
  anchorWorkBase: 200_000,
  slideWorkPerToken: 8,
  slideWorkBase: 1_000,
});

/** Work units of one diagonal visited by Myers (see `diffWork`). */
const DIAGONAL_WORK = 4;
/** Gaps up to this many tokens (both sides together) go straight to Myers. */
const SMALL_GAP = 48;
/** Lengths of token k-grams tried as anchors, in order, when single tokens give none. */
const ANCHOR_SPANS = [1, 4, 8, 16, 32];
/** Positions considered when choosing where a run of changes sits. */
const SLIDE_WINDOW = 64;

/**
 * A word (letters, digits, marks, underscore) with inner apostrophes or hyphens ("party's",
 * "non-disclosure") and, between digits, inner commas and points ("1,000.50", "3.2.1"); a whitespace run;
 * or any single character.
 */
const TOKEN =
  /[\p{L}\p{N}\p{M}_]+(?:(?:['\u2019\u2010\u2011-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}\p{M}_]+)*|\s+|[\s\S]/gu;

/** The tokens of a text; joined, they give the text back. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

type TRange = { a0: number; a1: number; b0: number; b1: number };

/** Side-by-side stretches of the two token lists: unchanged (`same`) or a change. */
type TPiece = TRange & { same: boolean };

/**
 * The redline of `revised` against `original`. `limits` (tests, tuning) lowers or raises the work
 * allowed; whatever the limits, the result is exact.
 */
export function redline(
  original: string,
  revised: string,
  limits: Readonly<TRedlineLimits> = DEFAULT_REDLINE_LIMITS,
): string {
  if (original === revised) return escapeRedlineText(original);
  const aTokens = tokenize(original);
  const bTokens = tokenize(revised);
  const ids = new Map<string, number>();
  const words: string[] = [];
  const intern = (tokens: string[]) => {
    const out = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as string;
      let id = ids.get(token);
      if (id === undefined) {
        id = words.length;
        ids.set(token, id);
        words.push(token);
      }
      out[i] = id;
    }
    return out;
  };
  const a = intern(aTokens);
  const b = intern(bTokens);
  const kinds = tokenKinds(words);
  const blank = new Uint8Array(words.length);
  const opensNext = new Uint8Array(words.length);
  for (let id = 0; id < words.length; id++) {
    blank[id] = isBlankKind(kinds[id] as number) ? 1 : 0;
    opensNext[id] = endsSentenceOrLineKind(kinds[id] as number) ? 1 : 0;
  }
  // What a matched token is worth when anchors are chosen: spaces nothing, a line break as a word.
  const weight = new Uint8Array(words.length);
  for (let id = 0; id < words.length; id++) weight[id] = isSpaceKind(kinds[id] as number) ? 0 : 1;

  // changedX[i] is 1 when token i of that side is struck (a) or added (b). The unchanged tokens of both
  // sides always read the same, which is all the rendering needs.
  const changedA = new Uint8Array(a.length).fill(1);
  const changedB = new Uint8Array(b.length).fill(1);
  diff(a, b, changedA, changedB, weight, limits);
  slide(a, changedA, blank, opensNext, limits);
  slide(b, changedB, blank, opensNext, limits);
  cleanUpChanges(a, b, changedA, changedB, kinds);
  return render(pieces(changedA, changedB), aTokens, bTokens);
}

function diff(
  a: Int32Array,
  b: Int32Array,
  changedA: Uint8Array,
  changedB: Uint8Array,
  weight: Uint8Array,
  limits: Readonly<TRedlineLimits>,
) {
  const match = (i: number, j: number) => {
    changedA[i] = 0;
    changedB[j] = 0;
  };
  const counts = new AnchorCounts(weight);
  const grams = new GramAnchors();
  let anchorWork = limits.anchorWorkBase + limits.anchorWorkPerToken * (a.length + b.length);
  const leaves: TRange[] = [];
  const stack: TRange[] = [{ a0: 0, a1: a.length, b0: 0, b1: b.length }];
  for (let range = stack.pop(); range; range = stack.pop()) {
    let { a0, a1, b0, b1 } = range;
    while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) match(a0++, b0++);
    while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1]) match(--a1, --b1);
    if (a0 === a1 || b0 === b1) continue;
    const gap = { a0, a1, b0, b1 };
    const size = a1 - a0 + (b1 - b0);
    let anchored = false;
    for (const span of ANCHOR_SPANS) {
      if (size <= SMALL_GAP || anchorWork <= 0 || (span > 1 && span * 2 > Math.min(a1 - a0, b1 - b0))) break;
      anchorWork -= size;
      const anchors = span === 1 ? counts.uniqueTokens(a, b, gap) : grams.find(a, b, gap, span);
      if (anchors.length === 0) continue;
      // Anchors are (i, j) pairs: a[i, i + span) equals b[j, j + span). Gaps between them are diffed next.
      let ai = a0;
      let bj = b0;
      for (let n = 0; n < anchors.length; n += 2) {
        const i = anchors[n] as number;
        const j = anchors[n + 1] as number;
        if (ai < i || bj < j) stack.push({ a0: ai, a1: i, b0: bj, b1: j });
        for (let t = 0; t < span; t++) match(i + t, j + t);
        ai = i + span;
        bj = j + span;
      }
      if (ai < a1 || bj < b1) stack.push({ a0: ai, a1, b0: bj, b1 });
      anchored = true;
      break;
    }
    if (!anchored) leaves.push(gap);
  }

  // Myers on what is left, smallest first, each gap allowed an equal share of what remains.
  leaves.sort((x, y) => x.a1 - x.a0 + (x.b1 - x.b0) - (y.a1 - y.a0 + (y.b1 - y.b0)));
  let budget = limits.diffWork;
  const myers = new Myers();
  for (let n = 0; n < leaves.length; n++) {
    const leaf = leaves[n] as TRange;
    const share = Math.floor(budget / (leaves.length - n));
    budget -= myers.run(a, b, leaf, counts.leastEdits(a, b, leaf), share, match);
  }
}

/** Per-token occurrence counts within one gap, in arrays reused across gaps. */
class AnchorCounts {
  private readonly countA: Int32Array;
  private readonly countB: Int32Array;
  private readonly posB: Int32Array;

  constructor(private readonly weight: Uint8Array) {
    this.countA = new Int32Array(weight.length);
    this.countB = new Int32Array(weight.length);
    this.posB = new Int32Array(weight.length);
  }

  /** A lower bound of the edits between the two sides: tokens not matched by count alone. */
  leastEdits(a: Int32Array, b: Int32Array, { a0, a1, b0, b1 }: TRange): number {
    const { countA } = this;
    for (let i = a0; i < a1; i++) {
      const id = a[i] as number;
      countA[id] = (countA[id] as number) + 1;
    }
    let common = 0;
    for (let j = b0; j < b1; j++) {
      const id = b[j] as number;
      const left = countA[id] as number;
      if (left > 0) {
        countA[id] = left - 1;
        common++;
      }
    }
    for (let i = a0; i < a1; i++) countA[a[i] as number] = 0;
    return a1 - a0 + (b1 - b0) - 2 * common;
  }

  /**
   * The anchors of a gap: tokens that occur once on each side, with the runs of equal tokens around
   * them, the heaviest chain of those runs (heaviestRuns), as flat (i, j) pairs.
   */
  uniqueTokens(a: Int32Array, b: Int32Array, { a0, a1, b0, b1 }: TRange): number[] {
    const { countA, countB, posB } = this;
    for (let i = a0; i < a1; i++) {
      const id = a[i] as number;
      countA[id] = (countA[id] as number) + 1;
    }
    for (let j = b0; j < b1; j++) {
      const id = b[j] as number;
      countB[id] = (countB[id] as number) + 1;
      posB[id] = j;
    }
    const candidates: number[] = [];
    for (let i = a0; i < a1; i++) {
      const id = a[i] as number;
      if (countA[id] === 1 && countB[id] === 1) candidates.push(i, posB[id] as number);
    }
    for (let i = a0; i < a1; i++) countA[a[i] as number] = 0;
    for (let j = b0; j < b1; j++) countB[b[j] as number] = 0;
    return heaviestRuns(a, b, { a0, a1, b0, b1 }, candidates, this.weight);
  }
}

/**
 * Like `AnchorCounts`, for k-grams of `span` tokens, keyed by a rolling hash (equality is checked before
 * an anchor is used) in an open-addressing table reused across gaps; keeps anchors that do not overlap.
 */
class GramAnchors {
  private keys = new Int32Array(0);
  private stamps = new Int32Array(0);
  /** Position of the only occurrence on each side; -1 once seen twice, -2 when not seen. */
  private onlyA = new Int32Array(0);
  private onlyB = new Int32Array(0);
  private stamp = 0;
  private mask = 0;
  private hashesA: Int32Array = new Int32Array(0);
  private hashesB: Int32Array = new Int32Array(0);

  find(a: Int32Array, b: Int32Array, { a0, a1, b0, b1 }: TRange, span: number): number[] {
    const countA = a1 - a0 - span + 1;
    const countB = b1 - b0 - span + 1;
    this.hashesA = gramHashes(a, a0, a1, span, this.hashesA);
    this.hashesB = gramHashes(b, b0, b1, span, this.hashesB);
    this.reset(countA);
    const { hashesA, hashesB, onlyA, onlyB } = this;
    for (let n = 0; n < countA; n++) {
      const slot = this.slot(hashesA[n] as number, true);
      onlyA[slot] = onlyA[slot] === -2 ? a0 + n : -1;
    }
    for (let n = 0; n < countB; n++) {
      const slot = this.slot(hashesB[n] as number, false);
      if (slot >= 0) onlyB[slot] = onlyB[slot] === -2 ? b0 + n : -1;
    }
    const candidates: number[] = [];
    for (let n = 0; n < countA; n++) {
      const slot = this.slot(hashesA[n] as number, false);
      if (onlyA[slot] === a0 + n && (onlyB[slot] as number) >= 0)
        candidates.push(a0 + n, onlyB[slot] as number);
    }
    const run = longestIncreasing(candidates);
    const anchors: number[] = [];
    let endA = a0;
    let endB = b0;
    for (let n = 0; n < run.length; n += 2) {
      const i = run[n] as number;
      const j = run[n + 1] as number;
      if (i < endA || j < endB || !sameGram(a, i, b, j, span)) continue;
      anchors.push(i, j);
      endA = i + span;
      endB = j + span;
    }
    return anchors;
  }

  private reset(entries: number) {
    let size = 16;
    while (size < 2 * entries) size *= 2;
    if (size > this.keys.length) {
      this.keys = new Int32Array(size);
      this.stamps = new Int32Array(size);
      this.onlyA = new Int32Array(size);
      this.onlyB = new Int32Array(size);
      this.stamp = 0;
    }
    this.mask = this.keys.length - 1;
    this.stamp++;
  }

  /** The slot of `hash` (added if `add`), or -1 when absent. Linear probing. */
  private slot(hash: number, add: boolean): number {
    let slot = Math.imul(hash, 0x9e3779b1) >>> 7;
    for (;;) {
      slot &= this.mask;
      if (this.stamps[slot] !== this.stamp) {
        if (!add) return -1;
        this.stamps[slot] = this.stamp;
        this.keys[slot] = hash;
        this.onlyA[slot] = -2;
        this.onlyB[slot] = -2;
        return slot;
      }
      if (this.keys[slot] === hash) return slot;
      slot++;
    }
  }
}

function sameGram(a: Int32Array, i: number, b: Int32Array, j: number, span: number): boolean {
  for (let t = 0; t < span; t++) if (a[i + t] !== b[j + t]) return false;
  return true;
}

/** Polynomial rolling hash of every `span`-token window of s[from, to), into `out` (grown if needed). */
function gramHashes(s: Int32Array, from: number, to: number, span: number, into: Int32Array): Int32Array {
  const count = Math.max(0, to - from - span + 1);
  const out = into.length >= count ? into : new Int32Array(Math.max(count, 2 * into.length));
  const base = 0x01000193;
  let power = 1;
  for (let t = 0; t < span; t++) power = Math.imul(power, base);
  let hash = 0;
  for (let i = from; i < to; i++) {
    hash = (Math.imul(hash, base) + (s[i] as number) + 1) | 0;
    if (i - from >= span) hash = (hash - Math.imul((s[i - span] as number) + 1, power)) | 0;
    if (i - from >= span - 1) out[i - from - span + 1] = hash;
  }
  return out;
}

/** How far a run of equal tokens is followed each way from its anchor (bounds the work per anchor). */
const MAX_RUN_REACH = 64;

/**
 * Of flat (i, j) anchor pairs (increasing i), the runs of equal tokens through them — each followed
 * both ways while the two sides agree, within the gap — and of those the chain in order on both sides
 * that matches the most words, marks and line breaks (`weight` per token id; spaces count nothing), as
 * flat (i, j) pairs, one per matched token. Patience diff keeps the
 * most anchors instead: a word of the clause that a rewrite repeats in an added sentence ("ninety (90)
 * days" of a new transition clause) then outvotes the longer run the clause kept ("days prior written
 * notice to Supplier"), and the redline strikes kept words to add them back elsewhere. O(n log n).
 */
function heaviestRuns(
  a: Int32Array,
  b: Int32Array,
  { a0, a1, b0, b1 }: TRange,
  pairs: number[],
  weight: Uint8Array,
): number[] {
  type TRun = { i: number; j: number; length: number; weight: number };
  const runs: TRun[] = [];
  const runEndOnDiagonal = new Map<number, number>();
  for (let n = 0; n < pairs.length; n += 2) {
    const i = pairs[n] as number;
    const j = pairs[n + 1] as number;
    // An anchor inside a run already followed on its diagonal adds nothing.
    if ((runEndOnDiagonal.get(i - j) ?? -1) > i) continue;
    let back = 0;
    while (back < MAX_RUN_REACH && i - back > a0 && j - back > b0 && a[i - back - 1] === b[j - back - 1])
      back++;
    let ahead = 1;
    while (ahead < MAX_RUN_REACH && i + ahead < a1 && j + ahead < b1 && a[i + ahead] === b[j + ahead])
      ahead++;
    let worth = 0;
    for (let t = i - back; t < i + ahead; t++) worth += weight[a[t] as number] as number;
    runs.push({ i: i - back, j: j - back, length: back + ahead, weight: worth });
    runEndOnDiagonal.set(i - j, i + ahead);
  }
  if (runs.length === 0) return [];
  runs.sort((x, y) => x.i - y.i);
  // best[r]: tokens matched by the heaviest chain ending with run r. A Fenwick tree over the b side
  // gives the heaviest chain ending at or before a b position, among runs that end before r starts.
  const size = b1 - b0 + 1;
  const treeWeight = new Float64Array(size + 1);
  const treeRun = new Int32Array(size + 1).fill(-1);
  const best = new Float64Array(runs.length);
  const previous = new Int32Array(runs.length).fill(-1);
  const byEnd = runs
    .map((_, r) => r)
    .sort((x, y) => {
      const rx = runs[x] as TRun;
      const ry = runs[y] as TRun;
      return rx.i + rx.length - (ry.i + ry.length);
    });
  let added = 0;
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r] as TRun;
    for (; added < byEnd.length; added++) {
      const q = byEnd[added] as number;
      const done = runs[q] as TRun;
      if (done.i + done.length > run.i) break;
      for (let k = done.j + done.length - b0; k <= size; k += k & -k)
        if ((best[q] as number) > (treeWeight[k] as number)) {
          treeWeight[k] = best[q] as number;
          treeRun[k] = q;
        }
    }
    let before = 0;
    let from = -1;
    for (let k = run.j - b0; k > 0; k -= k & -k)
      if ((treeWeight[k] as number) > before) {
        before = treeWeight[k] as number;
        from = treeRun[k] as number;
      }
    best[r] = before + run.weight;
    previous[r] = from;
  }
  let last = 0;
  for (let r = 1; r < runs.length; r++) if ((best[r] as number) > (best[last] as number)) last = r;
  const chain: TRun[] = [];
  for (let r = last; r >= 0; r = previous[r] as number) chain.push(runs[r] as TRun);
  const out: number[] = [];
  for (let c = chain.length - 1; c >= 0; c--) {
    const { i, j, length } = chain[c] as TRun;
    for (let t = 0; t < length; t++) out.push(i + t, j + t);
  }
  return out;
}

/**
 * Longest subsequence of flat (i, j) pairs, given in increasing i, whose j also increase (patience
 * sorting, O(n log n)). Returned flat, in order.
 */
function longestIncreasing(pairs: number[]): number[] {
  const count = pairs.length / 2;
  if (count === 0) return [];
  const tails = new Int32Array(count); // tails[len] = index of the pair ending the best run of len + 1
  const previous = new Int32Array(count);
  let length = 0;
  for (let n = 0; n < count; n++) {
    const j = pairs[2 * n + 1] as number;
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((pairs[2 * (tails[mid] as number) + 1] as number) < j) lo = mid + 1;
      else hi = mid;
    }
    previous[n] = lo > 0 ? (tails[lo - 1] as number) : -1;
    tails[lo] = n;
    if (lo === length) length++;
  }
  const out = new Array<number>(2 * length);
  for (let n = tails[length - 1] as number, k = length - 1; n >= 0; n = previous[n] as number, k--) {
    out[2 * k] = pairs[2 * n] as number;
    out[2 * k + 1] = pairs[2 * n + 1] as number;
  }
  return out;
}

/**
 * Myers' greedy O(ND) shortest edit script with a step limit, as in the paper. The furthest-reaching x
 * on every diagonal is kept for each d (only the diagonals of d's parity: d + 1 values) to walk the path
 * back. A lopsided gap (a few tokens against many, where Myers needs at least |n - m|²/2 steps) uses
 * the LCS table instead.
 */
class Myers {
  private trace = new Int32Array(1024);
  private v = new Int32Array(1024);
  private table = new Uint8Array(1024);

  /**
   * Matches a shortest edit script of the range if that takes at most `limit` work units, knowing that
   * it has at least `least` edits; returns the work used (all of it spent in vain when over the limit).
   */
  run(
    a: Int32Array,
    b: Int32Array,
    range: TRange,
    least: number,
    limit: number,
    match: (i: number, j: number) => void,
  ): number {
    const { a0, b0 } = range;
    const n = range.a1 - a0;
    const m = range.b1 - b0;
    // Reaching d = least visits at least least * (least + 1) / 2 diagonals.
    const leastWork = (DIAGONAL_WORK * least * (least + 1)) / 2;
    if (Math.min(n, m) <= 64 && n * m <= limit && n * m < leastWork) {
      if (this.table.length < (n + 1) * (m + 1)) this.table = new Uint8Array(2 * (n + 1) * (m + 1));
      lcsTable(a, b, range, this.table, match);
      return n * m;
    }
    if (leastWork > limit) return 0;
    const max = n + m;
    if (this.v.length < 2 * max + 3) this.v = new Int32Array(4 * max + 6);
    // Only v[offset + 1] is read before it is written (at d = 0).
    const v = this.v;
    const offset = max + 1;
    v[offset + 1] = 0;
    let work = 0;
    let found = -1;
    let base = 0; // where row d of the trace starts: d * (d + 1) / 2
    for (let d = 0; d <= max && found < 0; d++) {
      this.reserve(base + d + 1);
      const trace = this.trace;
      for (let k = -d; k <= d; k += 2) {
        const at = offset + k;
        let x =
          k === -d || (k !== d && (v[at - 1] as number) < (v[at + 1] as number))
            ? (v[at + 1] as number)
            : (v[at - 1] as number) + 1;
        let y = x - k;
        const snakeFrom = x;
        while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
          x++;
          y++;
        }
        v[at] = x;
        trace[base + ((k + d) >> 1)] = x;
        work += DIAGONAL_WORK + x - snakeFrom;
        if (x >= n && y >= m) {
          found = d;
          break;
        }
      }
      if (found < 0 && work > limit) return work;
      base += d + 1;
    }
    // Walk back from (n, m), matching the diagonal moves.
    let x = n;
    let y = m;
    for (let d = found; d > 0; d--) {
      const k = x - y;
      const before = ((d - 1) * d) / 2;
      const at = (kk: number) => this.trace[before + ((kk + d - 1) >> 1)] as number;
      const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
      const prevK = down ? k + 1 : k - 1;
      const prevX = at(prevK);
      const startX = down ? prevX : prevX + 1;
      while (x > startX) {
        x--;
        y--;
        match(a0 + x, b0 + y);
      }
      x = prevX;
      y = prevX - prevK;
    }
    while (x > 0) {
      x--;
      y--;
      match(a0 + x, b0 + y);
    }
    return work;
  }

  private reserve(size: number) {
    if (size <= this.trace.length) return;
    let length = this.trace.length;
    while (length < size) length *= 2;
    const grown = new Int32Array(length);
    grown.set(this.trace);
    this.trace = grown;
  }
}

/**
 * Longest common subsequence by the classic table, for gaps at most 64 tokens long on one side.
 * `table` has room for (n + 1) × (m + 1) cells.
 */
function lcsTable(
  a: Int32Array,
  b: Int32Array,
  range: TRange,
  table: Uint8Array,
  match: (i: number, j: number) => void,
) {
  const { a0, b0 } = range;
  const n = range.a1 - a0;
  const m = range.b1 - b0;
  const width = m + 1;
  // table[i * width + j] = length of the LCS of a[i..] and b[j..]; the last row and column are 0.
  table.fill(0, n * width, (n + 1) * width);
  for (let i = 0; i < n; i++) table[i * width + m] = 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        a[a0 + i] === b[b0 + j]
          ? (table[(i + 1) * width + j + 1] as number) + 1
          : Math.max(table[(i + 1) * width + j] as number, table[i * width + j + 1] as number);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[a0 + i] === b[b0 + j]) match(a0 + i++, b0 + j++);
    else if ((table[(i + 1) * width + j] as number) >= (table[i * width + j + 1] as number)) i++;
    else j++;
  }
}

/**
 * Slides every run of changed tokens of one side along equal neighbours (`x [y x]` ≡ `[x y] x`), as
 * git's diff compaction does: runs that can touch are merged, and each run is left where whitespace
 * least sits at its edges (ties: the latest place, so that "of [the greater of ]$5m" inserts after the
 * words it shares, as a lawyer marks it up). Each slide keeps the unchanged tokens reading the
 * same, so the result stays exact; the total work is bounded.
 */
function slide(
  s: Int32Array,
  changed: Uint8Array,
  blank: Uint8Array,
  opensNext: Uint8Array,
  limits: Readonly<TRedlineLimits>,
) {
  const n = s.length;
  let work = limits.slideWorkPerToken * n + limits.slideWorkBase;
  // Whitespace at a run's edges costs; a run that starts a sentence, a line or the text is worth more
  // than one that takes the full stop of the sentence kept before it ("… Term.** New sentence.**", not
  // "… Term**. New sentence**."): the kept sentence then reads as whole.
  const cost = (start: number, end: number) =>
    2 * (blank[s[start] as number] as number) +
    (blank[s[end - 1] as number] as number) -
    (start === 0 || opensNext[s[start - 1] as number] ? 3 : 0);
  let start = 0;
  while (start < n) {
    if (!changed[start]) {
      start++;
      continue;
    }
    let end = start;
    while (end < n && changed[end]) end++;
    if (work <= 0) {
      start = end;
      continue;
    }
    let earliestEnd = end;
    let size: number;
    do {
      size = end - start;
      while (start > 0 && !changed[start - 1] && s[start - 1] === s[end - 1] && work-- > 0) {
        changed[--start] = 1;
        changed[--end] = 0;
        while (start > 0 && changed[start - 1] && work-- > 0) start--;
      }
      earliestEnd = end;
      while (end < n && !changed[end] && s[end] === s[start] && work-- > 0) {
        changed[end++] = 1;
        changed[start++] = 0;
        while (end < n && changed[end] && work-- > 0) end++;
      }
    } while (size !== end - start && work > 0);
    // Settled (no merge in the last round, so [start, end) is the whole run), the run can sit anywhere
    // from ending at earliestEnd to ending at end: pick the best place. Out of work, leave it.
    if (size !== end - start || work <= 0) earliestEnd = end;
    let best = end;
    let bestCost = cost(start, end);
    for (let e = end - 1; e >= earliestEnd && end - e <= SLIDE_WINDOW; e--) {
      const c = cost(e - (end - start), e);
      if (c < bestCost) {
        best = e;
        bestCost = c;
      }
    }
    while (end > best) {
      changed[--start] = 1;
      changed[--end] = 0;
    }
    start = end;
  }
}

/** Walks both sides together into unchanged stretches and changes. */
function pieces(changedA: Uint8Array, changedB: Uint8Array): TPiece[] {
  const out: TPiece[] = [];
  let i = 0;
  let j = 0;
  while (i < changedA.length || j < changedB.length) {
    const a0 = i;
    const b0 = j;
    if (i < changedA.length && j < changedB.length && !changedA[i] && !changedB[j]) {
      while (i < changedA.length && j < changedB.length && !changedA[i] && !changedB[j]) {
        i++;
        j++;
      }
      out.push({ same: true, a0, a1: i, b0, b1: j });
      continue;
    }
    while (i < changedA.length && changedA[i]) i++;
    while (j < changedB.length && changedB[j]) j++;
    if (i === a0 && j === b0) throw new Error('redline: unchanged tokens out of step');
    out.push({ same: false, a0, a1: i, b0, b1: j });
  }
  return out;
}

function render(list: TPiece[], aTokens: string[], bTokens: string[]): string {
  const out: string[] = [];
  const text = (tokens: string[], from: number, to: number) =>
    escapeRedlineText(tokens.slice(from, to).join(''));
  for (const piece of list) {
    if (piece.same) {
      out.push(text(aTokens, piece.a0, piece.a1));
      continue;
    }
    const { a0, a1, b0, b1 } = piece;
    if (a1 > a0) out.push(DELETED_MARKER, text(aTokens, a0, a1), DELETED_MARKER);
    if (b1 > b0) out.push(INSERTED_MARKER, text(bTokens, b0, b1), INSERTED_MARKER);
  }
  return out.join('');
}
