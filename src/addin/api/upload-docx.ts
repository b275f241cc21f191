import { DOCX_MEDIA_TYPE, ZDocumentTaskCreated } from '../../shared/schemas/documents';
import {
  ApiError,
  apiUrl,
  envelopeFrom,
  errorFrom,
  NETWORK_ERROR_DETAIL,
  parseJson,
  sessionRequestInit,
} from '../../web/api-client';
import { scopeFields, type TPlaybookScope } from '../../web/features/playbook/api/playbook-scope';

/** Sends the open document (a DOCX from Word) for a document review; resolves with the review's task id. */
export const uploadDocx = async (
  scope: TPlaybookScope,
  contract: string,
  bytes: Uint8Array,
  signal: AbortSignal,
): Promise<string> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(scopeFields(scope))) form.append(name, value);
  form.append('selected_contract', contract);
  form.append('file', new Blob([bytes as BlobPart], { type: DOCX_MEDIA_TYPE }), 'document.docx');
  const session = sessionRequestInit();
  let response: Response;
  try {
    response = await fetch(apiUrl('/test/final/document/'), {
      method: 'POST',
      body: form,
      signal,
      credentials: session.credentials,
      headers: { Accept: 'application/json', ...session.headers },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_DETAIL, 'NETWORK_ERROR');
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw errorFrom(response.status, body);
  return envelopeFrom(response.status, body, ZDocumentTaskCreated).data.taskid;
};
