/**
 * The Word output across a review as the server runs it: the uploaded DOCX's text extracted, split into
 * clauses, each clause's heading kept out of the rewrite, the rewrites written as tracked changes by the
 * reviewer, and a second round on the first round's output. Read back from document.xml, and through a
 * real LibreOffice "Accept All" where LibreOffice (with its Python bridge) is installed.
 */
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeDocxOfBody } from '../../../tests/fixtures/documents';
import { readInLibreOffice, soffice, unoPython } from '../../../tests/fixtures/office';
import { splitClauseHeading } from './clause-heading';
import { DocumentError } from './document-error';
import {
  REVIEW_NOTE_PROPERTY,
  readDocxText,
  redlineDocx,
  type TDocxChange,
  textToRedlineDocx,
} from './docx-redline';
import { extractText } from './extract-text';
import { splitClauses } from './split-clauses';

const DATE = new Date('2025-06-07T08:09:10.000Z');
const t = (text: string) => `<w:t xml:space="preserve">${text}</w:t>`;
const r = (text: string, rPr = '') => `<w:r>${rPr}${t(text)}</w:r>`;
const BOLD = '<w:rPr><w:b/></w:rPr>';
/** A heading run: number, then whatever whitespace the document uses, then the title. */
const headingRun = (number: string, gap: 'tab' | 'spaces' | 'break' | 'space', title: string) =>
  `<w:r>${BOLD}${
    gap === 'tab'
      ? `${t(number)}<w:tab/>${t(title)}`
      : gap === 'break'
        ? `${t(number)}<w:br/>${t(title)}`
        : t(`${number}${gap === 'spaces' ? '    ' : ' '}${title}`)
  }</w:r>`;

const documentXml = (docx: Uint8Array) => strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Revision wrappers opened inside another one (a change nested in an earlier change), with their authors. */
const nestedRevisions = (xml: string) => {
  const open: string[] = [];
  const nested = new Set<string>();
  for (const m of xml.matchAll(/<(\/?)w:(ins|del|moveFrom|moveTo)\b([^>]*?)(\/?)>/g)) {
    const [, close, name = '', attributes = '', self] = m;
    if (self) continue;
    if (close) open.pop();
    else {
      const label = `${name}(${/w:author="([^"]*)"/.exec(attributes)?.[1]})`;
      if (open.length > 0) nested.add(`${open.join('>')}>${label}`);
      open.push(label);
    }
  }
  return [...nested];
};

/** Authors and dates of every revision mark. */
const revisions = (xml: string) =>
  [...xml.matchAll(/<w:(?:ins|del)\b([^>]*?)\/?>/g)].map((m) => ({
    author: /w:author="([^"]*)"/.exec(m[1] as string)?.[1],
    date: /w:date="([^"]*)"/.exec(m[1] as string)?.[1],
  }));

/** The rewrites of a round as the server makes them: each clause's heading kept, its body replaced. */
const review = async (docx: Uint8Array, rewrite: (body: string) => string | undefined) => {
  const { text } = await extractText(docx, 'docx');
  const changes: TDocxChange[] = [];
  for (const span of splitClauses(text)) {
    const { heading, body } = splitClauseHeading(span);
    const revised = rewrite(body);
    if (revised !== undefined && revised !== body)
      changes.push({ original: span.text, revised: heading + revised });
  }
  return { text, changes };
};

const CLAUSES: [string, string, string][] = [
  ['1.', 'Term.', 'This Agreement runs for two (2) years from the Effective Date.'],
  ['2.', 'Payment.', 'The Customer shall pay each invoice within forty-five (45) days of receipt.'],
  ['3.', 'Liability.', 'Neither party is liable for indirect loss. Liability is capped at the fees paid.'],
  ['4.', 'Ownership.', 'The Supplier retains all rights in the Software and its documentation.'],
  ['5.', 'Notices.', 'Notices must be given in writing to the address of the other party.'],
  ['6.', 'Governing Law.', 'This Agreement is governed by the laws of England and Wales.'],
];
const GAPS = ['tab', 'spaces', 'break', 'tab', 'space', 'break'] as const;
/** A clause as `lines` reads it back: a line break after the number puts the title on a line of its own. */
const readBack = (i: number, body: string) => {
  const [number, title] = CLAUSES[i] as [string, string, string];
  return GAPS[i] === 'break' ? [number, `${title} ${body}`] : [`${number} ${title} ${body}`];
};
const contract = () =>
  makeDocxOfBody(
    CLAUSES.map(
      ([number, title, body], i) =>
        `<w:p>${headingRun(number, GAPS[i] as 'tab', title)}${r(` ${body}`)}</w:p>`,
    ).join(''),
  );

