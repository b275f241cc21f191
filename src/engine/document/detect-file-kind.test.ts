import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf } from '../../../tests/fixtures/documents';
import { detectFileKind } from './detect-file-kind';

describe('detectFileKind', () => {
  it('recognises a PDF by its header, also after a little junk', () => {
    expect(detectFileKind(makePdf([['Hello']]).subarray(0, 8192))).toBe('pdf');
    expect(detectFileKind(strToU8('\n\n%PDF-1.7\n%âãÏÓ'))).toBe('pdf');
  });

  it('calls any zip a DOCX candidate (extractText checks it is Word)', () => {
    expect(detectFileKind(makeDocx(['Hello']))).toBe('docx');
    expect(detectFileKind(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }))).toBe('docx');
  });

  it('judges by content, not by name: text is txt whatever the file is called', () => {
    // What a browser would upload as "contract.pdf" but is really text.
    expect(detectFileKind(strToU8('1. Term. This Agreement runs for two years.\r\n'))).toBe('txt');
    expect(detectFileKind(strToU8('Überweisung — 30 Tage netto. “Quotes” ok.'))).toBe('txt');
  });

  it('accepts a head cut in the middle of a UTF-8 character', () => {
    const bytes = strToU8('Prix: 30 €');
    expect(detectFileKind(bytes.subarray(0, bytes.length - 1))).toBe('txt');
  });

  it('refuses binary and unknown content', () => {
    expect(detectFileKind(new Uint8Array([]))).toBeUndefined();
    expect(detectFileKind(new Uint8Array([0x48, 0x69, 0x00, 0x21]))).toBeUndefined();
    // An old Word .doc (OLE compound file) and a PNG.
    expect(
      detectFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
    ).toBeUndefined();
    expect(detectFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeUndefined();
    // Latin-1 text is not UTF-8.
    expect(
      detectFileKind(new Uint8Array([0x50, 0x72, 0x69, 0x78, 0x3a, 0x20, 0xe9, 0x74, 0xe9])),
    ).toBeUndefined();
  });
});
