import { describe, expect, it } from 'vitest';
import { worstLevel } from './verdict-counts';

const verdict = (level: 'preferred' | 'acceptable' | 'unacceptable') => ({ level, reason: 'r' });

describe('worstLevel', () => {
  it('is the level of the category where the clause fares worst', () => {
    expect(
      worstLevel({
        assessment: verdict('acceptable'),
        also_under: [
          { category: 'Limitation of Liability', assessment: verdict('unacceptable') },
          { category: 'Data Privacy', assessment: null },
        ],
      }),
    ).toBe('unacceptable');
    expect(worstLevel({ assessment: verdict('preferred') })).toBe('preferred');
  });

  it('leaves out the verdict of a category whose terms the clause states none of', () => {
    expect(worstLevel({ assessment: verdict('unacceptable'), states_no_terms: true })).toBeUndefined();
    expect(
      worstLevel({
        assessment: verdict('unacceptable'),
        states_no_terms: true,
        also_under: [{ category: 'Governing Law', assessment: verdict('acceptable') }],
      }),
    ).toBe('acceptable');
    // Nor under a further category it states none of the terms of.
    expect(
      worstLevel({
        assessment: verdict('preferred'),
        also_under: [
          { category: 'Term and Termination', assessment: verdict('unacceptable'), states_no_terms: true },
        ],
      }),
    ).toBe('preferred');
  });

  it('reads a further category when the first gave no verdict, and is undefined when none did', () => {
    expect(
      worstLevel({ assessment: null, also_under: [{ category: 'X', assessment: verdict('acceptable') }] }),
    ).toBe('acceptable');
    expect(
      worstLevel({ assessment: null, also_under: [{ category: 'X', assessment: null }] }),
    ).toBeUndefined();
  });
});
