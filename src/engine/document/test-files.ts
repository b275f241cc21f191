/**
 * Builders for small documents used by the tests: a PDF with a real text layer (hand-written objects,
 * correct xref), an "encrypted" PDF (an /Encrypt dictionary whose password check fails), and a DOCX
 * (a zip with the parts Word needs). Not used by the app.
 */
import { strToU8, zipSync } from 'fflate';

const escapePdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export type TPdfOptions = {
  /** Adds an /Encrypt dictionary (standard security handler) to the trailer: opening needs a password. */
  encrypted?: boolean;
};

/** A PDF with one page per entry; each page shows its lines top-down in Helvetica. */
export const makePdf = (pages: string[][], options: TPdfOptions = {}): Uint8Array => {
  const objects: string[] = [];
  const pageRefs: number[] = [];
  // 1 catalog, 2 pages, 3 font; then per page: page object, content stream.
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  let next = 4;
  for (const lines of pages) {
    const pageId = next;
    const contentId = next + 1;
    next += 2;
    pageRefs.push(pageId);
    const body = lines.length
      ? `BT /F1 11 Tf 14 TL 72 740 Td ${lines.map((line) => `(${escapePdfString(line)}) Tj T*`).join(' ')} ET`
      : '';
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    objects[contentId] = `<< /Length ${body.length} >>\nstream\n${body}\nendstream`;
  }
  objects[2] = `<< /Type /Pages /Kids [${pageRefs.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;
  let encryptRef = '';
  if (options.encrypted) {
    const id = next;
    next += 1;
    const hex = (seed: number) =>
      Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join('');
    objects[id] = `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${hex(11)}> /U <${hex(97)}> /P -44 >>`;
    encryptRef = ` /Encrypt ${id} 0 R /ID [<${hex(5).slice(0, 32)}> <${hex(5).slice(0, 32)}>]`;
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < next; id += 1) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${next}\n0000000000 65535 f \n`;
  for (let id = 1; id < next; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${next} /Root 1 0 R${encryptRef} >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(out, true);
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** A minimal Word document: one paragraph per entry. */
export const makeDocx = (paragraphs: string[]): Uint8Array => {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export const crc32 = (data: Uint8Array) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

export type TRawZipEntry = {
  name: string;
  /** Raw DEFLATE data (method 8). */
  deflated: Uint8Array;
  /** The unpacked size written into the headers (a zip bomb may state anything). */
  declaredSize: number;
  crc: number;
};

/** A zip written byte by byte, so that tests can state any sizes they like. */
export const makeRawZip = (entries: TRawZipEntry[]): Uint8Array => {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = strToU8(entry.name);
    const local = new Uint8Array(30 + name.length);
    const view = new DataView(local.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(8, 8, true);
    view.setUint32(14, entry.crc, true);
    view.setUint32(18, entry.deflated.length, true);
    view.setUint32(22, entry.declaredSize, true);
    view.setUint16(26, name.length, true);
    local.set(name, 30);
    const header = new Uint8Array(46 + name.length);
    const cview = new DataView(header.buffer);
    cview.setUint32(0, 0x02014b50, true);
    cview.setUint16(4, 20, true);
    cview.setUint16(6, 20, true);
    cview.setUint16(10, 8, true);
    cview.setUint32(16, entry.crc, true);
    cview.setUint32(20, entry.deflated.length, true);
    cview.setUint32(24, entry.declaredSize, true);
    cview.setUint16(28, name.length, true);
    cview.setUint32(42, offset, true);
    header.set(name, 46);
    parts.push(local, entry.deflated);
    central.push(header);
    offset += local.length + entry.deflated.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const eview = new DataView(end.buffer);
  eview.setUint32(0, 0x06054b50, true);
  eview.setUint16(8, entries.length, true);
  eview.setUint16(10, entries.length, true);
  eview.setUint32(12, centralSize, true);
  eview.setUint32(16, offset, true);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
