import { describe, expect, it } from 'vitest';
import { readTerms, type TReadContext } from './read-terms';
import { find, keysOf, terms } from './read-terms-test-helpers';

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

  it.each([
    'Customer may terminate on twenty-four (24) months notice, or such longer period as Supplier needs to acquire sufficient inventory of parts for a twenty-four (24) month period.',
    'Customer may terminate on 24 (twenty-four) months notice, or such longer period as Supplier needs to build a stock of spare parts for 24 (twenty-four) months.',
    'Customer may terminate on twelve (12) months written notice, or such greater period as is reasonable for the Supplier to acquire Inventory for a period of twelve (12) months.',
  ])(
    'reads how long a stock of goods lasts as no notice period, though notice is given in its sentence: "%s"',
    (clause) => {
      expect(find(clause, 'duration:notice')).toHaveLength(1);
    },
  );

  it('keeps a period after an agreement named for its goods ("this Supply Agreement for five (5) years")', () => {
    expect(
      keysOf('Obligations shall survive termination of this Supply Agreement for five (5) years.'),
    ).toContain('duration:survival');
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

  it.each([
    [
      'owned by',
      'ALL IMPROVEMENTS SHALL BE OWNED BY LICENSOR.',
      'All improvements shall be owned by Licensor.',
      'provider',
    ],
    [
      'vest in the party, in a list',
      'ALL RIGHT, TITLE AND INTEREST IN THE DELIVERABLES, REPORTS AND CODE SHALL VEST IN THE CUSTOMER.',
      'All right, title and interest in the Deliverables, reports and code shall vest in the Customer.',
      'customer',
    ],
    [
      'the property of the party, with a proviso',
      'THE WORK PRODUCT IS THE SOLE PROPERTY OF CLIENT, PROVIDED THAT CONSULTANT KEEPS ITS TOOLS.',
      'The Work Product is the sole property of Client, provided that Consultant keeps its tools.',
      'customer',
    ],
    [
      'assigned to the party',
      'SUPPLIER ASSIGNS TO CUSTOMER ALL RIGHT, TITLE AND INTEREST IN THE DELIVERABLES.',
      'Supplier assigns to Customer all right, title and interest in the Deliverables.',
      'customer',
    ],
  ])(
    'a party a preposition governs owns the work in capitals as in any other case: %s',
    (_, capitals, ordinary, side) => {
      const owner = (text: string) =>
        readTerms(text).terms.flatMap((t) =>
          t.kind === 'feature' && t.id.item === 'work-ownership' ? [t.actor] : [],
        );
      expect(owner(capitals)).toEqual([side]);
      expect(owner(ordinary)).toEqual([side]);
    },
  );

  it('a party word in capitals naming a thing ("OF CUSTOMER DATA") is no party', () => {
    const names = (text: string) => readTerms(text).parties.map((p) => p.name);
    expect(names('NOTHING LIMITS THE USE OF CUSTOMER DATA.')).toEqual([]);
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
    expect(owners('All inventions shall be the sole property of Zentrix.')).toEqual([]);
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
