import { describe, expect, it } from 'vitest';
import { readNumbers, writeNumberLike } from './read-numbers';
import { readTerms, type TReadContext, type TTerm } from './read-terms';
import { tokenise } from './text-tokens';

const terms = (text: string) => readTerms(text).terms;
const find = (text: string, key: string) => terms(text).filter((t) => t.key === key);
const keysOf = (text: string) => terms(text).map((t) => t.key);
const days = (term: TTerm | undefined) => (term?.kind === 'duration' ? term.days : undefined);

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

describe('jurisdictions', () => {
  it('tells the governing law from the courts', () => {
    const text =
      'This Agreement is governed by the laws of the State of New York. The courts located in New Castle County, Delaware have exclusive jurisdiction.';
    const places = terms(text).filter((t) => t.kind === 'place');
    expect(places.map((t) => [t.key, t.kind === 'place' ? t.places : [], t.quote.text])).toEqual([
      ['place:governing-law', ['New York'], 'the State of New York'],
      ['place:venue', ['Delaware'], 'New Castle County, Delaware'],
    ]);
  });

  it('reads a place by the cue before its own words: "the laws of the State of Illinois, and the courts of Cook County, Illinois"', () => {
    const text =
      'This Agreement shall be governed by the laws of the State of Illinois, and the courts of Cook County, Illinois shall have exclusive jurisdiction.';
    expect(terms(text).flatMap((t) => (t.kind === 'place' ? [[t.key, t.quote.text]] : []))).toEqual([
      ['place:governing-law', 'the State of Illinois'],
      ['place:venue', 'Cook County, Illinois'],
    ]);
  });

  it('reads a party\'s home as a place, and the courts of "that State" as the law\'s place', () => {
    const home = terms(
      'This Agreement is governed by the laws of the jurisdiction in which Supplier has its principal place of business, and the courts of that jurisdiction shall have exclusive jurisdiction.',
    ).flatMap((t) => (t.kind === 'place' ? [[t.key, t.places, t.quote.text]] : []));
    expect(home).toEqual([
      [
        'place:governing-law',
        ['home:provider'],
        'the jurisdiction in which Supplier has its principal place of business',
      ],
      ['place:venue', ['home:provider'], 'that jurisdiction'],
    ]);
    const state = terms(
      'This Agreement is governed by the laws of the State of Texas, and the courts of such State have jurisdiction.',
    ).flatMap((t) => (t.kind === 'place' ? [[t.key, t.places, t.quote.text]] : []));
    expect(state).toEqual([
      ['place:governing-law', ['Texas'], 'the State of Texas'],
      ['place:venue', ['Texas'], 'such State'],
    ]);
    // Nothing named before it: "that jurisdiction" is no place.
    expect(
      terms('The courts of that jurisdiction shall have jurisdiction.').filter((t) => t.kind === 'place'),
    ).toEqual([]);
  });

  it("reads no choice of law or courts in a party's incorporation, a statute's name or courts that have no jurisdiction", () => {
    const places = (text: string) =>
      terms(text).flatMap((t) => (t.kind === 'place' ? [[t.key, t.quote.text]] : []));
    expect(
      places(
        'This Agreement is governed by the laws of the State of Florida, including the Florida Franchise Act and Section 5-1401 of the New York General Obligations Law. Franchisee is a corporation duly organized, validly existing and in good standing under the laws of the Republic of Poland, and is not doing business in the State of Florida.',
      ),
    ).toEqual([['place:governing-law', 'the State of Florida']]);
    expect(
      places(
        'This Agreement is governed by the laws of Texas. The Texas courts shall have no jurisdiction over any dispute, which shall be resolved in the courts of Delaware.',
      ),
    ).toEqual([
      ['place:governing-law', 'Texas'],
      ['place:venue', 'Delaware'],
    ]);
    // The State's own law, not a statute: "Law" right after the place.
    expect(places('This Agreement shall be governed by New York Law.')).toEqual([
      ['place:governing-law', 'New York'],
    ]);
    // The rules that serve process are no choice of the contract's law.
    expect(
      places(
        'This Agreement is governed by the laws of the State of Delaware. Each party consents to service of process in any manner permitted by the laws of the State of New York.',
      ),
    ).toEqual([['place:governing-law', 'the State of Delaware']]);
    // Nor are laws a thing may break or must obey.
    expect(
      places(
        'This Agreement is governed by the laws of the State of Delaware. Neither party shall claim that an award is inconsistent with or violative of the laws or public policy of the laws of the State of New York.',
      ),
    ).toEqual([['place:governing-law', 'the State of Delaware']]);
    expect(places('Supplier shall comply with all applicable laws of the State of California.')).toEqual([]);
  });

  it('takes a city written before its state into the place', () => {
    const quotes = (text: string) =>
      terms(text).flatMap((t) => (t.kind === 'place' ? [[t.places[0], t.quote.text]] : []));
    expect(quotes('Judgment may be entered in the courts in San Francisco, California.')).toEqual([
      ['California', 'San Francisco, California'],
    ]);
    // A place before a place is not its city, and only a place where something is has one.
    expect(quotes('The courts located in New York, New York have jurisdiction.')).toEqual([
      ['New York', 'New York'],
      ['New York', 'New York'],
    ]);
    expect(quotes('Acme Corp, California shall submit to the courts of Delaware.')[0]).toEqual([
      'California',
      'California',
    ]);
  });

  it('reads "any jurisdiction other than New York or Delaware" as the places excluded', () => {
    const places = terms(
      'This Agreement may be governed by the laws of any jurisdiction other than New York or Delaware.',
    );
    expect(places.every((t) => t.kind === 'place' && t.excluded)).toBe(true);
    expect(places.flatMap((t) => (t.kind === 'place' ? t.places : []))).toEqual(['New York', 'Delaware']);
  });

  it('needs the place written as a name', () => {
    expect(
      terms('The parties shall act in good faith and in a new york minute.').filter(
        (t) => t.kind === 'place',
      ),
    ).toEqual([]);
  });
});

