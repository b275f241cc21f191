/** Rights a sentence gives against a party on its change of control, as a term of the side whose control changes. */
import { CHANGE_OF_CONTROL_AGAINST } from '../../terms/legal-vocabulary';
import { featureKeyed } from '../../terms/term-key';
import { partyMentions, quoteOf, type TParty, type TTerm } from '../../terms/term-reading';
import { findPhrases, type TPhraseMatch, type TTokenised } from '../../terms/text-tokens';
import { isPossessive } from '../parties/read';

/** How many words after "change of control of" the party whose control changes may be named ("of the Licensee"). */
const CONTROLLED_PARTY_REACH = 2;
/** How far after the other party its right to terminate may be said ("Supplier may, at its option, terminate"). */
const OTHER_PARTY_ACTS_REACH = 6;

/**
 * Rights a sentence gives against a party on its change of control (CHANGE_OF_CONTROL_AGAINST), as a
 * term of the side whose control changes: "a Change of Control of the Licensee, the Agreement may be
 * terminated by Licensor" is the customer's, "… of the Licensor, … terminated by Licensee" the
 * provider's. A party the reading cannot place gives none.
 */
export const readChangeOfControlAgainst = (tokenised: TTokenised, parties: readonly TParty[]): TTerm[] => {
  const { tokens } = tokenised;
  const mentions = partyMentions(tokenised, parties);
  const sentenceOf = (match: TPhraseMatch) => tokens[match.from]?.sentence;
  const consequences = new Set(
    findPhrases(tokenised, CHANGE_OF_CONTROL_AGAINST.consequences).map(sentenceOf),
  );
  const ends = findPhrases(tokenised, CHANGE_OF_CONTROL_AGAINST.otherPartyActs);
  // The other party ends the agreement: "terminated by Licensor", "entitle Supplier to terminate",
  // "Supplier may terminate" — not "CONSULTANT's services are terminated".
  const endedBy = (side: string, sentence: number | undefined) =>
    mentions.some(
      ({ match, side: own }) =>
        own !== side &&
        own !== 'mutual' &&
        sentenceOf(match) === sentence &&
        !isPossessive(tokenised, match) &&
        ends.some(
          (end) =>
            sentenceOf(end) === sentence &&
            ((end.to <= match.from && tokens[match.from - 1]?.norm === 'by') ||
              (end.from > match.from && end.from - match.to <= OTHER_PARTY_ACTS_REACH)),
        ),
    );
  return findPhrases(tokenised, CHANGE_OF_CONTROL_AGAINST.of).flatMap((of) => {
    const controlled = mentions.find(
      ({ match }) => match.from >= of.to && match.from <= of.to + CONTROLLED_PARTY_REACH,
    );
    const sentence = sentenceOf(of);
    if (!controlled || !(consequences.has(sentence) || endedBy(controlled.side, sentence))) return [];
    return [
      {
        kind: 'feature' as const,
        ...featureKeyed(CHANGE_OF_CONTROL_AGAINST.id),
        label: CHANGE_OF_CONTROL_AGAINST.label,
        group: 'concept' as const,
        negated: false,
        actor: controlled.side,
        quote: quoteOf(tokenised.text, of.start, controlled.match.end),
      },
    ];
  });
};
