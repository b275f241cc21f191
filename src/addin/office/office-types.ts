/**
 * The part of Office.js the add-in uses, typed here (Microsoft's types are not a dependency): the
 * Word API surface of WordApi 1.4 the issue allows and the common Office API (dialog, file, requirement
 * sets). Nothing else may be called: the types are the list.
 */

export type TInsertLocation = 'Replace' | 'Start' | 'End' | 'Before' | 'After';
export type TRangeLocation = 'Whole' | 'Start' | 'End' | 'After' | 'Content';
export type TSearchOptions = { matchCase?: boolean };

export type TWordRange = {
  text: string;
  load: (properties: string) => unknown;
  search: (text: string, options?: TSearchOptions) => TWordRangeCollection;
  insertText: (text: string, location: TInsertLocation) => TWordRange;
  delete: () => void;
  insertComment: (text: string) => unknown;
  select: () => void;
  getRange: (location?: TRangeLocation) => TWordRange;
};

export type TWordRangeCollection = {
  items: TWordRange[];
  load: (properties: string) => unknown;
};

export type TWordParagraph = {
  text: string;
  getRange: (location?: TRangeLocation) => TWordRange;
};

export type TWordParagraphCollection = {
  items: TWordParagraph[];
  load: (properties: string) => unknown;
};

export type TChangeTrackingMode = 'Off' | 'TrackAll' | 'TrackMineOnly';

export type TWordDocument = {
  changeTrackingMode: TChangeTrackingMode;
  getSelection: () => TWordRange;
  body: { paragraphs: TWordParagraphCollection };
};

export type TWordContext = { document: TWordDocument; sync: () => Promise<void> };

export type TWord = {
  run: <T>(batch: (context: TWordContext) => Promise<T>) => Promise<T>;
};

/** An asynchronous Office call's outcome (dialog, file). */
export type TAsyncResult<T> = {
  status: 'succeeded' | 'failed';
  value: T;
  error?: { code: number; message: string };
};

export type TDialogEvent = { message?: string; origin?: string; error?: number };

export type TDialog = {
  addEventHandler: (
    type: 'dialogMessageReceived' | 'dialogEventReceived',
    handler: (event: TDialogEvent) => void,
  ) => void;
  close: () => void;
};

export type TFileSlice = { data: ArrayLike<number> | ArrayBuffer; index: number; size: number };
export type TOfficeFile = {
  size: number;
  sliceCount: number;
  getSliceAsync: (index: number, callback: (result: TAsyncResult<TFileSlice>) => void) => void;
  closeAsync: (callback?: (result: TAsyncResult<void>) => void) => void;
};

export type TOffice = {
  onReady: () => Promise<{ host: string | null; platform: string | null }>;
  context: {
    requirements: { isSetSupported: (name: string, version?: string) => boolean };
    ui: {
      displayDialogAsync: (
        url: string,
        options: { height: number; width: number; promptBeforeOpen?: boolean },
        callback: (result: TAsyncResult<TDialog>) => void,
      ) => void;
      messageParent?: (message: string, options?: { targetOrigin: string }) => void;
    };
    document: {
      getFileAsync: (
        fileType: 'compressed',
        options: { sliceSize: number },
        callback: (result: TAsyncResult<TOfficeFile>) => void,
      ) => void;
    };
  };
};

/** The Office.js globals, once office.js has loaded (undefined outside Office or when it failed to load). */
export const officeGlobals = () => globalThis as typeof globalThis & { Office?: TOffice; Word?: TWord };