describe('Word output of a review', () => {
  it('keeps every heading through accept-all, whatever whitespace follows its number', async () => {
    const input = contract();
    // Every body rewritten completely, as an engine rewrites the body it is given.
    const { changes } = await review(input, (body) => `The parties agree otherwise: ${body.toLowerCase()}`);
    expect(changes).toHaveLength(CLAUSES.length);
    const { bytes, unplaced } = redlineDocx(input, changes, { author: 'alice', date: DATE });
    expect(unplaced).toEqual([]);
    const xml = documentXml(bytes);
    // The heading's run is copied as it was: nothing in it is struck or re-inserted.
    CLAUSES.forEach(([number, title], i) => {
      expect(xml).toContain(headingRun(number, GAPS[i] as 'tab', title));
    });
    expect(lines(readDocxText(bytes, 'accept'))).toEqual(
      CLAUSES.flatMap(([, , body], i) => readBack(i, `The parties agree otherwise: ${body.toLowerCase()}`)),
    );
    expect(lines(readDocxText(bytes, 'reject'))).toEqual(
      CLAUSES.flatMap(([, , body], i) => readBack(i, body)),
    );
  });

  it('authors every change as the reviewer at the review time and records the note', () => {
    const note = 'Playbook "Master Services Agreement" version 3 applied by alice & bob';
    const fromPdf = textToRedlineDocx(
      '1. FEES\n\nPayment within 30 days.\n\nInterest at 2% a month.',
      [
        { original: 'Payment within 30 days.', revised: 'Payment within 60 days.\n\nNo set-off.' },
        { original: 'Interest at 2% a month.', revised: '' },
      ],
      { author: 'alice@example.com', date: DATE, note },
    );
    const existing = makeDocxOfBody(`<w:p>${r('Payment within 30 days.')}</w:p>`, {
      'docProps/custom.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Matter"><vt:lpwstr>M-1</vt:lpwstr></property><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="5" name="${REVIEW_NOTE_PROPERTY}"><vt:lpwstr>round 1</vt:lpwstr></property></Properties>`,
    });
    const fromDocx = redlineDocx(
      existing,
      [{ original: 'Payment within 30 days.', revised: 'Payment within 60 days.' }],
      {
        author: 'alice@example.com',
        date: DATE,
        note,
      },
    ).bytes;
    for (const bytes of [fromPdf, fromDocx]) {
      const marks = revisions(documentXml(bytes));
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks)
        expect(mark).toEqual({ author: 'alice@example.com', date: '2025-06-07T08:09:10Z' });
      const files = unzipSync(bytes);
      const custom = strFromU8(files['docProps/custom.xml'] as Uint8Array);
      expect(custom).toContain(
        `name="${REVIEW_NOTE_PROPERTY}"><vt:lpwstr>Playbook "Master Services Agreement" version 3 applied by alice &amp; bob</vt:lpwstr>`,
      );
      expect(strFromU8(files['[Content_Types].xml'] as Uint8Array)).toContain(
        '<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/>',
      );
      expect(strFromU8(files['_rels/.rels'] as Uint8Array)).toContain(
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="docProps/custom.xml"',
      );
      expect(strFromU8(files['_rels/.rels'] as Uint8Array).match(/custom-properties/g)).toHaveLength(1);
    }
    // An existing property of that name is replaced in place; others are kept.
    const custom = strFromU8(unzipSync(fromDocx)['docProps/custom.xml'] as Uint8Array);
    expect(custom).toContain('name="Matter"><vt:lpwstr>M-1</vt:lpwstr>');
    expect(custom).toContain(`pid="5" name="${REVIEW_NOTE_PROPERTY}"`);
    expect(custom).not.toContain('round 1');
  });

  it('reviews a second round on the accepted text, keeping the first round’s changes as they were', async () => {
    const round1 = await review(contract(), (body) =>
      body
        .replace('two (2) years', 'three (3) years')
        .replace('forty-five (45)', 'sixty (60)')
        .replace('indirect loss. ', 'indirect loss.\n\n')
        .replace('Notices must be given in writing', 'Notices must be given in writing and by email'),
    );
    const first = redlineDocx(contract(), round1.changes, { author: 'alice', date: DATE });
    expect(first.unplaced).toEqual([]);
    const firstAccepted = lines(readDocxText(first.bytes, 'accept'));

    // The second round reads the first round's output as it stands with its changes accepted.
    const round2 = await review(first.bytes, (body) =>
      body
        .replace('sixty (60)', 'ninety (90)')
        .replace('and by email', 'and by registered post')
        .replace('capped at the fees paid', 'capped at twice the fees paid'),
    );
    expect(lines(round2.text)).toEqual(firstAccepted);
    const second = redlineDocx(first.bytes, round2.changes, { author: 'bob', date: DATE });
    expect(second.unplaced).toEqual([]);
    const xml = documentXml(second.bytes);
    // Bob's deletions of words Alice inserted nest in her insertions, as Word writes them; nothing else nests.
    expect(nestedRevisions(xml)).toEqual(['ins(alice)>del(bob)']);
    expect(new Set(revisions(xml).map((mark) => mark.author))).toEqual(new Set(['alice', 'bob']));
    // Every change of the first round is still there, Alice's.
    const aliceMarks = (bytes: Uint8Array) =>
      revisions(documentXml(bytes)).filter((m) => m.author === 'alice');
    expect(aliceMarks(second.bytes).length).toBeGreaterThanOrEqual(aliceMarks(first.bytes).length);

    // Accept all: exactly the second round's rewrites. Reject all: the text before either round.
    expect(lines(readDocxText(second.bytes, 'accept'))).toEqual([
      '1. Term. This Agreement runs for three (3) years from the Effective Date.',
      '2. Payment. The Customer shall pay each invoice within ninety (90) days of receipt.',
      '3.',
      'Liability. Neither party is liable for indirect loss.',
      'Liability is capped at twice the fees paid.',
      '4. Ownership. The Supplier retains all rights in the Software and its documentation.',
      '5. Notices. Notices must be given in writing and by registered post to the address of the other party.',
      '6.',
      'Governing Law. This Agreement is governed by the laws of England and Wales.',
    ]);
    expect(lines(readDocxText(second.bytes, 'reject'))).toEqual(lines(readDocxText(contract(), 'as-is')));
  });

  it('refuses a document whose earlier changes it cannot carry over, on upload and on writing', async () => {
    const cellDeleted = makeDocxOfBody(
      `<w:tbl><w:tr><w:tc><w:tcPr><w:cellDel w:id="1" w:author="A" w:date="2024-01-01T00:00:00Z"/></w:tcPr><w:p>${r('Old cell.')}</w:p></w:tc></w:tr></w:tbl><w:p>${r('Body text of the agreement.')}</w:p>`,
    );
    await expect(extractText(cellDeleted, 'docx')).rejects.toThrow(DocumentError);
    await expect(extractText(cellDeleted, 'docx')).rejects.toThrow(
      'accept or reject the existing tracked changes in Word, then upload it again',
    );
    expect(() =>
      redlineDocx(cellDeleted, [{ original: 'Body text of the agreement.', revised: 'Other text.' }]),
    ).toThrow(DocumentError);
  });
});

