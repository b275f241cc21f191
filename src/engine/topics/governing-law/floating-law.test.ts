import { describe, expect, it } from 'vitest';
import { builtinEngine } from '../../builtin/builtin-engine';
import { readTerms } from '../../terms/read-terms';
import type { TGuidelines } from '../../types';
import { oneValuePerTerm } from '../../verify/one-value-per-term';
import { failuresOf } from '../../verify/verify-test-helpers';

/** Levels that each state one law and an exclusive forum. */
const LAW_AND_FORUM: TGuidelines = {
  preferred:
    'This Agreement shall be governed by the laws of the State of New York. Each party irrevocably submits to the exclusive jurisdiction of the courts located in New York County, New York.',
  acceptable:
    'This Agreement shall be governed by the laws of the State of Delaware. Any action shall be brought exclusively in the courts located in New Castle County, Delaware.',
  unacceptable:
    'This Agreement shall be governed by the laws of the State of Texas, and the courts of Texas shall have exclusive jurisdiction.',
};

const floatingLaws = (text: string) =>
  readTerms(text).terms.flatMap((t) =>
    t.kind === 'place' && t.role === 'governing-law' ? [[t.quote.text, t.floating ?? false]] : [],
  );

describe('a governing law that floats with the forum or among alternatives states no one law', () => {
  it.each([
    'This Agreement will be governed by the laws of the state where a suit is properly filed under this paragraph, being either Illinois or New York.',
    'THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE IN WHICH THE ACTION IS BROUGHT, BEING EITHER ILLINOIS OR NEW YORK.',
    'This Agreement is governed by the laws of Illinois or New York, as the case may be.',
    'This agreement shall be governed by the law of the defendant’s domicile, namely Illinois or New York.',
  ])('reads the law of "%s" as floating', (clause) => {
    const laws = floatingLaws(clause);
    expect(laws.length).toBeGreaterThan(0);
    expect(laws.every(([, floating]) => floating)).toBe(true);
  });

  it.each([
    'This Agreement is governed by the laws of the State of New York, United States of America.',
    'This Agreement is governed by New York law, and any action shall be brought in the courts of the state in which the defendant resides.',
    'This Agreement shall be governed by the laws of England; the courts of England or Wales shall hear any dispute.',
  ])('reads one law in "%s"', (clause) => {
    expect(floatingLaws(clause).every(([, floating]) => !floating)).toBe(true);
  });

  it('meets no level with a floating law, though one of its alternatives is the level’s', async () => {
    const clause =
      'This Agreement will be governed by the laws of the state where a suit is properly filed, being either Illinois or New York.';
    const result = await builtinEngine.evaluate({
      contractType: 'NDA',
      category: 'Governing Law',
      clause,
      guidelines: LAW_AND_FORUM,
    });
    const law = result.assessment.terms?.find((row) => row.key === 'place:governing-law');
    expect(law?.met.preferred).toBe(false);
    expect(result.assessment.reason).toMatch(/floats with the forum/);
    // Never the floating law beside a new forum: the rewrite states one law, or is left for judgment.
    for (const level of ['preferred', 'acceptable'] as const) {
      const text = result[level];
      expect(text === clause || !/where a suit|being either/i.test(text)).toBe(true);
    }
  });

  it.each([
    [
      'This Agreement will be governed by the laws of the state where a suit is properly filed, being either Illinois or New York, without regard to conflict of laws principles.',
      'This Agreement will be governed by the laws of the State of New York, without regard to conflict of laws principles.',
    ],
    [
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF ILLINOIS OR NEW YORK.',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE STATE OF NEW YORK.',
    ],
    [
      'This Agreement shall be construed under the law of the state in which the action is brought, that is, Ontario or Illinois.',
      'This Agreement shall be construed under the law of the State of New York.',
    ],
  ])('restates the floating law of "%s" as the level\'s one law', async (clause, restated) => {
    const result = await builtinEngine.evaluate({
      contractType: 'NDA',
      category: 'Governing Law',
      clause,
      guidelines: LAW_AND_FORUM,
    });
    expect(result.preferred.startsWith(restated)).toBe(true);
  });

  it('refuses an edit that adds a forum beside a law that still floats', () => {
    const clause =
      'This Agreement will be governed by the laws of the state where a suit is properly filed, being either Illinois or New York.';
    const edited = `${clause} Each party irrevocably submits to the exclusive jurisdiction of the courts located in New York County, New York.`;
    expect(failuresOf(oneValuePerTerm, clause, edited, LAW_AND_FORUM).join('\n')).toMatch(
      /governing law that floats with the forum/,
    );
    const restated =
      'This Agreement will be governed by the laws of the State of New York. Each party irrevocably submits to the exclusive jurisdiction of the courts located in New York County, New York.';
    expect(failuresOf(oneValuePerTerm, clause, restated, LAW_AND_FORUM)).toEqual([]);
  });
});
