import { describe, expect, it } from 'vitest';
import type { TWeActFor } from '../../../shared/schemas/documents';
import { checkActingFor } from './check-acting-for';

const read = (party: string | null, names: string[]): TWeActFor => ({
  party,
  playbook_role: 'Customer',
  parties: names.map((name) => ({ name, role: null })),
  roles_without_party: [],
});

describe('checkActingFor', () => {
  it('lets a review through where no party was chosen', () => {
    expect(() => checkActingFor(undefined, read(null, []))).not.toThrow();
    expect(() => checkActingFor(undefined, undefined)).not.toThrow();
  });

  it.each([
    ['the same spelling', 'Licensee', 'Licensee'],
    ['other capitals', 'LICENSEE', 'Licensee'],
    ['spaces around it', '  licensee ', 'Licensee'],
  ])('accepts the party the review acted for, written with %s', (_name, chosen, party) => {
    expect(() => checkActingFor(chosen, read(party, ['Licensor', party]))).not.toThrow();
  });

  it.each([
    [['Licensor', 'Licensee'], '"Licensor" and "Licensee"'],
    [['Alpha', 'Beta', 'Gamma'], '"Alpha", "Beta" and "Gamma"'],
    [['Sole Party'], '"Sole Party"'],
  ])('names the parties read when the choice is none of %j', (names, listed) => {
    expect(() => checkActingFor('Reseller', read(names[0] ?? null, names))).toThrow(
      `"Reseller" is not a party of this contract: the parties it defines are ${listed}. Choose one of them under "We act for" and review it again.`,
    );
  });

  it('says no party could be read where none was', () => {
    expect(() => checkActingFor('Acme', read(null, []))).toThrow(
      '"Acme" is not a party of this contract: no parties could be read from it.',
    );
    expect(() => checkActingFor('Acme', undefined)).toThrow('no parties could be read from it');
  });
});
