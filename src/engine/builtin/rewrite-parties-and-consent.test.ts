import { describe, expect, it } from 'vitest';
import { redline } from '../redline';
import { demo, evaluate, evaluateMsa, MSA_LIABILITY, namedParties } from './builtin-test-helpers';

describe('rewrites edit the clause: notice, consent, renewal and mutual wording', () => {
  it("brings an unacceptable value the preferred level is silent on to the acceptable one, keeping its sentence and the window's far bound", async () => {
    const result = await evaluateMsa(
      'Term and Termination',
      'This Agreement continues for five (5) years. If either party wishes not to renew the Initial Term it shall provide notice to the other not later than 180 days, nor sooner than 270 days, before the end of the Initial Term.',
    );
    expect(result.preferred).toContain('not later than 60 days, nor sooner than 270 days, before the end');
  });

  it('adds only the notice to an exception the clause already makes, and reads consent "not withheld unreasonably"', async () => {
    const clause =
      "Neither Party may assign this Agreement without the other Party's prior written consent (which shall not be withheld unreasonably) except each Party may assign this Agreement to a successor to all or substantially all of its business.";
    const result = await evaluateMsa('Assignment', clause);
    expect(result.acceptable).toBe(`${clause.slice(0, -1)} upon fifteen (15) days' prior written notice.`);
    // A repair at no cost is the remedy the levels ask.
    for (const [written, remedy] of [
      [
        "Northwind's Products are warranted against defects in materials and workmanship for 3 years from the date of shipment, and any defective Product will be repaired by Northwind at no cost to Halden.",
        'repaired',
      ],
      [
        'The Supplier warrants the Products against defects in materials and workmanship for three (3) years from delivery and shall repair any defective Product free of charge.',
        'repair',
      ],
    ] as const) {
      const warranty = await evaluateMsa('Warranties', written);
      expect(
        warranty.assessment.terms?.find((t) => t.key === 'feature:repair-replace-refund')?.clause?.text,
      ).toBe(remedy);
    }
  });

  it('takes an indemnity for negligence as covering gross negligence', async () => {
    const clause =
      "Supplier shall defend and indemnify Customer against third-party claims alleging that the Services infringe any patent, copyright or trademark, and against claims arising from Supplier's negligence or willful misconduct.";
    const result = await evaluateMsa('Indemnification', clause);
    expect(
      result.assessment.terms?.find((row) => row.key === 'feature:indemnity-covers:gross-negligence'),
    ).toEqual(expect.objectContaining({ clause: expect.objectContaining({ text: 'negligence' }) }));
    expect(result.assessment.reason).not.toContain(
      'indemnity covers gross negligence: the clause does not state it',
    );
  });

  it('grants the side a clause binds our way no leave the clause withholds, and asks no notice of the side it leaves free', async () => {
    const clause =
      "Supplier shall not assign this Agreement without Customer's prior written consent, except to an affiliate of Supplier that assumes Supplier's obligations in writing.";
    const result = await evaluateMsa('Assignment', clause);
    expect(result.assessment.reason).not.toContain("customer's notice period: the clause does not state it");
    for (const rewrite of [result.preferred, result.acceptable]) {
      expect(rewrite).not.toMatch(/either party may assign|Supplier may assign/i);
      expect(rewrite).not.toContain('unreasonably withheld');
    }
  });

  it.each([
    'The Supplier shall not, without the prior written consent of the Customer, which consent will not be unreasonably withheld, assign this Agreement or any of its rights or obligations hereunder.',
    'THE SUPPLIER SHALL NOT, WITHOUT THE PRIOR WRITTEN CONSENT OF THE CUSTOMER, WHICH CONSENT WILL NOT BE UNREASONABLY WITHHELD, ASSIGN THIS AGREEMENT.',
    "The Supplier may not assign or novate this Agreement without the Customer's prior written consent, such consent not to be unreasonably withheld.",
  ])(
    'gives a clause that makes only the supplier\'s assignment need the customer\'s consent no leave to assign on notice: "%s"',
    async (clause) => {
      const result = await evaluateMsa('Assignment', clause);
      expect(result.assessment.level).toBe('acceptable');
      expect(result.acceptable).toBe(clause);
      expect(result.preferred.toLowerCase()).not.toContain('either party may assign');
    },
  );

  it("adds the level's notice once to an exception that lets the supplier assign to a successor", async () => {
    // An exception that lets the supplier assign to a successor is leave the levels measure: it gains
    // the level's notice, once.
    const successor = await evaluateMsa(
      'Assignment',
      "Supplier shall not assign this Agreement without Customer's prior written consent, except that Supplier may assign this Agreement to a successor in a merger or sale of all or substantially all of its assets.",
    );
    expect(successor.assessment.level).toBe('unacceptable');
    expect(successor.acceptable.match(/upon fifteen \(15\) days' prior written notice/g)).toHaveLength(1);
  });

  it.each([
    'This Agreement shall not, without the prior written consent of Halden, be assigned by Northwind.',
    'THIS AGREEMENT MAY NOT BE ASSIGNED BY NORTHWIND WITHOUT THE PRIOR WRITTEN CONSENT OF HALDEN.',
  ])(
    'reads the passive "be assigned by the supplier" as binding the supplier as much: "%s"',
    async (clause) => {
      const passive = await evaluateMsa('Assignment', clause, [...namedParties]);
      expect(passive.acceptable.toLowerCase()).not.toContain('either party may assign');
      // Our consent needs no "not unreasonably withheld": its absence is no shortfall.
      expect(passive.assessment.level).toBe('acceptable');
      expect(passive.acceptable.toLowerCase()).not.toContain('unreasonably');
    },
  );

  it('makes "unless Customer gives notice" mutual as "either party", and reads "Customer may renew … by giving notice" as an option', async () => {
    const renewal = await evaluateMsa(
      'Term and Termination',
      'This Agreement has an initial term of one (1) year and renews automatically for successive one (1) year terms unless Customer gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.',
    );
    expect(renewal.acceptable).toContain('unless either party gives written notice of non-renewal');
    const option = await evaluateMsa(
      'Term and Termination',
      'Customer may renew this Agreement for an additional one (1) year term by giving Supplier written notice at least ninety (90) days before the end of the initial term.',
    );
    expect(option.assessment.reason).not.toContain('notice to stop renewal');
    // A struck first sentence leaves no full stop before what is added.
    const struck = await evaluateMsa(
      'Term and Termination',
      'This Agreement shall terminate ten (10) days after Supplier gives Customer written notice of termination.',
    );
    expect(struck.acceptable).toMatch(/^\p{Lu}/u);
  });

  it('asks no notice to stop a renewal of a clause that does not renew by itself, where the preferred level wants no renewal', async () => {
    const clause =
      'The term of this Agreement shall continue for a period of five (5) years from the Effective Date, after which this Agreement may be extended on mutual agreement of the parties.';
    const result = await evaluateMsa('Term and Termination', clause);
    expect(result.acceptable).not.toContain('non-renewal');
    expect(result.assessment.reason).not.toContain('notice to stop renewal');
  });

  it.each([
    [
      'Halden shall have the right to elect by written notice to the Company at any time between two (2) and six (6) months prior to the end of the initial term to extend such term for additional two (2) year periods.',
      'between two (2) and six (6) months prior to the end of the initial term to extend',
    ],
    [
      'At any time between two (2) and six (6) months before the end of the initial term, the Customer may elect by written notice to extend the term for a further two (2) years.',
      'At any time between two (2) and six (6) months before the end of the initial term,',
    ],
    [
      'HALDEN MAY, BY WRITTEN NOTICE GIVEN BETWEEN TWO (2) AND SIX (6) MONTHS PRIOR TO THE END OF THE INITIAL TERM, ELECT TO EXTEND SUCH TERM FOR ADDITIONAL TWO (2) YEAR PERIODS.',
      'BETWEEN TWO (2) AND SIX (6) MONTHS PRIOR TO THE END OF THE INITIAL TERM, ELECT TO EXTEND',
    ],
  ])(
    'reads notice to exercise an option to extend as no notice to stop a renewal, the window kept: "%s"',
    async (clause, window) => {
      const result = await evaluateMsa('Term and Termination', clause);
      expect(result.assessment.terms?.some((t) => t.key === 'duration:non-renewal-notice' && t.clause)).toBe(
        false,
      );
      expect(result.assessment.reason).not.toContain('States what the unacceptable position states');
      expect(result.acceptable).toContain(window);
    },
  );

  it('adds carve-outs after the whole exception when its item is qualified by the words after it', async () => {
    const result = await evaluateMsa(
      'Limitation of Liability',
      "WITH THE EXCEPTION OF THE INDEMNIFICATION OBLIGATIONS OF THE PARTIES UNDER ARTICLE X, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY EXCEED THE AMOUNTS PAID UNDER THIS AGREEMENT DURING THE TWELVE (12) MONTHS PRECEDING THE CLAIM.",
    );
    expect(result.preferred).toMatch(
      /OF THE PARTIES UNDER ARTICLE X OR BREACH OF CONFIDENTIALITY, [A-Z ,]+, IN NO EVENT/,
    );
  });

  it('changes a qualified unit whole when the level counts in another kind of unit', async () => {
    const result = await evaluate(
      'The receiving party shall keep the Confidential Information confidential for twenty (20) Business Days after termination of this Agreement.',
      demo('NDA', 'Term and Termination'),
    );
    expect(result.preferred).toContain('for five (5) Years after termination');
  });

  it('leaves out of the term table a party every level names where the clause names none', async () => {
    const result = await evaluateMsa(
      'Warranties',
      'Year 2000 Compliance. The Software is capable of accurately processing date data from and into the twentieth and twenty-first centuries.',
    );
    const keys = result.assessment.terms?.map((row) => row.key) ?? [];
    expect(keys).toContain('duration:warranty');
    expect(keys.filter((key) => key.startsWith('who:') && key !== 'who:mutual')).toEqual([]);
  });

  it('leaves a term of its own it cannot change in place unmet rather than add a contradicting one', async () => {
    const clause =
      'This Agreement shall continue on a month-to-month basis until terminated by either party on thirty (30) days prior written notice.';
    const result = await evaluate(clause, demo('NDA', 'Term and Termination'));
    expect(result.preferred).not.toContain('continues for two (2) years');
    expect(result.warnings?.preferred?.join(' ')).toContain('term');
  });

  it("compares a notice period only with the playbook's notice of the same side", async () => {
    // The playbook's short notice is the customer's right to leave; the supplier's long notice is not
    // shortened to it, and its absence of a customer right is what the verdict says.
    const supplierRight =
      'Supplier may, at any time after the third anniversary of the Effective Date, terminate this Agreement with or without cause upon not less than one hundred and eighty (180) days prior written notice to Customer.';
    const theirs = await evaluateMsa('Term and Termination', supplierRight);
    expect(theirs.preferred).toContain('one hundred and eighty (180) days prior written notice');
    expect(theirs.preferred).toContain('Customer may terminate this Agreement');
    const row = theirs.assessment.terms?.find((r) => r.key === 'duration:notice@customer');
    expect(row?.term).toBe("customer's notice period");
    expect(row?.clause).toBeNull();
    // The customer's own notice is compared, and shortened to the preferred thirty days.
    const ours = await evaluateMsa(
      'Term and Termination',
      'Customer may terminate this Agreement for convenience upon ninety (90) days prior written notice to Supplier.',
    );
    expect(ours.preferred).toContain('upon thirty (30) days prior written notice to Supplier');
  });

  it.each([
    [
      'NORTHWIND may, at any time after the third anniversary of the Effective Date, terminate this Agreement with or without cause upon not less than one hundred and eighty (180) days prior written notice to HALDEN.',
      'NORTHWIND',
      'HALDEN',
    ],
    [
      "At any time after the third anniversary of the Effective Date, Northwind may terminate this Agreement, with or without cause, on not less than one hundred and eighty (180) days' prior written notice to Halden.",
      'Northwind',
      'Halden',
    ],
    [
      'Northwind may terminate this Agreement for convenience on one hundred and eighty (180) days prior written notice to Halden, provided that no such notice may be given before the third anniversary of the Effective Date.',
      'Northwind',
      'Halden',
    ],
  ])(
    'reads a clause that names the parties by their own names with the document\'s sides: "%s"',
    async (clause, supplier, customer) => {
      const parties = [
        { name: supplier, side: 'provider' },
        { name: customer, side: 'customer' },
      ];
      const result = await evaluateMsa('Term and Termination', clause, parties);
      // The supplier's notice is not the customer's: it stays, and the customer's right comes in its own words.
      expect(result.preferred).toMatch(/one hundred and eighty \(180\) days'? prior written notice to/);
      expect(result.preferred).toContain(`${customer} may terminate this Agreement or any statement of work`);
      expect(result.preferred).toContain(`at ${customer}'s request`);
      // Without the document's sides, the supplier is a party the reading cannot place: its notice is no
      // one side's to cut (it was read as the customer's and cut to 30 days).
      const alone = await evaluateMsa('Term and Termination', clause);
      expect(alone.preferred).toMatch(/one hundred and eighty \(180\) days'? prior written notice/);
      expect(alone.preferred).toContain(
        'The customer may terminate this Agreement or any statement of work for convenience',
      );
    },
  );

  it.each([
    [
      'HALDEN may terminate this Agreement upon written notice if NORTHWIND breaches any material provision and such breach continues for twenty (20) Business Days after delivery of a written notice by HALDEN requiring NORTHWIND to correct such failure.',
      'requiring NORTHWIND to correct such failure',
    ],
    [
      'If Northwind breaches any material provision and the breach continues for twenty (20) Business Days after Halden gives written notice requiring Northwind to remedy it, Halden may terminate this Agreement by written notice.',
      'requiring Northwind to remedy it',
    ],
  ])('makes no obligation mutual for a party named where it does not act: "%s"', async (clause, kept) => {
    const parties = [
      { name: 'NORTHWIND', side: 'provider' },
      { name: 'HALDEN', side: 'customer' },
    ];
    const breach = await evaluateMsa('Term and Termination', clause, parties);
    expect(breach.preferred).toContain(kept);
  });

  it.each([
    [
      'Subject to Section 12.2, NORTHWIND agrees to indemnify, hold harmless and, in the case of any third party claims, defend HALDEN and its Affiliates and each of their respective directors, officers, employees and agents (collectively, \u201cHALDEN Indemnitees\u201d) from and against any and all claims, damages, liabilities, costs and expenses (including reasonable legal fees) (each, a \u201cClaim\u201d) to the extent arising out of (a) death or bodily injury caused by the Products, (b) any breach of any warranty made by NORTHWIND hereunder, (c) the infringement or misappropriation of any third party Intellectual Property Rights by the Products, (d) any failure by NORTHWIND to comply with applicable laws, or (e) NORTHWIND\u2019s negligence, intentional misconduct or fraud.',
      'Subject to Section 12.2, NORTHWIND agrees to indemnify',
    ],
    [
      "Subject to Clause 12.2, Northwind shall indemnify, hold harmless and defend Halden and its Affiliates against all claims, losses and costs arising from (a) any breach of warranty by Northwind, (b) any infringement of third party Intellectual Property Rights by the Products, or (c) Northwind's negligence or wilful misconduct.",
      'Subject to Clause 12.2, Northwind shall indemnify',
    ],
  ])(
    'keeps an indemnity of one party in favour of the other one-sided ("each party … defend the customer" is nonsense): "%s"',
    async (clause, kept) => {
      const parties = [
        { name: 'NORTHWIND', side: 'provider' },
        { name: 'HALDEN', side: 'customer' },
      ];
      const indemnity = await evaluateMsa('Indemnification', clause, parties);
      expect(indemnity.acceptable).toContain(kept);
    },
  );

  it('asks the qualifier of consent however the clause asks it ("written permission", "Our consent")', async () => {
    for (const clause of [
      'Agency may not assign this Agreement without the written permission of MICOA.',
      'Our consent to the Change of Ownership Transfer is subject to the following conditions being satisfied before closing.',
    ]) {
      const { assessment } = await evaluateMsa('Assignment', clause);
      expect(assessment.reason, clause).toContain('consent not unreasonably withheld');
    }
  });

  it("reads the supplier's right to end the agreement on the customer's change of control as unacceptable, not the customer's on the supplier's", async () => {
    const against = await evaluateMsa(
      'Assignment',
      'In the event of a Change of Control of the Licensee, the Agreement may be terminated by Licensor with immediate effect without any compensation to Licensee.',
    );
    expect(against.assessment.reason).toMatch(
      /^States what the unacceptable position states — rights against a party on its change of control/,
    );
    expect(against.acceptable).not.toContain('may be terminated by Licensor');
    for (const customers of [
      'In the event of a Change of Control of the Licensor, the Agreement may be terminated by Licensee with immediate effect.',
      'If the Supplier undergoes a Change of Control, the Customer may terminate this Agreement with immediate effect.',
      'THE LICENSEE MAY TERMINATE THIS AGREEMENT WITH IMMEDIATE EFFECT UPON A CHANGE OF CONTROL OF THE LICENSOR.',
      'Upon a change of control of the Licensor, the Licensee may terminate this Agreement forthwith by written notice.',
    ]) {
      const ours = await evaluateMsa('Assignment', customers);
      expect(ours.assessment.reason).not.toContain('rights against a party on its change of control');
    }
    // Nor is a fee owed to the consultant the customer ends on its own change of control such a right.
    const fee = await evaluateMsa(
      'Assignment',
      "In the event of a Change of Control of Company, if CONSULTANT's services are terminated without cause within twelve (12) months, CONSULTANT shall receive a termination fee.",
    );
    expect(fee.assessment.reason).not.toContain('rights against a party on its change of control');
  });

  it("asks the other party's consent of a prohibition made mutual, not the consent of the party it named", async () => {
    const { acceptable } = await evaluateMsa(
      'Assignment',
      'Distributor shall not sell or otherwise transfer any of the rights granted pursuant to this Agreement to any third party without the prior written consent of Vendor.',
    );
    expect(acceptable).toMatch(/^Neither party shall sell or otherwise transfer/);
    expect(acceptable).toContain('without the prior written consent of the other party');
    expect(acceptable).not.toContain('consent of Vendor');
  });

  it('qualifies the consent itself, "of the other party" included, and asks no qualifier of a clause that asks no consent', async () => {
    const asks = await evaluateMsa(
      'Assignment',
      'Without the prior written consent of the other party, neither party shall assign or transfer any of its rights or obligations hereunder, and any purported assignment without such consent shall be null and void.',
    );
    expect(asks.acceptable).toContain(
      'Without the prior written consent of the other party, which shall not be unreasonably withheld, neither party shall assign',
    );
    expect(asks.acceptable).not.toContain('null and void, which');
    const free = await evaluateMsa(
      'Assignment',
      'Each Party may assign this Agreement in whole, without consent of the other Party, to an Affiliate or in connection with a merger or sale of all or substantially all of its business.',
    );
    expect(free.assessment.reason).not.toContain('consent not unreasonably withheld');
  });

  it('does not take silence on the notice for assigning as the preferred notice: it conditions a right, no deadline the levels all set', async () => {
    const { assessment } = await evaluateMsa(
      'Assignment',
      "Neither this Agreement nor any rights hereunder shall be assignable by a Party without the prior written consent of the other Party, provided that either Party shall have the right, on notice to but without the other Party's consent, to assign this Agreement to an affiliate.",
    );
    expect(assessment.level).not.toBe('preferred');
  });

  it('makes a prohibition of our side alone mutual as "Neither party may", and keeps one of the other side alone', async () => {
    const ours = await evaluate(
      'Client may not assign or transfer any of its rights or obligations under this Agreement without prior written consent.',
      demo('Master Services Agreement', 'Assignment'),
    );
    expect(ours.acceptable).toMatch(/^Neither party may assign or transfer any of its rights/);
    // The level's conditions join the clause's own prohibition in the level's order, not a second one.
    expect(ours.acceptable).toContain(
      'without prior written consent, which shall not be unreasonably withheld, except that either party may assign this Agreement without consent to a successor',
    );
    expect(ours.acceptable.match(/Neither party may assign/g)).toHaveLength(1);
    // The unacceptable level restricts the customer alone: a restriction of the consultant alone is
    // more than mutual wording would give, so it stays, and the guideline's party the clause does not
    // name is written as a role.
    const theirs = await evaluate(
      'Consultant may not assign or transfer any of its rights or obligations under this Agreement without prior written consent.',
      demo('Master Services Agreement', 'Assignment'),
    );
    expect(theirs.assessment.reason).not.toMatch(/mutual/);
    for (const rewrite of [theirs.preferred, theirs.acceptable])
      expect(rewrite).toMatch(/^Consultant may not assign or transfer/);
    expect(theirs.preferred).toContain(
      ". The customer may assign this Agreement without Consultant's consent",
    );
    expect(theirs.preferred).not.toMatch(/\bCustomer\b/);
  });

  it("reads a duty of the supplier alone as one-sided for the customer, not a shortfall of mutual wording; the supplier's right or protection alone still is", async () => {
    const duty = await evaluate(
      'Supplier shall pay the shortfall between the Royalty earned and the Minimum Royalty within sixty (60) days after the end of each Year.',
      demo('Master Services Agreement', 'Term and Termination'),
    );
    expect(duty.assessment.terms?.find((row) => row.key === 'who:mutual')).toMatchObject({
      clause: null,
      met: { preferred: true, acceptable: true },
    });
    const right = await evaluate(
      "Supplier may terminate this Agreement for convenience on one hundred eighty (180) days' prior written notice.",
      demo('Master Services Agreement', 'Term and Termination'),
    );
    expect(right.assessment.terms?.find((row) => row.key === 'who:mutual')).toMatchObject({
      met: { acceptable: false },
    });
    const protection = await evaluate(
      'Supplier shall not be liable for any indirect damages, and Supplier will not be liable for more than the fees paid.',
      MSA_LIABILITY,
    );
    expect(protection.assessment.terms?.find((row) => row.key === 'who:mutual')).toMatchObject({
      met: { acceptable: false },
    });
  });

  it("keeps a cap or waiver of our side alone as it is, where the unacceptable level limits the other side's liability", async () => {
    const clause =
      "Customer's total aggregate liability arising out of or relating to this Agreement shall not exceed the fees paid by Customer in the twelve (12) months preceding the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.assessment.reason).not.toMatch(/mutual/);
    // Not raised to the guideline's measure, nor carved out of: the customer's own cap stays as it is.
    expect(result.preferred).toBe(clause);
    expect(result.acceptable.startsWith(clause)).toBe(true);
    const waiver =
      'In no event shall Customer be liable to Supplier for any indirect, incidental, special or consequential damages or lost profits.';
    const waived = await evaluate(waiver, MSA_LIABILITY);
    for (const rewrite of [waived.preferred, waived.acceptable]) {
      expect(rewrite.startsWith(waiver)).toBe(true);
      expect(rewrite).not.toContain('except for liability arising from');
    }
  });

  it("makes mutual the sentence that states the category's terms, not the first that names the party", async () => {
    const clause =
      "Supplier shall process personal data only on Customer's instructions and notify Customer of any breach within seventy-two (72) hours. Supplier's total liability for any breach of this Section shall not exceed the fees paid in the twelve (12) months before the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    for (const rewrite of [result.preferred, result.acceptable]) {
      expect(rewrite).toMatch(/^Supplier shall process personal data/);
      expect(rewrite).toContain("Each party's total liability for any breach of this Section");
    }
  });

  it("makes every sentence that states the category's terms mutual: the damages waiver as well as the cap", async () => {
    const clause =
      "In no event shall Supplier be liable for any indirect, incidental, special or consequential damages, or for lost profits. Supplier's total liability under this Agreement shall not exceed the fees paid by Customer in the twelve (12) months preceding the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    for (const rewrite of [result.preferred, result.acceptable]) {
      expect(rewrite).toMatch(/^In no event shall either party be liable for any indirect/);
      expect(rewrite).toContain("Each party's total liability under this Agreement");
    }
  });

  it('takes confidentiality left out of the cap as more than a higher cap for it, and asks no carve-outs from a damages waiver the clause does not have', async () => {
    const clause =
      "Except with respect to damages that arise due to a party's breach of confidentiality or data protection obligations or its indemnification obligations, the liability of either party under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.assessment.level).toBe('acceptable');
    expect(result.acceptable).toBe(clause);
    expect(result.preferred).not.toContain('two (2) times');
    expect(result.preferred).not.toMatch(/indirect|consequential/);
  });

  it.each([
    'Any and all liability of Northwind to Halden under this Agreement shall be limited (except for death or personal injury caused by the negligence of Northwind) to five million US Dollars ($5,000,000).',
    "The Supplier's liability under this Agreement shall be limited (save for death or personal injury caused by its negligence) to five million US Dollars ($5,000,000).",
    'ANY AND ALL LIABILITY OF NORTHWIND TO HALDEN UNDER THIS AGREEMENT SHALL BE LIMITED (EXCEPT FOR DEATH OR PERSONAL INJURY CAUSED BY THE NEGLIGENCE OF NORTHWIND) TO FIVE MILLION US DOLLARS ($5,000,000).',
  ])(
    'reads a cap whose exception stands in parentheses before its amount, and amends it in place: "%s"',
    async (clause) => {
      const result = await evaluate(clause, MSA_LIABILITY);
      expect(result.assessment.terms?.find((t) => t.key === 'cap:amount')?.clause?.text.toLowerCase()).toBe(
        'five million us dollars ($5,000,000)',
      );
      for (const rewrite of [result.preferred, result.acceptable]) {
        expect(rewrite.toLowerCase()).toContain(
          'to the greater of five million us dollars ($5,000,000) or the fees paid',
        );
        expect(rewrite.match(/shall not exceed|limited/gi)?.length).toBe(
          rewrite === result.acceptable ? 2 : 1,
        );
      }
    },
  );

  it("adds carve-outs after a section's title in parentheses, not inside it", async () => {
    const result = await evaluate(
      "Except for breach of Section 8 (Confidentiality), each party's total liability shall not exceed the fees paid in the twelve (12) months preceding the claim.",
      MSA_LIABILITY,
    );
    expect(result.preferred).toMatch(
      /^Except for breach of Section 8 \(Confidentiality\) or indemnification obligations/,
    );
  });

  it.each([
    'Northwind shall not be liable for any claims (other than for the infringement of intellectual property rights specified in clause 10. 3 above) for any indirect or consequential damages.',
    'NORTHWIND SHALL NOT BE LIABLE FOR ANY CLAIMS (OTHER THAN FOR THE INFRINGEMENT OF INTELLECTUAL PROPERTY RIGHTS SPECIFIED IN CLAUSE 10. 3 ABOVE) FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
  ])(
    'joins carve-outs to a list in parentheses, and reads "clause 10. 3" as one reference: "%s"',
    async (clause) => {
      const result = await evaluate(clause, MSA_LIABILITY);
      expect(result.acceptable.toLowerCase()).toContain(
        'specified in clause 10. 3 above or indemnification obligations, gross negligence or willful misconduct) for any indirect or consequential damages.',
      );
    },
  );

  it('makes "shall Supplier be liable to Customer" mutual as liable "to the other party", carving out of the waiver right after its damages', async () => {
    const result = await evaluate(
      "In no event shall Supplier be liable to Customer for lost profits, and Supplier's total liability shall not exceed the fees paid in the twelve (12) months preceding the claim.",
      MSA_LIABILITY,
    );
    expect(result.acceptable).toMatch(
      /^In no event shall either party be liable to the other party for lost profits, except for liability arising from indemnification obligations, gross negligence or willful misconduct, and each party's total liability/,
    );
  });

  it("makes one party's release mutual where it stands, and leaves a release of our side as it is", async () => {
    const clause =
      "Customer waives all claims against Supplier for any indirect, incidental or consequential damages arising out of this Agreement. Supplier's total liability shall not exceed the fees paid in the twelve (12) months preceding the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(redline(clause, result.acceptable)).toMatch(
      /^~~Customer~~\*\*Each party\*\* waives all claims against ~~Supplier~~\*\*the other party\*\* for any indirect/,
    );
    expect(result.acceptable).toContain("Each party's total liability");
    // The supplier waiving its claims against the customer favours the customer: no mutuality is asked.
    const ours =
      'Supplier waives all claims against Customer for any indirect, incidental or consequential damages arising out of this Agreement.';
    const kept = await evaluate(ours, MSA_LIABILITY);
    expect(kept.acceptable.startsWith('Supplier waives all claims against Customer')).toBe(true);
    expect(kept.assessment.reason).not.toContain('mutual');
  });

  it('makes each acting mention of the party mutual, two in one sentence part too', async () => {
    const clause =
      "Supplier's total liability under this Agreement shall not exceed the fees paid by Customer in the twelve (12) months preceding the claim, and Supplier excludes all liability for any indirect, incidental, special or consequential damages.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.acceptable).toMatch(/^Each party's total liability/);
    expect(result.acceptable).toContain('and each party excludes all liability for any indirect');
  });
});
