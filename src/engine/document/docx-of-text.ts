/**
 * A plain DOCX of extracted (PDF) text: one paragraph per blank-line separated block, headings in
 * Heading styles, ready for the reviewer's changes.
 */
import { zipSync } from 'fflate';
import { encoder } from './docx-package';
import { headingLevel } from './line-shape';
import { escapeText } from './xml-tree';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/></Types>`;

const PACKAGE_RELS = `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/></Relationships>`;

/** Heading 1 and Heading 2: bold, kept with the next paragraph, in the document outline. */
const HEADING_STYLES = [1, 2]
  .map(
    (level) =>
      `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="${level === 1 ? 240 : 160}" w:after="120"/><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="${level === 1 ? 24 : 22}"/><w:szCs w:val="${level === 1 ? 24 : 22}"/></w:rPr></w:style>`,
  )
  .join('');

const STYLES = `${XML_DECLARATION}<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${HEADING_STYLES}<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/></w:style></w:styles>`;

const SETTINGS = `${XML_DECLARATION}<w:settings xmlns:w="${W}"><w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>`;

/**
 * A paragraph of plain text: tabs as `w:tab`, line ends inside it as spaces; a paragraph that reads as
 * a heading ("7. WARRANTIES", "7.3 Product Warranty") in a Heading style, its numbering kept as text.
 */
function textParagraph(text: string): string {
  const pieces = text.replace(/[^\S\n]*\n[^\S\n]*/g, ' ').split('\t');
  const content = pieces
    .map((piece) => (piece === '' ? '' : `<w:t xml:space="preserve">${escapeText(piece)}</w:t>`))
    .join('<w:tab/>');
  if (content === '') return '<w:p/>';
  const level = headingLevel(text);
  const pPr = level > 0 ? `<w:pPr><w:pStyle w:val="Heading${level}"/></w:pPr>` : '';
  return `<w:p>${pPr}<w:r>${content}</w:r></w:p>`;
}

/** A minimal DOCX of `text`: one paragraph per blank-line separated block. */
export function textDocx(text: string): Uint8Array {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/u)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  const paragraphs = (blocks.length > 0 ? blocks : ['']).map(textParagraph).join('');
  const document = `${XML_DECLARATION}<w:document xmlns:w="${W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${paragraphs}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return zipSync({
    '[Content_Types].xml': encoder.encode(CONTENT_TYPES),
    '_rels/.rels': encoder.encode(PACKAGE_RELS),
    'word/document.xml': encoder.encode(document),
    'word/_rels/document.xml.rels': encoder.encode(DOCUMENT_RELS),
    'word/styles.xml': encoder.encode(STYLES),
    'word/settings.xml': encoder.encode(SETTINGS),
  });
}
