import type { TClauseWeActFor, TRewriteLevel } from '../../../shared/schemas/review';

/** What a task needs to compute its redlines, stored as the task's input. */
export type TReviewTaskInput =
  | {
      kind: 'test';
      original: string;
      preferred: string;
      acceptable: string;
      /** Whom the test acted for; absent from tasks made before the choice existed. */
      we_act_for?: TClauseWeActFor;
    }
  | { kind: 'refine'; original: string; level: TRewriteLevel; clause: string };

/** The redlines a completed task holds. */
export type TReviewTaskResult = Partial<
  Record<'preferred_striked_clause' | 'acceptable_striked_clause', string>
>;
