import { describe, expect, it } from 'vitest';
import { readTerms, type TTerm } from '../../terms/read-terms';
import { topicOf } from '..';
import { TERM_AND_RENEWAL } from './topic';

/** Written variants (capitals, lists, provisos) of the agreement's term and its renewals. */
const VARIANTS = [
  'This Agreement shall continue for an initial term of two (2) years.',
  'This Agreement shall renew automatically for successive one (1) year terms unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.',
  'THIS AGREEMENT SHALL CONTINUE FOR AN INITIAL TERM OF THREE (3) YEARS.',
];

const isOwnTerm = (t: TTerm) =>
  t.kind === 'duration' && ['term', 'renewal', 'non-renewal-notice'].includes(t.role);

describe('term and renewal topic', () => {
  it.each(VARIANTS)('reads its terms and owns them: %s', (text) => {
    const own = readTerms(text).terms.filter(isOwnTerm);
    expect(own.length).toBeGreaterThan(0);
    for (const term of own) expect(topicOf(term.id)).toBe(TERM_AND_RENEWAL.id);
  });
});

const renewalDays = (text: string) =>
  readTerms(text)
    .terms.filter((t) => t.kind === 'duration' && t.role === 'renewal')
    .map((t) => (t.kind === 'duration' ? t.days : 0));

describe('a renewal period is read whatever stands between its number and its unit', () => {
  it.each([
    ['This Agreement shall renew for two additional years.', 720],
    ['The Term shall be extended for one (1) further year.', 360],
    ['THE AGREEMENT SHALL RENEW FOR THREE SUCCESSIVE YEARS THEREAFTER.', 1080],
    ['It shall renew automatically on each anniversary for a further year.', 360],
    ['The Term will be extended for another year unless either party objects.', 360],
    ['The Initial Term will be renewed for subsequent periods of one calendar year.', 360],
    ['The licence shall be renewed for consecutive periods of six (6) calendar months.', 180],
    ['This Agreement is renewable for one-year periods upon mutual agreement.', 360],
    [
      'The Supply Term shall be extended automatically for successive periods of two (2) Contract Years.',
      720,
    ],
  ])('%s', (text, days) => {
    expect(renewalDays(text)).toContain(days);
  });

  it('does not read a qualifier with no unit after it as a period', () => {
    expect(renewalDays('This Agreement shall renew for two additional terms unless terminated.')).toEqual([]);
  });
});

describe('a period that runs from the agreement’s end is no term of the agreement', () => {
  it.each([
    [
      'remain in effect',
      'The restrictions in this Section shall remain in effect for two (2) years after termination.',
      720,
    ],
    [
      'continue, in capitals',
      'SECTIONS 7 AND 8 SHALL CONTINUE FOR THREE (3) YEARS FOLLOWING EXPIRATION.',
      1080,
    ],
  ])('%s', (_, text, days) => {
    const periods = readTerms(text).terms.filter((t) => t.kind === 'duration');
    expect(periods.map((t) => t.kind === 'duration' && [t.role, t.days])).toEqual([['survival', days]]);
  });

  it.each([
    [
      'continue, after the initial term',
      'This Agreement shall continue in full force for three (3) years following expiration of the Initial Term.',
    ],
    [
      'remain in effect, in capitals',
      'THEREAFTER, THIS AGREEMENT SHALL REMAIN IN EFFECT FOR ONE (1) YEAR AFTER THE EXPIRATION OF THE INITIAL TERM.',
    ],
  ])('the agreement lasting past a point is its own period, not survival: %s', (_, text) => {
    const period = readTerms(text).terms.find((t) => t.kind === 'duration');
    expect(period?.kind === 'duration' && period.role).not.toBe('survival');
  });

  it('a term stated beside a later point of survival stays the term', () => {
    const text =
      'This Agreement shall remain in effect for five (5) years, and Section 9 shall apply after termination.';
    const term = readTerms(text).terms.find((t) => t.kind === 'duration');
    expect(term?.kind === 'duration' && term.role).toBe('term');
  });
});
