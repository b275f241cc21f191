import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkupError } from './text-changes';
import { insertIntoSelection, readSelection } from './word-actions';

/**
 * The Word-facing calls with office-addin-mock's objects: a property is readable only after load()
 * and sync(), as in Word. Ranges a search finds are mocks in the same tree (so that sync loads them);
 * a collection's load('items/text') loads its items' text, as Office.js does. Every call and
 * assignment is recorded in order.
 */
type TCall = string;

/** addMock and setValue are office-addin-mock's documented API, though its types mark them private. */
type TMockApi = { addMock: (name: string) => void; setValue: (name: string, value: unknown) => void };
const mockApi = (mock: unknown) => mock as TMockApi;

const globals = globalThis as { Word?: unknown };
afterEach(() => {
  delete globals.Word;
});

/** A Word whose selection reads `selection` and whose searches answer from `answers` (needle → ranges). */
const mockWord = (selection: string, answers: (needle: string) => string[]) => {
  const calls: TCall[] = [];
  const rangeData = (text: string) => ({
    text,
    insertText: (inserted: string, location: string) => {
      calls.push(`insertText ${location} "${inserted}" on "${text}"`);
    },
    delete: () => {
      calls.push(`delete "${text}"`);
    },
    insertComment: (comment: string) => {
      calls.push(`comment "${comment}" on "${text}"`);
    },
  });
  // Every range a search may find, made up front so that they belong to the tree sync walks.
  const found: Record<string, ReturnType<typeof rangeData>> = {};
  const mock = new OfficeMockObject({
    context: {
      document: {
        changeTrackingMode: 'Off',
        selection: rangeData(selection),
        found,
        getSelection(this: { selection: unknown }) {
          return this.selection;
        },
      },
    },
    run: async function run(this: { context: unknown }, batch: (context: unknown) => Promise<unknown>) {
      return batch(this.context);
    },
  }) as unknown as {
    context: {
      sync: () => Promise<void>;
      document: Record<string, unknown> & {
        selection: Record<string, unknown>;
        found: Record<string, unknown>;
      };
    };
  };
  const { context } = mock;
  const document = context.document;
  const sync = context.sync.bind(context);
  context.sync = async () => {
    calls.push('sync');
    await sync();
  };
  let mode = 'Off';
  Object.defineProperty(document, 'changeTrackingMode', {
    get: () => mode,
    set: (next: string) => {
      mode = next;
      calls.push(`changeTrackingMode = ${next}`);
    },
  });
  let made = 0;
  /** A collection of ranges reading `texts`, each a mock of the tree. */
  const collection = (texts: string[]) => {
    const items = texts.map((text) => {
      const key = `range${made++}`;
      mockApi(document.found).addMock(key);
      for (const [name, value] of Object.entries(rangeData(text)))
        mockApi(document.found[key]).setValue(name, value);
      const range = document.found[key] as Record<string, unknown> & { load: (p: string) => void };
      range.search = search(range);
      return range;
    });
    return {
      items,
      load: () => {
        for (const item of items) item.load('text');
      },
    };
  };
  const search = (range: Record<string, unknown>) => (needle: string) => {
    calls.push(`search "${needle}" in "${String((range as { text: unknown }).text).slice(0, 40)}"`);
    return collection(answers(needle));
  };
  document.selection.search = search(document.selection);
  globals.Word = mock;
  return { calls, document };
};

describe('readSelection', () => {
  it('loads and syncs the selection before reading it, and reads Word’s marks as line breaks', async () => {
    mockWord('\tFirst paragraph.\rSecond\u000bline.\r', () => []);
    expect(await readSelection()).toEqual({
      raw: '\tFirst paragraph.\rSecond\u000bline.\r',
      clause: 'First paragraph.\nSecond\nline.',
      lead: 1,
    });
  });
});

describe('insertIntoSelection', () => {
  const clause = 'Notice of thirty days is required.';

  it('turns tracking on and syncs before the first edit, edits only the changed span, then comments', async () => {
    const { calls } = mockWord(clause, (needle) => (clause.includes(needle) ? [needle] : []));
    const checked = await readSelection();
    const outcome = await insertIntoSelection(
      checked,
      'Notice of ~~thirty~~**sixty** days is required.',
      'Why: too short.',
    );
    expect(outcome).toEqual({ edits: 1, widened: 0 });
    const edits = calls.slice(calls.indexOf('changeTrackingMode = TrackAll'));
    expect(edits).toEqual([
      'changeTrackingMode = TrackAll',
      'sync',
      'insertText Replace "sixty" on "thirty"',
      `comment "Why: too short." on "${clause}"`,
      'sync',
    ]);
    expect(calls.filter((call) => call.startsWith('search'))).toEqual([`search "thirty" in "${clause}"`]);
  });

  it('replaces the sentence when Word finds a span more often than expected (a field, a quote)', async () => {
    const text = 'Pay a fee. Pay a fee now.';
    const { calls } = mockWord(text, (needle) =>
      needle === 'Pay a fee.' || needle === 'Pay one fee.' ? [needle] : [needle, needle],
    );
    const checked = await readSelection();
    const outcome = await insertIntoSelection(checked, 'Pay ~~a~~**one** fee. Pay a fee now.', 'why');
    expect(outcome).toEqual({ edits: 1, widened: 1 });
    expect(calls.filter((call) => call.startsWith('insertText') || call.startsWith('delete'))).toEqual([
      'insertText Replace "Pay one fee." on "Pay a fee."',
    ]);
    expect(calls.indexOf('changeTrackingMode = TrackAll')).toBeLessThan(
      calls.findIndex((call) => call.startsWith('insertText')),
    );
  });

  it('changes nothing, tracking included, when something cannot be found at all', async () => {
    const { calls } = mockWord(clause, () => []);
    const checked = await readSelection();
    await expect(
      insertIntoSelection(checked, 'Notice of ~~thirty~~**sixty** days is required.', 'why'),
    ).rejects.toThrow(MarkupError);
    expect(calls.some((call) => call.startsWith('changeTrackingMode') || call.startsWith('insertText'))).toBe(
      false,
    );
  });

  it('changes nothing when the selection is no longer the checked text', async () => {
    const { calls, document } = mockWord(clause, (needle) => [needle]);
    const checked = await readSelection();
    mockApi(document.selection).setValue('text', 'Something else.');
    await expect(
      insertIntoSelection(checked, 'Notice of ~~thirty~~**sixty** days is required.', 'why'),
    ).rejects.toThrow(/not the text you checked/);
    expect(calls.some((call) => call.startsWith('search') || call.startsWith('changeTrackingMode'))).toBe(
      false,
    );
  });
});
