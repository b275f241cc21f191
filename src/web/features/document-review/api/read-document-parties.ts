import { type TWeActFor, ZWeActFor } from '../../../../shared/schemas/documents';
import { apiRequest } from '../../../api-client';
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
  return (await apiRequest('/test/document/parties', { form, data: ZWeActFor, signal })).data;
};
