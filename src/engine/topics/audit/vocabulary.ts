import type { TRoleDefinition } from '../../terms/vocabulary/types';

/** Audit: how often a party may audit the other. Plain data (see legal-vocabulary.ts). */

/** The words that make a sentence part about an audit ("audit", "inspect the books"). */
export const AUDIT_WORDS = ['audit', 'audits', 'audited', 'auditing', 'inspect', 'inspection', 'inspections'];

export const AUDIT_DURATION_ROLES: TRoleDefinition[] = [
  {
    // How often a party may audit ("may audit … no more than once in any twelve (12) month period"): the
    // period between audits, in place of how often anything else may happen (it narrows 'frequency').
    id: 'audit-frequency',
    label: 'audit frequency',
    cues: ['once in any', 'once every', 'once per', 'once during any', 'once in each', 'once each'],
    requires: AUDIT_WORDS,
    narrows: 'frequency',
  },
];
