import {
  assessClause,
  judgedWithOtherClauses,
  statesCategoryTerms,
  type TClauseAssessment,
} from '../terms/assess-clause';
import { describeAssessment } from '../terms/describe-assessment';
import { OPPOSITE_SIDES } from '../terms/legal-vocabulary';
import type { TPlaybookPositions } from '../terms/playbook-positions';
import { statedKey, type TReadContext, type TTerm } from '../terms/read-terms';
import { sidesOfTerms } from '../terms/sides-of-terms';
import type { TAssessment } from '../types';
import { answeredBySurvival } from './surviving-sections';

/** A contract's clause under one category it is filed under. */
export type TClauseUnderCategory = {
  /** The clause as it is assessed (its body, without the heading). */
  clause: string;
  category: string;
  /** The category's positions (buildPlaybookPositions of its guidelines). */
  positions: TPlaybookPositions;
  /** How well the clause fits the category: the best-fitting clause answers for what none states. */
  score: number;
  /** How the verdict names the clause ("clause #12"). */
  label: string;
  /** The clause that makes the clause's section survive the agreement without a period of its own. */
  survivesBy?: string;
  /** The clause that binds the other side alike (mirroredClauses). */
  mirroredBy?: string;
};

/**
 * The category's terms a clause states, on which its levels differ (who is bound is each clause's own;
 * a term every level states alike is context, not a position) — and states for the side the levels
 * state them for: "Network Affiliate shall indemnify and hold harmless NCM" is the customer's
 * indemnity, not the supplier's hold-harmless the playbook asks.
 */
const statedKeys = (assessment: TClauseAssessment, positions: TPlaybookPositions) => {
  const own = sidesOfTerms(assessment.reading);
  const levels = [sidesOfTerms(positions.readings.preferred), sidesOfTerms(positions.readings.acceptable)];
  const otherSides = (term: TTerm) => {
    const key = statedKey(term);
    const side = own.get(key);
    return levels.some((sides) => {
      const wanted = sides.get(key);
      return side !== undefined && wanted !== undefined && OPPOSITE_SIDES[side] === wanted;
    });
  };
  return new Set(
    assessment.checks
      .filter(
        (check) =>
          check.clauseTerms.length > 0 &&
          !check.position.shared &&
          check.position.term.kind !== 'who' &&
          // A position of one side's period is the side's already (duration:notice@provider).
          (check.position.actor !== undefined || !check.clauseTerms.every(otherSides)),
      )
      .map((check) => check.position.key),
  );
};

/** A clause's verdict under a category, and whether it states any of the category's terms at all. */
export type TVerdictInDocument = { assessment: TAssessment; statesTerms: boolean };

/**
 * The verdicts of a contract's clauses, as a lawyer reads a contract rather than each clause alone: a
 * clause that states some of its category's terms is judged on those. A term it is silent on is judged
 * with the clause that states it ("30 days to cure" is not short of the term of the agreement that
 * 11.1 sets), and a term no clause states with the clause that fits the category best — where the
 * playbook's wording for it goes — not with every sub-clause. A clause that states none of its
 * category's terms keeps its verdict against the whole guidelines, marked as stating none (no finding).
 */
export const assessInDocument = (
  entries: readonly TClauseUnderCategory[],
  context: TReadContext = {},
): TVerdictInDocument[] => {
  const alone = entries.map((entry) =>
    assessClause(entry.clause, entry.positions, { ...context, mirroredBy: entry.mirroredBy }),
  );
  const stated = alone.map((assessment, i) =>
    statedKeys(assessment, (entries[i] as TClauseUnderCategory).positions),
  );
  const byCategory = new Map<string, number[]>();
  entries.forEach(({ category }, i) => {
    byCategory.set(category, [...(byCategory.get(category) ?? []), i]);
  });
  const judgedElsewhere = entries.map(() => new Map<string, string>());
  for (const members of byCategory.values()) {
    const bestFirst = [...members].sort(
      (a, b) => (entries[b]?.score ?? 0) - (entries[a]?.score ?? 0) || a - b,
    );
    const speaking = bestFirst.filter((i) => (stated[i]?.size ?? 0) > 0);
    const first = speaking[0];
    if (first === undefined) continue;
    const own = (entries[first] as TClauseUnderCategory).positions.positions.filter(
      (position) => !position.shared && position.term.kind !== 'who',
    );
    const actorOf = new Map(own.map((position) => [position.key, position.actor]));
    // What no clause states goes to the best clause that states more than a concession of a lesser
    // level (the customer's own indemnity, which the acceptable level grants).
    const conceded = new Set(
      own
        .filter(({ statements }) => !statements.preferred && statements.acceptable)
        .map((position) => position.key),
    );
    const host = speaking.find((i) => [...(stated[i] ?? [])].some((key) => !conceded.has(key))) ?? first;
    // A side's term no clause states goes where that side's terms are: the supplier's indemnity is
    // widened in "12.1 By EFS", not in "12.2 By Client".
    const hostOf = (actor: string | undefined) =>
      (actor === undefined
        ? undefined
        : speaking.find((i) => [...(stated[i] ?? [])].some((key) => actorOf.get(key) === actor))) ?? host;
    for (const { key, actor } of own) {
      const answering = speaking.find((i) => stated[i]?.has(key)) ?? hostOf(actor);
      for (const i of speaking)
        if (i !== answering && !stated[i]?.has(key))
          judgedElsewhere[i]?.set(key, (entries[answering] as TClauseUnderCategory).label);
    }
  }
  // How long a clause's obligations survive is said where its section is said to survive ("Sections 6,
  // 10 and 12 … will survive such termination"), unless it says so itself.
  entries.forEach((entry, i) => {
    if (!entry.survivesBy) return;
    for (const position of entry.positions.positions)
      if (answeredBySurvival(position.term) && !stated[i]?.has(position.key))
        judgedElsewhere[i]?.set(position.key, entry.survivesBy);
  });
  return entries.map((entry, i) => ({
    assessment: describeAssessment(
      judgedWithOtherClauses(
        alone[i] as TClauseAssessment,
        entry.positions,
        judgedElsewhere[i] as Map<string, string>,
      ),
    ),
    statesTerms: statesCategoryTerms(alone[i] as TClauseAssessment),
  }));
};
