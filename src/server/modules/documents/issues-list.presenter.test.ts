import { describe, expect, it } from 'vitest';
import type { TIssue, TIssuesList } from './get-issues-list';
import { inertCell, issuesListCsv } from './issues-list.presenter';

const issue = (overrides: Partial<TIssue>): TIssue => ({
  clause: 3,
  section: '7.2',
  heading: 'Fees',
  category: 'Payment Terms',
  verdict: 'acceptable',
  reason: 'The clause sets the payment period at "thirty (30) days".',
  change: [
    { kind: 'same', text: 'Pay within ' },
    { kind: 'deleted', text: 'thirty (30)' },
    { kind: 'inserted', text: 'sixty (60)' },
    { kind: 'same', text: ' days.' },
  ],
  rewrite: 'Edited',
  counterparty: '',
  ...overrides,
});
const list = (issues: TIssue[]): TIssuesList => ({
  filename: 'a.docx',
  contract: 'MSA',
  reviewedBy: 'dana',
  reviewedAt: undefined,
  issues,
});

describe('issuesListCsv', () => {
  it('writes RFC 4180: a header row, CRLF after every record, quotes doubled, fields with commas or line ends quoted', () => {
    const csv = issuesListCsv(list([issue({ counterparty: 'Jane Roe: inserted "x"\nMax: deleted "y, z"' })]));
    const [header, row, end] = csv.split('\r\n');
    // A line end inside a quoted field is part of the field, not the end of the record.
    expect(header).toBe(
      'Clause,Section,Heading,Category,Verdict,Main reason,Proposed change ([-struck-] {+added+}),Rewrite,Counterparty changes,Status',
    );
    expect(row).toBe(
      '#3,7.2,Fees,Payment Terms,Acceptable,"The clause sets the payment period at ""thirty (30) days"".",Pay within [-thirty (30)-]{+sixty (60)+} days.,Edited,"Jane Roe: inserted ""x""\nMax: deleted ""y, z""",',
    );
    expect(end).toBe('');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('prefixes every cell a spreadsheet would run as a formula with a quote, as OWASP recommends', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(inertCell(`${start}SUM(A1:A2)`)).toBe(`'${start}SUM(A1:A2)`);
    }
    expect(inertCell('Plain text = fine')).toBe('Plain text = fine');
    const csv = issuesListCsv(
      list([issue({ heading: '=HYPERLINK("http://x")', section: '-1', category: '@cmd' })]),
    );
    expect(csv.split('\r\n')[1]).toMatch(/^#3,'-1,"'=HYPERLINK\(""http:\/\/x""\)",'@cmd,/);
  });

  it('lists a missing category without a clause or change', () => {
    const csv = issuesListCsv(
      list([
        issue({
          clause: null,
          section: '',
          heading: '',
          verdict: 'missing',
          change: [],
          rewrite: '',
          reason: 'None.',
        }),
      ]),
    );
    expect(csv.split('\r\n')[1]).toBe(',,,Payment Terms,Missing,None.,,,,');
  });
});
