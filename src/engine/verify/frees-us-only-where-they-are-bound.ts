import { escapeRegExp } from '../terms/text-tokens';
import { insertedText, quoted } from './inserted-text';
import type { TRewriteCheck, TVerifyInput } from './verify-input';

/** Words that bar every party alike from assigning ("neither party may assign", "by either party"). */
const BOTH_BARRED =
  /\b(?:neither|no)\s+party\b[^.;]{0,60}?\b(?:assign|transfer)|\b(?:either|any)\s+party\s+(?:shall|may|will)\s+not\b[^.;]{0,40}?\b(?:assign|transfer)|\b(?:assigned|transferred)\s+by\s+(?:either|any)\s+party\b|\bnor\s+any\s+rights?\s+hereunder\s+(?:shall|may)\s+be\s+assign/i;

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
 * Licensor stays free to assign gives us half the position and reads as all of it. FREEDOM_TO_ASSIGN
 * finds the party freed and the one whose consent it no longer needs.
 */
const FREEDOM_TO_ASSIGN =
  /\b([A-Z][\w-]*)\s+may\s+(?:freely\s+)?(?:assign|transfer)\b[^.;]*?\bwithout\s+(?:the\s+)?(?:(?:prior\s+)?(?:written\s+)?consent\s+of\s+(?:the\s+)?([A-Z][\w-]*)|([A-Z][\w-]*)['’]s\s+(?:prior\s+)?(?:written\s+)?consent)/i;

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
    if (!levelBarsOne || BOTH_BARRED.test(rewrite) || barredParty(other).test(rewrite)) return [];
    return [
      `frees ${quoted(freedom[1] as string)} to assign while ${quoted(other)} stays free to assign, which the level bars`,
    ];
  },
};
