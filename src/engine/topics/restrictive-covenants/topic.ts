import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "restrictive-covenants.<rule>". */
export const RESTRICTIVE_COVENANTS: TTopic = {
  id: 'restrictive-covenants',
  label: 'Restrictive covenants',
  owns: {
    durations: ['non-compete', 'non-solicit'],
    features: ['non-disparagement', 'exclusivity', 'territory', 'third-party-beneficiary'],
  },
};
