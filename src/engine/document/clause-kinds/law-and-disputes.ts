import type { TClauseKind } from '../clause-kinds';

/** Law and disputes: kinds of clause (see clause-kinds.ts for what a kind says and the cue syntax). */
export const LAW_AND_DISPUTE_KINDS: TClauseKind[] = [
  {
    id: 'governing-law',
    names: [
      'governing law',
      'choice of law',
      'applicable law',
      'governing law and jurisdiction',
      'jurisdiction',
    ],
    cues: [
      'governed by',
      'construed in accordance with',
      'interpreted in accordance with',
      'governing law',
      'conflict of laws',
      'choice of law',
      'construed under',
      'construed and enforced',
    ],
    lookAlikes: [
      'interpreted in accordance with its terms',
      'construed in accordance with its terms',
      'construed in accordance with their terms',
      'interpreted in accordance with the terms',
      'governed by the terms of this',
      'governed by the terms and conditions',
      'governed by the provisions of this',
      'governed by the provisions of section',
      'governed by such',
    ],
  },
];
