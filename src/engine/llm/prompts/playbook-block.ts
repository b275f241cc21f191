import type { TGuidelines } from '../../types';

/** The playbook levels, verbatim, fenced so the model cannot mistake them for instructions. */
export const playbookBlock = (contractType: string, category: string, guidelines: TGuidelines) =>
  [
    `Contract type: ${contractType}`,
    `Clause category: ${category}`,
    '',
    '<preferred_guideline>',
    guidelines.preferred,
    '</preferred_guideline>',
    '<acceptable_guideline>',
    guidelines.acceptable,
    '</acceptable_guideline>',
    '<unacceptable_guideline>',
    guidelines.unacceptable,
    '</unacceptable_guideline>',
  ].join('\n');
