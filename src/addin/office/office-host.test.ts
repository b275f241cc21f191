import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { HostError, readDocumentAsDocx, signInThroughDialog, waitForWord } from './office-host';

const globals = globalThis as { Office?: unknown };
afterEach(() => {
  delete globals.Office;
});

/** An `Office` of office-addin-mock for `host`, supporting WordApi up to `wordApi`. */
const mockOffice = (host: string | null, wordApi: string, extra: Record<string, unknown> = {}) => {
  globals.Office = new OfficeMockObject({
    onReady: async () => ({ host, platform: 'PC' }),
    context: {
      requirements: {
        isSetSupported: (name: string, version: string) =>
          name === 'WordApi' && Number(version) <= Number(wordApi),
      },
      ...extra,
    },
  });
};

describe('waitForWord', () => {
  it('is ready in Word with WordApi 1.4', async () => {
    mockOffice('Word', '1.4');
    expect(await waitForWord()).toEqual({ kind: 'word' });
  });

  it('says plainly when Word is too old, or this is not Word, or office.js is missing', async () => {
    mockOffice('Word', '1.3');
    expect(await waitForWord()).toEqual({ kind: 'too-old' });
    mockOffice('Excel', '1.4');
    expect(await waitForWord()).toEqual({ kind: 'other-host', host: 'Excel' });
    mockOffice(null, '1.4');
    expect(await waitForWord()).toEqual({ kind: 'not-office' });
    delete globals.Office;
    expect(await waitForWord()).toEqual({ kind: 'no-office-js' });
  });
});

type TDialogScript = (handlers: Record<string, (event: object) => void>) => void;

/** An Office whose dialog opens and then plays `script` with the handlers the add-in registered. */
const mockDialog = (
  result: { status: string; error?: { code: number } },
  script: TDialogScript = () => {},
) => {
  const closed: boolean[] = [];
  mockOffice('Word', '1.4', {
    ui: {
      displayDialogAsync: (_url: string, _options: unknown, callback: (result: object) => void) => {
        const handlers: Record<string, (event: object) => void> = {};
        callback({
          ...result,
          value: {
            addEventHandler: (type: string, handler: (event: object) => void) => {
              handlers[type] = handler;
            },
            close: () => closed.push(true),
          },
        });
        setTimeout(() => script(handlers), 0);
      },
    },
  });
  return closed;
};

describe('signInThroughDialog', () => {
  const ORIGIN = 'https://clausebook.example';

  it('resolves with the token the sign-in page hands over, and closes the dialog', async () => {
    const closed = mockDialog({ status: 'succeeded' }, (handlers) =>
      handlers.dialogMessageReceived?.({ message: JSON.stringify({ token: 'abc.def' }), origin: ORIGIN }),
    );
    await expect(signInThroughDialog(`${ORIGIN}/addin/sign-in`, ORIGIN)).resolves.toBe('abc.def');
    expect(closed).toEqual([true]);
  });

  it('ignores messages from another origin', async () => {
    mockDialog({ status: 'succeeded' }, (handlers) => {
      handlers.dialogMessageReceived?.({
        message: JSON.stringify({ token: 'evil' }),
        origin: 'https://evil.example',
      });
      handlers.dialogMessageReceived?.({ message: JSON.stringify({ token: 'good' }), origin: ORIGIN });
    });
    await expect(signInThroughDialog(`${ORIGIN}/addin/sign-in`, ORIGIN)).resolves.toBe('good');
  });

  it('says what to do when the dialog is blocked, closed, or sends nothing usable', async () => {
    mockDialog({ status: 'failed', error: { code: 12011 } });
    await expect(signInThroughDialog(`${ORIGIN}/x`, ORIGIN)).rejects.toThrow(/Allow pop-ups/);
    mockDialog({ status: 'succeeded' }, (handlers) => handlers.dialogEventReceived?.({ error: 12006 }));
    await expect(signInThroughDialog(`${ORIGIN}/x`, ORIGIN)).rejects.toThrow(/closed before you signed in/);
    mockDialog({ status: 'succeeded' }, (handlers) =>
      handlers.dialogMessageReceived?.({ message: 'not json', origin: ORIGIN }),
    );
    await expect(signInThroughDialog(`${ORIGIN}/x`, ORIGIN)).rejects.toThrow(HostError);
  });
});

describe('readDocumentAsDocx', () => {
  it('reads every slice of the compressed file, in order, and closes the file', async () => {
    const closed: boolean[] = [];
    const slices = [
      [80, 75, 3],
      [4, 5],
    ];
    mockOffice('Word', '1.4', {
      document: {
        getFileAsync: (type: string, _options: unknown, callback: (result: object) => void) =>
          callback({
            status: type === 'compressed' ? 'succeeded' : 'failed',
            value: {
              size: 5,
              sliceCount: slices.length,
              getSliceAsync: (index: number, done: (result: object) => void) =>
                done({
                  status: 'succeeded',
                  value: { data: slices[index], index, size: slices[index]?.length },
                }),
              closeAsync: () => closed.push(true),
            },
          }),
      },
    });
    expect([...(await readDocumentAsDocx())]).toEqual([80, 75, 3, 4, 5]);
    expect(closed).toEqual([true]);
  });

  it('says what to do when Word cannot hand the document over', async () => {
    mockOffice('Word', '1.4', {
      document: {
        getFileAsync: (_type: string, _options: unknown, callback: (result: object) => void) =>
          callback({ status: 'failed', error: { code: 11001, message: 'busy' } }),
      },
    });
    await expect(readDocumentAsDocx()).rejects.toThrow(/press Review document again/);
  });
});
