import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "audit.<rule>". */
export const AUDIT: TTopic = {
  id: 'audit',
  label: 'Audit',
  owns: {
    durations: ['frequency', 'audit-frequency'],
    features: ['audit'],
  },
};
