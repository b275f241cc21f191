import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK } from '../../server/seed/demo-playbook';
import { acceptAll, rejectAll } from '../../shared/redline-markup';
import { EngineError } from '../engine-error';
import { redline } from '../redline';
import { keptShare } from '../terms/check-rewrite';
import type { TEvaluateInput, TGuidelines } from '../types';
import { builtinEngine } from './builtin-engine';
import { draftEvaluation } from './draft-evaluation';
import { FREE_TEXT_NEEDS_AI } from './explicit-edits';

const demo = (contract: string, category: string): TGuidelines => {
  const found = DEMO_PLAYBOOK.find((c) => c.name === contract)?.categories.find((c) => c.name === category);
  if (!found) throw new Error(`no demo guidelines for ${contract} / ${category}`);
  return found.guidelines;
};

const NDA_TERM = demo('NDA', 'Term and Termination');
const MSA_LIABILITY = demo('Master Services Agreement', 'Limitation of Liability');

/**
 * The built-in engine's edits of a clause of a category of the demo Master Services Agreement playbook,
 * as drafted: these tests say how the rewriter edits; src/engine/verify says which edits are shown.
 */
const evaluateMsa = async (category: string, clause: string, parties?: TEvaluateInput['parties']) =>
  draftEvaluation({
    contractType: 'Master Services Agreement',
    category,
    clause,
    guidelines: demo('Master Services Agreement', category),
    ...(parties && { parties }),
  });

const evaluateNda = async (category: string, clause: string, parties?: TEvaluateInput['parties']) =>
  draftEvaluation({
    contractType: 'NDA',
    category,
    clause,
    guidelines: demo('NDA', category),
    ...(parties && { parties }),
  });

const evaluate = async (clause: string, guidelines: TGuidelines) =>
  draftEvaluation({ contractType: 'NDA', category: 'Term and Termination', clause, guidelines });

