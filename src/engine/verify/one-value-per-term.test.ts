import { describe, expect, it } from 'vitest';
import type { TGuidelines } from '../types';
import { oneValuePerTerm } from './one-value-per-term';
import { failuresOf } from './verify-test-helpers';

const GOVERNING_LAW: TGuidelines = {
  preferred: 'This Agreement is governed by the laws of England and Wales.',
  acceptable: 'This Agreement is governed by the laws of Scotland.',
  unacceptable: 'This Agreement is governed by the laws of the State of Texas.',
};

const RETURN: TGuidelines = {
  preferred:
    'Within thirty (30) days after termination, the Recipient shall return all Confidential Information.',
  acceptable:
    'Within forty-five (45) days after termination, the Recipient shall return all Confidential Information.',
  unacceptable:
    'Within one hundred and twenty (120) days after termination, the Recipient shall return all Confidential Information.',
};

describe('rule: each term of an edit has one value — no old position left beside the new', () => {
  it.each([
    [
      'a payment period added beside the old one',
      'Customer shall pay each invoice within ten (10) days of its date.',
      'Customer shall pay each invoice within ten (10) days of its date. Customer shall pay each undisputed invoice within sixty (60) days of receipt.',
      undefined,
    ],
    [
      'the old period in another word order',
      'Customer shall, within ten (10) days of its date, pay each invoice.',
      'Customer shall, within ten (10) days of its date, pay each invoice. Customer shall pay each undisputed invoice within sixty (60) days of receipt.',
      undefined,
    ],
    [
      'a second governing law',
      'This Agreement is governed by the laws of the State of Texas.',
      'This Agreement is governed by the laws of the State of Texas. This Agreement is governed by the laws of England and Wales.',
      GOVERNING_LAW,
    ],
    [
      'a return period in words and digits beside the new one',
      'The Recipient shall, within 120 days after termination, return all Confidential Information.',
      'The Recipient shall, within 120 days after termination, return all Confidential Information. Within thirty (30) days after termination, the Recipient shall return all Confidential Information.',
      RETURN,
    ],
  ])('%s is refused', (_name, clause, rewrite, guidelines) => {
    expect(failuresOf(oneValuePerTerm, clause, rewrite, guidelines).join('\n')).toMatch(/twice/);
  });

  it.each([
    [
      'a value changed in place',
      'Customer shall pay each invoice within ten (10) days of its date.',
      'Customer shall pay each undisputed invoice within sixty (60) days of receipt.',
      undefined,
    ],
    [
      'a place changed in place',
      'This Agreement is governed by the laws of the State of Texas.',
      'This Agreement is governed by the laws of England and Wales.',
      GOVERNING_LAW,
    ],
    [
      'the old sentence struck and restated',
      'The Recipient shall return all Confidential Information within 120 days after termination.',
      'Within thirty (30) days after termination, the Recipient shall return all Confidential Information.',
      RETURN,
    ],
  ])('%s passes', (_name, clause, rewrite, guidelines) => {
    expect(failuresOf(oneValuePerTerm, clause, rewrite, guidelines)).toEqual([]);
  });
});
