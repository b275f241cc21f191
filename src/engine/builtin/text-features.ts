/**
 * Word similarity, the built-in engine's tie-breaker: normalised words and word pairs of two texts
 * and their cosine. (Values and legal terms are read by src/engine/terms.)
 */
const STOPWORDS = new Set(
  'a an and are as at be been by for from has have in into is it its of on or such that the their then there these this those to under upon was were which will with'.split(
    ' ',
  ),
);

/** Lower-case words with a light plural strip, stopwords out. */
export const contentWords = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [])
    .filter((word) => !STOPWORDS.has(word))
    .map((word) =>
      word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );

/** Words and adjacent word pairs, with counts. */
export const termCounts = (text: string): Map<string, number> => {
  const words = contentWords(text);
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  words.forEach((word, index) => {
    add(word);
    const next = words[index + 1];
    if (next) add(`${word} ${next}`);
  });
  return counts;
};

export const cosine = (a: Map<string, number>, b: Map<string, number>): number => {
  let dot = 0;
  for (const [term, count] of a) dot += count * (b.get(term) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((sum, c) => sum + c * c, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
};
