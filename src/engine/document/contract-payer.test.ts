import { describe, expect, it } from 'vitest';
import { readPayer } from './contract-payer';

const parties = {
  parties: [
    { name: 'Client', side: 'customer' },
    { name: 'EFS', side: 'provider' },
  ],
};

describe('who pays in a contract', () => {
  it('names the one side every time to pay belongs to, with the first clause that says so', () => {
    const clauses = [
      { clause: 'EFS shall operate the Websites.', label: 'clause #1' },
      {
        clause:
          'EFS shall pay Client the Royalty within fifteen (15) days following the end of each calendar quarter.',
        label: 'clause #2',
      },
      {
        clause:
          'EFS shall refund to Client the fees paid by Client during the two-year period before termination.',
        label: 'clause #3',
      },
    ];
    expect(readPayer(clauses, parties)).toEqual({ side: 'provider', label: 'clause #2' });
  });

  it('names none where both sides pay, or no clause says who pays', () => {
    const both = [
      { clause: 'EFS shall pay Client the Royalty within fifteen (15) days.', label: 'clause #2' },
      { clause: 'Client shall pay each invoice within thirty (30) days.', label: 'clause #4' },
    ];
    expect(readPayer(both, parties)).toBeUndefined();
    expect(
      readPayer([{ clause: 'All amounts are payable in U.S. dollars.', label: 'clause #5' }], parties),
    ).toBeUndefined();
  });
});
