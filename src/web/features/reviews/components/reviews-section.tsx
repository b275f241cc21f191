import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TMe } from '../../../../shared/schemas/auth';
import { TASK_STATUSES, type TTaskStatus } from '../../../../shared/schemas/review';
import { toApiError } from '../../../api-client';
import { SectionCard } from '../../../components/ui/section-card';
import { playbookQueryOptions } from '../../playbook/api/playbook-query-options';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { documentReviewsKey, documentReviewsQueryOptions } from '../api/document-reviews-query-options';
import { ReviewsTable } from './reviews-table';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  { value: 'pending', label: 'Running' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];

const statusOf = (value: string | null): TTaskStatus | undefined =>
  (TASK_STATUSES as readonly string[]).includes(value ?? '') ? (value as TTaskStatus) : undefined;

/**
 * The Reviews table with its filters (kept in the address, so a reload or a shared link keeps them)
 * and its pages, newest first: 'Older' follows the server's cursor, 'Newer' goes back.
 */
export function ReviewsSection({ scope, me }: { scope: TPlaybookScope; me: TMe }) {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const contract = params.get('contract') || undefined;
  // The cursors of the pages seen so far: the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const query = useQuery(documentReviewsQueryOptions(scope, { status, contract, cursor }));
  const playbook = useQuery(playbookQueryOptions(scope));
  const queryClient = useQueryClient();

  const setFilter = (name: 'status' | 'contract', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value && value !== ALL) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setCursors([undefined]);
  };
  const contracts = playbook.data?.all_contracts ?? [];
  const filtered = status !== undefined || contract !== undefined;

  return (
    <SectionCard
      title="Document reviews"
      actions={
        <Button variant="light" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          Refresh reviews
        </Button>
      }
    >
      <Text c="dimmed" size="sm">
        Every document your company has had reviewed, newest first. Open one to read its report, refine its
        clauses and download its Word files.
      </Text>
      <Group gap="md" wrap="wrap" align="flex-end">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status ?? ALL}
          onChange={(value) => setFilter('status', value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="Contract type"
          data={[
            { value: ALL, label: 'All contract types' },
            ...[...new Set([...contracts, ...(contract ? [contract] : [])])].map((name) => ({
              value: name,
              label: name,
            })),
          ]}
          value={contract ?? ALL}
          onChange={(value) => setFilter('contract', value)}
          allowDeselect={false}
          searchable={contracts.length > 8}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      {query.isError && (
        <Alert color="red" variant="light" title="Could not load the reviews">
          {toApiError(query.error).detail}
        </Alert>
      )}
      <ReviewsTable
        scope={scope}
        me={me}
        reviews={query.data?.reviews ?? []}
        empty={
          query.isPending
            ? 'Loading reviews…'
            : filtered
              ? 'No review matches these filters.'
              : 'No documents reviewed yet: upload one under TrainModel → Clause Testing → Document.'
        }
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: documentReviewsKey(scope) })}
      />
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">{`Page ${cursors.length}`}</Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={cursors.length === 1}
            onClick={() => setCursors((current) => current.slice(0, -1))}
          >
            Newer
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!query.data?.next_cursor}
            onClick={() => {
              const next = query.data?.next_cursor;
              if (next) setCursors((current) => [...current, next]);
            }}
          >
            Older
          </Button>
        </Group>
      </Group>
    </SectionCard>
  );
}
