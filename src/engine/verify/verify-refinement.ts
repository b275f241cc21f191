import { assessClause, meetsLevel, type TRewriteLevel } from '../terms/assess-clause';
import { checkRewrite } from '../terms/check-rewrite';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import type { TReadContext } from '../terms/read-terms';
import type { TGuidelines, TRewriteStatus } from '../types';
import { TEXT_CHECKS, verifyRewrite } from './verify-rewrite';

/**
 * A refined rewrite read like any edit: the terms of its level it misses and the rules it breaks, as
 * warnings the reviewer sees; and its status — `edited` once it is an edit that keeps every rule (a
 * refinement clears needs_judgment), `meets` where it is the clause and that meets the level.
 */
export const verifyRefinement = (
  clause: string,
  refined: string,
  guidelines: TGuidelines,
  level: TRewriteLevel,
  context: Pick<TReadContext, 'parties'> = {},
): { status: TRewriteStatus; warnings: string[] } => {
  const playbook = buildPlaybookPositions(guidelines);
  const assessment = assessClause(clause, playbook, context);
  if (refined === clause)
    return {
      status: meetsLevel(assessment, level) ? 'meets' : 'needs_judgment',
      warnings: checkRewrite(clause, refined, playbook, level, assessment),
    };
  const warnings = [
    ...checkRewrite(clause, refined, playbook, level, assessment),
    ...verifyRewrite({ clause, rewrite: refined, level, playbook, assessment }, TEXT_CHECKS),
  ];
  return { status: warnings.length === 0 ? 'edited' : 'needs_judgment', warnings };
};
