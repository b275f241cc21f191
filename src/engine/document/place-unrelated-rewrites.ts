import {
  assessClause,
  REWRITE_LEVELS,
  relatedToLevel,
  type TRewriteLevel,
  UNRELATED_SIMILARITY,
} from '../terms/assess-clause';
import { oneSidedActor, type TPlaybookPositions } from '../terms/playbook-positions';
import type { TReadContext, TTermReading } from '../terms/read-terms';
import { addGuidelineWordingOnce } from './add-guideline-wording-once';

/**
 * Per level, whether a clause is unrelated to it; `sameSubjectInWording`: the guidelines state no term
 * the engine can compare (no clause can state one), and the clause shares their wording; `otherWay`: the
 * clause states a term of the category for the side the levels never state it for ("EFS shall pay
 * Client … Net ninety (90) days" where the playbook's payment terms are the customer's).
 */
export type TUnrelated = Record<TRewriteLevel, boolean> & {
  sameSubjectInWording: boolean;
  otherWay?: boolean;
};

/** Whether a reading states a sided term of the positions for the side no position of its key is for. */
const statesTheOtherWay = (reading: TTermReading, positions: TPlaybookPositions) =>
  reading.terms.some((term) => {
    const side = oneSidedActor(term);
    const ofKey = positions.positions.filter((position) => position.termKey === term.key);
    return (
      side !== undefined &&
      ofKey.some((position) => position.actor !== undefined) &&
      !ofKey.some((position) => position.actor === side)
    );
  });

/**
 * Per level: the clause states none of the level's terms and shares little of its wording — the
 * engine's own test for putting the guideline's text in a clause's place (rewriteClause).
 */
export const unrelatedLevels = (
  clause: string,
  positions: TPlaybookPositions,
  context: TReadContext = {},
): TUnrelated => {
  const reading = assessClause(clause, positions, context);
  const unrelated = (level: TRewriteLevel) => reading.wordingOnly || !relatedToLevel(reading, level);
  return {
    preferred: unrelated('preferred'),
    acceptable: unrelated('acceptable'),
    sameSubjectInWording:
      reading.wordingOnly &&
      Math.max(reading.lexical.preferred, reading.lexical.acceptable) >= UNRELATED_SIMILARITY,
    ...(statesTheOtherWay(reading.reading, positions) && { otherWay: true }),
  };
};

/** A document clause with the rewrites its (first) category's evaluation gave it. */
export type TEvaluatedClause = {
  /** The clause as the rewrites edit it (its body, without the heading). */
  clause: string;
  category: string;
  /** How well the clause fits the category: the best-fitting one takes a category's wording. */
  score: number;
  /** How the report names the clause in a note ("clause #12"). */
  label: string;
  rewrites: Record<TRewriteLevel, string>;
  /** Per level: the clause states none of the level's terms (unrelatedLevels). */
  unrelated: TUnrelated;
  notes?: Partial<Record<TRewriteLevel, string>>;
  /** The clause that makes the clause's section survive the agreement without a period of its own. */
  survivesBy?: string;
};

/** The rewrite a clause gets in the document, and what the reviewer should know of how it was made. */
export type TPlacedRewrite = { text: string; note?: string; replaced: boolean };

/**
 * Where a category's wording goes in a whole contract, as a lawyer marks up a draft: the clauses that
 * state the category's terms are edited in place; a clause that states none of them (`unrelated`: the
 * engine's rewrite puts the guideline's text in its place) keeps the counterparty's words. When no
 * clause of the category states its terms, the playbook's wording is added once, as a paragraph after
 * the clause that fits the category best — never struck in for every clause that mentions the subject.
 * Per level; `replaced` says the clause's own rewrite was not used.
 */
export const placeUnrelatedRewrites = (
  clauses: readonly TEvaluatedClause[],
): Record<TRewriteLevel, TPlacedRewrite>[] => {
  const placed = clauses.map(
    (entry) =>
      Object.fromEntries(
        REWRITE_LEVELS.map((level) => [
          level,
          { text: entry.rewrites[level], note: entry.notes?.[level], replaced: false },
        ]),
      ) as Record<TRewriteLevel, TPlacedRewrite>,
  );
  const byCategory = new Map<string, number[]>();
  clauses.forEach(({ category }, i) => {
    byCategory.set(category, [...(byCategory.get(category) ?? []), i]);
  });
  for (const [category, members] of byCategory) {
    for (const level of REWRITE_LEVELS) {
      // A clause its rewrite leaves as it is (it meets the level) is no concern here.
      const replacing = members.filter((i) => {
        const entry = clauses[i] as TEvaluatedClause;
        return entry.unrelated[level] && entry.rewrites[level] !== entry.clause;
      });
      if (replacing.length === 0) continue;
      const editedIn = members.find((i) => !replacing.includes(i));
      // The contract states the category's terms the other way round ("EFS shall pay Client …" where the
      // playbook's payment terms are the customer's): the playbook's wording would put on our side what
      // the contract puts on theirs, so none is added.
      const otherWay = members.find((i) => clauses[i]?.unrelated.otherWay);
      if (editedIn === undefined && otherWay !== undefined) {
        for (const i of replacing)
          placed[i] = {
            ...(placed[i] as Record<TRewriteLevel, TPlacedRewrite>),
            [level]: {
              text: (clauses[i] as TEvaluatedClause).clause,
              note: `No change: ${clauses[otherWay]?.label} states the terms of "${category}" for the other party, not the one the playbook's ${level} position binds, so its wording is not added.`,
              replaced: true,
            },
          };
        continue;
      }
      const host =
        editedIn === undefined
          ? replacing.reduce((best, i) => ((clauses[i]?.score ?? 0) > (clauses[best]?.score ?? 0) ? i : best))
          : undefined;
      const takenUpIn = clauses[editedIn ?? (host as number)]?.label;
      for (const i of replacing) {
        const entry = clauses[i] as TEvaluatedClause;
        // Guidelines that state no comparable term leave no clause stating them: the best-fitting
        // clause, if it speaks of their subject, keeps its own rewrite (the guideline's text in its
        // place) rather than having it added beside its own words on that subject.
        if (i === host && entry.unrelated.sameSubjectInWording) continue;
        placed[i] = {
          ...(placed[i] as Record<TRewriteLevel, TPlacedRewrite>),
          [level]:
            i === host
              ? {
                  // A paragraph of its own after the clause (a tracked inserted paragraph in Word).
                  text: `${entry.clause.trimEnd()}\n\n${entry.rewrites[level]}`,
                  note: `The clause states none of the playbook's terms for "${category}" and no other clause of the contract does, so the playbook's ${level} wording is added after it; the counterparty's words are kept.`,
                  replaced: true,
                }
              : {
                  text: entry.clause,
                  note: `No change: the clause states none of the playbook's terms for "${category}"; its ${level} position goes into ${takenUpIn}.`,
                  replaced: true,
                },
        };
      }
    }
  }
  return placed;
};

/**
 * A document's rewrites as they go into the contract: unrelated clauses placed
 * (placeUnrelatedRewrites), then each sentence of playbook wording added to one clause of its
 * category only (addGuidelineWordingOnce).
 */
export const placeDocumentRewrites = (clauses: readonly TEvaluatedClause[], context: TReadContext = {}) => {
  const placed = placeUnrelatedRewrites(clauses);
  return addGuidelineWordingOnce(
    clauses.map((entry, i) => ({ ...entry, rewrites: placed[i] as Record<TRewriteLevel, TPlacedRewrite> })),
    context,
  );
};
