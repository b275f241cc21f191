import { REWRITE_LEVELS, type TRewriteLevel } from '../../shared/schemas/review';
import type { TEvaluation, TGuidelines, TJudgment, TRewriteStatus } from '../types';
import type { TPlacedRewrite } from './place-unrelated-rewrites';

/**
 * Each rewrite's status as it goes into the contract: the engine's, unless the placement kept the
 * clause's own words where the engine edited it (its note says why: then it needs the reviewer's
 * judgment) or put the playbook's wording after it (an edit). An engine that gives no status (an older
 * stored review) is read from the text: changed is `edited`.
 */
export const rewriteStatusInDocument = (
  body: string,
  evaluation: Pick<TEvaluation, 'status' | 'judgment'>,
  placed: Record<TRewriteLevel, TPlacedRewrite>,
  guidelines: TGuidelines,
) => {
  const judgment: Partial<Record<TRewriteLevel, TJudgment>> = {};
  const status = Object.fromEntries(
    REWRITE_LEVELS.map((level): [TRewriteLevel, TRewriteStatus] => {
      const own = evaluation.status?.[level];
      if (placed[level].text !== body) return [level, 'edited'];
      if (own === 'meets') return [level, 'meets'];
      const engineJudgment = evaluation.judgment?.[level];
      judgment[level] = engineJudgment ?? {
        reason: placed[level].note ?? `The clause is left as it is at the ${level} level.`,
        found: [],
        asks: [],
        suggestion: guidelines[level],
        failed: [],
      };
      return [level, own === undefined && !engineJudgment ? 'meets' : 'needs_judgment'];
    }),
  ) as Record<TRewriteLevel, TRewriteStatus>;
  // A clause left as it is that meets its level needs no explanation.
  for (const level of REWRITE_LEVELS) if (status[level] === 'meets') delete judgment[level];
  return { rewrite_status: status, ...(Object.keys(judgment).length > 0 && { judgment }) };
};
