import type { TRoleDefinition } from '../../terms/vocabulary/types';

/** Payment and interest: rates and their roles, payees, unpaid amounts, prepaid fees, the side that pays. Plain data (see legal-vocabulary.ts). */

/**
 * Words that name who is paid ("the Royalty … shall be paid to Client within fifteen (15) days"): in a
 * sentence where no party acts, the payer of such a period is the other side.
 */
export const PAYEE_PHRASES = ['paid to', 'payable to', 'due to', 'owed to', 'owing to', 'remitted to'];

/** What a percentage is about: the nearest cue names it. */
export const PERCENT_ROLES: TRoleDefinition[] = [
  {
    id: 'interest',
    label: 'interest rate',
    cues: ['interest', 'late', 'overdue', 'per month', 'per annum'],
    silentMeans: 0,
    // Charged on the payer's late payments: interest on what the supplier owes the customer is no
    // charge on the customer.
    byParty: true,
    // Said of late payment, not of a refund or a deposit ("refunded without interest").
    none: [
      'no late payment charges or interest',
      'no late charges or interest',
      'no interest shall apply',
      'no interest shall be charged',
      'no interest shall be payable',
      'no late payment charges',
      'no late charges',
      'no late fees',
    ],
  },
  {
    id: 'increase',
    label: 'price increase',
    silentMeans: 0,
    cues: [
      'increase',
      'increases',
      'increased',
      'adjust',
      'adjusted',
      'adjustment',
      'escalation',
      'raise',
      'raised',
    ],
  },
  { id: 'discount', label: 'discount', cues: ['discount', 'rebate', 'credit'] },
  {
    id: 'royalty',
    label: 'royalty',
    cues: ['royalty', 'royalties', 'commission', 'revenue share', 'net sales'],
  },
  {
    id: 'threshold',
    label: 'threshold',
    cues: ['threshold'],
    // A comparison states its value after it: in "by no more than three percent (3%), on at least
    // ninety (90) days' notice" the "at least" is the notice's.
    cuesBefore: ['at least', 'more than', 'less than', 'exceeds'],
  },
  { id: 'percentage', label: 'percentage', cues: [] },
];

/** What a refund on termination gives back, right after "refund" ("refund any prepaid fees"). */
export const PREPAID_FEES = [
  'prepaid',
  'pre-paid',
  'any prepaid',
  'any pre-paid',
  'all prepaid',
  'the prepaid',
  'any unused',
  'any unearned',
  'a pro rata',
  'a prorated',
  'any fees paid in advance',
];

/** A sentence opening on the unpaid amounts of the payment just stated: "… within thirty (30) days. Any amount not paid when due shall bear interest …". */
export const UNPAID_AMOUNT_OPENINGS = ['any amount not paid', 'any amounts not paid', 'any payment not made'];

/** The side a playbook's customer is: the one that pays for what the contract provides. */
export const PAYING_SIDE = 'customer';