describe("the document's parties", () => {
  const named = [
    { name: 'Halden', side: 'customer' },
    { name: 'Northwind', side: 'provider' },
  ] as const;
  const sideOf = (parties: readonly { name: string; side: string }[]) =>
    parties.map((party) => `${party.name.toLowerCase()}:${party.side}`).sort();

  it.each([
    'Northwind may terminate this Agreement upon ninety (90) days prior written notice to Halden.',
    'NORTHWIND MAY TERMINATE THIS AGREEMENT UPON NINETY (90) DAYS PRIOR WRITTEN NOTICE TO HALDEN.',
    'Northwind may terminate this Agreement on ninety (90) days written notice to Halden, provided that all Orders then outstanding are completed.',
  ])('reads a party the clause names by its own name with the side the document gives it: "%s"', (text) => {
    const { parties, terms: read } = readTerms(text, { parties: [...named] });
    expect(sideOf(parties)).toEqual(['halden:customer', 'northwind:provider']);
    expect(read.find((t) => t.kind === 'duration')).toMatchObject({ actor: 'provider' });
  });

  it.each([
    [
      "Northwind shall indemnify Halden against third party claims arising from Halden's use of the Software as permitted or from Northwind's gross negligence.",
      'provider',
    ],
    [
      "NORTHWIND SHALL INDEMNIFY HALDEN AGAINST THIRD PARTY CLAIMS ARISING FROM HALDEN'S USE OF THE SOFTWARE OR FROM NORTHWIND'S GROSS NEGLIGENCE.",
      'provider',
    ],
    [
      "Northwind shall indemnify Halden against (a) third party claims arising from Halden's authorised use of the Software and (b) Northwind's gross negligence.",
      'provider',
    ],
    [
      "Halden shall defend Northwind against third party claims arising from Halden's gross negligence.",
      'customer',
    ],
  ])(
    'reads what an indemnity covers as the indemnitor\'s, whoever else the items name: "%s"',
    (text, side) => {
      const covers = readTerms(text, { parties: [...named] }).terms.flatMap((t) =>
        t.kind === 'feature' && t.feature.startsWith('indemnity-covers:') ? [`${t.feature}:${t.actor}`] : [],
      );
      expect(covers).toEqual([
        `indemnity-covers:third-party-claims:${side}`,
        `indemnity-covers:gross-negligence:${side}`,
      ]);
    },
  );

  it.each([
    'Northwind shall indemnify Halden and its Customers, provided that Halden or its Customer promptly notifies Northwind.',
    'Halden and its Customers shall be indemnified by Northwind, provided that Halden or its Customer promptly notifies Northwind.',
    'Northwind shall defend Halden and its Customers against any claim, and Halden shall give Northwind prompt notice of it.',
  ])('reads a role word as someone else where the document names that side otherwise: "%s"', (text) => {
    // Halden is the customer here: "its Customers" are Halden's customers.
    const { parties } = readTerms(text, { parties: [...named] });
    expect(parties.map((party) => party.name).sort()).toEqual(['Halden', 'Northwind']);
  });
});

