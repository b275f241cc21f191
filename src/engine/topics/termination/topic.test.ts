import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { TERMINATION } from './topic';

const termsOf = (text: string) => readTerms(text).terms;
const periodOf = (text: string, role: string) =>
  termsOf(text).find(
    (t): t is Extract<TTerm, { kind: 'duration' }> => t.kind === 'duration' && t.role === role,
  );
const featuresOf = (text: string, item: string) =>
  termsOf(text).filter(
    (t): t is Extract<TTerm, { kind: 'feature' }> => t.kind === 'feature' && t.id.item === item,
  );

describe('termination topic', () => {
  it.each([
    [
      'for convenience',
      "Either party may terminate this Agreement for convenience on thirty (30) days' notice.",
    ],
    [
      'without cause, in capitals',
      'CUSTOMER MAY TERMINATE THIS AGREEMENT WITHOUT CAUSE UPON SIXTY (60) DAYS PRIOR WRITTEN NOTICE.',
    ],
    [
      'for any reason or no reason, between commas',
      'Customer may terminate this Agreement at any time, for any reason or no reason, on written notice.',
    ],
    [
      'cancelling rather than terminating',
      'Customer may cancel this Agreement for convenience on sixty (60) days notice.',
    ],
    [
      'with a proviso',
      'Customer may terminate this Agreement for convenience, provided that it pays all fees accrued to the date of termination.',
    ],
  ])('a right to end the agreement that needs no cause is termination for convenience: %s', (_, text) => {
    const [convenience] = featuresOf(text, 'termination-for-convenience');
    expect(convenience?.negated).toBe(false);
  });

  it('a party that may not terminate for convenience has no such right', () => {
    const [convenience] = featuresOf(
      'Supplier shall not terminate this Agreement for convenience.',
      'termination-for-convenience',
    );
    expect(convenience?.negated).toBe(true);
  });

  it('a right to terminate for a breach not cured is no termination for convenience', () => {
    const text =
      'Customer may terminate this Agreement if Supplier materially breaches it and fails to cure within thirty (30) days.';
    expect(featuresOf(text, 'termination-for-convenience')).toEqual([]);
    expect(periodOf(text, 'cure')?.days).toBe(30);
  });

  it.each([
    [
      'the notice period of one side’s right',
      'CUSTOMER MAY TERMINATE THIS AGREEMENT WITHOUT CAUSE UPON SIXTY (60) DAYS PRIOR WRITTEN NOTICE.',
      60,
      'customer',
    ],
    [
      'of both parties’ right',
      "Either party may terminate this Agreement for convenience on thirty (30) days' notice.",
      30,
      'mutual',
    ],
    [
      'written notice of no period',
      'Customer may terminate this Agreement at any time, for any reason or no reason, on written notice.',
      0,
      'customer',
    ],
  ])('a termination right’s notice is the terminating party’s: %s', (_, text, days, actor) => {
    const notice = periodOf(text, 'notice');
    expect(notice?.days).toBe(days);
    expect(notice?.actor).toBe(actor);
  });

  it.each([
    [
      'named as a fee',
      'On termination for convenience, Customer shall pay an early termination fee equal to the fees for the remainder of the Term.',
    ],
    [
      'the rest of the term’s fees falling due',
      'Upon any early termination, the remainder of the fees for the Term shall become immediately due and payable.',
    ],
  ])('paying out the rest of the term on leaving it is an early-termination fee: %s', (_, text) => {
    expect(featuresOf(text, 'early-termination-fee')).toHaveLength(1);
  });

  it.each([
    [
      'the fee after a penalty',
      'Either party may terminate this Agreement without penalty or termination fee.',
    ],
    [
      'a list in capitals',
      'CUSTOMER MAY TERMINATE FOR CONVENIENCE WITHOUT PENALTY, CHARGE OR EARLY TERMINATION FEE.',
    ],
    [
      'the payment of them',
      'Customer may terminate on thirty (30) days’ notice without payment of any penalty or termination fee.',
    ],
    [
      'free of it',
      'Customer may terminate free of any termination charge, provided that it pays for work done.',
    ],
    ['free from it', 'The Client may end this Agreement free from any early termination charge.'],
  ])('a termination fee the clause says is not payable is no early-termination fee: %s', (_, text) => {
    const fees = featuresOf(text, 'early-termination-fee');
    expect(fees).toHaveLength(1);
    expect(fees[0]?.negated).toBe(true);
  });

  it.each([
    ['notice taken by "without"', 'Customer may terminate without notice and shall pay the termination fee.'],
    [
      'cause taken by "without"',
      'Customer may terminate without cause, provided that it pays the early termination fee.',
    ],
  ])('a "without" that governs another word leaves the fee stated: %s', (_, text) => {
    expect(featuresOf(text, 'early-termination-fee')[0]?.negated).toBe(false);
  });

  it.each([
    [
      'insolvency and an assignment for creditors',
      'Supplier may terminate this Agreement if Customer becomes insolvent or makes an assignment for the benefit of creditors.',
      2,
    ],
    [
      'a list in capitals',
      'EITHER PARTY MAY TERMINATE THIS AGREEMENT IF THE OTHER PARTY BECOMES BANKRUPT, ENTERS LIQUIDATION OR HAS A RECEIVER APPOINTED.',
      3,
    ],
  ])('each insolvency event a right to terminate names is read: %s', (_, text, events) => {
    expect(featuresOf(text, 'termination-for-insolvency')).toHaveLength(events);
  });

  it.each([
    [
      'transition services',
      'Supplier shall provide transition services for a period of six (6) months.',
      180,
    ],
    [
      'a transition period, up to',
      'Supplier shall provide transition services for a transition period of up to twelve (12) months.',
      360,
    ],
    [
      'wind down support on expiry',
      'Upon expiry, Supplier shall provide wind down support for up to ninety (90) days.',
      90,
    ],
  ])('how long help to move away lasts is the transition period: %s', (_, text, days) => {
    expect(periodOf(text, 'transition')?.days).toBe(days);
  });

  it.each([
    [
      'a force majeure event, the condition first',
      'If a force majeure event continues for more than sixty (60) days, either party may terminate this Agreement.',
      60,
    ],
    [
      'an event beyond a party’s control persisting',
      'Should an event beyond the reasonable control of a party persist for thirty (30) days, the other party may terminate.',
      30,
    ],
  ])(
    'how long an event beyond a party’s control may last before the other may leave is the force majeure period, not a notice: %s',
    (_, text, days) => {
      expect(periodOf(text, 'force-majeure')?.days).toBe(days);
      expect(periodOf(text, 'notice')).toBeUndefined();
    },
  );

  it('owns its periods and features', () => {
    const own = [
      periodOf('Supplier shall provide transition services for a period of six (6) months.', 'transition'),
      periodOf(
        'If a force majeure event continues for more than sixty (60) days, either party may terminate.',
        'force-majeure',
      ),
      ...featuresOf('Customer may terminate this Agreement for convenience.', 'termination-for-convenience'),
      ...featuresOf('Customer shall pay an early termination fee.', 'early-termination-fee'),
      ...featuresOf('Supplier may terminate if Customer becomes insolvent.', 'termination-for-insolvency'),
    ];
    expect(own).toHaveLength(5);
    for (const term of own) expect(term && topicOf(term.id)).toBe(TERMINATION.id);
  });
});

describe('rule: a transition period is how long the duty to help lasts, whenever it starts', () => {
  it.each([
    'Supplier shall provide transition assistance for a period of ninety (90) days after termination.',
    'For ninety (90) days following the expiration or termination of this Agreement, the Supplier shall provide transition services.',
    'THE VENDOR WILL PROVIDE TRANSITION SERVICES FOR UP TO NINETY (90) DAYS AFTER TERMINATION.',
    'Upon termination, Provider shall render transition assistance, at Client’s cost, for a reasonable period as the parties agree, but not to exceed ninety (90) days following termination.',
  ])('%s', (clause) => {
    expect(periodOf(clause, 'transition')?.days).toBe(90);
    expect(periodOf(clause, 'survival')).toBeUndefined();
  });

  it('a provision that survives for a period after termination is still survival', () => {
    expect(
      periodOf('Sections 5 and 7 shall survive for ninety (90) days after termination.', 'survival')?.days,
    ).toBe(90);
  });
});
