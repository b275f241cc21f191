import { describe, expect, it } from 'vitest';
import { instrumentSelfName, partySpelling, spellAsTheClause } from './clause-spelling';

/** Rule: words a guideline brings in are spelled as the contract spells them. */
describe('rule: inserted words take the clause\'s own spelling of "party" and of the instrument', () => {
  it.each([
    [
      'Each Party shall keep the other Party informed.',
      'Each party irrevocably submits to the courts.',
      'Each Party irrevocably submits to the courts.',
    ],
    [
      'The Parties agree as follows.',
      'the parties shall first negotiate; either party may seek relief',
      'the Parties shall first negotiate; either Party may seek relief',
    ],
    [
      "Neither party may assign without the other party's consent.",
      'Each Party irrevocably submits.',
      'Each party irrevocably submits.',
    ],
    [
      'either Party may terminate.',
      'The parties shall attempt to resolve it.',
      'The Parties shall attempt to resolve it.',
    ],
  ])('clause "%s": "%s" → "%s"', (clause, inserted, expected) => {
    expect(spellAsTheClause(inserted, clause)).toBe(expected);
  });

  it.each([
    [
      'a third party claim is not a party of the contract',
      'The Parties agree.',
      'claims of any third party',
      'claims of any third party',
    ],
    [
      'a defined role keeps its own capitals',
      'each party shall notify the other party',
      'the Disclosing Party may seek relief',
      'the Disclosing Party may seek relief',
    ],
    [
      'a clause in capitals says nothing of the spelling',
      'EACH PARTY SHALL COMPLY.',
      'each party submits',
      'each party submits',
    ],
    [
      'a clause that spells it both ways is left to the guideline',
      'each Party and the other party',
      'either party may seek relief',
      'either party may seek relief',
    ],
  ])('%s', (_rule, clause, inserted, expected) => {
    expect(spellAsTheClause(inserted, clause)).toBe(expected);
  });

  it.each([
    ['This Supply Agreement shall be governed by the laws of Delaware.', 'Supply Agreement'],
    ['This Amendment is governed by the laws of New York.', 'Amendment'],
    ['this Limited Power of Attorney shall be governed by Texas law', 'Limited Power of Attorney'],
    ['this agreement shall be governed by the laws of England.', 'agreement'],
    ['THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF ENGLAND.', undefined],
  ])('reads the name the instrument gives itself: %s', (clause, name) => {
    expect(instrumentSelfName(clause)).toBe(name);
  });

  it.each([
    [
      'This Supply Agreement is governed by Delaware law.',
      'Any action relating to this Agreement shall be brought in Delaware.',
      'Any action relating to this Supply Agreement shall be brought in Delaware.',
    ],
    [
      'This Amendment shall be governed by New York law.',
      'This Agreement is subject to this clause.',
      'This Amendment is subject to this clause.',
    ],
    [
      'this agreement is governed by English law.',
      'disputes under this Agreement',
      'disputes under this agreement',
    ],
    [
      'This Agreement is governed by English law.',
      'disputes under this Agreement',
      'disputes under this Agreement',
    ],
  ])('names the instrument as it names itself: "%s"', (clause, inserted, expected) => {
    expect(spellAsTheClause(inserted, clause)).toBe(expected);
  });
});

describe('rule: where the clause does not say "party", inserted words spell it as the contract does', () => {
  it.each([
    [
      'Party',
      'This Agreement is governed by the laws of Texas.',
      'Each party submits; the parties shall negotiate.',
      'Each Party submits; the Parties shall negotiate.',
    ],
    [
      'party',
      'This Agreement is governed by the laws of Texas.',
      'Each Party submits.',
      'Each party submits.',
    ],
    ['Party', 'Neither party may assign it.', 'either Party may seek relief', 'either party may seek relief'],
  ] as const)('contract writes "%s"; clause "%s"', (word, clause, inserted, expected) => {
    expect(spellAsTheClause(inserted, clause, word)).toBe(expected);
  });

  it('reads a whole contract by the spelling it mostly uses', () => {
    const contract = `${'Each Party shall comply. The Parties agree. '.repeat(5)}A party to any other agreement is not bound.`;
    expect(partySpelling(contract, true)).toBe('Party');
    expect(partySpelling(contract)).toBeUndefined();
  });
});

/**
 * Rule: "party" is read with the word right before it, across spaces and a hyphen ("third-party",
 * "Third - party"), and opens a sentence after a stop or a colon with any spacing (a new line too).
 */
describe('rule: the word before "party" and the sentence it opens are read across spacing', () => {
  it.each([
    ['a third-party claim, hyphenated', 'Each Party agrees. Any third-party claim is excluded.', 'Party'],
    [
      '"Third - party" spaced around its hyphen',
      'Each party agrees to defend any Third - Party claim.',
      'party',
    ],
    ['a defined role before "Party"', 'The Disclosing Party shall notify the other party.', 'party'],
    [
      '"party" opening a line after a colon',
      'The following applies:\n\nParty obligations survive; each party agrees.',
      'party',
    ],
    ['"PARTY" in capitals is no spelling', 'EACH PARTY AGREES. Each Party shall comply.', 'Party'],
  ])('%s', (_name, text, spelled) => {
    expect(partySpelling(text)).toBe(spelled);
  });
});
