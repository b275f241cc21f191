import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SimDocument } from '../../../tests/fixtures/word-host/sim-document';
import { createWord } from '../../../tests/fixtures/word-host/word-api';
import { redline } from '../../engine/redline';
import { parseRedline } from '../../shared/redline-markup';
import { changesOf, MarkupError } from './text-changes';
import { insertIntoClause, insertIntoSelection, readSelection } from './word-actions';

/**
 * The Word-facing code against the Word host simulator (tests/fixtures/word-host), in Node: its ranges
 * stay valid across edits, its search behaves as Word's (255 characters at most, no overlaps) and it
 * records every edit, so that accepting all gives the text Word would hold.
 */
let doc: SimDocument;
const globals = globalThis as { Word?: unknown };

beforeEach(() => {
  doc = new SimDocument(['']);
  globals.Word = createWord(() => doc);
});
afterEach(() => {
  delete globals.Word;
});

const select = (text: string) => {
  const whole = doc.textOf({ start: 0, end: Number.MAX_SAFE_INTEGER });
  const at = whole.indexOf(text);
  if (at === -1) throw new Error(`not in the document: ${text}`);
  doc.selection = doc.track({ start: at, end: at + text.length });
};

/** Struck and added runs of a redline, to compare with what the simulator logged. */
const runsOf = (markup: string) => {
  const segments = parseRedline(markup);
  return {
    deleted: segments.filter((s) => s.kind === 'deleted').map((s) => s.text),
    inserted: segments.filter((s) => s.kind === 'inserted').map((s) => s.text),
  };
};

const logged = (kind: 'insert' | 'delete') =>
  doc.log.filter((entry) => entry.kind === kind).map((entry) => (entry as { text: string }).text);

