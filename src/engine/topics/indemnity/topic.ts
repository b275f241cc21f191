import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "indemnity.<rule>". */
export const INDEMNITY: TTopic = {
  id: 'indemnity',
  label: 'Indemnity',
  owns: {
    features: ['defend', 'hold-harmless', 'indemnify', 'insurance'],
    scopes: ['indemnity-covers'],
  },
};
