import type { TParty } from '../../../engine/terms/term-reading';
import { clausePartiesWeActFor, type TPlaybookRoles } from '../../../engine/topics/parties/we-act-for';
import type { TClauseWeActFor } from '../../../shared/schemas/review';
import { AppError } from '../../errors';

const listed = (roles: readonly string[]) =>
  roles.length <= 1 ? roles.join('') : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;

/**
 * The role a clause test acts for: the one asked (as the playbook spells it, any case) or, where none is
 * asked, the role the playbook speaks for; and the parties that make the engine read the clause from
 * that side. A role the playbook does not name is refused with the roles it does; a playbook that names
 * none has nothing to choose (no `weActFor`).
 */
export const resolveClauseWeActFor = (
  contractType: string,
  { roles, home }: TPlaybookRoles,
  asked: string | undefined,
): { weActFor?: TClauseWeActFor; parties: TParty[] } => {
  const names = roles.map((role) => role.role);
  if (!home) {
    if (asked === undefined) return { parties: [] };
    throw new AppError(
      'VALIDATION_FAILED',
      `The "${contractType}" playbook names no roles (such as Customer and Supplier), so there is no side to act for: leave we_act_for out.`,
    );
  }
  const chosen =
    asked === undefined ? home : roles.find((role) => role.role.toLowerCase() === asked.toLowerCase());
  if (!chosen)
    throw new AppError(
      'VALIDATION_FAILED',
      `we_act_for must be a role the "${contractType}" playbook names: ${listed(names)}. "${asked}" is not one.`,
    );
  return {
    weActFor: { role: chosen.role, playbook_role: home.role },
    parties: clausePartiesWeActFor({ roles, home }, chosen.role),
  };
};
