import { Badge, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TMe } from '../../../../shared/schemas/auth';

type TTrainModelHeaderProps = {
  me: TMe;
  /** The master admin's company switcher, shown in place of the company name. */
  companySwitcher?: ReactNode;
  /** The line saying which engine the company uses (none while a master admin has no company picked). */
  engine?: ReactNode;
};

/**
 * The page title with the company the person works for (or, for master admins, the company switcher)
 * and the engine it uses.
 */
export function TrainModelHeader({ me, companySwitcher, engine }: TTrainModelHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          Playbook workspace
        </Title>
        <Text c="dimmed" size="sm">
          Test clauses against your playbook and train it with your team's guidelines.
        </Text>
        {engine}
      </div>
      {companySwitcher ?? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Company:
          </Text>
          <Badge size="lg" variant="light" tt="none">
            {me.company_name ?? 'No company'}
          </Badge>
        </Group>
      )}
    </Group>
  );
}
