import { queryOptions } from '@tanstack/react-query';
import { getCompanyApis } from './get-company-apis';

export const companyApisQueryOptions = queryOptions({ queryKey: ['company-apis'], queryFn: getCompanyApis });
