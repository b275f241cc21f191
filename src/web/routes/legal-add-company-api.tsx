import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '../features/companies/api/companies-query-options';
import { companyApisQueryOptions } from '../features/company-apis/api/company-apis-query-options';
import { AddCompanyApiForm } from '../features/company-apis/components/add-company-api-form';
import { CompanyApisTable } from '../features/company-apis/components/company-apis-table';
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
  return (
    <Stack gap="lg">
      <AddCompanyApiForm companies={companies.data ?? []} companiesLoading={companies.isPending} />
      <CompanyApisTable />
    </Stack>
  );
}
