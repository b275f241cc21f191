import { describe, expect, it } from 'vitest';
import type { TAssessment, TTermRow } from '../types';
import { explainChange, explainFinding } from './explain-change';

/** A term row as the engine's term table gives it; `clause` is the clause's words for it, found in `text`. */
const row = (
  term: string,
  values: { preferred?: string | null; acceptable?: string | null; unacceptable?: string | null },
  met: { preferred: boolean | null; acceptable: boolean | null },
  clause?: { quote: string; in: string },
): TTermRow => {
  const start = clause ? clause.in.indexOf(clause.quote) : -1;
  return {
    key: `test:${term}`,
    term,
    clause: clause ? { text: clause.quote, start, end: start + clause.quote.length } : null,
    preferred: values.preferred ?? null,
    acceptable: values.acceptable ?? null,
    unacceptable: values.unacceptable ?? null,
    met,
    unacceptable_term: false,
  };
};
const assessment = (terms: TTermRow[], level: TAssessment['level'] = 'unacceptable'): TAssessment => ({
  level,
  reason: 'Below the acceptable position — governing law: the clause says …',
  scores: { preferred: 0.123, acceptable: 0.456, unacceptable: 0.789 },
  terms,
});

const LAW = 'This Agreement is governed by the laws of the State of California.';
const lawTerms = [
  row(
    'governing law',
    { preferred: 'the State of New York', acceptable: 'the State of Delaware' },
    { preferred: false, acceptable: false },
    { quote: 'the State of California', in: LAW },
  ),
  row(
    'courts / venue',
    { preferred: 'New York County, New York', acceptable: 'New Castle County, Delaware' },
    { preferred: false, acceptable: false },
  ),
  row('mutual', { preferred: 'yes', acceptable: 'yes' }, { preferred: true, acceptable: true }),
];
const lawRewrite =
  'This Agreement is governed by the laws of the State of New York, and the courts of New York County, New York have exclusive jurisdiction.';

