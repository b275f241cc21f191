import { describe, expect, it } from 'vitest';
import { builtinEngine } from '../../builtin/builtin-engine';
import { readTerms } from '../../terms/read-terms';
import type { TGuidelines } from '../../types';
import { noDoubledText } from '../../verify/no-doubled-text';
import { oneValuePerTerm } from '../../verify/one-value-per-term';
import { failuresOf } from '../../verify/verify-test-helpers';

/** A playbook written for these tests: New York law preferred, Delaware acceptable, each without conflicts rules. */
const LAW: TGuidelines = {
  preferred:
    'This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of laws principles.',
  acceptable:
    'This Agreement shall be governed by the laws of the State of Delaware, without regard to its conflict of laws principles.',
  unacceptable:
    'This Agreement shall be governed by the laws of the jurisdiction in which Supplier has its principal place of business.',
};

const rewrite = async (clause: string, guidelines: TGuidelines = LAW) =>
  builtinEngine.evaluate({ contractType: 'NDA', category: 'Governing Law', clause, guidelines });

const excludesConflicts = (text: string) =>
  readTerms(text).terms.some((t) => t.kind === 'feature' && t.feature === 'conflict-of-laws-excluded');

describe('rule: an exclusion of conflicts rules is read in any words, through one damaged letter', () => {
  it.each([
    'This Agreement is governed by the laws of Ohio without regard to its conflict of taws provision.',
    'THIS AGREEMENT IS GOVERNED BY THE LAWS OF OHIO, WITHOUT REGARD TO ITS CONFLICT OF LAWE PRINCIPLES.',
    'This Agreement is governed by the laws of Ohio, without reference to its conflicts of law rules.',
    'This Agreement is governed by the laws of Ohio, without giving effect to any choice or conflict of law provision.',
    'This Agreement is governed by English law, excluding its rules on the conflict of laws.',
    'This Agreement is governed by the laws of Ontario, excluding its rules of private international law.',
    'The laws of Ohio (but not its choice of law principles) govern this Agreement.',
  ])('%s', (text) => {
    expect(excludesConflicts(text)).toBe(true);
  });

  it.each([
    'This Agreement is governed by the laws of Ohio.',
    'The parties shall resolve any conflict of interest in good faith under the laws of Ohio.',
  ])('no exclusion: %s', (text) => {
    expect(excludesConflicts(text)).toBe(false);
  });

  it.each([
    [
      'This Agreement shall be governed by the laws of the State of Ohio without regard to its conflict of taws provision.',
      'This Agreement shall be governed by the laws of the State of New York without regard to its conflict of taws provision.',
    ],
    [
      'This Agreement is governed by English law, excluding its rules on the conflict of laws.',
      'This Agreement is governed by New York law, excluding its rules on the conflict of laws.',
    ],
    [
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF OHIO, WITHOUT GIVING EFFECT TO ANY CHOICE OR CONFLICT OF LAW PROVISION.',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE STATE OF NEW YORK, WITHOUT GIVING EFFECT TO ANY CHOICE OR CONFLICT OF LAW PROVISION.',
    ],
  ])('the level’s phrase is not added beside the clause’s own: %s', async (clause, expected) => {
    const result = await rewrite(clause);
    expect(result.preferred).toBe(expected);
    expect(result.preferred.match(/conflict/gi)).toHaveLength(1);
  });
});

