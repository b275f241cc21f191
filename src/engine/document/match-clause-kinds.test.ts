import { describe, expect, it } from 'vitest';
import { classifyClauses, type TCategoryProfile } from './classify-clauses';
import { CLAUSE_KINDS } from './clause-kinds';
import {
  cuesFound,
  cueText,
  cueWords,
  headingNames,
  isTitled,
  kindOfCategory,
  readHeading,
} from './match-clause-kinds';
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

  it("reads a playbook's Warranties as what is warranted and disclaimed, its Warranty Duration as how long", () => {
    expect(kindOfCategory('Warranties')?.kind.id).toBe('warranties');
    expect(kindOfCategory('Warranty Duration')?.kind.id).toBe('warranty-duration');
    for (const written of [
      'EXCEPT AS EXPRESSLY SET FORTH IN THIS ARTICLE, THE NORTHWIND PROPERTY IS PROVIDED "AS IS" AND "WITH ALL FAULTS" AND NORTHWIND DISCLAIMS ALL REPRESENTATIONS AND WARRANTIES, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.',
      'Northwind makes no other warranties, express or implied, and disclaims the implied warranties of merchantability and fitness for a particular purpose; the Equipment is supplied "as is".',
    ]) {
      const disclaimer = cueText(written);
      expect(cuesFound(disclaimer, kind('Warranties')).length).toBeGreaterThanOrEqual(3);
      expect(cuesFound(disclaimer, kind('Warranty Duration'))).toEqual([]);
    }
    // "as is customary" is no disclaimer.
    for (const written of [
      'Northwind shall display, as is customary in the industry, a privacy policy.',
      'AS IS USUAL IN THE TRADE, THE SUPPLIER SHALL PUBLISH A PRIVACY POLICY.',
      "The Supplier shall, as is customary, display the Customer's logo.",
    ]) {
      expect(cuesFound(cueText(written), kind('Warranties'))).toEqual([]);
    }
    // A heading on warranties leaves the duration category to the clause's words.
    expect(headingNames(readHeading('Warranties and Disclaimers').named, 'warranty-duration')).toBe('words');
  });

  it('gives every kind names and cues that are words', () => {
    for (const { id, names, cues } of CLAUSE_KINDS) {
      expect(names.length, id).toBeGreaterThan(0);
      expect(cues.length, id).toBeGreaterThan(0);
      for (const cue of cues) expect(cueText(cue).words.length, `${id}: ${cue}`).toBeGreaterThan(0);
    }
  });

  it('reads every negation as "not": "Neither Party shall … challenge" says "not … challenge"', () => {
    const noChallenge = kind('Covenant Not To Sue');
    const said = (text: string) => cuesFound(cueText(text), noChallenge);
    expect(said('Neither Party shall directly or indirectly attack, challenge or impair the title.')).toEqual(
      expect.arrayContaining(['not … challenge', 'not … attack', 'impair … title']),
    );
    expect(said('Licensee will never contest the validity of the Marks.')).toContain('not … contest');
    expect(said('Licensee may challenge the fees charged.')).toEqual([]);
  });

  it('finds cues across word forms, and "…" within sixteen words only', () => {
    const assignment = kind('Assignment');
    const near = cueText(
      'Licensee shall not, without the prior written consent of Licensor, assign any of its rights.',
    );
    expect(cuesFound(near, assignment)).toContain('not … assign');
    const far = cueText(
      'Licensee shall not be liable for delays caused by events beyond its reasonable control, including strikes, floods, fires, epidemics and other acts of God, and it may assign receivables.',
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
    expect(cuesFound(cueText('Rights of first refusal apply.'), kind('ROFR'))).toContain('right of first');
    // "exclusive jurisdiction" is not exclusive dealing.
    expect(
      cuesFound(cueText('The courts of Delaware have exclusive jurisdiction.'), kind('Exclusivity')),
    ).toEqual([]);
  });
});

