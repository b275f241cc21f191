import { describe, expect, it } from 'vitest';
import { parseMarker, resolveEnum, romanValue } from './numbering';

describe('parseMarker', () => {
  it('reads the numbering styles of contracts', () => {
    expect(parseMarker('ARTICLE V')).toMatchObject({ type: 'article', ordinal: 5, rest: '' });
    expect(parseMarker('Article 12: Notices')).toMatchObject({
      type: 'article',
      ordinal: 12,
      rest: 'Notices',
    });
    expect(parseMarker('Section 4.2 Fees. The fees')).toMatchObject({
      type: 'decimal',
      path: [4, 2],
      label: 'Section 4.2',
    });
    expect(parseMarker('12. LIMITATION OF LIABILITY')).toMatchObject({
      type: 'decimal',
      path: [12],
      rest: 'LIMITATION OF LIABILITY',
    });
    expect(parseMarker('1.1 “Affiliate” means')).toMatchObject({ type: 'decimal', path: [1, 1] });
    expect(parseMarker('2.3(a) The Supplier')).toMatchObject({
      type: 'enum',
      style: 'paren',
      token: 'a',
      label: '2.3(a)',
    });
    expect(parseMarker('(iv) any other')).toMatchObject({ type: 'enum', style: 'paren', token: 'iv' });
    expect(parseMarker('a) first')).toMatchObject({ type: 'enum', style: 'dot', token: 'a' });
    expect(parseMarker('B. Halden wishes')).toMatchObject({ type: 'enum', style: 'dot', token: 'B' });
    expect(parseMarker('• item')).toMatchObject({ type: 'enum', style: 'bullet' });
  });

  it('does not read amounts, years or abbreviations as numbering', () => {
    expect(parseMarker('30 days after delivery')).toBeUndefined();
    expect(parseMarker('2019 was a good year')).toBeUndefined();
    expect(parseMarker('U.S. law applies')).toBeUndefined();
    expect(parseMarker('e.g. the following')).toBeUndefined();
    expect(parseMarker('3.5% of the fees')).toBeUndefined();
  });
});

describe('roman numerals and letters', () => {
  it('values roman numerals and rejects malformed ones', () => {
    expect(romanValue('iv')).toBe(4);
    expect(romanValue('XIV')).toBe(14);
    expect(romanValue('iiii')).toBeUndefined();
    expect(romanValue('abc')).toBeUndefined();
  });

  it('reads "i" as a letter only when it continues a list at "h"', () => {
    const continuing = (kind: string, last: number) => (k: string, ordinal: number) =>
      k === kind && ordinal === last + 1;
    expect(resolveEnum('paren', 'i', continuing('paren-lower', 8))).toEqual({
      kind: 'paren-lower',
      ordinal: 9,
    });
    expect(resolveEnum('paren', 'i', () => false)).toEqual({ kind: 'paren-roman', ordinal: 1 });
    expect(resolveEnum('paren', 'v', continuing('paren-roman', 4))).toEqual({
      kind: 'paren-roman',
      ordinal: 5,
    });
    expect(resolveEnum('paren', 'v', () => false)).toEqual({ kind: 'paren-lower', ordinal: 22 });
    expect(resolveEnum('paren', 'ii', () => false)).toEqual({ kind: 'paren-roman', ordinal: 2 });
  });
});
