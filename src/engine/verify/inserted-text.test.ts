import { describe, expect, it } from 'vitest';
import { insertedSpans, insertedText } from './inserted-text';

/**
 * Rule: what an edit adds is read from the edit itself — asked again for the same edit, or for another
 * edit in between, the answer is the same as read fresh.
 */
const CLAUSE = 'Either party may terminate this Agreement on thirty (30) days notice.';
const LONGER = 'Either party may terminate this Agreement on sixty (60) days written notice.';
const QUALIFIED =
  'Either party may terminate this Agreement on thirty (30) days notice, which shall not be unreasonably withheld.';

describe('rule: what an edit adds is read from that edit', () => {
  it('reads each edit alike however the edits are interleaved', () => {
    const longer = insertedText(CLAUSE, LONGER);
    const qualified = insertedText(CLAUSE, QUALIFIED);
    expect(longer.join('|')).toContain('sixty');
    expect(qualified.join('|')).toContain('unreasonably withheld');
    expect(insertedText(CLAUSE, LONGER)).toStrictEqual(longer);
    expect(insertedText(CLAUSE, QUALIFIED)).toStrictEqual(qualified);
    expect(insertedText(LONGER, CLAUSE).join('|')).toContain('thirty');
  });

  it('places the added words where they stand in the edit', () => {
    insertedText(CLAUSE, QUALIFIED);
    const spans = insertedSpans(CLAUSE, QUALIFIED);
    expect(spans.map(({ start, end }) => QUALIFIED.slice(start, end)).join('')).toContain(
      'which shall not be unreasonably withheld',
    );
    expect(insertedSpans(CLAUSE, CLAUSE)).toStrictEqual([]);
  });
});
