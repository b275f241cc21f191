import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '../features/companies/api/companies-query-options';
import { AddUserForm } from '../features/users/components/add-user-form';
import { queryClient } from '../query-client';

export const legalAddUserLoader = async () => {
  await queryClient.prefetchQuery(companiesQueryOptions);
  return null;
};

export function LegalAddUser() {
  const companies = useQuery(companiesQueryOptions);
  return <AddUserForm companies={companies.data ?? []} companiesLoading={companies.isPending} />;
}
