import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "term-and-renewal.<rule>". */
export const TERM_AND_RENEWAL: TTopic = {
  id: 'term-and-renewal',
  label: 'Term and renewal',
  owns: {
    durations: ['term', 'renewal', 'non-renewal-notice', 'renewal-option-notice', 'survival'],
    features: ['automatic-renewal', 'non-renewal-notice', 'renewal-option-notice', 'trade-secrets-survive'],
  },
};
