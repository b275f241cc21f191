import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "parties.<rule>". */
export const PARTIES: TTopic = {
  id: 'parties',
  label: 'Parties bound',
  owns: {
    who: true,
  },
};
