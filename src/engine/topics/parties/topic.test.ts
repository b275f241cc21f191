import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { isNamedSide, namedSide } from './named-side';
import { PARTIES } from './topic';

const whoOf = (text: string, parties?: { name: string; side: string }[]) =>
  readTerms(text, parties ? { parties } : {}).terms.flatMap((t) => (t.kind === 'who' ? [t.side] : []));
const periodActor = (text: string, parties?: { name: string; side: string }[]) =>
  readTerms(text, parties ? { parties } : {}).terms.find(
    (t): t is Extract<TTerm, { kind: 'duration' }> => t.kind === 'duration',
  )?.actor;

describe('parties topic: who a clause binds', () => {
  it.each([
    [
      'a supplier named by its role',
      'Supplier shall provide transition services for a period of six (6) months.',
      'provider',
    ],
    [
      'another word for the supplier, in capitals',
      'THE VENDOR SHALL DEPOSIT THE SOURCE CODE WITH AN ESCROW AGENT.',
      'provider',
    ],
    [
      'a licensee, with its article',
      'The Licensee shall pay the fees within thirty (30) days of invoice.',
      'customer',
    ],
    [
      'a customer, with a proviso',
      'Customer may terminate this Agreement for convenience, provided that it pays all fees accrued.',
      'customer',
    ],
    ['a distributor', 'The Distributor shall not resell the Products outside the Territory.', 'customer'],
  ])(
    'a party named by a role word binds that role’s side, where the clause states a term: %s',
    (_, text, side) => {
      expect(whoOf(text)).toEqual([side]);
    },
  );

  it.each([
    [
      'either party',
      "Either party may terminate this Agreement for convenience on thirty (30) days' notice.",
    ],
    [
      'neither party, in capitals',
      "NEITHER PARTY SHALL SOLICIT THE OTHER PARTY'S EMPLOYEES FOR SIX (6) MONTHS.",
    ],
    [
      'neither party, with a list',
      'Neither party shall make any disparaging or derogatory statement about the other party, its products or its employees.',
    ],
    [
      'the parties',
      'The parties shall not disparage each other, provided that nothing prevents truthful testimony.',
    ],
  ])('words for both parties bind both alike: %s', (_, text) => {
    expect(whoOf(text)).toEqual(['mutual']);
  });

  it('a period one side keeps is that side’s, whichever role word names it', () => {
    expect(periodActor('Customer shall pay each invoice within thirty (30) days.')).toBe('customer');
    expect(periodActor('THE CLIENT SHALL PAY EACH INVOICE WITHIN THIRTY (30) DAYS.')).toBe('customer');
    expect(periodActor('Either party may terminate on thirty (30) days notice.')).toBe('mutual');
  });

  it('a party the contract defines by a name no role word places is a side of its own, which acts for no side', () => {
    const text =
      'This Agreement is made between Bramble Holdings Ltd ("Bramble") and Quillon Systems Inc. ("Quillon"). Bramble shall pay Quillon within thirty (30) days.';
    const { parties } = readTerms(text);
    expect(parties.map((p) => p.name)).toEqual(['Bramble', 'Quillon']);
    for (const party of parties) expect(isNamedSide(party.side)).toBe(true);
    expect(whoOf(text)).toEqual([]);
    expect(periodActor(text)).toBeUndefined();
  });

  it('a defined name that is a role word takes the role’s side', () => {
    const { parties } = readTerms('Bramble Holdings Ltd (the "Licensor") shall maintain the Software.');
    expect(parties).toEqual([{ name: 'Licensor', side: 'provider' }]);
  });

  it('the contract’s own parties are known in a clause whatever their capitals, and bind their sides', () => {
    const known = [
      { name: 'BRAMBLE', side: 'provider' },
      { name: 'Quillon', side: 'customer' },
    ];
    expect(whoOf('Bramble shall pay Quillon within thirty (30) days.', known)).toEqual(['provider']);
    expect(periodActor('Bramble shall pay Quillon within thirty (30) days.', known)).toBe('provider');
    expect(
      whoOf('QUILLON MAY TERMINATE THIS AGREEMENT FOR CONVENIENCE ON THIRTY (30) DAYS NOTICE.', known),
    ).toEqual(['customer']);
  });

  it('a side named by a party’s own name is told apart from the playbook’s roles', () => {
    expect(isNamedSide(namedSide('Bramble'))).toBe(true);
    for (const side of ['provider', 'customer', 'mutual']) expect(isNamedSide(side)).toBe(false);
  });

  it('owns who is bound', () => {
    const who = readTerms('Either party may terminate on thirty (30) days notice.').terms.filter(
      (t) => t.kind === 'who',
    );
    expect(who.length).toBe(1);
    for (const term of who) expect(topicOf(term.id)).toBe(PARTIES.id);
  });
});
