import { describe, expect, it } from 'vitest';
import calibrationFile from './classify-calibration.json';
import {
  chooseCategories,
  classifyClauses,
  cueEvidence,
  DEFAULT_CALIBRATION,
  missingCategories,
  SCORE_WEIGHTS,
  scoreClauses,
  type TCategoryProfile,
  type TClassifyOptions,
} from './classify-clauses';
import { splitClauses, type TClauseSpan } from './split-clauses';
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

  it('gives the execution block no category, whatever it says', () => {
    const governing = clauses.find((clause) => clause.heading === '3. APPLICABLE LAW') as TClauseSpan;
    const [asClause, asExecution] = classifyClauses([governing, { ...governing, execution: true }], PLAYBOOK);
    expect(asClause?.category).toBe('Governing Law');
    expect(asExecution).toEqual({ category: null, score: 0 });
  });

  it('scores 0–1, one result per clause, deterministic', () => {
    expect(classes).toHaveLength(clauses.length);
    for (const result of classes) {
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);
    }
    expect(classifyClauses(clauses, PLAYBOOK)).toEqual(classes);
  });

  it('lets a category match several clauses, and the calibration decide what stays unclassified', () => {
    const twice = splitClauses(
      `${CONTRACT}\n\n6. CONFIDENTIALITY\nThe obligations of confidentiality in this Agreement survive its termination for five years.`,
    );
    const results = classifyClauses(twice, PLAYBOOK);
    expect(results.filter((result) => result.category === 'Confidentiality')).toHaveLength(2);
    const strict = { ...DEFAULT_CALIBRATION, minScore: 1.01, labelScore: 1.01 };
    expect(
      classifyClauses(clauses, PLAYBOOK, { calibration: strict }).every((r) => r.category === null),
    ).toBe(true);
    expect(classifyClauses(clauses, [])).toEqual(clauses.map(() => ({ category: null, score: 0 })));
  });

  it('lists the categories no clause was given nor gave evidence of', () => {
    expect(missingCategories(classes, PLAYBOOK)).toEqual(['Insurance']);
    expect(missingCategories([{ category: 'Insurance' }], ['Insurance', 'Governing Law'])).toEqual([
      'Governing Law',
    ]);
    expect(
      missingCategories([{ category: null, evidenceOf: ['Governing Law'] }], ['Insurance', 'Governing Law']),
    ).toEqual(['Insurance']);
    expect(
      missingCategories(
        [{ category: 'Insurance', also: [{ category: 'Assignment', score: 0.5 }] }],
        ['Insurance', 'Governing Law', 'Assignment'],
      ),
    ).toEqual(['Governing Law']);
  });
});

