/**
 * A DOCX that arrives with the counterparty's tracked changes (two authors) and comes back with ours:
 * theirs stay theirs, ours are the reviewer's with a comment on each changed clause, and Accept All /
 * Reject All give the expected texts — read back from the XML, and in LibreOffice and pandoc where they
 * are installed.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeDocxOfBody } from '../../../tests/fixtures/documents';
import {
  pandoc,
  readInLibreOffice,
  readWithPandoc,
  soffice,
  textLines,
  unoPython,
} from '../../../tests/fixtures/office';
import { counterpartyChanges } from './counterparty-changes';
import { readDocxText, redlineDocx, type TDocxChange, textToRedlineDocx } from './docx-redline';
import { extractText } from './extract-text';

const REVIEWER = 'reviewer@example.com';
const DATE = new Date('2025-06-07T08:09:10.000Z');
const t = (text: string) => `<w:t xml:space="preserve">${text}</w:t>`;
const r = (text: string) => `<w:r>${t(text)}</w:r>`;
const stamp = (id: number, author: string) =>
  `w:id="${id}" w:author="${author}" w:date="2025-01-0${id}T10:00:00Z"`;
const ins = (id: number, author: string, text: string) => `<w:ins ${stamp(id, author)}>${r(text)}</w:ins>`;
const del = (id: number, author: string, text: string) =>
  `<w:del ${stamp(id, author)}><w:r><w:delText xml:space="preserve">${text}</w:delText></w:r></w:del>`;

const JANE = 'Jane Roe';
const MAX = 'Max Mustermann';
/** The counterparty's markup: Jane and Max each inserted and deleted words; clause 2 spans two paragraphs. */
const THEIR_MARKUP = [
  `<w:p>${r('1. Payment. The Customer shall pay each invoice within ')}${del(1, JANE, 'thirty (30)')}${ins(2, JANE, 'fifteen (15)')}${r(' days of receipt.')}</w:p>`,
  `<w:p>${r('2. Liability. The liability of the Supplier is capped at the fees paid')}${ins(3, MAX, ' in the one (1) month before the claim')}${r('.')}</w:p>`,
  `<w:p>${r('The Supplier is not liable for indirect loss.')}</w:p>`,
  `<w:p>${r('3. Law. This Agreement is governed by the laws of ')}${del(4, JANE, 'New York')}${ins(5, MAX, 'California')}${r('.')}</w:p>`,
  `<w:p>${r('4. Notices. Notices are given in writing.')}</w:p>`,
];
const theirDocx = () => makeDocxOfBody(THEIR_MARKUP.join(''));

/** The clauses as the review reads them (their changes accepted), with our rewrites and comments. */
const OUR_CHANGES: TDocxChange[] = [
  {
    original: '1. Payment. The Customer shall pay each invoice within fifteen (15) days of receipt.',
    revised: '1. Payment. The Customer shall pay each invoice within sixty (60) days of receipt.',
    comment:
      'The clause sets the payment period at "fifteen (15) days"; the playbook prefers at least sixty (60) days. Changed the payment period.',
  },
  {
    original:
      '2. Liability. The liability of the Supplier is capped at the fees paid in the one (1) month before the claim.\n\nThe Supplier is not liable for indirect loss.',
    revised:
      '2. Liability. The liability of the Supplier is capped at the fees paid in the twelve (12) months before the claim.\n\nThe Supplier is not liable for indirect loss, except for fraud.',
    comment: 'Liability: a cap of twelve months of fees and a carve-out for fraud.',
  },
  {
    original: '3. Law. This Agreement is governed by the laws of California.',
    revised: '3. Law. This Agreement is governed by the laws of New York.',
    comment: 'Governing law back to New York.',
  },
];

