import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK } from '../../server/seed/demo-playbook';
import { redline } from '../redline';
import type { TGuidelines } from '../types';
import { builtinEngine } from './builtin-engine';
import {
  demo,
  evaluate,
  evaluateMsa,
  evaluateNda,
  MSA_LIABILITY,
  NDA_TERM,
  namedParties,
} from './builtin-test-helpers';
import { draftEvaluation } from './draft-evaluation';

describe('verdicts by playbook position', () => {
  // The demo playbook is what a new team sees first: each guideline, read as a clause, sits at its own
  // level (the confidentiality guidelines once read their return period as the survival period, the
  // data-protection ones a breach notice as the notice given before acting).
  const demoGuidelines = DEMO_PLAYBOOK.flatMap((contract) =>
    contract.categories.flatMap((category) =>
      (['preferred', 'acceptable', 'unacceptable'] as const).map(
        (level) => [`${contract.name} / ${category.name} / ${level}`, category.guidelines, level] as const,
      ),
    ),
  );
  it.each(demoGuidelines)(
    'the demo guideline %s reads at its own level',
    async (_name, guidelines, level) => {
      const { assessment, warnings } = await builtinEngine.evaluate({
        contractType: 'demo',
        category: 'demo',
        clause: guidelines[level],
        guidelines,
      });
      expect(assessment.level, assessment.reason).toBe(level);
      // Its own level's rewrite is the clause unchanged, with nothing to warn about.
      if (level !== 'unacceptable') expect(warnings?.[level]).toBeUndefined();
    },
  );

  it('a definition that asks no written summary of oral disclosures is past the 30 days the acceptable level concedes, and "by inspection" is no audit right', async () => {
    const { assessment } = await builtinEngine.evaluate({
      contractType: 'NDA',
      category: 'Definition of Confidential Information',
      clause:
        '"Confidential Information" means all information disclosed by a party to the other party, orally, visually, by inspection or in writing, that is designated as confidential or that reasonably should be understood to be confidential.',
      guidelines: demo('NDA', 'Definition of Confidential Information'),
    });
    expect(assessment.reason).not.toMatch(/written summary period: the clause does not state it|audit/);
    expect(assessment.terms?.find((row) => row.key === 'duration:summary')?.met.acceptable).toBe(true);
  });

  it('a definition short of the preferred one in wording alone gets the preferred definition, its defined names kept', async () => {
    const result = draftEvaluation({
      contractType: 'NDA',
      category: 'Definition of Confidential Information',
      clause:
        '"Confidential Information" means only information marked "Confidential" at the time of disclosure by the disclosing party.',
      guidelines: demo('NDA', 'Definition of Confidential Information'),
    });
    expect(result.assessment.level).toBe('acceptable');
    expect(result.preferred).toContain('(the "Disclosing Party") to the other party (the "Receiving Party")');
    expect(result.notes?.preferred).toContain('in wording alone');
  });

  it('a clause below even the acceptable position is unacceptable, whatever words it shares', async () => {
    const result = await evaluate(
      "This Agreement shall continue for one (1) year, unless terminated earlier by either party upon 30 days' written notice. The Receiving Party's obligations shall survive for two (2) years after termination.",
      NDA_TERM,
    );
    expect(result.assessment.level).toBe('unacceptable');
    expect(result.assessment.reason).toContain('survival period: the clause says "two (2) years"');
    expect(result.assessment.reason).toContain('at least three (3) years');
  });

  it('a clause that takes the preferred position in other words is preferred', async () => {
    const result = await evaluate(
      "The term is 24 months from the Effective Date; either party may end it with 30 days' written notice. Confidentiality duties survive for five years after termination, and for trade secrets as long as they remain trade secrets.",
      NDA_TERM,
    );
    expect(result.assessment.level).toBe('preferred');
    expect(result.assessment.scores?.preferred).toBeGreaterThan(result.assessment.scores?.unacceptable ?? 1);
  });

  it('orders values by how the levels order them (preferred 60, acceptable 30: longer is better)', async () => {
    const longer: TGuidelines = {
      preferred: 'Either party may terminate this Agreement on sixty (60) days written notice.',
      acceptable: 'Either party may terminate this Agreement on thirty (30) days written notice.',
      unacceptable: 'Either party may terminate this Agreement on five (5) days notice.',
    };
    const verdict = async (clause: string) => (await evaluate(clause, longer)).assessment.level;
    expect(await verdict('Either party may terminate on 90 days notice.')).toBe('preferred');
    expect(await verdict('Either party may terminate on forty-five (45) days notice.')).toBe('acceptable');
    expect(await verdict('Either party may terminate on 10 days notice.')).toBe('unacceptable');
  });

  it('reads "any jurisdiction other than New York or Delaware" at unacceptable as: only those two pass', async () => {
    const law: TGuidelines = {
      preferred: 'This Agreement is governed by the laws of the State of New York.',
      acceptable: 'This Agreement is governed by the laws of the State of Delaware.',
      unacceptable:
        'This Agreement may be governed by the laws of any jurisdiction other than New York or Delaware.',
    };
    const verdict = async (clause: string) => (await evaluate(clause, law)).assessment.level;
    expect(await verdict('New York law governs this Agreement.')).toBe('preferred');
    expect(await verdict('This Agreement shall be governed by Delaware law.')).toBe('acceptable');
    expect(await verdict('This Agreement is governed by the laws of the State of Texas.')).toBe(
      'unacceptable',
    );
  });

  it('what the preferred level asks is acceptable too: the acceptable rewrite keeps the preferred jurisdiction', async () => {
    const clause = 'This Agreement shall be governed by the laws of the State of New York.';
    const result = await evaluate(clause, demo('NDA', 'Governing Law'));
    const governingLaw = result.assessment.terms?.find((row) => row.key === 'place:governing-law');
    expect(governingLaw?.met).toEqual({ preferred: true, acceptable: true });
    expect(result.acceptable).toContain('the laws of the State of New York');
    expect(result.acceptable).not.toMatch(/laws of the State of Delaware/);
    // Its missing venue follows the law it has: the preferred courts, not the fallback's.
    expect(result.acceptable).toContain('courts located in New York County, New York');
    expect(result.acceptable).not.toContain('Delaware');
  });

  it('writes the new place after the article the clause already has ("the laws of the Illinois")', async () => {
    const result = await evaluate(
      'This Agreement shall be governed by the laws of the Illinois without giving effect to its conflict of laws principles.',
      demo('NDA', 'Governing Law'),
    );
    expect(result.preferred).toContain('the laws of the State of New York without giving effect');
    expect(result.preferred).not.toMatch(/\bthe the\b/i);
  });

  it('replaces a party\'s home jurisdiction by the level\'s place, the courts of "that jurisdiction" too, without a second governing law', async () => {
    const clause =
      'This Agreement shall be governed by the laws of the jurisdiction in which Customer has its principal place of business, and the courts of that jurisdiction shall have exclusive jurisdiction over all disputes.';
    const result = await evaluateMsa('Governing Law', clause);
    expect(result.preferred).toContain(
      'governed by the laws of the State of New York, without regard to its conflict of laws principles, and the courts of New York County, New York shall have exclusive jurisdiction',
    );
    expect(result.preferred.match(/governed by/g)).toHaveLength(1);
    expect(result.preferred).not.toContain('Each party irrevocably submits');
    // The customer's own home, where the unacceptable level names the supplier's, is acceptable.
    expect(result.acceptable).toContain(
      'the laws of the jurisdiction in which Customer has its principal place of business',
    );
    // The supplier's home is what the unacceptable level states.
    const supplier = await evaluateMsa('Governing Law', clause.replace('Customer', 'Supplier'));
    expect(supplier.assessment.terms?.find((t) => t.key === 'place:governing-law')?.unacceptable_term).toBe(
      true,
    );
    // A level that asks a party's home writes it whole, where the clause names a law by adjective too.
    const supplierSide = await evaluate('This Agreement is governed by New York law.', {
      preferred:
        'This Agreement is governed by the laws of the jurisdiction in which Supplier has its principal place of business.',
      acceptable: 'This Agreement is governed by the laws of the State of Delaware.',
      unacceptable: 'This Agreement is governed by the laws of the State of New York.',
    });
    expect(supplierSide.preferred).toBe(
      'This Agreement is governed by the law of the jurisdiction in which Supplier has its principal place of business.',
    );
  });

  it('changes the law\'s place where the clause names it twice, and puts no proviso inside "New York, New York"', async () => {
    const twice = await evaluateMsa(
      'Governing Law',
      'This Agreement shall be governed by the laws of the State of Delaware applicable to contracts executed and to be performed wholly within the State of Delaware.',
    );
    expect(twice.preferred).toContain(
      'the laws of the State of New York applicable to contracts executed and to be performed wholly within the State of New York',
    );
    // A place before a noun is an adjective: it takes the bare name.
    const residents = await evaluateMsa(
      'Governing Law',
      'This Agreement will be governed by the laws of the State of Ohio, as such laws are applied to agreements entered into and to be performed entirely within the State of Ohio between Ohio residents.',
    );
    expect(residents.preferred).toContain('within the State of New York between New York residents');
    const city = await evaluateMsa(
      'Governing Law',
      'This Agreement shall be governed by the laws of the State of New York. Venue for any action arising out of this Agreement shall be in the state and federal courts located in New York, New York.',
    );
    expect(city.preferred).toContain(
      'courts located in New York, New York, provided that either party may seek injunctive relief',
    );
  });

  it('takes "the courts of that State" as the courts of the law\'s place: no second forum added', async () => {
    const clause =
      'This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of laws principles, and the courts of that State shall have exclusive jurisdiction over all disputes.';
    const result = await evaluateMsa('Governing Law', clause);
    expect(result.assessment.terms?.find((t) => t.key === 'place:venue')?.met.preferred).toBe(true);
    expect(result.preferred).not.toContain('Each party irrevocably submits');
    expect(result.preferred).toContain(
      'over all disputes, provided that either party may seek injunctive relief in any court of competent jurisdiction.',
    );
  });

  it("reads the time a termination waits after a party's notice as its notice period, the customer's right kept the customer's", async () => {
    const clause =
      "This Agreement shall terminate thirty (30) days after Customer gives Supplier written notice of Customer's wish to terminate this Agreement for any reason.";
    const result = await evaluateMsa('Term and Termination', clause);
    const notice = result.assessment.terms?.find((t) => t.key === 'duration:notice@customer');
    expect(notice?.clause?.text).toBe('thirty (30) days');
    expect(notice?.met.preferred).toBe(true);
    for (const rewrite of [result.preferred, result.acceptable])
      expect(rewrite.startsWith(clause)).toBe(true);
    // A party named in capitals among words that are not is a party ("gives CONSULTANT written notice").
    const consultant = await evaluateMsa(
      'Term and Termination',
      'This Agreement shall terminate ninety (90) days following the date the Company gives CONSULTANT written notice of termination for any or no reason.',
    );
    expect(consultant.acceptable).toContain('CONSULTANT shall provide transition assistance');
  });

  it("keeps the supplier's own long notice not to renew, and gives the customer the level's notice beside it", async () => {
    const clause =
      "This Agreement has an initial term of one (1) year and renews automatically for successive one (1) year terms. Supplier may elect not to renew only by giving Customer at least one hundred eighty (180) days' written notice before the end of the then-current term.";
    const result = await evaluateMsa('Term and Termination', clause);
    // A long notice the supplier must give is the customer's warning, not a burden to cut to sixty days.
    const notice = result.assessment.terms?.find((t) => t.key === 'duration:non-renewal-notice');
    expect(notice?.clause).toBeNull();
    expect(result.acceptable).toContain('at least one hundred eighty (180) days');
    expect(result.acceptable).toContain(
      'renews automatically for successive one (1) year terms, unless Customer gives notice of non-renewal at least sixty (60) days',
    );
    // The customer's own long notice is the one the levels measure.
    const own = await evaluateMsa(
      'Term and Termination',
      clause.replace('Supplier may', 'Customer may').replace('giving Customer', 'giving Supplier'),
    );
    expect(own.acceptable).toContain('at least sixty (60) days');
    expect(own.acceptable).not.toContain('one hundred eighty');
  });

  it("measures each side's own survival: the supplier's long duty protects the customer, the customer's short one is no shortfall", async () => {
    const clause =
      "Each party shall hold the other party's Confidential Information in confidence. Supplier's obligations under this Section survive indefinitely, while Customer's obligations expire two (2) years after termination of this Agreement.";
    const result = await evaluateMsa('Confidentiality', clause);
    const survival = result.assessment.terms?.filter((t) => t.key === 'duration:survival') ?? [];
    expect(survival.every((t) => t.met.preferred)).toBe(true);
    expect(result.preferred).toContain("while Customer's obligations expire two (2) years after termination");
    expect(result.preferred).not.toMatch(/[Ee]ach party's obligations/);
    // The other way round is the unacceptable level's own asymmetry.
    const reversed = await evaluateMsa(
      'Confidentiality',
      "Each party shall hold the other party's Confidential Information in confidence. Customer's obligations under this Section survive indefinitely, while Supplier's obligations expire one (1) year after termination of this Agreement.",
    );
    expect(reversed.assessment.level).toBe('unacceptable');
    expect(reversed.assessment.reason).toContain('States what the unacceptable position states');
    expect(reversed.acceptable).toContain(
      "Customer's obligations under this Section survive for three (3) years, while Supplier's obligations expire three (3) years",
    );
  });

  it("reads interest on what the supplier owes as no charge on the customer, and adds the customer's payment terms after it, not between", async () => {
    const clause =
      'Supplier shall pay Customer the rebate within thirty (30) days after the end of each quarter. Any amount not paid when due shall bear interest at one and one-half percent (1.5%) per month.';
    const result = await evaluateMsa('Payment Terms', clause);
    const interest = result.assessment.terms?.find((t) => t.key === 'percentage:interest');
    expect(interest?.unacceptable_term).toBe(false);
    expect(interest?.clause).toBeNull();
    for (const rewrite of [result.preferred, result.acceptable]) {
      expect(rewrite).toMatch(
        /^Supplier shall pay Customer the rebate within thirty \(30\) days after the end of each quarter\. Any amount not paid when due shall bear interest at one and one-half percent \(1\.5%\) per month\. Customer shall pay/,
      );
    }
    expect(result.warnings).toBeUndefined();
    // Interest on the customer's late payments, or on all overdue amounts where both sides pay, is the
    // customer's charge, whatever payment is stated next to it.
    for (const charged of [
      'Interest at 1.5% per month shall accrue on late payments by Customer. Supplier shall pay Customer any service credits within thirty (30) days.',
      'Customer shall pay invoices within thirty (30) days. Supplier shall pay any service credits within thirty (30) days. Overdue amounts bear interest at one and one-half percent (1.5%) per month.',
    ]) {
      const read = await evaluateMsa('Payment Terms', charged);
      expect(read.assessment.terms?.find((t) => t.key === 'percentage:interest')?.unacceptable_term).toBe(
        true,
      );
    }
    // The customer's own late payment is what the levels price.
    const own = await evaluateMsa(
      'Payment Terms',
      clause.replace('Supplier shall pay Customer the rebate', 'Customer shall pay each invoice'),
    );
    expect(own.assessment.terms?.find((t) => t.key === 'percentage:interest')?.unacceptable_term).toBe(true);
  });

  it('changes a rate in words and its digits in parentheses together ("one and one-half percent (1.5%)" → "one percent (1%)")', async () => {
    const { acceptable } = await evaluateMsa(
      'Payment Terms',
      "Customer shall pay each invoice within sixty (60) days. Late payments shall bear interest at one and one-half percent (1.5%) per month, provided that Supplier has first given fifteen (15) days' written notice of non-payment.",
    );
    expect(acceptable).toContain('interest at one percent (1%) per month');
  });

  it('a redacted late fee is still a charge: short of a preferred position that allows none, and struck in its rewrite', async () => {
    const clause =
      'Customer shall pay each invoice within sixty (60) days. Any late payment will accrue a late payment fee of [***] per month.';
    const { assessment, preferred } = await evaluateMsa('Payment Terms', clause);
    expect(assessment.level).not.toBe('preferred');
    expect(assessment.terms?.find((t) => t.key === 'percentage:interest')?.met.preferred).toBe(false);
    expect(preferred).not.toContain('[***] per month');
    expect(preferred).toContain('No late payment charges or interest shall apply.');
  });

  it.each([
    "Neither this Agreement nor any rights hereunder shall be assignable by a Party without the prior written consent of the other Party, provided that either Party shall have the right, on notice to but without the other Party's consent, to assign this Agreement to an affiliate or to a third party who is not a competitor of the other Party in connection with a sale of all or substantially all of the assigning Party's business.",
    "NEITHER THIS AGREEMENT NOR ANY RIGHTS HEREUNDER SHALL BE ASSIGNABLE BY A PARTY WITHOUT THE PRIOR WRITTEN CONSENT OF THE OTHER PARTY, PROVIDED THAT EITHER PARTY SHALL HAVE THE RIGHT, ON NOTICE TO BUT WITHOUT THE OTHER PARTY'S CONSENT, TO ASSIGN THIS AGREEMENT TO AN AFFILIATE OR TO A THIRD PARTY WHO IS NOT A COMPETITOR OF THE OTHER PARTY IN CONNECTION WITH A SALE OF ALL OR SUBSTANTIALLY ALL OF THE ASSIGNING PARTY'S BUSINESS.",
  ])(
    'adds no wider exception beside a proviso that already lets either party assign to a successor, nor a second notice beside its own "on notice": "%s"',
    async (clause) => {
      const { acceptable } = await evaluateMsa('Assignment', clause, [...namedParties]);
      expect(acceptable.toLowerCase()).not.toContain("upon fifteen (15) days' prior written notice");
      expect(acceptable.toLowerCase()).not.toContain('to a successor in connection with a merger');
    },
  );

  it.each([
    'Halden may not assign any of its rights under this Agreement without Northwind\'s prior written consent, which consent shall not be unreasonably withheld. For the purposes of this Agreement, any change of control, merger, consolidation, or acquisition of all or substantially all of the assets of Halden (collectively, a "Change of Control") shall be deemed an assignment.',
    "Halden shall not assign this Agreement without Northwind's prior written consent, which consent shall not be unreasonably withheld. A change of control, merger or consolidation of Halden shall be deemed an assignment for the purposes of this Clause.",
    "HALDEN MAY NOT ASSIGN ANY OF ITS RIGHTS UNDER THIS AGREEMENT WITHOUT NORTHWIND'S PRIOR WRITTEN CONSENT, WHICH CONSENT SHALL NOT BE UNREASONABLY WITHHELD. FOR THE PURPOSES OF THIS AGREEMENT, ANY CHANGE OF CONTROL, MERGER, CONSOLIDATION, OR ACQUISITION OF ALL OR SUBSTANTIALLY ALL OF THE ASSETS OF HALDEN SHALL BE DEEMED AN ASSIGNMENT.",
  ])(
    'puts the level\'s exception after the clause\'s consent rule, not inside a sentence that deems a change of control an assignment: "%s"',
    async (clause) => {
      const { preferred } = await evaluateNda('Assignment', clause, [...namedParties]);
      const deeming = clause.slice(clause.search(/(?:For the purposes|A change of control)/i));
      expect(preferred.endsWith(deeming)).toBe(true);
      expect(preferred).toMatch(/shall not be unreasonably withheld, except that either party may assign/i);
    },
  );

  it('keeps a long term where the contract has the supplier pay: the playbook limits the term for a customer that pays', async () => {
    const clause =
      'This Agreement shall commence on the Effective Date and shall continue for a period of five (5) years.';
    const paying = await evaluateMsa('Term and Termination', clause);
    expect(paying.acceptable).toContain('one (1) year');
    const paid = await builtinEngine.evaluate({
      contractType: 'Master Services Agreement',
      category: 'Term and Termination',
      clause,
      guidelines: demo('Master Services Agreement', 'Term and Termination'),
      payer: { side: 'provider', label: 'clause #63' },
    });
    expect(paid.acceptable).toContain('five (5) years');
    expect(paid.assessment.reason).toContain(
      'Not held against it: term — the playbook limits it for a customer that pays, and in this contract the other party pays (clause #63).',
    );
  });

  it.each([
    'NORTHWIND may, at any time after the third anniversary of the Effective Date, terminate this Agreement with or without cause upon not less than one hundred and eighty (180) days prior written notice to HALDEN.',
    "At any time after the third anniversary of the Effective Date, Northwind may terminate this Agreement, with or without cause, on not less than one hundred and eighty (180) days' prior written notice to Halden.",
    'Northwind may terminate this Agreement for convenience on one hundred and eighty (180) days prior written notice to Halden, provided that no such notice may be given before the third anniversary of the Effective Date.',
  ])(
    'keeps the supplier\'s long notice before it may end the agreement where the level asks a shorter one of either party: "%s"',
    async (clause) => {
      const suppliers = await evaluateNda('Term and Termination', clause, [...namedParties]);
      expect(suppliers.assessment.reason).not.toMatch(/notice period: the clause says/);
      expect(suppliers.acceptable).toContain('one hundred and eighty (180) days');
      // The customer's own long notice is still brought to the level's.
      const customers = await evaluateNda('Term and Termination', clause, [
        { name: 'Halden', side: 'provider' },
        { name: 'Northwind', side: 'customer' },
      ]);
      expect(customers.assessment.reason).toMatch(
        /notice period: the clause says "one hundred and eighty \(180\) days"/,
      );
    },
  );

  it.each([
    [
      "This Agreement shall not, without the prior written consent of Halden, be assigned by Northwind; provided, however, that Northwind may assign this Agreement to an acquirer of all or substantially all of its assets without Halden's consent, but only in the event that in Halden's reasonable determination (a) key Northwind management (as defined by Halden at the time of acquisition) will remain with Northwind; and (b) the acquirer is able to honor all financial terms. Halden's consent to any proposed assignment hereunder shall not be unreasonably withheld or delayed.",
      'key Northwind management (as defined by Halden at the time of acquisition) will remain with Northwind;',
    ],
    [
      "Northwind shall not assign this Agreement without the prior written consent of Halden; provided that Northwind may assign this Agreement to a purchaser of all or substantially all of its assets if, in Halden's reasonable opinion, (i) the key personnel of Northwind (as identified by Halden at the time of the sale) remain with Northwind; and (ii) the purchaser is able to honour all financial terms.",
      '(i) the key personnel of Northwind (as identified by Halden at the time of the sale) remain with Northwind;',
    ],
  ])(
    'anchors the level\'s exception on the clause\'s own words, not on an aside in parentheses among the conditions of a grant: "%s"',
    async (clause, condition) => {
      const { preferred } = await evaluateNda('Assignment', clause, [...namedParties]);
      expect(preferred).toContain(condition);
    },
  );

  it('a duty of confidence "in perpetuity" outlasts every survival period the levels ask, trade secrets included, and is kept', async () => {
    // The unacceptable level's one-year survival is no match for perpetuity (∞ is not within 2 % of 360).
    const clause =
      "Each party shall hold the other party's Confidential Information in strict confidence in perpetuity and shall use it only to perform this Agreement. Within fifteen (15) days after termination, each party shall return or destroy the other party's Confidential Information.";
    const result = await evaluateMsa('Confidentiality', clause);
    expect(result.assessment.level).toBe('preferred');
    expect(result.preferred).toBe(clause);
    expect(result.acceptable).toBe(clause);
  });

  it('takes binding arbitration as the exclusive forum: no courts added beside it, and the guideline speaks of arbitration', async () => {
    const clause =
      'This Agreement shall be governed by the laws of the State of California. Any disputes arising out of this Agreement shall be resolved by binding arbitration under the rules of the American Arbitration Association. The arbitration shall be conducted by one (1) arbitrator in San Francisco County, California.';
    const nda = await evaluate(clause, demo('NDA', 'Governing Law'));
    expect(nda.preferred).not.toContain('exclusive jurisdiction of the state and federal courts');
    expect(nda.preferred).toContain('one (1) arbitrator in New York County, New York');
    const msa = await evaluateMsa('Governing Law', clause);
    expect(msa.preferred).toContain('Before commencing arbitration, the parties shall attempt');
    expect(msa.preferred).not.toContain('litigation');
  });

  it('changes only the places whose law governs or whose courts sit: where the contract was signed is struck with the old law (decision 041), never made New York; nor a commonwealth into one', async () => {
    const signed =
      'This Agreement has been executed and delivered in Los Angeles County in the State of California, and its interpretation shall be construed in accordance with the laws of the State of California.';
    const result = await evaluate(signed, demo('NDA', 'Governing Law'));
    expect(result.preferred).not.toMatch(/delivered in (?:New York|the State of New York)/);
    expect(result.preferred).toContain(
      "This Agreement's interpretation shall be construed in accordance with the laws of the State of New York",
    );
    const commonwealth =
      'This Agreement is governed by the internal laws of the Commonwealth of Pennsylvania without giving effect to any conflict of law rule (whether of the Commonwealth of Pennsylvania or any other jurisdiction).';
    const pa = await evaluate(commonwealth, demo('NDA', 'Governing Law'));
    expect(pa.preferred).toContain('the internal laws of the State of New York without giving effect');
    expect(pa.preferred).not.toContain('Commonwealth of New York');
    expect(pa.preferred).not.toMatch(/whether of New York County/i);
  });

  it('a clause stating an unacceptable term is unacceptable even when it meets the acceptable level', async () => {
    const confidentiality = demo('NDA', 'Confidentiality Obligations');
    const result = await evaluate(
      "The Receiving Party shall use the Disclosing Party's Confidential Information only for the Purpose. Nothing restricts the Receiving Party from using Residuals for any purpose.",
      confidentiality,
    );
    expect(result.assessment.level).toBe('unacceptable');
    expect(result.assessment.terms?.find((row) => row.term === 'residuals')).toMatchObject({
      clause: { text: 'Residuals' },
      unacceptable_term: true,
    });
  });

  it('an evergreen renewal ("continue until terminated") is no period longer than the playbook\'s: not unacceptable, and kept', async () => {
    const clause =
      'This Agreement shall be for a term of one year; thereafter, it shall automatically continue until terminated by either party upon not less than thirty (30) days prior written notice to the other party.';
    const result = await evaluateMsa('Term and Termination', clause);
    const renewal = result.assessment.terms?.find((row) => row.key === 'duration:renewal');
    expect(renewal).toMatchObject({ clause: { text: 'until terminated' }, unacceptable_term: false });
    expect(renewal?.met.acceptable).toBeNull();
    expect(result.assessment.reason).not.toContain('renewal term');
    expect(result.preferred.startsWith(clause)).toBe(true);
  });

  it('a jury waiver is unacceptable where the customer alone waives, as the unacceptable level says, not where each party does', async () => {
    const governed = 'This Agreement shall be governed by the laws of the State of New York. ';
    const mutual = await evaluateMsa(
      'Governing Law',
      `${governed}EACH PARTY HEREBY WAIVES ITS RIGHT TO A TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS AGREEMENT.`,
    );
    const jury = (result: typeof mutual) =>
      result.assessment.terms?.find((row) => row.key === 'feature:jury-waiver');
    expect(jury(mutual)?.unacceptable_term).toBe(false);
    expect(mutual.preferred).toContain('EACH PARTY HEREBY WAIVES ITS RIGHT TO A TRIAL BY JURY');
    const oneSided = await evaluateMsa(
      'Governing Law',
      `${governed}Customer waives its right to a jury trial.`,
    );
    expect(jury(oneSided)?.unacceptable_term).toBe(true);
    expect(oneSided.preferred).not.toContain('jury');
  });

  it('reads "exclusive jurisdiction" as the exclusive forum the levels ask, adding no other courts', async () => {
    const clause =
      'This Agreement shall be governed by the laws of the State of New York. Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in New York County, New York.';
    const result = await evaluateMsa('Governing Law', clause);
    expect(result.assessment.terms?.find((row) => row.key === 'feature:exclusive-forum')?.clause?.text).toBe(
      'exclusive jurisdiction',
    );
    expect(result.acceptable).not.toContain('Delaware');
  });

  it('reads a right to terminate for convenience "upon written notice" as notice of no period: kept for the customer, given the period for the supplier', async () => {
    const customers = await evaluateMsa(
      'Term and Termination',
      'Customer may terminate this Agreement for convenience upon written notice to Supplier.',
    );
    expect(
      customers.assessment.terms?.find((row) => row.key === 'duration:notice@customer')?.met.preferred,
    ).toBe(true);
    expect(customers.preferred).not.toContain("thirty (30) days' prior written notice");
    const clause = 'Supplier may terminate this Agreement for convenience upon written notice to Customer.';
    const suppliers = await evaluate(clause, {
      preferred:
        "Supplier may terminate this Agreement for convenience on ninety (90) days' prior written notice.",
      acceptable:
        "Supplier may terminate this Agreement for convenience on sixty (60) days' prior written notice.",
      unacceptable: "Supplier may terminate this Agreement for convenience on ten (10) days' written notice.",
    });
    expect(suppliers.assessment.level).toBe('unacceptable');
    expect(suppliers.preferred).toBe(
      "Supplier may terminate this Agreement for convenience upon ninety (90) days' written notice to Customer.",
    );
  });

  it('gives "promptly return" the level\'s period in its place', async () => {
    const clause =
      'Upon the written request of the Disclosing Party, the Receiving Party shall promptly return or destroy all Confidential Information.';
    const result = await evaluate(clause, demo('NDA', 'Return or Destruction'));
    expect(result.assessment.terms?.find((row) => row.key === 'duration:return')?.clause?.text).toBe(
      'promptly',
    );
    expect(result.preferred).toBe(
      'Upon the written request of the Disclosing Party, the Receiving Party shall within thirty (30) days return or destroy all Confidential Information.',
    );
  });

  it("continues the clause's own sentence with the rest of a guideline sentence that starts with the clause's term", async () => {
    // A playbook whose preferred level wants the agreement to renew by itself (the demo's wants no
    // renewal, so a fixed term needs none).
    const renewing: TGuidelines = {
      preferred:
        'This Agreement has an initial term of one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current term.',
      acceptable:
        'This Agreement has an initial term of one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      unacceptable:
        'This Agreement has an initial term of three (3) years and renews for successive three (3) year terms unless Customer gives notice of non-renewal at least ninety (90) days before the end of the then-current term.',
    };
    const result = await evaluate('This Agreement has an initial term of one (1) year.', renewing);
    expect(result.acceptable).toContain(
      'This Agreement has an initial term of one (1) year and renews for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
    );
    expect(result.acceptable.match(/initial term/g)).toHaveLength(1);
    // Not into a sentence that goes on after the term.
    const goesOn = await evaluate(
      'This Agreement has an initial term of one (1) year and shall not renew.',
      renewing,
    );
    expect(goesOn.acceptable).not.toContain('then-current term and shall not renew');
  });

  it('reads no payment deadline in the guideline\'s "the parties shall work together to resolve it promptly"', async () => {
    const result = await evaluateMsa(
      'Payment Terms',
      'Customer shall pay each undisputed invoice within sixty (60) days after receipt.',
    );
    expect(result.acceptable.startsWith('Customer shall pay')).toBe(true);
  });

  it('writes a period of one month into a notice as "one (1) month\'s written notice"', async () => {
    const result = await evaluate(
      'Supplier may terminate this Agreement for convenience upon written notice.',
      {
        preferred:
          "Supplier may terminate this Agreement for convenience on one (1) month's prior written notice.",
        acceptable:
          "Supplier may terminate this Agreement for convenience on one (1) month's prior written notice.",
        unacceptable:
          "Supplier may terminate this Agreement for convenience on ten (10) days' written notice.",
      },
    );
    expect(result.preferred).toBe(
      "Supplier may terminate this Agreement for convenience upon one (1) month's written notice.",
    );
  });

  it('uncapped liability is not preferred because it shares a period with the guideline', async () => {
    const result = await evaluate(
      "Supplier shall be liable without limit for any loss arising under this Agreement, and Customer's liability shall not exceed the fees paid in the twelve (12) months preceding the claim.",
      MSA_LIABILITY,
    );
    expect(result.assessment.level).toBe('unacceptable');
    expect(
      result.assessment.terms?.find((row) => row.term === 'unlimited liability')?.unacceptable_term,
    ).toBe(true);
  });

  it('gives a term table: what the clause says (quoted with offsets), what each level asks, met or not', async () => {
    const clause =
      'This Agreement continues for one (1) year, unless earlier terminated by either party on sixty (60) days notice.';
    const { assessment } = await evaluate(clause, NDA_TERM);
    const term = assessment.terms?.find((row) => row.term === 'term');
    expect(term).toMatchObject({
      clause: { text: 'one (1) year', start: clause.indexOf('one (1)'), end: clause.indexOf(' year') + 5 },
      preferred: 'at least two (2) years',
      acceptable: 'at least one (1) year',
      met: { preferred: false, acceptable: true },
    });
  });

  it('leaves out of the table a term only the unacceptable level states when the clause is silent on it', async () => {
    const clause =
      "Each party's total liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.";
    const { assessment } = await evaluate(clause, MSA_LIABILITY);
    const rows = assessment.terms ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.clause ?? row.preferred ?? row.acceptable).not.toBeNull();
  });

  it('decides on wording alone, and says so, when no level states a term', async () => {
    const wording: TGuidelines = {
      preferred: 'The Supplier shall keep records of its work.',
      acceptable: 'The Supplier shall keep some records.',
      unacceptable: 'The Supplier keeps no records.',
    };
    const result = await evaluate('The Supplier shall keep records of its work.', wording);
    expect(result.assessment.level).toBe('preferred');
    expect(result.assessment.reason).toContain('wording alone');
  });

  it('is deterministic', async () => {
    const clause = 'Either party may terminate on 90 days notice.';
    expect(await evaluate(clause, NDA_TERM)).toEqual(await evaluate(clause, NDA_TERM));
  });
});

