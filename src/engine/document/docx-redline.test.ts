import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { readDocxText, redlineDocx, type TDocxChange, textToRedlineDocx } from './docx-redline';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DATE = new Date('2025-03-04T05:06:07.890Z');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const t = (text: string) => `<w:t xml:space="preserve">${escapeXml(text)}</w:t>`;
const r = (text: string, rPr = '') => `<w:r>${rPr}${t(text)}</w:r>`;
const p = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;
const BOLD = '<w:rPr><w:b/></w:rPr>';
const ITALIC = '<w:rPr><w:i/></w:rPr>';
const BOLD_ITALIC = '<w:rPr><w:b/><w:i/></w:rPr>';

const SETTINGS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings xmlns:w="${W}"><w:zoom w:percent="100"/><w:proofState w:spelling="clean"/><w:defaultTabStop w:val="720"/></w:settings>`;

/** A small DOCX package around body XML. */
const docxOf = (body: string): Uint8Array =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}" xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
    ),
    'word/settings.xml': strToU8(SETTINGS),
  });

const documentXml = (docx: Uint8Array) => strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
const lines = (text: string) => text.split('\n').map(norm);
const rawText = async (docx: Uint8Array) =>
  (await mammoth.extractRawText({ buffer: Buffer.from(docx) })).value;
/** Mammoth's paragraphs (its raw text puts a blank line after each). */
const mammothParagraphs = async (docx: Uint8Array) => (await rawText(docx)).split('\n\n').slice(0, -1);

/** Structural checks of the written document.xml: balanced tags, deleted/added text where it belongs. */
function checkMarkup(docx: Uint8Array, author: RegExp = /w:author="Clausebook"/) {
  const xml = documentXml(docx);
  const problems: string[] = [];
  const stack: string[] = [];
  const count = (name: string) => stack.filter((n) => n === name).length;
  for (const m of xml.matchAll(/<(\/?)([\w:]+)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g)) {
    const [, close, name = '', self] = m;
    if (close) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}> at ${m.index}`);
      continue;
    }
    const where = `<${name}> in ${stack.slice(-3).join('>')} at ${m.index}`;
    if (['w:t', 'w:delText', 'w:br', 'w:tab'].includes(name) && stack.at(-1) !== 'w:r') problems.push(where);
    if (name === 'w:r' && count('w:r') > 0) problems.push(where);
    if (name === 'w:p' && count('w:p') > 0) problems.push(where);
    if (name === 'w:t' && count('w:del') > 0) problems.push(where);
    if (name === 'w:delText' && count('w:del') === 0) problems.push(where);
    if (!self) stack.push(name);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join('>')}`);
  const revisions = [...xml.matchAll(/<w:(ins|del) ([^>]*?)\/?>/g)].map((m) => m[2] as string);
  const ids = revisions.map((attributes) => /w:id="(\d+)"/.exec(attributes)?.[1]);
  if (new Set(ids).size !== ids.length) problems.push(`repeated revision ids ${ids.join(',')}`);
  for (const attributes of revisions) {
    if (!author.test(attributes)) problems.push(`author: ${attributes}`);
    if (!/w:date="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"/.test(attributes)) problems.push(`date: ${attributes}`);
  }
  // No bookmark shares an id with a revision.
  for (const m of xml.matchAll(/<w:bookmarkStart w:id="(\d+)"/g))
    if (ids.includes(m[1])) problems.push(`bookmark id ${m[1]}`);
  expect(problems).toEqual([]);
  return xml;
}

const HEADING = `<w:p w14:paraId="1A2B3C4D"><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${r('1. Confidentiality', BOLD)}</w:p>`;
const FIXTURE = [
  HEADING,
  p(
    r('The Recipient shall keep all '),
    r('Confid', BOLD),
    r('ential Information secret for ', BOLD_ITALIC),
    r('five (5) years.'),
  ),
  `<w:p>${r('Fees: £1,000 & costs <capped> at "reasonable" levels.')}<w:bookmarkStart w:id="7" w:name="fees"/><w:bookmarkEnd w:id="7"/></w:p>`,
  `<w:tbl><w:tr><w:tc>${p(r('Governing law: England'))}</w:tc><w:tc>${p(r('Term: 12 months', ITALIC))}</w:tc></w:tr></w:tbl>`,
  p(r('Either party may terminate'), '<w:r><w:tab/><w:t>on notice.</w:t></w:r>'),
  `<w:p><w:hyperlink w:anchor="schedule"><w:r><w:rPr><w:u w:val="single"/></w:rPr>${t('See the schedule')}</w:r></w:hyperlink>${r(' for details.')}</w:p>`,
].join('');

describe('redlineDocx', () => {
  it('changes clauses in place with tracked changes; accept gives the rewrites, reject the original', async () => {
    const input = docxOf(FIXTURE);
    const paragraphs = await mammothParagraphs(input);
    expect(paragraphs).toEqual([
      '1. Confidentiality',
      'The Recipient shall keep all Confidential Information secret for five (5) years.',
      'Fees: £1,000 & costs <capped> at "reasonable" levels.',
      'Governing law: England',
      'Term: 12 months',
      'Either party may terminate\ton notice.',
      'See the schedule for details.',
    ]);
    const changes: TDocxChange[] = [
      {
        original: paragraphs[1] as string,
        revised:
          'The Recipient shall keep all Confidential Information strictly confidential for three (3) years.',
      },
      {
        original: paragraphs[2] as string,
        revised: 'Fees: £1,000 & costs <capped> at "reasonable" & agreed levels.',
      },
      { original: 'Governing law: England', revised: 'Governing law: England and Wales' },
      { original: 'This clause is not in the document.', revised: 'Anything.' },
      { original: 'See the schedule for details.', revised: 'See the attached schedule for all details.' },
    ];
    const { bytes, unplaced } = redlineDocx(input, changes, { date: DATE });
    expect(unplaced).toEqual([3]);
    const xml = checkMarkup(bytes);

    expect(lines(readDocxText(bytes, 'accept'))).toEqual([
      '1. Confidentiality',
      'The Recipient shall keep all Confidential Information strictly confidential for three (3) years.',
      'Fees: £1,000 & costs <capped> at "reasonable" & agreed levels.',
      'Governing law: England and Wales',
      'Term: 12 months',
      'Either party may terminate on notice.',
      'See the attached schedule for all details.',
    ]);
    expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
    expect(readDocxText(input, 'as-is')).toBe(paragraphs.join('\n'));
    // Mammoth (what the app extracts with) reads the changes as accepted.
    expect(norm(await rawText(bytes))).toBe(norm(readDocxText(bytes, 'accept')));

    // Untouched paragraphs are copied byte for byte; split runs keep their formatting.
    expect(xml).toContain(HEADING);
    expect(xml).toContain(`<w:tr><w:tc>`);
    expect(xml).toContain(`<w:tc>${p(r('Term: 12 months', ITALIC))}</w:tc>`);
    expect(xml).toContain(`<w:r>${BOLD}<w:t xml:space="preserve">Confid</w:t></w:r>`);
    expect(xml).toContain(`${BOLD_ITALIC}<w:t xml:space="preserve">ential Information </w:t></w:r>`);
    expect(xml).toMatch(
      new RegExp(
        `<w:del w:id="\\d+" w:author="Clausebook" w:date="2025-03-04T05:06:07Z"><w:r>${BOLD_ITALIC}<w:delText xml:space="preserve">secret</w:delText></w:r></w:del><w:ins w:id="\\d+" w:author="Clausebook" w:date="2025-03-04T05:06:07Z"><w:r>${BOLD_ITALIC}<w:t xml:space="preserve">strictly confidential</w:t></w:r></w:ins>`,
      ),
    );
    expect(xml).toContain('<w:t xml:space="preserve">&amp; agreed </w:t>');
    expect(xml).toContain('<w:bookmarkStart w:id="7" w:name="fees"/><w:bookmarkEnd w:id="7"/>');
    // Inside the hyperlink, with the link's formatting.
    expect(xml).toMatch(/<w:hyperlink w:anchor="schedule">.*attached.*<\/w:hyperlink>/);
    // Revision ids continue after the package's largest w:id.
    const ids = [...xml.matchAll(/<w:(?:ins|del) w:id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...ids)).toBe(8);

    // Other parts are copied as they were; settings turn on change tracking.
    const before = unzipSync(input);
    const after = unzipSync(bytes);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const name of ['[Content_Types].xml', '_rels/.rels', 'word/_rels/document.xml.rels'])
      expect(after[name]).toEqual(before[name]);
    expect(strFromU8(after['word/settings.xml'] as Uint8Array)).toBe(
      SETTINGS.replace('<w:proofState w:spelling="clean"/>', '$&<w:trackRevisions/>'),
    );
  });

  it('uses the given author and escapes it', () => {
    const { bytes } = redlineDocx(
      docxOf(p(r('Payment within 30 days.'))),
      [{ original: 'Payment within 30 days.', revised: 'Payment within 60 days.' }],
      { author: 'Legal & "Co"', date: DATE },
    );
    checkMarkup(bytes, /w:author="Legal &amp; &quot;Co&quot;"/);
    expect(readDocxText(bytes, 'accept')).toBe('Payment within 60 days.');
  });

  it('merges paragraphs with a tracked deleted paragraph mark', () => {
    const input = docxOf(
      p(r('Intro.')) +
        p(r('Either party may terminate'), '<w:r><w:tab/><w:t>on notice.</w:t></w:r>') +
        p(r('See the schedule for details.', BOLD)) +
        p(r('Outro.')),
    );
    const { bytes, unplaced } = redlineDocx(input, [
      {
        original: 'Either party may terminate\ton notice.\n\nSee the schedule for details.',
        revised: "Either party may terminate on 30 days' notice; see the schedule for details.",
      },
    ]);
    expect(unplaced).toEqual([]);
    const xml = checkMarkup(bytes);
    expect(xml).toMatch(
      /<w:pPr><w:rPr><w:del w:id="\d+" w:author="Clausebook" w:date="[^"]+"\/><\/w:rPr><\/w:pPr>/,
    );
    expect(lines(readDocxText(bytes, 'accept'))).toEqual([
      'Intro.',
      "Either party may terminate on 30 days' notice; see the schedule for details.",
      'Outro.',
    ]);
    expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
  });

  it('splits a paragraph with a tracked inserted paragraph mark, keeping paragraph properties', () => {
    const pPr =
      '<w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>';
    const input = docxOf(
      `<w:p w14:paraId="00000001">${pPr}${r('The Supplier warrants the goods. ')}${r('It indemnifies the Buyer.', ITALIC)}</w:p>` +
        p(r('Last.')),
    );
    const { bytes } = redlineDocx(input, [
      {
        original: 'The Supplier warrants the goods. It indemnifies the Buyer.',
        revised:
          'The Supplier warrants the goods for 12 months.\n\nIt indemnifies the Buyer against all claims.',
      },
    ]);
    const xml = checkMarkup(bytes);
    expect(xml).toContain(
      '<w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:rPr><w:ins w:id=',
    );
    expect(xml.match(/w14:paraId="00000001"/g)).toHaveLength(1);
    expect(lines(readDocxText(bytes, 'accept'))).toEqual([
      'The Supplier warrants the goods for 12 months.',
      'It indemnifies the Buyer against all claims.',
      'Last.',
    ]);
    expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
  });

  it('adds paragraphs after a clause and deletes a whole paragraph', () => {
    const input = docxOf(p(r('One.')) + p(r('Two.')) + p(r('Three.')) + p(r('Four.')));
    const { bytes } = redlineDocx(input, [
      { original: 'One.', revised: 'One.\n\nOne and a half.' },
      { original: 'Two.\n\nThree.', revised: 'Three.' },
    ]);
    checkMarkup(bytes);
    expect(lines(readDocxText(bytes, 'accept'))).toEqual(['One.', 'One and a half.', 'Three.', 'Four.']);
    expect(readDocxText(bytes, 'reject')).toBe('One.\nTwo.\nThree.\nFour.');
  });

  it('splits a paragraph next to a hyperlink outside it; inside one, a new paragraph is a line break', () => {
    const link = `<w:hyperlink w:anchor="s2"><w:r><w:rPr><w:u w:val="single"/></w:rPr>${t('clause 2 and clause 3')}</w:r></w:hyperlink>`;
    const input = docxOf(p(r('Subject to '), link) + p(r('End.')));
    const { bytes } = redlineDocx(input, [
      {
        original: 'Subject to clause 2 and clause 3',
        revised: 'Subject to clause 2\n\nand clause 3.\n\nThe Buyer may audit.',
      },
    ]);
    const xml = checkMarkup(bytes);
    // The final addition is after the hyperlink, in a new paragraph; the one inside it is a line break.
    expect(xml).toMatch(
      /<\/w:hyperlink><w:ins [^>]*><w:r>(?:(?!<\/w:r>).)*>\.<\/w:t><\/w:r><\/w:ins><\/w:p><w:p><w:ins [^>]*><w:r>(?:(?!<\/w:r>).)*>The Buyer may audit\.</,
    );
    expect(xml).toMatch(/<w:hyperlink w:anchor="s2">(?:(?!<\/w:hyperlink>).)*<w:br\/>/);
    expect(readDocxText(bytes, 'accept').split('\n')).toEqual([
      'Subject to clause 2',
      'and clause 3.',
      'The Buyer may audit.',
      'End.',
    ]);
    expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
  });

  it('keeps the paragraph break between table cells (a cell cannot merge with the next)', () => {
    const input = docxOf(
      `<w:tbl><w:tr><w:tc>${p(r('Governing law: England'))}</w:tc><w:tc>${p(r('Term: 12 months'))}</w:tc></w:tr></w:tbl>`,
    );
    const { bytes, unplaced } = redlineDocx(input, [
      {
        original: 'Governing law: England\n\nTerm: 12 months',
        revised: 'Governing law: England and Wales. Term: 24 months',
      },
    ]);
    expect(unplaced).toEqual([]);
    const xml = checkMarkup(bytes);
    expect(xml).not.toContain('<w:rPr><w:del');
    expect(norm(readDocxText(bytes, 'accept'))).toBe('Governing law: England and Wales. Term: 24 months');
    expect(readDocxText(bytes, 'accept').split('\n')).toHaveLength(2);
    expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
  });

  it('reads tables as mammoth does: rows tracked as deleted are not there', async () => {
    const deletedRow = `<w:tr><w:trPr><w:del w:id="3" w:author="Other" w:date="2024-01-01T00:00:00Z"/></w:trPr><w:tc>${p(r('Old row.'))}</w:tc></w:tr>`;
    const input = docxOf(
      `<w:tbl><w:tr><w:tc>${p(r('Row one.'))}</w:tc></w:tr>${deletedRow}<w:tr><w:tc>${p(r('Row two.'))}</w:tc></w:tr></w:tbl>`,
    );
    expect(await mammothParagraphs(input)).toEqual(['Row one.', 'Row two.']);
    const { bytes, unplaced } = redlineDocx(input, [
      { original: 'Row one.\n\nRow two.', revised: 'Row 1.\n\nRow 2.' },
    ]);
    expect(unplaced).toEqual([]);
    // The earlier deletion of the row stays theirs: rejecting all brings the row back.
    const xml = checkMarkup(bytes, /w:author="(?:Clausebook|Other)"/);
    expect(xml).toContain(deletedRow);
    expect(readDocxText(bytes, 'accept')).toBe('Row 1.\nRow 2.');
    expect(readDocxText(bytes, 'reject')).toBe('Row one.\nOld row.\nRow two.');
  });

  it('places several clauses of one paragraph and repeated text in document order', () => {
    const input = docxOf(
      p(r('Notices must be in writing. '), r('Notices may be sent by email.', BOLD)) +
        p(r('Costs are borne by each party.')) +
        p(r('Costs are borne by each party.')),
    );
    const { bytes, unplaced } = redlineDocx(input, [
      { original: 'Notices must be in writing.', revised: 'Notices must be in writing and signed.' },
      { original: 'Notices may be sent by email.', revised: 'Notices may not be sent by email.' },
      { original: 'Costs are borne by each party.', revised: 'Costs are borne by the Supplier.' },
      { original: 'Costs are borne by each party.', revised: 'Costs are borne by the Buyer.' },
      { original: 'Costs are borne by each party.', revised: 'A third copy is not there.' },
    ]);
    expect(unplaced).toEqual([4]);
    checkMarkup(bytes);
    expect(lines(readDocxText(bytes, 'accept'))).toEqual([
      'Notices must be in writing and signed. Notices may not be sent by email.',
      'Costs are borne by the Supplier.',
      'Costs are borne by the Buyer.',
    ]);
    expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
  });

  it('finds clauses across line breaks, whatever the whitespace, and keeps fields and drawings', async () => {
    const field =
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> REF s3 </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>3.1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';
    const input = docxOf(
      p(r('Line one'), '<w:r><w:br/><w:t>line   two of the clause.</w:t></w:r>') +
        p(
          r('As set out in clause '),
          field,
          r(', the Buyer pays'),
          '<w:r><w:footnoteReference w:id="2"/></w:r>',
          r(' promptly.'),
        ),
    );
    const extracted = await mammothParagraphs(input);
    expect(extracted[0]).toBe('Line oneline   two of the clause.');
    const { bytes, unplaced } = redlineDocx(input, [
      { original: extracted[0] as string, revised: 'Line oneline two of this clause.' },
      {
        original: 'As set out in clause 3.1, the Buyer pays promptly.',
        revised: 'As set out in clause 3.1, the Buyer pays within 30 days.',
      },
      { original: 'line one\nline two', revised: 'x' },
    ]);
    expect(unplaced).toEqual([2]);
    const xml = checkMarkup(bytes);
    expect(xml).toContain('<w:br/>');
    expect(xml).toContain(field);
    expect(xml).toContain('<w:footnoteReference w:id="2"/>');
    // The line break stays: accepted, the clause reads "Line one", a break, "line two of this clause."
    expect(lines(readDocxText(bytes, 'accept'))).toEqual([
      'Line one',
      'line two of this clause.',
      'As set out in clause 3.1, the Buyer pays within 30 days.',
    ]);
    expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
    // Written with line breaks read as spaces, a clause is found too.
    const second = redlineDocx(input, [
      { original: 'Line one\nline two of the clause.', revised: 'Line one.' },
    ]);
    expect(second.unplaced).toEqual([]);
    expect(lines(readDocxText(second.bytes, 'accept'))[0]).toBe('Line one.');
  });

  it('keeps another reviewer’s changes as theirs and nests ours in their insertion', () => {
    const theirDeletion = `<w:del w:id="1" w:author="Other" w:date="2024-01-01T00:00:00Z"><w:r><w:delText>ten</w:delText></w:r></w:del>`;
    const input = docxOf(
      p(
        r('The fee is '),
        theirDeletion,
        `<w:ins w:id="2" w:author="Other" w:date="2024-01-01T00:00:00Z">${r('twelve pounds')}</w:ins>`,
        r(' per hour.'),
      ),
    );
    const { bytes, unplaced } = redlineDocx(input, [
      { original: 'The fee is twelve pounds per hour.', revised: 'The fee is fifteen pounds per day.' },
    ]);
    expect(unplaced).toEqual([]);
    const xml = checkMarkup(bytes, /w:author="(?:Clausebook|Other)"/);
    // Their deletion is copied as it was; our deletion of the word they inserted sits in their insertion,
    // and our addition between their words splits their insertion rather than sit in it.
    expect(xml).toContain(theirDeletion);
    expect(xml).toMatch(
      /<w:ins w:id="2" w:author="Other" w:date="2024-01-01T00:00:00Z"><w:del w:id="\d+" w:author="Clausebook" [^>]*><w:r><w:delText xml:space="preserve">twelve<\/w:delText><\/w:r><\/w:del><\/w:ins><w:ins w:id="\d+" w:author="Clausebook" [^>]*><w:r><w:t xml:space="preserve">fifteen<\/w:t><\/w:r><\/w:ins><w:ins w:id="\d+" w:author="Other" w:date="2024-01-01T00:00:00Z"><w:r><w:t xml:space="preserve"> pounds<\/w:t><\/w:r><\/w:ins>/,
    );
    expect(readDocxText(bytes, 'accept')).toBe('The fee is fifteen pounds per day.');
    expect(readDocxText(bytes, 'reject')).toBe('The fee is ten per hour.');
  });

  it('ignores whitespace-only differences and leaves unchanged clauses as they are', () => {
    const input = docxOf(p(r('A  clause   with\tspacing.')) + p(r('Next.')));
    const { bytes, unplaced } = redlineDocx(input, [
      { original: 'A clause with spacing.', revised: 'A  clause with spacing.' },
      { original: 'Next.', revised: 'Next.' },
    ]);
    expect(unplaced).toEqual([]);
    expect(bytes).toEqual(input);
  });

  it('reports every change when nothing matches, and rejects files that are not DOCX', () => {
    const input = docxOf(p(r('Some text.')));
    const result = redlineDocx(input, [
      { original: 'Other text.', revised: 'x' },
      { original: '  ', revised: 'x' },
      { original: 'Some tex', revised: 'x' },
    ]);
    expect(result).toEqual({ bytes: input, unplaced: [0, 1, 2] });
    expect(() => redlineDocx(strToU8('%PDF-1.7'), [])).toThrow(/not a Word document/);
    expect(() => readDocxText(zipSync({ 'a.txt': strToU8('a') }), 'accept')).toThrow(/not a Word document/);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties: random word edits of runs split anywhere with random formatting.
// ---------------------------------------------------------------------------------------------------

const VOCABULARY = [
  'the',
  'Supplier',
  'shall',
  'not',
  'be',
  'liable',
  'for',
  'any',
  'loss',
  '&',
  '<b>',
  '"quoted"',
  '£1,000',
  'non-disclosure',
  "party's",
  '(a)',
  '—',
  'Ünïcödé',
  '𝔘nit',
  'x*y~z',
];
const FORMATS = ['', BOLD, ITALIC, BOLD_ITALIC, '<w:rPr><w:u w:val="single"/></w:rPr>'];

const wordArb = fc.constantFrom(...VOCABULARY);
type TEdit = { action: string; replacement: string; insert: string | null; separator: string };
const editArb: fc.Arbitrary<TEdit> = fc.record({
  action: fc.constantFrom('keep', 'keep', 'keep', 'delete', 'replace'),
  replacement: wordArb,
  insert: fc.option(wordArb, { freq: 3 }),
  separator: fc.constantFrom(' ', ' ', ' ', '\n\n'),
});

/** Runs of `text` cut at the given code-point positions, each with a format. */
function runsOf(text: string, cuts: number[], formats: number[]): string {
  const chars = [...text];
  const points = [...new Set(cuts.map((c) => c % (chars.length + 1)))].sort((a, b) => a - b);
  const bounds = [0, ...points.filter((c) => c > 0 && c < chars.length), chars.length];
  let out = '';
  for (let n = 0; n + 1 < bounds.length; n++) {
    const piece = chars.slice(bounds[n], bounds[n + 1]).join('');
    out += r(piece, FORMATS[(formats[n % Math.max(1, formats.length)] ?? 0) % FORMATS.length]);
  }
  return out;
}

/** The words edited: kept, deleted or replaced, others inserted after; `separator` between them. */
function edited(words: string[], edits: TEdit[], separators: boolean): string {
  const out: string[] = [];
  words.forEach((word, n) => {
    const edit = edits[n % Math.max(1, edits.length)];
    if (!edit) {
      out.push(word, ' ');
      return;
    }
    const separator = separators ? edit.separator : ' ';
    if (edit.action === 'keep') out.push(word, separator);
    if (edit.action === 'replace') out.push(edit.replacement, separator);
    if (edit.insert !== null) out.push(edit.insert, separator);
  });
  return out.join('').trim();
}

describe('redlineDocx properties', () => {
  it('accept gives the rewrite and reject the original, for random edits of one paragraph', () => {
    fc.assert(
      fc.property(
        fc.array(wordArb, { minLength: 1, maxLength: 18 }),
        fc.array(editArb, { minLength: 1, maxLength: 18 }),
        fc.array(fc.nat(200), { maxLength: 8 }),
        fc.array(fc.nat(4), { maxLength: 8 }),
        (words, edits, cuts, formats) => {
          const original = words.join(' ');
          const revised = edited(words, edits, false);
          const input = docxOf(
            p(r('Intro stays.')) + p(runsOf(original, cuts, formats)) + p(r('Closing stays.')),
          );
          const { bytes, unplaced } = redlineDocx(input, [{ original, revised }], { date: DATE });
          expect(unplaced).toEqual([]);
          checkMarkup(bytes);
          expect(lines(readDocxText(bytes, 'accept'))).toEqual([
            'Intro stays.',
            norm(revised),
            'Closing stays.',
          ]);
          expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('accept gives the rewrite’s paragraphs when edits merge and split paragraphs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(wordArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.array(editArb, { minLength: 1, maxLength: 24 }),
        fc.array(fc.nat(100), { maxLength: 4 }),
        (paragraphs, edits, cuts) => {
          const original = paragraphs.map((words) => words.join(' ')).join('\n\n');
          const revised = edited(paragraphs.flat(), edits, true);
          const body = paragraphs.map((words) => p(runsOf(words.join(' '), cuts, [0, 1, 3]))).join('');
          const input = docxOf(p(r('Intro.')) + body + p(r('Outro.')));
          const { bytes, unplaced } = redlineDocx(input, [{ original, revised }]);
          expect(unplaced).toEqual([]);
          checkMarkup(bytes);
          expect(lines(readDocxText(bytes, 'accept'))).toEqual([
            'Intro.',
            ...revised.split('\n\n').map(norm),
            'Outro.',
          ]);
          expect(readDocxText(bytes, 'reject')).toBe(readDocxText(input, 'as-is'));
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('textToRedlineDocx', () => {
  const TEXT =
    'MASTER SERVICES AGREEMENT\n\n1. The Supplier shall provide the\nServices with reasonable care & skill.\n\n2. Fees are <net> of VAT\tand "payable" monthly.\n\n\n3. This Agreement is governed by English law.\n';

  it('builds a DOCX of the text with the changes tracked', async () => {
    const bytes = textToRedlineDocx(
      TEXT,
      [
        {
          original: '1. The Supplier shall provide the\nServices with reasonable care & skill.',
          revised: '1. The Supplier shall provide the Services with all due care & skill.',
        },
        {
          original: '3. This Agreement is governed by English law.',
          revised: '3. This Agreement is governed by the laws of England and Wales.\n\n4. Courts of London.',
        },
        { original: 'not in the text', revised: 'x' },
      ],
      { date: DATE },
    );
    checkMarkup(bytes);
    expect(lines(readDocxText(bytes, 'reject'))).toEqual([
      'MASTER SERVICES AGREEMENT',
      '1. The Supplier shall provide the Services with reasonable care & skill.',
      '2. Fees are <net> of VAT and "payable" monthly.',
      '3. This Agreement is governed by English law.',
    ]);
    expect(lines(readDocxText(bytes, 'accept'))).toEqual([
      'MASTER SERVICES AGREEMENT',
      '1. The Supplier shall provide the Services with all due care & skill.',
      '2. Fees are <net> of VAT and "payable" monthly.',
      '3. This Agreement is governed by the laws of England and Wales.',
      '4. Courts of London.',
    ]);
    expect(readDocxText(bytes, 'reject').split('\n')[2]).toBe(
      '2. Fees are <net> of VAT\tand "payable" monthly.',
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/_rels/document.xml.rels',
      'word/document.xml',
      'word/settings.xml',
      'word/styles.xml',
    ]);
    expect(strFromU8(files['word/settings.xml'] as Uint8Array)).toContain('<w:trackRevisions/>');
    expect(strFromU8(files['word/styles.xml'] as Uint8Array)).toContain('w:ascii="Calibri"');
    expect(norm(await rawText(bytes))).toBe(norm(readDocxText(bytes, 'accept')));
  });

  it('round-trips random paragraphs with random rewrites', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(wordArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.option(fc.array(editArb, { minLength: 1, maxLength: 8 })), {
          minLength: 1,
          maxLength: 5,
        }),
        (paragraphs, rewrites) => {
          const texts = paragraphs.map((words) => words.join(' '));
          const changes: TDocxChange[] = [];
          const expected: string[] = [];
          paragraphs.forEach((words, n) => {
            const edits = rewrites[n % rewrites.length];
            const text = texts[n] as string;
            if (!edits || texts.indexOf(text) !== n) {
              expected.push(text);
              return;
            }
            const revised = edited(words, edits, false);
            changes.push({ original: text, revised });
            expected.push(norm(revised));
          });
          const bytes = textToRedlineDocx(texts.join('\n\n'), changes);
          checkMarkup(bytes);
          expect(lines(readDocxText(bytes, 'accept'))).toEqual(expected.map(norm));
          expect(readDocxText(bytes, 'reject')).toBe(texts.join('\n'));
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('writes an empty document for empty text', () => {
    const bytes = textToRedlineDocx('', []);
    expect(readDocxText(bytes, 'as-is')).toBe('');
  });
});

const soffice = (() => {
  for (const name of ['soffice', 'libreoffice']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim() || undefined;
    } catch {}
  }
  return undefined;
})();

describe.skipIf(!soffice)('LibreOffice smoke test', () => {
  it('converts the redlined documents to PDF', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docx-redline-'));
    try {
      const { bytes } = redlineDocx(docxOf(FIXTURE), [
        { original: 'Governing law: England', revised: 'Governing law: England and Wales' },
      ]);
      writeFileSync(join(dir, 'a.docx'), bytes);
      writeFileSync(
        join(dir, 'b.docx'),
        textToRedlineDocx('One.\n\nTwo.', [{ original: 'Two.', revised: 'Three.' }]),
      );
      execFileSync(
        soffice as string,
        // A profile of its own: another LibreOffice running at the same time cannot block it.
        [
          `-env:UserInstallation=file://${join(dir, 'profile')}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          'a.docx',
          'b.docx',
        ],
        {
          cwd: dir,
          timeout: 120_000,
        },
      );
      for (const name of ['a.pdf', 'b.pdf'])
        expect(readFileSync(join(dir, name)).subarray(0, 4).toString()).toBe('%PDF');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
