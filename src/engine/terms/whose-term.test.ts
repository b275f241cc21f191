import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { assessClause } from './assess-clause';
import { describeAssessment } from './describe-assessment';
import { buildPlaybookPositions } from './playbook-positions';
import { readTerms, type TReadContext } from './read-terms';
import { sidesMeet, whoseTerm } from './whose-term';

/** Whose the cap (its measure over a period of fees) of a text is. */
const capOwner = (text: string) => {
  const reading = readTerms(text);
  const cap = reading.terms.find((term) => term.key === 'cap:fees-period');
  expect(cap).toBeDefined();
  return cap && whoseTerm(reading, cap);
};

describe("rule: a cap is the party's whose liability it names", () => {
  it.each([
    [
      "Supplier's aggregate liability shall not exceed the fees paid in the one (1) month preceding the claim.",
      'provider',
    ],
    [
      "THE SUPPLIER'S TOTAL AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID IN THE ONE (1) MONTH PRECEDING THE CLAIM.",
      'provider',
    ],
    [
      'The aggregate liability of the Supplier shall not exceed the fees paid by Customer in the twelve (12) months before the claim.',
      'provider',
    ],
    [
      'Liability of Customer under this Agreement shall not exceed the fees paid in the one (1) month preceding the claim.',
      'customer',
    ],
    [
      "The Customer's total liability shall be limited to the charges paid in the one (1) month preceding the claim, provided that this limit shall not apply to fraud.",
      'customer',
    ],
    [
      "Each party's liability shall not exceed the fees paid in the one (1) month preceding the claim.",
      'mutual',
    ],
    [
      "Neither party's liability shall exceed the fees paid in the one (1) month preceding the claim.",
      'mutual',
    ],
  ])('%s → %s', (text, side) => {
    expect(capOwner(text)).toBe(side);
  });

  it('gives each cap of a list its own party', () => {
    const reading = readTerms(
      "In respect of all claims, whether in contract, tort (including negligence) or otherwise: (a) the Supplier's aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim; and (b) the Customer's aggregate liability shall not exceed the fees paid in the one (1) month preceding the claim.",
    );
    const caps = reading.terms.filter((term) => term.key === 'cap:fees-period');
    expect(caps.map((cap) => whoseTerm(reading, cap))).toEqual(['provider', 'customer']);
  });

  it('names no owner where the capped party is not one the reading can place', () => {
    expect(
      capOwner(
        "Acme's total liability shall not exceed the fees paid in the one (1) month preceding the claim.",
      ),
    ).toBeUndefined();
  });
});

describe('rule: terms are compared when their sides meet', () => {
  it.each([
    ['provider', 'provider', true],
    ['provider', 'customer', false],
    ['mutual', 'customer', true],
    ['provider', 'mutual', true],
    [undefined, 'customer', true],
    ['provider', undefined, true],
  ])('level %s, clause %s → %s', (level, clause, meet) => {
    expect(sidesMeet(level, clause)).toBe(meet);
  });
});

const CAPS: TGuidelines = {
  preferred:
    "Each party's total liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.",
  acceptable:
    "Each party's total liability under this Agreement shall not exceed the fees paid in the six (6) months preceding the claim.",
  unacceptable:
    "Supplier's total liability under this Agreement shall not exceed the fees paid in the one (1) month preceding the claim.",
};
const capPlaybook = buildPlaybookPositions(CAPS);
const capRow = (clause: string, context: TReadContext = {}) => {
  const assessment = assessClause(clause, capPlaybook, context);
  const row = assessment.checks.find((check) => check.position.termKey === 'cap:fees-period');
  return { assessment, row };
};
/** Acting for the supplier with this customer's playbook: the clause's "Supplier" is on our side. */
const ACTING_FOR_SUPPLIER: TReadContext = {
  parties: [
    { name: 'Supplier', side: 'customer' },
    { name: 'Customer', side: 'provider' },
  ],
};

