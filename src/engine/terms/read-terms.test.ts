import { describe, expect, it } from 'vitest';
import { readNumbers, writeNumberLike } from './read-numbers';
import { days, find, terms } from './read-terms-test-helpers';
import { tokenise } from './text-tokens';

describe('reading values in words and digits', () => {
  it.each([
    ['thirty (30) days', 30],
    ['30 days', 30],
    ['thirty days', 30],
    ['one (1) month', 30],
    ['a 30-day period', 30],
    ['forty-five (45) days', 45],
    ['one hundred twenty (120) days', 120],
    ['twelve (12) months', 360],
    ['one year', 360],
    ['two (2) years', 720],
    ['5 business days', 7],
    ['one and one-half (1.5) years', 540],
    ['two and a half years', 900],
  ])('"%s" is %i days', (written, expected) => {
    const [term] = terms(`Either party may terminate this Agreement on ${written} written notice.`).filter(
      (t) => t.kind === 'duration',
    );
    expect(days(term)).toBeCloseTo(expected);
  });

  it('quotes each value with its offsets in the text', () => {
    const text = 'This Agreement continues for two (2) years.';
    const [term] = terms(text);
    expect(term?.quote).toEqual({
      text: 'two (2) years',
      start: text.indexOf('two'),
      end: text.indexOf('.'),
    });
  });

  it.each([
    ['$5m', 5_000_000],
    ['USD 2.5bn', 2_500_000_000],
    ['$500k', 500_000],
    ['$10mm', 10_000_000],
    ['$2.5 million', 2_500_000],
  ])('reads the cap "%s" as %i', (written, value) => {
    const [cap] = find(`Supplier's total liability is limited to a maximum of ${written}.`, 'cap:amount');
    expect(cap).toMatchObject({ value, quote: { text: written } });
  });

  it('reads a right to terminate at will "upon written notice" as a notice of no period, and a right for cause not', () => {
    const [atWill] = find(
      'Customer may terminate this Agreement for convenience upon written notice to Supplier.',
      'duration:notice',
    );
    expect(atWill).toMatchObject({ days: 0, actor: 'customer', quote: { text: 'upon written notice' } });
    expect(
      find(
        'Supplier may terminate this Agreement upon written notice if Customer fails to pay.',
        'duration:notice',
      ),
    ).toEqual([]);
    // "at any time" with a cause is a right for cause; a period that delays the termination is no notice of none.
    expect(
      find(
        'Customer may terminate this Agreement at any time upon written notice if Supplier materially breaches this Agreement.',
        'duration:notice',
      ),
    ).toEqual([]);
    expect(
      find(
        'Customer may terminate this Agreement for convenience upon written notice, such termination to be effective ninety (90) days after receipt of the notice.',
        'duration:notice',
      ).map(days),
    ).not.toContain(0);
    // A period that is not the notice's delay leaves the notice of none.
    expect(
      find(
        'Customer may terminate this Agreement for convenience upon written notice at any time after the first twelve (12) months of the Term.',
        'duration:notice',
      ).map(days),
    ).toEqual([0]);
    // A stated period is the notice; the words around it are no second one.
    expect(
      find(
        'Either party may terminate at any time upon thirty (30) days written notice.',
        'duration:notice',
      ).map(days),
    ).toEqual([30]);
  });

  it.each([
    'Northwind shall, but not earlier than twenty (20) Business Days after the later of termination of this Agreement or the Transition-out Period, destroy any copies of the End User Data.',
    'Not earlier than thirty (30) days after the end of the Transition Period, the Supplier shall destroy all copies of the Customer Data.',
    'The Supplier shall destroy the Customer Data no sooner than ten (10) Business Days after the Transition Period ends.',
    'NORTHWIND SHALL, BUT NOT EARLIER THAN TWENTY (20) BUSINESS DAYS AFTER THE TRANSITION PERIOD, DESTROY ANY COPIES OF THE END USER DATA.',
    'The Supplier shall, not earlier than twenty (20) working days after the Transition Period, destroy the Customer Data, save where the law requires otherwise.',
    'The Supplier shall, but not earlier than twenty (20) days after the Transition Period, (a) destroy the Customer Data and (b) certify its destruction, provided that the Customer has paid all fees.',
  ])('does not take the point a period runs from for its purpose: "%s"', (text) => {
    expect(find(text, 'duration:transition')).toEqual([]);
  });

  it('still takes a point that is the anchor of its role (survival runs from termination)', () => {
    // A point that tells the role (an anchor of it) still does: survival runs from termination.
    expect(
      find(
        'The obligations of confidentiality survive for five (5) years after termination.',
        'duration:survival',
      ).map(days),
    ).toEqual([1800]);
  });

  it.each([
    // A deadline that opens its sentence is its action's, past the commas of the opening phrase.
    [
      "Within thirty (30) days after the Disclosing Party's written request, or after expiration of this Agreement, the Receiving Party shall return all Confidential Information.",
      'duration:return',
      30,
    ],
    [
      'For a period of twelve (12) months following the Effective Date, Supplier warrants that the Services will conform.',
      'duration:warranty',
      360,
    ],
    [
      'Within sixty (60) days after receipt of a correct invoice, Customer shall pay all undisputed amounts.',
      'duration:payment',
      60,
    ],
    // A notice is what a period runs from, not what it is for.
    [
      'If Supplier fails to cure a material breach within thirty (30) days after notice, Customer may terminate.',
      'duration:cure',
      30,
    ],
    // The narrower role takes the place of the broader.
    [
      'Supplier shall notify Customer within twenty-four (24) hours of any security breach.',
      'duration:incident-notice',
      1,
    ],
    [
      'Supplier shall notify Customer within seventy-two (72) hours after becoming aware of a Security Incident.',
      'duration:incident-notice',
      3,
    ],
    [
      "The Company may terminate if Consultant's breach continues for twenty (20) days after notice.",
      'duration:cure',
      20,
    ],
  ])('reads the purpose of a period by its sentence: %s', (text, key, value) => {
    expect(find(text, key).map(days)).toEqual([value]);
  });

  it("reads an opening deadline's purpose only from its main clause's verb", () => {
    const text =
      'Within five (5) business days after the end of each month, Supplier shall deliver a service level report, and any service credits shall be applied against the next invoice.';
    expect(terms(text).filter((t) => t.kind === 'duration')).toEqual([]);
  });

  it('reads "promptly" as a deadline of no measurable period, and "immediately" as one of no time', () => {
    // "the immediately preceding year", "immediately due and payable": no deadline to hold to a period.
    expect(find('Customer shall pay all amounts immediately due and payable.', 'duration:payment')).toEqual(
      [],
    );
    const [promptly] = find(
      'The Receiving Party shall promptly return or destroy all Confidential Information.',
      'duration:return',
    );
    expect(promptly).toMatchObject({ unmeasured: true, quote: { text: 'promptly' } });
    // Not where the part states the period in numbers, nor for a role that is no deadline.
    expect(
      find('Customer shall promptly pay each invoice within thirty (30) days.', 'duration:payment').map(days),
    ).toEqual([30]);
    expect(
      terms('Supplier shall promptly perform the Services.').filter((t) => t.kind === 'duration'),
    ).toEqual([]);
    // Only next to the verb it qualifies: "promptly notify …, and upon request shall return" is no return period.
    expect(
      find(
        'The Receiving Party shall promptly notify the Disclosing Party of any legal demand, and upon request shall return all Confidential Information.',
        'duration:return',
      ),
    ).toEqual([]);
  });

  it.each([
    'Northwind shall notify Halden immediately in the event Northwind believes that User Data has been accessed by an unauthorized individual, and shall cooperate in the response to any security breach.',
    'THE SUPPLIER SHALL NOTIFY THE CUSTOMER IMMEDIATELY OF ANY SECURITY BREACH AFFECTING CUSTOMER DATA.',
    'The Supplier shall notify the Customer immediately of any Security Incident, provided that the notice need not include information the Supplier does not yet hold.',
  ])(
    'reads "immediately" after the verb it times and its object, of a security breach the part names: "%s"',
    (text) => {
      const [notice] = find(text, 'duration:incident-notice');
      expect(notice).toMatchObject({ days: 0, quote: { text: expect.stringMatching(/^immediately$/i) } });
      expect(notice).not.toHaveProperty('unmeasured');
    },
  );

  it('reads "immediately" of a payment as a payment period of none, and no notice without a breach or a deadline', () => {
    expect(
      find('Customer shall pay each invoice immediately upon receipt.', 'duration:payment').map(days),
    ).toEqual([0]);
    // Not an incident notice without a breach, nor "terminate … immediately" (no deadline role).
    expect(
      find('Supplier shall notify Customer immediately of any change.', 'duration:incident-notice'),
    ).toEqual([]);
    expect(
      terms('Either party may terminate this Agreement immediately upon written notice.').filter(
        (t) => t.kind === 'duration' && t.quote.text === 'immediately',
      ),
    ).toEqual([]);
  });

  it("reads a deadline ahead of its sentence's main clause by that clause's action, not its conditions' words", () => {
    expect(
      find(
        'Upon any termination of this Agreement or, in the event of any Wind Down Period, upon the expiration of such period, and within fifteen (15) days after request, each receiving party will return the Confidential Information of the other or destroy it.',
        'duration:return',
      ).map(days),
    ).toEqual([15]);
    expect(
      terms('Each receiving party will return the Confidential Information of the other or destroy it.').map(
        (t) => t.key,
      ),
    ).toContain('feature:return-or-destroy');
  });

  it.each([
    'License fees: Year 1 [*] Year 2-5, and beyond: [*]. Halden shall pay within thirty (30) days.',
    'Licence fees: Year 1 [***]; Years 2 to 5: [***]. The Customer shall pay each invoice within thirty (30) days.',
    'LICENSE FEES: YEAR 1 [*] YEAR 2-5 [*]. CUSTOMER SHALL PAY WITHIN THIRTY (30) DAYS.',
    'The annual fee is (a) Year 1: [*]; (b) Year 2: [*]; and (c) thereafter: [*], provided that the Customer pays within thirty (30) days of invoice.',
  ])('reads no period where a redaction stands between the number and the unit: "%s"', (text) => {
    expect(
      terms(text)
        .filter((t) => t.kind === 'duration')
        .map(days),
    ).toEqual([30]);
  });

  it('reads a redacted period or rate as stated, of no value ("within [***] days", "[***] per month")', () => {
    const read = terms(
      'Payments will be due within [***] days after the end of the quarter, and any late payment will accrue a late payment fee of [***] per month.',
    );
    expect(
      read.flatMap((t) =>
        t.kind === 'duration' || t.kind === 'percentage' ? [[t.key, t.quote.text, t.redacted]] : [],
      ),
    ).toEqual([
      ['percentage:interest', '[***] per month', true],
      ['duration:payment', '[***] days', true],
    ]);
  });

  it('reads "each receiving party" as binding both parties', () => {
    expect(
      terms(
        'Upon termination, each receiving party will return the Confidential Information of the other within fifteen (15) days.',
      ).map((t) => t.key),
    ).toContain('who:mutual');
  });

  it('reads "until terminated" as an open-ended term, unlike "perpetual"', () => {
    const [evergreen] = find(
      'Thereafter it shall continue until terminated by either party.',
      'duration:renewal',
    );
    expect(evergreen).toMatchObject({ days: Number.POSITIVE_INFINITY, untilTerminated: true });
    const [perpetual] = find('This Agreement shall continue in perpetuity.', 'duration:term');
    expect(perpetual).toMatchObject({ days: Number.POSITIVE_INFINITY });
    expect(perpetual).not.toHaveProperty('untilTerminated');
    // Open-ended but ended by termination: until terminated. A perpetual licence stays perpetual.
    const [open] = find(
      'This Agreement shall continue in perpetuity, unless terminated earlier in accordance with its provisions.',
      'duration:term',
    );
    expect(open).toMatchObject({ untilTerminated: true });
    const [licence] = find(
      'Licensor grants Licensee a perpetual license, unless this Agreement is terminated earlier.',
      'duration:license',
    );
    expect(licence).toMatchObject({ days: Number.POSITIVE_INFINITY });
    expect(licence).not.toHaveProperty('untilTerminated');
  });

  it('reads a duty to hold information in confidence "permanently" as endless, not every "permanently"', () => {
    const [forever] = find(
      'Each party agrees to permanently hold, and cause its personnel to hold, all Confidential Information of the other party in strict confidence.',
      'duration:survival',
    );
    expect(forever).toMatchObject({ days: Number.POSITIVE_INFINITY, quote: { text: 'permanently hold' } });
    expect(terms('Supplier may permanently remove any content that violates this Agreement.')).toEqual([]);
  });

  it('reads an ordinal before an anniversary as years, and no other ordinal as a number', () => {
    const years = (text: string) =>
      find(text, 'duration:term').map((t) => (t.kind === 'duration' ? t.days / 360 : 0));
    expect(
      years(
        'This Agreement shall continue until the twentieth (20th) anniversary of the Effective Date, unless terminated earlier.',
      ),
    ).toEqual([20]);
    expect(years('The initial term shall end on the fifth anniversary of the Effective Date.')).toEqual([5]);
    expect(years('The initial term shall end on the 3rd anniversary of the Effective Date.')).toEqual([3]);
    // A date after which something may happen is no period.
    for (const text of [
      'NORTHWIND may, at any time after the third anniversary of the Effective Date, terminate this Agreement upon not less than one hundred and eighty (180) days prior written notice.',
      'At any time after the third anniversary of the Effective Date, the Supplier may terminate this Agreement upon one hundred and eighty (180) days prior written notice.',
      'After the third anniversary of the Commencement Date the Supplier may terminate this Agreement on one hundred and eighty (180) days prior written notice, provided that no Order is then outstanding.',
    ]) {
      expect(terms(text).flatMap((t) => (t.kind === 'duration' ? [[t.key, t.quote.text]] : []))).toEqual([
        ['duration:notice', 'one hundred and eighty (180) days'],
      ]);
    }
    expect(readNumbers(tokenise('during the first year, a third party may audit'))).toMatchObject([
      { style: 'one-word', value: 1 },
    ]);
    const [fifth] = readNumbers(tokenise('the twenty-fifth (25th) anniversary'));
    expect(
      fifth && [writeNumberLike(fifth, 1), writeNumberLike(fifth, 12), writeNumberLike(fifth, 23)],
    ).toEqual(['first (1st)', 'twelfth (12th)', 'twenty-third (23rd)']);
    expect(fifth && writeNumberLike(fifth, 60)).toBe('sixtieth (60th)');
  });

  it.each([
    ['the twenty-fifth anniversary', 25],
    ['the Twenty Fifth Anniversary', 25],
    ['THE THIRTY-FIRST ANNIVERSARY', 31],
    ['the fortieth anniversary', 40],
    ['the ninth (9th) anniversary', 9],
  ])('reads an ordinal in words, hyphenated or not, before an anniversary: %s', (text, value) => {
    expect(readNumbers(tokenise(text))).toMatchObject([{ value }]);
  });

  it('reads "5m" as a scale only after a currency: "5m" alone may be metres', () => {
    const numbers = readNumbers(tokenise('the cable of 5m'));
    expect(numbers).toMatchObject([{ value: 5, end: 'the cable of 5'.length }]);
  });

  it('reads caps as amounts, multiples of fees and fees over a period', () => {
    const text =
      "Each party's total liability shall not exceed the greater of the fees paid in the twelve (12) months preceding the claim or one million dollars ($1,000,000). Supplier's liability for data breaches shall not exceed two (2) times the fees paid.";
    const caps = terms(text).filter((t) => t.kind === 'cap');
    expect(caps.map((t) => [t.key, t.kind === 'cap' ? t.value : 0])).toEqual([
      ['cap:fees-period', 12],
      ['cap:amount', 1_000_000],
      ['cap:fees-multiple', 2],
    ]);
  });

  it('reads an amount with all its currency words: "U.S. $1,000,000 (one million U.S. dollars)", "(pounds)500,000"', () => {
    const quoted = (text: string) =>
      terms(text)
        .filter((t) => t.kind === 'cap')
        .map((t) => [t.quote.text, t.kind === 'cap' ? t.value : 0]);
    expect(
      quoted("Supplier's total liability shall not exceed U.S. $1,000,000 (one million U.S. dollars)."),
    ).toEqual([['U.S. $1,000,000 (one million U.S. dollars)', 1_000_000]]);
    expect(quoted("In no event shall Supplier's aggregate liability exceed (pounds)500,000.")).toEqual([
      ['(pounds)500,000', 500_000],
    ]);
    expect(quoted("Supplier's aggregate liability shall not exceed $200,000 (see Schedule 2).")).toEqual([
      ['$200,000', 200_000],
    ]);
  });

  it("reads a value an exception sets for one item as a higher cap, not the clause's own cap", () => {
    const caps = terms(
      "Each party's liability shall not exceed the fees paid in the six (6) months before the claim, except that liability for breach of confidentiality shall not exceed two (2) times that amount.",
    ).filter((t) => t.kind === 'cap');
    expect(caps.map((t) => [t.key, t.label])).toEqual([
      ['cap:fees-period', 'liability cap (fees over a period)'],
      ['higher-cap:fees-multiple', 'higher cap for an item (multiple of fees)'],
    ]);
  });

  it('reads percentages with what they are about', () => {
    expect(find('Late payments bear interest at 1.5% per month.', 'percentage:interest')).toHaveLength(1);
    // The same rate restated in parentheses is one rate, not a second (and higher) one to compare.
    const restated = find(
      'Overdue amounts bear interest at the rate of 1% per month, compounded monthly (12.68% per annum).',
      'percentage:interest',
    );
    expect(restated.map((term) => term.quote.text)).toEqual(['1%']);
    // "No … interest shall apply" states a rate of none.
    const none = find('No late payment charges or interest shall apply.', 'percentage:interest');
    expect(none.map((term) => [term.quote.text, term.kind === 'percentage' && term.value])).toEqual([
      ['No late payment charges or interest', 0],
    ]);
    // Of a refund or a deposit, "without interest" says nothing of late payment.
    expect(find('Prepaid fees shall be refunded without interest.', 'percentage:interest')).toEqual([]);
  });

  it('reads "no more than" as a bound and a comparison by the value after it', () => {
    // The cap on a price increase is the increase's, not a threshold, whatever "at least" follows it.
    const increase =
      "Fees may be increased no more than once in any twelve (12) month period, by no more than three percent (3%), on at least ninety (90) days' prior written notice.";
    expect(find(increase, 'percentage:increase')).toHaveLength(1);
    expect(find(increase, 'percentage:threshold')).toEqual([]);
    // An audit's underpayment threshold stays one.
    for (const text of [
      'If any inspection reveals an underpayment of more than five percent (5%), Halden shall pay its costs.',
      'The Customer shall bear the cost of the audit if it reveals an underpayment of more than five percent (5%).',
      'IF ANY AUDIT REVEALS AN UNDERPAYMENT OF MORE THAN FIVE PERCENT (5%), THE LICENSEE SHALL PAY ITS COSTS.',
      'Where an inspection reveals an underpayment of more than five per cent (5%), the Customer shall reimburse the reasonable costs of the inspection.',
    ]) {
      expect(find(text, 'percentage:threshold')).toHaveLength(1);
    }
  });
});