describe('indemnities: an unlimited indemnity and no deadline on our notice are the better terms', () => {
  // The supplier's indemnity for IP, gross negligence and wilful misconduct, silent on any cap or on
  // when the customer must give notice of a claim.
  const uncapped =
    "Supplier shall defend, indemnify and hold harmless Customer from and against all losses arising out of any third-party claim that the Services infringe any intellectual property right or arising from Supplier's gross negligence or willful misconduct. Customer shall give Supplier prompt notice of any such claim.";

  it('meets the acceptable level: its cap and notice deadline are concessions a clause without them is past', async () => {
    const { assessment, acceptable } = await evaluateMsa('Indemnification', uncapped);
    expect(assessment.level, assessment.reason).toBe('acceptable');
    expect(assessment.reason).not.toMatch(/liability cap|notice period|carve-out/);
    // Nothing to concede in the rewrite: no cap, no thirty-day deadline added.
    expect(acceptable).toBe(uncapped);
  });

  it("still asks the cap of a clause that leaves the customer's own indemnity unlimited", async () => {
    const { assessment } = await evaluateMsa(
      'Indemnification',
      "Customer shall defend, indemnify and hold harmless Supplier from and against all losses arising out of Customer's use of the Services.",
    );
    expect(assessment.level).toBe('unacceptable');
    const cap = assessment.terms?.find((row) => row.key === 'cap:fees-multiple');
    expect(cap?.met.acceptable).toBe(false);
  });

  it("reads what an indemnity covers as the indemnitor's: the customer's indemnity for its own negligence is none of the supplier's", async () => {
    const { assessment } = await evaluateMsa(
      'Indemnification',
      "Customer shall defend, indemnify and hold harmless Supplier from and against all losses arising out of any third-party claim arising from Customer's gross negligence or willful misconduct.",
    );
    expect(assessment.reason).toMatch(
      /supplier's indemnity covers IP infringement: the clause does not state it/,
    );
    const grossNegligence = assessment.terms?.find(
      (row) => row.key === 'feature:indemnity-covers:gross-negligence',
    );
    expect(grossNegligence?.clause).toBeNull();
    expect(grossNegligence?.met.acceptable).toBe(false);
  });

  it('still asks the acceptable level of a clause that caps the indemnity or sets a shorter deadline', async () => {
    const capped = await evaluateMsa(
      'Indemnification',
      `${uncapped} Supplier's liability under this Section shall not exceed the fees paid in the three (3) months preceding the claim.`,
    );
    expect(capped.assessment.level).toBe('unacceptable');
    expect(capped.assessment.reason).toMatch(/fees over a period/);
    const deadline = await evaluateMsa(
      'Indemnification',
      uncapped.replace(
        'prompt notice of any such claim',
        'notice of any such claim within five (5) days after receiving it',
      ),
    );
    expect(deadline.assessment.level).toBe('unacceptable');
    expect(deadline.assessment.reason).toMatch(/notice period: the clause says "five \(5\) days"/);
  });
});

