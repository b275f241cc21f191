import { AUDIT_DURATION_ROLES } from '../../topics/audit/vocabulary';
import type { TRoleDefinition } from './types';

/** Periods: the roles a period can have (notice, renewal, payment …) and the words that decide them. Plain data (see legal-vocabulary.ts). */

/**
 * Things done or paid at intervals: a duration word that qualifies one of them (within four words) says
 * how often, not how long ("its annual support and maintenance payments", "a monthly invoice").
 */
export const RECURRING_THINGS = [
  'payment',
  'payments',
  'fee',
  'fees',
  'invoice',
  'invoices',
  'report',
  'reports',
  'audit',
  'audits',
  'budget',
  'royalty',
  'royalties',
  'meeting',
  'meetings',
  'review',
  'reviews',
  'statement',
  'statements',
  'installment',
  'installments',
  'instalment',
  'instalments',
  'charge',
  'charges',
  'minimum',
  'forecast',
  'forecasts',
];

/** The roles a duration word states (DURATION_WORDS), and a perpetual one (PERPETUAL_PHRASES). */
export const DURATION_WORD_ROLES = {
  finite: ['renewal', 'term'],
  perpetual: ['renewal', 'term', 'survival', 'license'],
};

/**
 * Roles of a duration: what the period is for. A duration takes the role whose cue is nearest to it
 * in its sentence part; an attached cue decides at once.
 */
