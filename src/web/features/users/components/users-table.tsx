import { Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { DateTime } from '../../../components/ui/date-time';
import { ErrorModal } from '../../../components/ui/error-modal';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusLine } from '../../../components/ui/status-line';
import { usersQueryOptions } from '../api/users-query-options';

/** 'GET USERS' loads the list, 'Refresh users' loads it again; errors open the popup. */
export function UsersTable() {
  const [requested, setRequested] = useState(false);
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);
  const query = useQuery({ ...usersQueryOptions, enabled: requested });

  const load = () => {
    setRequested(true);
    void query.refetch();
  };

  const showError = query.isError && query.errorUpdatedAt !== dismissedErrorAt;
  const users = requested ? query.data : undefined;

  return (
    <SectionCard
      title="Users"
      actions={
        <Group gap="xs">
          <Button size="xs" onClick={load} loading={query.isFetching && !query.data}>
            GET USERS
          </Button>
          <Button size="xs" variant="light" onClick={load} loading={query.isFetching && !!query.data}>
            Refresh users
          </Button>
        </Group>
      }
    >
      {!requested && (
        <Text c="dimmed" size="sm">
          Press GET USERS to load the users of every company.
        </Text>
      )}
      {requested && query.isSuccess && users === null && (
        <StatusLine tone="warning">{MESSAGES.somethingWentWrong}</StatusLine>
      )}
      {users && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Username</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Created Date</Table.Th>
                <Table.Th>Update Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user.username}>
                  <Table.Td>{user.username}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.company_name}</Table.Td>
                  <Table.Td>
                    <DateTime value={user.created_at} />
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={user.updated_at} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {users.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" size="sm">
                      No users yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ErrorModal
        error={showError ? query.error : null}
        onClose={() => setDismissedErrorAt(query.errorUpdatedAt)}
      />
    </SectionCard>
  );
}