describe('insertIntoSelection', () => {
  it('marks up only the changed spans, with tracking on before the first edit, and comments', async () => {
    const clause = 'Either party may terminate this Agreement on thirty (30) days notice to the other party.';
    const revised =
      'Either party may terminate this Agreement on sixty (60) days written notice to the other party.';
    doc = new SimDocument(['1. Term', clause, 'Signed']);
    select(clause);
    const checked = await readSelection();
    const markup = redline(checked.clause, revised);
    const outcome = await insertIntoSelection(checked, markup, 'Why: the notice is too short.');
    expect(doc.resolved()).toEqual(['1. Term', revised, 'Signed']);
    expect(doc.resolved({ reject: true })).toEqual(['1. Term', clause, 'Signed']);
    expect(doc.log[0]).toEqual({ kind: 'tracking', mode: 'TrackAll' });
    expect(
      doc.log
        .filter((e) => e.kind === 'insert' || e.kind === 'delete')
        .every((e) => (e as { tracked: boolean }).tracked),
    ).toBe(true);
    const runs = runsOf(markup);
    expect(logged('delete').sort()).toEqual(runs.deleted.sort());
    expect(logged('insert').sort()).toEqual(runs.inserted.sort());
    expect(doc.comments).toEqual([
      { text: 'Why: the notice is too short.', on: expect.stringContaining('thirty') },
    ]);
    expect(outcome).toEqual({ edits: changesOf(checked.clause, markup).length, widened: 0 });
  });

  it('finds spans of a selection far longer than the 255 characters Word searches for', async () => {
    const sentence = (n: number) =>
      `Clause part ${n} says the Supplier shall keep records for the term of the Agreement.`;
    const clause = Array.from({ length: 12 }, (_, i) => sentence(i)).join(' ');
    const revised = clause.replace(
      'part 7 says the Supplier shall keep',
      'part 7 says the Supplier must keep',
    );
    expect(clause.length).toBeGreaterThan(900);
    doc = new SimDocument([clause]);
    select(clause);
    const checked = await readSelection();
    await insertIntoSelection(checked, redline(checked.clause, revised), 'why');
    expect(doc.resolved()).toEqual([revised]);
    expect(logged('delete')).toEqual(['shall']);
    expect(logged('insert')).toEqual(['must']);
  });

  it('marks up a selection over two paragraphs, keeping the paragraph marks', async () => {
    const first = 'The Supplier shall indemnify the Customer.';
    const second = 'Liability is capped at the fees paid in the last twelve (12) months.';
    doc = new SimDocument(['Intro', first, second, 'End']);
    select(`${first}\r${second}`);
    const checked = await readSelection();
    expect(checked.clause).toBe(`${first}\n${second}`);
    const revised = `${first.replace('shall', 'will')}\n${second.replace('twelve (12)', 'twenty-four (24)')}`;
    await insertIntoSelection(checked, redline(checked.clause, revised), 'why');
    expect(doc.resolved()).toEqual(['Intro', ...revised.split('\n'), 'End']);
  });

  it('replaces the sentence when a changed word cannot be found on its own', async () => {
    // Every window around the second "a" is the same as around the first: no needle is unique.
    const clause = 'Pay a fee. Pay a fee. Pay a fee.';
    doc = new SimDocument([clause]);
    select(clause);
    const checked = await readSelection();
    const revised = 'Pay a fee. Pay the fee. Pay a fee.';
    const outcome = await insertIntoSelection(checked, redline(checked.clause, revised), 'why');
    expect(doc.resolved()).toEqual([revised]);
    expect(outcome.widened).toBe(1);
  });

  it('refuses, changing nothing, when the selection is no longer the checked text', async () => {
    doc = new SimDocument(['Notice of thirty days.', 'Other']);
    select('Notice of thirty days.');
    const checked = await readSelection();
    select('Other');
    await expect(
      insertIntoSelection(checked, redline(checked.clause, 'Notice of sixty days.'), 'why'),
    ).rejects.toThrow(MarkupError);
    expect(doc.log).toEqual([]);
  });

  it('gives exactly the rewrite on accept all and the original on reject all, for any rewrite', async () => {
    const word = fc.constantFrom(
      'the',
      'Supplier',
      'shall',
      'pay',
      '30',
      'days',
      '"fees"',
      '“fees”',
      'a^b',
      'x\ty',
      '.',
    );
    const line = fc.array(word, { minLength: 1, maxLength: 14 }).map((words) => words.join(' '));
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 3 }),
        fc.array(line, { minLength: 3, maxLength: 3 }),
        async (lines, replacements) => {
          // Lines differ from each other (numbered), so each line can be found.
          const original = lines.map((text, i) => `L${i} ${text}`);
          const revised = original.map((text, i) => (i % 2 === 0 ? `L${i} ${replacements[i]}` : text));
          doc = new SimDocument(['Before', ...original, 'After']);
          select(original.join('\r'));
          const checked = await readSelection();
          await insertIntoSelection(checked, redline(checked.clause, revised.join('\n')), 'why');
          expect(doc.resolved()).toEqual(['Before', ...revised, 'After']);
          expect(doc.resolved({ reject: true })).toEqual(['Before', ...original, 'After']);
          expect(doc.log.findIndex((entry) => entry.kind === 'tracking')).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('insertIntoClause (a finding of the document review)', () => {
  it("finds the clause by its words in Word's paragraphs and marks up its changes", async () => {
    const paragraphs = [
      'MASTER SERVICES AGREEMENT',
      '9. Liability',
      'Liability is capped at the fees paid in the last twelve (12) months.',
      'Neither party is liable for indirect damages.',
      '10. Law',
    ];
    doc = new SimDocument(paragraphs);
    // The review read the document with mammoth: paragraphs apart by blank lines.
    const clause = `${paragraphs[2]}\n\n${paragraphs[3]}`;
    const revised = clause
      .replace('twelve (12)', 'twenty-four (24)')
      .replace('indirect', 'indirect or consequential');
    await insertIntoClause({ text: clause, occurrence: 0 }, redline(clause, revised), 'why');
    expect(doc.resolved()).toEqual([paragraphs[0], paragraphs[1], ...revised.split('\n\n'), paragraphs[4]]);
    expect(doc.comments[0]?.on).toContain('Liability is capped');
  });

  it('says so when the document no longer reads as the review did', async () => {
    doc = new SimDocument(['Liability is capped at the fees.']);
    await expect(
      insertIntoClause({ text: 'Liability is capped at twice the fees.', occurrence: 0 }, '~~x~~', 'why'),
    ).rejects.toThrow(/does not read in the document as it did/);
    expect(doc.log).toEqual([]);
  });
});
