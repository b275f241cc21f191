import { Alert, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { toApiError } from '../../api-client';
import { DataTable, type TDataColumn } from './data-table';
import { SectionCard } from './section-card';

type TQueryTableCardProps<T> = {
  title: string;
  query: UseQueryResult<T[]>;
  /** The button that loads the list again, e.g. 'Refresh companies'. */
  refreshLabel: string;
  /** The alert's title when the list cannot be loaded. */
  loadErrorTitle: string;
  loadingText: string;
  emptyText: string;
  columns: TDataColumn<T>[];
  rowKey: (row: T) => string | number;
  minWidth: number;
};

/** A titled table of a list the page loads itself, with a refresh button and an alert if loading fails. */
export function QueryTableCard<T>({
  title,
  query,
  refreshLabel,
  loadErrorTitle,
  loadingText,
  emptyText,
  columns,
  rowKey,
  minWidth,
}: TQueryTableCardProps<T>) {
  return (
    <SectionCard
      title={title}
      actions={
        <Button variant="light" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          {refreshLabel}
        </Button>
      }
    >
      {query.isError && (
        <Alert color="red" variant="light" title={loadErrorTitle}>
          {toApiError(query.error).detail}
        </Alert>
      )}
      <DataTable
        label={title}
        columns={columns}
        rows={query.data ?? []}
        rowKey={rowKey}
        minWidth={minWidth}
        empty={query.isPending ? loadingText : emptyText}
      />
    </SectionCard>
  );
}
