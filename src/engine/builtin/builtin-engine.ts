import type { TEngine } from '../types';
import { applyExplicitEdits, parseExplicitEdits } from './explicit-edits';
import { scoreLevels } from './score-levels';

/**
 * The offline engine (DESIGN §6.2): each level's guideline is that level's standard language. The
 * preferred rewrite is the preferred standard; the acceptable rewrite keeps the reviewer's clause
 * when it already sits at acceptable or better, else the acceptable standard. Deterministic.
 */
export const builtinEngine: TEngine = {
  name: 'builtin',
  evaluate: async ({ clause, guidelines }) => {
    const assessment = scoreLevels(clause, guidelines);
    const keepsInput = assessment.level !== 'unacceptable';
    return {
      preferred: guidelines.preferred,
      acceptable: keepsInput ? clause : guidelines.acceptable,
      assessment,
      engine: 'builtin',
    };
  },
  refine: async ({ current, feedback }) => ({
    clause: applyExplicitEdits(current, parseExplicitEdits(feedback)),
    engine: 'builtin',
  }),
};