describe('rule: a verdict follows whose term it is', () => {
  it.each([
    "Customer's total liability under this Agreement shall not exceed the fees paid in the one (1) month preceding the claim.",
    'The total liability of the Customer shall be limited to the fees paid in the one (1) month preceding the claim.',
    "THE CUSTOMER'S AGGREGATE LIABILITY, WHETHER IN CONTRACT, TORT OR OTHERWISE, SHALL NOT EXCEED THE CHARGES PAID IN THE ONE (1) MONTH PRECEDING THE CLAIM.",
    "Subject to Section 9, the Customer's aggregate liability shall not exceed the fees paid in the one (1) month before the claim, provided that nothing limits liability for fraud.",
  ])(
    "a low cap on the other side's liability than the one the unacceptable level caps is no shortfall: %s",
    (clause) => {
      const { assessment, row } = capRow(clause);
      expect(row?.unacceptable).toBe(false);
      expect(row?.rule).toBe('liability-cap.other-party-term');
      // Against "each party's" cap, our own cap is better lower.
      expect(row?.met.acceptable).toBe(true);
      expect(assessment.level).not.toBe('unacceptable');
    },
  );

  it.each([
    "Supplier's total liability under this Agreement shall not exceed the fees paid in the one (1) month preceding the claim.",
    'The aggregate liability of the Supplier shall not exceed the fees paid in the one (1) month before the claim.',
    "Each party's total liability shall not exceed the fees paid in the one (1) month preceding the claim.",
    "Neither party's liability shall exceed the fees paid in the one (1) month preceding the claim.",
  ])('the same cap of the side the level speaks of, or of each party, is unacceptable: %s', (clause) => {
    const { assessment, row } = capRow(clause);
    expect(row?.unacceptable).toBe(true);
    expect(assessment.level).toBe('unacceptable');
  });

  it('keeps the comparison where the capped party is unknown', () => {
    const { row } = capRow(
      "Acme's total liability shall not exceed the fees paid in the one (1) month preceding the claim.",
    );
    expect(row?.unacceptable).toBe(true);
  });

  it("measures our own cap against both sides' level the other way: a higher cap on our liability is short", () => {
    const { row } = capRow(
      "Customer's total liability shall not exceed the fees paid in the twenty-four (24) months preceding the claim.",
    );
    expect(row?.unacceptable).toBe(false);
    expect(row?.met.acceptable).toBe(false);
  });

  it('reads the clause from our side when we act for the other role', () => {
    const ours = capRow(
      "Supplier's total liability shall not exceed the fees paid in the one (1) month preceding the claim.",
      ACTING_FOR_SUPPLIER,
    );
    expect(ours.row?.unacceptable).toBe(false);
    expect(ours.row?.rule).toBe('liability-cap.other-party-term');
    const theirs = capRow(
      "Customer's total liability shall not exceed the fees paid in the one (1) month preceding the claim.",
      ACTING_FOR_SUPPLIER,
    );
    expect(theirs.row?.unacceptable).toBe(true);
  });
});

const NOTICE: TGuidelines = {
  preferred:
    "Either party may terminate this Agreement for convenience on ninety (90) days' prior written notice.",
  acceptable:
    "Either party may terminate this Agreement for convenience on sixty (60) days' prior written notice.",
  unacceptable: "Supplier may terminate this Agreement for convenience on ten (10) days' written notice.",
};
const noticeRow = (clause: string) =>
  assessClause(clause, buildPlaybookPositions(NOTICE)).checks.find(
    (check) => check.position.termKey === 'duration:notice',
  );

describe('rule: a right to terminate is measured from the side that holds it', () => {
  it.each([
    "Customer may terminate this Agreement for convenience on ten (10) days' written notice.",
    "The Customer may, at any time, terminate this Agreement for convenience upon ten (10) days' notice.",
    "CUSTOMER MAY TERMINATE THIS AGREEMENT FOR CONVENIENCE ON TEN (10) DAYS' NOTICE.",
  ])("the other side's short notice is no shortfall of the level it speaks of: %s", (clause) => {
    const row = noticeRow(clause);
    expect(row?.unacceptable).toBe(false);
    expect(row?.met.acceptable).toBe(true);
  });

  it.each([
    "Supplier may terminate this Agreement for convenience on ten (10) days' written notice.",
    "Either party may terminate this Agreement for convenience on ten (10) days' notice.",
  ])('the same notice of the side the level speaks of, or of either party, is unacceptable: %s', (clause) => {
    expect(noticeRow(clause)?.unacceptable).toBe(true);
  });
});

describe('rule: a party named after the capped party, past a comma, owns no cap', () => {
  it.each([
    "In no event will Supplier's entire liability to Customer, including any liability in the event the exclusive remedy fails, exceed the fees paid in the one (1) month preceding the claim.",
    "Supplier's aggregate liability to the Customer, whether in contract, tort (including negligence) or otherwise, shall not exceed the fees paid in the one (1) month preceding the claim.",
  ])('%s', (text) => {
    expect(capOwner(text)).toBe('provider');
  });
});

const NON_RENEWAL: TGuidelines = {
  preferred: 'This Agreement continues until terminated in accordance with this Section.',
  acceptable:
    'This Agreement renews for successive one (1) year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
  unacceptable:
    'This Agreement automatically renews for successive three (3) year terms unless Customer gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.',
};

describe("rule: the other side's right gives us none", () => {
  it.each([
    "Supplier may elect not to renew this Agreement by giving at least one hundred eighty (180) days' written notice before the end of the then-current term.",
    "THE SUPPLIER MAY ELECT NOT TO RENEW THIS AGREEMENT BY GIVING AT LEAST ONE HUNDRED EIGHTY (180) DAYS' WRITTEN NOTICE BEFORE THE END OF THE THEN-CURRENT TERM.",
  ])(
    "the supplier's notice not to renew does not answer the customer's, where the levels order ours: %s",
    (clause) => {
      const row = assessClause(clause, buildPlaybookPositions(NON_RENEWAL)).checks.find(
        (check) => check.position.termKey === 'duration:non-renewal-notice',
      );
      expect(row?.clauseTerms).toEqual([]);
      expect(row?.met.acceptable).toBe(false);
    },
  );
});

describe('rule: a term measured from our side is described from it', () => {
  it('asks at most the level’s cap of our own liability', () => {
    const { assessment } = capRow(
      "Customer's total liability shall not exceed the fees paid in the twenty-four (24) months preceding the claim.",
    );
    expect(describeAssessment(assessment).reason).toMatch(/asks at most six \(6\) months/);
  });
});
