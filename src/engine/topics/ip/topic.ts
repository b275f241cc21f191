import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "ip.<rule>". */
export const IP: TTopic = {
  id: 'ip',
  label: 'IP ownership and licences',
  owns: {
    durations: ['license'],
    features: ['work-ownership', 'one-country-ip', 'source-code-escrow'],
  },
  qualifiedPeriods: ['license'],
};
