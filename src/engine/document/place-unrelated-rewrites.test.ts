import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK } from '../../server/seed/demo-playbook';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import { placeUnrelatedRewrites, type TEvaluatedClause, unrelatedLevels } from './place-unrelated-rewrites';

const GUIDELINE = 'Customer shall pay each undisputed invoice within forty-five (45) days of receipt.';

const clause = (
  label: string,
  text: string,
  rewrite: string,
  { score = 0.5, unrelated = rewrite === GUIDELINE, sameSubjectInWording = false } = {},
): TEvaluatedClause => ({
  clause: text,
  category: 'Payment Terms',
  score,
  label,
  rewrites: { preferred: rewrite, acceptable: text },
  unrelated: { preferred: unrelated, acceptable: unrelated, sameSubjectInWording },
});

describe('placeUnrelatedRewrites', () => {
  const edited = clause(
    'clause #3',
    'Customer shall pay each invoice within fifteen (15) days of receipt.',
    'Customer shall pay each undisputed invoice within forty-five (45) days of receipt.',
    { unrelated: false },
  );
  const currency = clause(
    'clause #4',
    'All payments under this Agreement will be made in U.S. Dollars.',
    GUIDELINE,
  );

  it('keeps an edit in place, and leaves a clause that states none of the terms as it is', () => {
    const [payment, other] = placeUnrelatedRewrites([edited, currency]);
    expect(payment?.preferred).toEqual({ text: edited.rewrites.preferred, note: undefined, replaced: false });
    expect(other?.preferred.text).toBe(currency.clause);
    expect(other?.preferred.replaced).toBe(true);
    expect(other?.preferred.note).toBe(
      'No change: the clause states none of the playbook\'s terms for "Payment Terms"; its preferred position goes into clause #3.',
    );
    // A level whose rewrite is the clause unchanged is untouched.
    expect(other?.acceptable).toEqual({ text: currency.clause, note: undefined, replaced: false });
  });

  it('adds the wording once, after the best-fitting clause, when no clause of the category states its terms', () => {
    const taxes = clause(
      'clause #5',
      'Each party bears its own taxes arising from this Agreement.',
      GUIDELINE,
      { score: 0.4 },
    );
    const best = { ...currency, score: 0.7 };
    const [first, second] = placeUnrelatedRewrites([taxes, best]);
    expect(second?.preferred.text).toBe(`${best.clause}\n\n${GUIDELINE}`);
    expect(second?.preferred.note).toContain('is added after it');
    expect(first?.preferred.text).toBe(taxes.clause);
    expect(first?.preferred.note).toContain('goes into clause #4');
  });

  it('treats each category on its own', () => {
    const liability = { ...currency, category: 'Limitation of Liability', label: 'clause #9' };
    const [, alone] = placeUnrelatedRewrites([edited, liability]);
    expect(alone?.preferred.text).toBe(`${liability.clause}\n\n${GUIDELINE}`);
  });

  it('keeps the rewrite of a clause that states the terms, however much it changes', () => {
    // "Overdue amounts bear interest at two percent (2%) per month" states an interest rate: its
    // rewrite stands even where it changes most of the clause's words.
    const interest = clause(
      'clause #6',
      'Overdue amounts bear interest at two percent (2%) per month.',
      GUIDELINE,
      {
        unrelated: false,
      },
    );
    const [, kept] = placeUnrelatedRewrites([edited, interest]);
    expect(kept?.preferred).toEqual({ text: GUIDELINE, note: undefined, replaced: false });
  });
});

