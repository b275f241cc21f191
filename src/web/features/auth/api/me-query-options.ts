import { queryOptions } from '@tanstack/react-query';
import { getMe } from './get-me';

/** Always asked afresh (staleTime 0); loaders running side by side share one request. */
export const meQueryOptions = queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: 0, retry: false });
