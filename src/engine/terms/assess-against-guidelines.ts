import type { TAssessment, TGuidelines } from '../types';
import { assessClause } from './assess-clause';
import { describeAssessment } from './describe-assessment';
import { buildPlaybookPositions } from './playbook-positions';

/**
 * The verdict alone: the clause read against one category's guidelines, as every engine reads it
 * (the LLM engine's verdict is this reading too, with the AI's reason beside it). For the further
 * categories a document clause is also under, whose rewrites nobody uses: no AI call, no rewrite.
 */
export const assessAgainstGuidelines = (clause: string, guidelines: TGuidelines): TAssessment =>
  describeAssessment(assessClause(clause, buildPlaybookPositions(guidelines)));
