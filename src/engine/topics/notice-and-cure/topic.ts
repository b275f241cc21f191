import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "notice-and-cure.<rule>". */
export const NOTICE_AND_CURE: TTopic = {
  id: 'notice-and-cure',
  label: 'Notice and cure periods',
  owns: {
    durations: ['notice', 'cure', 'incident-notice'],
  },
};
