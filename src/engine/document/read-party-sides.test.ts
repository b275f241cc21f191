import { describe, expect, it } from 'vitest';
import { readContractParties } from './read-party-sides';

/** The parties whose side the contract shows. */
const readPartySides = (text: string) => readContractParties(text).filter((party) => party.side);

const preamble = (first: string, second: string) =>
  `THIS AGREEMENT ("Agreement") is made as of March 1, 2020 by and between Acme Widgets Inc., a Delaware corporation ("${first}"), and Bolt Labs Ltd., a company organised under the laws of England ("${second}").`;

describe('the parties of a contract and their sides', () => {
  it('takes the side of a party the preamble names by its role', () => {
    expect(readPartySides(`${preamble('Licensor', 'Licensee')} Licensee shall pay the fees.`)).toEqual([
      { name: 'Licensor', side: 'provider' },
      { name: 'Licensee', side: 'customer' },
    ]);
  });

  it('gives "the Company" the side opposite to a party named by a role word of the side it would have', () => {
    expect(readPartySides(`${preamble('Company', 'Consultant')} Company shall pay the fees.`)).toEqual([
      { name: 'Company', side: 'customer' },
      { name: 'Consultant', side: 'provider' },
    ]);
    expect(readPartySides(`${preamble('Company', 'Customer')} Customer shall pay the fees.`)).toEqual([
      { name: 'Company', side: 'provider' },
      { name: 'Customer', side: 'customer' },
    ]);
  });

  it('reads the side of a party named by its own name from what it does, and gives the other the other side', () => {
    const text = `${preamble('ACME', 'BOLT')} ACME hereby grants to BOLT a non-exclusive license. BOLT will pay ACME the Royalties. ACME shall deliver the Products. Acme shall invoice Bolt monthly.`;
    expect(readPartySides(text)).toEqual([
      // As the contract mostly writes the names.
      { name: 'ACME', side: 'provider' },
      { name: 'BOLT', side: 'customer' },
    ]);
  });

  it('leaves the sides unknown when what the parties do does not tell them apart', () => {
    const text = `${preamble('ACME', 'BOLT')} ACME shall provide the Services. BOLT shall provide the Data.`;
    expect(readPartySides(text)).toEqual([]);
  });

  it('takes only defined names that follow a description of an entity', () => {
    const text = `${preamble('ACME', 'BOLT')} The products listed in Exhibit A (the "Products") are sold. ACME grants to BOLT a license. ACME shall sell the Products.`;
    expect(readPartySides(text).map((party) => party.name)).toEqual(['ACME', 'BOLT']);
  });
});
