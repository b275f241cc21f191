/**
 * Words that tell which side a playbook speaks for: after a role, words that give it a right or a
 * protection, and words that bind it. A playbook's preferred positions give its own side rights and
 * bind the other side; its unacceptable positions do the reverse.
 */
export const RIGHT_AFTER_ROLE = [
  'may',
  'can',
  'shall have the right',
  'will have the right',
  'has the right',
  'shall be entitled',
  'will be entitled',
  'is entitled',
  'retains',
  'shall retain',
  'shall own',
  'owns',
];

export const DUTY_AFTER_ROLE = [
  'shall',
  'will',
  'must',
  'agrees to',
  'undertakes to',
  'warrants',
  'shall indemnify',
  'shall not',
  'may not',
];

/** How much each level's wording counts toward the side the playbook speaks for. */
export const LEVEL_WEIGHT = { preferred: 2, acceptable: 1, unacceptable: -2 } as const;
