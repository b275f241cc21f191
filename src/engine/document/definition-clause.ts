/**
 * Whether a clause defines terms rather than agreeing anything: it opens with a quoted term and a
 * defining verb ("“Change of Control” means …", "“Minimum Fee” has the meaning assigned to it in
 * Section 7.2"), or its heading says it holds definitions. A definition names what other clauses
 * agree, so the wording of a kind of clause in it ("merger", "all or substantially all") is no sign
 * that the clause is of that kind.
 */
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

/** How far into the clause (characters, after its number) the defined term may open. */
const OPENING = 30;

const DEFINITION = new RegExp(
  `^[\\s\\S]{0,${OPENING}}?["“][^"”\\n]{2,80}["”]\\s+(?:${DEFINING_VERBS.join('|')})\\b`,
  'i',
);
const DEFINITIONS_HEADING = /\bdefinitions?\b|\bdefined terms\b|\binterpretation\b/i;

export const isDefinitionClause = (clause: { heading: string; text: string }) =>
  DEFINITIONS_HEADING.test(clause.heading) || DEFINITION.test(clause.text);
