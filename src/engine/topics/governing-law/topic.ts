import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "governing-law.<rule>". */
export const GOVERNING_LAW: TTopic = {
  id: 'governing-law',
  label: 'Governing law and forum',
  owns: {
    durations: ['dispute-resolution'],
    places: ['governing-law', 'venue'],
    features: [
      'exclusive-forum',
      'ucc-excluded',
      'conflict-of-laws-excluded',
      'jury-waiver',
      'submits-to-forum',
      'venue-objection-waived',
      'arbitration',
      'injunctive-relief',
      'bond-waived',
    ],
  },
};
