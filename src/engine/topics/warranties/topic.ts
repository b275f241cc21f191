import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "warranties.<rule>". */
export const WARRANTIES: TTopic = {
  id: 'warranties',
  label: 'Warranties',
  owns: {
    durations: ['warranty'],
    features: ['repair-replace-refund', 'shelf-life'],
    scopes: ['disclaimer'],
  },
};
