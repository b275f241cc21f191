import { parseRedline } from '../../shared/redline-markup';
import { redline } from '../redline';
import type { TRewriteLevel } from '../terms/assess-clause';

const LEVELS: readonly TRewriteLevel[] = ['preferred', 'acceptable'];

/** An added sentence this short ("or", "the greater of") is an edit of the clause, not playbook wording. */
const MIN_SENTENCE_WORDS = 5;

type TRewriteText = { text: string; note?: string };

/** One document clause's rewrites as placed so far, with what decides which clause keeps an addition. */
export type TClauseForAdditions<T extends TRewriteText = TRewriteText> = {
  clause: string;
  category: string;
  score: number;
  label: string;
  rewrites: Record<TRewriteLevel, T>;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentences a rewrite adds to its clause, without their closing stop ("Either party may …notice"). */
const addedSentences = (clause: string, rewrite: string) =>
  parseRedline(redline(clause, rewrite))
    .filter((segment) => segment.kind === 'inserted')
    .flatMap((segment) => segment.text.split(/(?<=[.;:])\s+/u))
    .map((sentence) =>
      sentence
        .trim()
        .replace(/^[^\p{L}\p{N}(“"]+/u, '')
        .replace(/[.;:]+$/u, ''),
    )
    .filter((sentence) => (sentence.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) >= MIN_SENTENCE_WORDS);

/** The rewrite without `sentence` (and its closing stop), where the rewrite adds it. */
const withoutSentence = (rewrite: string, sentence: string) =>
  rewrite.replace(new RegExp(`\\s*${escapeRegExp(sentence)}[.;:]?`, 'u'), '');

/**
 * A sentence of playbook wording goes into a contract once: each clause of a category adds what its own
 * text lacks ("Either party may terminate for material breach not cured within thirty (30) days …"),
 * and four termination sub-clauses would each get it. The clause that fits the category best keeps an
 * added sentence; the others leave that sentence out (their own words and other edits stay) and say
 * where it went. Per category and level.
 */
export const addGuidelineWordingOnce = <T extends TRewriteText>(
  clauses: readonly TClauseForAdditions<T>[],
): Record<TRewriteLevel, T>[] => {
  const result = clauses.map((entry) => ({ ...entry.rewrites }));
  const order = [...clauses.keys()].sort(
    (a, b) => (clauses[b]?.score ?? 0) - (clauses[a]?.score ?? 0) || a - b,
  );
  for (const level of LEVELS) {
    /** Per category: each added sentence and the clause that has it. */
    const added = new Map<string, Map<string, string>>();
    for (const i of order) {
      const entry = clauses[i] as TClauseForAdditions<T>;
      const seen = added.get(entry.category) ?? new Map<string, string>();
      added.set(entry.category, seen);
      const { text, note } = entry.rewrites[level];
      let revised = text;
      const repeatedIn = new Set<string>();
      for (const sentence of addedSentences(entry.clause, text)) {
        const where = seen.get(sentence);
        if (where === undefined) seen.set(sentence, entry.label);
        else {
          revised = withoutSentence(revised, sentence);
          repeatedIn.add(where);
        }
      }
      if (repeatedIn.size === 0) continue;
      (result[i] as Record<TRewriteLevel, T>)[level] = {
        ...entry.rewrites[level],
        text: revised,
        note: [note, `Playbook wording already added in ${[...repeatedIn].join(', ')} is not repeated here.`]
          .filter(Boolean)
          .join(' '),
      };
    }
  }
  return result;
};
