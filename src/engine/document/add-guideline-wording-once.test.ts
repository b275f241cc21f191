import { describe, expect, it } from 'vitest';
import { addGuidelineWordingOnce, type TClauseForAdditions } from './add-guideline-wording-once';

const BREACH =
  'Either party may terminate for material breach not cured within thirty (30) days after written notice.';

const entry = (label: string, clause: string, preferred: string, score: number): TClauseForAdditions => ({
  clause,
  category: 'Term and Termination',
  score,
  label,
  rewrites: { preferred: { text: preferred }, acceptable: { text: clause } },
});

describe('addGuidelineWordingOnce', () => {
  const main = entry(
    'clause #12',
    'This Agreement continues for five (5) years.',
    `This Agreement continues for ~~five~~ two (2) years. ${BREACH}`.replace('~~five~~ ', ''),
    0.8,
  );
  const sub = entry(
    'clause #13',
    'Halden may terminate this Agreement immediately if Northwind: (i) breaches any material provision; or (ii) becomes insolvent.',
    `Halden may terminate this Agreement immediately if Northwind: (i) breaches any material provision; or ${BREACH} (ii) becomes insolvent.`,
    0.5,
  );

  it('keeps a sentence of playbook wording in the best-fitting clause and drops it from the others', () => {
    const [first, second] = addGuidelineWordingOnce([sub, main]);
    expect(second?.preferred.text).toBe(main.rewrites.preferred.text);
    expect(first?.preferred.text).toBe(sub.clause);
    expect(first?.preferred.note).toBe('Playbook wording already in clause #12 is not repeated here.');
    expect(first?.acceptable).toEqual(sub.rewrites.acceptable);
  });

  it('drops a sentence already added elsewhere from new words around it, in capitals or not', () => {
    const CAP =
      "Each party's total liability shall not exceed the fees paid in the twelve (12) months before the claim";
    const capitals = entry(
      'clause #71',
      'IN NO EVENT WILL EITHER PARTY BE LIABLE FOR INDIRECT DAMAGES.',
      `IN NO EVENT WILL EITHER PARTY BE LIABLE FOR INDIRECT DAMAGES. ${CAP.toUpperCase()}.`,
      1,
    );
    const warranty = entry(
      'clause #64',
      "Supplier's liability for epidemic defects shall not exceed the fees paid.",
      `Supplier's liability for epidemic defects shall not exceed the fees paid, except for fraud. ${CAP}.`,
      0.7,
    );
    const [, second] = addGuidelineWordingOnce([capitals, warranty]);
    expect(second?.preferred.text).toBe(
      "Supplier's liability for epidemic defects shall not exceed the fees paid, except for fraud.",
    );
    expect(second?.preferred.note).toBe('Playbook wording already in clause #71 is not repeated here.');
  });

  it('keeps the same words added twice in one clause, each after a sentence of its own', () => {
    const clause =
      "(a) In no event shall either Party be liable for consequential damages. (b) In no event shall either Party's liability exceed the fees paid.";
    const EXCEPTION = ", except for liability arising from a party's breach of confidentiality";
    const both = entry(
      'clause #114',
      clause,
      clause.replace(' damages.', ` damages${EXCEPTION}.`).replace('fees paid.', `fees paid${EXCEPTION}.`),
      1,
    );
    const [only] = addGuidelineWordingOnce([both]);
    expect(only?.preferred).toEqual(both.rewrites.preferred);
  });

  it('adds no higher cap for an item another clause of the category leaves out of its cap', () => {
    const SUPER_CAP =
      "except that Supplier's liability for breach of its confidentiality obligations shall not exceed two (2) times that amount";
    const general = {
      ...entry(
        'clause #72',
        "EXCEPT FOR ANY BREACH OF SECTION 10 (CONFIDENTIALITY), EACH PARTY'S LIABILITY SHALL NOT EXCEED THE FEES PAID.",
        "EXCEPT FOR ANY BREACH OF SECTION 10 (CONFIDENTIALITY), EACH PARTY'S LIABILITY SHALL NOT EXCEED THE FEES PAID.",
        1,
      ),
      category: 'Limitation of Liability',
    };
    const defects = {
      ...entry(
        'clause #65',
        "Supplier's liability for epidemic defects shall not exceed the fees paid.",
        `Supplier's liability for epidemic defects shall not exceed the fees paid, ${SUPER_CAP}.`,
        0.6,
      ),
      category: 'Limitation of Liability',
    };
    const [, second] = addGuidelineWordingOnce([general, defects], {
      parties: [{ name: 'Supplier', side: 'provider' }],
    });
    expect(second?.preferred.text).toBe(defects.clause);
    expect(second?.preferred.note).toBe(
      "The playbook's cap is not added: it would cap what clause #72 leaves unlimited.",
    );
  });

  it('adds no cap on an item a clause of another category leaves out of its cap', () => {
    const CAPPED =
      "Each party's indemnification obligations are subject to a separate liability cap equal to three (3) times the fees paid in the twelve (12) months preceding the claim.";
    const limitation = {
      ...entry(
        'clause #119',
        "EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, EACH PARTY'S LIABILITY SHALL NOT EXCEED THE FEES PAID.",
        "EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, EACH PARTY'S LIABILITY SHALL NOT EXCEED THE FEES PAID.",
        1,
      ),
      category: 'Limitation of Liability',
    };
    const indemnity = {
      ...entry(
        'clause #113',
        'Supplier shall indemnify Customer against third-party claims.',
        `Supplier shall indemnify Customer against third-party claims. ${CAPPED}`,
        0.9,
      ),
      category: 'Indemnification',
    };
    const [, second] = addGuidelineWordingOnce([limitation, indemnity]);
    expect(second?.preferred.text).toBe(indemnity.clause);
    expect(second?.preferred.note).toBe(
      "The playbook's cap is not added: it would cap what clause #119 leaves unlimited.",
    );
    // Where no clause leaves them out of a cap, the sentence stays.
    const [alone] = addGuidelineWordingOnce([indemnity]);
    expect(alone?.preferred.text).toBe(indemnity.rewrites.preferred.text);
  });

  it.each([
    "Each party's total aggregate liability shall not exceed the fees paid or payable by Client in the six (6) months preceding the claim.",
    "Each party's aggregate liability is limited to the fees paid by Client in the six (6) months before the claim.",
    "EACH PARTY'S TOTAL AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID OR PAYABLE BY CLIENT IN THE SIX (6) MONTHS PRECEDING THE CLAIM.",
    "Each party's total liability shall be limited to the charges paid by Client in the six (6) months preceding the claim.",
    "In the six (6) months preceding the claim, the fees paid by Client shall be the limit of each party's total liability.",
  ])(
    'adds no cap measured by the fees where the contract has only the supplier pay (readPayer): "%s"',
    (cap) => {
      const parties = {
        parties: [
          { name: 'Client', side: 'customer' },
          { name: 'Northwind', side: 'provider' },
        ],
        payer: { side: 'provider', label: 'clause #63' },
      } as const;
      const waiver = 'In no event shall either party be liable for lost profits.';
      const limitation = {
        ...entry('clause #103', waiver, `${waiver} ${cap}`, 0.9),
        category: 'Limitation of Liability',
      };
      const royalties = {
        ...entry(
          'clause #63',
          'Northwind shall pay Client the Royalty within fifteen (15) days following the end of each calendar quarter.',
          'Northwind shall pay Client the Royalty within fifteen (15) days following the end of each calendar quarter.',
          0.8,
        ),
        category: 'Payment Terms',
      };
      const [kept] = addGuidelineWordingOnce([limitation, royalties], parties);
      expect(kept?.preferred).toEqual({
        text: waiver,
        note: "The playbook's cap is not added: it is measured by fees the customer pays, and in this contract the other party pays (clause #63).",
      });
      // Where the customer pays too, the cap goes in.
      const [capped] = addGuidelineWordingOnce([limitation, royalties], { parties: parties.parties });
      expect(capped?.preferred.text).toBe(limitation.rewrites.preferred.text);
    },
  );

  it("adds no sentence setting the agreement's term to a clause where another clause sets it, whatever else the sentence says", () => {
    const renewing =
      'This Agreement has an initial term of one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.';
    const term = entry(
      'clause #105',
      'This Agreement shall continue for a period of five (5) years, after which it may be extended on mutual agreement of the parties.',
      'This Agreement shall continue for a period of five (5) years, after which it may be extended on mutual agreement of the parties.',
      0.9,
    );
    const breach =
      'Either Party may terminate this Agreement if the other Party breaches it and fails to cure the breach within thirty (30) days.';
    const [, kept] = addGuidelineWordingOnce([
      term,
      entry('clause #106', breach, `${breach} ${renewing}`, 0.5),
    ]);
    expect(kept?.preferred).toEqual({
      text: breach,
      note: 'Playbook wording already in clause #105 is not repeated here.',
    });
  });

  it.each([
    [
      'Halden may terminate this Agreement at any time by providing thirty (30) days prior written notice, but subject to payment of a termination fee.',
      'Halden may terminate this Agreement at any time by providing thirty (30) days prior written notice.',
    ],
    [
      'HALDEN MAY TERMINATE THIS AGREEMENT AT ANY TIME BY PROVIDING THIRTY (30) DAYS PRIOR WRITTEN NOTICE, SUBJECT TO PAYMENT OF A TERMINATION FEE.',
      'HALDEN MAY TERMINATE THIS AGREEMENT AT ANY TIME BY PROVIDING THIRTY (30) DAYS PRIOR WRITTEN NOTICE.',
    ],
    [
      'The Customer may terminate this Agreement on thirty (30) days written notice, provided that it pays the termination fee.',
      'The Customer may terminate this Agreement on thirty (30) days written notice.',
    ],
  ])(
    'drops whole sentences added after words put in place of the clause\'s own, and keeps those words: "%s"',
    (convenience, inPlace) => {
      const term = entry(
        'clause #90',
        'This Agreement shall continue in perpetuity.',
        'This Agreement shall continue in perpetuity.',
        0.9,
      );
      const rewrite = `${inPlace} This Agreement has an initial term of one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.`;
      const [, kept] = addGuidelineWordingOnce([term, entry('clause #92', convenience, rewrite, 0.5)]);
      expect(kept?.preferred).toEqual({
        text: inPlace,
        note: 'Playbook wording already in clause #90 is not repeated here.',
      });
    },
  );

  it("keeps whole the words put in place that go on into the clause's own", () => {
    const courts = entry(
      'clause #109',
      'Disputes are subject to the jurisdiction of the California courts.',
      'Disputes are subject to the jurisdiction of the New York courts. Each party irrevocably submits to the exclusive jurisdiction of those courts.',
      0.5,
    );
    const forum = entry(
      'clause #87',
      'Each party irrevocably submits to the exclusive jurisdiction of those courts.',
      'Each party irrevocably submits to the exclusive jurisdiction of those courts.',
      0.9,
    );
    const [, whole] = addGuidelineWordingOnce([forum, courts]);
    expect(whole?.preferred.text).toBe(courts.rewrites.preferred.text);
  });

  it('adds no survival period to a clause whose section another clause makes survive without end', () => {
    const SURVIVAL =
      'These obligations continue during the term and for five (5) years after termination or expiration, and for trade secrets for as long as they remain confidential.';
    const secret = {
      ...entry(
        'clause #59',
        'Each party shall keep the Confidential Information of the other party in strict confidence.',
        `Each party shall keep the Confidential Information of the other party in strict confidence. ${SURVIVAL}`,
        0.9,
      ),
      category: 'Confidentiality',
    };
    const [kept] = addGuidelineWordingOnce([secret]);
    expect(kept?.preferred.text).toBe(secret.rewrites.preferred.text);
    const [surviving] = addGuidelineWordingOnce([{ ...secret, survivesBy: 'clause #78' }]);
    expect(surviving?.preferred.text).toBe(secret.clause);
    expect(surviving?.preferred.note).toBe(
      'No survival period is added: clause #78 makes this section survive the agreement without end.',
    );
  });

  it("takes the agreement's term as stated by the term clause, whoever the sentence adding it says may stop renewal", () => {
    const TERM =
      'This Agreement has an initial term of one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.';
    const term = entry(
      'clause #90',
      'This Agreement has an initial term of five (5) years and shall automatically renew for additional periods of three (3) years.',
      'This Agreement has an initial term of five (5) years and shall automatically renew for additional periods of three (3) years, unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      0.8,
    );
    const breach = entry(
      'clause #91',
      "Each party shall have the right to terminate this Agreement if the other party materially breaches it and the breach is not cured within thirty (30) days' written notice.",
      `Each party shall have the right to terminate this Agreement if the other party materially breaches it and the breach is not cured within thirty (30) days' written notice. ${TERM}`,
      0.5,
    );
    const [, second] = addGuidelineWordingOnce([term, breach]);
    expect(second?.preferred.text).toBe(breach.clause);
    expect(second?.preferred.note).toBe('Playbook wording already in clause #90 is not repeated here.');
  });

  it('drops wording whose terms another clause states of its own or has had added already', () => {
    const PROVISO =
      ', provided that either party may seek injunctive relief in any court of competent jurisdiction';
    const law = {
      ...entry(
        'clause #137',
        'This Agreement is governed by the laws of the State of New York.',
        `This Agreement is governed by the laws of the State of New York. Each party irrevocably submits to the exclusive jurisdiction of the courts located in New York County, New York${PROVISO}.`,
        0.9,
      ),
      category: 'Governing Law',
    };
    const courts = 'Any action shall be brought exclusively in the courts located in New York, New York.';
    const jurisdiction = {
      ...entry('clause #138', courts, courts.replace(/\.$/, `${PROVISO}.`), 0.8),
      category: 'Governing Law',
    };
    const [, second] = addGuidelineWordingOnce([law, jurisdiction]);
    expect(second?.preferred.text).toBe(courts);
    expect(second?.preferred.note).toBe('Playbook wording already in clause #137 is not repeated here.');
  });

  it("keeps words put in place of the clause's own, even when another clause added them", () => {
    const venue = 'New York County, New York';
    const first = entry(
      'clause #87',
      'The courts of California decide.',
      `The courts of ${venue} decide.`,
      1,
    );
    const second = entry(
      'clause #108',
      'It is subject to the jurisdiction of the California courts.',
      `It is subject to the jurisdiction of the ${venue} courts.`,
      0.9,
    );
    const [, kept] = addGuidelineWordingOnce([first, second]);
    expect(kept?.preferred).toEqual(second.rewrites.preferred);
  });

  it("keeps a clause's other edits and its own words", () => {
    const edited = entry(
      'clause #14',
      'Northwind may terminate on ten (10) days notice.',
      `Northwind may terminate on sixty (60) days notice. ${BREACH}`,
      0.4,
    );
    const [, , third] = addGuidelineWordingOnce([main, sub, edited]);
    expect(third?.preferred.text).toBe('Northwind may terminate on sixty (60) days notice.');
  });

  it("never takes the clause's own words: a sentence the rewrite puts in place of the clause's stays", () => {
    const replaced = entry(
      'clause #17',
      'Either party may terminate for material breach not cured within ten (10) days after written notice.',
      BREACH,
      0.3,
    );
    const [, , third] = addGuidelineWordingOnce([main, sub, replaced]);
    expect(third?.preferred.text).toBe(BREACH);
    expect(third?.preferred.note).toBeUndefined();
  });

  describe("a sentence whose terms another clause of the category states of its own, read with the contract's parties", () => {
    const parties = {
      parties: [
        { name: 'Halden', side: 'customer' },
        { name: 'Northwind', side: 'provider' },
      ],
    } as const;
    const convenience =
      "Halden may terminate this Agreement for convenience on thirty (30) days' prior written notice.";
    const term = entry(
      'clause #90',
      'This Agreement continues in perpetuity.',
      `This Agreement continues in perpetuity. ${convenience}`,
      0.9,
    );

    it.each([
      'Halden may terminate this Agreement at any time without cause by providing at least thirty (30) days prior written notice to Northwind.',
      "At any time and without cause, Halden may terminate this Agreement on not less than thirty (30) days' written notice to Northwind.",
      'HALDEN MAY TERMINATE THIS AGREEMENT AT ANY TIME WITHOUT CAUSE BY PROVIDING AT LEAST THIRTY (30) DAYS PRIOR WRITTEN NOTICE TO NORTHWIND.',
      "Halden may terminate this Agreement for convenience by giving Northwind thirty (30) days' prior written notice, provided that all fees then due are paid.",
      "This Agreement may be terminated by Halden without cause on thirty (30) days' prior written notice to Northwind.",
    ])('is left out where the same side states it: "%s"', (own) => {
      const [kept] = addGuidelineWordingOnce([term, entry('clause #92', own, own, 0.5)], parties);
      expect(kept?.preferred).toEqual({
        text: 'This Agreement continues in perpetuity.',
        note: 'Playbook wording already in clause #92 is not repeated here.',
      });
    });

    it.each([
      'Northwind may terminate this Agreement at any time without cause on ninety (90) days prior written notice.',
      "At any time and without cause, Northwind may terminate this Agreement on ninety (90) days' written notice to Halden.",
      'NORTHWIND MAY TERMINATE THIS AGREEMENT AT ANY TIME WITHOUT CAUSE ON NINETY (90) DAYS PRIOR WRITTEN NOTICE.',
      "This Agreement may be terminated by Northwind without cause on ninety (90) days' prior written notice to Halden.",
    ])(
      'is kept where only the other side states its own (the supplier\'s notice is no answer to the customer\'s): "%s"',
      (others) => {
        const [added] = addGuidelineWordingOnce([term, entry('clause #93', others, others, 0.5)], parties);
        expect(added?.preferred.text).toBe(term.rewrites.preferred.text);
      },
    );
  });

  it.each([
    [
      'Halden will indemnify, defend and hold Northwind harmless against any third party claim relating to any breach by Halden of its representations and warranties.',
      'Northwind shall indemnify, defend and hold Halden harmless against any third party claim relating to the Online Store.',
    ],
    [
      "HALDEN WILL INDEMNIFY AND HOLD NORTHWIND HARMLESS AGAINST ANY THIRD PARTY CLAIM ARISING FROM HALDEN'S BREACH OF ITS WARRANTIES.",
      'NORTHWIND SHALL INDEMNIFY AND HOLD HALDEN HARMLESS AGAINST ANY THIRD PARTY CLAIM RELATING TO THE ONLINE STORE.',
    ],
    [
      "Halden shall indemnify Northwind against any third party claim arising from (a) Halden's breach of its warranties or (b) Halden's content, provided that Northwind notifies Halden promptly.",
      "Northwind shall indemnify Halden against any third party claim arising from (a) the Online Store or (b) Northwind's negligence.",
    ],
  ])(
    "puts the wording that widens one side's indemnity into that side's indemnity, not the other side's: \"%s\"",
    (customers, suppliers) => {
      const parties = {
        parties: [
          { name: 'Halden', side: 'customer' },
          { name: 'Northwind', side: 'provider' },
        ],
      } as const;
      const widened =
        "Northwind shall defend, indemnify and hold harmless Halden from and against all losses arising out of any third-party claim alleging (a) that the services infringe any intellectual property right, or (b) Northwind's gross negligence or willful misconduct.";
      const indemnity = (label: string, clause: string, score: number): TClauseForAdditions => ({
        ...entry(label, clause, `${clause} ${widened}`, score),
        category: 'Indemnification',
      });
      const byCustomer = indemnity('clause #101', customers, 0.9);
      const bySupplier = indemnity('clause #100', suppliers, 0.6);
      const [customer, supplier] = addGuidelineWordingOnce([byCustomer, bySupplier], parties);
      expect(customer?.preferred).toEqual({
        text: byCustomer.clause,
        note: 'Playbook wording already in clause #100 is not repeated here.',
      });
      expect(supplier?.preferred.text).toBe(bySupplier.rewrites.preferred.text);
    },
  );

  it("keeps a mutual sentence a one-sided clause does not answer, and a party's period whose side is unknown", () => {
    const term = entry(
      'clause #1',
      'This Agreement continues for two (2) years.',
      `This Agreement continues for two (2) years. ${BREACH}`,
      0.9,
    );
    const suppliers =
      'Supplier may terminate this Agreement if Customer does not cure a failure to pay within ten (10) days after notice.';
    expect(
      addGuidelineWordingOnce([term, entry('clause #2', suppliers, suppliers, 0.5)])[0]?.preferred,
    ).toEqual(term.rewrites.preferred);
    // "each party" elsewhere in the clause does not make its one-sided right mutual.
    const costs = `${suppliers.slice(0, -1)}, and each party shall bear its own costs.`;
    expect(addGuidelineWordingOnce([term, entry('clause #2', costs, costs, 0.5)])[0]?.preferred).toEqual(
      term.rewrites.preferred,
    );
    // A mutual sentence that introduces a list makes its items mutual.
    const listed =
      'Either Party may terminate this Agreement by written notice if:\n\n(a) the other Party fails to cure a material breach within thirty (30) days after notice.';
    expect(addGuidelineWordingOnce([term, entry('clause #3', listed, listed, 0.5)])[0]?.preferred.text).toBe(
      'This Agreement continues for two (2) years.',
    );
    const convenience =
      "Acme may terminate this Agreement for convenience on thirty (30) days' prior written notice.";
    const withConvenience = entry(
      'clause #1',
      'This Agreement continues for two (2) years.',
      `This Agreement continues for two (2) years. ${convenience}`,
      0.9,
    );
    const betas = 'Beta may terminate this Agreement without cause on ninety (90) days prior written notice.';
    expect(
      addGuidelineWordingOnce([withConvenience, entry('clause #2', betas, betas, 0.5)])[0]?.preferred,
    ).toEqual(withConvenience.rewrites.preferred);
  });

  it('treats categories apart, and short additions are edits, not wording', () => {
    const other = { ...sub, category: 'Confidentiality' };
    const [, alone] = addGuidelineWordingOnce([main, other]);
    expect(alone?.preferred.text).toBe(sub.rewrites.preferred.text);
    const short = entry('clause #15', 'Fees are due monthly.', 'Fees are due monthly in arrears.', 0.3);
    const twice = { ...short, label: 'clause #16', score: 0.2 };
    const [, again] = addGuidelineWordingOnce([short, twice]);
    expect(again?.preferred.text).toBe('Fees are due monthly in arrears.');
  });
});