describe('readHeading: the kinds a heading names', () => {
  it('knows the kinds a heading names by a name of theirs, a one-word name only as one of its topics', () => {
    const named = (heading: string) => [...readHeading(heading).named].sort();
    expect(named('LIMITATION OF LIABILITY')).toEqual(['cap-on-liability']);
    expect(named('Liability Limitation')).toEqual(['cap-on-liability']);
    expect(named('Choice of Law; Arbitration; Venue')).toEqual(['governing-law']);
    expect(named('Insurance')).toEqual(['insurance']);
    expect(named('TERM AND TERMINATION')).toEqual(['expiration-date', 'termination']);
    expect(named('Term')).toEqual(['expiration-date']);
    expect(named('Payment Terms')).toEqual(['payment-terms']);
    expect(named('Terms of Payment')).toEqual(['payment-terms']);
    expect(named('Confidentiality and Non-Solicitation')).toEqual([
      'confidentiality',
      'no-solicit-employees',
    ]);
    expect(named('Trademarks')).toEqual([]);
  });

  it('tells a heading on a part of a kind ("Effect of Termination") from one on a broader kind', () => {
    expect(headingNames(readHeading('Effect of Termination').named, 'termination')).toBe('part');
    expect(headingNames(readHeading('Termination').named, 'termination-for-convenience')).toBe('words');
    expect(headingNames(readHeading('TERM AND TERMINATION').named, 'payment-terms')).toBe('other');
    expect(headingNames(readHeading('Trademarks').named, 'payment-terms')).toBe('words');
  });
});

describe('isTitled', () => {
  const titled = (heading: string, name: string) => isTitled(readHeading(heading), cueWords(name));

  it('finds a name of several words as a run, small words too', () => {
    expect(titled('9 LIMITATION OF LIABILITY', 'Limitation of Liability')).toBe(true);
    expect(titled('Notice of Change of Control', 'Change of Control')).toBe(true);
    expect(titled('(c) Change Control Process', 'Change of Control')).toBe(false);
    expect(titled('Control of Change', 'Change of Control')).toBe(false);
    expect(titled('Liability Limitation', 'Limitation of Liability')).toBe(false);
  });

  it('finds a name of one word as the head of a topic, not as a word qualifying another', () => {
    expect(titled('5. Warranties', 'Warranties')).toBe(true);
    expect(titled('7.4 Product Warranty', 'Warranties')).toBe(true);
    expect(titled('Representations and Warranties', 'Warranties')).toBe(true);
    expect(titled('Warranty Disclaimer', 'Warranties')).toBe(false);
    expect(titled('20.11 Notice of Merger or Acquisition', 'Notices')).toBe(false);
  });
});

describe('readHeading: the wholes a heading titles by a part', () => {
  it('takes a whole topic naming a part of the kind, not a topic that holds a part’s name', () => {
    expect(readHeading('Effect of Termination').wholes.has('termination')).toBe(true);
    expect(readHeading('PRICING').wholes.has('payment-terms')).toBe(true);
    expect(readHeading('Notice Period for Claims').wholes.has('termination')).toBe(false);
    expect(readHeading('Effect of Termination').wholes.has('payment-terms')).toBe(false);
  });
});

describe('cues of whole words', () => {
  it('match the word forms a contract uses (a cue word cut short, "indemnif", matched none)', () => {
    const found = (category: string, text: string) => cuesFound(cueText(text), kind(category));
    expect(
      found('Uncapped Liability', 'Except for the indemnification obligations, no party is liable.'),
    ).toContain('except for … indemnification');
    expect(
      found('Uncapped Liability', 'Other than its obligation to indemnify, liability is limited.'),
    ).toContain('other than … indemnification');
    expect(found('Audit Rights', 'Supplier may inspect the facilities of the Distributor.')).toContain(
      'inspect … facilities',
    );
    expect(
      found(
        'Competitive Restriction Exception',
        'Notwithstanding the exclusive appointment, Supplier may sell to Acme.',
      ),
    ).toContain('notwithstanding … exclusivity');
  });
});

