/**
 * A small XML reader for the parts of a Word document: a tokenizer building a tree of source offsets, so
 * that untouched nodes can be copied from the source byte for byte. No XML library; entities decoded,
 * text escaped for writing back.
 */
export type TXmlElement = {
  type: 'element';
  name: string;
  /** Offsets in the source: `<` of the start tag, after its `>`, `<` of the end tag, after its `>`. */
  start: number;
  tagEnd: number;
  closeStart: number;
  end: number;
  selfClosing: boolean;
  children: TXmlNode[];
  parent: TXmlElement | undefined;
};
export type TXmlLeaf = { type: 'text' | 'cdata' | 'other'; start: number; end: number };
export type TXmlNode = TXmlElement | TXmlLeaf;

const XML_TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![^>]*>|<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+/g;

/** Parses XML into a tree of offsets; throws on unbalanced or malformed markup. */
export function parseXml(xml: string): TXmlElement {
  const root: TXmlElement = {
    type: 'element',
    name: '#document',
    start: 0,
    tagEnd: 0,
    closeStart: xml.length,
    end: xml.length,
    selfClosing: false,
    children: [],
    parent: undefined,
  };
  let current = root;
  let pos = 0;
  const re = new RegExp(XML_TOKEN.source, 'g');
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    if (m.index !== pos) break;
    const token = m[0];
    const start = pos;
    pos += token.length;
    const name = m[2];
    if (token[0] !== '<') current.children.push({ type: 'text', start, end: pos });
    else if (token.startsWith('<![CDATA[')) current.children.push({ type: 'cdata', start, end: pos });
    else if (name === undefined) current.children.push({ type: 'other', start, end: pos });
    else if (m[1] === '/') {
      if (current.name !== name || !current.parent) throw new Error(`XML: unexpected </${name}>`);
      current.closeStart = start;
      current.end = pos;
      current = current.parent;
    } else {
      const selfClosing = (m[3] ?? '').endsWith('/');
      const element: TXmlElement = {
        type: 'element',
        name,
        start,
        tagEnd: pos,
        closeStart: pos,
        end: pos,
        selfClosing,
        children: [],
        parent: current,
      };
      current.children.push(element);
      if (!selfClosing) current = element;
    }
  }
  if (pos !== xml.length) throw new Error(`XML: cannot read at offset ${pos}`);
  if (current !== root) throw new Error(`XML: <${current.name}> is not closed`);
  return root;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its character and entity references decoded. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Characters XML 1.0 does not allow (C0 controls but tab, newline, return; U+FFFE, U+FFFF). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeText(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

export const raw = (xml: string, node: TXmlNode) => xml.slice(node.start, node.end);

export const childElements = (element: TXmlElement) =>
  element.children.filter((child): child is TXmlElement => child.type === 'element');

export const firstChild = (element: TXmlElement | undefined, name: string) =>
  element?.children.find((child): child is TXmlElement => child.type === 'element' && child.name === name);

/** The decoded text content of an element (text and CDATA children). */
export function textContent(xml: string, element: TXmlElement): string {
  let out = '';
  for (const child of element.children) {
    if (child.type === 'text') out += decodeXml(raw(xml, child));
    else if (child.type === 'cdata') out += xml.slice(child.start + 9, child.end - 3);
  }
  return out;
}
