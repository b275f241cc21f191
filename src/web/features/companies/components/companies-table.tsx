import { Alert, Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '../../../api-client';
import { SectionCard } from '../../../components/ui/section-card';
import { companiesQueryOptions } from '../api/companies-query-options';

/** 'Companies Stored in Database' with a 'Refresh companies' button. */
export function CompaniesTable() {
  const query = useQuery(companiesQueryOptions);
  const companies = query.data ?? [];

  return (
    <SectionCard
      title="Companies Stored in Database"
      actions={
        <Button variant="light" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          Refresh companies
        </Button>
      }
    >
      {query.isError && (
        <Alert color="red" variant="light" title="Could not load the companies">
          {toApiError(query.error).detail}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>Company ID</Table.Th>
              <Table.Th>Company Name</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td>{company.id}</Table.Td>
                <Table.Td>{company.name}</Table.Td>
              </Table.Tr>
            ))}
            {companies.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text c="dimmed" size="sm">
                    {query.isPending ? 'Loading companies…' : 'No companies yet.'}
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
