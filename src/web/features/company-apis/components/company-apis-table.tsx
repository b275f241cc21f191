import { Code } from '@mantine/core';
import type { TCompanyApi } from '../../../../shared/schemas/admin';
import { DateTime } from '../../../components/ui/date-time';
import type { TQueryTable } from '../../../components/ui/query-table-card';

/** 'Company API credentials': which companies have AI-service credentials (the key masked). */
export const COMPANY_APIS_TABLE: TQueryTable<TCompanyApi> = {
  title: 'Company API credentials',
  items: 'credentials',
  emptyText:
    "No company has its own credentials yet: each uses the server's default AI service, or the built-in engine when none is set.",
  columns: [
    { header: 'Company', cell: (api) => api.company_name },
    { header: 'API type', cell: (api) => api.api_type },
    { header: 'API key (masked)', cell: (api) => <Code>{api.api_key_masked}</Code> },
    { header: 'Deployment', cell: (api) => api.deployment },
    { header: 'API base', cell: (api) => api.api_base, breakAnywhere: true },
    { header: 'API version', cell: (api) => api.api_version },
    { header: 'Updated', cell: (api) => <DateTime value={api.updated_at} /> },
  ],
  rowKey: (api) => api.company_id,
  minWidth: 820,
};
