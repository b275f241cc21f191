import { stem } from './stem';

/**
 * The words the clause classifier compares: lower-case content words, stemmed, hyphenated words split
 * into their parts — without the numbers a contract states. Amounts, durations, dates, counts and
 * section references ("thirty (30) days", "$1,000,000", "March 1, 2019", "Section 14.8", "(iv)") say
 * which value a clause takes, not what the clause is about, so they never count towards a category.
 */

const STOPWORDS = new Set(
  'a an and are as at be been being by for from had has have he her his i if in into is it its of on or our she so such than that the their them then there these they this those to under upon us was we were which who whom will with you your'.split(
    ' ',
  ),
);

/** Numbers in words, ordinals, roman numerals (list items, articles) and month names (dates). */
const NUMBER_WORDS = new Set(
  [
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen',
    'seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand',
    'million billion half quarter',
    'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth',
    'ii iii iv vi vii viii ix xi xii xiii xiv xv xvi xvii xviii xix xx',
    // "may" is left out: far more often the verb than the month.
    'january february march april june july august september october november december',
  ]
    .join(' ')
    .split(' '),
);

/** "Section 14.8", "Article VIII", "Exhibit A", "Schedule “7”": a reference, not a topic. */
export const CROSS_REFERENCE =
  /\b(?:sections?|articles?|clauses?|paragraphs?|exhibits?|schedules?|annex(?:es)?|appendix|appendices)\s+["“'‘]?(?:\d[\d.]*(?:\([a-z0-9]+\))*|[ivxlc]+\b|[a-z]\b)["”'’]?/giu;

const isNumber = (word: string) => /\d/.test(word) || NUMBER_WORDS.has(word);

/** Content words of the text, stemmed; numbers, single letters and stopwords left out. */
export const clauseStems = (text: string): string[] => {
  const words = text
    .replace(CROSS_REFERENCE, ' ')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  if (!words) return [];
  const out: string[] = [];
  for (const word of words) {
    for (const part of word.split(/['’-]/)) {
      if (part.length < 2 || STOPWORDS.has(part) || isNumber(part)) continue;
      out.push(stem(part));
    }
  }
  return out;
};

/** A heading without its number: "14.9 Bankruptcy" → "Bankruptcy", "ARTICLE VIII TERM" → "TERM". */
export const headingTitle = (heading: string) =>
  heading
    .replace(
      /^\s*(?:(?:article|section|clause|part)\s+)?(?:\d+(?:\.\d+)*\.?|[ivxlc]+[.)]|[a-z][.)])(?:\s+|$)/i,
      '',
    )
    .replace(/^\s*(?:article|section|clause|part)\s+[ivxlc]+\b\s*/i, '')
    .replace(/^\(?[a-z0-9]{1,4}\)\s*/i, '')
    .trim();
