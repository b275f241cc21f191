import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK } from '../../server/seed/demo-playbook';
import { assessClause } from '../terms/assess-clause';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import { assessInDocument as assessAll, type TClauseUnderCategory } from './assess-in-document';
import { unrelatedLevels } from './place-unrelated-rewrites';

/** The verdicts alone. */
const assessInDocument = (...args: Parameters<typeof assessAll>) =>
  assessAll(...args).map((verdict) => verdict.assessment);

const MSA = DEMO_PLAYBOOK.find((c) => c.name === 'Master Services Agreement');
const termGuidelines = MSA?.categories.find((c) => c.name === 'Term and Termination')?.guidelines;
if (!termGuidelines) throw new Error('no demo Term and Termination guidelines');
const positions = buildPlaybookPositions(termGuidelines);

const TERM = 'This Agreement has an initial term of one (1) year.';
const CURE =
  'Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.';
const INSOLVENCY = 'This Agreement terminates automatically if either party becomes insolvent.';

const underTerm = (clause: string, score: number, label: string): TClauseUnderCategory => ({
  clause,
  category: 'Term and Termination',
  positions,
  score,
  label,
});

describe('verdicts of a whole contract', () => {
  it("judges a sub-clause on the terms it states: a cure period is not short of the agreement's term that another clause sets", () => {
    // Alone, the cure clause is silent on the term the playbook asks: a gap, not a position against it.
    const alone = assessClause(CURE, positions);
    expect(alone.level).toBe('acceptable');
    expect(alone.silentGaps).toBe(true);
    const [term, cure] = assessInDocument([
      underTerm(TERM, 0.9, 'clause #1'),
      underTerm(CURE, 0.7, 'clause #2'),
    ]);
    expect(cure?.level).toBe('preferred');
    expect(cure?.reason).toContain('cure period ("thirty (30) days")');
    expect(cure?.reason).toMatch(/Judged with other clauses of the contract: .*term.* \(clause #1\)/);
    // The term's row stays in the table, not met or missed here.
    expect(cure?.terms?.find((row) => row.key === 'duration:term')?.met).toEqual({
      preferred: null,
      acceptable: null,
    });
    // The clause that states the term (and fits the category best) answers for what no clause states.
    expect(term?.reason).toContain('transition assistance period: the clause does not state it');
    expect(term?.reason).toMatch(/Judged with other clauses of the contract: cure period \(clause #2\)/);
  });

  it('keeps the whole verdict of a clause that states none of the category terms, and judges the best-fitting clause on what none states', () => {
    const [cure, insolvency] = assessInDocument([
      underTerm(CURE, 0.8, 'clause #2'),
      underTerm(INSOLVENCY, 0.9, 'clause #3'),
    ]);
    // The insolvency clause speaks to no term: its verdict is the clause's alone (the report says it
    // states none of the terms).
    expect(insolvency).toEqual(
      expect.objectContaining({ level: assessInDocument([underTerm(INSOLVENCY, 0.9, 'x')])[0]?.level }),
    );
    expect(insolvency?.reason).not.toContain('Judged with other clauses');
    // The cure clause is the only one that states a term: the term no clause states is its gap.
    expect(cure?.level).toBe('acceptable');
    expect(cure?.reason).toContain('silent on terms it asks');
    expect(cure?.reason).toContain('term: the clause does not state it');
  });

  it.each([
    [
      "Northwind shall defend, indemnify and hold harmless Halden from and against any third party claims arising from Northwind's fraud or willful misconduct.",
      'Halden shall indemnify and hold harmless Northwind from and against any third party claims arising from the export of the Equipment in breach of applicable law.',
    ],
    [
      "NORTHWIND SHALL DEFEND, INDEMNIFY AND HOLD HARMLESS HALDEN FROM AND AGAINST ANY THIRD PARTY CLAIMS ARISING FROM NORTHWIND'S FRAUD OR WILFUL MISCONDUCT.",
      'HALDEN SHALL INDEMNIFY AND HOLD HARMLESS NORTHWIND FROM AND AGAINST ANY THIRD PARTY CLAIMS ARISING FROM THE EXPORT OF THE EQUIPMENT IN BREACH OF APPLICABLE LAW.',
    ],
    [
      "Northwind shall indemnify Halden against any third party claims arising from (a) Northwind's fraud or (b) Northwind's wilful misconduct.",
      "Halden shall indemnify Northwind against any third party claims arising from Halden's export of the Equipment in breach of applicable law, provided that Northwind notifies Halden promptly of the claim.",
    ],
  ])(
    'counts no term a clause states for the other side: the customer\'s own indemnity answers for none of the supplier\'s ("%s")',
    (suppliers, customers) => {
      const indemnification = MSA?.categories.find((c) => c.name === 'Indemnification')?.guidelines;
      if (!indemnification) throw new Error('no demo Indemnification guidelines');
      const positions = buildPlaybookPositions(indemnification);
      const parties = [
        { name: 'Northwind', side: 'provider' },
        { name: 'Halden', side: 'customer' },
      ];
      const entry = (clause: string, score: number, label: string): TClauseUnderCategory => ({
        clause,
        category: 'Indemnification',
        positions,
        score,
        label,
      });
      const [supplier, customer] = assessInDocument(
        [entry(suppliers, 0.6, 'clause #10'), entry(customers, 0.9, 'clause #14')],
        { parties },
      );
      // The supplier's indemnity answers for what no clause of the supplier states; not the customer's.
      expect(supplier?.reason).toContain(
        "supplier's indemnity covers IP infringement: the clause does not state it",
      );
      // What the customer's clause answers for is the customer's own indemnity only.
      const judgedInCustomers =
        /(?:contract: |; )([^;]*)\(clause #14\)/.exec(supplier?.reason ?? '')?.[1] ?? '';
      expect(judgedInCustomers).not.toContain("supplier's");
      expect(customer?.reason).toMatch(/supplier's indemnity covers IP infringement[^;]*\(clause #10\)/);
    },
  );

  it('judges each category apart: a clause of another category answers for nothing here', () => {
    const [cure] = assessInDocument([
      underTerm(CURE, 0.7, 'clause #2'),
      { ...underTerm(TERM, 0.9, 'clause #1'), category: 'Payment Terms' },
    ]);
    expect(cure?.level).toBe(assessClause(CURE, positions).level);
    expect(cure?.reason).not.toContain('Judged with other clauses');
  });

  it("marks a clause that states none of the category's terms, however close its words, and not one that states some", () => {
    const close =
      'Either party may terminate this Agreement, in addition to any other remedies, immediately upon written notice if the other party becomes insolvent or makes an assignment for the benefit of creditors.';
    const [term, insolvency, cure] = assessAll([
      underTerm(TERM, 0.9, 'clause #1'),
      underTerm(close, 0.8, 'clause #2'),
      underTerm(CURE, 0.7, 'clause #3'),
    ]);
    // Its words are close enough to the guidelines that its rewrites would edit it in place.
    expect(unrelatedLevels(close, positions)).toMatchObject({ preferred: false, acceptable: false });
    expect(term?.statesTerms).toBe(true);
    expect(cure?.statesTerms).toBe(true);
    expect(insolvency?.statesTerms).toBe(false);
  });

  it('judges how long a clause survives with the clause that makes its section survive, when it says nothing of it', () => {
    const confidentiality = MSA?.categories.find((c) => c.name === 'Confidentiality')?.guidelines;
    if (!confidentiality) throw new Error('no demo Confidentiality guidelines');
    const secret: TClauseUnderCategory = {
      clause:
        "Each party shall hold the other party's Confidential Information in strict confidence and disclose it only to its employees who need to know it, and shall return or destroy it within thirty (30) days after termination.",
      category: 'Confidentiality',
      positions: buildPlaybookPositions(confidentiality),
      score: 0.9,
      label: 'clause #59',
    };
    const [alone] = assessInDocument([secret]);
    expect(alone?.reason).toMatch(/survival period: the clause does not state it/);
    const [surviving] = assessInDocument([{ ...secret, survivesBy: 'clause #78' }]);
    expect(surviving?.reason).not.toMatch(/survival period: the clause does not state it/);
    expect(surviving?.reason).toMatch(
      /Judged with other clauses of the contract: .*survival period.* \(clause #78\)/,
    );
  });
});
