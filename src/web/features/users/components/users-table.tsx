import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import type { TUser } from '../../../../shared/schemas/admin';
import { DataTable, type TDataColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { ErrorModal } from '../../../components/ui/error-modal';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusLine } from '../../../components/ui/status-line';
import { usersQueryOptions } from '../api/users-query-options';

const COLUMNS: TDataColumn<TUser>[] = [
  { header: 'Username', cell: (user) => user.username },
  { header: 'Email', cell: (user) => user.email },
  { header: 'Company', cell: (user) => user.company_name },
  { header: 'Created Date', cell: (user) => <DateTime value={user.created_at} /> },
  { header: 'Update Date', cell: (user) => <DateTime value={user.updated_at} /> },
];

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
      order={1}
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
        <DataTable
          label="Users"
          columns={COLUMNS}
          rows={users}
          rowKey={(user) => user.username}
          minWidth={640}
          empty="No users yet."
        />
      )}
      <ErrorModal
        error={showError ? query.error : null}
        onClose={() => setDismissedErrorAt(query.errorUpdatedAt)}
      />
    </SectionCard>
  );
}
