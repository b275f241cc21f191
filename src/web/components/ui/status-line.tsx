import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

type TStatusLineProps = {
  tone: 'success' | 'warning';
  children: ReactNode;
};

/** The one-line outcome under a form ('Company added to the database', …), announced to screen readers. */
export function StatusLine({ tone, children }: TStatusLineProps) {
  return (
    <Text role="status" fw={600} c={tone === 'success' ? 'teal.8' : 'orange.8'}>
      {children}
    </Text>
  );
}
