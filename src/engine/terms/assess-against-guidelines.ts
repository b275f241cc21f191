import type { TAssessment } from '../types';
import { assessClause } from './assess-clause';
import { describeAssessment } from './describe-assessment';
import type { TPlaybookPositions } from './playbook-positions';
import type { TReadContext } from './read-terms';

/**
 * The verdict alone: the clause read against one category's positions (buildPlaybookPositions of its
 * guidelines, built once per category), as every engine reads it (the LLM engine's verdict is this
 * reading too, with the AI's reason beside it). For the further categories a document clause is also
 * under, whose rewrites nobody uses: no AI call, no rewrite.
 */
export const assessAgainstGuidelines = (
  clause: string,
  positions: TPlaybookPositions,
  context: TReadContext = {},
): TAssessment => describeAssessment(assessClause(clause, positions, context));