const ACCEPTED = [
  '1. Payment. The Customer shall pay each invoice within sixty (60) days of receipt.',
  '2. Liability. The liability of the Supplier is capped at the fees paid in the twelve (12) months before the claim.',
  'The Supplier is not liable for indirect loss, except for fraud.',
  '3. Law. This Agreement is governed by the laws of New York.',
  '4. Notices. Notices are given in writing.',
];
/** Before either side changed anything. */
const REJECTED = [
  '1. Payment. The Customer shall pay each invoice within thirty (30) days of receipt.',
  '2. Liability. The liability of the Supplier is capped at the fees paid.',
  'The Supplier is not liable for indirect loss.',
  '3. Law. This Agreement is governed by the laws of New York.',
  '4. Notices. Notices are given in writing.',
];

const partOf = (docx: Uint8Array, name: string) => {
  const bytes = unzipSync(docx)[name];
  return bytes ? strFromU8(bytes) : undefined;
};
const documentXml = (docx: Uint8Array) => partOf(docx, 'word/document.xml') as string;

/** Every revision wrapper or marker: kind, author, date, id. */
const revisionMarks = (xml: string) =>
  [...xml.matchAll(/<w:(ins|del)\b([^>]*?)\/?>/g)].map((m) => ({
    kind: m[1],
    id: /w:id="(\d+)"/.exec(m[2] as string)?.[1],
    author: /w:author="([^"]*)"/.exec(m[2] as string)?.[1],
    date: /w:date="([^"]*)"/.exec(m[2] as string)?.[1],
  }));

/** Wrappers opened inside another, as "ins(author)>del(author)". */
const nestings = (xml: string) => {
  const open: string[] = [];
  const found = new Set<string>();
  for (const m of xml.matchAll(/<(\/?)w:(ins|del)\b([^>]*?)(\/?)>/g)) {
    const [, close, name, attributes = '', self] = m;
    if (self) continue;
    if (close) open.pop();
    else {
      const label = `${name}(${/w:author="([^"]*)"/.exec(attributes)?.[1]})`;
      if (open.length > 0) found.add(`${open.join('>')}>${label}`);
      open.push(label);
    }
  }
  return [...found];
};

const reviewed = () => redlineDocx(theirDocx(), OUR_CHANGES, { author: REVIEWER, date: DATE });