describe('classification evidence', () => {
  const categoryOf = (text: string, playbook: TCategoryProfile[], options: TClassifyOptions = {}) =>
    classifyClauses(splitClauses(text), playbook, options).map((result) => result.category);

  const TRADEMARKS_AND_SECRETS = [
    category(
      'Confidentiality',
      'Each party keeps the Confidential Information of the other party secret and discloses it only to its employees who need to know it.',
      'Confidential Information is used only to perform this Agreement and is returned on termination.',
      'The recipient may disclose Confidential Information to any third party.',
    ),
    category(
      'Trademark License',
      'Each party may use the other party’s trademarks and logos in marketing materials approved in advance.',
      'Use of the other party’s trademarks follows its brand guidelines and ends on termination.',
      'A party may use the other party’s trademarks and logos in any way it sees fit.',
    ),
  ];
  const TRADEMARK_BODY =
    'Each party may display the marks of the other party in its materials. Neither party discloses the other party’s Confidential Information, including unreleased product names, to third parties, and each keeps it secret.';

  it('weighs the heading strongly: the same body goes where its heading points', () => {
    expect(categoryOf(`6 TRADEMARKS\n${TRADEMARK_BODY}`, TRADEMARKS_AND_SECRETS)).toEqual([
      'Trademark License',
    ]);
    expect(categoryOf(`6 CONFIDENTIALITY\n${TRADEMARK_BODY}`, TRADEMARKS_AND_SECRETS)).toEqual([
      'Confidentiality',
    ]);
    // Also when the heading shares the guidelines' words rather than the category's name.
    const renamed = TRADEMARKS_AND_SECRETS.map((profile, i) => ({
      ...profile,
      name: i === 0 ? 'Secrecy' : 'Brand Use',
    }));
    expect(categoryOf(`6 TRADEMARKS\n${TRADEMARK_BODY}`, renamed)).toEqual(['Brand Use']);
    expect(categoryOf(`6 CONFIDENTIALITY\n${TRADEMARK_BODY}`, renamed)).toEqual(['Secrecy']);
  });

  it('keeps stated numbers out of the score: amounts, durations, dates and section numbers', () => {
    const spans = splitClauses(
      [
        '4. PAYMENT',
        'Customer shall pay each invoice within thirty (30) days of March 1, 2019, up to $1,000,000 as set out in Section 4.2(b).',
        '5. PAYMENT',
        'Customer shall pay each invoice within ninety (90) days of June 30, 2021, up to $25,000 as set out in Section 9.7(c).',
      ].join('\n'),
    );
    const [first, second] = scoreClauses(spans, PLAYBOOK);
    expect(first?.map((cell) => cell.score)).toEqual(second?.map((cell) => cell.score));

    // Sharing only numbers with a category's guidelines is no evidence at all.
    const fees = [
      category(
        'Fees',
        'Fees: $1,000,000, thirty (30) instalments, 1 January 2020, Section 4.2.',
        'Fees: 12.5%, second quarter, Article IV.',
        'Fees: 90 days.',
      ),
    ];
    const onlyNumbers = scoreClauses(
      splitClauses(
        '7. TRAINING\nTraining sessions: 1,000,000 hours, thirty (30) attendees, 1 January 2020, Section 4.2.',
      ),
      fees,
    );
    expect(onlyNumbers[0]?.[0]?.parts.similarity).toBe(0);
  });

  it('does not give a category for its bare name: "the Effective Date" in an option clause is not the Effective Date clause', () => {
    const playbook = [
      category(
        'Effective Date',
        'This Agreement is effective as of the date of the last signature below and binds the parties from that date.',
        'This Agreement shall become effective on the date first written above.',
        'This Agreement takes effect only when the Supplier confirms it in writing.',
      ),
      category(
        'Rofr/Rofo/Rofn',
        'Before selling the Products to any third party, Supplier shall first offer them to Customer on the same terms, and Customer may accept the offer within thirty days.',
        'Customer has a right of first negotiation for any new product line of Supplier.',
        'Supplier may sell the Products to any third party without first offering them to Customer.',
      ),
    ];
    const text = [
      '1. EFFECTIVENESS',
      'This Agreement shall become effective as of the date of its last signature and binds the parties from that date.',
      '2. OPTION',
      'At any time after the Effective Date, Customer may purchase additional licences at the prices then in force by written notice given within ninety days after the Effective Date.',
    ].join('\n');
    expect(categoryOf(text, playbook)).toEqual(['Effective Date', null]);
    const option = scoreClauses(splitClauses(text), playbook)[1]?.[0];
    // The name appears in the option clause, but it resembles the guidelines in little else.
    expect(option?.parts.nameInBody).toBeGreaterThan(0);
    expect(option?.score).toBeLessThan(DEFAULT_CALIBRATION.minScore);
    // The name counts less than half its weight in a clause that shares little else with the guidelines.
    const nameWeight =
      SCORE_WEIGHTS.nameInBody * (option?.parts.nameInBody ?? 0) +
      SCORE_WEIGHTS.phrase * (option?.parts.phrase ?? 0);
    expect((option?.score ?? 0) - (option?.parts.similarity ?? 0)).toBeLessThan(nameWeight / 2);
  });

  it("counts the category's name in the body for less under a heading that names something else", () => {
    const body =
      'Supplier shall indemnify Customer against third-party claims, and the limitation of liability shall not apply to these obligations.';
    const [headed] = scoreClauses(splitClauses(`8. INDEMNIFICATION\n${body}`), PLAYBOOK);
    const [plain] = scoreClauses(splitClauses(body), PLAYBOOK);
    const liability = PLAYBOOK.findIndex((c) => c.name === 'Limitation of Liability');
    expect(headed?.[liability]?.parts.otherHeading).toBe(1);
    expect(plain?.[liability]?.parts.otherHeading).toBe(0);
    expect(headed?.[liability]?.parts.nameInBody).toBeGreaterThan(0);
    const nameShare = (option: { score: number; parts: { similarity: number } } | undefined) =>
      (option?.score ?? 0) - (option?.parts.similarity ?? 0);
    expect(nameShare(headed?.[liability])).toBeLessThan(nameShare(plain?.[liability]));
  });

  it('leaves a clause with no good category uncategorised rather than forcing the best one', () => {
    const spans = splitClauses(
      '12. COUNTERPARTS\nThis Agreement may be executed in counterparts, each of which is an original and all of which together are one instrument; signatures exchanged electronically bind the parties.',
    );
    const [result] = classifyClauses(spans, PLAYBOOK);
    expect(result?.category).toBeNull();
    expect(result?.score).toBeGreaterThan(0);
  });

  it('adds the vocabulary evidence the reader finds, weighted by the calibration', () => {
    const playbook = [
      category(
        'Limitation of Liability',
        'Neither party is liable for lost profits, except for fraud.',
        'Liability is limited except for fraud.',
        'Liability is limited.',
      ),
      category(
        'Indemnification',
        'Each party defends the other against claims, except for its own fraud.',
        'The Supplier defends the Customer against claims.',
        'No party defends the other.',
      ),
    ];
    const readEvidence = (text: string) => ({
      features: /\b(?:limited|liable|not exceed)\b/i.test(text) ? ['cap'] : [],
    });
    const clause =
      '9. EXCLUSIONS\nNothing in this Agreement excludes claims for fraud; the sums payable shall not exceed the fees.';
    const spans = splitClauses(clause);
    const without = scoreClauses(spans, playbook, {
      readEvidence,
      calibration: { ...DEFAULT_CALIBRATION, evidenceWeight: 0 },
    });
    const withEvidence = scoreClauses(spans, playbook, {
      readEvidence,
      calibration: { ...DEFAULT_CALIBRATION, evidenceWeight: 0.5 },
    });
    expect(withEvidence[0]?.[0]?.parts.evidence).toBeGreaterThan(0);
    expect(withEvidence[0]?.[1]?.parts.evidence).toBe(0);
    expect((withEvidence[0]?.[0]?.score ?? 0) - (without[0]?.[0]?.score ?? 0)).toBeGreaterThan(0.1);
    expect(withEvidence[0]?.[1]?.score).toBe(without[0]?.[1]?.score);
  });

  it('weighs the evidence of a category the kinds list does not know by its own weight', () => {
    const guidelines = [
      'The sums payable shall not exceed the fees.',
      'Liability is limited.',
      'None.',
    ] as const;
    const playbook = [
      category('Limitation of Liability', ...guidelines),
      category('Exposure', ...guidelines),
    ];
    const readEvidence = (text: string) => ({ features: /\bnot exceed\b/i.test(text) ? ['cap'] : [] });
    const spans = splitClauses('9. SUMS\nThe sums payable shall not exceed the fees.');
    const score = (evidenceWeight: number, withoutKind: number) =>
      scoreClauses(spans, playbook, {
        readEvidence,
        calibration: {
          ...DEFAULT_CALIBRATION,
          // No cues, so that the known category's score stays below 1.
          cueWeight: 0,
          evidenceWeight,
          withoutKind: { ...DEFAULT_CALIBRATION.withoutKind, evidenceWeight: withoutKind },
        },
      })[0]?.map((cell) => cell.score) ?? [];
    const [knownBase = 0, unknownBase = 0] = score(0, 0);
    const [knownWithout = 0, unknownWithout = 0] = score(0, 0.5);
    const [knownWith = 0, unknownWith = 0] = score(0.5, 0);
    expect(knownWithout).toBe(knownBase);
    expect(unknownWithout - unknownBase).toBeGreaterThan(0.1);
    expect(knownWith - knownBase).toBeGreaterThan(0);
    expect(unknownWith).toBe(unknownBase);
  });
});

