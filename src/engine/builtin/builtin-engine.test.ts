import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine-error';
import type { TGuidelines } from '../types';
import { builtinEngine } from './builtin-engine';
import { FREE_TEXT_NEEDS_AI } from './explicit-edits';
import { statedValues } from './text-features';

const TERMINATION: TGuidelines = {
  preferred:
    'Either party may terminate this Agreement for convenience upon thirty (30) days prior written notice to the other party.',
  acceptable:
    'Either party may terminate this Agreement for convenience upon sixty (60) days prior written notice to the other party.',
  unacceptable:
    'Supplier may terminate this Agreement at any time upon ten (10) days notice; Customer may not terminate for convenience.',
};

const evaluate = (clause: string, guidelines = TERMINATION) =>
  builtinEngine.evaluate({ contractType: 'MSA', category: 'Term and Termination', clause, guidelines });

const refine = (current: string, feedback: string) =>
  builtinEngine.refine({
    contractType: 'MSA',
    category: 'Term and Termination',
    clause: current,
    guidelines: TERMINATION,
    level: 'preferred',
    current,
    feedback,
  });

describe('built-in engine: evaluate', () => {
  it('reads durations and amounts as values', () => {
    expect(statedValues('thirty (30) days and 30 days')).toEqual([
      { amount: 30, unit: 'days', text: 'thirty (30) days' },
      { amount: 30, unit: 'days', text: '30 days' },
    ]);
    expect(statedValues('capped at $1,000,000 or 5 business days')).toEqual([
      { amount: 1_000_000, unit: 'currency:$', text: '$1,000,000' },
      { amount: 5, unit: 'business days', text: '5 business days' },
    ]);
  });

  it('places a clause at the level whose terms and values it shares', async () => {
    const sixtyDays = await evaluate(
      'Either party may end this Agreement for convenience on 60 days written notice.',
    );
    expect(sixtyDays.assessment.level).toBe('acceptable');
    expect(sixtyDays.assessment.reason).toContain('Closest to the acceptable guideline');
    const tenDays = await evaluate(
      'Supplier may terminate at any time on 10 days notice. Customer may not terminate for convenience.',
    );
    expect(tenDays.assessment.level).toBe('unacceptable');
    const thirty = await evaluate(
      'Either party may terminate for convenience upon 30 days prior written notice.',
    );
    expect(thirty.assessment.level).toBe('preferred');
  });

  it('says which stated value differs from the closest guideline', async () => {
    const result = await evaluate(
      'Either party may terminate this Agreement for convenience upon 45 days prior written notice to the other party.',
    );
    expect(result.assessment.reason).toMatch(
      /45 days \(the guideline says (thirty \(30\)|sixty \(60\)) days\)/,
    );
  });

  it('returns the preferred standard, and keeps the input as acceptable when it is acceptable or better', async () => {
    const input = 'Either party may end this Agreement for convenience on 60 days written notice.';
    const acceptable = await evaluate(input);
    expect(acceptable).toMatchObject({
      preferred: TERMINATION.preferred,
      acceptable: input,
      engine: 'builtin',
    });
    const unacceptable = await evaluate('Supplier may terminate at any time on 10 days notice.');
    expect(unacceptable.acceptable).toBe(TERMINATION.acceptable);
  });

  it('is deterministic', async () => {
    const clause = 'Either party may terminate on 90 days notice.';
    expect(await evaluate(clause)).toEqual(await evaluate(clause));
  });
});

describe('built-in engine: refine', () => {
  const clause = 'Either party may terminate upon 30 days notice.';

  it.each([
    ['replace "30 days" with "45 days"', 'Either party may terminate upon 45 days notice.'],
    ["change '30' to '15'", 'Either party may terminate upon 15 days notice.'],
    ['delete "Either party may "', 'terminate upon 30 days notice.'],
    ['insert "written" after "30 days"', 'Either party may terminate upon 30 days written notice.'],
    ['insert "prior" before "notice"', 'Either party may terminate upon 30 days prior notice.'],
    [
      'append "Notice must be in writing."',
      'Either party may terminate upon 30 days notice. Notice must be in writing.',
    ],
    [
      'replace “30” with “60”; insert "written" after "days"',
      'Either party may terminate upon 60 days written notice.',
    ],
  ])('applies %s', async (feedback, expected) => {
    expect((await refine(clause, feedback)).clause).toBe(expected);
  });

  it('says when the text to change is not in the clause', async () => {
    await expect(refine(clause, 'replace "90 days" with "45 days"')).rejects.toThrow(
      'Could not find "90 days" in the clause.',
    );
  });

  it('explains that free-text instructions need an AI provider', async () => {
    const attempt = refine(clause, 'make it friendlier to us');
    await expect(attempt).rejects.toBeInstanceOf(EngineError);
    await expect(attempt).rejects.toThrow(FREE_TEXT_NEEDS_AI);
  });
});
