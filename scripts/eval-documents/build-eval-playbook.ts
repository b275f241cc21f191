/**
 * A realistic playbook for evaluating one contract: for each category, three lawyer-annotated clauses
 * of OTHER contracts (CUAD's clauses.jsonl) as its preferred, acceptable and unacceptable guidelines.
 * The clauses are taken in a seeded pseudo-random order (no hand-picking), from three different
 * contracts where possible, and never from the contract under test: neither a clause of a contract
 * with its name nor any clause whose text occurs in its text.
 */
import type { TCategoryProfile } from '../../src/engine/document/classify-clauses';

export type TAnnotatedClause = { id: string; contract: string; category: string; text: string };

/** A guideline is a clause, not a date line: shorter annotations are not used. */
const MIN_GUIDELINE_WORDS = 8;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** FNV-1a: a stable 32-bit hash, so a seed gives the same order on every machine. */
const hash = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
};

/**
 * The playbook for `contract` (its name and full text), categories in the order given. A category
 * with fewer than three usable clauses repeats the last one it has; one with none is left out.
 */
export const buildEvalPlaybook = (
  clauses: readonly TAnnotatedClause[],
  categories: readonly string[],
  contract: { name: string; text: string },
  seed: number,
): TCategoryProfile[] => {
  const ownText = ` ${words(contract.text).join(' ')} `;
  const usable = clauses.filter(
    (clause) =>
      clause.contract !== contract.name &&
      words(clause.text).length >= MIN_GUIDELINE_WORDS &&
      !ownText.includes(` ${words(clause.text).join(' ')} `),
  );
  return categories.flatMap((name) => {
    const ordered = usable
      .filter((clause) => clause.category === name)
      .map((clause) => ({ clause, key: hash(`${seed}:${clause.id}`) }))
      .sort((a, b) => a.key - b.key || a.clause.id.localeCompare(b.clause.id))
      .map(({ clause }) => clause);
    const picked: TAnnotatedClause[] = [];
    for (const clause of ordered) {
      if (picked.length === 3) break;
      if (!picked.some((other) => other.contract === clause.contract)) picked.push(clause);
    }
    for (const clause of ordered) {
      if (picked.length === 3) break;
      if (!picked.includes(clause)) picked.push(clause);
    }
    const [preferred, acceptable = preferred, unacceptable = acceptable] = picked;
    if (!preferred || !acceptable || !unacceptable) return [];
    return [
      {
        name,
        guidelines: {
          preferred: preferred.text,
          acceptable: acceptable.text,
          unacceptable: unacceptable.text,
        },
      },
    ];
  });
};
