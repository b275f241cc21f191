import type { TWordContext, TWordRange, TWordRangeCollection } from '../office/office-types';
import { escapeSearchText, foldQuotes, planSpan, type TSearchStep } from './locate-plan';
import { isSearchable, type TEditUnit, unitsOf, widenFailed } from './plan-edits';
import { MarkupError, type TTextChange } from './text-changes';

/** A paragraph (or the selection) the rewrite edits: its Word range and its text as the pane read it. */
export type TRewriteBlock = { range: TWordRange; text: string };

export type TRewriteOutcome = {
  /** Edits made in Word, each a tracked change (a replacement shows as a deletion and an insertion). */
  edits: number;
  /** Edits that replaced a whole sentence or paragraph, as a span in it could not be found uniquely. */
  widened: number;
};

type TSearch = { step: TSearchStep; windows: TWordRangeCollection; targets?: TWordRangeCollection };

const SEARCH = { matchCase: true };

const sameText = (found: TWordRange | undefined, expected: string) =>
  found !== undefined && foldQuotes(found.text) === foldQuotes(expected);

/**
 * Finds every unit's text in Word with as few round trips as possible: all the windows at once, then
 * all the targets inside their windows at once. A unit is found when each of its searches finds
 * exactly one range with exactly the expected text; otherwise it is left out of the answer.
 */
const locate = async (
  context: TWordContext,
  blocks: readonly TRewriteBlock[],
  units: readonly TEditUnit[],
): Promise<Map<TEditUnit, TWordRange[]>> => {
  const searches = new Map<TEditUnit, TSearch[]>();
  for (const unit of units) {
    const block = blocks[unit.block] as TRewriteBlock;
    const steps = isSearchable(unit) ? planSpan(block.text, unit.start, unit.end) : undefined;
    if (!steps) continue;
    searches.set(
      unit,
      steps.map((step) => {
        const windows = block.range.search(escapeSearchText(step.window), SEARCH);
        windows.load('items/text');
        return { step, windows };
      }),
    );
  }
  await context.sync();
  const windowFound = (search: TSearch) =>
    search.windows.items.length === 1 && sameText(search.windows.items[0], search.step.window);
  for (const [unit, unitSearches] of searches) {
    if (!unitSearches.every(windowFound)) {
      searches.delete(unit);
      continue;
    }
    for (const search of unitSearches) {
      if (search.step.window === search.step.target) continue;
      search.targets = (search.windows.items[0] as TWordRange).search(
        escapeSearchText(search.step.target),
        SEARCH,
      );
      search.targets.load('items/text');
    }
  }
  await context.sync();
  const found = new Map<TEditUnit, TWordRange[]>();
  for (const [unit, unitSearches] of searches) {
    const ranges = unitSearches.map((search) => {
      const results = search.targets ?? search.windows;
      return results.items.length === 1 && sameText(results.items[0], search.step.target)
        ? results.items[0]
        : undefined;
    });
    if (ranges.every((range): range is TWordRange => range !== undefined)) found.set(unit, ranges);
  }
  return found;
};

/** Makes one unit's edit on the ranges its text was found at. */
const edit = (unit: TEditUnit, ranges: TWordRange[]) => {
  const [first, ...rest] = ranges as [TWordRange, ...TWordRange[]];
  if (unit.op === 'insert-after') {
    (ranges[ranges.length - 1] as TWordRange).insertText(unit.insert, 'After');
    return;
  }
  if (unit.op === 'insert-before') {
    first.insertText(unit.insert, 'Before');
    return;
  }
  if (unit.insert === '') first.delete();
  else first.insertText(unit.insert, 'Replace');
  for (const range of rest) range.delete();
};

const NOT_FOUND =
  'Word could not find the clause’s words exactly where Clausebook read them (the document may have changed, or holds fields or earlier tracked changes there). Nothing was changed: select the clause again and press Check selection.';

/**
 * Applies a rewrite to `blocks` as the redline's changes (`changes[i]` in block i's text, none over a
 * line break): finds every changed span first — by short unique needles — and where a span cannot be
 * found uniquely, its sentence, then its paragraph, is replaced instead; only when everything is
 * found is track changes turned on (and synced) and are the edits made, last first, each on its own
 * span. Then a comment saying why goes on `commentOn`. Throws a MarkupError, having changed nothing,
 * when something cannot be found.
 */
export const applyRewrite = async (
  context: TWordContext,
  blocks: readonly TRewriteBlock[],
  changes: readonly TTextChange[][],
  comment: { on: TWordRange; text: string },
): Promise<TRewriteOutcome> => {
  const texts = blocks.map((block) => block.text);
  let units = unitsOf(texts, changes);
  const found = new Map<TEditUnit, TWordRange[]>();
  for (const widen of [undefined, 'sentence', 'paragraph'] as const) {
    if (widen) {
      const failed = new Set(units.filter((unit) => !found.has(unit)));
      if (failed.size === 0) break;
      units = widenFailed(texts, units, failed, widen);
    }
    const pending = units.filter((unit) => !found.has(unit));
    for (const [unit, ranges] of await locate(context, blocks, pending)) found.set(unit, ranges);
  }
  if (units.some((unit) => !found.has(unit))) throw new MarkupError(NOT_FOUND);

  context.document.changeTrackingMode = 'TrackAll';
  await context.sync();
  const lastFirst = [...units].sort((a, b) => b.block - a.block || b.start - a.start);
  for (const unit of lastFirst) edit(unit, found.get(unit) as TWordRange[]);
  comment.on.insertComment(comment.text);
  await context.sync();
  return { edits: units.length, widened: units.filter((unit) => unit.scope !== 'span').length };
};
