import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "termination.<rule>". */
export const TERMINATION: TTopic = {
  id: 'termination',
  label: 'Termination',
  owns: {
    durations: ['transition', 'force-majeure'],
    features: ['termination-for-convenience', 'early-termination-fee', 'termination-for-insolvency'],
  },
};