describe('explainChange', () => {
  it('says what the clause says, the position of the level the rewrite is at, and what was changed', () => {
    expect(
      explainChange({
        assessment: assessment(lawTerms),
        level: 'preferred',
        original: LAW,
        revised: lawRewrite,
      }),
    ).toBe(
      'The clause sets the governing law at "the State of California" and says nothing on the courts / venue; the playbook prefers the State of New York for the governing law and New York County, New York for the courts / venue. Changed the governing law; added the courts / venue.',
    );
    // The acceptable rewrite is explained by the acceptable position.
    expect(
      explainChange({
        assessment: assessment(lawTerms),
        level: 'acceptable',
        original: LAW,
        revised: LAW.replace('California', 'Delaware'),
      }),
    ).toContain(
      'the playbook accepts the State of Delaware for the governing law and New Castle County, Delaware for the courts / venue.',
    );
  });

  it('names only the terms the clause misses at that level, never a score, a key or the engine’s verdict', () => {
    const text = explainChange({
      assessment: assessment(lawTerms),
      level: 'preferred',
      original: LAW,
      revised: lawRewrite,
    });
    expect(text).not.toMatch(/mutual|0\.\d|test:|unacceptable|Below the acceptable/);
  });

  it('tells a changed term from one qualified around its words and one taken out', () => {
    const clause =
      'Customer shall pay within fifteen (15) days, and late payments bear interest at 1.5% per month.';
    const terms = [
      row(
        'payment period',
        { preferred: 'at least sixty (60) days' },
        { preferred: false, acceptable: null },
        { quote: 'fifteen (15) days', in: clause },
      ),
      row(
        'interest rate',
        { preferred: 'none' },
        { preferred: false, acceptable: null },
        { quote: '1.5%', in: clause },
      ),
    ];
    expect(
      explainChange({
        assessment: assessment(terms),
        level: 'preferred',
        original: clause,
        revised: 'Customer shall pay within sixty (60) days. No interest shall apply.',
      }),
    ).toBe(
      'The clause sets the payment period at "fifteen (15) days" and the interest rate at "1.5%"; the playbook prefers at least sixty (60) days for the payment period and no interest rate. Changed the payment period; removed the interest rate.',
    );
    // The words kept and a condition added around them: qualified, not changed.
    const qualified = explainChange({
      assessment: assessment([terms[0] as TTermRow]),
      level: 'preferred',
      original: clause,
      revised: clause.replace('days,', 'days of a correct invoice, or sixty (60) days if disputed,'),
    });
    expect(qualified).toContain('Qualified the payment period.');
  });

  it('speaks of features by name, with an article where the name says what they are for', () => {
    const clause = 'Liability is limited to the fees paid.';
    const terms = [
      row('carve-out: fraud', { preferred: 'yes' }, { preferred: false, acceptable: null }),
      row('injunctive relief', { preferred: 'yes' }, { preferred: false, acceptable: null }),
    ];
    expect(
      explainChange({
        assessment: assessment(terms),
        level: 'preferred',
        original: clause,
        revised: `${clause} This limit does not apply to fraud. Either party may seek injunctive relief.`,
      }),
    ).toBe(
      'The clause says nothing on a carve-out for fraud and injunctive relief; the playbook prefers a carve-out for fraud and injunctive relief. Added a carve-out for fraud and injunctive relief.',
    );
  });

  it('counts the terms beyond the first few rather than listing them all', () => {
    const clause = 'The Supplier may terminate at any time.';
    const terms = [
      'cure period',
      'notice period',
      'transition period',
      'refund period',
      'survival period',
    ].map((term, n) => row(term, { preferred: `${n + 1} months` }, { preferred: false, acceptable: null }));
    const text = explainChange({
      assessment: assessment(terms),
      level: 'preferred',
      original: clause,
      revised: `${clause} More.`,
    });
    expect(text).toContain('says nothing on the cure period, the notice period and 3 other points;');
    expect(text).toContain(
      'prefers 1 months for the cure period, 2 months for the notice period, 3 months for the transition period and 2 other points.',
    );
    expect(text).toContain('Added the cure period, the notice period and 3 other points.');
  });

  it('says a one-sided clause was made mutual', () => {
    const clause = 'The Supplier may terminate on thirty days notice.';
    const terms = [row('mutual', { preferred: 'yes' }, { preferred: false, acceptable: null })];
    expect(
      explainChange({
        assessment: assessment(terms),
        level: 'preferred',
        original: clause,
        revised: 'Either party may terminate on thirty days notice.',
      }),
    ).toBe(
      'The clause binds or favours one side only; the playbook prefers terms that bind both parties alike. Made it mutual.',
    );
  });

  it('explains a change of wording alone', () => {
    const clause = 'The parties will act in good faith.';
    const met = assessment([], 'acceptable');
    expect(
      explainChange({
        assessment: met,
        level: 'preferred',
        original: clause,
        revised: 'Each party acts in good faith.',
      }),
    ).toBe(
      "The clause states the playbook's terms but not in its preferred wording. Reworded it to the playbook's preferred wording.",
    );
  });

  it('says nothing when nothing changes, and gives a suggestion without a change when there is one', () => {
    expect(
      explainChange({ assessment: assessment(lawTerms), level: 'preferred', original: LAW, revised: LAW }),
    ).toBe('');
    expect(explainChange({ assessment: assessment(lawTerms), level: 'preferred', original: LAW })).toBe('');
    expect(
      explainChange({
        assessment: assessment(lawTerms),
        level: 'preferred',
        original: LAW,
        suggestion: 'Ask whether California courts are acceptable to the business.',
      }),
    ).toBe(
      'The clause sets the governing law at "the State of California" and says nothing on the courts / venue; the playbook prefers the State of New York for the governing law and New York County, New York for the courts / venue. Suggestion: Ask whether California courts are acceptable to the business. No change made.',
    );
  });
});

describe('explainFinding', () => {
  it('is the finding alone, and empty where the clause misses no term at the level', () => {
    expect(explainFinding(assessment(lawTerms), 'acceptable')).toBe(
      'The clause sets the governing law at "the State of California" and says nothing on the courts / venue; the playbook accepts the State of Delaware for the governing law and New Castle County, Delaware for the courts / venue',
    );
    expect(explainFinding(assessment([lawTerms[2] as TTermRow], 'preferred'), 'preferred')).toBe('');
  });
});
