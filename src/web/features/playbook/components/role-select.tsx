import { Select } from '@mantine/core';
import type { TPlaybookRoles } from '../../../../shared/schemas/playbook';

type TRoleSelectProps = {
  /** The contract type's roles and the one its playbook speaks for. */
  roles: TPlaybookRoles;
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
  size?: 'xs' | 'sm';
};

/**
 * 'We act for': one of the roles the contract type's playbook names, the one it is written for
 * preselected. Nothing to choose (so nothing shown) where the playbook names no roles.
 */
export function RoleSelect({ roles, value, onChange, error, size }: TRoleSelectProps) {
  if (roles.roles.length === 0) return null;
  return (
    <Select
      label="We act for"
      name="we_act_for"
      size={size}
      data={roles.roles.map((role) => ({
        value: role,
        label: role === roles.playbook_role ? `${role} (the playbook's side)` : role,
      }))}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
      error={error}
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}
