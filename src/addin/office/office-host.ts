import { officeGlobals, type TDialogEvent, type TOffice, type TOfficeFile } from './office-types';

/** The Word API set the add-in needs: insertComment and changeTrackingMode are WordApi 1.4. */
export const WORD_API = { name: 'WordApi', version: '1.4' } as const;

/** Where the pane finds itself when it starts. */
export type THostState =
  | { kind: 'word' }
  /** office.js did not load (no connection to Microsoft's CDN, or blocked). */
  | { kind: 'no-office-js' }
  /** The page was opened in a browser, not in Word. */
  | { kind: 'not-office' }
  | { kind: 'other-host'; host: string }
  | { kind: 'too-old' }
  | { kind: 'no-answer' };

/** How long Office may take to say it is ready before the pane says it did not answer. */
const READY_TIMEOUT_MS = 15_000;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);

/** Waits for Office.js, then tells whether this is Word with the API set the add-in needs. */
export const waitForWord = async (): Promise<THostState> => {
  const { Office } = officeGlobals();
  if (!Office) return { kind: 'no-office-js' };
  const info = await withTimeout(Office.onReady(), READY_TIMEOUT_MS);
  if (!info) return { kind: 'no-answer' };
  if (!info.host) return { kind: 'not-office' };
  if (info.host !== 'Word') return { kind: 'other-host', host: info.host };
  if (!Office.context.requirements.isSetSupported(WORD_API.name, WORD_API.version))
    return { kind: 'too-old' };
  return { kind: 'word' };
};

/** The Office.js object, once `waitForWord` has answered 'word' (or in the sign-in dialog). */
const office = (): TOffice => {
  const { Office } = officeGlobals();
  if (!Office) throw new Error('Office.js is not loaded.');
  return Office;
};

/** A failure the pane shows as it is: each message says what to do. */
export class HostError extends Error {}

/** What each of Office's dialog error codes means for the lawyer, and what to do. */
const DIALOG_FAILURES: Record<number, string> = {
  12002: 'The sign-in page could not be loaded. Check your connection to Clausebook and press Sign in again.',
  12003:
    'Word only opens sign-in pages served over HTTPS: ask your administrator to serve Clausebook over HTTPS.',
  12004:
    'Word does not trust the sign-in page’s address: ask your administrator to install the add-in from this Clausebook’s own manifest.',
  12005:
    'Word only opens sign-in pages served over HTTPS: ask your administrator to serve Clausebook over HTTPS.',
  12006: 'The sign-in window was closed before you signed in. Press Sign in to try again.',
  12007: 'A Clausebook window is already open: finish signing in there, or close it and press Sign in again.',
  12009: 'The sign-in window was not allowed to open. Press Sign in again and allow the window.',
  12011: 'Your browser blocked the sign-in window. Allow pop-ups for this site and press Sign in again.',
};

const dialogFailure = (code: number | undefined) =>
  new HostError(
    (code !== undefined && DIALOG_FAILURES[code]) ||
      `Word could not open the sign-in window (code ${code ?? 'unknown'}). Close the pane, open it again and press Sign in.`,
  );

/** What the sign-in page hands the pane: `{"token": "…"}`. */
const tokenOf = (message: string | undefined): string | undefined => {
  try {
    const parsed = JSON.parse(message ?? '') as unknown;
    const token = (parsed as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Opens the app's sign-in page in an Office dialog and resolves with the bearer token it hands back
 * through `messageParent`; rejects with a HostError saying what went wrong and what to do.
 */
export const signInThroughDialog = (url: string, ownOrigin: string): Promise<string> =>
  new Promise((resolve, reject) => {
    office().context.ui.displayDialogAsync(
      url,
      { height: 70, width: 35, promptBeforeOpen: false },
      (result) => {
        if (result.status !== 'succeeded') return reject(dialogFailure(result.error?.code));
        const dialog = result.value;
        dialog.addEventHandler('dialogMessageReceived', (event: TDialogEvent) => {
          // Only the app's own sign-in page may hand over a session.
          if (event.origin !== undefined && event.origin !== ownOrigin) return;
          const token = tokenOf(event.message);
          dialog.close();
          if (token) resolve(token);
          else reject(new HostError('The sign-in window sent nothing usable. Press Sign in to try again.'));
        });
        dialog.addEventHandler('dialogEventReceived', (event: TDialogEvent) =>
          reject(dialogFailure(event.error)),
        );
      },
    );
  });

/** In the sign-in dialog: hands the pane `{"token": "…"}`; false when this page is not an Office dialog. */
export const sendTokenToPane = (token: string): boolean => {
  const messageParent = officeGlobals().Office?.context.ui.messageParent;
  if (!messageParent) return false;
  messageParent(JSON.stringify({ token }));
  return true;
};

/** Office hands a file over in slices of at most 4 MB. */
const SLICE_BYTES = 4 * 1024 * 1024;

const readSlice = (file: TOfficeFile, index: number) =>
  new Promise<Uint8Array>((resolve, reject) =>
    file.getSliceAsync(index, (result) =>
      result.status === 'succeeded'
        ? resolve(
            result.value.data instanceof ArrayBuffer
              ? new Uint8Array(result.value.data)
              : Uint8Array.from(result.value.data),
          )
        : reject(
            new HostError(
              `Word could not hand over the document (code ${result.error?.code ?? 'unknown'}). Save it and press Review document again.`,
            ),
          ),
    ),
  );

/** The open document as a DOCX file (Office.context.document.getFileAsync, compressed). */
export const readDocumentAsDocx = async (): Promise<Uint8Array> => {
  const file = await new Promise<TOfficeFile>((resolve, reject) =>
    office().context.document.getFileAsync('compressed', { sliceSize: SLICE_BYTES }, (result) =>
      result.status === 'succeeded'
        ? resolve(result.value)
        : reject(
            new HostError(
              `Word could not hand over the document (code ${result.error?.code ?? 'unknown'}). Close other Clausebook actions, save the document and press Review document again.`,
            ),
          ),
    ),
  );
  try {
    const slices: Uint8Array[] = [];
    for (let index = 0; index < file.sliceCount; index += 1) slices.push(await readSlice(file, index));
    const bytes = new Uint8Array(slices.reduce((sum, slice) => sum + slice.length, 0));
    let at = 0;
    for (const slice of slices) {
      bytes.set(slice, at);
      at += slice.length;
    }
    return bytes;
  } finally {
    // Office allows one open file at a time: always let it go.
    file.closeAsync();
  }
};
