/** Who owns the work made under the contract, as a feature of the owner's side. */
import { WORK_OWNERSHIP } from '../../terms/legal-vocabulary';
import { readOwnership } from '../../terms/read-ownership';
import { featureKeyed } from '../../terms/term-key';
import { quoteOf, sidedMentions, type TParty, type TTerm } from '../../terms/term-reading';
import type { TTokenised } from '../../terms/text-tokens';

/** Who owns the work made under the contract (read-ownership.ts), as features of the owner's side. */
export const readWorkOwnership = (tokenised: TTokenised, parties: readonly TParty[]): TTerm[] =>
  readOwnership(tokenised, sidedMentions(tokenised, parties)).map(({ side, start, end }) => ({
    kind: 'feature',
    ...featureKeyed(WORK_OWNERSHIP.id),
    label: WORK_OWNERSHIP.label,
    group: 'concept',
    negated: false,
    actor: side,
    quote: quoteOf(tokenised.text, start, end),
  }));
