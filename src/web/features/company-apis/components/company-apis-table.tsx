import { Alert, Button, Code, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '../../../api-client';
import { DateTime } from '../../../components/ui/date-time';
import { SectionCard } from '../../../components/ui/section-card';
import { companyApisQueryOptions } from '../api/company-apis-query-options';

/** 'Company API credentials': which companies have AI-service credentials (key masked). */
export function CompanyApisTable() {
  const query = useQuery(companyApisQueryOptions);
  const apis = query.data ?? [];

  return (
    <SectionCard
      title="Company API credentials"
      actions={
        <Button variant="light" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          Refresh credentials
        </Button>
      }
    >
      {query.isError && (
        <Alert color="red" variant="light" title="Could not load the credentials">
          {toApiError(query.error).detail}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>API type</Table.Th>
              <Table.Th>API key (masked)</Table.Th>
              <Table.Th>Deployment</Table.Th>
              <Table.Th>API base</Table.Th>
              <Table.Th>API version</Table.Th>
              <Table.Th>Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {apis.map((api) => (
              <Table.Tr key={api.company_id}>
                <Table.Td>{api.company_name}</Table.Td>
                <Table.Td>{api.api_type}</Table.Td>
                <Table.Td>
                  <Code>{api.api_key_masked}</Code>
                </Table.Td>
                <Table.Td>{api.deployment}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{api.api_base}</Table.Td>
                <Table.Td>{api.api_version}</Table.Td>
                <Table.Td>
                  <DateTime value={api.updated_at} />
                </Table.Td>
              </Table.Tr>
            ))}
            {apis.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" size="sm">
                    {query.isPending
                      ? 'Loading credentials…'
                      : 'No company has its own credentials yet: every company uses the instance default engine.'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
