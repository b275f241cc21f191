import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "liability-cap.<rule>". */
export const LIABILITY_CAP: TTopic = {
  id: 'liability-cap',
  label: 'Liability cap and carve-outs',
  owns: {
    caps: true,
    features: ['cap', 'uncapped', 'carve-outs', 'cap-based-on-fees'],
    scopes: ['carve-out', 'cap-carve-out', 'super-cap', 'capped'],
  },
};
