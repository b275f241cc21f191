import { assessClause, REWRITE_LEVELS } from '../terms/assess-clause';
import { checkRewrites, rewriteWarnings } from '../terms/check-rewrite';
import { describeAssessment, replacementNote } from '../terms/describe-assessment';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import type { TReadContext } from '../terms/read-terms';
import { rewriteClause } from '../terms/rewrite-clause';
import type { TEvaluateInput, TEvaluation } from '../types';

/** What a clause is read with beside its own words: the contract's parties, sections, payer, spelling. */
export const readContextOf = ({
  parties,
  sectionTitles,
  mirroredBy,
  payer,
  partyWord,
}: TEvaluateInput): TReadContext => ({
  parties,
  sectionTitles,
  mirroredBy,
  payer,
  ...(partyWord && { partyWord }),
});

/**
 * The built-in engine's edits as drafted, before they are verified (src/engine/verify): what the
 * rewriter makes of a clause, with the terms each edit still misses as warnings. The engine shows a
 * draft only once it is verified; tests of how the rewriter edits read the draft.
 */
export const draftEvaluation = (input: TEvaluateInput): TEvaluation => {
  const { clause, guidelines } = input;
  const playbook = buildPlaybookPositions(guidelines);
  const assessment = assessClause(clause, playbook, readContextOf(input));
  const rewrites = {
    preferred: rewriteClause(clause, playbook, assessment, 'preferred'),
    acceptable: rewriteClause(clause, playbook, assessment, 'acceptable'),
  };
  const { preferred, acceptable } = rewrites;
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
};
