import type { TWeActFor } from '../../shared/schemas/documents';
import type { TParty } from '../terms/term-reading';
import { partiesWeActFor, readPlaybookRoles } from '../topics/parties/we-act-for';
import type { TGuidelines } from '../types';
import { readContractParties } from './read-party-sides';

/**
 * The contract's parties on the sides the party we act for gives them (decision 042), and the same in
 * the report's words: each party with the playbook role it plays. A party the reviewer names that the
 * contract does not define is no choice: the default (the party the contract puts on the playbook's
 * side) stands, and the caller refuses such a name before the review starts.
 */
export const readWeActFor = (
  text: string,
  categories: readonly { guidelines: TGuidelines; trained: boolean }[],
  actingFor?: string,
): { sided: TParty[]; report: TWeActFor } => {
  const roles = readPlaybookRoles(categories.filter((c) => c.trained).map((c) => c.guidelines));
  const contractParties = readContractParties(text);
  const mapped = partiesWeActFor(contractParties, roles, actingFor);
  const roleOf = (name: string) => {
    const side = mapped.parties.find((party) => party.name === name)?.side;
    return roles.roles.find((role) => role.side === side)?.role ?? null;
  };
  return {
    sided: mapped.parties,
    report: {
      party: mapped.actingFor,
      playbook_role: roles.home?.role ?? null,
      parties: contractParties.map(({ name }) => ({ name, role: roleOf(name) })),
      roles_without_party: mapped.rolesWithoutParty,
    },
  };
};
