import { queryOptions } from '@tanstack/react-query';
import { getCompanySignIns } from './get-company-sign-ins';

export const companySignInsQueryOptions = queryOptions({
  queryKey: ['company-sign-ins'],
  queryFn: getCompanySignIns,
});
