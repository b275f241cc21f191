import { Accordion, Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '../../../api-client';
import { categoryHistoryQueryOptions } from '../api/category-history-query-options';
import type { TPlaybookScope } from '../api/playbook-scope';
import { HistoryEntry } from './history-entry';

type TCategoryHistoryProps = {
  scope: TPlaybookScope;
  contract: string;
  category: string;
};

const HISTORY = 'history';

/** The category's saved versions, newest first, each with its redline; loaded when first opened. */
export function CategoryHistory({ scope, contract, category }: TCategoryHistoryProps) {
  const [opened, setOpened] = useState<string | null>(null);
  const query = useQuery({
    ...categoryHistoryQueryOptions(scope, contract, category),
    enabled: opened === HISTORY,
  });
  const versions = query.data?.versions ?? [];

  return (
    <Stack gap="xs" component="section" aria-label="History">
      <Title order={4} size="h6" tt="uppercase" c="dimmed">
        History
      </Title>
      <Accordion value={opened} onChange={setOpened} variant="contained">
        <Accordion.Item value={HISTORY}>
          <Accordion.Control>Show history</Accordion.Control>
          <Accordion.Panel>
            {query.isPending && query.fetchStatus === 'fetching' && (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Loading the history of {category}…
                </Text>
              </Group>
            )}
            {query.isError && (
              <Alert color="red" variant="light" title="Could not load the history">
                {toApiError(query.error).detail}
              </Alert>
            )}
            {query.isSuccess && versions.length === 0 && (
              <Text size="sm" c="dimmed">
                No saved versions yet
              </Text>
            )}
            {versions.length > 0 && (
              <Stack component="ol" gap="sm" p={0} m={0} aria-label={`Saved versions of ${category}`}>
                {versions.map((entry) => (
                  <HistoryEntry key={`${entry.level}-${entry.version}`} entry={entry} />
                ))}
              </Stack>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
