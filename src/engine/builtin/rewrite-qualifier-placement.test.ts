import { describe, expect, it } from 'vitest';
import { evaluateMsa } from './builtin-test-helpers';

/**
 * Rule: words that qualify a grant ("upon fifteen (15) days' prior written notice") go right after the
 * grant or not at all. Never after a condition on it or a new predicate (a proviso, "subject to", what the
 * assignee must do), never after a dangling "and", and never beside the part's own "notice" — there the
 * period belongs to the clause's own word, which is for the lawyer to amend.
 */
const NOTICE = "upon fifteen (15) days' prior written notice";

describe('rule: a qualifier goes right after the grant it qualifies, or the level is left for judgment', () => {
  it.each([
    "Neither Party may assign this Agreement without the other Party's prior written consent (which shall not be withheld unreasonably) except each Party may assign this Agreement to a successor to all or substantially all of its business.",
    'Neither party may assign this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld, except that either party may assign this Agreement to a successor in connection with a merger or sale of all or substantially all of its assets.',
  ])('after the grant and its own complements: %s', async (clause) => {
    const result = await evaluateMsa('Assignment', clause);
    expect(result.acceptable).toBe(`${clause.slice(0, -1)} ${NOTICE}.`);
  });

  it.each([
    // A proviso on what the assignee must do follows the grant.
    'Neither party may assign this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld, except that either party may assign this Agreement to a successor in connection with a merger, provided that the assignee assumes in writing all obligations under this Agreement.',
    // A condition "subject to" a requirement follows the grant.
    'Neither party may assign this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld, except that either party may assign this Agreement to a successor by way of merger, subject to the requirement that this Agreement shall bind the successor.',
    // The clause already asks notice: the period is its own word's, not a second notice beside it.
    'Neither party may assign this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld, except that either party may, upon written notice to the other party, assign this Agreement to a successor in connection with a merger.',
    'NEITHER PARTY MAY ASSIGN THIS AGREEMENT WITHOUT THE PRIOR WRITTEN CONSENT OF THE OTHER PARTY, WHICH SHALL NOT BE UNREASONABLY WITHHELD, EXCEPT THAT EITHER PARTY MAY ASSIGN THIS AGREEMENT TO A SUCCESSOR IN CONNECTION WITH A MERGER, PROVIDED THAT THE ASSIGNEE AGREES IN WRITING TO BE BOUND.',
  ])('never after a condition on it, nor beside its own notice: %s', async (clause) => {
    const result = await evaluateMsa('Assignment', clause);
    expect(result.acceptable.toLowerCase()).not.toContain(NOTICE);
  });
});
