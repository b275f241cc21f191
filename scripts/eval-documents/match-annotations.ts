/**
 * Which detected clause covers each lawyer annotation: the clause holding the largest share of the
 * annotation's words (compared as word multisets: PDF text and the annotated .txt differ in layout),
 * when that share is at least half.
 */
import type { TClauseSpan } from '../../src/engine/document/split-clauses';

export type TAnnotation = { category: string; start: number; end: number; text: string };

/** Share of an annotation's words a clause must hold to cover it. */
const MIN_COVER = 0.5;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const multiset = (text: string) => {
  const counts = new Map<string, number>();
  for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};

/** Share of the annotation's words (with multiplicity) that the clause contains. */
const covered = (annotation: Map<string, number>, size: number, clause: Map<string, number>) => {
  let shared = 0;
  for (const [word, count] of annotation) shared += Math.min(count, clause.get(word) ?? 0);
  return size === 0 ? 0 : shared / size;
};

/** For each annotation: the covering clause's index (-1: none) and whether it is ≥ 20% of that clause. */
export const matchAnnotations = (annotations: readonly TAnnotation[], clauses: readonly TClauseSpan[]) => {
  const clauseSets = clauses.map((clause) => multiset(clause.text));
  return annotations.map((annotation) => {
    const set = multiset(annotation.text);
    const size = words(annotation.text).length;
    let best = -1;
    let bestCover = 0;
    clauseSets.forEach((clauseSet, i) => {
      const cover = covered(set, size, clauseSet);
      if (cover > bestCover) {
        bestCover = cover;
        best = i;
      }
    });
    const tight = best >= 0 && size >= 0.2 * words((clauses[best] as TClauseSpan).text).length;
    return { annotation, clause: bestCover >= MIN_COVER ? best : -1, tight };
  });
};
