import { type TWeActFor, ZWeActFor } from '../../../../shared/schemas/documents';
import {
  ApiError,
  apiUrl,
  envelopeFrom,
  errorFrom,
  NETWORK_ERROR_DETAIL,
  parseJson,
  sessionRequestInit,
} from '../../../api-client';
import { scopeFields, type TPlaybookScope } from '../../playbook/api/playbook-scope';

/**
 * Reads the parties a contract defines, each with the role it plays in `contract`'s playbook, and the
 * one we are taken to act for (multipart: `selected_contract`, `file`); the server keeps no file.
 * Rejects with an ApiError (the server's message), or with an AbortError once `signal` aborts.
 */
export const readDocumentParties = async (
  scope: TPlaybookScope,
  { contract, file }: { contract: string; file: File },
  signal: AbortSignal,
): Promise<TWeActFor> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(scopeFields(scope))) form.append(name, value);
  form.append('selected_contract', contract);
  form.append('file', file, file.name);
  const session = sessionRequestInit();
  let response: Response;
  try {
    response = await fetch(apiUrl('/test/document/parties'), {
      method: 'POST',
      credentials: session.credentials,
      headers: { Accept: 'application/json', ...session.headers },
      body: form,
      signal,
    });
  } catch (failure) {
    if (signal.aborted) throw failure;
    throw new ApiError(0, NETWORK_ERROR_DETAIL, 'NETWORK_ERROR');
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw errorFrom(response.status, body);
  return envelopeFrom(response.status, body, ZWeActFor).data;
};