describe('calibrated choice', () => {
  const names = ['Governing Law', 'Insurance', 'Assignment'];
  const calibration = {
    minScore: 0.4,
    minMargin: 0.1,
    labelScore: 0.5,
    presenceScore: 0.3,
    evidenceWeight: 0,
    cueWeight: 0,
  };

  it('applies the minimum score, the margin over the second category and the presence score', () => {
    expect(
      chooseCategories(
        [
          [0.6, 0.2, 0.1], // clear: labelled
          [0.39, 0.1, 0], // too weak: not labelled, but counts as present
          [0.45, 0.4, 0], // too close to the second: not labelled; both present
          [0.2, 0.1, 0.25], // nothing reaches the presence score
        ],
        names,
        calibration,
      ),
    ).toEqual([
      { category: 'Governing Law', score: 0.6 },
      { category: null, score: 0.39, evidenceOf: ['Governing Law'] },
      { category: null, score: 0.45, evidenceOf: ['Governing Law', 'Insurance'] },
      { category: null, score: 0.25 },
    ]);
  });

  it('puts a clause under every further category that reaches the label score, best first', () => {
    expect(
      chooseCategories(
        [
          [0.7, 0.5, 0.62], // a licence grant that is also non-transferable and perpetual
          [0.58, 0.55, 0.1], // the best does not lead: the categories reaching the label score do
          [0.55, 0.45, 0.35], // the second is only evidence
        ],
        names,
        calibration,
      ),
    ).toEqual([
      {
        category: 'Governing Law',
        score: 0.7,
        also: [
          { category: 'Assignment', score: 0.62 },
          { category: 'Insurance', score: 0.5 },
        ],
      },
      { category: 'Governing Law', score: 0.58, also: [{ category: 'Insurance', score: 0.55 }] },
      { category: 'Governing Law', score: 0.55, evidenceOf: ['Insurance', 'Assignment'] },
    ]);
  });

  it('holds a category whose name the kinds list does not know to its own thresholds', () => {
    const withoutKind = { ...calibration, minScore: 0.2, labelScore: 0.3, presenceScore: 0.1 };
    const rows = [
      [0.25, 0.05, 0],
      [0.6, 0.35, 0.15],
    ];
    expect(chooseCategories(rows, names, { ...calibration, withoutKind }, [true, true, true])).toEqual([
      { category: 'Governing Law', score: 0.25 },
      {
        category: 'Governing Law',
        score: 0.6,
        also: [{ category: 'Insurance', score: 0.35 }],
        evidenceOf: ['Assignment'],
      },
    ]);
    expect(chooseCategories(rows, names, { ...calibration, withoutKind }, [false, false, false])).toEqual([
      { category: null, score: 0.25 },
      { category: 'Governing Law', score: 0.6, evidenceOf: ['Insurance'] },
    ]);
  });

  it('uses the constants of classify-calibration.json by default', () => {
    expect(DEFAULT_CALIBRATION).toEqual({
      minScore: calibrationFile.minScore,
      minMargin: calibrationFile.minMargin,
      labelScore: calibrationFile.labelScore,
      presenceScore: calibrationFile.presenceScore,
      evidenceWeight: calibrationFile.evidenceWeight,
      cueWeight: calibrationFile.cueWeight,
      withoutKind: calibrationFile.withoutKind,
    });
    const rows = [[DEFAULT_CALIBRATION.minScore + DEFAULT_CALIBRATION.minMargin + 0.01, 0]];
    expect(chooseCategories(rows, ['Insurance', 'Assignment'])[0]?.category).toBe('Insurance');
    const below = [[DEFAULT_CALIBRATION.minScore - 0.01, 0]];
    expect(chooseCategories(below, ['Insurance', 'Assignment'])[0]?.category).toBeNull();
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
    expect(stem('effective')).not.toBe(stem('effect'));
    expect(new Set(['commence', 'commencing', 'commencement'].map(stem)).size).toBe(1);
    expect(stem('notify')).not.toBe(stem('not'));
    expect(stem('notification')).toBe(stem('notified'));
    expect(['noted', 'notably', 'notation'].map(stem)).not.toContain(stem('not'));
    expect(stem('cannot')).toBe(stem('not'));
  });
});

