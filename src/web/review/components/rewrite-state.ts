import type { TClauseRefinement } from '../../../shared/schemas/document-reviews';
import type { TJudgmentView, TRewriteLevel, TRewriteStatus } from '../../../shared/schemas/review';
import type { TStrikeTaskKind } from '../api/check-strike';

/** A rewrite's redline against the input clause: being computed, shown, or given up on. */
export type TStrike =
  | { state: 'pending' }
  | { state: 'done'; markup: string }
  | { state: 'failed'; message: string };

/** The task that computes a rewrite's redline. */
export type TStrikeTaskRef = { kind: TStrikeTaskKind; id: string };

/** One tab of a result: the preferred or the acceptable rewrite. */
export type TRewrite = {
  final: string;
  strike: TStrike;
  /**
   * The task that computes `strike`: the test's own task until the rewrite is refined; null when the
   * redline came with the rewrite (a document review's report).
   */
  task: TStrikeTaskRef | null;
  /** The refine call is running. */
  refining: boolean;
  /** The engine of the last refinement, once refined. */
  refinedWith?: string;
  /** Who made the last refinement and when, where it is kept (a document review's clause). */
  refinement?: TClauseRefinement;
  /** Terms of its level this rewrite misses (after the AI was asked once more, or after a refinement). */
  warnings?: string[];
  /** How the rewrite was made where the reviewer should know it (the guideline's text in place of the clause). */
  note?: string;
  /** edited, meets, or needs_judgment (the clause left as it is; `judgment` says why). */
  status?: TRewriteStatus;
  judgment?: TJudgmentView;
};

export const LEVEL_TITLES: Record<TRewriteLevel, string> = {
  preferred: 'Preferred',
  acceptable: 'Acceptable',
};

/** What a rewrite's redline area says while it waits (spec §2, §4). */
export const strikeWaitMessage = (level: TRewriteLevel, rewrite: TRewrite): string =>
  rewrite.task?.kind === 'refine'
    ? `Generating Refine Striked ${LEVEL_TITLES[level]} Clause..`
    : 'Evaluating Striked Clause, please wait...';

export const refineWaitMessage = (level: TRewriteLevel): string =>
  `Generating Refine ${LEVEL_TITLES[level]} Clause..`;
