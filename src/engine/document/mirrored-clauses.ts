import { OPPOSITE_SIDES } from '../terms/legal-vocabulary';
import {
  actsAsSubject,
  opensCondition,
  readTerms,
  sidedMentions,
  type TReadContext,
  type TTermReading,
} from '../terms/read-terms';
import type { TClauseUnderCategory } from './assess-in-document';

/**
 * The side a clause grants or binds first: the first party named as acting whose act is no condition of
 * it ("Subject to Sections 10(e) and 10(g), Ehave may terminate … if CHT: (i) fails to pay …" is Ehave's
 * right). None where the clause words it for both ("either party", "each party").
 */
const principalSide = ({ tokenised, terms, parties }: TTermReading) => {
  if (terms.some((term) => term.kind === 'who' && term.side === 'mutual')) return undefined;
  return sidedMentions(tokenised, parties).find(
    ({ match }) => actsAsSubject(tokenised, match) && !opensCondition(tokenised.text.slice(0, match.start)),
  )?.side;
};

/**
 * Per clause, the clause of the same category that binds the other side alike, where the category asks
 * mutual wording: "(b) CHT's Right to Terminate" beside "(c) Ehave's Right to Terminate", each with its
 * own cure period; an indemnity by each party in a sub-clause of its own. Between them the contract is
 * mutual, as a lawyer reads it, so neither is made mutual on its own (an edit would swap one mention:
 * "disputed by ~~CHT~~ each party"). A mirror binds the other side and states a term of the category
 * the clause states too; the nearest such clause is named.
 */
export const mirroredClauses = (
  entries: readonly Pick<TClauseUnderCategory, 'clause' | 'category' | 'positions' | 'label'>[],
  context: TReadContext = {},
): (string | undefined)[] => {
  const read = entries.map((entry) => {
    const asksMutual = entry.positions.positions.some(
      (position) => position.key === 'who:mutual' && !position.shared,
    );
    if (!asksMutual) return undefined;
    const reading = readTerms(entry.clause, context);
    const side = principalSide(reading);
    if (side === undefined) return undefined;
    const categoryKeys = new Set(
      entry.positions.positions
        .filter((position) => !position.shared && position.term.kind !== 'who')
        .map((position) => position.termKey),
    );
    const keys = new Set(reading.terms.filter((term) => categoryKeys.has(term.key)).map((term) => term.key));
    return { side, keys };
  });
  return entries.map((entry, i) => {
    const own = read[i];
    if (!own || own.keys.size === 0) return undefined;
    const mirrors = entries
      .map((other, k) => ({ other, k, read: read[k] }))
      .filter(
        ({ other, k, read: theirs }) =>
          k !== i &&
          other.category === entry.category &&
          theirs !== undefined &&
          theirs.side === OPPOSITE_SIDES[own.side] &&
          [...own.keys].some((key) => theirs.keys.has(key)),
      )
      .sort((a, b) => Math.abs(a.k - i) - Math.abs(b.k - i) || a.k - b.k);
    return mirrors[0]?.other.label;
  });
};
