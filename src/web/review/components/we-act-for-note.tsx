import { Badge, Group, Text } from '@mantine/core';
import type { TClauseWeActFor } from '../../../shared/schemas/review';

/**
 * Whom a clause test acted for, and what that did: where it is not the role the playbook is written
 * for, the playbook's positions were read as that role's own.
 */
export function WeActForNote({ weActFor, size = 'sm' }: { weActFor?: TClauseWeActFor; size?: 'xs' | 'sm' }) {
  if (!weActFor) return null;
  const { role, playbook_role: playbookRole } = weActFor;
  return (
    <Group gap="xs" wrap="wrap" aria-label="We act for" role="note">
      <Badge size={size === 'xs' ? 'md' : 'lg'} variant="outline" color="indigo" tt="none">
        {`We act for: ${role}`}
      </Badge>
      <Text size={size} c="dimmed">
        {role === playbookRole
          ? "The playbook's own side."
          : `The playbook is written for ${playbookRole}: its positions were applied to ${role}'s side.`}
      </Text>
    </Group>
  );
}
