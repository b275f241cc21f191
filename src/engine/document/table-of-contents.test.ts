import { describe, expect, it } from 'vitest';
import { classifyClauses } from './classify-clauses';
import { splitClauses } from './split-clauses';
import { isTableOfContents } from './table-of-contents';

describe('a table of contents is no clause', () => {
  it.each([
    [
      'entries set out as a table on one line',
      '10.3 Delay of Shipment 27 | 10.4 Payment of Invoices 27 | 10.5 Taxes 28',
    ],
    ['entries on lines of their own', '1. Definitions 1\n2. Services 3\n3. Fees and Payment 5\n4. Term 7'],
    ['dot leaders', 'Definitions ........ 1\nServices ........ 3\nFees ........ 5'],
    ['articles in roman numerals', 'ARTICLE I DEFINITIONS 1\nARTICLE II LICENCE 4\nARTICLE III PAYMENT 9'],
  ])('%s', (_name, text) => {
    expect(isTableOfContents(text)).toBe(true);
  });

  it.each([
    [
      'a clause that cites a section',
      'Customer shall pay each invoice within 30 days, as set out in Section 10.4 above.',
    ],
    [
      'a list of obligations',
      '(a) Supplier shall deliver the goods within 30 days;\n(b) Customer shall pay within 60 days.',
    ],
    ['a single heading line with a number', '10.4 Payment of Invoices 27'],
  ])('%s is kept as a clause', (_name, text) => {
    expect(isTableOfContents(text)).toBe(false);
  });
});

describe('a contract with a table of contents', () => {
  const contract = [
    'MASTER SUPPLY AGREEMENT',
    'TABLE OF CONTENTS',
    '1. Definitions 1\n2. Supply of Goods 2\n10.3 Delay of Shipment 27\n10.4 Payment of Invoices 27\n10.5 Taxes 28',
    '1. Definitions. In this Agreement, "Goods" means the products listed in Schedule 1, and "Buyer" and "Seller" mean the parties named above.',
    '2. Supply of Goods. Seller shall supply the Goods to Buyer in the quantities Buyer orders from time to time under this Agreement.',
    '3. Payment of Invoices. Buyer shall pay each invoice within thirty (30) days of its receipt, by wire transfer to the account Seller names.',
  ].join('\n\n');

  it('gives the contents no category; the clauses it lists are classified', () => {
    const spans = splitClauses(contract);
    const contents = spans.filter((span) => /Delay of Shipment 27|Definitions 1$/m.test(span.text));
    expect(contents.length).toBeGreaterThan(0);
    for (const span of contents) expect(span.contents).toBe(true);
    const clauses = spans.filter((span) => /shall|means/.test(span.text));
    expect(clauses).toHaveLength(3);
    for (const span of clauses) expect(span.contents).toBeUndefined();
    const classified = classifyClauses(spans, [
      {
        name: 'Payment Terms',
        guidelines: {
          preferred: 'Customer shall pay each invoice within sixty (60) days of receipt.',
          acceptable: 'Customer shall pay each invoice within forty-five (45) days of receipt.',
          unacceptable: 'Customer shall pay each invoice within ten (10) days.',
        },
      },
    ]);
    for (const span of contents) expect(classified[spans.indexOf(span)]?.category).toBeNull();
  });
});