describe('a DOCX with the counterparty’s tracked changes', () => {
  it('is read for review as it stands with their changes accepted', async () => {
    const { text } = await extractText(theirDocx(), 'docx');
    expect(textLines(text)).toEqual([
      '1. Payment. The Customer shall pay each invoice within fifteen (15) days of receipt.',
      '2. Liability. The liability of the Supplier is capped at the fees paid in the one (1) month before the claim.',
      'The Supplier is not liable for indirect loss.',
      '3. Law. This Agreement is governed by the laws of California.',
      '4. Notices. Notices are given in writing.',
    ]);
  });

  it('comes back with their changes still theirs and ours the reviewer’s, nested as Word nests them', () => {
    const { bytes, unplaced } = reviewed();
    expect(unplaced).toEqual([]);
    const xml = documentXml(bytes);
    // Their deletions are copied byte for byte; their insertions keep their ids, authors and dates.
    for (const [id, author, text] of [
      [1, JANE, 'thirty (30)'],
      [4, JANE, 'New York'],
    ] as const)
      expect(xml).toContain(del(id, author, text));
    for (const [id, author] of [
      [2, JANE],
      [3, MAX],
      [5, MAX],
    ] as const)
      expect(xml).toContain(`<w:ins ${stamp(id, author)}>`);
    const marks = revisionMarks(xml);
    expect(new Set(marks.map((mark) => mark.author))).toEqual(new Set([JANE, MAX, REVIEWER]));
    for (const mark of marks.filter((m) => m.author === REVIEWER))
      expect(mark.date).toBe('2025-06-07T08:09:10Z');
    // Pieces of their insertions split by ours carry their author and date under new ids; no id repeats.
    expect(new Set(marks.map((mark) => mark.id)).size).toBe(marks.length);
    expect(
      marks
        .filter((m) => m.author === JANE && m.kind === 'ins')
        .every((m) => m.date === '2025-01-02T10:00:00Z'),
    ).toBe(true);
    // Our deletions of their words nest in their insertions; nothing of ours is inside theirs otherwise.
    expect(nestings(xml).sort()).toEqual([`ins(${JANE})>del(${REVIEWER})`, `ins(${MAX})>del(${REVIEWER})`]);
    expect(textLines(readDocxText(bytes, 'accept'))).toEqual(ACCEPTED);
    expect(textLines(readDocxText(bytes, 'reject'))).toEqual(REJECTED);
  });

  it('has a comment by the reviewer on each changed clause, anchored around its changes', () => {
    const { bytes } = reviewed();
    const xml = documentXml(bytes);
    const comments = partOf(bytes, 'word/comments.xml') as string;
    const ids = [...comments.matchAll(/<w:comment w:id="(\d+)" w:author="([^"]*)" w:date="([^"]*)"/g)];
    expect(ids.map((m) => [m[2], m[3]])).toEqual(OUR_CHANGES.map(() => [REVIEWER, '2025-06-07T08:09:10Z']));
    expect(comments).toContain('Liability: a cap of twelve months of fees and a carve-out for fraud.');
    expect(comments).toContain('&quot;fifteen (15) days&quot;'.replace(/&quot;/g, '"'));
    // Wired into the package.
    expect(partOf(bytes, '[Content_Types].xml')).toContain(
      '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>',
    );
    expect(partOf(bytes, 'word/_rels/document.xml.rels')).toContain(
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"',
    );
    const paragraphs = xml.split('</w:p>');
    const paragraphOf = (tag: string) => paragraphs.findIndex((p) => p.includes(tag));
    for (const [, id] of ids) {
      const start = `<w:commentRangeStart w:id="${id}"/>`;
      const end = `<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`;
      expect(xml.split(start)).toHaveLength(2);
      expect(xml.split(end)).toHaveLength(2);
      expect(xml.indexOf(start)).toBeLessThan(xml.indexOf(end));
      // The range starts before the clause's first change and ends after its last.
      const between = xml.slice(xml.indexOf(start), xml.indexOf(end));
      expect(between).toMatch(/<w:(?:ins|del) [^>]*w:author="reviewer@example\.com"/);
    }
    // The liability clause's comment spans its two paragraphs.
    const [, liability] = ids[1] as RegExpMatchArray;
    expect(paragraphOf(`<w:commentRangeStart w:id="${liability}"/>`)).toBe(1);
    expect(paragraphOf(`<w:commentRangeEnd w:id="${liability}"/>`)).toBe(2);
    // No comment mark sits inside their insertions (it would be theirs).
    expect(xml).not.toMatch(
      /<w:ins [^>]*w:author="(?:Jane Roe|Max Mustermann)"[^>]*>(?:(?!<\/w:ins>).)*<w:comment/,
    );
  });

  it('says, per clause, who of the counterparty changed it and which words', () => {
    const clauses = [
      ...OUR_CHANGES.map((change) => change.original),
      '4. Notices. Notices are given in writing.',
    ];
    expect(counterpartyChanges(theirDocx(), clauses)).toEqual([
      [{ author: JANE, date: '2025-01-02T10:00:00Z', inserted: ['fifteen (15)'], deleted: ['thirty (30)'] }],
      [
        {
          author: MAX,
          date: '2025-01-03T10:00:00Z',
          inserted: ['in the one (1) month before the claim'],
          deleted: [],
        },
      ],
      [
        { author: JANE, date: '2025-01-04T10:00:00Z', inserted: [], deleted: ['New York'] },
        { author: MAX, date: '2025-01-05T10:00:00Z', inserted: ['California'], deleted: [] },
      ],
      [],
    ]);
    // A document without tracked changes has none to report.
    expect(
      counterpartyChanges(
        makeDocxOfBody(`<w:p>${r('4. Notices. Notices are given in writing.')}</w:p>`),
        clauses,
      ),
    ).toEqual(clauses.map(() => []));
  });

  it('keeps the counterparty’s own comments and adds ours beside them', () => {
    const commentsXml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:comments xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:comment w:id="9" w:author="Jane Roe" w:date="2025-01-09T10:00:00Z"><w:p><w:r><w:t>Please confirm.</w:t></w:r></w:p></w:comment></w:comments>';
    const body = `<w:p><w:commentRangeStart w:id="9"/>${r('4. Notices. Notices are given in writing.')}<w:commentRangeEnd w:id="9"/><w:r><w:commentReference w:id="9"/></w:r></w:p>`;
    const input = makeDocxOfBody(body, {
      'word/comments.xml': commentsXml,
      'word/_rels/document.xml.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/></Relationships>',
    });
    const { bytes } = redlineDocx(
      input,
      [
        {
          original: '4. Notices. Notices are given in writing.',
          revised: '4. Notices. Notices are given in writing and by email.',
          comment: 'Email notices too.',
        },
      ],
      { author: REVIEWER, date: DATE },
    );
    const comments = partOf(bytes, 'word/comments.xml') as string;
    expect(comments).toContain('<w:comment w:id="9" w:author="Jane Roe"');
    expect(comments).toMatch(
      /<w:comment w:id="(\d+)" w:author="reviewer@example\.com"[^>]*>.*Email notices too\./,
    );
    expect(comments.match(/<w:comment /g)).toHaveLength(2);
    expect(partOf(bytes, 'word/_rels/document.xml.rels')?.match(/relationships\/comments/g)).toHaveLength(1);
    const ours = /<w:comment w:id="(\d+)" w:author="reviewer/.exec(comments)?.[1];
    expect(ours).not.toBe('9');
    expect(documentXml(bytes)).toContain(`<w:commentReference w:id="${ours}"/>`);
  });

  it('splits a paragraph inside their insertion with their words on both sides still theirs', () => {
    const input = makeDocxOfBody(
      `<w:p>${r('5. Audit. ')}${ins(6, JANE, 'The Supplier keeps records. The Customer may audit them yearly.')}</w:p>`,
    );
    const { bytes, unplaced } = redlineDocx(
      input,
      [
        {
          original: '5. Audit. The Supplier keeps records. The Customer may audit them yearly.',
          revised:
            '5. Audit. The Supplier keeps records for six years.\n\nThe Customer may audit them yearly.',
          comment: 'Records kept six years.',
        },
      ],
      { author: REVIEWER, date: DATE },
    );
    expect(unplaced).toEqual([]);
    const xml = documentXml(bytes);
    // Two paragraphs: the first ends with our inserted paragraph mark; each holds a piece of Jane's insertion.
    const paragraphs = xml.match(/<w:p>.*?<\/w:p>/g) ?? [];
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toMatch(
      /<w:pPr><w:rPr><w:ins w:id="\d+" w:author="reviewer@example\.com"[^>]*\/><\/w:rPr><\/w:pPr>/,
    );
    for (const paragraph of paragraphs)
      expect(paragraph).toMatch(/<w:ins w:id="\d+" w:author="Jane Roe" w:date="2025-01-06T10:00:00Z">/);
    // Only our deletions of their words nest in their insertion.
    for (const nesting of nestings(xml)) expect(nesting).toBe(`ins(${JANE})>del(${REVIEWER})`);
    expect(textLines(readDocxText(bytes, 'accept'))).toEqual([
      '5. Audit. The Supplier keeps records for six years.',
      'The Customer may audit them yearly.',
    ]);
    expect(textLines(readDocxText(bytes, 'reject'))).toEqual(['5. Audit.']);
  });

  it('anchors a suggestion without a change around its clause, and changes nothing there', () => {
    const { bytes } = redlineDocx(
      theirDocx(),
      [
        {
          original: '4. Notices. Notices are given in writing.',
          revised: '4. Notices. Notices are given in writing.',
          comment: 'Suggestion: ask for email notices too. No change made.',
        },
      ],
      { author: REVIEWER, date: DATE },
    );
    const xml = documentXml(bytes);
    expect(revisionMarks(xml).filter((mark) => mark.author === REVIEWER)).toEqual([]);
    expect(xml).toMatch(
      /<w:commentRangeStart w:id="(\d+)"\/><w:r><w:t xml:space="preserve">4\. Notices\. Notices are given in writing\.<\/w:t><\/w:r><w:commentRangeEnd w:id="\1"\/><w:r><w:commentReference w:id="\1"\/><\/w:r>/,
    );
    expect(partOf(bytes, 'word/comments.xml')).toContain('Suggestion: ask for email notices too.');
  });
});

