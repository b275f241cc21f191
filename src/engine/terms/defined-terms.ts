import { escapeRegExp, type TSpan } from './text-tokens';

/**
 * Where a contract defines a term: in quotes inside parentheses after what it names ("… (collectively,
 * the “EFS Property”)", "(the "Purpose")"), or in quotes opening a definition ("“Derived Works” means
 * …", in capitals too). A defined term starts with a capital or a digit.
 */
const DEFINITIONS = [
  /\([^()]*?["“]([\p{Lu}\d][^"”\n]{0,79})["”]\s*\)/gu,
  /(?:^|[.;:]\s+)["“]([\p{Lu}\d][^"”\n]{0,79})["”]\s+(?:means|shall mean|has the meaning|refers to|MEANS|SHALL MEAN|HAS THE MEANING|REFERS TO)\b/gu,
];

/** The terms a text defines, each once. */
export const definedTermsOf = (text: string): string[] => [
  ...new Set(DEFINITIONS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] as string))),
];

/**
 * The terms defined inside `span` of `text` that the text uses outside it: striking the span would leave
 * those uses with no definition ("~~… (collectively, “Derived Works”), shall be owned by NCM.~~ To the
 * extent any Derived Works are included …").
 */
export const definedTermsUsedElsewhere = (text: string, span: TSpan): string[] => {
  const outside = `${text.slice(0, span.start)}\n${text.slice(span.end)}`;
  return definedTermsOf(text.slice(span.start, span.end)).filter((term) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'u').test(outside),
  );
};
