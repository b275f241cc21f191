import type { TFeatureDefinition } from '../../terms/vocabulary/types';

/** Exclusion of damages: the cues of a waiver and the damages it may exclude. Plain data (see legal-vocabulary.ts). */

/** Nouns a damage type qualifies ("consequential damages", "indirect loss"). */
export const DAMAGE_NOUNS = ['damages', 'damage', 'loss', 'losses', 'liability', 'costs', 'claims'];

/** Phrases that state damages or liability are excluded (a waiver). */
export const WAIVER_CUES = [
  'waiver',
  'disclaimer',
  'neither party shall be liable',
  'neither party will be liable',
  'neither party is liable',
  'neither party shall have any liability',
  'neither party shall be responsible',
  'no party shall be liable',
  'not be liable',
  'not liable',
  'no liability',
  'not have any liability',
  'in no event',
  'under no circumstances',
  'not be responsible',
  'not responsible',
  'disclaim',
  'disclaims',
  'disclaimed',
  'waive',
  'waives',
  'waived',
  'exclude',
  'excludes',
  'excluded',
  'shall not recover',
  'not be entitled to recover',
  'exclusion',
  // A party's release of the other ("Customer hereby releases Supplier from all liability for …").
  'release … from',
  'releases … from',
  'released from',
];

/** Damages a waiver may exclude. */
export const DAMAGES_ITEMS: TFeatureDefinition[] = [
  { id: 'indirect', label: 'indirect damages', group: 'damages', phrases: ['indirect'] },
  { id: 'consequential', label: 'consequential damages', group: 'damages', phrases: ['consequential'] },
  { id: 'incidental', label: 'incidental damages', group: 'damages', phrases: ['incidental'] },
  { id: 'special', label: 'special damages', group: 'damages', phrases: ['special'] },
  {
    id: 'punitive',
    label: 'punitive or exemplary damages',
    group: 'damages',
    phrases: ['punitive', 'exemplary'],
  },
  {
    id: 'lost-profits',
    label: 'lost profits',
    group: 'damages',
    phrases: [
      'lost profits',
      'loss of profits',
      'loss of profit',
      'lost profit',
      'lost revenues',
      'lost revenue',
      'loss of revenue',
      'loss of revenues',
      'loss of business',
      'lost business',
      'loss of anticipated savings',
    ],
  },
  {
    id: 'lost-data',
    label: 'loss of data',
    group: 'damages',
    phrases: ['loss of data', 'lost data', 'data loss', 'loss of use'],
  },
  { id: 'goodwill', label: 'loss of goodwill', group: 'damages', phrases: ['goodwill', 'reputation'] },
];
