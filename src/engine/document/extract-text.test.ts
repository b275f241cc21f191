import { constants, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeDocx, makeDocxOfBody, makePdf, makeRawZip } from '../../../tests/fixtures/documents';
import {
  makeBigText,
  makeDeflateBombPdf,
  makeHiddenEntryDocx,
  makeManyPagesPdf,
} from '../../../tests/fixtures/hostile-documents';
import { DocumentError } from './document-error';
import { DEFAULT_DOCUMENT_LIMITS } from './document-limits';
import { guardDocx } from './docx-guard';
import { extractText } from './extract-text';

const MB = 1024 * 1024;

/**
 * Raw DEFLATE data for `megabytes` MB of zeros without compressing them all: one MB compressed with a
 * sync flush (byte-aligned, no final bit) repeated, then an empty final block. ~1 KB per MB.
 */
const deflatedZeros = (megabytes: number) => {
  const chunk = deflateRawSync(new Uint8Array(MB), { finishFlush: constants.Z_SYNC_FLUSH });
  const out = new Uint8Array(chunk.length * megabytes + 5);
  for (let i = 0; i < megabytes; i += 1) out.set(chunk, i * chunk.length);
  out.set([0x01, 0x00, 0x00, 0xff, 0xff], chunk.length * megabytes);
  return out;
};

const message = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentError);
    return (error as Error).message;
  }
  throw new Error('expected a DocumentError');
};

const CONTRACT_LINES = [
  '1. TERM',
  'This Agreement begins on the Effective Date and continues for three (3) years unless terminated earlier.',
  '2. GOVERNING LAW',
  'This Agreement is governed by the laws of England and Wales, and the courts of London have jurisdiction.',
];

describe('extractText: DOCX', () => {
  it('returns the paragraphs, normalised', async () => {
    const docx = makeDocx(['Supply Agreement', '', '', '1. Term', 'It runs for 2 years.\r\nThen it renews.']);
    const { text, pages } = await extractText(docx, 'docx');
    expect(text).toBe('Supply Agreement\n\n1. Term\n\nIt runs for 2 years.\nThen it renews.');
    expect(pages).toBeUndefined();
  });

  it('reads a document with tracked changes as it stands with them accepted, line breaks as line ends', async () => {
    const rev = 'w:id="1" w:author="A" w:date="2024-01-01T00:00:00Z"';
    const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
    const docx = makeDocxOfBody(
      [
        `<w:p><w:r><w:t>2.8</w:t><w:br/><w:t>Ownership.</w:t></w:r>${run(' The fee is ')}<w:del ${rev}><w:r><w:delText>ten</w:delText></w:r></w:del><w:ins ${rev}>${run('twelve')}</w:ins>${run(' pounds.')}</w:p>`,
        `<w:p><w:pPr><w:rPr><w:del ${rev}/></w:rPr></w:pPr>${run('First half')}</w:p><w:p>${run(' and second half.')}</w:p>`,
        `<w:p><w:moveFrom ${rev}>${run('Moved away.')}</w:moveFrom></w:p>`,
      ].join(''),
    );
    const { text } = await extractText(docx, 'docx');
    expect(text).toBe('2.8\nOwnership. The fee is twelve pounds.\n\nFirst half and second half.');
  });

  it('refuses a zip without word/document.xml', async () => {
    const xlsx = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8('<workbook/>'),
    });
    expect(await message(extractText(xlsx, 'docx'))).toBe('The file is not a Word document (DOCX).');
    expect(await message(extractText(strToU8('PK\x03\x04 not really a zip'), 'docx'))).toBe(
      'The file is not a Word document (DOCX).',
    );
  });

  it('refuses a zip bomb from its central directory, before inflating anything', async () => {
    // 110 MB of zeros in ~100 KB; the directory states the true size.
    const bomb = makeRawZip([
      { name: 'word/document.xml', deflated: deflatedZeros(110), declaredSize: 110 * MB, crc: 0 },
    ]);
    expect(bomb.length).toBeLessThan(1 * MB);
    const before = process.memoryUsage().arrayBuffers;
    expect(await message(extractText(bomb, 'docx'))).toBe(
      'The document is too large to review: the DOCX\'s files unpack to more than 100 MB, the limit for one document (a "zip bomb" does this too). Remove large embedded files or split the document, then upload it again.',
    );
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(20 * MB);
  });

  it('refuses a zip bomb whose directory under-states its sizes, counting what it unpacks to', async () => {
    // The entries are inflated a step at a time and counted; a small limit keeps the test fast.
    const limits = { ...DEFAULT_DOCUMENT_LIMITS, maxUnpackedBytes: 2 * MB };
    const liar = makeRawZip([
      { name: 'word/document.xml', deflated: deflatedZeros(50), declaredSize: 4000, crc: 0 },
    ]);
    expect(() => guardDocx(liar, limits)).not.toThrow();
    expect(await message(extractText(liar, 'docx', limits))).toContain(
      "The document is too large to review: the DOCX's files unpack to more than 2 MB",
    );
  });

  it('reads the entries the central directory names, and refuses one hidden in another', async () => {
    const hidden = makeHiddenEntryDocx(8);
    expect(await message(extractText(hidden, 'docx'))).toBe(
      'The DOCX hides one file inside another ("word/document.xml" inside "pad.bin"), as "zip bombs" do; it was not processed.',
    );
  });

  it('refuses extreme compression ratios and too many entries', () => {
    const dense = makeRawZip([
      { name: 'word/document.xml', deflated: deflatedZeros(20), declaredSize: 20 * MB, crc: 0 },
    ]);
    expect(() => guardDocx(dense, DEFAULT_DOCUMENT_LIMITS)).toThrow('compressed more than 100 to 1');
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`word/part${i}.xml`, strToU8('<x/>')])),
    );
    expect(() => guardDocx(many, { ...DEFAULT_DOCUMENT_LIMITS, maxEntries: 10 })).toThrow(
      'holds more than 10 files',
    );
  });
});

