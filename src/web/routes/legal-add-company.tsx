import { Stack } from '@mantine/core';
import { companiesQueryOptions } from '../features/companies/api/companies-query-options';
import { AddCompanyForm } from '../features/companies/components/add-company-form';
import { CompaniesTable } from '../features/companies/components/companies-table';
import { queryClient } from '../query-client';

export const legalAddCompanyLoader = async () => {
  await queryClient.prefetchQuery(companiesQueryOptions);
  return null;
};

export function LegalAddCompany() {
  return (
    <Stack gap="lg">
      <AddCompanyForm />
      <CompaniesTable />
    </Stack>
  );
}
