import { describe, expect, it } from 'vitest';
import { findPhrases, tokenise, withDamagedWordsRead } from './text-tokens';

/**
 * Rule: a section number a PDF spaced apart ("clause 10. 3 above") is one reference, not a sentence end;
 * a full stop after a number that a new sentence follows still ends the sentence.
 */
describe('rule: a spaced section number does not end a sentence', () => {
  it.each([
    ['as set out in clause 10. 3 above, the Supplier shall pay. The Customer shall not.', 2],
    ['AS SET OUT IN SECTION 4. 2 ABOVE. THE SUPPLIER SHALL PAY.', 2],
    ['The term is 12. The Supplier shall pay.', 2],
  ])('%s', (text, sentences) => {
    expect(tokenise(text).sentences).toHaveLength(sentences);
  });
});

/**
 * Rule: a word a scan damaged by one letter ("taws" for "laws") is read as the word meant; a text with no
 * damaged word is read as it stands, and the text's own tokens are never changed.
 */
describe('rule: damaged words are read as meant, others as written', () => {
  it('reads "conflict of taws" as "conflict of laws", leaving the reading of the text as it was', () => {
    const tokenised = tokenise('without regard to its Conflict of Taws principles');
    const { tokenised: repaired, repaired: at } = withDamagedWordsRead(tokenised, ['laws', 'conflict']);
    expect([...at]).toEqual([6]);
    expect(repaired.tokens[6]?.norm).toBe('laws');
    expect(tokenised.tokens[6]?.norm).toBe('taws');
  });

  it('gives a text with no damaged word back as read', () => {
    const tokenised = tokenise('without regard to its conflict of laws principles');
    const { tokenised: read, repaired } = withDamagedWordsRead(tokenised, ['laws', 'conflict']);
    expect(repaired.size).toBe(0);
    expect(read.tokens.map((t) => t.norm)).toEqual(tokenised.tokens.map((t) => t.norm));
  });
});

/**
 * Rule: a phrase is found wherever its words stand, longest first, one inside a longer one not again,
 * and "…" spanning words of the same sentence — read alike from a short list and from a long vocabulary.
 */
describe('rule: phrases are found alike whatever the size of the list', () => {
  const PHRASES = [
    'gross negligence',
    'negligence',
    'hold … harmless',
    'wilful misconduct',
    'willful misconduct',
  ];
  const LONG = [...PHRASES, ...Array.from({ length: 300 }, (_, i) => `filler phrase ${i}`)];
  it.each([
    ['Except for Gross Negligence or wilful misconduct, no party is liable for negligence.', 3],
    ['Supplier shall hold Customer, its affiliates and their officers harmless. Negligence is excluded.', 2],
    ['NEGLIGENCE, GROSS NEGLIGENCE AND WILLFUL MISCONDUCT ARE EXCLUDED.', 3],
    ['The hold is released. It is harmless.', 0],
  ] as const)('%s', (text, found) => {
    const short = findPhrases(tokenise(text), PHRASES).map(({ phrase, from, to }) => [phrase, from, to]);
    const long = findPhrases(tokenise(text), LONG).map(({ phrase, from, to }) => [phrase, from, to]);
    expect(short).toStrictEqual(long);
    expect(short).toHaveLength(found);
  });
});