describe('the side of "Company"', () => {
  it('is the customer beside a consultant, the provider beside a customer', () => {
    const sides = (text: string) => readTerms(text).parties.map((party) => `${party.name}:${party.side}`);
    expect(sides('The Company shall pay the Consultant within thirty (30) days.')).toEqual([
      'Company:customer',
      'Consultant:provider',
    ]);
    expect(sides('The Company shall invoice the Customer monthly.')).toEqual([
      'Company:provider',
      'Customer:customer',
    ]);
    // "any Customer of the Company" is no party: the Company is the consultant's customer.
    expect(
      sides(
        'Consultant shall not solicit any Customer of the Company. The Company may terminate this Agreement on thirty (30) days notice.',
      ),
    ).toEqual(['Consultant:provider', 'Company:customer']);
    // Beside a customer it stays the provider ("each Supplier" is a common noun).
    expect(
      sides(
        'Company shall ensure that each Supplier complies, and Company may terminate on notice to Customer.',
      ),
    ).toEqual(['Company:provider', 'Customer:customer']);
  });
});

describe('whose period it is', () => {
  const actors = (text: string) =>
    terms(text).flatMap((t) => (t.kind === 'duration' ? [`${t.role}:${t.actor ?? 'none'}`] : []));

  it.each([
    [
      "Customer may terminate this Agreement for convenience on thirty (30) days' prior written notice.",
      'notice:customer',
    ],
    [
      'The Licensor may terminate this Agreement upon one hundred and eighty (180) days prior written notice to the Licensee.',
      'notice:provider',
    ],
    ['Either party may terminate this Agreement upon sixty (60) days written notice.', 'notice:mutual'],
    // A period with no party acting before it in its sentence part has no actor.
    ['Notice of termination must be given sixty (60) days in advance.', 'notice:none'],
    // A payment period is the payer's: who pays, or the other side of who is paid.
    ['Customer shall pay each invoice within thirty (30) days.', 'payment:customer'],
    // A period in the phrase opening the sentence is the main clause's subject's.
    [
      'On or before sixty (60) days after the end of each month, Supplier shall pay to Customer the usage fee.',
      'payment:provider',
    ],
    [
      "The supplier may engage subprocessors on fourteen (14) days' prior notice, during which Customer may object.",
      'notice:none',
    ],
    [
      'The Royalty shall be paid to Client within fifteen (15) days following each quarter.',
      'payment:provider',
    ],
    [
      'Supplier shall invoice Customer annually, and all invoices are due within fifteen (15) days.',
      'payment:none',
    ],
    // A sentence that names no one and refers back to the one before it is that one's actor's.
    [
      'Supplier shall pay Customer the purchase price of the inventory. Such amount shall be paid Net ninety (90) days following delivery.',
      'payment:provider',
    ],
    // Not a sentence that does not refer back.
    [
      'Supplier shall pay Customer the purchase price of the inventory. All fees shall be paid Net ninety (90) days following delivery.',
      'payment:none',
    ],
    // A possessive acts on a period only when it owns it: the notice is the assigning customer's.
    [
      "Customer may assign this Agreement without Supplier's consent to any affiliate, by giving written notice within thirty (30) days after the assignment.",
      'notice:customer',
    ],
    [
      "Supplier may suspend the services on Customer's prior written notice of sixty (60) days.",
      'notice:customer',
    ],
    [
      "This Agreement may be terminated for convenience upon Customer's thirty (30) days' prior written notice to Supplier.",
      'notice:customer',
    ],
    // Whose duty survives: the other side's protects us, our own binds us.
    [
      'Supplier shall keep the information confidential for five (5) years after termination.',
      'survival:provider',
    ],
    [
      "Supplier's obligations under this Section survive for five (5) years after termination.",
      'survival:provider',
    ],
    ['These obligations survive for five (5) years after termination.', 'survival:none'],
    // Only periods whose direction turns on who acts: the agreement's term is no one's side.
    ['Supplier shall provide the services for a term of five (5) years.', 'term:none'],
    // A licence is its grantor's: the party that grants it, however far before the verb it is named,
    // not a party named as an object ("to Customer") nor one granted a licence.
    [
      'Customer hereby grants to Supplier a limited and perpetual right and license to use the photographs.',
      'license:customer',
    ],
    [
      'Upon payment in full, Supplier assigns to Customer all right, title and interest in the Deliverables and grants Customer a perpetual license to use its pre-existing materials.',
      'license:provider',
    ],
    ['Customer is hereby granted a perpetual license to use the materials.', 'license:none'],
  ])('%s → %s', (text, expected) => {
    expect(actors(text)).toEqual([expected]);
  });
});

