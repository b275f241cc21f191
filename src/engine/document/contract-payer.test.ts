import { describe, expect, it } from 'vitest';
import { readPayer } from './contract-payer';

const parties = {
  parties: [
    { name: 'Client', side: 'customer' },
    { name: 'Northwind', side: 'provider' },
  ],
};

describe('who pays in a contract', () => {
  it.each([
    'Northwind shall pay Client the Royalty within fifteen (15) days following the end of each calendar quarter.',
    'Within fifteen (15) days following the end of each calendar quarter, Northwind shall pay Client the Royalty.',
    'NORTHWIND SHALL PAY CLIENT THE ROYALTY WITHIN FIFTEEN (15) DAYS FOLLOWING THE END OF EACH CALENDAR QUARTER.',
    'Northwind shall pay Client the royalties within fifteen (15) days of the end of each calendar quarter, provided that Client has delivered a valid invoice.',
  ])(
    'names the one side every time to pay belongs to, with the first clause that says so: "%s"',
    (payment) => {
      const clauses = [
        { clause: 'Northwind shall operate the Websites.', label: 'clause #1' },
        { clause: payment, label: 'clause #2' },
        {
          clause:
            'Northwind shall refund to Client the fees paid by Client during the two-year period before termination.',
          label: 'clause #3',
        },
      ];
      expect(readPayer(clauses, parties)).toEqual({ side: 'provider', label: 'clause #2' });
    },
  );

  it('names none where both sides pay, or no clause says who pays', () => {
    const both = [
      { clause: 'Northwind shall pay Client the Royalty within fifteen (15) days.', label: 'clause #2' },
      { clause: 'Client shall pay each invoice within thirty (30) days.', label: 'clause #4' },
    ];
    expect(readPayer(both, parties)).toBeUndefined();
    expect(
      readPayer([{ clause: 'All amounts are payable in U.S. dollars.', label: 'clause #5' }], parties),
    ).toBeUndefined();
  });
});