describe('cues of a clause’s kind', () => {
  const playbook: TCategoryProfile[] = [
    {
      name: 'Change of Control',
      guidelines: {
        preferred: 'Either party may terminate this Agreement if the other undergoes a change of control.',
        acceptable: 'A party undergoing a change of control shall give notice to the other.',
        unacceptable: 'A change of control has no effect on this Agreement.',
      },
    },
  ];
  const cueOf = (heading: string, text: string) =>
    scoreClauses([{ heading, text }], playbook)[0]?.[0]?.parts ?? { cue: -1 };

  it('count more the more of them a clause says, each further one less', () => {
    expect(cueEvidence(0)).toBe(0);
    expect(cueEvidence(1)).toBe(0.5);
    expect(cueEvidence(2)).toBe(0.75);
    const one = cueOf('', 'Supplier may assign this Agreement in a merger.');
    const three = cueOf(
      '',
      'Upon a change of control of Supplier, including a merger or a sale of all or substantially all of its assets, Customer may terminate.',
    );
    expect(one.cue).toBe(cueEvidence(1));
    expect(three.cue).toBe(cueEvidence(3));
  });

  it('come from the clause’s own words: not from its section’s heading, not from its definitions', () => {
    expect(cueOf('12. Change of Control', 'Customer may terminate upon a merger of Supplier.').cue).toBe(
      cueEvidence(1),
    );
    expect(
      cueOf(
        '1. Definitions',
        '“Change of Control” means a merger, consolidation or sale of all or substantially all assets.',
      ).cue,
    ).toBe(0);
    expect(
      cueOf(
        '14. Assignment',
        '“Change of Control” means a merger or consolidation. Upon a Change of Control of Supplier, Customer may terminate.',
      ).cue,
    ).toBe(cueEvidence(1));
  });
});

