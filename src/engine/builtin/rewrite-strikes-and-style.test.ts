import { describe, expect, it } from 'vitest';
import { acceptAll, rejectAll } from '../../shared/redline-markup';
import { redline } from '../redline';
import type { TGuidelines } from '../types';
import { demo, evaluate, evaluateMsa, MSA_LIABILITY, NDA_TERM } from './builtin-test-helpers';

describe("rewrites edit the clause: what is struck or replaced, and the clause's style kept", () => {
  it("ends the clause's last words with a full stop before a sentence it adds", async () => {
    const clause = 'The license granted to the Licensee under this Agreement shall continue perpetually';
    const result = await evaluateMsa('Term and Termination', clause);
    expect(result.preferred).toMatch(
      /^The license granted to the Licensee under this Agreement shall continue perpetually\. Licensee may terminate/,
    );
  });

  it.each([
    // An unknown city is no place read: the words end no sentence and name no term.
    'This Agreement is governed by the laws of the State of Texas, and the courts of Springfield',
    'This Agreement shall be governed by Texas law (without regard to conflicts principles)',
  ])('closes words that end no sentence once, however many sentences it adds: "%s"', async (clause) => {
    const result = await evaluateMsa('Governing Law', clause);
    expect(result.preferred).not.toBe(clause);
    expect(result.preferred).not.toMatch(/[.;:]\s*[.,;]|,\s*[.;:]/);
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
