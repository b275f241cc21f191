import { queryOptions } from '@tanstack/react-query';
import { getPlaybook } from './get-playbook';
import type { TPlaybookScope } from './playbook-scope';

export const playbookQueryKey = (scope: TPlaybookScope) => ['playbook', scope.companyId] as const;

/**
 * The company's playbook library. Every add, remove and train answers the whole library, which
 * replaces the cached one, so a loaded library is never refetched on its own: it loads when the
 * cache holds no contracts (staleTime 0 then) or when someone forces a refresh.
 */
export const playbookQueryOptions = (scope: TPlaybookScope) =>
  queryOptions({
    queryKey: playbookQueryKey(scope),
    queryFn: () => getPlaybook(scope),
    staleTime: (query) => ((query.state.data?.all_contracts.length ?? 0) > 0 ? Number.POSITIVE_INFINITY : 0),
  });
