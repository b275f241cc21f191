import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redline } from '../../engine/redline';
import { acceptAll } from '../../shared/redline-markup';
import { applyChanges, changesOf, MarkupError, splitAtLineBreaks } from './text-changes';

describe('changesOf', () => {
  it("reads a redline's changes against the original, phrase by phrase", () => {
    const original = 'Notice of thirty (30) days is required for any termination.';
    const markup = 'Notice of ~~thirty (30)~~**sixty (60)** days is required~~ for any termination~~.';
    expect(changesOf(original, markup)).toEqual([
      { start: 10, end: 21, insert: 'sixty (60)' },
      { start: 38, end: 58, insert: '' },
    ]);
    expect(applyChanges(original, changesOf(original, markup))).toBe(acceptAll(markup));
  });

  it('reads insertions at the start and end', () => {
    expect(changesOf('b', '**a **b** c**')).toEqual([
      { start: 0, end: 0, insert: 'a ' },
      { start: 1, end: 1, insert: ' c' },
    ]);
  });

  it('reads line breaks sent back as CRLF as the line breaks they were', () => {
    expect(changesOf('a\nb', 'a\r\n~~b~~**c**')).toEqual([{ start: 2, end: 3, insert: 'c' }]);
  });

  it('refuses a redline of another text', () => {
    expect(() => changesOf('abc', '~~abd~~ **x**')).toThrow(MarkupError);
  });

  it('accepting its changes gives the rewrite, for any pair of texts (with the real redline)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (original, revised) => {
        const markup = redline(original, revised);
        expect(applyChanges(original, changesOf(original, markup))).toBe(revised);
      }),
    );
  });
});

describe('splitAtLineBreaks', () => {
  const text = 'First line here.\nSecond line there.';

  it('splits a change over two lines into one per line, keeping the break and the words around', () => {
    const change = { start: 6, end: 23, insert: 'row now.\nSecond row' };
    const pieces = splitAtLineBreaks(text, [change]);
    expect(pieces).toEqual([
      { start: 6, end: 16, insert: 'row now.' },
      { start: 24, end: 24, insert: 'row ' },
    ]);
    expect(applyChanges(text, pieces)).toBe(applyChanges(text, [change]));
  });

  it('keeps added lines with the last struck line, and drops lines that do not change', () => {
    const change = { start: 0, end: 23, insert: 'First line here.\nNew line.\nSecond row' };
    const pieces = splitAtLineBreaks(text, [change]);
    expect(pieces).toEqual([{ start: 17, end: 23, insert: 'New line.\nSecond row' }]);
    expect(applyChanges(text, pieces)).toBe(applyChanges(text, [change]));
  });

  it('splits changes that strike a break and add one elsewhere, line by line', () => {
    const lines = 'L0 the\nL1 the\nL2 x y the';
    const changes = [
      { start: 6, end: 9, insert: '' },
      { start: 13, end: 16, insert: '' },
      { start: 20, end: 20, insert: '\nL1 the\nL2' },
    ];
    const pieces = splitAtLineBreaks(lines, changes);
    expect(pieces.every((piece) => !lines.slice(piece.start, piece.end).includes('\n'))).toBe(true);
    expect(applyChanges(lines, pieces)).toBe(applyChanges(lines, changes));
  });

  it('refuses a change that joins lines', () => {
    expect(() => splitAtLineBreaks(text, [{ start: 15, end: 18, insert: '; s' }])).toThrow(
      /joins paragraphs/,
    );
  });

  it('gives the same text as the change it splits, for any change that keeps the line count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-c ]{0,6}$/), { minLength: 1, maxLength: 4 }),
        fc.array(fc.stringMatching(/^[a-c ]{0,6}$/), { minLength: 4, maxLength: 6 }),
        fc.nat(),
        (lines, added, seed) => {
          const whole = lines.join('\n');
          const start = seed % (whole.length + 1);
          const struck = whole.slice(start).split('\n').length;
          const insert = added.slice(0, struck).join('\n');
          const change = { start, end: whole.length, insert };
          expect(applyChanges(whole, splitAtLineBreaks(whole, [change]))).toBe(applyChanges(whole, [change]));
        },
      ),
    );
  });
});
