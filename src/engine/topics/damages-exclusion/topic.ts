import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "damages-exclusion.<rule>". */
export const DAMAGES_EXCLUSION: TTopic = {
  id: 'damages-exclusion',
  label: 'Exclusion of damages',
  owns: {
    features: ['exclusive-remedy', 'liquidated-damages', 'covenant-not-to-sue'],
    scopes: ['waiver', 'waiver-carve-out', 'waiver-covers'],
  },
};
