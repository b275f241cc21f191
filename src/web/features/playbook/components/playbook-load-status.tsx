import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPlaybook } from '../../../../shared/schemas/playbook';
import { toApiError } from '../../../api-client';

/**
 * While the company's playbook loads: a spinner; when loading fails: why, with 'Try again' as long as
 * nothing was loaded before. Shown above the sections that work on the playbook.
 */
export function PlaybookLoadStatus({ query }: { query: UseQueryResult<TPlaybook> }) {
  const loaded = query.data !== undefined;
  return (
    <>
      {query.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Loading the playbook…</Text>
        </Group>
      )}
      {query.isError && (
        <Alert
          color="red"
          variant="light"
          title={loaded ? 'Could not refresh the playbook' : 'Could not load the playbook'}
        >
          <Text size="sm">{toApiError(query.error).detail}</Text>
          {!loaded && (
            <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}
