import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryTableCard } from '../components/ui/query-table-card';
import { companiesQueryOptions } from '../features/companies/api/companies-query-options';
import { companyApisQueryOptions } from '../features/company-apis/api/company-apis-query-options';
import { AddCompanyApiForm } from '../features/company-apis/components/add-company-api-form';
import { COMPANY_APIS_TABLE } from '../features/company-apis/components/company-apis-table';
import { queryClient } from '../query-client';

export const legalAddCompanyApiLoader = async () => {
  await Promise.all([
    queryClient.prefetchQuery(companiesQueryOptions),
    queryClient.prefetchQuery(companyApisQueryOptions),
  ]);
  return null;
};

export function LegalAddCompanyApi() {
  const companies = useQuery(companiesQueryOptions);
  const credentials = useQuery(companyApisQueryOptions);
  return (
    <Stack gap="lg">
      <AddCompanyApiForm companies={companies.data ?? []} companiesLoading={companies.isPending} />
      <QueryTableCard table={COMPANY_APIS_TABLE} query={credentials} />
    </Stack>
  );
}
