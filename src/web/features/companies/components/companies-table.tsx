import { useQuery } from '@tanstack/react-query';
import type { TCompany } from '../../../../shared/schemas/admin';
import type { TDataColumn } from '../../../components/ui/data-table';
import { QueryTableCard } from '../../../components/ui/query-table-card';
import { companiesQueryOptions } from '../api/companies-query-options';

const COLUMNS: TDataColumn<TCompany>[] = [
  { header: 'Company ID', cell: (company) => company.id, width: 140 },
  { header: 'Company Name', cell: (company) => company.name },
];

/** 'Companies Stored in Database' with a 'Refresh companies' button. */
export function CompaniesTable() {
  return (
    <QueryTableCard
      title="Companies Stored in Database"
      query={useQuery(companiesQueryOptions)}
      refreshLabel="Refresh companies"
      loadErrorTitle="Could not load the companies"
      loadingText="Loading companies…"
      emptyText="No companies yet."
      columns={COLUMNS}
      rowKey={(company) => company.id}
      minWidth={320}
    />
  );
}
