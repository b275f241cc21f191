import type { TFeatureDefinition } from '../../terms/vocabulary/types';

/** Warranties: the cues of a disclaimer and the warranties it may exclude. Plain data (see legal-vocabulary.ts). */

/** Phrases that state a warranty disclaimer. */
export const DISCLAIMER_CUES = [
  'waiver',
  'waive',
  'waives',
  'disclaim',
  'disclaims',
  'disclaimed',
  'disclaimer',
  'as is',
  'as available',
  'makes no',
  'make no',
  'makes no other',
  'no warranty',
  'no warranties',
  'no other warranty',
  'no other warranties',
  'without warranty',
  'without warranties',
  'without any warranty',
  'excludes all',
  'in lieu of all',
  'exclusive of all',
];

/** Warranties a disclaimer may exclude. */
export const WARRANTY_ITEMS: TFeatureDefinition[] = [
  {
    id: 'as-is',
    label: '"as is"',
    group: 'warranty',
    phrases: ['as is', 'as-is', 'as available', 'with all faults'],
  },
  {
    id: 'merchantability',
    label: 'merchantability',
    group: 'warranty',
    phrases: ['merchantability', 'merchantable', 'satisfactory quality'],
  },
  {
    id: 'fitness',
    label: 'fitness for a particular purpose',
    group: 'warranty',
    phrases: [
      'fitness for a particular purpose',
      'fitness for purpose',
      'fitness',
      'fit for a particular purpose',
    ],
  },
  { id: 'title', label: 'title', group: 'warranty', phrases: ['title'] },
  {
    id: 'non-infringement',
    label: 'non-infringement',
    group: 'warranty',
    phrases: ['non-infringement', 'noninfringement', 'non infringement'],
  },
  {
    id: 'implied-warranties',
    label: 'implied warranties',
    group: 'warranty',
    phrases: [
      'implied warranties',
      'implied warranty',
      'all other warranties',
      'any other warranties',
      'express or implied',
      'statutory',
    ],
  },
];
