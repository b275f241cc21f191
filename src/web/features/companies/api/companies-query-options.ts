import { queryOptions } from '@tanstack/react-query';
import { getCompanies } from './get-companies';

export const companiesQueryOptions = queryOptions({ queryKey: ['companies'], queryFn: getCompanies });
