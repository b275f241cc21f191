import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "confidentiality.<rule>". */
export const CONFIDENTIALITY: TTopic = {
  id: 'confidentiality',
  label: 'Confidentiality',
  owns: {
    durations: ['return', 'summary'],
    features: ['data-use-any-purpose', 'return-or-destroy', 'certification', 'residuals'],
  },
};
