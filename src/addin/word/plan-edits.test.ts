import { describe, expect, it } from 'vitest';
import { changeOf, unitsOf, widenFailed } from './plan-edits';
import { applyChanges } from './text-changes';

describe('unitsOf', () => {
  const text = 'Notice of thirty days is required.';

  it('finds a replacement by its struck text', () => {
    const [unit] = unitsOf([text], [[{ start: 10, end: 16, insert: 'sixty' }]]);
    expect(unit).toMatchObject({ start: 10, end: 16, op: 'replace', insert: 'sixty', scope: 'span' });
  });

  it('anchors an insertion to the unchanged word before it, else after it', () => {
    const [after] = unitsOf([text], [[{ start: 16, end: 16, insert: ' (30)' }]]);
    expect(after).toMatchObject({ op: 'insert-after', start: 10, end: 16 });
    const [before] = unitsOf([text], [[{ start: 0, end: 0, insert: 'Written ' }]]);
    expect(before).toMatchObject({ op: 'insert-before', start: 0, end: 6 });
  });

  it('never anchors an insertion to text another change strikes', () => {
    const changes = [
      { start: 10, end: 16, insert: 'sixty' },
      { start: 17, end: 17, insert: 'calendar ' },
    ];
    const [, insertion] = unitsOf([text], [changes]);
    expect(insertion).toMatchObject({ op: 'insert-after', start: 16, end: 17 });
    expect(applyChanges(text, unitsOf([text], [changes]).map(changeOf))).toBe(
      'Notice of sixty calendar days is required.',
    );
  });
});

describe('widenFailed', () => {
  const text = 'Pay a fee. Pay a fee. Pay a fee.';

  it('replaces the sentence of a unit that could not be found, with every change in it', () => {
    const units = unitsOf([text], [[{ start: 15, end: 16, insert: 'the' }]]);
    const widened = widenFailed([text], units, new Set(units), 'sentence');
    expect(widened).toEqual([
      expect.objectContaining({ start: 11, end: 21, insert: 'Pay the fee.', scope: 'sentence' }),
    ]);
    expect(applyChanges(text, widened.map(changeOf))).toBe('Pay a fee. Pay the fee. Pay a fee.');
  });

  it('takes the whole line when asked, joining the units that reach into it', () => {
    const units = unitsOf(
      [text],
      [
        [
          { start: 4, end: 5, insert: 'one' },
          { start: 26, end: 27, insert: 'the' },
        ],
      ],
    );
    const [first] = units;
    const widened = widenFailed([text], units, new Set(first ? [first] : []), 'paragraph');
    expect(widened).toHaveLength(1);
    expect(applyChanges(text, widened.map(changeOf))).toBe('Pay one fee. Pay a fee. Pay the fee.');
  });
});