describe('who owns the work product', () => {
  it.each([
    'Halden shall own and retain all right, title and interest in and to the Halden User data, and nothing in this Agreement shall confer on Northwind any right, title or interest in the Halden Customer Data.',
    'HALDEN SHALL OWN ALL RIGHT, TITLE AND INTEREST IN THE HALDEN USER DATA, AND NOTHING IN THIS AGREEMENT CONFERS ON NORTHWIND ANY RIGHT IN THE HALDEN CUSTOMER DATA.',
    'Nothing in this Agreement confers on Northwind any right in the Halden Customer Data, all right, title and interest in which Halden retains.',
  ])(
    'writes a party the clause does not name as a role in plain words, though a longer name holds its word ("Halden Customer Data"): "%s"',
    async (clause) => {
      const { preferred } = await evaluateMsa('Intellectual Property', clause);
      expect(preferred.toLowerCase()).toContain('owned exclusively by the customer');
      expect(preferred).not.toMatch(/\b(?:by|for|grants) (?:Customer|User)\b/i);
    },
  );

  it('reads a licence the customer grants as none of the licences the playbook asks of the supplier', async () => {
    const { assessment } = await evaluateMsa(
      'Intellectual Property',
      'Supplier shall assign to Customer all right, title and interest in the Deliverables. Customer hereby grants to Supplier a limited and perpetual right and license to use the Deliverables for research purposes.',
    );
    expect(assessment.terms?.find((row) => row.key.startsWith('duration:license'))).toMatchObject({
      clause: null,
      met: { preferred: false, acceptable: false },
    });
  });

  it('judges an IP clause by who owns what is made, not by a delivery deadline read as a payment period', async () => {
    const ours = await evaluateMsa(
      'Intellectual Property',
      'Upon payment in full, Supplier assigns to Customer all right, title and interest in the Deliverables and grants Customer a perpetual, non-exclusive, royalty-free license to use its pre-existing materials incorporated in them.',
    );
    expect(ours.assessment.level).toBe('acceptable');
    expect(ours.assessment.terms?.find((row) => row.key.startsWith('feature:work-ownership'))).toMatchObject({
      clause: { text: 'assigns to Customer' },
      met: { preferred: true, acceptable: true },
    });
    expect(ours.assessment.reason).not.toMatch(/payment period/);

    const theirs = await evaluateMsa(
      'Intellectual Property',
      'Supplier owns and retains all right, title and interest in the Deliverables and all work product. Supplier grants Customer a non-exclusive license to use the Deliverables during the Term.',
    );
    expect(theirs.assessment.level).toBe('unacceptable');
    expect(theirs.assessment.reason).toContain("supplier's ownership of the work product");
    // The supplier's ownership goes; the licence sentence stays as it is, the customer's ownership added.
    const acceptable = redline(
      'Supplier owns and retains all right, title and interest in the Deliverables and all work product. Supplier grants Customer a non-exclusive license to use the Deliverables during the Term.',
      theirs.acceptable,
    );
    expect(acceptable).toContain(
      '~~Supplier owns and retains all right, title and interest in the Deliverables and all work product. ~~Supplier grants Customer a non-exclusive license to use the Deliverables during the Term.',
    );
    expect(theirs.acceptable).toContain(
      'Supplier assigns to Customer all right, title and interest in the Deliverables',
    );
  });

  it('swaps the owner named after the words that give ownership, as a lawyer marks it up', async () => {
    const clause =
      'Title to all Deliverables shall vest in Supplier, and Supplier grants Customer a perpetual, irrevocable, worldwide license to use them.';
    const result = await evaluateMsa('Intellectual Property', clause);
    expect(redline(clause, result.acceptable)).toBe(
      'Title to all Deliverables shall vest in ~~Supplier~~**Customer**, and Supplier grants Customer a perpetual, irrevocable, worldwide license to use them.',
    );
    // A denied owner is not swapped: "shall not be owned by Customer" is the supplier's ownership read
    // from a denial, whose words name no owner to change.
    const denied = 'The Deliverables shall not be owned by Customer.';
    const kept = await evaluateMsa('Intellectual Property', denied);
    expect(kept.acceptable).not.toContain('not be owned by Supplier');
  });

  it('never strikes the definition of a term the clause goes on to use', async () => {
    const licence =
      ' Supplier grants Customer a non-exclusive license to use the Derived Works during the Term.';
    // The conjunct that gives the work away goes alone; the definition stays for the licence.
    const conjunct = `Any materials developed by either party using the Supplier Platform (collectively, the “Derived Works”) are developed at Supplier's direction, and Customer shall assign to Supplier all right, title and interest in the Derived Works.${licence}`;
    const edited = await evaluateMsa('Intellectual Property', conjunct);
    expect(edited.assessment.level).toBe('unacceptable');
    expect(redline(conjunct, edited.preferred)).toContain(
      "are developed at Supplier's direction~~, and Customer shall assign to Supplier all right, title and interest in the Derived Works~~**. All deliverables",
    );
    // Where the definition and the ownership are one statement whose owner cannot be swapped, the
    // sentence stays and the reviewer is warned that the rewrite still states it.
    const oneStatement = `Supplier retains ownership of all work product developed under this Agreement (collectively, the “Derived Works”).${licence}`;
    const kept = await evaluateMsa('Intellectual Property', oneStatement);
    expect(kept.assessment.level).toBe('unacceptable');
    for (const level of ['preferred', 'acceptable'] as const) {
      expect(kept[level]).toContain(
        'Supplier retains ownership of all work product developed under this Agreement (collectively, the “Derived Works”).',
      );
      expect(kept.warnings?.[level]?.join(' ')).toContain("supplier's ownership of the work product");
    }
  });
});

describe('rule: in a document review, words brought into a clause spell "party" as the contract does', () => {
  const governingLaw = demo('Master Services Agreement', 'Governing Law');
  const rewrite = async (clause: string, partyWord?: 'Party' | 'party') =>
    (
      await builtinEngine.evaluate({
        contractType: 'Master Services Agreement',
        category: 'Governing Law',
        clause,
        guidelines: governingLaw,
        ...(partyWord && { partyWord }),
      })
    ).preferred;

  it.each([
    'This Agreement shall be governed by the laws of the State of Texas.',
    'THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF ENGLAND AND WALES.',
    'This Agreement is governed by the laws of the Province of Ontario.',
  ])('a contract that defines "Party": %s', async (clause) => {
    const text = await rewrite(clause, 'Party');
    expect(text).not.toBe(clause);
    expect(text).not.toMatch(/\b(party|parties)\b/);
  });

  it('a clause that says "party" itself keeps its own spelling, whatever the contract does', async () => {
    const text = await rewrite(
      'This Agreement shall be governed by the laws of the State of Texas, and each party submits to its courts.',
      'Party',
    );
    expect(text).not.toMatch(/\bPart(y|ies)\b/);
  });
});
