import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK } from '../../server/seed/demo-playbook';
import { builtinEngine } from '../builtin/builtin-engine';
import { GENERAL_TOPIC, TOPICS } from '.';

const TOPIC_IDS = new Set([...TOPICS.map((topic) => topic.id), GENERAL_TOPIC]);

const guidelinesOf = (contract: string, category: string) => {
  const found = DEMO_PLAYBOOK.find((type) => type.name === contract)?.categories.find(
    (c) => c.name === category,
  );
  if (!found) throw new Error(`No demo category ${contract} / ${category}`);
  return found.guidelines;
};

const evaluate = (category: string, clause: string) =>
  builtinEngine.evaluate({
    contractType: 'Master Services Agreement',
    category,
    clause,
    guidelines: guidelinesOf('Master Services Agreement', category),
  });

/** Written clauses, each under the demo category it is about. */
const CLAUSES: [string, string][] = [
  [
    'Limitation of Liability',
    "Each party's total liability under this Agreement shall not exceed the fees paid in the six (6) months before the claim.",
  ],
  [
    'Limitation of Liability',
    'NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES, EXCEPT FOR FRAUD.',
  ],
  ['Payment Terms', 'Customer shall pay each invoice within ten (10) days of receipt.'],
  ['Governing Law', 'This Agreement is governed by the laws of England and Wales.'],
  ['Assignment', 'Supplier may assign this Agreement without the consent of Customer.'],
  ['Term and Termination', 'Either party may terminate this Agreement on ten (10) days notice.'],
];

describe('the rule behind every finding', () => {
  it.each(CLAUSES)(
    'every term row of a %s clause names its topic and the rule that decided it',
    async (category, clause) => {
      const { assessment } = await evaluate(category, clause);
      const rows = assessment.terms ?? [];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(TOPIC_IDS.has(row.topic as string)).toBe(true);
        expect(row.rule).toMatch(new RegExp(`^${row.topic}\\.[a-z0-9-]+$`));
      }
    },
  );

  it('names the missing carve-out of a cap that carves out nothing', async () => {
    const { assessment } = await evaluate('Limitation of Liability', CLAUSES[0]?.[1] as string);
    const rules = (assessment.terms ?? []).map((row) => row.rule);
    expect(rules.some((rule) => /^liability-cap\.(?:cap-)?carve-out-missing$/.test(rule ?? ''))).toBe(true);
  });

  it('names the limit a payment period goes beyond', async () => {
    const { assessment } = await evaluate('Payment Terms', CLAUSES[2]?.[1] as string);
    const row = (assessment.terms ?? []).find((r) => r.key === 'duration:payment');
    expect(row?.topic).toBe('payment');
    expect(row?.rule).toMatch(/^payment\.payment-(?:beyond-limit|unacceptable)$/);
  });
});