describe('rule: a place’s frame damaged in the source is replaced whole, never framed twice', () => {
  it.each([
    [
      'THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE SIATE OF TEXAS.',
      'THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF NEW YORK, WITHOUT REGARD TO ITS CONFLICT OF LAWS PRINCIPLES.',
    ],
    [
      'This Agreement is governed by the laws of the Stale of Ohio.',
      'This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'This Agreement is governed by the laws of the Commonwea1th of Pennsylvania.',
      'This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'This Agreement is governed by the laws of the Provlnce of Ontario.',
      'This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws principles.',
    ],
  ])('%s', async (clause, expected) => {
    const result = await rewrite(clause);
    expect(result.preferred).toBe(expected);
    expect(result.status?.preferred).toBe('edited');
  });

  it.each([
    [
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE SIATE OF TEXAS.',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE SIATE OF THE STATE OF NEW YORK.',
    ],
    [
      'This Agreement is governed by the laws of the Province of Ontario.',
      'This Agreement is governed by the laws of the Province of the State of New York.',
    ],
    [
      'This Agreement is governed by the laws of the Commonwealth of Virginia.',
      'This Agreement is governed by the laws of Commonwealth of the State of New York.',
    ],
  ])('verification refuses a place framed twice: %s', (clause, edited) => {
    expect(failuresOf(noDoubledText, clause, edited, LAW).join('\n')).toMatch(/frames a place twice/);
  });

  it('lets a clause keep a stacked frame it has of its own', () => {
    const clause = 'This Agreement is governed by the laws of the Siate of the State of Texas.';
    const edited = 'This Agreement is governed by the laws of the Siate of the State of New York.';
    expect(failuresOf(noDoubledText, clause, edited, LAW)).toEqual([]);
  });
});

describe('rule: the conflicts phrase goes right after the law’s place, so that "its" is the law’s', () => {
  it.each([
    [
      'the law sentence goes on with the forum',
      'This Agreement is governed by the laws of Ohio and the parties submit to the exclusive jurisdiction of the courts of Ohio in relation to any claim.',
      'This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws principles, and the parties submit to the exclusive jurisdiction of the courts of Ohio in relation to any claim.',
    ],
    [
      'the law’s place named again for the contracts it applies to',
      'This Agreement will be governed by the laws of the State of Ohio applicable to contracts made and performed entirely within the State of Ohio.',
      'This Agreement will be governed by the laws of the State of New York applicable to contracts made and performed entirely within the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'the place before the verb, with its country',
      'The laws of Ohio, U.S.A. govern this Agreement.',
      'The laws of the State of New York, U.S.A., without regard to its conflict of laws principles, govern this Agreement.',
    ],
    [
      'in capitals, a forum after a semicolon',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE PROVINCE OF ONTARIO; THE COURTS OF ONTARIO SHALL HEAR ANY DISPUTE.',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE STATE OF NEW YORK, WITHOUT REGARD TO ITS CONFLICT OF LAWS PRINCIPLES; THE COURTS OF ONTARIO SHALL HEAR ANY DISPUTE.',
    ],
    [
      'a parenthetical after the place that is no gloss of the old law',
      'This Agreement is governed by the laws of Ohio (as amended from time to time).',
      'This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws principles (as amended from time to time).',
    ],
  ])('%s', async (_name, clause, expected) => {
    const result = await rewrite(clause);
    expect(result.preferred).toBe(expected);
    expect(result.status?.preferred).toBe('edited');
  });
});

