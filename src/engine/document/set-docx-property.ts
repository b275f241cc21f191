/**
 * A custom document property (File › Properties › Custom in Word and LibreOffice) set in a DOCX package:
 * docProps/custom.xml is created or updated, with its content type and package relationship, and every
 * other part left as it is.
 */
import { strFromU8, strToU8 } from 'fflate';
import { attribute, elements, ensureContentType, ensureRelationship, resolveTarget } from './docx-parts';
import { escapeAttribute, escapeText, parseXml, type TXmlElement } from './xml-tree';

const DEFAULT_PART = 'docProps/custom.xml';
const CUSTOM_TYPE = 'application/vnd.openxmlformats-officedocument.custom-properties+xml';
const CUSTOM_RELATIONSHIP =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties';
const PROPERTIES_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/custom-properties';
const VT_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes';
/** The format id every user-defined custom property carries. */
const USER_DEFINED = '{D5CDD505-2E9C-101B-9397-08002B2CF9AE}';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The package's custom-properties part, adding the relationship to it when there is none. */
const customPart = (files: Record<string, Uint8Array>): string =>
  resolveTarget('', ensureRelationship(files, '', CUSTOM_RELATIONSHIP, DEFAULT_PART));

/** Sets the text property `name` to `value` in the package's files (changed in place). */
export const setDocxProperty = (files: Record<string, Uint8Array>, name: string, value: string) => {
  const part = customPart(files);
  ensureContentType(files, part, CUSTOM_TYPE);
  const xml = files[part]
    ? strFromU8(files[part])
    : `${XML_DECLARATION}<Properties xmlns="${PROPERTIES_NS}" xmlns:vt="${VT_NS}"></Properties>`;
  const root = parseXml(xml);
  const tagOf = (element: TXmlElement) => xml.slice(element.start, element.tagEnd);
  // Written with the prefixes the part already uses.
  const ns = /^(\w+:)?Properties$/.exec(elements(root, 'Properties')[0]?.name ?? '')?.[1] ?? '';
  const vt = /xmlns:(\w+)="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/docPropsVTypes"/.exec(
    xml,
  )?.[1];
  const properties = elements(root, 'property');
  const same = properties.find((property) => attribute(tagOf(property), 'name') === name);
  const pids = properties.map((property) => Number(attribute(tagOf(property), 'pid') ?? 1));
  const pid = (same && attribute(tagOf(same), 'pid')) ?? String(Math.max(1, ...pids) + 1);
  const text = `<${vt ?? 'vt'}:lpwstr>${escapeText(value)}</${vt ?? 'vt'}:lpwstr>`;
  const declare = vt ? '' : ` xmlns:vt="${VT_NS}"`;
  const entry = `<${ns}property fmtid="${USER_DEFINED}" pid="${pid}" name="${escapeAttribute(name)}"${declare}>${text}</${ns}property>`;
  const updated = same
    ? xml.slice(0, same.start) + entry + xml.slice(same.end)
    : xml.replace(/<\/(\w+:)?Properties>\s*$/, (close) => entry + close);
  files[part] = strToU8(updated);
};
