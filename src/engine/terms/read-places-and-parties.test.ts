import { describe, expect, it } from 'vitest';
import { homePlace, readTerms } from './read-terms';
import { terms } from './read-terms-test-helpers';

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
        [homePlace('provider')],
        'the jurisdiction in which Supplier has its principal place of business',
      ],
      ['place:venue', [homePlace('provider')], 'that jurisdiction'],
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