describe('rule: a changed law leaves no gloss of the old place beside the new', () => {
  it.each([
    [
      'This agreement shall be governed by the Laws of England (English common and statutory Law).',
      'This agreement shall be governed by the Laws of the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF SCOTLAND (SCOTTISH LAW AND PRACTICE).',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE STATE OF NEW YORK, WITHOUT REGARD TO ITS CONFLICT OF LAWS PRINCIPLES.',
    ],
    [
      'This Agreement is governed by the laws of the State of Texas (Texan statutory and common law), without regard to its conflicts of law rules.',
      'This Agreement is governed by the laws of the State of New York, without regard to its conflicts of law rules.',
    ],
    [
      'This Agreement is governed by the laws of Ontario (Ontarian and Canadian federal law); the courts of Ontario shall hear any dispute.',
      'This Agreement is governed by the laws of the State of New York, without regard to its conflict of laws principles; the courts of Ontario shall hear any dispute.',
    ],
  ])('the gloss is struck whole: %s', async (clause, expected) => {
    const result = await rewrite(clause);
    expect(result.preferred).toBe(expected);
    expect(result.status?.preferred).toBe('edited');
  });

  it.each([
    [
      'an adjective in the law’s sentence',
      'This Agreement is governed by the laws of England, and English law applies to any tort claim.',
      'This Agreement is governed by the laws of the State of New York, and English law applies to any tort claim.',
    ],
    [
      'a gloss in British spelling and capitals',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF ENGLAND (BEING ENGLISH LAW).',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE STATE OF NEW YORK (BEING ENGLISH LAW).',
    ],
    [
      'a Californian gloss after a list of laws',
      'This Agreement is governed by the laws of the State of California, as Californian courts apply them.',
      'This Agreement is governed by the laws of the State of New York, as Californian judges apply them.',
    ],
    [
      'the old place as a city',
      'This Agreement, signed and accepted in Dallas, is governed by the laws of Texas.',
      'This Agreement, signed and accepted in Dallas, is governed by the laws of the State of New York.',
    ],
  ])('verification refuses %s', (_name, clause, edited) => {
    expect(failuresOf(oneValuePerTerm, clause, edited, LAW).join('\n')).toMatch(
      /old governing law's place beside the new|governing law twice/,
    );
  });

  it.each([
    [
      'the country the new place lies in too',
      'This Agreement is governed by the laws of the State of Texas, United States of America.',
      'This Agreement is governed by the laws of the State of New York, United States of America.',
    ],
    [
      'a forum the level leaves as it is',
      'This Agreement is governed by the laws of Texas and the courts of Dallas, Texas shall hear any dispute.',
      'This Agreement is governed by the laws of the State of New York and the courts of Dallas, Texas shall hear any dispute.',
    ],
    [
      'the old place opening another proper name',
      'This Agreement is governed by the laws of Ontario and is subject to the Canadian Radio-television Commission.',
      'This Agreement is governed by the laws of the State of New York and is subject to the Canadian Radio-television Commission.',
    ],
  ])('verification allows %s', (_name, clause, edited) => {
    expect(failuresOf(oneValuePerTerm, clause, edited, LAW)).toEqual([]);
  });

  it('leaves an old place it cannot strike for judgment', async () => {
    const clause =
      'This Agreement becomes binding when signed and accepted by Licensor in Dallas, Texas; it is governed by the laws of the State of Texas.';
    const result = await rewrite(clause);
    expect(result.preferred).toBe(clause);
    expect(result.status?.preferred).toBe('needs_judgment');
  });
});

