import { describe, expect, it } from 'vitest';
import { classifyClauses, type TCategoryProfile } from './classify-clauses';
import { CLAUSE_KINDS } from './clause-kinds';
import { cuesFound, cueText, kindOfCategory } from './match-clause-kinds';
import { splitClauses } from './split-clauses';

const kind = (name: string) => {
  const found = kindOfCategory(name);
  if (!found) throw new Error(`no kind for ${name}`);
  return found;
};

describe('clause kinds', () => {
  it('knows a category by any of its names, in any order, with British spelling', () => {
    expect(kindOfCategory('Limitation of Liability')?.kind.id).toBe('cap-on-liability');
    expect(kindOfCategory('liability limitation')?.kind.id).toBe('cap-on-liability');
    expect(kindOfCategory('Anti-Assignment')?.kind.id).toBe('anti-assignment');
    expect(kindOfCategory('NON-TRANSFERABLE LICENCE')?.kind.id).toBe('non-transferable-license');
    expect(kindOfCategory('Rofr/Rofo/Rofn')?.kind.id).toBe('rofr');
    expect(kindOfCategory('Brand Use')).toBeUndefined();
  });

  it('gives every kind names and cues that are words', () => {
    for (const { id, names, cues } of CLAUSE_KINDS) {
      expect(names.length, id).toBeGreaterThan(0);
      expect(cues.length, id).toBeGreaterThan(0);
      for (const cue of cues) expect(cueText(cue).words.length, `${id}: ${cue}`).toBeGreaterThan(0);
    }
  });

  it('finds cues across word forms, and "…" within twelve words only', () => {
    const assignment = kind('Assignment');
    const near = cueText(
      'Licensee shall not, without the prior written consent of Licensor, assign any of its rights.',
    );
    expect(cuesFound(near, assignment)).toContain('not … assign');
    const far = cueText(
      'Licensee shall not be liable for delays caused by events beyond its reasonable control, including strikes and floods; it may assign receivables.',
    );
    expect(cuesFound(far, assignment)).not.toContain('not … assign');
    // The earliest "shall" leaves no room for "prevent"; a later one does.
    const exception = kind('Competitive Restriction Exception');
    expect(
      cuesFound(
        cueText(
          'Nothing herein shall oblige Licensor to supply products which shall, in the reasonable opinion of Licensee, prevent it from competing.',
        ),
        exception,
      ),
    ).toContain('nothing … shall … prevent');
    expect(cuesFound(cueText('Rights of first refusal apply.'), kind('ROFR'))).toContain(
      'rights of first refusal',
    );
    // "exclusive jurisdiction" is not exclusive dealing.
    expect(
      cuesFound(cueText('The courts of Delaware have exclusive jurisdiction.'), kind('Exclusivity')),
    ).toEqual([]);
  });
});

describe('a clause under several categories', () => {
  const category = (name: string, text: string): TCategoryProfile => ({
    name,
    guidelines: { preferred: text, acceptable: text, unacceptable: text },
  });
  const PLAYBOOK = [
    category('License Grant', 'Licensor grants to Licensee a license to use the Software in its business.'),
    category(
      'Non-Transferable License',
      'The license granted is personal to Licensee, who may not sublicense or transfer it.',
    ),
    category('Governing Law', 'This Agreement is governed by the laws of the State of New York.'),
  ];

  it('files a non-transferable licence grant under both categories, its heading’s first', () => {
    const [grant] = classifyClauses(
      splitClauses(
        '2. LICENSE GRANT\nLicensor hereby grants to Licensee a non-exclusive, non-transferable license to use the Software for its internal business purposes.',
      ),
      PLAYBOOK,
    );
    expect(grant?.category).toBe('License Grant');
    expect(grant?.also?.map((other) => other.category)).toEqual(['Non-Transferable License']);
  });
});
