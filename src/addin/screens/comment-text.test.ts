import { describe, expect, it } from 'vitest';
import { commentText } from './comment-text';

describe('commentText', () => {
  it("says what was inserted, why (the verdict's reason) and the level's position", () => {
    expect(
      commentText({
        level: 'preferred',
        contract: 'NDA',
        category: 'Term and Termination',
        assessment: { level: 'acceptable', reason: 'Notice of 90 days is longer than 30 days.' },
        position: 'Either party may terminate on thirty (30) days notice. ',
      }),
    ).toBe(
      [
        'Clausebook: preferred rewrite (NDA, Term and Termination).',
        'Why: verdict Acceptable. Notice of 90 days is longer than 30 days.',
        'Preferred position: Either party may terminate on thirty (30) days notice.',
      ].join('\n'),
    );
  });
});