/** Wraps a paragraph into lines of at most `width` characters, as a PDF sets it. */
const wrap = (paragraph: string, width = 85) => {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
};

const TERM =
  'This Agreement begins on the Effective Date and continues for three (3) years unless terminated earlier by either party in accordance with its terms.';
const PAYMENT =
  'The Customer shall pay each invoice within thirty (30) days of receipt. Late payments bear interest at one percent (1%) per month until paid in full.';
const DELIVERY =
  'The Supplier shall deliver the goods to the Customer at the delivery address set out in the order, on the delivery date and in the quantities stated there, and shall bear the risk of loss until delivery is complete.';

describe('extractText: PDF', () => {
  it('returns one paragraph per block: wrapped lines joined, numbering and headings on their own', async () => {
    const spaced = (lines: string[]) => lines.map((text, i) => (i === 0 ? { text, space: 8 } : text));
    const { text, pages } = await extractText(
      makePdf([
        [
          { text: 'SUPPLY AGREEMENT', bold: true, x: 240, size: 14 },
          { text: '1. TERM', bold: true, space: 8 },
          ...spaced(wrap(TERM)),
          { text: '2. PAYMENT', bold: true, space: 8 },
          ...spaced(wrap(PAYMENT)),
        ],
        ['3. NOTICES', ...wrap(DELIVERY)],
      ]),
      'pdf',
    );
    expect(pages).toBe(2);
    expect(text.split('\n\n')).toEqual([
      'SUPPLY AGREEMENT',
      '1. TERM',
      TERM,
      '2. PAYMENT',
      PAYMENT,
      '3. NOTICES',
      DELIVERY,
    ]);
  });

  it('runs a sentence on over a page break, without the page number and running footer between', async () => {
    const lines = wrap(`${TERM} ${DELIVERY} ${PAYMENT}`);
    const footer = (n: number) => [
      { text: `${n}`, x: 300, y: 60 },
      { text: `Source: ACME CORP, 10-K, 3/${n}/2019`, size: 8, y: 40 },
    ];
    const { text } = await extractText(
      makePdf([
        ['1. TERM', ...lines.slice(0, 3), ...footer(1)],
        [...lines.slice(3, 5), ...footer(2)],
        [...lines.slice(5), { text: '2. PAYMENT', space: 8 }, ...wrap(PAYMENT), ...footer(3)],
      ]),
      'pdf',
    );
    expect(text.split('\n\n')).toEqual(['1. TERM', `${TERM} ${DELIVERY} ${PAYMENT}`, '2. PAYMENT', PAYMENT]);
  });

  it('joins a word hyphenated at a line end, keeping hyphens of compound words', async () => {
    const { text } = await extractText(
      makePdf([
        [
          'The Supplier grants the Customer a worldwide, non-',
          'exclusive licence to use the Software. The Customer shall indem-',
          'nify the Supplier against claims of third parties, and the Supplier',
          'shall indemnify the Customer against claims of infringement.',
        ],
      ]),
      'pdf',
    );
    expect(text).toBe(
      'The Supplier grants the Customer a worldwide, non-exclusive licence to use the Software. The Customer shall indemnify the Supplier against claims of third parties, and the Supplier shall indemnify the Customer against claims of infringement.',
    );
  });

  it('reads paragraphs set without spacing from short last lines, numbering and definitions', async () => {
    const { text } = await extractText(
      makePdf([
        [
          '1. DEFINITIONS',
          'In this Agreement the following words have these meanings:',
          '"Affiliate" means any entity that controls, is controlled by or is under common control',
          'with a party.',
          '"Business Day" means a day on which banks are open in London.',
          '(a) references to a party include its successors; and',
          '(b) headings do not affect interpretation.',
          '2. TERM',
          ...wrap(TERM),
        ],
      ]),
      'pdf',
    );
    expect(text.split('\n\n')).toEqual([
      '1. DEFINITIONS',
      'In this Agreement the following words have these meanings:',
      '"Affiliate" means any entity that controls, is controlled by or is under common control with a party.',
      '"Business Day" means a day on which banks are open in London.',
      '(a) references to a party include its successors; and',
      '(b) headings do not affect interpretation.',
      '2. TERM',
      TERM,
    ]);
  });

  it('starts the next section at its number even after a line running to the margin', async () => {
    // Lines longer than the page: pdf.js keeps what is on the page, so no line ends its sentence.
    const long = (n: number, title: string) =>
      `${n}. ${title}. ${TERM} ${PAYMENT} ${DELIVERY}`.replace(/\.$/, '');
    const { text } = await extractText(
      makePdf([[long(1, 'Term'), long(2, 'Payment'), '(a) first', long(3, 'Delivery')]]),
      'pdf',
    );
    expect(text.split('\n\n').map((paragraph) => paragraph.slice(0, 11))).toEqual([
      '1. Term. Th',
      '2. Payment.',
      '3. Delivery',
    ]);
  });

  it('drops running headers and footers, page numbers and filing legends', async () => {
    const clauses = [TERM, PAYMENT, DELIVERY, TERM.replace('three (3)', 'five (5)')];
    const page = (n: number) => [
      { text: 'ACME CORP - MASTER SUPPLY AGREEMENT', x: 200, y: 760, size: 9 },
      { text: `${n}. ${['TERM', 'PAYMENT', 'DELIVERY', 'RENEWAL'][n - 1]}`, y: 720 },
      ...wrap(clauses[n - 1] as string),
      { text: '[*] Certain information on this page has been omitted and filed separately', space: 10 },
      'with the Commission. Confidential treatment has been requested with respect to',
      'the omitted portions.',
      { text: `- ${n} -`, x: 290, space: 10 },
      { text: `Source: ACME CORP, 10-K, 3/${n}/2019`, y: 40 },
    ];
    const { text } = await extractText(makePdf([page(1), page(2), page(3), page(4)]), 'pdf');
    expect(text.split('\n\n')).toEqual(
      clauses.flatMap((clause, i) => [`${i + 1}. ${['TERM', 'PAYMENT', 'DELIVERY', 'RENEWAL'][i]}`, clause]),
    );
  });

  it('keeps a line repeated in the body of every page (counterpart signature pages)', async () => {
    const page = (n: number) => [
      { text: `${n}. COUNTERPART`, y: 420 },
      'Signed for and on behalf of the Supplier by its director.',
    ];
    const { text } = await extractText(makePdf([page(1), page(2), page(3)]), 'pdf');
    expect(text.match(/Signed for and on behalf/g)).toHaveLength(3);
  });

  it('explains an encrypted PDF', async () => {
    expect(await message(extractText(makePdf([CONTRACT_LINES], { encrypted: true }), 'pdf'))).toBe(
      'The PDF is password-protected (encrypted): remove the password and upload it again.',
    );
  });

  it('explains a damaged PDF', async () => {
    expect(await message(extractText(strToU8('%PDF-1.4\n1 0 obj garbage\n%%EOF'), 'pdf'))).toBe(
      'The PDF is damaged and could not be read.',
    );
    const truncated = makePdf([CONTRACT_LINES]).subarray(0, 60);
    expect(await message(extractText(truncated, 'pdf'))).toBe('The PDF is damaged and could not be read.');
  });

  it('explains a PDF without a text layer (scanned)', async () => {
    expect(await message(extractText(makePdf([[], [], []]), 'pdf'))).toBe(
      'The PDF has no text layer (it looks scanned): run it through OCR and upload it again.',
    );
    // A stamp on each page of a scan is not a text layer either.
    expect(
      await message(extractText(makePdf([['Scan 1'], ['Scan 2'], ['Scan 3'], ['Scan 4']]), 'pdf')),
    ).toContain('no text layer');
  });

  it('leaves the caller’s bytes intact', async () => {
    const bytes = makePdf([CONTRACT_LINES]);
    const copy = bytes.slice();
    await extractText(bytes, 'pdf');
    expect(bytes).toEqual(copy);
  });
});

