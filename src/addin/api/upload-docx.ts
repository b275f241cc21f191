import { DOCX_MEDIA_TYPE, ZDocumentTaskCreated } from '../../shared/schemas/documents';
import { apiRequest } from '../../web/api-client';
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
  const answer = await apiRequest('/test/final/document/', { form, data: ZDocumentTaskCreated, signal });
  return answer.data.taskid;
};
