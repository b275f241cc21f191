import { Alert, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { toApiError } from '../../api-client';
import { DataTable, type TDataColumn } from './data-table';
import { SectionCard } from './section-card';

/** What a list's table shows: its title, what it lists (for the button and messages), its columns. */
export type TQueryTable<T> = {
  title: string;
  /** What the rows are, e.g. 'companies': 'Refresh companies', 'Loading companies…'. */
  items: string;
  /** The row shown when the list is empty. */
  emptyText: string;
  columns: TDataColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
};

/** A titled table of a list the page loads itself, with a refresh button and an alert if loading fails. */
export function QueryTableCard<T>({ table, query }: { table: TQueryTable<T>; query: UseQueryResult<T[]> }) {
  return (
    <SectionCard
      title={table.title}
      actions={
        <Button variant="light" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          {`Refresh ${table.items}`}
        </Button>
      }
    >
      {query.isError && (
        <Alert color="red" variant="light" title={`Could not load the ${table.items}`}>
          {toApiError(query.error).detail}
        </Alert>
      )}
      <DataTable
        label={table.title}
        columns={table.columns}
        rows={query.data ?? []}
        rowKey={table.rowKey}
        minWidth={table.minWidth}
        empty={query.isPending ? `Loading ${table.items}…` : table.emptyText}
      />
    </SectionCard>
  );
}
