import { Badge, Group, Text, Title } from '@mantine/core';
import type { TMe } from '../../../../shared/schemas/auth';

/** The page title with the company the person works for. */
export function TrainModelHeader({ me }: { me: TMe }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          Playbook workspace
        </Title>
        <Text c="dimmed" size="sm">
          Test clauses against your playbook and train it with your team's guidelines.
        </Text>
      </div>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Company:
        </Text>
        <Badge size="lg" variant="light" tt="none">
          {me.company_name ?? 'All companies (master admin)'}
        </Badge>
      </Group>
    </Group>
  );
}
