import { ASSIGNMENT_BARS_BOTH, FREEDOM_TO_ASSIGN } from '../terms/legal-vocabulary';
import { escapeRegExp } from '../terms/text-tokens';
import { insertedText, quoted } from './inserted-text';
import type { TRewriteCheck, TVerifyInput } from './verify-input';

/** `name` barred from assigning: "Supplier shall not … assign", "may not be assigned by Supplier". */
const barredParty = (name: string) => {
  const who = `(?:the\\s+)?${escapeRegExp(name)}`;
  return new RegExp(
    `\\b${who}\\s+(?:shall|may|will|must)\\s+not\\b[^.;]{0,60}?\\b(?:assign|transfer)|\\b(?:assigned|transferred)\\s+by\\s+${who}\\b`,
    'i',
  );
};

/**
 * (a) An edit that frees one side to assign reaches a level that also bars the other side only where the
 * rewrite bars the other side too. "Licensee may assign … without Licensor's consent" added while the
 * Licensor stays free to assign gives us half the position and reads as all of it.
 */
export const freesUsOnlyWhereTheyAreBound: TRewriteCheck = {
  id: 'frees-us-only-where-they-are-bound',
  rule: 'an edit that frees one side to assign keeps the other side barred, as the level asks',
  check: ({ clause, rewrite, level, playbook }: TVerifyInput) => {
    const freedom = FREEDOM_TO_ASSIGN.exec(insertedText(clause, rewrite).join(' '));
    const other = freedom?.[2] ?? freedom?.[3];
    if (!freedom || !other || /^(?:party|either|each|the)$/i.test(other)) return [];
    const levelBarsOne = playbook.readings[level].parties.some((p) =>
      barredParty(p.name).test(playbook.guidelines[level]),
    );
    if (!levelBarsOne || ASSIGNMENT_BARS_BOTH.test(rewrite) || barredParty(other).test(rewrite)) return [];
    return [
      `frees ${quoted(freedom[1] as string)} to assign while ${quoted(other)} stays free to assign, which the level bars`,
    ];
  },
};
