import { describe, expect, it } from 'vitest';
import { readTerms } from '../../terms/read-terms';
import type { TGuidelines } from '../../types';
import { clausePartiesWeActFor, partiesWeActFor, readPlaybookRoles } from './we-act-for';

const levels = (preferred: string, acceptable: string, unacceptable: string): TGuidelines => ({
  preferred,
  acceptable,
  unacceptable,
});

describe('the side a playbook speaks for: the one its preferred positions give rights and its unacceptable ones bind', () => {
  it.each([
    [
      'rights for the customer, duties for the supplier',
      levels(
        'Customer may terminate this Agreement for convenience on thirty (30) days notice.',
        'Customer may terminate on sixty (60) days notice.',
        'Supplier may terminate this Agreement at any time.',
      ),
      'Customer',
    ],
    [
      "a supplier's playbook, in capitals and with a proviso",
      levels(
        'SUPPLIER MAY SUSPEND THE SERVICES, PROVIDED THAT IT GIVES NOTICE. CUSTOMER SHALL PAY ALL FEES WITHIN 30 DAYS.',
        'Supplier may suspend the Services on ten days notice.',
        'Customer may withhold payment for any reason. Supplier shall indemnify Customer for all losses.',
      ),
      'Supplier',
    ],
    [
      "a licensor's playbook in British spelling",
      levels(
        'Licensor shall have the right to terminate the licence if Licensee fails to pay.',
        'Licensee shall not sublicense without consent.',
        'Licensee may sublicense the licensed programme without Licensor’s consent.',
      ),
      'Licensor',
    ],
  ])('%s', (_name, guidelines, home) => {
    expect(readPlaybookRoles([guidelines]).home?.role).toBe(home);
  });

  it("names each role once, as the guidelines write it, with the role word's side", () => {
    const { roles } = readPlaybookRoles([
      levels('The Receiving Party shall protect the Disclosing Party’s information.', '', ''),
      levels(
        'The receiving party may disclose it to advisers. The Disclosing Party may seek relief.',
        '',
        '',
      ),
    ]);
    expect(roles).toEqual([
      { role: 'Receiving Party', side: 'recipient' },
      { role: 'Disclosing Party', side: 'discloser' },
    ]);
  });

  it("takes the buyer's side only where the wording does not tell, and none where no role is named", () => {
    expect(readPlaybookRoles([levels('Supplier and Customer are parties.', '', '')]).home?.role).toBe(
      'Customer',
    );
    expect(readPlaybookRoles([levels('Either party may terminate on notice.', '', '')])).toEqual({
      roles: [],
      home: null,
    });
  });
});

describe("the contract's parties mapped from the party we act for", () => {
  const msa = readPlaybookRoles([
    levels('Customer may terminate for convenience.', '', 'Supplier may terminate at any time.'),
  ]);

  it('puts the chosen party on the playbook’s side and, with two parties, the other on the other', () => {
    const parties = [{ name: 'Acme' }, { name: 'Distributor', side: 'customer' }];
    expect(partiesWeActFor(parties, msa, 'acme')).toEqual({
      parties: [
        { name: 'Acme', side: 'customer' },
        { name: 'Distributor', side: 'provider' },
      ],
      actingFor: 'Acme',
      rolesWithoutParty: [],
    });
  });

  it('takes by default the one party the contract itself puts on the playbook’s side', () => {
    const mapped = partiesWeActFor(
      [
        { name: 'Licensor', side: 'provider' },
        { name: 'Licensee', side: 'customer' },
      ],
      msa,
    );
    expect(mapped.actingFor).toBe('Licensee');
  });

  it('chooses no one where the contract does not show who is on the playbook’s side, and leaves unread sides out', () => {
    expect(partiesWeActFor([{ name: 'Acme' }, { name: 'Beta' }], msa)).toEqual({
      parties: [],
      actingFor: null,
      rolesWithoutParty: [],
    });
  });

  it('names the roles no party plays where a third party leaves one side empty', () => {
    const mapped = partiesWeActFor([{ name: 'Alpha' }, { name: 'Beta' }, { name: 'Gamma' }], msa, 'Alpha');
    expect(mapped.parties).toEqual([{ name: 'Alpha', side: 'customer' }]);
    expect(mapped.rolesWithoutParty).toEqual(['Supplier']);
  });
});

describe('a clause test acting for the role the playbook does not speak for', () => {
  const msa = readPlaybookRoles([
    levels('Customer may terminate for convenience.', '', 'Supplier may terminate at any time.'),
  ]);

  it('maps nothing when we act for the playbook’s own role, or a role it does not name', () => {
    expect(clausePartiesWeActFor(msa, 'Customer')).toEqual([]);
    expect(clausePartiesWeActFor(msa, 'Landlord')).toEqual([]);
  });

  it("reads the clause's words for our role on the playbook's side", () => {
    const parties = clausePartiesWeActFor(msa, 'supplier');
    const right = (clause: string) =>
      readTerms(clause, { parties }).terms.find((term) => term.kind === 'duration')?.actor;
    expect(right("Supplier may terminate this Agreement on thirty (30) days' notice.")).toBe('customer');
    expect(right("The Customer may terminate this Agreement on thirty (30) days' notice.")).toBe('provider');
    expect(right("Upon thirty (30) days' written notice, SUPPLIER may terminate this Agreement.")).toBe(
      'customer',
    );
  });
});
