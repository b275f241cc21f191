import { readFile } from 'node:fs/promises';
import type { TFileKind } from '../../../engine/document/detect-file-kind';
import { DocumentError, DocumentLimitError } from '../../../engine/document/document-error';
import type { TWeActFor } from '../../../shared/schemas/documents';
import type { TAppContext } from '../../context';
import { AppError } from '../../errors';
import { runInDocumentWorker } from '../../jobs/document-worker/run-in-document-worker';
import type { TUploadedFile } from '../../plugins/forms';
import { getContractProfiles } from '../playbook/get-contract-profiles';

/**
 * The parties an uploaded contract defines, each with the role it plays in `contract`'s playbook, and
 * the one the reviewer is taken to act for (decision 042): read in a bounded worker (decision 037),
 * within the limits of a review. The upload is not kept. A document that cannot be read is answered
 * with the message its review would fail with (413 past a limit, else 400).
 */
export const readUploadParties = async (
  ctx: TAppContext,
  companyId: number,
  contract: string,
  { file, kind }: { file: TUploadedFile; kind: TFileKind },
): Promise<TWeActFor> => {
  const { categories } = await getContractProfiles(ctx.db, companyId, contract);
  const bytes = new Uint8Array(await readFile(file.path));
  const { worker, limits } = ctx.config.documentWork;
  try {
    return await runInDocumentWorker(
      { op: 'parties', input: { bytes, fileKind: kind, limits, categories } },
      // It runs to its end: the worker's own bounds stop it.
      { bounds: worker, signal: new AbortController().signal },
    );
  } catch (error) {
    if (error instanceof DocumentLimitError) throw new AppError('PAYLOAD_TOO_LARGE', error.message);
    if (error instanceof DocumentError) throw new AppError('VALIDATION_FAILED', error.message);
    throw error;
  }
};
