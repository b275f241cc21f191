import type { TGuidelines } from '../../types';
import { dataLine, fenced } from './fence';

/** The playbook levels, verbatim, fenced so the model cannot mistake them for instructions (see fence.ts). */
export const playbookBlock = (contractType: string, category: string, guidelines: TGuidelines) =>
  [
    `Contract type: ${dataLine(contractType)}`,
    `Clause category: ${dataLine(category)}`,
    '',
    ...fenced('preferred_guideline', guidelines.preferred),
    ...fenced('acceptable_guideline', guidelines.acceptable),
    ...fenced('unacceptable_guideline', guidelines.unacceptable),
  ].join('\n');
