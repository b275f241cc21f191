import { queryOptions } from '@tanstack/react-query';
import { getCategoryHistory } from './get-category-history';
import type { TPlaybookScope } from './playbook-scope';

export const categoryHistoryQueryKey = (scope: TPlaybookScope, contract: string, category: string) =>
  ['playbook', scope.companyId, 'history', contract, category] as const;

/** Every saved version of a category's guidelines, newest first. */
export const categoryHistoryQueryOptions = (scope: TPlaybookScope, contract: string, category: string) =>
  queryOptions({
    queryKey: categoryHistoryQueryKey(scope, contract, category),
    queryFn: () => getCategoryHistory(scope, contract, category),
  });
