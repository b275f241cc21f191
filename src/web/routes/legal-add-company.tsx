import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryTableCard } from '../components/ui/query-table-card';
import { companiesQueryOptions } from '../features/companies/api/companies-query-options';
import { AddCompanyForm } from '../features/companies/components/add-company-form';
import { COMPANIES_TABLE } from '../features/companies/components/companies-table';
import { queryClient } from '../query-client';

export const legalAddCompanyLoader = async () => {
  await queryClient.prefetchQuery(companiesQueryOptions);
  return null;
};

export function LegalAddCompany() {
  const companies = useQuery(companiesQueryOptions);
  return (
    <Stack gap="lg">
      <AddCompanyForm />
      <QueryTableCard table={COMPANIES_TABLE} query={companies} />
    </Stack>
  );
}
