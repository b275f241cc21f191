import type { TClauseKind } from '../clause-kinds';

/** Topics of common playbooks that CUAD does not annotate: kinds of clause (see clause-kinds.ts for what a kind says and the cue syntax). */
export const COMMON_PLAYBOOK_KINDS: TClauseKind[] = [
  {
    id: 'confidentiality',
    names: [
      'confidentiality',
      'confidentiality obligations',
      'confidential information',
      'non-disclosure',
      'definition of confidential information',
    ],
    cues: [
      'not … disclose',
      'non-disclosure',
      'proprietary information',
      'in confidence',
      'trade secret',
      'keep … confidential',
      'maintain … confidential',
      'treat … as confidential',
      'confidentiality obligations',
    ],
  },
  {
    id: 'payment-terms',
    names: ['payment terms', 'terms of payment', 'payment', 'payments', 'fees and payment', 'invoicing'],
    cues: [
      'invoice',
      'payable within',
      'shall pay',
      'will pay',
      'late payment',
      'due and payable',
      'net … days',
    ],
  },
  {
    // What a party warrants, for how long, and what it disclaims: a playbook's Warranties.
    id: 'warranties',
    names: [
      'warranties',
      'warranty',
      'product warranty',
      'representations and warranties',
      'warranties and disclaimers',
      'disclaimer of warranties',
      'warranty disclaimer',
    ],
    cues: [
      // "represents and warrants that" is one warranty, not two cues.
      'warrants that',
      'warranty … period',
      'provided … as is',
      'with all faults',
      'disclaims … warranties',
      'merchantability',
      'fitness for a particular purpose',
      'free from … defects',
    ],
    lookAlikes: ['year 2000'],
  },
  {
    id: 'termination',
    names: ['termination', 'term and termination', 'termination for cause', 'termination for breach'],
    cues: [
      'may terminate',
      'right to terminate',
      'terminate this agreement',
      'material breach',
      'termination of this agreement',
      'shall terminate',
      'initial term',
      'shall expire',
    ],
  },
  {
    id: 'return-or-destruction',
    names: ['return or destruction', 'return of information', 'return of materials', 'return or destroy'],
    cues: ['return … or destroy', 'destroy … return', 'return all', 'destruction of'],
  },
  {
    id: 'remedies',
    names: ['remedies', 'equitable relief', 'injunctive relief', 'remedy'],
    cues: [
      'injunctive relief',
      'equitable relief',
      'specific performance',
      'irreparable harm',
      'irreparable injury',
      'irreparable damage',
    ],
  },
  {
    id: 'data-protection',
    names: ['data protection', 'data privacy', 'privacy', 'personal data', 'data security'],
    cues: [
      'personal data',
      'personal information',
      'data protection',
      'data privacy',
      'gdpr',
      'data processing',
      'security breach',
      'data breach',
    ],
  },
  {
    id: 'force-majeure',
    names: ['force majeure'],
    cues: ['force majeure', 'act of god', 'beyond … reasonable control'],
  },
];
