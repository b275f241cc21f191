import { describe, expect, it } from 'vitest';
import { findClause } from './find-clause';

describe('findClause', () => {
  const word = 'Title\nThe Supplier shall pay.\nThe Customer shall  audit.\nThe Supplier shall pay.';

  it("finds the review's clause in Word's text, whatever the spaces between its words", () => {
    const clause = 'The Supplier shall pay.\n\nThe Customer shall audit.';
    const place = findClause(word, clause);
    expect(place && word.slice(place.start, place.end)).toBe(
      'The Supplier shall pay.\nThe Customer shall  audit.',
    );
    // Offsets map word for word, and across the different spaces.
    const audit = clause.indexOf('audit');
    expect(place && word.slice(place.map(audit), place.map(audit + 5))).toBe('audit');
    const gap = clause.indexOf('\n\n');
    expect(place && word.slice(place.map(gap), place.map(gap + 2))).toBe('\n');
  });

  it('picks the occurrence asked for among identical clauses, and says when it is gone', () => {
    expect(findClause(word, 'The Supplier shall pay.', 1)?.start).toBe(word.lastIndexOf('The Supplier'));
    expect(findClause(word, 'The Supplier shall not pay.')).toBeUndefined();
  });
});
