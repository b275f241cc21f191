import { describe, expect, it } from 'vitest';
import { assessClause } from '../terms/assess-clause';
import { buildPlaybookPositions } from '../terms/playbook-positions';
import type { TGuidelines } from '../types';
import { keepsTheClauseCurrency } from './keeps-the-clause-currency';
import { aiTextFailures, settleAiRewrites } from './settle-ai-rewrites';
import { verifiedRewrites } from './verified-rewrites';
import { failuresOf } from './verify-test-helpers';

/** A small liability playbook written in pounds sterling for these tests. */
const STERLING_CAP: TGuidelines = {
  preferred: "The Supplier's total liability under this Agreement shall not exceed £1,000,000.",
  acceptable: "The Supplier's total liability under this Agreement shall not exceed £2,000,000.",
  unacceptable: "The Supplier's liability under this Agreement shall be unlimited.",
};

const check = (clause: string, rewrite: string) =>
  failuresOf(keepsTheClauseCurrency, clause, rewrite, STERLING_CAP);

describe("rule: an edit writes amounts only in the currency of the clause's own amounts", () => {
  it.each([
    [
      'a dollar sign turned into a pound sign',
      "The Supplier's total liability shall not exceed $500,000.",
      "The Supplier's total liability shall not exceed £1,000,000.",
      /"£1,000,000" in pounds sterling.*US dollars/,
    ],
    [
      'euros written beside US dollars in words',
      "THE SUPPLIER'S TOTAL LIABILITY SHALL NOT EXCEED FIVE HUNDRED THOUSAND US DOLLARS (US$500,000).",
      "THE SUPPLIER'S TOTAL LIABILITY SHALL NOT EXCEED THE GREATER OF FIVE HUNDRED THOUSAND US DOLLARS (US$500,000) OR 1,000,000 EUROS.",
      /in euros/,
    ],
    [
      'a Canadian dollar where the clause writes US dollars',
      'Aggregate liability shall not exceed USD 250,000.',
      'Aggregate liability shall not exceed C$250,000.',
      /Canadian dollars/,
    ],
    [
      'a proviso in euros added to a clause in pounds sterling',
      "The Licensor's liability shall not exceed one hundred thousand pounds sterling (£100,000).",
      "The Licensor's liability shall not exceed one hundred thousand pounds sterling (£100,000), save that liability for data loss shall not exceed €50,000.",
      /"€50,000" in euros/,
    ],
    [
      'an item in dollars added to a list in euros',
      'The Customer shall pay (a) €10,000 on signature; and (b) €20,000 on delivery.',
      'The Customer shall pay (a) €10,000 on signature; (b) €20,000 on delivery; and (c) $5,000 on acceptance.',
      /"\$5,000" in US dollars/,
    ],
  ])('%s is refused', (_name, clause, rewrite, message) => {
    expect(check(clause, rewrite).join('\n')).toMatch(message);
  });

  it.each([
    [
      'a new figure in the clause’s own currency',
      "The Supplier's total liability shall not exceed £500,000.",
      "The Supplier's total liability shall not exceed £1,000,000.",
    ],
    [
      'dollars in words and the dollar sign are one currency',
      'Aggregate liability shall not exceed five hundred thousand dollars ($500,000).',
      'Aggregate liability shall not exceed the greater of five hundred thousand dollars ($500,000) or US$1,000,000.',
    ],
    [
      'a clause that states no currency bars none (its currency is unknown, not assumed)',
      "Each party's total liability shall not exceed the fees paid in the twelve (12) months preceding the claim.",
      "Each party's total liability shall not exceed the greater of the fees paid in the twelve (12) months preceding the claim or £1,000,000.",
    ],
    [
      'another currency the clause already states, left as it is',
      'The Customer shall pay $10,000 on signature and €20,000 on delivery, within thirty (30) days.',
      'The Customer shall pay $10,000 on signature and €20,000 on delivery, within sixty (60) days.',
    ],
  ])('%s is kept', (_name, clause, rewrite) => {
    expect(check(clause, rewrite)).toEqual([]);
  });
});

describe('rule: an amount is compared and edited only within one currency', () => {
  const settled = (clause: string) => {
    const playbook = buildPlaybookPositions(STERLING_CAP);
    const assessment = assessClause(clause, playbook);
    // The rewriter would write the guideline's amount; the level is held back before it is asked.
    const result = verifiedRewrites(clause, 'Limitation of Liability', playbook, assessment, (level) => ({
      text: STERLING_CAP[level],
      replacedWhole: false,
    }));
    return { assessment, result };
  };

  it.each([
    "The Supplier's total liability under this Agreement shall not exceed $500,000.",
    "The Supplier's total liability under this Agreement shall not exceed five hundred thousand US dollars (US$500,000).",
    "THE SUPPLIER'S TOTAL LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED EUR 3,000,000.",
    "The Supplier's total liability under this Agreement, save for fraud, shall not exceed C$5m.",
  ])('a cap in another currency neither meets nor misses the level, and is not edited: %s', (clause) => {
    const { assessment, result } = settled(clause);
    const row = assessment.checks.find((c) => c.position.key === 'cap:amount');
    expect(row?.met).toEqual({});
    expect(row?.rule).toBe('liability-cap.cap-amount-currency-differs');
    expect(assessment.level).not.toBe('unacceptable');
    for (const level of ['preferred', 'acceptable'] as const) {
      expect(result.status?.[level]).toBe('needs_judgment');
      expect(result[level]).toBe(clause);
      expect(result.judgment?.[level]?.reason).toMatch(
        /in pounds sterling, the clause in .*only within one currency/,
      );
    }
  });

  it('a cap in the level’s own currency is still measured against it', () => {
    const { assessment, result } = settled(
      "The Supplier's total liability under this Agreement shall not exceed one million pounds sterling (£1,000,000).",
    );
    const row = assessment.checks.find((c) => c.position.key === 'cap:amount');
    expect(row?.met.preferred).toBe(true);
    expect(result.judgment?.preferred?.reason ?? '').not.toMatch(/currency/);
  });

  it('a cap above the level in the level’s own currency still misses it', () => {
    const { assessment } = settled("The Supplier's total liability shall not exceed £3,000,000.");
    expect(assessment.checks.find((c) => c.position.key === 'cap:amount')?.met.acceptable).toBe(false);
  });
});

describe("rule: the AI engine's answers keep the clause's currency too", () => {
  it('an answer that writes the playbook’s pounds into a clause in dollars needs judgment, its text the suggestion', () => {
    const clause =
      "The Supplier's total liability under this Agreement shall not exceed US$500,000, save for fraud.";
    const answer =
      "The Supplier's total liability under this Agreement shall not exceed £1,000,000, save for fraud.";
    const playbook = buildPlaybookPositions(STERLING_CAP);
    const assessment = assessClause(clause, playbook);
    const rewrites = { preferred: answer, acceptable: clause };
    const failures = aiTextFailures(clause, rewrites, playbook, assessment);
    expect(failures.preferred.join('\n')).toMatch(
      /^keeps-the-clause-currency: states "£1,000,000" in pounds sterling/m,
    );
    const shown = settleAiRewrites(clause, rewrites, failures, playbook, assessment);
    expect(shown.preferred).toBe(clause);
    expect(shown.status?.preferred).toBe('needs_judgment');
    expect(shown.judgment?.preferred?.suggestion).toBe(answer);
  });
});
