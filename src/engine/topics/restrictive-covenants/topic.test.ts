import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { RESTRICTIVE_COVENANTS } from './topic';

const termsOf = (text: string) => readTerms(text).terms;
const periodOf = (text: string) =>
  termsOf(text).find((t): t is Extract<TTerm, { kind: 'duration' }> => t.kind === 'duration');
const featuresOf = (text: string) => termsOf(text).flatMap((t) => (t.kind === 'feature' ? [t] : []));
const itemsOf = (text: string) => featuresOf(text).map((t) => t.id.item);

describe('restrictive covenants topic', () => {
  it.each([
    [
      'the period first',
      'For a period of one (1) year, the Consultant shall not engage in any competing business.',
      360,
    ],
    [
      'the period last',
      'Distributor shall not sell competitive products for eighteen (18) months following expiry.',
      540,
    ],
    [
      'in capitals',
      'FOR A PERIOD OF TWO (2) YEARS, THE CONSULTANT SHALL NOT ENGAGE IN ANY COMPETING BUSINESS.',
      720,
    ],
  ])('a period during which a party may not compete is the non-compete period: %s', (_, text, days) => {
    const period = periodOf(text);
    expect(period?.role).toBe('non-compete');
    expect(period?.days).toBe(days);
  });

  it.each([
    [
      'the period first, a list of verbs',
      "For six (6) months after the Term, neither party shall, directly or indirectly, solicit, employ or recruit the other party's personnel.",
      180,
    ],
    [
      'the period last, in capitals',
      "NEITHER PARTY SHALL SOLICIT THE OTHER PARTY'S EMPLOYEES FOR SIX (6) MONTHS.",
      180,
    ],
    ['hiring', 'Customer shall not hire any employee of Supplier for a period of twelve (12) months.', 360],
  ])(
    'a period during which a party may not solicit or hire the other’s people is the non-solicitation period: %s',
    (_, text, days) => {
      const period = periodOf(text);
      expect(period?.role).toBe('non-solicit');
      expect(period?.days).toBe(days);
    },
  );

  it.each([
    [
      'non-compete, the period first',
      'For two (2) years after termination, the Consultant shall not compete with the Company.',
      'non-compete',
      720,
    ],
    [
      'non-solicit, the period last, British spelling',
      'The Contractor shall not solicit any employee of the Client for twelve (12) months following termination of this Agreement.',
      'non-solicit',
      360,
    ],
    [
      'during the term and after it, in a list of acts',
      'During the term of this Agreement and for a period of two (2) years after the termination hereof, Distributor will not market, sell or license any program which competes with the Products.',
      'non-compete',
      720,
    ],
    [
      'the duty continues, in capitals',
      "CONSULTANT'S DUTY NOT TO COMPETE SHALL CONTINUE FOR ONE YEAR FOLLOWING THE EXPIRATION OR TERMINATION OF THIS AGREEMENT.",
      'non-compete',
      360,
    ],
    [
      'hiring, with a proviso',
      'Customer shall not hire any employee of Supplier for six (6) months after expiration, provided that general advertisements are allowed.',
      'non-solicit',
      180,
    ],
  ])(
    'a period a covenant runs after the agreement ends is that covenant’s length, not survival: %s',
    (_, text, role, days) => {
      const periods = termsOf(text).filter((t) => t.kind === 'duration');
      expect(periods.map((t) => t.kind === 'duration' && [t.role, t.days])).toEqual([[role, days]]);
    },
  );

  it.each([
    'The non-compete obligations in Section 9 shall survive for two (2) years after termination.',
    'THE RESTRICTIONS ON SOLICITATION SURVIVE TERMINATION OF THIS AGREEMENT FOR TWELVE (12) MONTHS.',
  ])('a covenant said to survive has a survival period: %s', (text) => {
    expect(periodOf(text)?.role).toBe('survival');
  });

  it.each([
    'Neither party shall make any disparaging statement about the other party.',
    'The parties shall not disparage each other, provided that nothing prevents truthful testimony.',
    'SUPPLIER SHALL NOT MAKE DEFAMATORY STATEMENTS ABOUT CUSTOMER.',
  ])('a promise not to disparage is non-disparagement, in any of its words: %s', (text) => {
    expect(itemsOf(text)).toContain('non-disparagement');
  });

  it.each([
    ['shall not, with its object', 'Supplier shall not make any disparaging statement about Customer.'],
    ['will not, in capitals', 'EACH PARTY AGREES THAT IT WILL NOT DISPARAGE THE OTHER PARTY.'],
    [
      'agrees not to, the verb in a relative clause',
      'The Consultant agrees not to publish any statement that disparages the Company or its products.',
    ],
    [
      'never, in a list of duties',
      'Distributor shall use the Marks properly and never disparage Supplier or the Products.',
    ],
    [
      'neither … nor, with a proviso',
      'Neither party shall defame nor denigrate the other, provided that either party may give truthful testimony.',
    ],
  ])('a negated duty not to disparage states non-disparagement, never its absence: %s', (_, text) => {
    const duties = featuresOf(text).filter((t) => t.id.item === 'non-disparagement');
    expect(duties.length).toBeGreaterThan(0);
    for (const duty of duties) expect(duty.negated).toBe(false);
  });

  it('each word of disparagement in a list is read', () => {
    const text =
      'Neither party shall make any disparaging or derogatory statement about the other party, its products or its employees.';
    expect(itemsOf(text).filter((item) => item === 'non-disparagement')).toHaveLength(2);
  });

  it.each([
    'Supplier is appointed the exclusive distributor of the Products in the Territory.',
    'SUPPLIER SHALL BE THE EXCLUSIVE SUPPLIER OF THE SERVICES.',
  ])('dealing with one party only is exclusivity: %s', (text) => {
    expect(itemsOf(text)).toContain('exclusivity');
  });

  it.each([
    ['hyphenated, British spelling', 'Licensor grants Licensee a non-exclusive licence to use the Software.'],
    [
      'one word, in capitals',
      'LICENSOR GRANTS LICENSEE A NONEXCLUSIVE, NON-TRANSFERABLE LICENSE TO THE MARKS.',
    ],
    ['two words', 'Licensor grants Licensee a non exclusive license to use the Software.'],
    ['the adjective after the noun', 'Licensor grants Licensee a licence that is not exclusive.'],
    [
      'in a list, with a proviso',
      'Licensor grants Licensee a worldwide, royalty-free and non-exclusive licence, provided that Licensee pays the Fees.',
    ],
    ['the adverb', 'Customer may appoint other suppliers, as Supplier is appointed non-exclusively.'],
  ])('a "non-" or negated exclusive grant says there is no exclusivity: %s', (_, text) => {
    const exclusivity = featuresOf(text).filter((t) => t.id.item === 'exclusivity');
    expect(exclusivity.length).toBeGreaterThan(0);
    for (const term of exclusivity) expect(term.negated).toBe(true);
  });

  it.each([
    'All Deliverables shall be owned exclusively by Customer.',
    'CUSTOMER SHALL BE THE EXCLUSIVE OWNER OF ALL WORK PRODUCT.',
    "Licensee shall not contest Licensor's exclusive ownership of the Marks.",
    'The parties submit to the non-exclusive jurisdiction of the courts of England.',
  ])('sole ownership or a non-exclusive forum is not exclusivity of dealing: %s', (text) => {
    expect(itemsOf(text)).not.toContain('exclusivity');
  });

  it('an exclusive appointment beside a non-exclusive licence is read as each says', () => {
    const text =
      'Supplier appoints Distributor as its exclusive distributor and grants it a non-exclusive licence to the Marks.';
    const exclusivity = featuresOf(text).filter((t) => t.id.item === 'exclusivity');
    expect(exclusivity.map((t) => t.negated)).toEqual([false, true]);
  });

  it.each([
    ['an exclusive forum', 'The courts of London shall have exclusive jurisdiction.', 'exclusive-forum'],
    [
      'claims brought exclusively in one place',
      'Any claim shall be brought exclusively in the courts of Delaware.',
      'exclusive-forum',
    ],
    ['an exclusive remedy', 'This remedy is the exclusive remedy of Customer.', 'exclusive-remedy'],
  ])('an exclusive forum or remedy is not exclusivity of dealing: %s', (_, text, item) => {
    const items = itemsOf(text);
    expect(items).toContain(item);
    expect(items).not.toContain('exclusivity');
  });

  it.each([
    'The Distributor shall not resell the Products outside the Territory.',
    'The licence is worldwide.',
    'Supplier may sell the Products in the territories listed in Schedule 1.',
  ])('where a right may be used is its territory: %s', (text) => {
    expect(itemsOf(text)).toContain('territory');
  });

  it.each([
    [
      'no beneficiaries, hyphenated',
      'Nothing in this Agreement confers any right on a third party; there are no third-party beneficiaries.',
      true,
    ],
    [
      'no beneficiary, with a proviso',
      'This Agreement is for the sole benefit of the parties and there shall be no third party beneficiary.',
      true,
    ],
    [
      'named beneficiaries',
      'The Affiliates of Customer are intended third party beneficiaries of this Section.',
      false,
    ],
  ])('third-party beneficiaries are read as given or excluded: %s', (_, text, excluded) => {
    const beneficiary = featuresOf(text).find((t) => t.id.item === 'third-party-beneficiary');
    expect(beneficiary?.negated).toBe(excluded);
  });

  it('owns its periods and features', () => {
    const texts = [
      'Distributor shall not sell competitive products for eighteen (18) months following expiry.',
      "NEITHER PARTY SHALL SOLICIT THE OTHER PARTY'S EMPLOYEES FOR SIX (6) MONTHS.",
      'Supplier is appointed the exclusive distributor of the Products in the Territory.',
      'Neither party shall disparage the other; there are no third-party beneficiaries.',
    ];
    const owned = new Set([
      ...(RESTRICTIVE_COVENANTS.owns.durations ?? []),
      ...(RESTRICTIVE_COVENANTS.owns.features ?? []),
    ]);
    const own = texts
      .flatMap(termsOf)
      .filter(
        (t) => (t.kind === 'duration' && owned.has(t.role)) || (t.kind === 'feature' && owned.has(t.id.item)),
      );
    expect(own.length).toBeGreaterThanOrEqual(6);
    for (const term of own) expect(topicOf(term.id)).toBe(RESTRICTIVE_COVENANTS.id);
  });
});
