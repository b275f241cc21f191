import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptAll, parseRedline, rejectAll } from '../shared/redline-markup';
import { redline, type TRedlineLimits, tokenize } from './redline';

/** Redlines and checks the two properties every redline must have. */
const exact = (original: string, revised: string, limits?: TRedlineLimits) => {
  const markup = redline(original, revised, limits);
  expect(acceptAll(markup)).toBe(revised);
  expect(rejectAll(markup)).toBe(original);
  return markup;
};

/** Deterministic words from a Zipf-like vocabulary, so some words repeat and many are unique. */
const words = (count: number, seed: number) => {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const out: string[] = [];
  for (let n = 0; n < count; n++) out.push(`w${Math.floor(1 / (random() + 0.0002))}`);
  return out;
};

describe('tokenize', () => {
  it('keeps numbers, apostrophes and hyphens inside words, and splits off punctuation', () => {
    expect(tokenize("The party's non-disclosure fee: $1,000.50 (see 3.2.1), due 30-60 days.")).toEqual([
      'The',
      ' ',
      "party's",
      ' ',
      'non-disclosure',
      ' ',
      'fee',
      ':',
      ' ',
      '$',
      '1,000.50',
      ' ',
      '(',
      'see',
      ' ',
      '3.2.1',
      ')',
      ',',
      ' ',
      'due',
      ' ',
      '30-60',
      ' ',
      'days',
      '.',
    ]);
  });

  it('splits whitespace runs from words and keeps them whole', () => {
    expect(tokenize('a  \n\tb')).toEqual(['a', '  \n\t', 'b']);
  });

  it('covers the whole text, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(tokenize(text).join('')).toBe(text);
      }),
      { numRuns: 200 },
    );
    expect(tokenize('\uD800a\uDC00 😀').join('')).toBe('\uD800a\uDC00 😀');
  });
});

describe('redline', () => {
  it('leaves identical text without markers', () => {
    expect(
      exact('The Supplier shall indemnify the Customer.', 'The Supplier shall indemnify the Customer.'),
    ).toBe('The Supplier shall indemnify the Customer.');
    expect(exact('', '')).toBe('');
  });

  it('marks a pure insertion', () => {
    expect(exact('The fee is due.', 'The fee is due in full.')).toBe('The fee is due** in full**.');
    expect(exact('', 'New clause.')).toBe('**New clause.**');
  });

  it('marks a pure deletion', () => {
    expect(exact('The fee is due in full.', 'The fee is due.')).toBe('The fee is due~~ in full~~.');
    expect(exact('Old clause.', '')).toBe('~~Old clause.~~');
  });

  it('replaces one word', () => {
    expect(exact('the old term', 'the new term')).toBe('the ~~old~~**new** term');
  });

  it('marks a punctuation change alone', () => {
    expect(exact('The fee is due, in full.', 'The fee is due; in full.')).toBe(
      'The fee is due~~,~~**;** in full.',
    );
  });

  it('preserves whitespace exactly', () => {
    expect(exact('line one\n\n  line two\t end', 'line one\n\n  line 2\t end')).toBe(
      'line one\n\n  line ~~two~~**2**\t end',
    );
    expect(exact('a b', 'a  b')).toBe('a~~ ~~**  **b');
  });

  it('compares numbers as whole words', () => {
    expect(exact('Payment within 30 days.', 'Payment within 60 days.')).toBe(
      'Payment within ~~30~~**60** days.',
    );
    expect(exact('A fee of $1,000.50 applies.', 'A fee of $2,000.50 applies.')).toBe(
      'A fee of $~~1,000.50~~**2,000.50** applies.',
    );
  });

  it('merges consecutive changed words into one change', () => {
    expect(exact('the old term here', 'the new word here')).toBe('the ~~old term~~**new word** here');
    expect(exact('the big red dog', 'the small dog')).toBe('the ~~big red~~**small** dog');
    expect(exact('x a b y', 'x y')).toBe('x ~~a b ~~y');
    expect(exact('The Supplier shall not be liable in any event.', 'The Supplier shall be liable.')).toBe(
      'The Supplier shall ~~not ~~be liable~~ in any event~~.',
    );
    expect(
      exact(
        'this Agreement, and the total shall not exceed the fees',
        'this Agreement is limited to twice the fees',
      ),
    ).toBe('this Agreement~~, and the total shall not exceed~~** is limited to twice** the fees');
  });

  it('escapes text that contains the markers', () => {
    expect(exact('the * mark', 'the ~ mark')).toBe('the ~~\\*~~**\\~** mark');
    expect(exact('a\\b', 'a\\c')).toBe('a\\\\~~b~~**c**');
    expect(exact('keep ~~this~~', 'keep **this**')).toBe('keep ~~\\~\\~~~**\\*\\***this~~\\~\\~~~**\\*\\***');
    expect(exact('2 * 3 = 6', '2 * 4 = 8')).toBe('2 \\* ~~3~~**4** = ~~6~~**8**');
  });

  it('never emits an empty change or two changes of the same kind side by side', () => {
    const markup = redline(
      'the quick brown fox jumps over the lazy dog',
      'a quick red fox leaps over lazy cats',
    );
    const segments = parseRedline(markup);
    for (let n = 1; n < segments.length; n++) {
      expect(segments[n]?.kind).not.toBe(segments[n - 1]?.kind);
    }
    for (const segment of segments) expect(segment.text).not.toBe('');
  });

  it('redlines a long clause with scattered edits word by word', () => {
    const original = words(2_000, 7);
    const revised = [...original];
    for (let n = 50; n < revised.length; n += 100) revised[n] = 'CHANGED';
    const markup = exact(original.join(' '), revised.join(' '));
    expect(parseRedline(markup).filter((s) => s.kind === 'inserted')).toHaveLength(20);
  });

  it('returns an exact redline of 10,000 words against their reversal', { timeout: 30_000 }, () => {
    const original = words(10_000, 1);
    exact(original.join(' '), [...original].reverse().join(' '));
  });

  it('returns an exact redline of 10,000 words against unrelated words', { timeout: 30_000 }, () => {
    exact(words(10_000, 1).join(' '), words(10_000, 2).join(' '));
  });

  it('returns an exact redline of long runs of one repeated token with shifts', { timeout: 30_000 }, () => {
    const original = 'a b '.repeat(5_000);
    let revised = '';
    for (let n = 0; n < 5_000; n++) revised += n % 37 === 0 ? 'a a b ' : n % 41 === 0 ? 'b ' : 'a b ';
    exact(original, revised);
    exact('~'.repeat(20_000), '*'.repeat(10_000) + '~'.repeat(10_000));
  });
});

