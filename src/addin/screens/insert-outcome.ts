import type { TRewriteLevel } from '../../shared/schemas/review';
import { LEVEL_NAMES } from '../../web/review/components/level-colors';
import type { TRewriteOutcome } from '../word/apply-rewrite';

/** What an insertion did, in a sentence. */
export const insertOutcome = (level: TRewriteLevel, outcome: TRewriteOutcome) => {
  const edits = `${outcome.edits} tracked change${outcome.edits === 1 ? '' : 's'}`;
  const widened =
    outcome.widened > 0
      ? ` (${outcome.widened} replacing a whole sentence or paragraph, where a change could not be found on its own)`
      : '';
  return `Inserted the ${LEVEL_NAMES[level].toLowerCase()} rewrite as ${edits}${widened}, with a comment. Track changes is on.`;
};

export const insertWait = (level: TRewriteLevel) =>
  `Marking up the ${LEVEL_NAMES[level].toLowerCase()} rewrite in Word…`;
