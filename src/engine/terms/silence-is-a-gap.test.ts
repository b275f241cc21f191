import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { assessClause } from './assess-clause';
import { describeAssessment } from './describe-assessment';
import { buildPlaybookPositions } from './playbook-positions';

/**
 * Rule: silence is a gap, not a position against the playbook. Where the levels are model wording, a
 * clause that states and meets some of the acceptable level's terms and is merely silent on the rest is
 * acceptable, with the gaps named (its acceptable rewrite fills them in). A term it states against the
 * level, or an unacceptable term, still makes it unacceptable; and where the playbook opens with a
 * position statement, what the statement requires is required.
 */
const LAW: TGuidelines = {
  preferred:
    'This Agreement shall be governed by the laws of the State of New York. Each party submits to the exclusive jurisdiction of the courts located in New York County, New York. Before commencing litigation, the parties shall escalate any dispute to senior executives for thirty (30) days.',
  acceptable:
    'This Agreement shall be governed by the laws of the State of New York or the State of Delaware. The parties shall first negotiate in good faith for fifteen (15) days.',
  unacceptable:
    'This Agreement shall be governed by the laws of the jurisdiction in which Supplier has its principal place of business.',
};
const assess = (clause: string, guidelines = LAW) => assessClause(clause, buildPlaybookPositions(guidelines));

describe('rule: silence is a gap, not a position against the playbook', () => {
  it.each([
    'This Agreement shall be governed by the laws of the State of New York.',
    'THIS AGREEMENT IS GOVERNED BY, AND SHALL BE CONSTRUED IN ACCORDANCE WITH, THE LAWS OF THE STATE OF NEW YORK.',
    'The laws of the State of Delaware, without regard to its conflict of laws rules, govern this Agreement.',
  ])('acceptable, naming what it is silent on: %s', (clause) => {
    const assessment = assess(clause);
    expect(assessment.level).toBe('acceptable');
    expect(describeAssessment(assessment).reason).toMatch(/silent on terms it asks/);
  });

  it.each([
    'This Agreement shall be governed by the laws of England and Wales.',
    'This Agreement is governed by the laws of the Province of Ontario.',
  ])('a term stated against the level still makes it unacceptable: %s', (clause) => {
    expect(assess(clause).level).toBe('unacceptable');
  });

  it('where the playbook opens with a position statement, silence on what it requires is a shortfall', () => {
    const withStatement: TGuidelines = {
      ...LAW,
      preferred: `Governing law of New York with a negotiation period. ${LAW.preferred}`,
    };
    expect(
      assess('This Agreement shall be governed by the laws of the State of New York.', withStatement).level,
    ).not.toBe('acceptable');
  });
});
