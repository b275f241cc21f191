import { lineAround, sentencesAround, wordEndAfter, wordStartBefore } from './locate-plan';
import { applyChanges, type TTextChange } from './text-changes';

/**
 * One edit Word makes: find `text[start, end)` of its block, then replace it with `insert` (a
 * deletion when '') or put `insert` after or before it (an insertion anchored to the unchanged words
 * beside it). `reach` is the part of the block the edit touches, anchor included.
 */
export type TEditUnit = {
  block: number;
  start: number;
  end: number;
  op: 'replace' | 'insert-after' | 'insert-before';
  insert: string;
  reach: { start: number; end: number };
  /** How the edit came to be: a change of the redline, or the sentence or paragraph holding one. */
  scope: 'span' | 'sentence' | 'paragraph';
};

/** An insertion with no unchanged word beside it on its line: found through its sentence instead. */
const unanchored = (block: number, change: TTextChange): TEditUnit => ({
  block,
  start: change.start,
  end: change.start,
  op: 'replace',
  insert: change.insert,
  reach: { start: change.start, end: change.start },
  scope: 'span',
});

/** The edit for one change of a block's text; `before`/`after` bound the unchanged text around it. */
const unitOf = (
  text: string,
  block: number,
  change: TTextChange,
  before: number,
  after: number,
): TEditUnit => {
  if (change.end > change.start) {
    return {
      block,
      ...change,
      op: 'replace',
      reach: { start: change.start, end: change.end },
      scope: 'span',
    };
  }
  const line = lineAround(text, change.start);
  const from = wordStartBefore(text, change.start, Math.max(line.start, before));
  if (from < change.start) {
    return {
      block,
      start: from,
      end: change.start,
      op: 'insert-after',
      insert: change.insert,
      reach: { start: from, end: change.start },
      scope: 'span',
    };
  }
  const to = wordEndAfter(text, change.start, Math.min(line.end, after));
  if (to > change.start) {
    return {
      block,
      start: change.start,
      end: to,
      op: 'insert-before',
      insert: change.insert,
      reach: { start: change.start, end: to },
      scope: 'span',
    };
  }
  return unanchored(block, change);
};

/** The edits for each block's changes (in order, none over a line break). */
export const unitsOf = (texts: readonly string[], changes: readonly TTextChange[][]): TEditUnit[] =>
  texts.flatMap((text, block) => {
    const own = changes[block] ?? [];
    return own.map((change, i) =>
      unitOf(text, block, change, own[i - 1]?.end ?? 0, own[i + 1]?.start ?? text.length),
    );
  });

/** Whether a unit's text can be searched at all (an unanchored insertion cannot). */
export const isSearchable = (unit: TEditUnit) => unit.end > unit.start;

const overlaps = (unit: TEditUnit, region: { start: number; end: number }) =>
  unit.reach.start <= region.end && unit.reach.end >= region.start;

/**
 * `units` with each of `failed` (not found uniquely) replaced by the sentence that holds it — or, with
 * `scope` 'paragraph', by its whole line — rewritten at once: every unit reaching into that region goes
 * into the one edit, which replaces the region's text with the text all of them make.
 */
export const widenFailed = (
  texts: readonly string[],
  units: readonly TEditUnit[],
  failed: ReadonlySet<TEditUnit>,
  scope: 'sentence' | 'paragraph',
): TEditUnit[] => {
  let result = [...units];
  for (const unit of failed) {
    if (!result.includes(unit)) continue;
    const text = texts[unit.block] as string;
    let region =
      scope === 'sentence'
        ? sentencesAround(text, unit.reach.start, unit.reach.end)
        : lineAround(text, unit.reach.start, unit.reach.end);
    // A region that takes in another edit grows to hold all of it.
    for (let grown = true; grown; ) {
      grown = false;
      for (const other of result) {
        if (other.block !== unit.block || !overlaps(other, region)) continue;
        const start = Math.min(region.start, other.reach.start);
        const end = Math.max(region.end, other.reach.end);
        if (start !== region.start || end !== region.end) grown = true;
        region = { start, end };
      }
    }
    const absorbed = result.filter((other) => other.block === unit.block && overlaps(other, region));
    const changes = absorbed
      .map(changeOf)
      .sort((a, b) => a.start - b.start)
      .map((change) => ({ ...change, start: change.start - region.start, end: change.end - region.start }));
    const widened: TEditUnit = {
      block: unit.block,
      start: region.start,
      end: region.end,
      op: 'replace',
      insert: applyChanges(text.slice(region.start, region.end), changes),
      reach: region,
      scope,
    };
    result = [...result.filter((other) => !absorbed.includes(other)), widened];
  }
  return result.sort((a, b) => a.block - b.block || a.start - b.start);
};

/** The change a unit makes, in its block's offsets. */
export const changeOf = (unit: TEditUnit): TTextChange => {
  if (unit.op === 'replace') return { start: unit.start, end: unit.end, insert: unit.insert };
  const at = unit.op === 'insert-after' ? unit.end : unit.start;
  return { start: at, end: at, insert: unit.insert };
};