/** The Word file of a PDF's review: comments too. */
const fromPdfText = () =>
  textToRedlineDocx(
    '1. FEES\n\nPayment within 30 days.\n\n2. TERM\n\nThe term is two (2) years.',
    [
      {
        original: 'Payment within 30 days.',
        revised: 'Payment within 60 days.',
        comment: 'The playbook prefers sixty days.',
      },
    ],
    { author: REVIEWER, date: DATE },
  );

describe.skipIf(!soffice || !unoPython)('in LibreOffice', () => {
  it('accepts all to our rewrites of their proposal, rejects all to the text before either, shows every comment and author', () => {
    const [office, pdf] = readInLibreOffice([reviewed().bytes, fromPdfText()]);
    expect(textLines(office?.accepted ?? '')).toEqual(ACCEPTED);
    expect(textLines(office?.rejected ?? '')).toEqual(REJECTED);
    // LibreOffice lists fields in an order of its own: each comment is looked up by its text.
    const comments = new Map(office?.comments.map((comment) => [comment.content, comment]));
    expect(office?.comments).toHaveLength(OUR_CHANGES.length);
    const anchors = OUR_CHANGES.map((change) => {
      const comment = comments.get(change.comment ?? '');
      expect(comment?.author).toBe(REVIEWER);
      return comment?.anchor;
    });
    // Anchored around the changes (their deleted words and ours inserted, as LibreOffice reads a range);
    // the liability comment runs from its first paragraph into the second.
    expect(anchors[0]).toMatch(/^fifteen.*sixty/);
    expect(anchors[1]).toMatch(/^one.*twelve[\s\S]*\n.*except for fraud$/);
    expect(anchors[2]).toMatch(/^California.*New York$/);
    expect(new Set(office?.changes.map((change) => change.author))).toEqual(new Set([JANE, MAX, REVIEWER]));
    expect(pdf?.comments).toEqual([
      {
        author: REVIEWER,
        content: 'The playbook prefers sixty days.',
        anchor: expect.stringContaining('60'),
      },
    ]);
    expect(textLines(pdf?.accepted ?? '')).toEqual([
      '1. FEES',
      'Payment within 60 days.',
      '2. TERM',
      'The term is two (2) years.',
    ]);
  }, 240_000);
});

describe.skipIf(!pandoc)('in pandoc', () => {
  it('accepts and rejects all as expected, and shows the comments with their author', () => {
    const { bytes } = reviewed();
    expect(textLines(readWithPandoc(bytes, 'accept'))).toEqual(ACCEPTED);
    expect(textLines(readWithPandoc(bytes, 'reject'))).toEqual(REJECTED);
    const all = readWithPandoc(bytes, 'all');
    for (const change of OUR_CHANGES)
      expect(all).toContain(`[${change.comment?.replace(/"/g, '\\"')}]{.comment-start id=`);
    expect(all.match(/\.comment-start id="\d+" author="reviewer@example\.com"/g)).toHaveLength(3);
    expect(all).toContain(`[thirty (30)]{.deletion author="${JANE}"`);
    expect(all).toContain(`[California]{.insertion author="${MAX}"`.replace('[California]', '[]'));
    expect(all).toMatch(/\[sixty\]\{\.insertion author="reviewer@example\.com"/);
  });
});
