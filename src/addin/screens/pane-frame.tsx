import { Box, Group, Image, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The pane's page: the add-in's name as the page's heading, then the screen. */
export function PaneFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Box component="main" p="sm" maw={560} mx="auto">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap">
            <Image src="/addin/icon-32.png" w={24} h={24} alt="" />
            <Title order={1} size="h3">
              Clausebook
            </Title>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
