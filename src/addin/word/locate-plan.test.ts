import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeSearchText,
  MAX_SEARCH_CHARS,
  occurrencesOf,
  planSpan,
  sentencesAround,
  wordEndAfter,
  wordStartBefore,
} from './locate-plan';

describe('occurrencesOf', () => {
  it('finds matches left to right without overlapping, with quotes folded', () => {
    expect(occurrencesOf('aaaa', 'aa')).toEqual([0, 2]);
    expect(occurrencesOf('say "x" and “x”', '"x"')).toEqual([4, 12]);
    expect(occurrencesOf('abc', '')).toEqual([]);
  });
});

describe('escapeSearchText', () => {
  it("writes Word's special characters as Word's search reads them", () => {
    expect(escapeSearchText('a^b\tc')).toBe('a^^b^tc');
  });
});

describe('planSpan', () => {
  it('searches a unique span for itself', () => {
    const text = 'Notice of thirty (30) days.';
    expect(planSpan(text, 10, 21)).toEqual([{ window: 'thirty (30)', target: 'thirty (30)' }]);
  });

  it('widens the needle by whole words until it is unique, the span once inside it', () => {
    const text = 'Pay the fee to the Supplier within the term.';
    const [step] = planSpan(text, 15, 18) ?? [];
    expect(step?.target).toBe('the');
    expect(occurrencesOf(text, step?.window ?? '')).toHaveLength(1);
    expect(occurrencesOf(step?.window ?? '', 'the')).toHaveLength(1);
    expect(text.indexOf(step?.window ?? '') + (step?.window.indexOf('the') ?? 0)).toBe(15);
  });

  it('cuts a long span into pieces, each needle within what Word searches', () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const steps = planSpan(text, 0, text.length) ?? [];
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.map((step) => step.target).join('')).toBe(text);
    for (const step of steps)
      expect(escapeSearchText(step.window).length).toBeLessThanOrEqual(MAX_SEARCH_CHARS);
  });

  it('gives up when no needle is unique, or for a span over a line break', () => {
    expect(planSpan('a a a a', 2, 3)).toBeUndefined();
    expect(planSpan('one\ntwo', 2, 5)).toBeUndefined();
  });

  it('plans only needles that are unique and hold the span once, for any span', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ab "“”^\t.]{1,60}$/), fc.nat(), fc.nat(), (text, a, b) => {
        const start = a % text.length;
        const end = start + 1 + (b % (text.length - start));
        const steps = planSpan(text, start, end);
        if (!steps) return;
        let at = start;
        for (const step of steps) {
          const [windowAt, ...others] = occurrencesOf(text, step.window);
          expect(others).toEqual([]);
          expect(occurrencesOf(step.window, step.target)).toHaveLength(1);
          expect((windowAt ?? -1) + step.window.indexOf(step.target)).toBe(at);
          at += step.target.length;
        }
        expect(at).toBe(end);
      }),
    );
  });
});

describe('words and sentences', () => {
  const text = 'First sentence here. Second one: with a clause; and more!\nNext line.';

  it('finds the word before and after a place, on its line', () => {
    expect(text.slice(wordStartBefore(text, 15, 0), 15)).toBe('sentence ');
    expect(text.slice(6, wordEndAfter(text, 6, text.length))).toBe('sentence');
    expect(wordStartBefore(text, 58, 58)).toBe(58);
  });

  it('finds the sentences that hold a span, within its line', () => {
    const at = text.indexOf('with');
    const sentence = sentencesAround(text, at, at + 4);
    expect(text.slice(sentence.start, sentence.end)).toBe('with a clause;');
    const both = sentencesAround(text, text.indexOf('here'), text.indexOf('Second') + 3);
    expect(text.slice(both.start, both.end)).toBe('First sentence here. Second one:');
    const last = sentencesAround(text, text.indexOf('Next'), text.indexOf('Next') + 4);
    expect(text.slice(last.start, last.end)).toBe('Next line.');
  });
});
