/**
 * User data in a prompt (clauses, guidelines, instructions, names) sits between tags of ours, and the
 * data cannot contain those tags: a clause that writes `</counterparty_clause>` would otherwise close
 * its section early and say the rest as if it were the prompt. The `<` of any of our tags written in
 * the data becomes `‹` (which the model still reads); all other text is left exactly as written.
 */
const TAGS = [
  'clause',
  'counterparty_clause',
  'preferred_guideline',
  'acceptable_guideline',
  'unacceptable_guideline',
  'original_clause',
  'current_rewrite',
  'reviewer_instructions',
] as const;

export type TPromptTag = (typeof TAGS)[number];

// A tag of ours as the data may write it: any case, spaces inside, opening or closing.
const OUR_TAG = new RegExp(`<(?=\\s*/?\\s*(?:${TAGS.join('|')})(?![\\w-]))`, 'gi');

/** Data as it may stand inside a section: none of our tags. */
export const dataText = (text: string) => text.replace(OUR_TAG, '‹');

/** Data on a line of the prompt (a name, a label): none of our tags, and on that one line. */
export const dataLine = (text: string) => dataText(text).replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');

/** A section of data: the opening tag, the data, the closing tag, one line each. */
export const fenced = (tag: TPromptTag, text: string, attributes = '') => [
  `<${tag}${attributes}>`,
  dataText(text),
  `</${tag}>`,
];
