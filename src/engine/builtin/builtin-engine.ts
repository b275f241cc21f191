import { assessClause, REWRITE_LEVELS } from '../terms/assess-clause';
import { checkRewrites, rewriteWarnings } from '../terms/check-rewrite';
import { describeAssessment, replacementNote } from '../terms/describe-assessment';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import { rewriteClause } from '../terms/rewrite-clause';
import type { TEngine } from '../types';
import { applyExplicitEdits, parseExplicitEdits } from './explicit-edits';

/**
 * The offline engine: reads each guideline level and the clause into terms, places the
 * clause at the best level whose every term it meets, and rewrites the clause itself to the preferred
 * and the acceptable level (values changed in place, missing carve-outs and sentences added, what is
 * unacceptable struck). Deterministic: same input, same output.
 */
export const builtinEngine: TEngine = {
  name: 'builtin',
  evaluate: async ({ clause, guidelines, parties, sectionTitles, mirroredBy, payer }) => {
    const playbook = buildPlaybookPositions(guidelines);
    const assessment = assessClause(clause, playbook, { parties, sectionTitles, mirroredBy, payer });
    const rewrites = {
      preferred: rewriteClause(clause, playbook, assessment, 'preferred'),
      acceptable: rewriteClause(clause, playbook, assessment, 'acceptable'),
    };
    const { preferred, acceptable } = rewrites;
    // The rewrites are read like any other: what they still miss is shown, never hidden.
    const warnings = rewriteWarnings(
      checkRewrites(clause, { preferred: preferred.text, acceptable: acceptable.text }, playbook, assessment),
    );
    const notes = Object.fromEntries(
      REWRITE_LEVELS.flatMap((level) =>
        rewrites[level].replacedWhole ? [[level, replacementNote(assessment, level)]] : [],
      ),
    );
    return {
      preferred: preferred.text,
      acceptable: acceptable.text,
      assessment: describeAssessment(assessment),
      engine: 'builtin',
      ...(warnings && { warnings }),
      ...(Object.keys(notes).length > 0 && { notes }),
    };
  },
  refine: async ({ current, feedback }) => ({
    clause: applyExplicitEdits(current, parseExplicitEdits(feedback)),
    engine: 'builtin',
  }),
};
