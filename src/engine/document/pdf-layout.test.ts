import { describe, expect, it } from 'vitest';
import { layoutPdfText } from './pdf-layout';
import { readPdfLines, type TPdfPage, type TPdfTextItem } from './read-pdf-lines';

/** Text items as pdf.js gives them: one per word (with space items between), Courier-like widths. */
const words = (text: string, x: number, y: number, size = 10, font = 'f1'): TPdfTextItem[] => {
  const items: TPdfTextItem[] = [];
  let at = x;
  for (const word of text.split(' ')) {
    const width = word.length * size * 0.6;
    items.push({ str: word, x: at, y, width, size, font });
    items.push({ str: ' ', x: at + width, y, width: size * 0.6, size, font });
    at += width + size * 0.6;
  }
  return items.slice(0, -1);
};

/** A page of lines 12 pt apart from the top; `null` leaves a blank line. */
const page = (lines: (string | null | { text: string; x: number })[], height = 792): TPdfPage => {
  const items = lines.flatMap((line, i) => {
    if (line === null) return [];
    const { text, x } = typeof line === 'string' ? { text: line, x: 72 } : line;
    return words(text, x, height - 72 - 12 * i);
  });
  return { width: 612, height, items };
};

describe('readPdfLines', () => {
  it('reads items on one baseline as a line, with superscripts and overprinted text', () => {
    const items: TPdfTextItem[] = [
      ...words('within the fifteenth (15', 72, 700),
      { str: 't h', x: 72 + 24 * 6, y: 703.5, width: 6, size: 6.5, font: 'f1' },
      { str: ') day', x: 72 + 24 * 6 + 6, y: 700, width: 30, size: 10, font: 'f1' },
      // A heading drawn twice, a little apart, to look bold.
      { str: 'TERM', x: 72, y: 680, width: 24, size: 10, font: 'f1' },
      { str: 'TERM', x: 72.4, y: 680, width: 24, size: 10, font: 'f1' },
      // Two items of one word with no gap, and two with a gap but no space item.
      { str: 'Agree', x: 72, y: 668, width: 30, size: 10, font: 'f1' },
      { str: 'ment', x: 102, y: 668, width: 24, size: 10, font: 'f1' },
      { str: 'ends.', x: 130, y: 668, width: 30, size: 10, font: 'f1' },
    ];
    expect(readPdfLines({ width: 612, height: 792, items }).map((line) => line.text)).toEqual([
      'within the fifteenth (15th) day',
      'TERM',
      'Agreement ends.',
    ]);
  });
});

describe('layoutPdfText', () => {
  it('drops page numbers and legends in the middle of a page (pages of a filing set several to a sheet)', () => {
    const text = layoutPdfText([
      page([
        '1. DEFINITIONS.',
        null,
        '1.1 "Software" means the software described in Exhibit A, and all',
        '     updates and upgrades of it that the Supplier makes available to',
        null,
        '[*] Certain information on this page has been omitted and filed',
        '    separately with the Commission. Confidential treatment has been',
        '    requested with respect to the omitted portions.',
        null,
        { text: '1', x: 300 },
        null,
        null,
        { text: '2', x: 100 },
        '     the Customer under this Agreement.',
        null,
        '1.2 "Term" means the term of this Agreement.',
      ]),
    ]);
    expect(text.split('\n\n')).toEqual([
      '1. DEFINITIONS.',
      '1.1 "Software" means the software described in Exhibit A, and all updates and upgrades of it that the Supplier makes available to the Customer under this Agreement.',
      '1.2 "Term" means the term of this Agreement.',
    ]);
  });

  it('keeps a list item that wraps in the middle of a sentence within its paragraph', () => {
    const text = layoutPdfText([
      page([
        '3.3 Materials. The Supplier shall provide the following: (i) release',
        '     notes; (ii) beta releases; and (iii) contacts at beta customers;',
        '     (iv) bug notifications; and (v) patches, in each case at no cost',
        '     to the Customer.',
        null,
        '3.4 Training. The Supplier shall train the Customer.',
      ]),
    ]);
    expect(text.split('\n\n')).toEqual([
      '3.3 Materials. The Supplier shall provide the following: (i) release notes; (ii) beta releases; and (iii) contacts at beta customers; (iv) bug notifications; and (v) patches, in each case at no cost to the Customer.',
      '3.4 Training. The Supplier shall train the Customer.',
    ]);
  });

  it('gives nothing for pages without text', () => {
    expect(layoutPdfText([{ width: 612, height: 792, items: [] }])).toBe('');
  });
});
