import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryTableCard } from '../components/ui/query-table-card';
import { companiesQueryOptions } from '../features/companies/api/companies-query-options';
import { companySignInsQueryOptions } from '../features/company-sign-in/api/company-sign-ins-query-options';
import { CompanySignInForm } from '../features/company-sign-in/components/company-sign-in-form';
import { COMPANY_SIGN_INS_TABLE } from '../features/company-sign-in/components/company-sign-ins-table';
import { queryClient } from '../query-client';

export const legalCompanySignInLoader = async () => {
  await Promise.all([
    queryClient.prefetchQuery(companiesQueryOptions),
    queryClient.prefetchQuery(companySignInsQueryOptions),
  ]);
  return null;
};

/** /legal/company-sign-in: a company's identity provider, and every company's settings. */
export function LegalCompanySignIn() {
  const companies = useQuery(companiesQueryOptions);
  const signIns = useQuery({ ...companySignInsQueryOptions, select: (data) => data.sign_ins });
  const redirectUri = useQuery({ ...companySignInsQueryOptions, select: (data) => data.redirect_uri });
  return (
    <Stack gap="lg">
      <CompanySignInForm
        companies={companies.data ?? []}
        companiesLoading={companies.isPending}
        redirectUri={redirectUri.data}
      />
      <QueryTableCard table={COMPANY_SIGN_INS_TABLE} query={signIns} />
    </Stack>
  );
}
