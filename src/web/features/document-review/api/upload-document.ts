import { ZDocumentTaskCreated } from '../../../../shared/schemas/documents';
import {
  ApiError,
  apiUrl,
  envelopeFrom,
  errorFrom,
  NETWORK_ERROR_DETAIL,
  parseJson,
} from '../../../api-client';
import { scopeFields, type TPlaybookScope } from '../../playbook/api/playbook-scope';

type TUploadOptions = {
  signal: AbortSignal;
  /** The share of the file sent so far (0–1), or null while the browser cannot tell. */
  onProgress: (fraction: number | null) => void;
};

const TOO_LARGE = 'The file is larger than 200 MB, the most a document may have.';

/**
 * Sends a document for review (multipart: `selected_contract`, `file`, the party `we_act_for` where
 * chosen, and `company_id` for master admins) with the session cookie. XMLHttpRequest rather than
 * fetch: only it reports upload progress.
 * Resolves with the review's task id; rejects with an ApiError (the server's message), or with an
 * AbortError once `signal` aborts.
 */
export const uploadDocument = (
  scope: TPlaybookScope,
  { contract, file, weActFor }: { contract: string; file: File; weActFor?: string | null },
  { signal, onProgress }: TUploadOptions,
) =>
  new Promise<string>((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/test/final/document/'));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) =>
      onProgress(event.lengthComputable ? event.loaded / event.total : null);
    request.onload = () => {
      const body = parseJson(request.responseText);
      try {
        if (request.status < 200 || request.status >= 300) {
          const failure = errorFrom(request.status, body);
          // A proxy in front of the server may refuse a large body without a JSON answer.
          throw request.status === 413 && failure.code === 'UNKNOWN'
            ? new ApiError(413, TOO_LARGE, 'PAYLOAD_TOO_LARGE')
            : failure;
        }
        resolve(envelopeFrom(request.status, body, ZDocumentTaskCreated).data.taskid);
      } catch (failure) {
        reject(failure);
      }
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_DETAIL, 'NETWORK_ERROR'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    for (const [name, value] of Object.entries(scopeFields(scope))) form.append(name, value);
    form.append('selected_contract', contract);
    if (weActFor) form.append('we_act_for', weActFor);
    form.append('file', file, file.name);
    request.send(form);
  });
