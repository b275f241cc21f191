import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { freesUsOnlyWhereTheyAreBound } from './frees-us-only-where-they-are-bound';
import { failuresOf } from './verify-test-helpers';

const ASSIGNMENT: TGuidelines = {
  preferred:
    "Supplier shall not assign this Agreement without Customer's prior written consent. Customer may assign this Agreement without Supplier's consent to any affiliate or successor.",
  acceptable:
    "Neither party may assign this Agreement without the other party's prior written consent, which shall not be unreasonably withheld.",
  unacceptable:
    "Supplier may assign this Agreement without Customer's consent. Customer may not assign this Agreement without Supplier's consent, which Supplier may withhold in its sole discretion.",
};

const FREEDOM =
  " Licensee may assign this Agreement without Licensor's consent to any affiliate or to any successor in connection with a merger.";
const failures = (clause: string, rewrite: string) =>
  failuresOf(freesUsOnlyWhereTheyAreBound, clause, rewrite, ASSIGNMENT);

/**
 * Rule: an edit that frees our side to assign reaches a level that also bars the other side only where
 * the rewrite bars the other side too.
 */
describe('rule: freeing our side to assign needs the other side barred', () => {
  it.each([
    'This Agreement may not be assigned by Licensee without the consent of Licensor, which consent shall not be unreasonably withheld.',
    'The Licensee shall not assign or transfer any of its rights under this Agreement without the prior written consent of the Licensor.',
    'LICENSEE SHALL NOT ASSIGN THIS AGREEMENT WITHOUT THE PRIOR WRITTEN CONSENT OF LICENSOR.',
  ])('refuses the freedom where only our side is barred: %s', (clause) => {
    expect(failures(clause, `${clause}${FREEDOM}`)).toHaveLength(1);
  });

  it.each([
    'Neither party may assign this Agreement without the prior written consent of the other party.',
    'Licensor shall not assign this Agreement without the prior written consent of Licensee, and Licensee shall not assign it without the consent of Licensor.',
    'This Agreement may not be assigned by either party without the consent of the other, such consent not to be unreasonably withheld.',
  ])('keeps it where the other side stays barred: %s', (clause) => {
    expect(failures(clause, `${clause}${FREEDOM}`)).toEqual([]);
  });
});
