import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TSectionCardProps = {
  title: string;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled white panel: the building block of the admin and training pages. */
export function SectionCard({ title, actions, children }: TSectionCardProps) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
