import type { TFileKind } from '../../../engine/document/detect-file-kind';

/** What a document task needs, stored as the task's input. */
export type TDocumentTaskInput = {
  filePath: string;
  filename: string;
  fileKind: TFileKind;
  contract: string;
};
