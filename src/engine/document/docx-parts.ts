/**
 * Parts added to a DOCX package: a relationship from a part to another (reusing one of that type when
 * there is one) and the content type of a new part, each written into the package's own XML.
 */
import { strFromU8, strToU8 } from 'fflate';
import { parseXml, type TXmlElement } from './xml-tree';

const CONTENT_TYPES = '[Content_Types].xml';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** An attribute's value in a start tag. */
export const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

/** Every element named `name` (any prefix) below `root`. */
export const elements = (root: TXmlElement, name: string): TXmlElement[] => {
  const out: TXmlElement[] = [];
  const walk = (element: TXmlElement) => {
    for (const child of element.children) {
      if (child.type !== 'element') continue;
      if (child.name === name || child.name.endsWith(`:${name}`)) out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
};

/** The relationships part of `part` ("word/document.xml" → "word/_rels/document.xml.rels"). */
export const relationshipsOf = (part: string) => {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
};

/**
 * The target of `part`'s relationship of `type` (as written, relative to the part's folder), adding one to
 * `target` when there is none; the relationships part is created if missing.
 */
export const ensureRelationship = (
  files: Record<string, Uint8Array>,
  part: string,
  type: string,
  target: string,
): string => {
  const relsPart = relationshipsOf(part);
  const rels = files[relsPart]
    ? strFromU8(files[relsPart])
    : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${RELATIONSHIPS_NS}"></Relationships>`;
  const relationships = elements(parseXml(rels), 'Relationship');
  const tagOf = (rel: TXmlElement) => rels.slice(rel.start, rel.tagEnd);
  const existing = relationships.find((rel) => attribute(tagOf(rel), 'Type') === type);
  const existingTarget = existing && attribute(tagOf(existing), 'Target');
  if (existingTarget) return existingTarget;
  const ids = new Set(relationships.map((rel) => attribute(tagOf(rel), 'Id')));
  let n = relationships.length + 1;
  while (ids.has(`rId${n}`)) n += 1;
  const entry = `<Relationship Id="rId${n}" Type="${type}" Target="${target}"/>`;
  files[relsPart] = strToU8(rels.replace(/<\/(\w+:)?Relationships>\s*$/, (close) => entry + close));
  return target;
};

/** Declares the content type of `part` (a path in the package, no leading '/') unless it is declared. */
export const ensureContentType = (files: Record<string, Uint8Array>, part: string, contentType: string) => {
  const types = files[CONTENT_TYPES] ? strFromU8(files[CONTENT_TYPES]) : undefined;
  if (types === undefined || types.includes(`PartName="/${part}"`)) return;
  const entry = `<Override PartName="/${part}" ContentType="${contentType}"/>`;
  files[CONTENT_TYPES] = strToU8(types.replace(/<\/(\w+:)?Types>\s*$/, (close) => entry + close));
};

/** A relationship target resolved against the folder of the part it is from ("comments.xml" → "word/comments.xml"). */
export const resolveTarget = (part: string, target: string) => {
  if (target.startsWith('/')) return target.slice(1);
  const parts = part.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
};
