import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptAll, escapeRedlineText, parseRedline, rejectAll } from './redline-markup';

describe('parseRedline', () => {
  it('splits unchanged, struck and added text', () => {
    expect(parseRedline('the ~~old~~**new** term')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'deleted', text: 'old' },
      { kind: 'inserted', text: 'new' },
      { kind: 'same', text: ' term' },
    ]);
  });

  it('gives nothing for empty markup', () => {
    expect(parseRedline('')).toEqual([]);
  });

  it('removes escapes, inside and outside marked spans', () => {
    expect(parseRedline('a \\*\\* b ~~c\\~\\~d~~**\\\\e\\***')).toEqual([
      { kind: 'same', text: 'a ** b ' },
      { kind: 'deleted', text: 'c~~d' },
      { kind: 'inserted', text: '\\e*' },
    ]);
  });

  it('reads markup written without escapes (a language model): unmatched markers are literal', () => {
    expect(parseRedline('5 * 3 ~ 15, a ~~b')).toEqual([{ kind: 'same', text: '5 * 3 ~ 15, a ~~b' }]);
    expect(parseRedline('**a** and **b')).toEqual([
      { kind: 'inserted', text: 'a' },
      { kind: 'same', text: ' and **b' },
    ]);
    expect(parseRedline('~~~~')).toEqual([{ kind: 'same', text: '~~~~' }]);
    expect(parseRedline('C:\\path\\file')).toEqual([{ kind: 'same', text: 'C:\\path\\file' }]);
    expect(parseRedline('end\\')).toEqual([{ kind: 'same', text: 'end\\' }]);
  });

  it('treats the other marker inside a span as text', () => {
    expect(parseRedline('~~a **b** c~~')).toEqual([{ kind: 'deleted', text: 'a **b** c' }]);
  });

  it('joins adjacent segments of the same kind', () => {
    expect(parseRedline('~~a~~~~b~~')).toEqual([{ kind: 'deleted', text: 'ab' }]);
  });

  it('accepts and rejects every change', () => {
    const markup = 'Payment within ~~30~~**60** days~~ of invoice~~.';
    expect(acceptAll(markup)).toBe('Payment within 60 days.');
    expect(rejectAll(markup)).toBe('Payment within 30 days of invoice.');
  });

  it('reads any escaped text back as itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ minLength: 1 }), (a, b) => {
        const markup = `${escapeRedlineText(a)}~~${escapeRedlineText(b)}~~`;
        expect(rejectAll(markup)).toBe(a + b);
        expect(acceptAll(markup)).toBe(a);
        expect(acceptAll(escapeRedlineText(a))).toBe(a);
      }),
      { numRuns: 500 },
    );
  });

  it('reads any markup, and its segments written back with escapes read back the same', () => {
    const alphabet = fc.constantFrom('~', '*', '\\', '~~', '**', 'a', ' ', '\n', 'é', '😀');
    const write = (segments: ReturnType<typeof parseRedline>) =>
      segments
        .map(({ kind, text }) => {
          const escaped = escapeRedlineText(text);
          return kind === 'same' ? escaped : kind === 'deleted' ? `~~${escaped}~~` : `**${escaped}**`;
        })
        .join('');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')),
        (markup) => {
          const segments = parseRedline(markup);
          for (const segment of segments) expect(segment.text).not.toBe('');
          expect(parseRedline(write(segments))).toEqual(segments);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads long markup with many markers', () => {
    const markup = `~~${'a'.repeat(10)}${'**x '.repeat(50_000)}*`;
    expect(acceptAll(markup)).toBe(`~~${'a'.repeat(10)}${'x '.repeat(50_000)}*`);
  });
});
