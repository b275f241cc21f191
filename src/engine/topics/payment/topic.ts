import type { TTopic } from '../topic';

/** The terms of this topic, by their keys; its rules are named "payment.<rule>". */
export const PAYMENT: TTopic = {
  id: 'payment',
  label: 'Payment and interest',
  owns: {
    durations: ['payment'],
    percentages: ['interest', 'increase', 'discount', 'royalty', 'threshold', 'percentage'],
    features: ['most-favored-nation', 'prepaid-fees-refund'],
  },
};