describe('roles of durations', () => {
  it.each([
    ['This Agreement shall continue for two (2) years from the Effective Date.', 'duration:term'],
    [
      'Either party may terminate this Agreement upon thirty (30) days prior written notice.',
      'duration:notice',
    ],
    ['The breaching party shall have thirty (30) days to cure the breach.', 'duration:cure'],
    ['This Agreement shall automatically renew for successive one (1) year periods.', 'duration:renewal'],
    [
      'The obligations of confidentiality shall survive for five (5) years after termination.',
      'duration:survival',
    ],
    ['Customer shall pay each invoice within forty-five (45) days of receipt.', 'duration:payment'],
    ['Supplier warrants the Products against defects for twelve (12) months.', 'duration:warranty'],
    [
      'This Agreement renews automatically unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.',
      'duration:non-renewal-notice',
    ],
    [
      'The parties shall first attempt to resolve any dispute through good-faith negotiation for fifteen (15) days.',
      'duration:dispute-resolution',
    ],
    // Notice a time before the term ends is notice not to go on past it.
    [
      'Either party may give written notice of termination no later than ninety (90) calendar days prior to the expiration of the relevant Term.',
      'duration:non-renewal-notice',
    ],
    // How long a force majeure may last is no notice, nor the term the word "continues" would make it.
    [
      'If any such circumstance persists for longer than ninety (90) days, Customer may terminate this Agreement immediately upon written notice.',
      'duration:force-majeure',
    ],
    [
      'If a Force Majeure Event continues for more than sixty (60) days, either party may terminate this Agreement.',
      'duration:force-majeure',
    ],
    [
      "Either party may terminate if the other party's breach continues for more than thirty (30) days.",
      'duration:cure',
    ],
    // "the remainder of the then-current term" is what is left of it: no renewal words.
    [
      "Customer may terminate for convenience on thirty (30) days' prior written notice, provided that Customer pays the fees for the remainder of the then-current term.",
      'duration:notice',
    ],
    // A deadline joined to an opening phrase is still the main clause's.
    [
      'Upon any termination of this Agreement, and within fifteen (15) days after request by the disclosing party, each receiving party will return the Confidential Information.',
      'duration:return',
    ],
    // A lead time before an event is no renewal term, however near the renewal words.
    [
      'It renews unless either party gives notice of non-renewal at least one hundred eighty (180) days prior to the beginning of any Renewal Term.',
      'duration:non-renewal-notice',
    ],
  ])('%s → %s', (text, key) => {
    expect(
      terms(text)
        .filter((t) => t.kind === 'duration')
        .map((t) => t.key),
    ).toContain(key);
  });

  it.each([
    // A deadline runs from termination; the period is the action's, not a survival period.
    [
      "Each party shall return or destroy the other party's Confidential Information within sixty (60) days after termination.",
      ['duration:return'],
    ],
    // "Obligations continue" is how long they survive, not the agreement's term.
    [
      'These obligations continue for three (3) years after termination or expiration of this Agreement.',
      ['duration:survival'],
    ],
    [
      "Supplier's confidentiality obligations expire one (1) year after the date of disclosure.",
      ['duration:survival'],
    ],
    [
      "Supplier shall notify Customer of any Security Incident without undue delay and in any event within seventy-two (72) hours after discovery. Supplier may engage subprocessors on fourteen (14) days' prior notice.",
      ['duration:incident-notice', 'duration:notice'],
    ],
    [
      "At Customer's request, Supplier shall provide transition assistance for up to ninety (90) days.",
      ['duration:transition'],
    ],
    // A cue as near after the value does not take a cure period away from the cure.
    [
      'Either party may terminate if the other fails to cure a material breach within thirty (30) days after receipt of written notice thereof.',
      ['duration:cure'],
    ],
    // Cured within a period of "days' written notice": the time to cure, run from the notice.
    [
      'Each party may terminate this Agreement if the other party materially breaches it and such breach is not cured within thirty (30) days’ written notice from the non-breaching party.',
      ['duration:cure'],
    ],
    // A breach that "continues" for the period is one left uncured: the cure period, not the term.
    [
      'Halden may terminate this Agreement upon written notice if Northwind breaches any material provision and such breach continues for a period of twenty (20) Business Days after delivery of a written notice requiring Northwind to correct such failure.',
      ['duration:cure'],
    ],
    [
      'If the Supplier breaches any material provision and the breach continues for thirty (30) days after written notice requiring it to be remedied, the Customer may terminate this Agreement.',
      ['duration:cure'],
    ],
    [
      'THE CUSTOMER MAY TERMINATE THIS AGREEMENT IF THE SUPPLIER BREACHES ANY MATERIAL PROVISION AND SUCH BREACH CONTINUES FOR THIRTY (30) DAYS AFTER WRITTEN NOTICE.',
      ['duration:cure'],
    ],
    [
      'The Customer may terminate this Agreement by written notice if the Supplier commits a material breach and that breach continues for a period of thirty (30) days after written notice requiring it to be remedied, provided that the breach is capable of remedy.',
      ['duration:cure'],
    ],
    [
      'Either party may terminate if a material breach remains uncured for thirty (30) days.',
      ['duration:cure'],
    ],
    // The longer cue wins only where it overlaps the shorter: the agreement's own term stays the term.
    [
      'This Agreement shall continue in effect for two (2) years, and the confidentiality obligations shall continue for three (3) years thereafter.',
      ['duration:term', 'duration:survival'],
    ],
    // How often, not how long: no term and no renewal.
    [
      'Fees are fixed for the initial term and thereafter may be increased no more than once in any twelve (12) month period.',
      ['duration:frequency'],
    ],
    // Security incidents with no notifying: no notice period (and nothing says what else it would be).
    ['Supplier shall keep records of all Security Incidents for three (3) years.', []],
    // A period of the agreement itself with no cue word is its term.
    ['This Agreement shall be in effect for a period of two (2) years.', ['duration:term']],
    // A deadline's purpose is said before it or right after it, not past a comma.
    [
      'Northwind shall use commercially reasonable efforts to provide within three (3) days, but in no event later than five (5) days, following such Calendar Quarter, regardless of whether any payment is due, a report.',
      [],
    ],
    [
      'Within ten (10) days, but in no event later than fifteen (15) days, following each Calendar Quarter, and whether or not any payment is due, the Licensee shall deliver a report.',
      [],
    ],
    // A deadline is never the agreement's term, nor a window's opening a survival period.
    [
      'Either Party may terminate this Agreement if a bankruptcy petition is filed against the other and such petition is not dismissed within sixty (60) days.',
      [],
    ],
    [
      'Northwind shall, but not earlier than twenty (20) Business Days after the later of termination or expiration of this Agreement, destroy any copies of the End User Data.',
      [],
    ],
    [
      'Not earlier than twenty (20) days after termination, the Supplier shall destroy all copies of the Customer Data.',
      [],
    ],
    // "annual" that says how often something is paid or done is no period at all.
    [
      'Support shall survive, provided Halden continues to make its annual support and maintenance payments.',
      [],
    ],
    [
      'The Customer shall make its annual maintenance payments on each anniversary of the Effective Date.',
      [],
    ],
    ['Support continues so long as the Customer pays the annual support fee.', []],
    // A period nothing says the purpose of is no term the playbook compares.
    [
      'Supplier shall deliver all related source code and documentation within ten (10) days after acceptance.',
      [],
    ],
    // The date a period runs from says nothing of its purpose: "Effective" there is no cue of the term.
    ['Supplier shall provide on-site support for ninety (90) days from the Effective Date.', []],
    // A period as the adjective of something else is no period of the clause; of a period, it is.
    [
      'Upon reasonable prior written notice, Northwind may recover its Property, unless Halden purchases it based on a straight line five year depreciated value.',
      [],
    ],
    ['The Customer may buy the Equipment at its five-year depreciated value.', []],
    [
      'Unless the Customer purchases the Equipment at a straight-line five (5) year depreciated value, the Supplier may recover it on reasonable notice.',
      [],
    ],
    [
      'Payment will be made within thirty (30) days, following the 15 day delivery schedule.',
      ['duration:payment'],
    ],
    ['Either party may terminate this Agreement on a sixty (60) day prior notice.', ['duration:notice']],
    // An age is no period; "the return on investment" no return of anything.
    ['Supplier shall refuse orders from any customer under eighteen (18) years of age.', []],
    [
      'Northwind may distribute a case study within three (3) to six (6) months of the launch detailing the return on investment.',
      [],
    ],
    [
      'The Supplier may publish a case study on the return on investment within three (3) months of launch.',
      [],
    ],
    // The name the contract gives a period decides its role, whatever cue is nearer.
    [
      'The media will be free from defects under normal use for a period of sixty (60) days from the Effective Date, but in no event later than December 31, 1999 (the "Warranty Period").',
      ['duration:warranty'],
    ],
    [
      'Commencing on the delivery of any notice of termination and continuing for a period of sixty (60) Business Days thereafter (the “Transition-out Period”), Supplier will cooperate with Customer.',
      ['duration:transition'],
    ],
    // A warranty as long as the agreement; the term elsewhere is no warranty's.
    [
      'Supplier warrants that for the duration of the Term the Services will conform to the Specifications.',
      ['duration:warranty'],
    ],
    ['During the Term, Supplier shall maintain commercial general liability insurance.', []],
  ])('%s → %j', (text, keys) => {
    expect(
      terms(text)
        .filter((t) => t.kind === 'duration')
        .map((t) => t.key),
    ).toEqual(keys);
  });

  it('reads an open-ended renewal as perpetual', () => {
    const [renewal] = find(
      'The term is one year; thereafter it shall automatically continue until terminated by either party.',
      'duration:renewal',
    );
    expect(days(renewal)).toBe(Number.POSITIVE_INFINITY);
  });

  it('reads a word like "annually" as the period of a term or renewal only, not how often', () => {
    expect(days(find('It renews for successive annual periods.', 'duration:renewal')[0])).toBe(360);
    // An audit "once annually upon reasonable prior notice" states no notice period.
    expect(
      terms("Customer may audit Supplier's compliance once annually upon reasonable prior notice.").filter(
        (t) => t.kind === 'duration',
      ),
    ).toEqual([]);
  });
});
