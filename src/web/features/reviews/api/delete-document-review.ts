import { ApiError, apiUrl, errorFrom, NETWORK_ERROR_DETAIL, parseJson } from '../../../api-client';
import { scopeQuery, type TPlaybookScope } from '../../playbook/api/playbook-scope';

/**
 * Deletes a document review with its upload and Word files (`DELETE /api/v1/test/document/{taskid}`).
 * Any 2xx is done, whatever its body; otherwise rejects with an ApiError carrying the server's `detail`.
 */
export const deleteDocumentReview = async (scope: TPlaybookScope, taskId: string) => {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/test/document/${encodeURIComponent(taskId)}${scopeQuery(scope)}`), {
      method: 'DELETE',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_DETAIL, 'NETWORK_ERROR');
  }
  if (!response.ok) throw errorFrom(response.status, parseJson(await response.text()));
};
