import { describe, expect, it } from 'vitest';
import { referencedSections } from './section-titles';
import { sectionsOfClauses, survivingByReference } from './surviving-sections';

const clause = (heading: string, text: string) => ({ heading, text: `${heading}\n\n${text}` });

describe('sections that survive by reference', () => {
  it('reads every number of a reference list, past titles in parentheses and sub-clause letters', () => {
    expect(
      referencedSections(
        'the provisions of Sections 6 (Intellectual Property Ownership), 9 (Royalties and Service Fees), 15.3 (Effect of Termination) and 19 will survive',
      ),
    ).toEqual(['6', '9', '15.3', '19']);
    expect(
      referencedSections('the Party’s obligations set out in Sections 2(c), 5(b), 11, 13 or 16;'),
    ).toEqual(['2', '5', '11', '13', '16']);
  });

  it('places each clause in its numbered section, a lettered sub-clause in the section before it', () => {
    expect(
      sectionsOfClauses([
        clause('10.2 Non-Disclosure.', 'The receiving party agrees to keep it secret.'),
        {
          heading: '(a) Obligation',
          text: '13. CONFIDENTIALITY\n\n(a) Obligation:\n\nEach Party shall keep it.',
        },
        clause('(b) Subpoena', 'If compelled by law, a Party may disclose it.'),
      ]),
    ).toEqual([['10.2', '10'], ['13'], ['13']]);
  });

  it('names the clause that makes a section survive without a period, not one that gives it a period', () => {
    const clauses = [
      clause(
        '10.2 Non-Disclosure.',
        'The receiving party agrees to keep the Confidential Information secret.',
      ),
      clause('12.1 Fees.', 'Customer shall pay the fees within thirty (30) days.'),
      clause(
        '15.3 Effect of Termination.',
        'Upon termination, Sections 10 (Confidentiality) and 15.3 will survive such termination and remain in full force and effect in accordance with their terms.',
      ),
      clause('16. Survival of Fees.', 'Section 12 shall survive for one (1) year after termination.'),
    ];
    // The survival clause does not survive by itself; Section 12 survives for a year, not without end.
    expect(survivingByReference(clauses)).toEqual([2, undefined, undefined, undefined]);
  });
});