// Generous timeouts: these run thousands of redlines, and CI machines can be busy.
describe('redline properties', { timeout: 60_000 }, () => {
  const options = { numRuns: 500 };

  it('is exact for any two strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        exact(a, b);
      }),
      options,
    );
  });

  it('is exact for any two strings of graphemes and whitespace', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(' ', '\n', '\t', '\u00a0'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
    });
    fc.assert(
      fc.property(text, text, (a, b) => {
        exact(a, b);
      }),
      options,
    );
  });

  // A small alphabet, markers included, so that edits collide with each other and with the escaping.
  const piece = fc.constantFrom('the', 'a', '~~', '**', '*', '~', '\\', ' ', '\n', ',', '.', '1,000', "it's");
  const text = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

  it('is exact for texts built from markers, backslashes and a few words', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        exact(a, b);
      }),
      { numRuns: 2_000 },
    );
  });

  it('is exact for a text and an edited copy of it', () => {
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 4 }),
      insert: fc.array(piece, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.array(edit, { maxLength: 6 }), (parts, edits) => {
        const revised = [...parts];
        for (const { at, remove, insert } of edits)
          revised.splice(at % (revised.length + 1), remove, ...insert);
        exact(parts.join(''), revised.join(''));
      }),
      { numRuns: 1_000 },
    );
  });

  it('is exact when every work limit runs out, anywhere', () => {
    const limits = fc.record({
      diffWork: fc.nat(300),
      anchorWorkPerToken: fc.nat(3),
      anchorWorkBase: fc.nat(100),
      slideWorkPerToken: fc.nat(2),
      slideWorkBase: fc.nat(5),
    });
    const long = fc.array(piece, { maxLength: 200 });
    fc.assert(
      fc.property(
        long,
        fc.array(fc.tuple(fc.nat(), piece), { maxLength: 20 }),
        limits,
        (parts, edits, limit) => {
          const revised = [...parts];
          for (const [at, insert] of edits) revised.splice(at % (revised.length + 1), at % 3, insert);
          exact(parts.join(''), revised.join(''), limit);
          exact(parts.join(''), [...parts].reverse().join(''), limit);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('is exact for whitespace-only texts', () => {
    const blank = fc.string({ unit: fc.constantFrom(' ', '\n', '\t', '\r', '\u2003') });
    fc.assert(
      fc.property(blank, blank, (a, b) => {
        exact(a, b);
      }),
      options,
    );
  });

  it('is exact for long texts of repeated tokens', () => {
    const repeated = fc
      .tuple(
        fc.constantFrom('a ', '~~', '** ', 'the ', '\\'),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(piece, { maxLength: 3 }),
      )
      .map(([token, times, tail]) => token.repeat(times) + tail.join(''));
    fc.assert(
      fc.property(repeated, repeated, (a, b) => {
        exact(a, b);
      }),
      { numRuns: 100 },
    );
  });
});