/** The text LibreOffice shows of each file after its own Accept All. */
const acceptInLibreOffice = (files: Uint8Array[]) => readInLibreOffice(files).map((file) => file.accepted);

describe.skipIf(!soffice || !unoPython)('Word output in LibreOffice', () => {
  it('accepts all of a second round to exactly the new rewrites', async () => {
    const round1 = await review(contract(), (body) => body.replace('forty-five (45)', 'sixty (60)'));
    const first = redlineDocx(contract(), round1.changes, { author: 'alice', date: DATE }).bytes;
    const round2 = await review(first, (body) =>
      body.replace('sixty (60)', 'ninety (90)').replace('two (2) years', 'three (3) years'),
    );
    const second = redlineDocx(first, round2.changes, { author: 'bob', date: DATE, note: 'round 2' }).bytes;
    const [office] = acceptInLibreOffice([second]);
    expect(lines(office ?? '')).toEqual(lines(readDocxText(second, 'accept')));
    expect(office).toContain('within ninety (90) days');
    expect(office).not.toMatch(/sixty|forty/);
  }, 180_000);

  it('opens the Word file of a PDF with its headings and accepts it to the rewrites', async () => {
    const text = '1. FEES\n\nPayment within 30 days.\n\n2. TERM\n\nThe term is two (2) years.';
    const docx = textToRedlineDocx(
      text,
      [{ original: 'The term is two (2) years.', revised: 'The term is one (1) year.' }],
      {
        author: 'alice',
        date: DATE,
      },
    );
    expect(strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array)).toContain(
      '<w:pStyle w:val="Heading1"/>',
    );
    const [office] = acceptInLibreOffice([docx]);
    expect(lines(office ?? '')).toEqual([
      '1. FEES',
      'Payment within 30 days.',
      '2. TERM',
      'The term is one (1) year.',
    ]);
  }, 180_000);
});

// A package built by hand, to be sure the fixtures are what the tests think they are.
it('builds the contract fixture with the whitespace it claims', () => {
  const xml = strFromU8(unzipSync(contract())['word/document.xml'] as Uint8Array);
  expect(xml).toContain(`${t('1.')}<w:tab/>${t('Term.')}`);
  expect(xml).toContain(t('2.    Payment.'));
  expect(xml).toContain(`${t('3.')}<w:br/>${t('Liability.')}`);
  expect(strToU8(xml).length).toBeGreaterThan(0);
});
