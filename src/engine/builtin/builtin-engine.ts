import { assessClause } from '../terms/assess-clause';
import { describeAssessment } from '../terms/describe-assessment';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import { rewriteClause } from '../terms/rewrite-clause';
import type { TEngine } from '../types';
import { otherRoleHeldBack, verifiedRewrites } from '../verify/verified-rewrites';
import { readContextOf } from './draft-evaluation';
import { applyExplicitEdits, parseExplicitEdits } from './explicit-edits';

/**
 * The offline engine: reads each guideline level and the clause into terms, places the
 * clause at the best level whose every term it meets, and rewrites the clause itself to the preferred
 * and the acceptable level (values changed in place, missing carve-outs and sentences added, what is
 * unacceptable struck). Every edit is verified before it is shown; one that fails leaves the clause
 * unchanged, marked needs_judgment (src/engine/verify). Deterministic: same input, same output.
 */
export const builtinEngine: TEngine = {
  name: 'builtin',
  evaluate: async (input) => {
    const { category, clause, guidelines, actingForOtherRole } = input;
    const playbook = buildPlaybookPositions(guidelines);
    const assessment = assessClause(clause, playbook, readContextOf(input));
    return {
      ...verifiedRewrites(
        clause,
        category,
        playbook,
        assessment,
        (level) => rewriteClause(clause, playbook, assessment, level),
        actingForOtherRole && otherRoleHeldBack(actingForOtherRole),
      ),
      assessment: describeAssessment(assessment),
      engine: 'builtin',
    };
  },
  refine: async ({ current, feedback }) => ({
    clause: applyExplicitEdits(current, parseExplicitEdits(feedback)),
    engine: 'builtin',
  }),
};
