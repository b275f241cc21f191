import { constants, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makeRawZip } from '../../../tests/fixtures/documents';
import { DocumentError } from './document-error';
import { guardDocx } from './docx-guard';
import { DOCX_LIMITS, extractText } from './extract-text';
import { removeRunningLines } from './running-lines';

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
    // 210 MB of zeros in ~200 KB; the directory states the true size.
    const bomb = makeRawZip([
      { name: 'word/document.xml', deflated: deflatedZeros(210), declaredSize: 210 * MB, crc: 0 },
    ]);
    expect(bomb.length).toBeLessThan(1 * MB);
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    expect(await message(extractText(bomb, 'docx'))).toBe(
      'The DOCX expands to more than 200 MB when unpacked (a "zip bomb"); it was not processed.',
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(20 * MB);
  });

  it('refuses a zip bomb whose directory under-states its sizes, with bounded memory', () => {
    // The real guard streams the entries and stops at the limit; a small limit keeps the test fast.
    const limits = { ...DOCX_LIMITS, maxUncompressedBytes: 2 * MB };
    const liar = makeRawZip([
      { name: 'word/document.xml', deflated: deflatedZeros(50), declaredSize: 4000, crc: 0 },
    ]);
    expect(() => guardDocx(liar, limits)).toThrow('The DOCX expands to more than 2 MB when unpacked');
  });

  it('refuses extreme compression ratios and too many entries', () => {
    const dense = makeRawZip([
      { name: 'word/document.xml', deflated: deflatedZeros(20), declaredSize: 20 * MB, crc: 0 },
    ]);
    expect(() => guardDocx(dense, DOCX_LIMITS)).toThrow('compressed more than 100 to 1');
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`word/part${i}.xml`, strToU8('<x/>')])),
    );
    expect(() => guardDocx(many, { ...DOCX_LIMITS, maxEntries: 10 })).toThrow('holds more than 10 files');
  });
});

describe('extractText: PDF', () => {
  it('returns the text layer, pages joined by a blank line', async () => {
    const { text, pages } = await extractText(
      makePdf([CONTRACT_LINES, ['3. NOTICES', ...CONTRACT_LINES.slice(1, 2)]]),
      'pdf',
    );
    expect(pages).toBe(2);
    expect(text.split('\n\n')).toHaveLength(2);
    expect(text).toContain('1. TERM\nThis Agreement begins on the Effective Date');
    expect(text).toContain('\n\n3. NOTICES');
  });

  it('drops running footers and page numbers', async () => {
    const page = (n: number) => [...CONTRACT_LINES, `${n}`, `Source: ACME CORP, 10-K, 3/${n}/2019`];
    const { text } = await extractText(makePdf([page(1), page(2), page(3), page(4)]), 'pdf');
    expect(text).not.toContain('Source: ACME');
    expect(text).not.toMatch(/^\d$/m);
    expect(text.match(/GOVERNING LAW/g)).toHaveLength(4);
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

describe('removeRunningLines', () => {
  it('removes a footer glued to the last line and keeps the text before it', () => {
    const pages = [1, 2, 3].map((n) => `Body ${n} ends here.Source: EHAVE, INC., 20-F, 5/15/2019`);
    pages[1] = `Body 2 text\n${2}.Source: EHAVE, INC., 20-F, 5/15/2019`;
    expect(removeRunningLines(pages)).toEqual(['Body 1 ends here.', 'Body 2 text', 'Body 3 ends here.']);
  });

  it('keeps everything when nothing repeats', () => {
    const pages = ['Alpha one\nlast line a', 'Beta two\nlast line b', 'Gamma three\nthe end'];
    expect(removeRunningLines(pages)).toEqual(pages);
  });
});
