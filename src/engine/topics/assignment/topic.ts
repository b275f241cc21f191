import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "assignment.<rule>". */
export const ASSIGNMENT: TTopic = {
  id: 'assignment',
  label: 'Assignment and change of control',
  owns: {
    features: [
      'prior-written-consent',
      'consent-not-unreasonably-withheld',
      'sole-discretion',
      'change-of-control',
      'change-of-control-against',
      'assignment-to-affiliates',
    ],
  },
  qualifiedPeriods: ['notice'],
};
