import { describe, expect, it } from 'vitest';
import { redline } from '../redline';
import { keptShare } from '../terms/check-rewrite';
import { builtinEngine } from './builtin-engine';
import { demo, evaluate, evaluateMsa, evaluateNda, MSA_LIABILITY, NDA_TERM } from './builtin-test-helpers';

/** What the engine shows for a clause tested under the demo MSA's Limitation of Liability. */
const shownUnderMsaLiability = (clause: string) =>
  builtinEngine.evaluate({
    contractType: 'Master Services Agreement',
    category: 'Limitation of Liability',
    clause,
    guidelines: MSA_LIABILITY,
  });

describe('rewrites edit the clause: values in place, where a sentence goes, caps and carve-outs', () => {
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

  // A number written in digits then words ("24 (twenty four) months") is one number: an edit changes
  // digits, words and unit together, never the words alone ("24 (sixty) days").
  it.each([
    ['within 90 (ninety) days after', 'within 30 (thirty) days after', 'within 45 (forty-five) days after'],
    ['within 60 (Sixty) days after', 'within 30 (Thirty) days after', 'within 45 (Forty-five) days after'],
    [
      'within 24 (twenty four) months after',
      'within 30 (thirty) days after',
      'within 45 (forty-five) days after',
    ],
    ['within 3 (three) months after', 'within 30 (thirty) days after', 'within 45 (forty-five) days after'],
    [
      'within 120 (one hundred twenty) days after',
      'within 30 (thirty) days after',
      'within 45 (forty-five) days after',
    ],
  ])('changes "%s" as one number, digits and words alike', async (period, preferred, acceptable) => {
    const clause = `The Receiving Party shall return or destroy all Confidential Information of the Disclosing Party ${period} the Disclosing Party's written request.`;
    const result = await evaluateNda('Return or Destruction', clause);
    expect(
      result.assessment.terms?.some((row) =>
        row.clause?.text?.startsWith(period.split(' ').slice(1, 3).join(' ')),
      ),
    ).toBe(true);
    expect(result.preferred).toContain(preferred);
    expect(result.acceptable).toContain(acceptable);
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

  it.each([
    'Supplier is not liable to Customer for any indirect, consequential or special loss arising in connection with this Agreement; and',
    'IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES.',
  ])(
    'creates no cap where the clause waives damages and caps none, and adds the carve-outs: "%s"',
    async (clause) => {
      const shown = await shownUnderMsaLiability(clause);
      for (const level of ['preferred', 'acceptable'] as const) {
        expect(shown[level]).not.toMatch(/total aggregate liability|shall not exceed/i);
        expect(shown.status?.[level]).toBe('edited');
        expect(shown[level]).toMatch(/except for liability arising from indemnification obligations/i);
      }
    },
  );

  it('leaves a clause that says there is no cap to the lawyer, creating none', async () => {
    const clause = "There is no cap on either party's liability under this Agreement.";
    const draft = await evaluate(clause, MSA_LIABILITY);
    const shown = await shownUnderMsaLiability(clause);
    for (const level of ['preferred', 'acceptable'] as const) {
      expect(draft[level]).not.toMatch(/total aggregate liability/i);
      expect(shown.status?.[level]).toBe('needs_judgment');
      expect(shown[level]).toBe(clause);
    }
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

  it('keeps "no cap" for named liabilities beside a cap the clause sets: it is a carve-out', async () => {
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
    // An amount in pounds is not measured against the playbook's dollars, nor raised to their figure:
    // amounts compare and change only within one currency.
    expect(sterling.preferred).toContain(
      'the greater of (pounds)100,000 (one hundred thousand pounds sterling) or the fees',
    );
    expect(sterling.preferred).not.toContain('1,000,000');
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
});

describe('rule: a one-sided negation made mutual says "neither party", whatever its verb', () => {
  it.each([
    [
      'Supplier is not liable to Customer for any indirect or consequential loss.',
      /^Neither party is liable to the other party/,
    ],
    [
      'SUPPLIER SHALL NOT BE LIABLE TO CUSTOMER FOR ANY CONSEQUENTIAL DAMAGES.',
      /^NEITHER PARTY SHALL BE LIABLE/,
    ],
    [
      'Supplier will not be liable for lost profits or consequential damages.',
      /^Neither party will be liable/,
    ],
  ])('%s', async (clause, opening) => {
    const shown = await shownUnderMsaLiability(clause);
    expect(shown.status?.acceptable).toBe('edited');
    expect(shown.acceptable).toMatch(opening);
    expect(shown.acceptable).not.toMatch(/\b(each|either) party (is|shall|will) not\b/i);
  });
});

describe('rule: carve-outs join only a list an exception opens, and never a phrase closed by a clause of its own', () => {
  const rewrite = async (clause: string) => (await shownUnderMsaLiability(clause)).preferred;

  it.each([
    'TO THE MAXIMUM EXTENT PERMITTED BY LAW AND NOTWITHSTANDING ANYTHING TO THE CONTRARY, NEITHER PARTY WILL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
    'To the maximum extent permitted by law, and notwithstanding any other provision, neither party shall be liable for any indirect or consequential loss.',
    'Neither party shall be liable for consequential damages, whether in contract, tort, indemnity or contribution.',
  ])('no list to join, so a new exception: %s', async (clause) => {
    const text = await rewrite(clause);
    expect(text).not.toMatch(/\b(contrary|provision|contribution) or (indemnification|breach)/i);
  });

  it.each([
    'Neither party shall be liable for consequential damages, other than damages caused by the wilful acts of any person for whom the party may be vicariously liable.',
    'Neither party shall be liable for consequential damages, other than for infringement claims as discussed in Section 9.',
  ])('a closed phrase takes no items after it: %s', async (clause) => {
    const text = await rewrite(clause);
    expect(text).not.toMatch(/(vicariously liable|Section 9) or /i);
  });
});