describe('a heading that names a kind of clause', () => {
  const alike = (name: string, text: string) => category(name, text, text, text);
  const playbook = [
    alike('Payment Terms', 'Customer shall pay each invoice within thirty (30) days of receipt.'),
    alike('Cap on Liability', 'Neither party’s aggregate liability shall exceed the fees paid.'),
  ];
  const partsOf = (heading: string, text: string) =>
    scoreClauses([{ heading, text }], playbook)[0]?.map((cell) => cell.parts) ?? [];

  it('names its kind’s category fully, though the words differ, and no other category', () => {
    const [payment, cap] = partsOf(
      '9 LIMITATION OF LIABILITY',
      'In no event shall either party be liable for more than the amounts paid.',
    );
    expect(cap?.nameInHeading).toBe(1);
    expect(payment?.nameInHeading).toBe(0);
    expect(payment?.otherHeading).toBe(1);
  });

  it('names a broader category by a part of it: a "Term" section is a Term and Termination clause', () => {
    const termPlaybook = [
      alike('Term and Termination', 'Either party may terminate this Agreement for material breach.'),
      alike('Payment Terms', 'Customer shall pay each invoice within thirty (30) days of receipt.'),
    ];
    const [classification] = classifyClauses(
      [
        {
          heading: '12.1 Term',
          text: '12.1 Term. This Agreement starts on the Effective Date and runs for an initial term of two (2) years.',
        },
      ],
      termPlaybook,
    );
    expect(classification?.category).toBe('Term and Termination');
    // A section on a part of the whole is titled for the whole, whatever it says.
    const [effect] = scoreClauses(
      [
        {
          heading: '15.3 Effect of Termination',
          text: '15.3 Effect of Termination. Sections 6 and 9 survive.',
        },
      ],
      termPlaybook,
    );
    expect(effect?.[0]?.parts.titled).toBe(1);
    expect(effect?.[1]?.parts.titled).toBe(0);
  });

  it('does not lend a shared word to a category of another kind ("TERM AND TERMINATION" is no payment term)', () => {
    const [payment] = partsOf('11 TERM AND TERMINATION', 'This Agreement continues for five (5) years.');
    expect(payment?.nameInHeading).toBe(0);
    expect(payment?.otherHeading).toBe(1);
    expect(payment?.titled).toBe(0);
  });

  it('files a clause titled with the category’s own name under it, whatever its words', () => {
    const warrantyPlaybook = [
      alike(
        'Warranties',
        'Supplier warrants that the Services will conform to the Specification for ninety days.',
      ),
      alike('Payment Terms', 'Customer shall pay each invoice within thirty (30) days of receipt.'),
    ];
    const clause = {
      heading: '5. Warranties',
      text: '5. Warranties. Each party represents that it is duly organized and has full corporate power and authority to enter into this Agreement.',
    };
    const [parts] = scoreClauses([clause], warrantyPlaybook)[0] ?? [];
    expect(parts?.parts.titled).toBe(1);
    expect(classifyClauses([clause], warrantyPlaybook)[0]?.category).toBe('Warranties');
    // The name as the drafter would write it, small words too: a project's change control is no change
    // of control.
    const control = [alike('Change of Control', 'A merger of a party is a change of control.')];
    const changeProcess = {
      heading: '(c) Change Control Process',
      text: '(c) Change Control Process. Either party may request changes to the Services in writing.',
    };
    expect(scoreClauses([changeProcess], control)[0]?.[0]?.parts.titled).toBe(0);
  });

  it('titles a sub-clause that shares its section’s heading only when it says nothing of another kind', () => {
    const playbook = [
      alike('Warranties', 'Supplier warrants that the Services conform to the Specification.'),
      alike('Indemnification', 'Supplier shall indemnify and defend Customer against third party claims.'),
    ];
    const titled = (text: string) =>
      scoreClauses([{ heading: '5. REPRESENTATIONS AND WARRANTIES', text }], playbook)[0]?.[0]?.parts.titled;
    expect(titled('5. REPRESENTATIONS AND WARRANTIES\n5.1 Each party has full corporate power.')).toBe(1);
    expect(titled('5.3 The warranty does not apply to Products misused by Customer.')).toBe(1);
    expect(titled('5.2 Supplier shall indemnify, defend and hold harmless Customer against claims.')).toBe(0);
  });

  it('titles a category the kinds list does not know only under a heading that names no kind', () => {
    const playbook = [alike('Notices', 'Notices shall be given in writing to the addresses above.')];
    const titled = (heading: string) =>
      scoreClauses([{ heading, text: `${heading}. Each notice is given in writing.` }], playbook)[0]?.[0]
        ?.parts.titled;
    expect(titled('12. Notices')).toBe(1);
    expect(titled('12. Notices; Governing Law')).toBe(0);
  });
});