describe('legal features', () => {
  const features = (text: string) =>
    terms(text).flatMap((t) => (t.kind === 'feature' ? [`${t.negated ? 'no ' : ''}${t.feature}`] : []));

  it('reads whose a jury waiver is: both sides named before it, or each party, make it mutual', () => {
    const whose = (text: string) =>
      terms(text).flatMap((t) => (t.kind === 'feature' && t.feature === 'jury-waiver' ? [t.actor] : []));
    expect(whose('Supplier and Customer each hereby waive any right to a trial by jury.')).toEqual([
      'mutual',
    ]);
    expect(whose('Each party waives, in any action against Customer, trial by jury.')).toEqual(['mutual']);
    expect(whose('Customer waives its right to a jury trial.')).toEqual(['customer']);
    // A party named earlier as an object is not one that waives.
    expect(
      whose(
        'The courts decide any dispute between Supplier and Customer, and Customer irrevocably waives its right to a jury trial.',
      ),
    ).toEqual(['customer']);
  });

  it('reads a violation of the law as a head of claim an indemnity covers, not a liability the law keeps whole', () => {
    const covered = features(
      "Supplier shall indemnify Customer against third-party claims arising from Supplier's violation of applicable law.",
    );
    expect(covered).toContain('indemnity-covers:violation-of-law');
    expect(covered).not.toContain('indemnity-covers:cannot-be-limited-by-law');
  });

  it('reads what a sentence excludes from an indemnity as no coverage', () => {
    expect(
      features(
        'However, neither party will be liable under this indemnity for any losses arising out of the gross negligence or willful misconduct of the other party.',
      ),
    ).not.toContain('indemnity-covers:gross-negligence');
    expect(
      features(
        'Supplier shall indemnify Customer against losses arising out of the gross negligence of Supplier.',
      ),
    ).toContain('indemnity-covers:gross-negligence');
  });

  it('reads how long trade secrets stay protected, not an indemnity for misappropriating one', () => {
    expect(
      features(
        'Supplier shall indemnify Customer against claims that the Services infringe any patent or misappropriate any trade secret.',
      ),
    ).not.toContain('trade-secrets-survive');
    expect(
      features(
        'Obligations with respect to trade secrets shall continue for as long as they remain trade secrets.',
      ),
    ).toContain('trade-secrets-survive');
  });

  it('reads how long records are kept as no payment period, though the sentence speaks of amounts payable', () => {
    expect(
      keysOf(
        'Such books and records shall be kept for at least three (3) years following the end of the calendar month to which they pertain, and shall be open for inspection for the purpose of verifying the amounts payable under this Agreement.',
      ),
    ).not.toContain('duration:payment');
    expect(keysOf('Customer shall pay each invoice within thirty (30) days after receipt.')).toContain(
      'duration:payment',
    );
  });

  it('marks a period an act must be done in as a deadline, not one a termination waits', () => {
    const [deadline] = find(
      'Customer shall give notice of any claim within thirty (30) days.',
      'duration:notice',
    );
    expect(deadline?.kind === 'duration' && deadline.deadline).toBe(true);
    const [wait] = find(
      'Customer may terminate this Agreement on thirty (30) days written notice.',
      'duration:notice',
    );
    expect(wait?.kind === 'duration' && wait.deadline).toBeFalsy();
  });

  it('reads no exclusive forum in "the non-exclusive jurisdiction"', () => {
    expect(
      features('Each party submits to the non-exclusive jurisdiction of the courts of England.'),
    ).not.toContain('exclusive-forum');
    expect(features('Each party submits to the exclusive jurisdiction of the courts of England.')).toContain(
      'exclusive-forum',
    );
  });

  it('reads "without … consent" as negating the consent, not what follows it', () => {
    expect(
      features("Customer may assign this Agreement without Supplier's consent to any affiliate."),
    ).toContain('assignment-to-affiliates');
    expect(features('Supplier may not assign this Agreement to any affiliate.')).toContain(
      'no assignment-to-affiliates',
    );
    // Disclosing information to affiliates assigns nothing.
    expect(
      features('The Receiving Party may disclose Confidential Information to its affiliates and advisers.'),
    ).not.toContain('assignment-to-affiliates');
  });

  it('reads carve-outs only inside the exception', () => {
    const read = features(
      'Except for fraud, gross negligence or willful misconduct, in no event shall either party be liable for indirect or consequential damages arising from negligence.',
    );
    expect(read).toEqual(
      expect.arrayContaining([
        'waiver-carve-out:fraud',
        'waiver-carve-out:gross-negligence',
        'waiver-carve-out:wilful-misconduct',
        'waiver:indirect',
        'waiver:consequential',
      ]),
    );
    expect(read).not.toContain('waiver-carve-out:negligence');
  });

  it("reads an exception by reference as what the referenced section's title names, in a document whose titles are known", () => {
    const text =
      'Except for liability arising under Section 8 or a breach of Article XIV, in no event shall either party be liable for any indirect damages. Section 10 shall survive termination.';
    const sectionTitles = { '8': 'INDEMNIFICATION', xiv: 'Confidentiality', '10': 'Fees' };
    const read = readTerms(text, { sectionTitles }).terms.map((t) => t.key);
    expect(read).toEqual(
      expect.arrayContaining([
        'feature:waiver-carve-out:indemnity',
        'feature:waiver-carve-out:confidentiality',
      ]),
    );
    // Without the titles, or outside an exception, a reference says nothing.
    expect(terms(text).map((t) => t.key)).not.toContain('feature:waiver-carve-out:indemnity');
  });

  it('names a carve-out by what it carves out of, so one from the cap and one from the waiver read apart', () => {
    const labels = terms(
      "Except for fraud, neither party shall be liable for indirect damages. Each party's liability shall not exceed the fees paid, except for fraud.",
    ).flatMap((t) => (t.kind === 'feature' && t.feature.endsWith(':fraud') ? [t.label] : []));
    expect(labels).toEqual(
      expect.arrayContaining(['carve-out from the damages waiver: fraud', 'carve-out from the cap: fraud']),
    );
  });

  it('reads the items of an exception that opens its sentence up to the main clause, however long', () => {
    const read = features(
      'Except for fraud, indemnification claims under Section 5 or breaches of Section 8 (Confidentiality), in no event shall either party be liable for any indirect damages.',
    );
    expect(read).toEqual(
      expect.arrayContaining([
        'waiver-carve-out:fraud',
        'waiver-carve-out:indemnity',
        'waiver-carve-out:confidentiality',
      ]),
    );
  });

  it('reads an exception\'s last item after its "or", however long, and no further', () => {
    const read = features(
      "Each party's total liability shall not exceed two million dollars ($2,000,000), provided that this limit shall not apply to a party's fraud, willful misconduct or intentional misappropriation of the other party's Confidential Information, and the limit for gross negligence or breach of warranty is the fees paid.",
    );
    expect(read).toEqual(
      expect.arrayContaining([
        'cap-carve-out:fraud',
        'cap-carve-out:wilful-misconduct',
        'cap-carve-out:confidentiality',
      ]),
    );
    expect(read).not.toContain('cap-carve-out:gross-negligence');
  });

  it('reads the items of a list an exception opens with a colon, past the semicolons and paragraphs between them, as carved out of cap and waiver', () => {
    const exceptions =
      'Notwithstanding Sections 17(a) and 17(b), neither Party excludes or limits any liability for:\n\n(i) personal injury or death;\n\n(ii) fraud or fraudulent misrepresentation; or\n\n(iii) willful misconduct or gross negligence.\n\n(d) The limitations in this Section apply whatever the form of action.';
    expect(features(exceptions)).toEqual(
      expect.arrayContaining([
        'carve-out:fraud',
        'carve-out:wilful-misconduct',
        'carve-out:gross-negligence',
      ]),
    );
    // On one line too.
    expect(features(exceptions.replace(/\n\n/g, ' '))).toEqual(
      expect.arrayContaining(['carve-out:fraud', 'carve-out:gross-negligence']),
    );
    // A colon after other words of the sentence opens no list of exceptions.
    expect(
      features(
        "Supplier's liability insurance shall not be subject to cancellation, termination or change unless notice is given:\n\n(a) general liability insurance; and\n\n(b) cover for bodily injury.",
      ),
    ).not.toContain('carve-out:bodily-injury');
  });

  it('reads "in no event less than" as a floor and "in no event later than" as a deadline, not a waiver of liability', () => {
    expect(
      features(
        "The Receiving Party shall protect the Disclosing Party's Confidential Information with at least the degree of care it uses for its own, and in no event less than reasonable care.",
      ).some((feature) => feature.startsWith('waiver')),
    ).toBe(false);
    expect(
      features(
        'Supplier shall return all Confidential Information promptly, but in no event later than thirty (30) days after termination.',
      ).some((feature) => feature.startsWith('waiver')),
    ).toBe(false);
    expect(
      features("In no event shall either party be liable for the other party's Confidential Information."),
    ).toContain('waiver-covers:confidentiality');
  });

  it('reads "at no charge or refund" as a remedy, not its negation, and "refund the fees paid" as no cap', () => {
    const read = features(
      'If Supplier breaches any warranty, Supplier shall promptly correct the nonconformity at no charge or refund the fees paid.',
    );
    expect(read).toContain('repair-replace-refund');
    expect(read).not.toContain('no repair-replace-refund');
    expect(read.some((feature) => feature.endsWith('cap-based-on-fees'))).toBe(false);
    expect(features("Each party's liability shall not exceed the fees paid in the prior year.")).toContain(
      'cap-based-on-fees',
    );
  });

  it('reads the prepaid fees refunded on termination as no remedy for a defect', () => {
    const read = features(
      'Upon any termination, Supplier shall refund any prepaid fees for Services not performed.',
    );
    expect(read).toContain('prepaid-fees-refund');
    expect(read).not.toContain('repair-replace-refund');
    expect(features('Supplier shall replace the defective Product.')).not.toContain('prepaid-fees-refund');
  });

  it('reads a renewal that notice must stop as an automatic renewal', () => {
    expect(
      features(
        'This Agreement renews for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      ),
    ).toContain('automatic-renewal');
    expect(
      features('This Agreement may be renewed for one (1) year by mutual written agreement.'),
    ).not.toContain('automatic-renewal');
  });

  it('reads a higher cap for an item apart from a carve-out', () => {
    expect(
      features(
        "Each party's liability shall not exceed the fees paid, except that liability for breach of confidentiality shall not exceed two (2) times that amount.",
      ),
    ).toContain('super-cap:confidentiality');
  });

  it('reads disclaimers, defend and hold harmless, consent qualifiers', () => {
    expect(
      features(
        'THE SOFTWARE IS PROVIDED "AS IS" AND LICENSOR DISCLAIMS ALL WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.',
      ),
    ).toEqual(
      expect.arrayContaining(['disclaimer:as-is', 'disclaimer:merchantability', 'disclaimer:fitness']),
    );
    expect(features('Supplier shall defend, indemnify and hold harmless Customer.')).toEqual(
      expect.arrayContaining(['defend', 'indemnify', 'hold-harmless']),
    );
    // The party held harmless may stand between the words, however long its description.
    for (const text of [
      'Northwind shall indemnify, defend and hold Client, its parent, subsidiaries and affiliates and the directors, officers and agents of each harmless against any claims.',
      'The Supplier shall defend, indemnify and hold the Customer and its officers, directors, employees and agents harmless from any claims.',
      'The Supplier shall indemnify and hold the Customer and its Affiliates, and their respective officers and employees, harmless from and against all losses.',
      'THE SUPPLIER SHALL HOLD THE CUSTOMER, ITS AFFILIATES AND THEIR RESPECTIVE OFFICERS HARMLESS FROM ANY CLAIMS.',
    ]) {
      expect(features(text)).toEqual(expect.arrayContaining(['hold-harmless']));
    }
    expect(features('Supplier shall hold the records. No harmless error rule applies.')).not.toContain(
      'hold-harmless',
    );
    expect(
      features(
        'Neither party may assign this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld.',
      ),
    ).toEqual(expect.arrayContaining(['prior-written-consent', 'consent-not-unreasonably-withheld']));
  });

  it('reads negation', () => {
    expect(features('Indemnification clauses that do not include hold harmless.')).toContain(
      'no hold-harmless',
    );
    expect(features('Customer may not terminate this Agreement for convenience.')).toContain(
      'no termination-for-convenience',
    );
    expect(features('Cap on liability without carveouts.')).toContain('no carve-outs');
  });

  it('reads who is bound: mutual or one side', () => {
    expect(
      terms("Either party may terminate this Agreement on thirty (30) days' notice.").map((t) => t.key),
    ).toContain('who:mutual');
    // Parties that merely act together bind no one to a term.
    expect(
      terms(
        'Customer shall notify Supplier of any dispute, and the parties shall work together to resolve it.',
      ).map((t) => t.key),
    ).not.toContain('who:mutual');
    expect(terms("Supplier's total liability shall not exceed the fees paid.").map((t) => t.key)).toContain(
      'who:provider',
    );
  });

  it('reads a release as favouring the party released, not the one that waives', () => {
    const who = (text: string) =>
      terms(text).flatMap((t) => (t.kind === 'who' ? [[t.side, t.quote.text, t.releasedBy?.text]] : []));
    expect(who('Customer hereby waives all claims against Supplier for consequential damages.')).toEqual([
      ['provider', 'Supplier', 'Customer'],
    ]);
    expect(who('Licensee irrevocably waives any claim against the Licensor for lost profits.')).toEqual([
      ['provider', 'Licensor', 'Licensee'],
    ]);
    expect(who('Customer hereby releases Supplier from all liability for consequential damages.')).toEqual([
      ['provider', 'Supplier', 'Customer'],
    ]);
    // A denied release releases nobody; the party is then a subject like any other.
    expect(who('Customer shall not waive any claims against Supplier for consequential damages.')).toEqual([
      ['customer', 'Customer', undefined],
    ]);
  });

  it('reads a party in capitals only where it acts, not in a title such as "NO AGENCY RELATIONSHIP"', () => {
    const names = (text: string) => readTerms(text).parties.map((p) => p.name);
    expect(names('BREACHES OF SECTION 9 (NO AGENCY RELATIONSHIP) ARE EXCLUDED.')).toEqual([]);
    expect(names("LICENSOR'S TOTAL LIABILITY SHALL NOT EXCEED THE FEES PAID.")).toEqual(['LICENSOR']);
  });

  it('keeps what ordinary contract language says around the narrower readings', () => {
    // "hold … harmless" starts at the "hold" that ends in "harmless", and hides nothing in between.
    expect(
      keysOf(
        'Supplier will not hold Customer liable, and Customer shall indemnify and hold harmless Supplier.',
      ),
    ).toEqual(expect.arrayContaining(['feature:indemnify', 'feature:hold-harmless']));
    expect(
      terms(
        'Licensee shall not hold Licensor responsible, and shall indemnify, defend and hold Licensor harmless.',
      )
        .filter((t) => t.kind === 'feature')
        .map((t) => t.key),
    ).toEqual(expect.arrayContaining(['feature:indemnify', 'feature:defend', 'feature:hold-harmless']));
    // A period as an adjective is still a period where it qualifies one.
    expect(keysOf('This Agreement has a twelve (12) month minimum term.')).toContain('duration:term');
    expect(keysOf('It renews on a 12-month rolling basis.')).toContain('duration:renewal');
    // A cue right before the value decides against a name defined later in the sentence.
    expect(
      keysOf('Either party may give notice at least thirty (30) days before expiry (each a "Renewal Term").'),
    ).toContain('duration:non-renewal-notice');
    // Notice before the end of a month is no notice to stop a renewal.
    expect(
      keysOf('Customer may terminate with thirty (30) days notice prior to the end of any billing month.'),
    ).toEqual(expect.arrayContaining(['duration:notice']));
    // A different rate in parentheses is a rate of its own.
    expect(
      find(
        'Licensee shall pay a royalty of 5% of Net Sales (10% for Net Sales in Japan).',
        'percentage:royalty',
      ),
    ).toHaveLength(2);
    // A capitalised word before a party is no longer name unless it names someone else.
    expect(
      readTerms('Upon expiry of the Term Customer shall return all materials.').parties.map((p) => p.name),
    ).toEqual(['Customer']);
  });

  it('reads no party in a longer name such as "End User" or "Customer Data"', () => {
    const names = (text: string) => readTerms(text).parties.map((p) => p.name);
    expect(
      names('Northwind shall destroy the End User Data and the Customer Materials of each Authorized User.'),
    ).toEqual([]);
    expect(
      names("Each Authorised User's End User Data and Customer Materials shall be destroyed on termination."),
    ).toEqual([]);
    expect(names('Customer shall pay, and the Licensee may audit. Supplier Personnel shall comply.')).toEqual(
      ['Customer', 'Licensee'],
    );
    // Nor a party word after another capitalised word of the sentence, or before data it names.
    expect(
      names(
        'Nothing confers on eBix any right in the About User data, nor may any Ginkgo Subcontractor make Consumables once the Village Media Company is no longer controlled by HOFV.',
      ),
    ).toEqual([]);
  });
});

describe('who owns the work product', () => {
  const owners = (text: string, parties?: TReadContext['parties']) =>
    readTerms(text, parties && { parties })
      .terms.filter((t) => t.key === 'feature:work-ownership')
      .map((t) => [t.kind === 'feature' ? t.actor : '', t.quote.text]);

  it('reads the owner named after words that give ownership, or as the subject of words that keep it', () => {
    expect(
      owners(
        'All Deliverables created by Supplier under this Agreement shall be owned exclusively by Customer, and Supplier hereby assigns to Customer all right, title and interest in them.',
      ),
    ).toEqual([['customer', 'owned exclusively by Customer']]);
    expect(owners('All work product shall be the sole and exclusive property of the Client.')).toEqual([
      ['customer', 'property of the Client'],
    ]);
    expect(owners('The intellectual property in the Deliverables belongs to the Customer.')).toEqual([
      ['customer', 'belongs to the Customer'],
    ]);
    expect(
      owners(
        'Supplier owns and retains all right, title and interest in the Deliverables and all work product.',
      ),
    ).toEqual([['provider', 'Supplier owns']]);
    // Passed on to the party after "to", however far the rights are spelled out before it.
    expect(
      owners(
        'Consultant hereby assigns and agrees to assign all of its rights in any inventions made under this Agreement to the Customer.',
      ),
    ).toEqual([
      [
        'customer',
        'assigns and agrees to assign all of its rights in any inventions made under this Agreement to the Customer',
      ],
    ]);
    // Made for hire: the commissioning customer's.
    expect(owners('All deliverables shall be works made for hire.')).toEqual([['customer', 'made for hire']]);
  });

  it("reads no owner of a party's own pre-existing materials, of its own costs, of joint work or where the side is unknown", () => {
    expect(owners('Supplier retains ownership of its pre-existing materials, tools and know-how.')).toEqual(
      [],
    );
    expect(owners("Supplier's pre-existing materials shall remain the property of Supplier.")).toEqual([]);
    // A licensor's own product is no work made for the licensee.
    expect(
      owners(
        'As between the parties, Supplier will continue to own all right, title and interest in and to the firmware embedded in the Products, including all Intellectual Property Rights embodied therein.',
      ),
    ).toEqual([]);
    expect(owners('Supplier shall perform the work at its own expense.')).toEqual([]);
    expect(
      owners("This Section does not apply to any invention Consultant developed on Consultant's own time."),
    ).toEqual([]);
    expect(owners('All inventions shall be the sole property of Achaogen.')).toEqual([]);
    expect(owners('All Deliverables shall be jointly owned by Supplier and Customer.')).toEqual([]);
    // What is kept is named after "own": the Deliverables before it are not the Customer Data.
    expect(
      owners('Supplier shall own all Deliverables, provided that Customer shall own all Customer Data.'),
    ).toEqual([['provider', 'Supplier shall own']]);
    // The assignment is the customer's; the licence of pre-existing materials later in the sentence is no
    // part of it.
    expect(
      owners(
        'Upon payment in full, Supplier assigns to Customer all right, title and interest in the Deliverables and grants Customer a perpetual license to use its pre-existing materials incorporated in them.',
      ),
    ).toEqual([['customer', 'assigns to Customer']]);
  });

  it('reads a denied owner as leaving the work with the other side, and one that accepts an assignment as its owner', () => {
    expect(owners('Customer shall not own any Deliverables.')).toEqual([
      ['provider', 'Customer shall not own'],
    ]);
    expect(
      owners('Nothing in this Agreement shall transfer to Customer any ownership of the Deliverables.'),
    ).toEqual([['provider', 'transfer to Customer']]);
    expect(
      owners(
        'Supplier hereby irrevocably assigns, and Customer hereby accepts, all right, title and interest in and to each Deliverable.',
      ),
    ).toEqual([['customer', 'assigns, and Customer']]);
    // What is owned may be named far from the words, past a parenthesis.
    expect(
      owners(
        "Supplier irrevocably transfers and assigns to Customer in perpetuity and throughout the universe any and all of Supplier's right, title, and interest, if any (including, without limitation, the rights generally known as 'moral rights') in and to all works created under this Agreement.",
      ).map(([side]) => side),
    ).toEqual(['customer']);
    // "whether or not" denies nothing.
    const named = [
      { name: 'Northwind', side: 'provider' },
      { name: 'Halden', side: 'customer' },
    ] as const;
    for (const text of [
      'Halden shall own all content produced (whether or not actually used), and Northwind hereby assigns to Halden all right, title and interest in the materials.',
      'All content produced, whether or not actually used, shall be owned by Halden, and Northwind hereby assigns to Halden all right, title and interest in it.',
      'HALDEN SHALL OWN ALL CONTENT PRODUCED (WHETHER OR NOT ACTUALLY USED).',
    ]) {
      expect(owners(text, [...named]).map(([side]) => side)).toEqual(['customer']);
    }
    expect(
      owners(
        'The Customer shall own all Deliverables (whether or not delivered), and the Supplier hereby assigns to the Customer all right, title and interest in them.',
      ).map(([side]) => side),
    ).toEqual(['customer']);
  });

  it('reads a deadline for delivering as no payment period, and "perpetual" of a licence as its term', () => {
    expect(
      terms(
        'Upon payment in full of the applicable fees, Supplier shall deliver the related source code within thirty (30) days after such payment.',
      ).filter((t) => t.kind === 'duration'),
    ).toEqual([]);
    expect(
      find('Customer shall pay each invoice within thirty (30) days after delivery.', 'duration:payment'),
    ).toHaveLength(1);
    expect(
      find(
        'Supplier grants Customer a perpetual, irrevocable, worldwide license to use the materials.',
        'duration:license',
      ),
    ).toHaveLength(1);
  });
});
