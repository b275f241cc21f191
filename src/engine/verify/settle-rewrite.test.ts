import { describe, expect, it } from 'vitest';
import { whyNotShown } from './settle-rewrite';

describe('rule: why an edit is not shown is said in the reviewer’s words, not by the id of the rule it breaks', () => {
  it.each([
    [
      'no-new-party-or-defined-term: brings in "customer", a party role the clause does not use',
      'The edit to the preferred position is not shown: it brings in "customer", a party role the clause does not use.',
    ],
    [
      'unaddressed-terms-unchanged: changes the licence term, which the level does not address: "30 days"',
      'The edit to the preferred position is not shown: it changes the licence term, which the level does not address: "30 days".',
    ],
    [
      'no-doubled-or-spliced-text: states a phrase twice: "WHICH SHALL NOT BE UNREASONABLY WITHHELD"',
      'The edit to the preferred position is not shown: it states a phrase twice: "WHICH SHALL NOT BE UNREASONABLY WITHHELD".',
    ],
    [
      'meets-level: term: the rewrite does not state it, the preferred position asks at most one (1) year',
      'The edit to the preferred position is not shown: it would still fall short of the position (term: the rewrite does not state it, the preferred position asks at most one (1) year).',
    ],
    [
      'meets-level: states an unacceptable term — liability uncapped',
      'The edit to the preferred position is not shown: it states an unacceptable term — liability uncapped.',
    ],
  ])('%s', (failure, reason) => {
    expect(whyNotShown('The edit to the preferred position', failure)).toBe(reason);
    expect(whyNotShown('The edit to the preferred position', failure)).not.toMatch(
      /meets-level|no-new-party|unaddressed-terms|no-doubled|keeps-style|one-value/,
    );
  });
});
