/** Who indemnifies: the parties that act as the subject of an indemnity. */
import { INDEMNIFYING_VERBS } from '../../terms/legal-vocabulary';
import { partyMentions, type TParty } from '../../terms/term-reading';
import { findPhrases, type TTokenised } from '../../terms/text-tokens';
import { actsAsSubject } from '../parties/read';

/**
 * Who indemnifies: per indemnifying verb ("defend", "indemnify", "hold harmless"), the side of the party
 * acting as the subject nearest before it in its sentence ("Supplier shall defend, indemnify and hold
 * harmless Customer"; 'mutual' for "each party shall indemnify").
 */
export const readIndemnitors = (tokenised: TTokenised, parties: readonly TParty[]) => {
  const { tokens } = tokenised;
  const subjects = partyMentions(tokenised, parties)
    .filter(({ match }) => actsAsSubject(tokenised, match))
    .sort((a, b) => a.match.from - b.match.from);
  return findPhrases(tokenised, INDEMNIFYING_VERBS).flatMap((verb) => {
    const sentence = tokens[verb.from]?.sentence;
    const side = subjects.findLast(
      ({ match }) => match.to <= verb.from && tokens[match.from]?.sentence === sentence,
    )?.side;
    return side ? [{ verb, side }] : [];
  });
};
