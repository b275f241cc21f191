import type { TGuidelineLevel } from '../../../../shared/schemas/playbook';

/** The three guideline levels as the Train Model tab shows them, in the spec's order and wording. */
export const GUIDELINE_FIELDS = [
  {
    level: 'preferred',
    field: 'preferred_clause',
    section: 'Preferred Clause',
    label: 'Preferred guideline',
    badge: 'Preferred',
    color: 'teal',
  },
  {
    level: 'acceptable',
    field: 'acceptable_clause',
    section: 'Acceptable Clause',
    label: 'Acceptable guideline',
    badge: 'Acceptable',
    color: 'yellow',
  },
  {
    level: 'unacceptable',
    field: 'unacceptable_clause',
    section: 'UnAcceptable Clause',
    label: 'Unacceptable guideline',
    badge: 'Unacceptable',
    color: 'red',
  },
] as const satisfies readonly {
  level: TGuidelineLevel;
  field: string;
  section: string;
  label: string;
  badge: string;
  color: string;
}[];

export type TGuidelineTexts = Record<TGuidelineLevel, string>;