describe('extractText: txt', () => {
  it('decodes UTF-8 and normalises line ends', async () => {
    const { text } = await extractText(strToU8('\uFEFF  Terms\r\n\r\n\r\n\r\n1. Fees — 30 €  \r\n'), 'txt');
    expect(text).toBe('Terms\n\n1. Fees — 30 €');
  });

  it('refuses text that is not UTF-8', async () => {
    expect(await message(extractText(new Uint8Array([0x46, 0xe9, 0x65, 0x73]), 'txt'))).toContain(
      'not UTF-8',
    );
  });
});

describe('extractText: what a document may become', () => {
  it("counts a PDF's decoded streams, whatever they declare", async () => {
    const limits = { ...DEFAULT_DOCUMENT_LIMITS, maxUnpackedBytes: 4 * MB };
    expect(await message(extractText(makeDeflateBombPdf(8), 'pdf', limits))).toBe(
      'The document is too large to review: the PDF\'s compressed streams unpack to more than 4 MB, the limit for one document (a "zip bomb" does this too). Remove large embedded files or split the document, then upload it again.',
    );
    // Under the limit the same PDF is read.
    const read = await extractText(makeDeflateBombPdf(2), 'pdf', limits).catch((error: Error) => error);
    expect(read instanceof Error ? read.message : '').not.toContain('too large');
  });

  it('refuses more pages than the limit before reading any', async () => {
    const limits = { ...DEFAULT_DOCUMENT_LIMITS, maxPages: 20 };
    expect(await message(extractText(makeManyPagesPdf(25), 'pdf', limits))).toBe(
      'The document is too large to review: it has 25 pages and at most 20 can be reviewed at once. Split it into parts of up to 20 pages and upload each.',
    );
    const { pages } = await extractText(makeManyPagesPdf(20), 'pdf', limits);
    expect(pages).toBe(20);
  });

  it('refuses more characters than the limit', async () => {
    const limits = { ...DEFAULT_DOCUMENT_LIMITS, maxCharacters: 100_000 };
    const text = makeBigText(0.2);
    expect(await message(extractText(text, 'txt', limits))).toBe(
      `The document is too large to review: its text has ${text.length.toLocaleString('en-US')} characters and at most 100,000 can be reviewed at once. Split it into smaller documents and upload each.`,
    );
    const fewer = { ...limits, maxCharacters: 1_000 };
    expect(await message(extractText(makeManyPagesPdf(30), 'pdf', fewer))).toContain(
      'its text has more than 1,000 characters, the most that can be reviewed at once',
    );
  });
});
