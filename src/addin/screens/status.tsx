import { Alert, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A wait in progress, saying what is happening (announced to screen readers). */
export function WaitLine({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** A failure, saying what to do. */
export function Problem({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm" c="red.9" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Alert>
  );
}

/** An outcome worth saying (announced to screen readers). */
export function Done({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" fw={600} c="teal.8" role="status">
      {children}
    </Text>
  );
}