describe("the category's terms stated the other way round", () => {
  const msa = DEMO_PLAYBOOK.find((c) => c.name === 'Master Services Agreement');
  const payment = msa?.categories.find((c) => c.name === 'Payment Terms');
  if (!payment) throw new Error('no demo Payment Terms category');
  const positions = buildPlaybookPositions(payment.guidelines);
  const parties = {
    parties: [
      { name: 'Northwind', side: 'provider' },
      { name: 'Client', side: 'customer' },
    ],
  };

  it.each([
    'Within fifteen (15) days following the end of each calendar quarter, Northwind shall pay Client the Royalty.',
    'NORTHWIND SHALL PAY CLIENT THE ROYALTY WITHIN FIFTEEN (15) DAYS FOLLOWING THE END OF EACH CALENDAR QUARTER.',
    'Northwind shall pay Client the royalties within fifteen (15) days of the end of each calendar quarter, provided that Client has delivered a valid invoice.',
  ])('reads a payment the other side makes as the terms stated the other way round: "%s"', (payment) => {
    expect(unrelatedLevels(payment, positions, parties).otherWay).toBe(true);
    expect(
      unrelatedLevels(
        'NORTHWIND SHALL PROVIDE CLIENT WITH MONTHLY REPORTS OF NET MERCHANDISE SALES.',
        positions,
        parties,
      ).otherWay,
    ).toBeUndefined();
  });

  it('adds no playbook wording that would make our side pay where the contract has the other side pay', () => {
    const royalties =
      'Northwind shall pay Client the Royalty within fifteen (15) days following the end of each calendar quarter.';
    const reports = 'Northwind shall provide Client with monthly reports of Net Merchandise Sales.';
    expect(unrelatedLevels(royalties, positions, parties).otherWay).toBe(true);
    expect(unrelatedLevels(reports, positions, parties).otherWay).toBeUndefined();
    const [first, second] = placeUnrelatedRewrites([
      {
        ...clause('clause #63', royalties, GUIDELINE, { score: 0.8 }),
        unrelated: { ...unrelatedLevels(royalties, positions, parties), preferred: true },
      },
      clause('clause #67', reports, GUIDELINE, { score: 0.5 }),
    ]);
    for (const placed of [first, second]) {
      expect(placed?.preferred.text).not.toContain(GUIDELINE);
      expect(placed?.preferred.note).toBe(
        'No change: clause #63 states the terms of "Payment Terms" for the other party, not the one the playbook\'s preferred position binds, so its wording is not added.',
      );
    }
  });
});

describe('unrelatedLevels', () => {
  it.each([
    'As between the parties, Northwind retains ownership of all intellectual property created for the Online Store.',
    'AS BETWEEN THE PARTIES, NORTHWIND RETAINS OWNERSHIP OF ALL INTELLECTUAL PROPERTY CREATED FOR THE ONLINE STORE.',
    'Northwind shall retain all right, title and interest in the intellectual property created for the Online Store.',
    'All intellectual property created for the Online Store shall remain the property of Northwind.',
    'As between the parties, Northwind retains ownership of all intellectual property created for the Online Store, save that Client owns its trade marks.',
  ])(
    'counts a clause that states the unacceptable position as speaking to the category: it is struck, not left beside the wording ("%s")',
    (clause) => {
      const ip = DEMO_PLAYBOOK.find((c) => c.name === 'Master Services Agreement')?.categories.find(
        (c) => c.name === 'Intellectual Property',
      );
      if (!ip) throw new Error('no demo Intellectual Property category');
      const unrelated = unrelatedLevels(clause, buildPlaybookPositions(ip.guidelines), {
        parties: [
          { name: 'Northwind', side: 'provider' },
          { name: 'Client', side: 'customer' },
        ],
      });
      expect(unrelated).toEqual({ preferred: false, acceptable: false, sameSubjectInWording: false });
    },
  );

  it('puts the guideline in the place of the best-fitting clause where the guidelines state no comparable term, not beside it', () => {
    const obligations = clause(
      'clause #7',
      'The receiving party shall keep the disclosing party’s information secret.',
      'The Receiving Party shall use the Confidential Information only for the Purpose …',
      { score: 0.8, unrelated: true, sameSubjectInWording: true },
    );
    const mention = clause(
      'clause #9',
      'Notices under this Section are confidential.',
      obligations.rewrites.preferred,
      {
        score: 0.3,
        unrelated: true,
        sameSubjectInWording: true,
      },
    );
    const [best, other] = placeUnrelatedRewrites([obligations, mention]);
    expect(best?.preferred.text).toBe(obligations.rewrites.preferred);
    expect(other?.preferred.text).toBe(mention.clause);
    expect(other?.preferred.note).toContain('goes into clause #7');
    // A best-fitting clause on another subject ("13.5 Ownership" filed under the obligations) keeps its
    // words, and the guideline's text follows it.
    const [ownership] = placeUnrelatedRewrites([
      { ...obligations, unrelated: { ...obligations.unrelated, sameSubjectInWording: false } },
    ]);
    expect(ownership?.preferred.text).toBe(`${obligations.clause}\n\n${obligations.rewrites.preferred}`);
  });
});
