import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { buildPlaybookPositions } from './playbook-positions';

/**
 * Rule: a playbook's levels are read once for every clause read against them; a level whose words
 * change is read again (an edited playbook is never judged by its old wording).
 */
const NOTICE: TGuidelines = {
  preferred: 'Either party may terminate this Agreement on ninety (90) days’ written notice.',
  acceptable: 'Either party may terminate this Agreement on sixty (60) days’ notice in writing.',
  unacceptable: 'The Supplier may terminate this Agreement at any time without notice.',
};

const values = (guidelines: TGuidelines) =>
  buildPlaybookPositions(guidelines).positions.flatMap((position) =>
    Object.values(position.statements).flatMap((statement) =>
      statement?.type === 'number' ? [statement.value] : [],
    ),
  );

describe('rule: the playbook is read once per wording', () => {
  it('gives the same reading for the same guidelines, as a fresh reading would', () => {
    const guidelines = { ...NOTICE };
    const first = buildPlaybookPositions(guidelines);
    expect(buildPlaybookPositions(guidelines)).toBe(first);
    expect(buildPlaybookPositions({ ...NOTICE })).toStrictEqual(first);
  });

  it.each([
    [
      'preferred',
      'Either party may terminate this Agreement on one hundred twenty (120) days’ written notice.',
      120,
    ],
    [
      'acceptable',
      'Either Party may terminate this Agreement on forty-five (45) days notice in writing.',
      45,
    ],
  ] as const)('reads the %s level again when its words change', (level, wording, value) => {
    const guidelines = { ...NOTICE };
    expect(values(guidelines)).not.toContain(value);
    guidelines[level] = wording;
    expect(values(guidelines)).toContain(value);
  });
});
