import { describe, expect, it } from 'vitest';
import { acceptTrackedChanges, hasTrackedChanges } from './accept-tracked-changes';
import { DocumentError } from './document-error';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REV = 'w:id="7" w:author="Alice" w:date="2024-01-01T00:00:00Z"';
const doc = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`;
const r = (text: string, rPr = '') => `<w:r>${rPr}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const d = (text: string) => `<w:r><w:delText xml:space="preserve">${text}</w:delText></w:r>`;

describe('acceptTrackedChanges', () => {
  it('keeps insertions and moved-in text, drops deletions and moved-out text', () => {
    const input = doc(
      `<w:p>${r('The fee is ')}<w:del ${REV}>${d('ten')}</w:del><w:ins ${REV}>${r('twelve')}</w:ins>${r(' pounds')}<w:moveFrom ${REV}>${d(' monthly')}</w:moveFrom><w:ins ${REV}><w:del ${REV}>${d(' net')}</w:del>${r(' per hour')}</w:ins>.</w:p>`,
    );
    expect(acceptTrackedChanges(input)).toBe(
      doc(`<w:p>${r('The fee is ')}${r('twelve')}${r(' pounds')}${r(' per hour')}.</w:p>`),
    );
  });

  it('keeps the current formatting and drops the record of the earlier one', () => {
    const rPr = `<w:rPr><w:b/><w:rPrChange ${REV}><w:rPr><w:i/></w:rPr></w:rPrChange></w:rPr>`;
    const pPr = `<w:pPr><w:jc w:val="center"/><w:pPrChange ${REV}><w:pPr/></w:pPrChange></w:pPr>`;
    expect(acceptTrackedChanges(doc(`<w:p>${pPr}${r('Bold', rPr)}</w:p>`))).toBe(
      doc(`<w:p><w:pPr><w:jc w:val="center"/></w:pPr>${r('Bold', '<w:rPr><w:b/></w:rPr>')}</w:p>`),
    );
  });

  it('merges a paragraph whose mark is deleted into the next, which keeps its properties', () => {
    const input = doc(
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:rPr><w:del ${REV}/></w:rPr></w:pPr>${r('First half')}</w:p>\n<w:p w14:paraId="1"><w:pPr><w:jc w:val="both"/></w:pPr>${r(' and second half.')}</w:p><w:p><w:pPr><w:rPr><w:ins ${REV}/></w:rPr></w:pPr>${r('Inserted paragraph.')}</w:p>`,
    );
    expect(acceptTrackedChanges(input)).toBe(
      doc(
        `<w:p w14:paraId="1"><w:pPr><w:jc w:val="both"/></w:pPr>${r('First half')}${r(' and second half.')}</w:p><w:p><w:pPr><w:rPr></w:rPr></w:pPr>${r('Inserted paragraph.')}</w:p>`,
      ),
    );
  });

  it('removes table rows tracked as deleted and keeps inserted ones', () => {
    const row = (text: string, trPr = '') => `<w:tr>${trPr}<w:tc><w:p>${r(text)}</w:p></w:tc></w:tr>`;
    const input = doc(
      `<w:tbl>${row('Kept.')}${row('Gone.', `<w:trPr><w:del ${REV}/></w:trPr>`)}${row('New.', `<w:trPr><w:ins ${REV}/></w:trPr>`)}</w:tbl>`,
    );
    expect(acceptTrackedChanges(input)).toBe(
      doc(`<w:tbl>${row('Kept.')}${row('New.', '<w:trPr></w:trPr>')}</w:tbl>`),
    );
  });

  it('leaves a part without changes as it is, byte for byte', () => {
    const input = doc(`<w:p>${r('Nothing &amp; nobody')}</w:p>`);
    expect(hasTrackedChanges(input)).toBe(false);
    expect(acceptTrackedChanges(input)).toBe(input);
  });

  it('asks the reviewer to settle changes it cannot carry over', () => {
    const cell = doc(
      `<w:tbl><w:tr><w:tc><w:tcPr><w:cellDel ${REV}/></w:tcPr><w:p>${r('x')}</w:p></w:tc></w:tr></w:tbl>`,
    );
    expect(() => acceptTrackedChanges(cell)).toThrow(DocumentError);
    expect(() => acceptTrackedChanges(cell)).toThrow(/accept or reject the existing tracked changes in Word/);
    const section = doc(
      `<w:p><w:pPr><w:rPr><w:del ${REV}/></w:rPr><w:sectPr/></w:pPr>${r('End of section')}</w:p><w:p>${r('Next section')}</w:p>`,
    );
    expect(() => acceptTrackedChanges(section)).toThrow(/deleted section break/);
  });
});
