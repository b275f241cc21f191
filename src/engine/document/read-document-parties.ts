import type { TWeActFor } from '../../shared/schemas/documents';
import type { TGuidelines } from '../types';
import type { TFileKind } from './detect-file-kind';
import type { TDocumentLimits } from './document-limits';
import { extractText } from './extract-text';
import { readWeActFor } from './read-we-act-for';

export type TReadDocumentPartiesInput = {
  bytes: Uint8Array;
  fileKind: TFileKind;
  limits: TDocumentLimits;
  categories: readonly { guidelines: TGuidelines; trained: boolean }[];
};

/**
 * The parties a contract defines and the one the reviewer is taken to act for, read before its review
 * runs (decision 042) so that the reviewer sees and may change it. Within the same document limits as a
 * review: the server runs it in a bounded worker.
 */
export const readDocumentParties = async (input: TReadDocumentPartiesInput): Promise<TWeActFor> => {
  const { text } = await extractText(input.bytes, input.fileKind, input.limits);
  return readWeActFor(text, input.categories).report;
};
