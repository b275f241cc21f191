import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { IP } from './topic';

const termsOf = (text: string) => readTerms(text).terms;
const licenceOf = (text: string) =>
  termsOf(text).find(
    (t): t is Extract<TTerm, { kind: 'duration' }> => t.kind === 'duration' && t.role === 'license',
  );
const featureOf = (text: string, item: string) =>
  termsOf(text).find(
    (t): t is Extract<TTerm, { kind: 'feature' }> => t.kind === 'feature' && t.id.item === item,
  );

describe('ip topic', () => {
  it.each([
    [
      'a perpetual licence (British spelling)',
      'Supplier grants Customer a perpetual licence to use the Software.',
      Infinity,
    ],
    [
      'a licence for years, the period last',
      'Supplier hereby grants to Customer a license to use the Software for three (3) years.',
      1080,
    ],
    [
      'a licence for years, the period between commas, with a proviso',
      'Supplier grants Customer a licence, for a period of five (5) years, to use the Software, provided that Customer pays the fees.',
      1800,
    ],
    [
      'in capitals',
      'SUPPLIER HEREBY GRANTS TO CUSTOMER A LICENSE TO USE THE SOFTWARE FOR THREE (3) YEARS.',
      1080,
    ],
  ])('how long a licence lasts is its licence term: %s', (_, text, days) => {
    expect(licenceOf(text)?.days).toBe(days);
  });

  it('a licence term is the grantor’s: a perpetual licence the supplier grants is not one the customer grants', () => {
    expect(licenceOf('Supplier grants Customer a perpetual licence to use the Software.')?.actor).toBe(
      'provider',
    );
    expect(
      licenceOf('Customer hereby grants to Supplier a perpetual license to use the Customer Data.')?.actor,
    ).toBe('customer');
  });

  it.each([
    ['owned by', 'All Deliverables shall be owned exclusively by Customer.', 'customer'],
    ['the owner as subject', 'Customer shall own all Deliverables.', 'customer'],
    [
      'an assignment of the rights',
      'Supplier hereby assigns to Customer all right, title and interest in the Deliverables.',
      'customer',
    ],
    [
      'vesting, with a list of what is made',
      'All inventions, developments and improvements shall vest in Customer upon creation.',
      'customer',
    ],
    ['property of', 'The Deliverables shall be the property of Supplier.', 'provider'],
    [
      'rights retained',
      'Supplier shall retain all right, title and interest in the Deliverables.',
      'provider',
    ],
    ['work made for hire is the customer’s', 'The Deliverables are works made for hire.', 'customer'],
  ])('the work made under the contract is owned by the side the words give it to: %s', (_, text, owner) => {
    expect(featureOf(text, 'work-ownership')?.actor).toBe(owner);
  });

  it.each([
    ['jointly owned', 'The Deliverables shall be jointly owned by the parties.'],
    ['a party’s own materials', 'Supplier retains ownership of its pre-existing materials.'],
  ])(
    'shared ownership, or a party keeping its own materials, gives the work to no one side: %s',
    (_, text) => {
      expect(featureOf(text, 'work-ownership')).toBeUndefined();
    },
  );

  it.each([
    [
      'a United States patent',
      'Supplier shall defend Customer against any claim that the Software infringes a United States patent.',
    ],
    [
      'U.S. rights, in a list',
      'Supplier shall defend Customer against any claim that the Software infringes a U.S. patent or copyright.',
    ],
  ])(
    'an infringement promise that covers one country’s rights only is narrowed, and the promisor’s: %s',
    (_, text) => {
      expect(featureOf(text, 'one-country-ip')?.actor).toBe('provider');
    },
  );

  it('an infringement promise with no country covers every country’s rights', () => {
    expect(
      featureOf(
        'Supplier shall defend Customer against any claim that the Software infringes any patent.',
        'one-country-ip',
      ),
    ).toBeUndefined();
  });

  it.each([
    'Supplier shall deposit the source code with an escrow agent.',
    'SUPPLIER SHALL PLACE THE SOURCE CODE IN ESCROW WITH AN INDEPENDENT ESCROW AGENT.',
  ])('depositing the source code with a third party is source code escrow: %s', (text) => {
    expect(featureOf(text, 'source-code-escrow')).toBeDefined();
  });

  it('owns its terms', () => {
    const own = [
      licenceOf('Supplier grants Customer a perpetual licence to use the Software.'),
      featureOf('Customer shall own all Deliverables.', 'work-ownership'),
      featureOf('Supplier shall deposit the source code with an escrow agent.', 'source-code-escrow'),
      featureOf(
        'Supplier shall defend Customer against claims of infringing a U.S. patent.',
        'one-country-ip',
      ),
    ];
    for (const term of own) expect(term && topicOf(term.id)).toBe(IP.id);
  });
});
