import { describe, expect, it } from 'vitest';
import { classifyClauses, missingCategories, scoreClauses, type TCategoryProfile } from './classify-clauses';
import { splitClauses } from './split-clauses';
import { stem } from './stem';

const category = (
  name: string,
  preferred: string,
  acceptable: string,
  unacceptable: string,
): TCategoryProfile => ({
  name,
  guidelines: { preferred, acceptable, unacceptable },
});

/** A small playbook whose guidelines are model clauses, as a legal team writes them. */
const PLAYBOOK: TCategoryProfile[] = [
  category(
    'Limitation of Liability',
    "Each party's total aggregate liability arising out of this Agreement is limited to the fees paid in the twelve months preceding the claim. Neither party is liable for indirect or consequential loss.",
    "Each party's total liability is capped at two times the annual fees.",
    'Liability is unlimited.',
  ),
  category(
    'Governing Law',
    'This Agreement is governed by the laws of England and Wales and the courts of London have exclusive jurisdiction.',
    'The laws of any member state of the European Union govern this Agreement.',
    'The laws of the supplier’s home state govern; disputes go to its local courts.',
  ),
  category(
    'Confidentiality',
    'Each party keeps the other party’s Confidential Information secret, uses it only to perform this Agreement and discloses it only to its employees who need to know it.',
    'Confidentiality obligations survive for three years after termination.',
    'Confidential information may be disclosed to third parties without consent.',
  ),
  category(
    'Termination for Convenience',
    'Either party may terminate this Agreement for convenience on ninety (90) days’ written notice.',
    'The customer may terminate for convenience on thirty days’ notice and pays a termination fee.',
    'Neither party may terminate before the end of the initial term.',
  ),
  category(
    'Insurance',
    'The Supplier maintains professional indemnity insurance of at least 5 million and public liability insurance during the term.',
    'The Supplier maintains insurance customary in its industry.',
    'No insurance is required.',
  ),
];

const CONTRACT = [
  'SERVICES AGREEMENT',
  '',
  'This Services Agreement is entered into between Northwind Limited and Contoso Inc.',
  '',
  '1. CONFIDENTIALITY',
  'The Recipient shall hold all Confidential Information of the Discloser in strict confidence, shall not disclose it to any third party and shall use it solely for the purposes of this Agreement.',
  '',
  '2. LIMITATION OF LIABILITY',
  'In no event shall either party be liable for any indirect, incidental or consequential damages. The aggregate liability of each party shall not exceed the fees paid during the twelve (12) months before the claim.',
  '',
  '3. APPLICABLE LAW',
  'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, and the parties submit to the jurisdiction of its courts.',
  '',
  '4. TERMINATION',
  'Customer may terminate this Agreement at any time, without cause, upon sixty (60) days prior written notice to Supplier.',
  '',
  '5. MISCELLANEOUS',
  'Headings are for convenience only and do not affect interpretation. This Agreement may be signed in counterparts, each of which is an original.',
].join('\n');

describe('classifyClauses', () => {
  const clauses = splitClauses(CONTRACT);
  const classes = classifyClauses(clauses, PLAYBOOK);
  const byHeading = Object.fromEntries(clauses.map((clause, i) => [clause.heading, classes[i]?.category]));

  it('finds each clause’s category by heading and vocabulary', () => {
    expect(byHeading).toEqual({
      'SERVICES AGREEMENT': null,
      '1. CONFIDENTIALITY': 'Confidentiality',
      '2. LIMITATION OF LIABILITY': 'Limitation of Liability',
      '3. APPLICABLE LAW': 'Governing Law',
      '4. TERMINATION': 'Termination for Convenience',
      '5. MISCELLANEOUS': null,
    });
  });

  it('scores 0–1, one result per clause, deterministic', () => {
    expect(classes).toHaveLength(clauses.length);
    for (const result of classes) {
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);
    }
    expect(classifyClauses(clauses, PLAYBOOK)).toEqual(classes);
  });

  it('lets a category match several clauses, and the threshold decide what stays unclassified', () => {
    const twice = splitClauses(
      `${CONTRACT}\n\n6. CONFIDENTIALITY\nThe obligations of confidentiality in this Agreement survive its termination for five years.`,
    );
    const results = classifyClauses(twice, PLAYBOOK);
    expect(results.filter((result) => result.category === 'Confidentiality')).toHaveLength(2);
    expect(
      classifyClauses(clauses, PLAYBOOK, { threshold: 1.01 }).every((result) => result.category === null),
    ).toBe(true);
    expect(classifyClauses(clauses, [])).toEqual(clauses.map(() => ({ category: null, score: 0 })));
  });

  it('lists the categories no clause was given', () => {
    expect(missingCategories(classes, PLAYBOOK)).toEqual(['Insurance']);
    expect(missingCategories([{ category: 'Insurance' }], ['Insurance', 'Governing Law'])).toEqual([
      'Governing Law',
    ]);
  });

  it('does not give a category to a clause only because it uses the category’s name as a defined term', () => {
    const playbook = [
      category(
        'Effective Date',
        'The date when the contract is effective.',
        'The date when the contract is effective.',
        'The date when the contract is effective.',
      ),
    ];
    const spans = splitClauses(
      [
        '1. DELIVERY',
        'Supplier shall deliver the Products within thirty days after the Effective Date to the warehouse named by Customer.',
        '2. PAYMENT',
        'Customer shall pay each invoice within thirty days after the Effective Date by bank transfer to the account named by Supplier.',
        '3. REPORTS',
        'From the Effective Date Supplier reports monthly on deliveries, returns and open orders to the Customer’s project manager.',
      ].join('\n'),
    );
    const scores = scoreClauses(spans, playbook);
    for (const row of scores) expect(row[0]?.parts.inBody).toBeLessThan(0.2);
  });
});

describe('stem', () => {
  it('brings word forms together and keeps parties apart', () => {
    expect(new Set(['terminate', 'terminated', 'termination', 'terminating'].map(stem))).toEqual(
      new Set(['termin']),
    );
    expect(new Set(['assign', 'assignment', 'assigned', 'assignable'].map(stem))).toEqual(
      new Set(['assign']),
    );
    expect(new Set(['liability', 'liable'].map(stem)).size).toBe(1);
    expect(stem('licensee')).not.toBe(stem('licensor'));
  });
});
