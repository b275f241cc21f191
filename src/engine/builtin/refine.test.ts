import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine-error';
import { builtinEngine } from './builtin-engine';
import { NDA_TERM } from './builtin-test-helpers';
import { FREE_TEXT_NEEDS_AI } from './explicit-edits';

describe('built-in engine: refine', () => {
  const clause = 'Either party may terminate upon 30 days notice.';
  const refine = (current: string, feedback: string) =>
    builtinEngine.refine({
      contractType: 'MSA',
      category: 'Term and Termination',
      clause: current,
      guidelines: NDA_TERM,
      level: 'preferred',
      current,
      feedback,
    });

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
