import { sentenceBreaks } from '../terms/text-tokens';
import { CROSS_REFERENCE, headingTitle } from './clause-stems';

/** The verbs that define a quoted term. */
const DEFINING_VERBS = [
  'means',
  'mean',
  'shall mean',
  'has the meaning',
  'shall have the meaning',
  'have the meanings',
  'refers to',
  'includes',
  'shall include',
];

/** Headings of a section of definitions, as their words in lower case. */
const DEFINITIONS_HEADINGS = new Set([
  'definition',
  'definitions',
  'defined terms',
  'definitions and interpretation',
  'interpretation and definitions',
  'definitions and construction',
  'interpretation',
]);

/** A sentence that opens (after its number, if any) by defining a quoted term. */
const DEFINITION = new RegExp(
  `^\\s*(?:[(\\[]?[\\p{L}\\d]{1,4}(?:\\.[\\p{L}\\d]{1,4})*[.)\\]]?\\s+)?["“][^"”\\n]{2,80}["”]\\s+(?:${DEFINING_VERBS.join('|')})\\b`,
  'iu',
);

/** The title given after a reference, in brackets, from a capital: "(Limitation of Liability)", not "(as amended)". */
const TITLE = '\\(\\s*\\p{Lu}[^()]{2,60}\\)';

/**
 * A cross-reference with the titles of what it refers to: "Section 9 (Limitation of Liability)", and
 * the further numbers of its list, "Sections 6 (Ownership), 12 (Indemnification) and 13 (Limitation of
 * Liability)".
 */
const REFERENCE_LIST = new RegExp(
  `(?:${CROSS_REFERENCE.source})(?:\\s*${TITLE})?(?:\\s*(?:,(?:\\s*(?:and|or)\\b)?|;|&|\\b(?:and|or)\\b)\\s*\\d[\\d.]*(?:\\([a-z0-9]+\\))*(?:\\s*${TITLE})?)*`,
  'giu',
);
const TITLES = new RegExp(`\\s*${TITLE}`, 'gu');

const headingInLowerCase = (heading: string) =>
  (
    headingTitle(heading)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  ).join(' ');

/**
 * The part of a clause that agrees something: the clause without its definitions and without the titles
 * of the sections it refers to. A definition ("“Change of Control” means …", "“Minimum Fee” has the
 * meaning assigned to it in Section 7.2") names what other clauses agree, so the wording of a kind of
 * clause in it ("merger", "all or substantially all") is no sign that the clause is of that kind. A
 * clause under a definitions heading is all definitions; elsewhere each sentence that opens by defining
 * a quoted term is left out, and the sentences around it stay ("“Confidential Information” means … . The
 * Receiving Party shall not disclose …" still speaks of confidentiality). A title after a reference
 * ("subject to Section 9 (Limitation of Liability)", "breach of Section 8 (Confidentiality)") names
 * another clause's subject, not this one's.
 */
export const operativeText = (clause: { heading: string; text: string }): string => {
  if (DEFINITIONS_HEADINGS.has(headingInLowerCase(clause.heading))) return '';
  const text = clause.text.replace(REFERENCE_LIST, (list) => list.replace(TITLES, ''));
  let operative = '';
  let start = 0;
  for (const end of [...sentenceBreaks(text), text.length]) {
    if (end <= start) continue;
    const sentence = text.slice(start, end);
    if (!DEFINITION.test(sentence)) operative += sentence;
    start = end;
  }
  return operative;
};
