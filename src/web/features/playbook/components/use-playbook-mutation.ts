import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlaybook } from '../../../../shared/schemas/playbook';
import type { TApiResult } from '../../../api-client';
import { playbookQueryKey } from '../api/playbook-query-options';
import type { TPlaybookScope } from '../api/playbook-scope';

/** A playbook change whose answer (the refreshed library) wholly replaces the cached one. */
export const usePlaybookMutation = <TRequest>(
  scope: TPlaybookScope,
  call: (scope: TPlaybookScope, request: TRequest) => Promise<TApiResult<TPlaybook>>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRequest) => call(scope, request),
    onSuccess: (result) => {
      queryClient.setQueryData(playbookQueryKey(scope), result.data);
    },
  });
};