describe('cues in sentences', () => {
  const assignment = kind('Assignment');
  const says = (text: string) => cuesFound(cueText(text), assignment).includes('not … assign');

  it('never reaches across a sentence, a list item or a paragraph with "…"', () => {
    expect(says('Licensee shall not be liable for delays. It may assign receivables.')).toBe(false);
    expect(says('(a) Licensee shall not sell the Products; (b) it may assign receivables.')).toBe(false);
    expect(says('Licensee shall not be liable for delays.” It may assign receivables.')).toBe(false);
    expect(says('Licensee shall not sell the Products\n\nLicensee may assign receivables.')).toBe(false);
  });

  it('reads on where a full stop ends no sentence, and over the lines of a hard-wrapped paragraph', () => {
    expect(
      says('Licensee shall not, except to Acme Inc. and its U.S. affiliates, assign this Agreement.'),
    ).toBe(true);
    expect(says('Licensee shall not, without the consent of Acme Corp. (“Licensor”), assign it.')).toBe(true);
    expect(says('Licensee shall not, under Contract No. 7 or with Mr. Smith, assign it.')).toBe(true);
    expect(
      says('Licensee shall not, without the prior written consent of\nLicensor, assign this Agreement.'),
    ).toBe(true);
  });

  it('finds no cue inside a look-alike: "for convenience only", a non-exclusive licence, "royalty-free"', () => {
    expect(
      cuesFound(
        cueText('The headings are for convenience only and do not define this Agreement.'),
        kind('Termination for Convenience'),
      ),
    ).toEqual([]);
    expect(
      cuesFound(
        cueText('Either party may terminate this Agreement for convenience.'),
        kind('Termination for Convenience'),
      ),
    ).toContain('for convenience');
    expect(
      cuesFound(
        cueText('Licensor grants Licensee a non-exclusive license to use the Software.'),
        kind('Exclusivity'),
      ),
    ).toEqual([]);
    expect(
      cuesFound(
        cueText('Licensor grants Licensee an exclusive, worldwide license to use the Software.'),
        kind('Exclusivity'),
      ),
    ).toContain('exclusive … license');
    expect(
      cuesFound(cueText('Licensor grants a royalty-free license.'), kind('Revenue/Profit Sharing')),
    ).toEqual([]);
  });

  it('lets a look-alike hide only what it means: a termination for any reason is no reason to terminate', () => {
    const convenience = kind('Termination for Convenience');
    expect(
      cuesFound(
        cueText(
          'This Agreement may be terminated for any reason by either party upon thirty (30) days’ notice.',
        ),
        convenience,
      ),
    ).not.toEqual([]);
    expect(
      cuesFound(
        cueText('If this Agreement is terminated for any reason, Licensee shall return the Software.'),
        convenience,
      ),
    ).toEqual([]);
    expect(
      cuesFound(
        cueText('This Agreement shall be governed by the provisions of English law.'),
        kind('Governing Law'),
      ),
    ).toContain('governed by');
    expect(
      cuesFound(
        cueText('Disputes shall be governed by the provisions of this Section 14.'),
        kind('Governing Law'),
      ),
    ).toEqual([]);
  });

  it('keeps each kind’s cues distinct: no cue is the same stems as another, nor always found with one', () => {
    const runsOf = (cue: string) =>
      cue
        .split('…')
        .map(cueWords)
        .filter((run) => run.length > 0);
    const indexOf = (hay: string[], needle: string[], from: number) => {
      for (let i = from; i + needle.length <= hay.length; i += 1)
        if (needle.every((word, k) => hay[i + k] === word)) return i;
      return -1;
    };
    /** Every text that says `specific` also says `general`: its runs lie in order within `specific`'s. */
    const implies = (specific: string, general: string) => {
      const outer = runsOf(specific);
      let run = 0;
      let from = 0;
      for (const inner of runsOf(general)) {
        let at = run < outer.length ? indexOf(outer[run] as string[], inner, from) : -1;
        while (at < 0 && run + 1 < outer.length) {
          run += 1;
          at = indexOf(outer[run] as string[], inner, 0);
        }
        if (at < 0) return false;
        from = at + inner.length;
      }
      return true;
    };
    for (const { id, cues } of CLAUSE_KINDS) {
      for (const specific of cues) {
        for (const general of cues) {
          if (specific !== general)
            expect(implies(specific, general), `${id}: "${specific}" says "${general}"`).toBe(false);
        }
      }
    }
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