describe('rule: a recital that the agreement was made in the old law’s place is struck with it', () => {
  it.each([
    [
      'This Agreement is entered into in the State of Ohio and shall be interpreted according to the laws of the State of Ohio.',
      'This Agreement shall be interpreted according to the laws of the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'This Agreement has been entered into in the State of Ohio, and the validity and legal effect of this Agreement will be governed by the laws of the State of Ohio.',
      'The validity and legal effect of this Agreement will be governed by the laws of the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'This Agreement shall be deemed to have been made in the state of Washington and shall be construed in accordance with the laws of the state of Washington.',
      'This Agreement shall be construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'This Agreement shall be deemed made in Ohio and governed by the laws of Ohio.',
      'This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'THIS AGREEMENT WAS EXECUTED AND DELIVERED IN THE PROVINCE OF ONTARIO, AND ITS INTERPRETATION SHALL BE GOVERNED BY THE LAWS OF THE PROVINCE OF ONTARIO.',
      "THIS AGREEMENT'S INTERPRETATION SHALL BE GOVERNED BY THE LAWS OF THE STATE OF NEW YORK, WITHOUT REGARD TO ITS CONFLICT OF LAWS PRINCIPLES.",
    ],
    [
      'This Agreement was concluded in England. It is governed by English law.',
      'It is governed by New York law, without regard to its conflict of laws principles.',
    ],
  ])('%s', async (clause, expected) => {
    const result = await rewrite(clause);
    expect(result.preferred).toBe(expected);
    expect(result.status?.preferred).toBe('edited');
  });

  it('refuses an edit that keeps the recital of the old place', () => {
    expect(
      failuresOf(
        oneValuePerTerm,
        'This Agreement is made in the State of Ohio and is governed by the laws of the State of Ohio.',
        'This Agreement is made in the State of Ohio and is governed by the laws of the State of New York.',
        LAW,
      ).join('\n'),
    ).toMatch(/old governing law's place beside the new: "Ohio"/);
  });
});

describe('what a changed law keeps', () => {
  it('keeps a parenthetical of the conflicts exclusion that names the law’s place, changed with it', async () => {
    const result = await rewrite(
      'THIS AGREEMENT IS GOVERNED BY THE INTERNAL LAWS OF THE STATE OF OHIO WITHOUT GIVING EFFECT TO ANY CHOICE OF LAW RULE (WHETHER OF THE STATE OF OHIO OR ANY OTHER JURISDICTION).',
    );
    expect(result.preferred).toBe(
      'THIS AGREEMENT IS GOVERNED BY THE INTERNAL LAWS OF THE STATE OF NEW YORK WITHOUT GIVING EFFECT TO ANY CHOICE OF LAW RULE (WHETHER OF THE STATE OF NEW YORK OR ANY OTHER JURISDICTION).',
    );
  });

  it.each([
    [
      'This Agreement is governed by the laws of the State of Ohio, without regard to the conflicts of law principles of such State other than Section 1.23 of the Ohio Revised Code.',
      'This Agreement is governed by the laws of the State of New York, without regard to the conflicts of law principles of such State.',
    ],
    [
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF ENGLAND, WITHOUT REGARD TO ITS CONFLICT OF LAWS RULES EXCEPT FOR THE ENGLISH LIMITATION ACT.',
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE STATE OF NEW YORK, WITHOUT REGARD TO ITS CONFLICT OF LAWS RULES.',
    ],
  ])(
    'strikes an exception to the conflicts exclusion for the old law’s own statute: %s',
    async (clause, expected) => {
      const result = await rewrite(clause);
      expect(result.preferred).toBe(expected);
      expect(result.status?.preferred).toBe('edited');
    },
  );

  it.each([
    [
      'Pursuant to Section 1.23 of the Ohio Revised Code, the parties agree that this Agreement is governed by the laws of the State of Ohio.',
      'The parties agree that this Agreement is governed by the laws of the State of New York, without regard to its conflict of laws principles.',
    ],
    [
      'PURSUANT TO AND IN ACCORDANCE WITH THE ENGLISH LIMITATION ACT, THE PARTIES AGREE THAT THIS AGREEMENT IS GOVERNED BY ENGLISH LAW.',
      'THE PARTIES AGREE THAT THIS AGREEMENT IS GOVERNED BY NEW YORK LAW, WITHOUT REGARD TO ITS CONFLICT OF LAWS PRINCIPLES.',
    ],
  ])('strikes the old law’s statute cited as authority for the choice: %s', async (clause, expected) => {
    const result = await rewrite(clause);
    expect(result.preferred).toBe(expected);
    expect(result.status?.preferred).toBe('edited');
  });
});

describe('a place named by its adjective before its law or courts, and a damaged frame, are read as the place', () => {
  const lawPlaces = (text: string) =>
    readTerms(text).terms.flatMap((t) =>
      t.kind === 'place' ? [[t.role, t.places.join('+'), t.quote.text]] : [],
    );
  it.each([
    ['This Agreement is governed by Californian law.', [['governing-law', 'California', 'Californian']]],
    ['THIS AGREEMENT IS GOVERNED BY SCOTTISH LAW.', [['governing-law', 'Scotland', 'SCOTTISH']]],
    ['The French courts shall hear any dispute.', [['venue', 'France', 'French']]],
    [
      'THIS AGREEMENT IS GOVERNED BY THE LAWS OF THE SIATE OF TEXAS.',
      [['governing-law', 'Texas', 'THE SIATE OF TEXAS']],
    ],
    [
      'This Agreement is governed by the laws of the Provlnce of Ontario.',
      [['governing-law', 'Ontario', 'the Provlnce of Ontario']],
    ],
  ])('%s', (text, expected) => {
    expect(lawPlaces(text)).toEqual(expected);
  });
});
