import type { TFileKind } from '../../../engine/document/detect-file-kind';

/** What a document task needs, stored as the task's input. */
export type TDocumentTaskInput = {
  /** The upload's name under the uploads folder (`<task id>.<kind>`), never a path a client gave. */
  storedFile: string;
  filename: string;
  fileKind: TFileKind;
  contract: string;
  /** Who uploaded it: the author of the Word file's tracked changes. */
  reviewer?: string;
  /** The contract's party the reviewer acts for, as chosen (decision 042); the inferred one where absent. */
  weActFor?: string;
};
