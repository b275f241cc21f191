import type { TCompany } from '../../../../shared/schemas/admin';
import type { TQueryTable } from '../../../components/ui/query-table-card';

/** 'Companies Stored in Database': Company ID and Company Name, with 'Refresh companies'. */
export const COMPANIES_TABLE: TQueryTable<TCompany> = {
  title: 'Companies Stored in Database',
  items: 'companies',
  emptyText: 'No companies yet.',
  columns: [
    { header: 'Company ID', cell: (company) => company.id, width: 140 },
    { header: 'Company Name', cell: (company) => company.name },
  ],
  rowKey: (company) => company.id,
  minWidth: 320,
};