export const DURATION_ROLES: TRoleDefinition[] = [
  {
    id: 'notice',
    label: 'notice period',
    byParty: true,
    cues: ['notice', 'notices', 'notify', 'notifies', 'notified', 'notification', 'notifying'],
    attached: [
      'notice',
      'prior notice',
      'written notice',
      'prior written notice',
      'advance notice',
      'advance written notice',
      'notice in writing',
      'written notification',
      'notification',
      'in advance',
      'prior to the end',
      'prior to the expiration',
      'before the end',
      'before the expiration',
      'prior to expiration',
      'prior to the expiry',
    ],
  },
  {
    // "Notify Customer of any Security Incident within 24 hours" states this period (its cue is nearer
    // than "notify"), not the notice a party gives before acting ("on fourteen (14) days' prior notice").
    id: 'incident-notice',
    label: 'security incident notice period',
    narrows: 'notice',
    cues: [
      'security incident',
      'security incidents',
      'security breach',
      'security breaches',
      'breach of security',
      'data breach',
      'data breaches',
      'personal data breach',
      'personal data breaches',
    ],
    // "Keep records of all Security Incidents for three (3) years" is no notice period.
    requires: [
      'notify',
      'notifies',
      'notified',
      'notice',
      'notification',
      'report',
      'reports',
      'inform',
      'informs',
    ],
  },
  {
    id: 'cure',
    label: 'cure period',
    cues: [
      'cure',
      'cured',
      'cures',
      'curing',
      'uncured',
      'remedy the',
      'remedied',
      'unremedied',
      'rectify',
      'rectified',
      // "if such breach continues for twenty (20) days after notice": the time the breaching party has.
      'breach continues',
      'breach remains',
      'failure continues',
      'failure remains',
      'default continues',
      'default remains',
    ],
    attached: ['cure period', 'to cure'],
    attachedBefore: [
      'cure within',
      'cures within',
      'cured within',
      'remedy within',
      'remedied within',
      'rectify within',
      'rectified within',
      'cure within a period of',
      'cured within a period of',
      'remedied within a period of',
    ],
  },
  {
    // How long an event beyond a party's control may last before the other may end the agreement: a
    // threshold of the event, not a notice ("If any such circumstance persists for longer than ninety
    // (90) days, Customer may terminate …").
    id: 'force-majeure',
    label: 'force majeure period',
    cues: [
      'force majeure',
      'beyond its reasonable control',
      'beyond the reasonable control',
      'persists',
      'persist',
      // Longer than the term's "continues", so it wins where they end together.
      'force majeure event continues',
      'force majeure continues',
      'event of force majeure continues',
    ],
  },
  {
    id: 'renewal',
    label: 'renewal term',
    cues: [
      'renew',
      'renews',
      'renewed',
      'renewal',
      'renewals',
      'renewing',
      'renewable',
      'extension',
      'extensions',
      'extend',
      'extended',
      'successive',
      'consecutive',
      'additional',
    ],
    attached: ['renewal term', 'renewal terms', 'renewal period', 'renewal periods', 'extension term'],
    length: true,
    ofAgreement: true,
  },
  {
    id: 'term',
    label: 'term',
    ofAgreement: true,
    cues: [
      'term',
      'initial term',
      'continue',
      'continues',
      'remain in effect',
      'remain in force',
      'in full force',
      'expire',
      'expires',
      'commence',
      'commences',
      'effective',
      'duration',
    ],
    attached: ['initial term', 'term'],
  },
  {
    id: 'survival',
    label: 'survival period',
    // Whose duty lasts: the other side's long duty protects us, our own binds us.
    byParty: true,
    cues: [
      'survive',
      'survives',
      'survival',
      // How long obligations last, not the agreement: "these obligations continue for three years".
      'obligations continue',
      'obligations shall continue',
      'obligations will continue',
      'obligations expire',
      'obligations shall expire',
      'obligations will expire',
      'obligations terminate',
      'obligations shall terminate',
      // How long information is held in confidence: "hold … in strict confidence in perpetuity".
      'in confidence',
      'in strict confidence',
      'in strictest confidence',
    ],
    anchors: [
      'after termination',
      'after expiration',
      'following termination',
      'following expiration',
      'after the termination',
      'after the expiration',
      'termination or expiration',
      'expiration or termination',
      'first disclosed',
      'date of disclosure',
      'after disclosure',
      'following disclosure',
      'from disclosure',
    ],
  },
  {
    id: 'payment',
    label: 'payment period',
    // The payer's time to pay: a long one favours the payer, so it is compared by who pays.
    byParty: true,
    actedBy: ['pay', 'pays', 'remit', 'remits'],
    cues: [
      'pay',
      'pays',
      'paid',
      'payment',
      'payments',
      'payable',
      'invoice',
      'invoices',
      'invoiced',
      'due',
      'net',
    ],
  },
  {
    id: 'warranty',
    label: 'warranty period',
    cues: ['warrant', 'warrants', 'warranty', 'warranties', 'defect', 'defects', 'defective'],
    attached: ['warranty period'],
  },
  {
    // How often something may happen ("increased no more than once in any twelve (12) month period"):
    // a period of its own, never a term or a renewal.
    id: 'frequency',
    label: 'how often',
    cues: ['once in any', 'once every', 'once per', 'once during any', 'once in each', 'once each'],
  },
  {
    // How long the duty to help the customer move on lasts, whenever it starts ("transition services
    // for ninety (90) days after termination"): not a survival of the agreement's terms.
    id: 'transition',
    label: 'transition assistance period',
    cues: ['transition', 'transition assistance', 'transition services', 'transition period', 'wind down'],
    dutyLength: true,
  },
  {
    id: 'return',
    label: 'return or destruction period',
    cues: ['return', 'returned', 'destroy', 'destroyed', 'destruction', 'delete', 'deleted', 'purge'],
  },
  {
    // How long a licence lasts: "a perpetual, irrevocable … license", "licensed for three (3) years".
    // The grantor's: a perpetual licence the supplier grants favours the customer, one the customer
    // grants ("Client hereby grants to EFS a limited and perpetual right and license") does not.
    id: 'license',
    label: 'licence term',
    byParty: true,
    actedBy: ['grant', 'grants'],
    cues: ['license', 'licence', 'licenses', 'licences', 'licensed'],
  },
  {
    id: 'dispute-resolution',
    label: 'dispute resolution period',
    cues: [
      'negotiation',
      'negotiate',
      'escalation',
      'escalate',
      'mediation',
      'mediate',
      'resolve any dispute',
      'resolve the dispute',
      'good faith discussions',
    ],
  },
  {
    id: 'non-compete',
    label: 'non-compete period',
    cues: ['compete', 'competes', 'competing', 'competitive', 'competitor', 'non-compete', 'noncompete'],
    dutyLength: true,
  },
  {
    id: 'non-solicit',
    label: 'non-solicitation period',
    cues: ['solicit', 'solicits', 'solicitation', 'non-solicit', 'hire', 'employ', 'recruit'],
    dutyLength: true,
  },
  {
    id: 'summary',
    label: 'written summary period',
    cues: [
      'summarized',
      'summarised',
      'summary',
      'reduces it to writing',
      'reduced to writing',
      'confirmed in writing',
    ],
  },
  // The roles of periods each topic adds, one line per topic.
  ...AUDIT_DURATION_ROLES,
];
