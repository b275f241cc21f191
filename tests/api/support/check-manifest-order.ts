import { childElements, parseXml, type TXmlElement } from '../../../src/engine/document/xml-tree';
import type { TElementRule } from './office-manifest-schema';

/** The attributes of an element's start tag, by their names as written (`xsi:type`, `DefaultValue`). */
export const attributesOf = (xml: string, element: TXmlElement): Record<string, string> => {
  const tag = xml.slice(element.start, element.tagEnd);
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) {
    attributes[match[1] as string] = match[2] as string;
  }
  return attributes;
};

const check = (xml: string, element: TXmlElement, rule: TElementRule, path: string, problems: string[]) => {
  const attributes = attributesOf(xml, element);
  for (const name of rule.attributes ?? []) {
    if (attributes[name] === undefined) problems.push(`${path} lacks the attribute ${name}`);
  }
  if (!rule.children) return;
  const children = childElements(element);
  let at = 0;
  for (const childRule of rule.children) {
    let count = 0;
    while (at < children.length && children[at]?.name === childRule.name && count < childRule.max) {
      check(xml, children[at] as TXmlElement, childRule, `${path}/${childRule.name}`, problems);
      at += 1;
      count += 1;
    }
    if (count < childRule.min)
      problems.push(`${path} lacks the required <${childRule.name}> (or it is out of order)`);
  }
  for (const extra of children.slice(at)) {
    problems.push(`${path} has <${extra.name}> where the schema does not allow it (wrong place or order)`);
  }
};

/** Every way `xml` breaks the schema's order and occurrence rules (none: it follows them). */
export const manifestProblems = (xml: string, root: TElementRule): string[] => {
  const [top] = childElements(parseXml(xml));
  if (!top || top.name !== root.name) return [`the root element is not <${root.name}>`];
  const problems: string[] = [];
  check(xml, top, root, root.name, problems);
  return problems;
};