/** A contract's two parties by invented names (a customer and a supplier), as the document review reads them. */
const namedParties = [
  { name: 'Halden', side: 'customer' },
  { name: 'Northwind', side: 'provider' },
] as const;

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
    'adds only the notice period to a proviso that already lets either party assign to a successor, not a wider exception beside it: "%s"',
    async (clause) => {
      const { acceptable } = await evaluateMsa('Assignment', clause, [...namedParties]);
      expect(acceptable.toLowerCase()).toContain(
        "of the assigning party's business upon fifteen (15) days' prior written notice",
      );
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

  it('changes only the places whose law governs or whose courts sit: not where the contract was signed, nor a commonwealth into one', async () => {
    const signed =
      'This Agreement has been executed and delivered in Los Angeles County in the State of California, and its interpretation shall be construed in accordance with the laws of the State of California.';
    const result = await evaluate(signed, demo('NDA', 'Governing Law'));
    expect(result.preferred).toContain(
      'executed and delivered in Los Angeles County in the State of California, and',
    );
    expect(result.preferred).toContain('in accordance with the laws of the State of New York');
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

describe('rewrites edit the clause', () => {
  it("changes each value that misses the level in place, in the clause's own style", async () => {
    const clause =
      "This Agreement shall continue for one (1) year, unless terminated earlier by either party upon 30 days' written notice. The Receiving Party's obligations shall survive for two (2) years after termination.";
    const result = await evaluate(clause, NDA_TERM);
    expect(redline(clause, result.preferred)).toBe(
      "This Agreement shall continue for ~~one~~**two** (~~1~~**2**) ~~year~~**years**, unless terminated earlier by either party upon 30 days' written notice. The Receiving Party's obligations shall survive for ~~two~~**five** (~~2~~**5**) years after termination.",
    );
    expect(redline(clause, result.acceptable)).toBe(
      "This Agreement shall continue for one (1) year, unless terminated earlier by either party upon 30 days' written notice. The Receiving Party's obligations shall survive for ~~two~~**three** (~~2~~**3**) years after termination.",
    );
  });

  it('reads a period the clause names (the "Warranty Period") by its name, and writes the guideline\'s months, not days', async () => {
    const clause =
      'Supplier warrants that the media will be free from defects in materials and workmanship under normal use for a period of sixty (60) days from the Effective Date (the "Warranty Period").';
    const result = await evaluateMsa('Warranties', clause);
    const period = result.assessment.terms?.find((row) => row.key === 'duration:warranty');
    expect(period?.clause?.text).toBe('sixty (60) days');
    // Twelve months is not 360 days: the value changes in the guideline's own unit.
    expect(redline(clause, result.preferred)).toContain(
      'for a period of ~~sixty~~**twelve** (~~60~~**12**) ~~days~~**months** from the Effective Date',
    );
  });

  it('adds the dependent phrase a guideline states a term in to the sentence of its nearest term, not the whole sentence again', async () => {
    const clause =
      'This Agreement has an initial term of two (2) years and automatically renews for successive three (3) year terms.';
    const result = await evaluateMsa('Term and Termination', clause);
    expect(redline(clause, result.acceptable)).toContain(
      'renews for successive ~~three~~**one** (~~3~~**1**) year terms**, unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
    );
    // The guideline's own initial term does not come in beside the clause's: the clause's is changed in
    // place (two years is longer than the acceptable one, shorter than the unacceptable three).
    expect(result.acceptable.split('initial term')).toHaveLength(2);
    expect(redline(clause, result.acceptable)).toContain('initial term of ~~two~~**one** (~~2~~**1**)');
  });

  it("adds a sentence after the clause's own first paragraph, even one that starts with its number, never after its heading", async () => {
    const clause =
      "9. Termination. Either party may terminate this Agreement for convenience on thirty (30) days' prior written notice.\n\nAll fees are exclusive of VAT.";
    const result = await evaluateMsa('Term and Termination', clause);
    expect(result.preferred).toContain(
      'prior written notice. Either party may terminate for material breach not cured within thirty (30) days after written notice.\n\nAll fees',
    );
    expect(result.preferred.startsWith('9. Termination. Either party')).toBe(true);
  });

  it('adds a condition of a guideline sentence only where it follows the term it qualifies', async () => {
    const guideline =
      'Customer shall pay all undisputed invoices without set-off within sixty (60) days after receipt, and late amounts bear interest at 1% per month.';
    const clause = 'Customer shall pay each invoice. Late amounts bear interest at 1.5% per month.';
    const result = await builtinEngine.evaluate({
      contractType: 'Master Services Agreement',
      category: 'Payment Terms',
      clause,
      guidelines: {
        preferred: guideline,
        acceptable: guideline,
        unacceptable:
          'Customer shall pay within ten (10) days and late amounts bear interest at 2% per month.',
      },
    });
    expect(result.preferred).not.toMatch(/per month, without set-off/);
  });

  it('strikes the interest a clause charges where the preferred position has none, and says "none"', async () => {
    const clause =
      'Customer shall pay each undisputed invoice within sixty (60) days after receipt. Overdue amounts bear interest at the rate of 1% per month.';
    const result = await evaluateMsa('Payment Terms', clause);
    expect(result.assessment.terms?.find((row) => row.key === 'percentage:interest')?.preferred).toBe('none');
    expect(result.preferred).not.toMatch(/1% per month|0% per month/);
    expect(result.preferred).toContain('No late payment charges or interest shall apply.');
    // The acceptable level allows one percent: that rewrite keeps it.
    expect(result.acceptable).toContain('at the rate of 1% per month');
  });

  it('reads a clause silent on interest and price increases as granting none: no concession is added, nor the notice that conditions it', async () => {
    const clause =
      'Supplier shall invoice Customer monthly in arrears and Customer shall pay each undisputed invoice within sixty (60) days after receipt.';
    const result = await evaluateMsa('Payment Terms', clause);
    expect(result.assessment.level).toBe('preferred');
    expect(result.acceptable).toBe(clause);
    expect(result.preferred).toBe(clause);
  });

  it('adds a sentence after a list, never after its introduction or inside an item', async () => {
    const clause = [
      'Upon the termination of this Agreement for any reason, subject to Section 12:',
      '(i) Customer shall pay all fees due as of the date of termination;',
      '(ii) Supplier shall provide transition assistance for up to ninety (90) days at the rates in this Agreement; and',
      "(iii) each party shall return the other party's Confidential Information.",
    ].join('\n\n');
    const result = await evaluateMsa('Term and Termination', clause);
    const added = result.preferred.indexOf('for convenience');
    expect(added).toBeGreaterThan(result.preferred.indexOf("the other party's Confidential Information."));
    // The list itself comes back as it was.
    expect(result.preferred.startsWith(clause)).toBe(true);
  });

  it('keeps a clause that meets the acceptable level as its acceptable rewrite and changes only values for the preferred one', async () => {
    const clause = demo('NDA', 'Term and Termination').acceptable;
    const result = await evaluate(clause, NDA_TERM);
    expect(result.assessment.level).toBe('acceptable');
    expect(result.acceptable).toBe(clause);
    const marked = redline(clause, result.preferred);
    expect(marked.match(/~~[^~]+~~/g)).toEqual([
      '~~one~~',
      '~~1~~',
      '~~year~~',
      '~~sixty~~',
      '~~60~~',
      '~~three~~',
      '~~3~~',
    ]);
    expect(keptShare(clause, result.preferred)).toBeGreaterThan(0.9);
  });

  it('adds the preferred carve-outs to a cap without any, in its own sentence', async () => {
    const clause =
      "Each party's total liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(
      result.preferred.startsWith("Each party's total liability under this Agreement shall not exceed"),
    ).toBe(true);
    expect(result.preferred).toMatch(
      /except for liability arising from a party's .*gross negligence, fraud or willful misconduct/,
    );
    expect(result.preferred).not.toContain('Supplier');
    const after = await evaluate(result.preferred, MSA_LIABILITY);
    expect(after.assessment.level).toBe('preferred');
  });

  it("adds the acceptable level's higher cap for an item as its exception, not as a multiple of the clause's own cap", async () => {
    const clause =
      "Each party's total liability under this Agreement shall not exceed the fees paid in the three (3) months before the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.acceptable).toContain('shall not exceed the fees paid in the six (6) months');
    expect(result.acceptable).toContain(
      // The clause names no supplier: the guideline's "Supplier" goes in as a role in plain words.
      "except that the supplier's liability for breach of its confidentiality or data protection obligations shall not exceed two (2) times that amount",
    );
    const after = await evaluate(result.acceptable, MSA_LIABILITY);
    expect(['acceptable', 'preferred']).toContain(after.assessment.level);
  });

  it('adds a sentence to a clause that is an item of a longer list before the ";" that ends it', async () => {
    const clause =
      'Supplier is not liable to Customer for any indirect, consequential or special loss arising in connection with this Agreement; and';
    const result = await evaluate(clause, MSA_LIABILITY);
    // The carve-out stays with the exclusion it qualifies; the cap follows as a sentence of the item.
    expect(result.preferred).toContain(
      "arising in connection with this Agreement, except for liability arising from indemnification obligations, breach of confidentiality, breach of data protection or security obligations, gross negligence, fraud or willful misconduct. Except for a party's indemnification obligations, breach of its confidentiality or data protection obligations, gross negligence, fraud or willful misconduct, each party's total aggregate liability",
    );
    expect(result.preferred).toMatch(/\(\$1,000,000\); and$/);
  });

  it.each([
    [
      "In no event shall the Reseller's total liability arising out of this Agreement exceed the [*] paid to Northwind pursuant to this Agreement.",
      1,
    ],
    [
      "IN NO EVENT SHALL THE RESELLER'S TOTAL LIABILITY ARISING OUT OF THIS AGREEMENT EXCEED THE [*] PAID TO NORTHWIND PURSUANT TO THIS AGREEMENT.",
      1,
    ],
    [
      "The Reseller's aggregate liability under this Agreement is limited to the [***] paid to Northwind hereunder.",
      0,
    ],
  ])(
    'gives a clause that caps by a measure it cannot bring to the level no second cap, and says the measure is unmet: "%s"',
    async (clause, exceeds) => {
      const result = await evaluate(clause, MSA_LIABILITY);
      expect(result.preferred.match(/shall not exceed|exceed/gi) ?? []).toHaveLength(exceeds);
      expect(result.preferred.toLowerCase()).toContain('except for liability arising from');
      expect(result.warnings?.preferred?.join(' ')).toContain('liability cap');
    },
  );

  it('strikes "There is no cap" where it adds the cap, and adds no carve-out from a cap there is not', async () => {
    const result = await evaluate(
      "There is no cap on either party's liability under this Agreement.",
      MSA_LIABILITY,
    );
    expect(result.preferred).not.toContain('There is no cap');
    // The cap the preferred level adds leaves its excluded claims uncapped, written out, not defined apart.
    expect(result.preferred).toContain(
      "Except for a party's indemnification obligations, breach of its confidentiality or data protection obligations, gross negligence, fraud or willful misconduct, each party's total aggregate liability",
    );
    expect(result.preferred).not.toContain('means');
    expect(result.acceptable).not.toContain('There is no cap');
    // "no cap" for named liabilities is a carve-out: it stays.
    const carveOut =
      "There is no cap on Supplier's liability for its indemnification obligations or for breach of its confidentiality obligations.";
    const capped = await evaluate(
      `Each party's total liability shall not exceed the fees paid in the twelve (12) months preceding the claim. ${carveOut}`,
      MSA_LIABILITY,
    );
    expect(capped.preferred).toContain(carveOut);
  });

  it("adds the fees into the clause's cap, not into a limit per claim", async () => {
    const result = await evaluate(
      "Supplier's liability for any single claim shall not exceed $100,000, and Supplier's total aggregate liability shall not exceed $5m.",
      MSA_LIABILITY,
    );
    expect(result.preferred).toContain('shall not exceed the greater of $5m or the fees paid');
  });

  it('adds carve-outs from the damages waiver after the whole list of damages it waives', async () => {
    const result = await evaluate(
      "Neither party shall be liable for any indirect, incidental or consequential damages, including lost profits. Each party's total liability shall not exceed the fees paid in the twelve (12) months preceding the claim.",
      MSA_LIABILITY,
    );
    expect(result.acceptable).toContain(
      'any indirect, incidental or consequential damages, including lost profits, except for liability arising from',
    );
    // Not past the waiver's sentence, into its parentheses, nor after the cap joined to it by "and".
    const joined = await evaluate(
      "Neither party shall be liable for lost profits or consequential damages (however arising, including negligence) arising out of this Agreement, and each party's total liability shall not exceed the fees paid in the twelve (12) months preceding the claim. c. Proportional liability. Each party's liability is reduced to the extent the other caused the loss.",
      MSA_LIABILITY,
    );
    expect(joined.acceptable).toContain(
      '(however arising, including negligence) arising out of this Agreement, except for liability arising from',
    );
  });

  it('puts "the greater of" before an amount\'s currency words, not inside them', async () => {
    const result = await evaluate(
      "Supplier's total liability under this Agreement shall not exceed U.S. $1,000,000 (one million U.S. dollars).",
      MSA_LIABILITY,
    );
    expect(result.acceptable).toContain(
      'shall not exceed the greater of U.S. $1,000,000 (one million U.S. dollars) or the fees paid',
    );
    // A lower amount changes in its words too, written as the clause writes them.
    const lower = await evaluate(
      "Supplier's total liability shall not exceed U.S. $100,000 (One Hundred Thousand U.S. Dollars).",
      MSA_LIABILITY,
    );
    expect(lower.preferred).toContain(
      'the greater of U.S. $1,000,000 (One Million U.S. Dollars) or the fees',
    );
    const sterling = await evaluate(
      "Supplier's total liability shall not exceed (pounds)100,000 (one hundred thousand pounds sterling).",
      MSA_LIABILITY,
    );
    expect(sterling.preferred).toContain(
      'the greater of (pounds)1,000,000 (one million pounds sterling) or the fees',
    );
  });

  it('takes the fees measure alone into the clause\'s cap whichever comes first in the guideline, and leaves a "lesser of" cap whole', async () => {
    const amountFirst = {
      ...MSA_LIABILITY,
      preferred:
        "Each party's total aggregate liability shall not exceed the greater of one million dollars ($1,000,000) or the fees paid or payable under this Agreement in the twelve (12) months preceding the claim.",
    };
    const result = await evaluate("Supplier's aggregate liability is limited to $5m.", amountFirst);
    expect(result.preferred).toContain(
      'limited to the greater of $5m or the fees paid or payable under this Agreement in the twelve (12) months preceding the claim',
    );
    const lesser = await evaluate(
      "Supplier's total liability shall not exceed the lesser of $5m and the amounts paid hereunder.",
      MSA_LIABILITY,
    );
    expect(lesser.preferred).toContain('the lesser of $5m and the amounts paid hereunder');
    expect(lesser.preferred).not.toContain('greater of');
  });

  it('reads "$5m" as five million, which meets a floor of one million, and adds the fees to the cap the clause has rather than a second cap', async () => {
    const clause =
      "Each party's aggregate liability arising in connection with this Agreement is limited to a maximum of $5m, except for liability arising from a party's indemnification obligations, breach of confidentiality, data protection, gross negligence, fraud or willful misconduct.";
    const result = await evaluate(clause, MSA_LIABILITY);
    const amount = result.assessment.terms?.find((row) => row.key === 'cap:amount');
    expect(amount).toMatchObject({ clause: { text: '$5m' }, met: { preferred: true } });
    expect(result.preferred).toContain(
      'limited to a maximum of the greater of $5m or the fees paid or payable by the customer under this Agreement in the twelve (12) months preceding the event giving rise to the claim, except for',
    );
    expect(result.preferred.match(/liability/gi)).toHaveLength(clause.match(/liability/gi)?.length ?? 0);
    expect(result.acceptable).toContain(
      'limited to a maximum of the greater of $5m or the fees paid or payable by the customer in the six (6) months preceding the event giving rise to the claim',
    );
    const after = await evaluate(result.preferred, MSA_LIABILITY);
    expect(after.assessment.level).toBe('preferred');
  });

  it("adds carve-outs after a whole item of the clause's list, not inside a section title or before the words an item qualifies", async () => {
    const clause =
      'Except for fraud, indemnification claims under Section 5 or breaches of Section 8 (Confidentiality), in no event shall either party be liable for any indirect, incidental, special or consequential damages or lost profits.';
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.preferred).toMatch(/^Except for fraud or [a-z ,]+, indemnification claims under Section 5/);
    expect(result.preferred).toContain('breaches of Section 8 (Confidentiality), in no event');
  });

  it('changes every value of the clause that misses the level, not only the first', async () => {
    const clause =
      'Customer shall pay each invoice within thirty (30) days of receipt. Expenses shall be paid within sixty (60) days, and disputed items within ten (10) days after resolution.';
    const result = await evaluate(clause, demo('Master Services Agreement', 'Payment Terms'));
    expect(result.acceptable).toContain('each invoice within forty-five (45) days');
    expect(result.acceptable).toContain(
      'within sixty (60) days, and disputed items within forty-five (45) days',
    );
    // A clause with one value below the level is below it, whatever its other values.
    const oneShort = await evaluate(
      'Customer shall pay each invoice within sixty (60) days of receipt, and expenses within ten (10) days.',
      demo('Master Services Agreement', 'Payment Terms'),
    );
    const row = oneShort.assessment.terms?.find((r) => r.key === 'duration:payment');
    expect(row?.met.acceptable).toBe(false);
  });

  it.each([
    "EXCEPT FOR LIABILITY ARISING UNDER SECTION 8 OF THIS AGREEMENT, IN NO EVENT SHALL EITHER PARTY'S LIABILITY ARISING OUT OF THIS AGREEMENT EXCEED THE TOTAL AMOUNT ACTUALLY PAID BY HALDEN HEREUNDER DURING THE TWELVE (12) MONTHS IMMEDIATELY PRIOR TO THE FILING OF THE CAUSE OF ACTION.",
    "Except for liability arising under Section 8 of this Agreement, in no event shall either party's liability arising out of this Agreement exceed the total amount actually paid by the Customer hereunder during the twelve (12) months immediately prior to the filing of the cause of action.",
    "Save for liability arising under Clause 8, neither party's total liability arising out of this Agreement shall exceed the total amount paid by the Customer in the twelve (12) months before the claim.",
  ])(
    'adds a carve-out the vocabulary reads from a clause ("cannot be limited") as a thing, by its label, in the clause\'s case: "%s"',
    async (clause) => {
      const result = await evaluate(clause, demo('NDA', 'Limitation of Liability'));
      const carveOut = 'willful misconduct or liability that cannot be limited by law';
      expect(result.preferred).toContain(clause === clause.toUpperCase() ? carveOut.toUpperCase() : carveOut);
    },
  );

  it('adds the carve-outs once, as items of the exception in words a lawyer writes: not again as the guideline sentence that names them', async () => {
    const clause =
      "In no event shall either party's liability under this Agreement exceed the amounts paid in the twelve (12) months preceding the claim. In no event shall either party be liable for any indirect, special or consequential damages.";
    const result = await evaluate(clause, demo('NDA', 'Limitation of Liability'));
    expect(result.preferred).toContain(
      "preceding the claim, except for liability arising from a party's unauthorized use or disclosure of Confidential Information, gross negligence, fraud, willful misconduct or liability that cannot be limited by law.",
    );
    expect(result.preferred).toContain(
      "consequential damages, except for liability arising from a party's breach of confidentiality.",
    );
    expect(result.preferred).not.toMatch(/Nothing in this Agreement|this exclusion shall not apply/);
    // "… shall not apply to a party's fraud, willful misconduct or intentional misappropriation of the
    // other party's Confidential Information": the thing protected is written as its breach.
    expect(result.acceptable).toContain(
      "preceding the claim, except for liability arising from a party's fraud, willful misconduct or breach of confidentiality",
    );
    // "… except for damages arising from a party's willful or grossly negligent disclosure of
    // Confidential Information": a modifier with the act it qualifies, not "… or grossly negligent".
    expect(result.acceptable).toContain(
      "consequential damages, except for liability arising from a party's willful or grossly negligent disclosure of Confidential Information.",
    );
  });

  it('asks no cap of a clause that caps nothing where the preferred level caps nothing either, and adds no item inside a qualified one', async () => {
    const result = await evaluate(
      "In no event shall either party be liable for any indirect, special or consequential damages, except for damages arising from a party's willful or grossly negligent disclosure of Confidential Information.",
      demo('NDA', 'Limitation of Liability'),
    );
    // The acceptable level's "$2,000,000" cap is a concession the uncapped clause is already past.
    expect(result.assessment.level).toBe('acceptable');
    expect(result.acceptable).not.toContain('two million');
    expect(result.preferred).toContain(
      'willful or grossly negligent disclosure of Confidential Information or fraud or liability that cannot be limited by law.',
    );
  });

  it('counts an exception by reference to the indemnification section as the indemnity carve-out: not added a second time', async () => {
    const clause =
      "EXCEPT FOR LIABILITY ARISING UNDER SECTION 8 OF THIS AGREEMENT, IN NO EVENT SHALL EITHER PARTY'S LIABILITY ARISING OUT OF THIS AGREEMENT EXCEED THE TOTAL AMOUNT PAID DURING THE TWELVE (12) MONTHS PRIOR TO THE CLAIM.";
    const result = await builtinEngine.evaluate({
      contractType: 'Master Services Agreement',
      category: 'Limitation of Liability',
      clause,
      guidelines: MSA_LIABILITY,
      sectionTitles: { '8': 'INDEMNIFICATION' },
    });
    expect(result.preferred).toContain(
      'ARISING UNDER SECTION 8 OF THIS AGREEMENT OR BREACH OF CONFIDENTIALITY',
    );
    expect(result.preferred).not.toMatch(/INDEMNIFICATION OBLIGATIONS/);
  });

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

  it("ends the clause's last words with a full stop before a sentence it adds", async () => {
    const clause = 'The license granted to the Licensee under this Agreement shall continue perpetually';
    const result = await evaluateMsa('Term and Termination', clause);
    expect(result.preferred).toMatch(
      /^The license granted to the Licensee under this Agreement shall continue perpetually\. Licensee may terminate/,
    );
  });

  it.each([
    'This Agreement will be in effect for one (1) year from the Effective Date and will automatically renew for successive one (1) year periods unless terminated as provided below.',
    'THIS AGREEMENT WILL BE IN EFFECT FOR ONE (1) YEAR FROM THE EFFECTIVE DATE AND WILL AUTOMATICALLY RENEW FOR SUCCESSIVE ONE (1) YEAR PERIODS UNLESS TERMINATED AS PROVIDED BELOW.',
  ])('joins a second condition to the clause\'s own "unless" with "or": "%s"', async (clause) => {
    const result = await evaluateMsa('Term and Termination', clause);
    expect(redline(clause, result.acceptable).toLowerCase()).toContain(
      'unless terminated as provided below** or either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
    );
  });

  it("sets out no second term beside the clause's own renewal, and says the term is left unmet", async () => {
    const clause =
      'At the end of such initial term, and any renewed term, this Agreement shall automatically renew for an additional one (1) year term, unless a party provides written notice to the other at least six (6) months prior to the end of the initial term.';
    const result = await evaluateMsa('Term and Termination', clause);
    // Not "continues until terminated" beside an automatic renewal, nor a second renewal sentence.
    expect(result.preferred).not.toContain('continues until terminated');
    expect(result.acceptable).not.toContain('initial term of one (1) year');
    expect(redline(clause, result.acceptable)).toContain(
      'at least ~~six~~**sixty** (~~6~~**60**) ~~months~~**days**',
    );
    expect(result.warnings?.preferred).toEqual([
      'term: the rewrite does not state it, the preferred position asks until terminated',
    ]);
    expect(result.warnings?.acceptable).toEqual([
      'term: the rewrite does not state it, the acceptable position asks at most one (1) year',
    ]);
  });

  it.each([
    [
      'The term of this Agreement is twelve (12) months from the date hereof, and will be automatically renewed for one (1) additional twelve month period unless either party notifies the other in writing of its intention not to renew.',
      'Such notice must be given ninety (90) days prior to expiration of the original term.',
    ],
    [
      'This Agreement lasts for twelve (12) months and renews once for a further twelve (12) months unless either party gives written notice that it does not wish to renew.',
      'Such notice shall be given at least ninety (90) days before the initial term ends.',
    ],
    [
      'This Agreement lasts for twelve (12) months and renews once for a further twelve (12) months unless either party gives notice of non-renewal.',
      'That notice must be given ninety (90) days before the term ends.',
    ],
  ])(
    'adds nothing between a sentence and the next that refers back to it ("Such notice …"): "%s"',
    async (renewal, referring) => {
      const result = await evaluateMsa('Term and Termination', `${renewal} ${referring}`);
      const opening = referring.split(' ').slice(0, 3).join(' ');
      expect(result.preferred).toContain(`${renewal} ${opening}`);
      // The playbook's sentences come after the one that refers back, not between the two.
      expect(result.preferred.indexOf(opening)).toBeLessThan(result.preferred.search(/ may terminate/));
    },
  );

  it("strikes the fee a customer's convenience right is paid for, and keeps the right the customer's alone", async () => {
    const clause =
      "Customer may terminate this Agreement for convenience on thirty (30) days' prior written notice, provided that Customer pays an early termination fee equal to all fees that would have been payable for the remainder of the then-current term.";
    const result = await evaluateMsa('Term and Termination', clause);
    expect(result.assessment.reason).toContain('States what the unacceptable position states');
    for (const rewrite of [result.preferred, result.acceptable]) {
      expect(rewrite).toMatch(
        /^Customer may terminate this Agreement for convenience on thirty \(30\) days' prior written notice\./,
      );
      expect(rewrite).not.toContain('early termination fee');
      // One convenience right: the customer's, not a second one nor "Either party may terminate … for convenience".
      expect(rewrite.match(/for convenience/g)).toHaveLength(1);
    }
  });

  it('replaces the words that say a feature is absent ("subject to the posting of a bond") rather than add the opposite beside them', async () => {
    const clause =
      'The Disclosing Party may seek injunctive relief for any breach of this Agreement, subject to the posting of a bond of not less than one hundred thousand dollars ($100,000).';
    const result = await evaluate(clause, demo('NDA', 'Remedies'));
    expect(result.preferred).toContain(
      'for any breach of this Agreement, without the necessity of posting a bond or proving actual damages.',
    );
    expect(result.preferred).not.toContain('subject to the posting of a bond');
    // Made mutual with its article: "Either party may seek", not "The either party".
    expect(result.acceptable).toMatch(/^Either party may seek injunctive relief/);
  });

  it("strikes the supplier's use of the customer's data for any purpose, as the unacceptable level has it", async () => {
    const clause =
      'Supplier shall process Customer Data only to provide the Services. Supplier may use Customer Data, including in aggregated or de-identified form, for any purpose, including training its models.';
    const result = await evaluateMsa('Data Protection', clause);
    expect(result.assessment.reason).toContain('use of the data for any purpose');
    for (const rewrite of [result.preferred, result.acceptable]) {
      expect(rewrite).toMatch(/^Supplier shall process Customer Data only to provide the Services\./);
      expect(rewrite).not.toContain('training its models');
    }
  });

  it("strikes the clause's denial of what an added sentence grants, unless the denial is the other side's", async () => {
    const breach =
      ' Either party may terminate this Agreement for material breach not cured within thirty (30) days after written notice.';
    const denied = `Customer may not terminate this Agreement for convenience.${breach}`;
    const result = await evaluateMsa('Term and Termination', denied);
    expect(redline(denied, result.acceptable)).toContain(
      '~~Customer may not terminate this Agreement for convenience. ~~Either party may terminate',
    );
    expect(result.acceptable).toContain('Customer may terminate for convenience on sixty (60) days');
    const theirs = `Supplier may not terminate this Agreement for convenience.${breach}`;
    expect((await evaluateMsa('Term and Termination', theirs)).acceptable).toContain(
      'Supplier may not terminate this Agreement for convenience.',
    );
  });

  it.each([
    'If any item of Software fails to so perform during its warranty period, as the sole remedy Northwind will at its discretion provide a suitable fix, patch or workaround for the problem.',
    'IF ANY ITEM OF SOFTWARE FAILS TO SO PERFORM DURING ITS WARRANTY PERIOD, AS THE SOLE REMEDY NORTHWIND WILL AT ITS DISCRETION PROVIDE A SUITABLE FIX, PATCH OR WORKAROUND FOR THE PROBLEM.',
    "Should any item of Software fail to perform during its warranty period, the Supplier's sole obligation shall be, at its option, to provide a fix, patch or workaround.",
  ])(
    'replaces whole a clause that shares nothing with the level but the unacceptable position it states: "%s"',
    async (clause) => {
      const result = await evaluateMsa('Warranties', clause);
      // The level's whole text, not the pieces of it the edits would add after striking every word.
      expect(result.acceptable.toLowerCase()).toContain(
        'industry-standard measures to prevent the introduction of malicious code',
      );
      expect(result.preferred).toMatch(
        /and \(d\) (?:the supplier|Supplier) will comply with all applicable laws/i,
      );
    },
  );

  it('changes a term stated as an anniversary by its ordinal', async () => {
    const clause =
      'The initial term of this Agreement shall commence on the Effective Date and end on the fifth anniversary of the Effective Date.';
    const result = await evaluateMsa('Term and Termination', clause);
    expect(redline(clause, result.acceptable)).toContain(
      'end on the ~~fifth~~**first** anniversary of the Effective Date',
    );
  });

  it('strikes the longstop date that would cap a period it lengthens', async () => {
    const clause =
      'Supplier warrants that the Software will perform in substantial accordance with the Documentation for a period of sixty (60) days from delivery, but in no event later than December 31, 2024. If it does not, Supplier shall correct or replace it.';
    const result = await evaluateMsa('Warranties', clause);
    expect(redline(clause, result.acceptable)).toContain(
      'for a period of ~~sixty~~**ninety** (~~60~~**90**) days from delivery~~, but in no event later than December 31, 2024~~. If it does not',
    );
  });

  it("finds an infringement indemnity limited to one country's rights unacceptable and strikes only the country", async () => {
    const clause =
      'Supplier shall defend, indemnify and hold harmless Customer from and against all third party claims arising from any infringement by the Services of any third party U.S. trademark, copyright, or patent.';
    const result = await evaluateMsa('Indemnification', clause);
    expect(result.assessment.level).toBe('unacceptable');
    expect(result.assessment.reason).toContain(
      `States what the unacceptable position states — infringement of one country's rights only: "U.S. trademark"`,
    );
    expect(redline(clause, result.acceptable)).toContain(
      'any third party ~~U.S. ~~trademark, copyright, or patent',
    );
    // The customer's own indemnity so narrowed is no concession of ours.
    const customers =
      'Customer shall defend, indemnify and hold harmless Supplier from and against all third party claims arising from any infringement by materials supplied by or on behalf of Customer of any U.S. patent.';
    const own = await evaluateMsa('Indemnification', customers);
    expect(own.assessment.reason).not.toContain("infringement of one country's rights only");
  });

  it('neither meets nor misses a period whose value the filed copy redacted, and adds none', async () => {
    const clause = 'Customer shall pay each invoice within [***] days after receipt.';
    const result = await evaluateMsa('Payment Terms', clause);
    expect(result.assessment.terms?.find((row) => row.key === 'duration:payment')).toEqual(
      expect.objectContaining({
        clause: expect.objectContaining({ text: '[***] days' }),
        met: { preferred: null, acceptable: null },
      }),
    );
    expect(result.assessment.reason).toContain(
      'Not compared, its value redacted in this copy: payment period ("[***] days")',
    );
    expect(redline(clause, result.acceptable)).not.toContain('~~');
  });

  it('takes a warranty for the duration of the term as longer than any warranty period the playbook asks', async () => {
    const clause =
      "Supplier warrants that for the duration of the Term the Services will conform to the Specifications. If Supplier breaches any warranty, Supplier shall, at Customer's option, promptly correct the nonconformity at no charge or refund the fees paid.";
    const result = await evaluateMsa('Warranties', clause);
    expect(result.assessment.terms?.find((row) => row.key === 'duration:warranty')?.met).toEqual({
      preferred: true,
      acceptable: true,
    });
    expect(redline(clause, result.acceptable)).not.toContain('~~for the duration of the Term~~');
  });

  it('adds a sentence whole when the part that states the term continues its subject ("…, and that the Deliverables will conform…")', async () => {
    const result = await evaluate(
      'Should a Product fail within the warranty period, Vendor shall replace the defective Product at its own cost.',
      demo('Master Services Agreement', 'Warranties'),
    );
    expect(result.acceptable).toContain(
      'warrants that the services will be performed in a professional and workmanlike manner',
    );
    expect(result.acceptable).not.toMatch(/\. That /);
    expect(result.acceptable.split('ninety (90) days after acceptance')).toHaveLength(2);
  });

  it('adds a phrase once when a sentence it adds already says it', async () => {
    const clause =
      'Provider shall not be liable for any amount which in the aggregate exceeds the amount paid to Provider under this Agreement.';
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.acceptable.split('two (2) times that amount')).toHaveLength(2);
  });

  it('sets no higher cap for an item the clause leaves out of its cap altogether', async () => {
    const clause =
      "Except for a party's breach of its confidentiality obligations, each party's total liability shall not exceed the fees paid in the twelve (12) months before the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.acceptable).not.toContain('two (2) times that amount');
    // Without the carve-out, the acceptable level's higher cap goes in.
    const capped = await evaluate(
      clause.replace("Except for a party's breach of its confidentiality obligations, e", 'E'),
      MSA_LIABILITY,
    );
    expect(capped.acceptable).toContain('two (2) times that amount');
  });

  it('leaves a sentence the clause starts in lower case as it is', async () => {
    const clause =
      "eBay shall not be liable for any indirect damages. eBay's total liability shall not exceed the fees paid in the three (3) months before the claim.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.preferred).toMatch(/^eBay shall/);
    expect(result.preferred).toContain(". eBay's total liability");
  });

  it('writes what it adds in capitals inside a sentence the clause writes in capitals', async () => {
    const clause =
      "IN NO EVENT SHALL EACH PARTY'S TOTAL LIABILITY UNDER THIS AGREEMENT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.";
    const result = await evaluate(clause, MSA_LIABILITY);
    expect(result.preferred).toMatch(/EXCEPT FOR LIABILITY ARISING FROM A PARTY'S .*GROSS NEGLIGENCE/);
    expect(result.preferred).toBe(result.preferred.toUpperCase());
  });

  it('strikes what states an unacceptable term', async () => {
    const clause =
      "The Receiving Party shall use the Disclosing Party's Confidential Information only for the Purpose. The Receiving Party may use Residuals, meaning information retained in unaided memory, for any purpose.";
    const result = await evaluate(clause, demo('NDA', 'Confidentiality Obligations'));
    expect(result.acceptable).toBe(
      "The Receiving Party shall use the Disclosing Party's Confidential Information only for the Purpose.",
    );
    expect(redline(clause, result.acceptable)).toContain(
      'Residuals, meaning information retained in unaided memory',
    );
  });

  it('falls back to the guideline text only for a clause that shares no term and little wording, and says so', async () => {
    const result = await evaluate(
      'The Supplier shall deliver the goods to the warehouse every Monday.',
      NDA_TERM,
    );
    // The guideline's own text, its party the clause does not name written as a role in plain words.
    expect(result.preferred).toBe(
      NDA_TERM.preferred.replace("The Receiving Party's", "The receiving party's"),
    );
    // Said beside the rewrite, not in the verdict's reason.
    expect(result.notes?.preferred).toContain(
      'shares no term and little wording with the preferred guideline',
    );
    expect(result.assessment.reason).not.toContain("guideline's own text");
  });

  it("writes the clause's own parties into words it adds from the guideline", async () => {
    const indemnity: TGuidelines = {
      preferred:
        'Supplier shall defend, indemnify and hold harmless Customer against third-party claims alleging infringement.',
      acceptable: 'Supplier shall indemnify Customer against third-party claims alleging infringement.',
      unacceptable: 'Customer shall indemnify Supplier against all claims.',
    };
    const clause = 'Licensor shall indemnify Licensee against third-party claims alleging infringement.';
    const result = await evaluate(clause, indemnity);
    expect(result.preferred).toBe(
      'Licensor shall defend, indemnify and hold harmless Licensee against third-party claims alleging infringement.',
    );
  });

  it('keeps every redline exact: accept-all is the rewrite, reject-all the clause', async () => {
    for (const clause of [
      NDA_TERM.unacceptable,
      MSA_LIABILITY.unacceptable,
      'Either party may terminate on 10 days notice.',
    ]) {
      for (const guidelines of [NDA_TERM, MSA_LIABILITY]) {
        const result = await evaluate(clause, guidelines);
        for (const rewrite of [result.preferred, result.acceptable]) {
          expect(acceptAll(redline(clause, rewrite))).toBe(rewrite);
          expect(rejectAll(redline(clause, rewrite))).toBe(clause);
        }
      }
    }
  });
});

describe('built-in engine: refine', () => {
  const clause = 'Either party may terminate upon 30 days notice.';
  const refine = (current: string, feedback: string) =>
    builtinEngine.refine({
      contractType: 'MSA',
      category: 'Term and Termination',
      clause: current,
      guidelines: NDA_TERM,
      level: 'preferred',
      current,
      feedback,
    });

  it.each([
    ['replace "30 days" with "45 days"', 'Either party may terminate upon 45 days notice.'],
    ["change '30' to '15'", 'Either party may terminate upon 15 days notice.'],
    ['delete "Either party may "', 'terminate upon 30 days notice.'],
    ['insert "written" after "30 days"', 'Either party may terminate upon 30 days written notice.'],
    ['insert "prior" before "notice"', 'Either party may terminate upon 30 days prior notice.'],
    [
      'append "Notice must be in writing."',
      'Either party may terminate upon 30 days notice. Notice must be in writing.',
    ],
    [
      'replace “30” with “60”; insert "written" after "days"',
      'Either party may terminate upon 60 days written notice.',
    ],
  ])('applies %s', async (feedback, expected) => {
    expect((await refine(clause, feedback)).clause).toBe(expected);
  });

  it('says when the text to change is not in the clause', async () => {
    await expect(refine(clause, 'replace "90 days" with "45 days"')).rejects.toThrow(
      'Could not find "90 days" in the clause.',
    );
  });

  it('explains that free-text instructions need an AI provider', async () => {
    const attempt = refine(clause, 'make it friendlier to us');
    await expect(attempt).rejects.toBeInstanceOf(EngineError);
    await expect(attempt).rejects.toThrow(FREE_TEXT_NEEDS_AI);
  });
});
