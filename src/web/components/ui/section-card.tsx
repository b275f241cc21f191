import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TSectionCardProps = {
  title: string;
  /** The heading level: 1 for the card that is the page's main subject, else 2. Drawn the same. */
  order?: 1 | 2;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled white panel: the building block of the admin and training pages. */
export function SectionCard({ title, order = 2, actions, children }: TSectionCardProps) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={order} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
