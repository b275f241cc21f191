import { Code } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TCompanyApi } from '../../../../shared/schemas/admin';
import type { TDataColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { QueryTableCard } from '../../../components/ui/query-table-card';
import { companyApisQueryOptions } from '../api/company-apis-query-options';

const COLUMNS: TDataColumn<TCompanyApi>[] = [
  { header: 'Company', cell: (api) => api.company_name },
  { header: 'API type', cell: (api) => api.api_type },
  { header: 'API key (masked)', cell: (api) => <Code>{api.api_key_masked}</Code> },
  { header: 'Deployment', cell: (api) => api.deployment },
  { header: 'API base', cell: (api) => api.api_base, breakAnywhere: true },
  { header: 'API version', cell: (api) => api.api_version },
  { header: 'Updated', cell: (api) => <DateTime value={api.updated_at} /> },
];

/** 'Company API credentials': which companies have AI-service credentials (key masked). */
export function CompanyApisTable() {
  return (
    <QueryTableCard
      title="Company API credentials"
      query={useQuery(companyApisQueryOptions)}
      refreshLabel="Refresh credentials"
      loadErrorTitle="Could not load the credentials"
      loadingText="Loading credentials…"
      emptyText="No company has its own credentials yet: every company uses the instance default engine."
      columns={COLUMNS}
      rowKey={(api) => api.company_id}
      minWidth={820}
    />
  );
}
