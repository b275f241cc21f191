import { describe, expect, it } from 'vitest';
import { builtinEngine } from '../../builtin/builtin-engine';
import type { TGuidelines } from '../../types';
import { oneValuePerTerm } from '../../verify/one-value-per-term';
import { failuresOf } from '../../verify/verify-test-helpers';
import { assignmentExceptions, exceptionsDoubled } from './read';

const ASSIGNMENT: TGuidelines = {
  preferred:
    "Neither party may assign this Agreement without the other party's prior written consent, except that either party may assign this Agreement without consent to a successor in connection with a merger or sale of all or substantially all of its assets upon thirty (30) days' prior written notice.",
  acceptable:
    "Neither party may assign this Agreement without the other party's prior written consent, except that either party may assign this Agreement without consent to a successor in connection with a merger or sale of all or substantially all of its assets upon fifteen (15) days' prior written notice.",
  unacceptable: 'Licensor may assign this Agreement to any person at any time without notice or consent.',
};

const OWN_EXCEPTION =
  "Neither Party may assign this Agreement, including by merger, without the other Party's prior written consent, except each Party may assign this Agreement without the other Party's consent to a Third Party that succeeds to all or substantially all of its business.";

describe('rule: one exception of a kind to a consent to assign', () => {
  it.each([
    [
      'except that either party may assign this Agreement without consent to a successor by merger.',
      ['successor'],
    ],
    [
      'provided that Licensee may transfer this Agreement without the prior written consent of Licensor on a reorganisation.',
      ['successor'],
    ],
    ['EXCEPT THAT EITHER PARTY MAY ASSIGN THIS AGREEMENT WITHOUT CONSENT TO ITS AFFILIATES.', ['affiliate']],
    [
      'except that either party may assign without consent to an Affiliate or to a successor to substantially all of its assets.',
      ['successor', 'affiliate'],
    ],
  ])('reads "%s" as an exception of its kinds', (text, kinds) => {
    expect(assignmentExceptions(text).map((e) => e.kinds)).toEqual([kinds]);
  });

  it.each([
    "Neither party may assign this Agreement, including by merger, without the other party's consent.",
    'Licensee may not assign this Agreement without consent, whether by merger or otherwise.',
  ])('reads no exception in a bar: "%s"', (text) => {
    expect(assignmentExceptions(text)).toEqual([]);
  });

  it('finds a second exception of the clause’s kind, not the clause’s own exception given its notice', () => {
    const second = `${OWN_EXCEPTION.slice(0, -1)}, except that either Party may assign this Agreement without consent to a successor in connection with a merger upon fifteen (15) days' prior written notice.`;
    expect(exceptionsDoubled(OWN_EXCEPTION, second).map((e) => e.kind)).toEqual(['successor']);
    expect(failuresOf(oneValuePerTerm, OWN_EXCEPTION, second, ASSIGNMENT, 'acceptable').join()).toMatch(
      /second successor exception/,
    );
    const ownGivenNotice = `${OWN_EXCEPTION.slice(0, -1)}, upon fifteen (15) days' prior written notice.`;
    expect(exceptionsDoubled(OWN_EXCEPTION, ownGivenNotice)).toEqual([]);
    // An affiliate exception beside a successor one is another kind: no doubling.
    const affiliate = `${OWN_EXCEPTION.slice(0, -1)}, and either Party may assign this Agreement without consent to its Affiliates.`;
    expect(exceptionsDoubled(OWN_EXCEPTION, affiliate)).toEqual([]);
  });

  it.each([
    OWN_EXCEPTION,
    "Neither Party may assign this Agreement, including by merger, without the other Party's prior written consent, except each Party may assign this Agreement without the other Party's consent to an acquirer of substantially all of its business, whether by merger, sale of assets or otherwise.",
  ])('gives the clause’s own successor exception the notice the level asks: "%s"', async (clause) => {
    const result = await builtinEngine.evaluate({
      contractType: 'Licence',
      category: 'Assignment',
      clause,
      guidelines: ASSIGNMENT,
    });
    expect(result.acceptable).toBe(clause.replace(/\.$/, ", upon fifteen (15) days' prior written notice."));
  });

  it('never sets the level’s successor exception beside the clause’s own', async () => {
    const result = await builtinEngine.evaluate({
      contractType: 'Licence',
      category: 'Assignment',
      clause: OWN_EXCEPTION,
      guidelines: ASSIGNMENT,
    });
    for (const level of ['preferred', 'acceptable'] as const)
      expect(assignmentExceptions(result[level]).filter((e) => e.kinds.includes('successor'))).toHaveLength(
        1,
      );
  });
});
