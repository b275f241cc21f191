import { describe, expect, it } from 'vitest';
import { readMoney } from './read-money';
import { readTerms, type TTerm } from './read-terms';

const capsOf = (text: string) =>
  readTerms(text).terms.flatMap((t: TTerm) =>
    t.kind === 'cap' && t.basis === 'amount'
      ? [{ value: t.value, currency: t.currency, quote: t.quote.text }]
      : [],
  );

describe('rule: an amount of money knows the currency its text states, before or after the number', () => {
  it.each([
    [
      'a dollar sign',
      "The Supplier's total liability shall not exceed $2 million.",
      2_000_000,
      'USD',
      '$2 million',
    ],
    ['US$ glued', "Vendor's aggregate liability is capped at US$750,000.", 750_000, 'USD', 'US$750,000'],
    ['a code before', 'TOTAL LIABILITY SHALL NOT EXCEED USD 500,000.', 500_000, 'USD', 'USD 500,000'],
    [
      'a code after',
      'Total liability shall not exceed 500,000 EUR in aggregate.',
      500_000,
      'EUR',
      '500,000 EUR',
    ],
    [
      'euros in words after',
      'Total liability shall not exceed 500,000 euros.',
      500_000,
      'EUR',
      '500,000 euros',
    ],
    [
      'a pound sign with a scale',
      "The Licensor's total liability shall not exceed £1m.",
      1_000_000,
      'GBP',
      '£1m',
    ],
    [
      'British pounds sterling restated in figures',
      "The Supplier's total liability shall not exceed one million pounds sterling (£1,000,000).",
      1_000_000,
      'GBP',
      'one million pounds sterling (£1,000,000)',
    ],
    [
      'C$ is the Canadian dollar',
      'Aggregate liability shall not exceed C$2,000,000.',
      2_000_000,
      'CAD',
      'C$2,000,000',
    ],
    [
      'A$ is the Australian dollar',
      'Aggregate liability shall not exceed A$300,000.',
      300_000,
      'AUD',
      'A$300,000',
    ],
    [
      'Canadian dollars in words',
      'Aggregate liability shall not exceed 250,000 Canadian dollars.',
      250_000,
      'CAD',
      '250,000 Canadian dollars',
    ],
    [
      'the yen sign',
      'Aggregate liability shall not exceed ¥100,000,000.',
      100_000_000,
      'JPY',
      '¥100,000,000',
    ],
    [
      'U.S. before the symbol, words after',
      'Liability shall not exceed U.S. $1,000,000 (one million U.S. dollars).',
      1_000_000,
      'USD',
      'U.S. $1,000,000 (one million U.S. dollars)',
    ],
  ])('%s', (_name, text, value, currency, quote) => {
    expect(capsOf(text)).toEqual([{ value, currency, quote }]);
  });

  it('reads no money where no currency is stated (unknown, not assumed)', () => {
    expect(capsOf("Each party's total liability shall not exceed 1,000,000.")).toEqual([]);
    expect(readMoney('The Customer shall order at least 10,000 units.')).toEqual([]);
  });

  it('reads every amount of a list and a proviso, each in its own currency', () => {
    const text =
      'The Supplier shall pay (a) $10,000 on signature; (b) 20,000 euros on delivery; and (c) £5,000 on acceptance, save that the total shall not exceed €50,000.';
    expect(readMoney(text).map((m) => [m.value, m.currency])).toEqual([
      [10_000, 'USD'],
      [20_000, 'EUR'],
      [5_000, 'GBP'],
      [50_000, 'EUR'],
    ]);
  });

  it('a list marker before a redacted amount is no amount of one ("a) [ * ] Euros")', () => {
    expect(capsOf('Liability shall not exceed the lesser of a) [ * ] Euros or b) the fees paid.')).toEqual(
      [],
    );
  });

  it('an article before a dollar glued to its country is no number ("A$")', () => {
    expect(capsOf('Liability shall not exceed A$1,000,000.').map((c) => c.value)).toEqual([1_000_000]);
  });
});
