import { useQueryClient } from '@tanstack/react-query';
import type { TPlaybook } from '../../../../shared/schemas/playbook';
import type { TApiResult } from '../../../api-client';
import { playbookQueryKey } from '../api/playbook-query-options';
import type { TPlaybookScope } from '../api/playbook-scope';

/**
 * Sends a playbook change for the company in `scope`; its answer (the refreshed library) wholly
 * replaces the cached one, even if the form is gone by then.
 */
export const usePlaybookSend = <TRequest>(
  scope: TPlaybookScope,
  call: (scope: TPlaybookScope, request: TRequest) => Promise<TApiResult<TPlaybook>>,
) => {
  const queryClient = useQueryClient();
  return async (request: TRequest) => {
    const result = await call(scope, request);
    queryClient.setQueryData(playbookQueryKey(scope), result.data);
    return result;
  };
};
