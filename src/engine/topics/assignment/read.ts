/** Rights a sentence gives against a party on its change of control, as a term of the side whose control changes. */
import {
  ASSIGNMENT_EXCEPTION_KINDS,
  ASSIGNS_WITHOUT_CONSENT,
  CHANGE_OF_CONTROL_AGAINST,
} from '../../terms/legal-vocabulary';
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

/** How far after "without … consent" the ones an exception lets a party assign to are named. */
const EXCEPTION_REACH = 400;

/**
 * The exceptions a text makes to a bar on assigning, each with its kinds (successor, affiliate) and its
 * words: "except each Party may assign … without the other Party's consent … to a Third Party that
 * succeeds to all or substantially all of the assigning Party's business" is one of kind successor.
 * Its kinds are read up to the next exception or the end of its sentence.
 */
export const assignmentExceptions = (text: string) => {
  const found = [...text.matchAll(ASSIGNS_WITHOUT_CONSENT)];
  return found.map((match, i) => {
    const start = match.index;
    const next = found[i + 1]?.index ?? text.length;
    const sentenceEnd = /[.;](?=\s|$)/.exec(text.slice(start + match[0].length));
    const end = Math.min(
      next,
      start + match[0].length + EXCEPTION_REACH,
      sentenceEnd ? start + match[0].length + sentenceEnd.index : text.length,
    );
    const words = text.slice(start, end);
    const kinds = (
      Object.keys(ASSIGNMENT_EXCEPTION_KINDS) as (keyof typeof ASSIGNMENT_EXCEPTION_KINDS)[]
    ).filter((kind) => ASSIGNMENT_EXCEPTION_KINDS[kind].test(words));
    return { start, head: match[0], words, kinds };
  });
};

/**
 * The kinds of exception a rewrite states more often than its clause, where the clause states one of
 * them already: "except each Party may assign … to a Third Party that succeeds to … its business …,
 * except that either Party may assign … to a successor in connection with a merger" is the successor
 * exception twice. What the level asks more (a notice) belongs in the clause's own exception.
 */
export const exceptionsDoubled = (clause: string, rewrite: string) => {
  const before = assignmentExceptions(clause);
  const after = assignmentExceptions(rewrite);
  const ofKind = (list: typeof before, kind: string) =>
    list.filter((e) => (e.kinds as string[]).includes(kind));
  return (Object.keys(ASSIGNMENT_EXCEPTION_KINDS) as string[]).flatMap((kind) => {
    const own = ofKind(before, kind).length;
    const stated = ofKind(after, kind);
    if (own === 0 || stated.length <= own) return [];
    const added = stated.find((e) => !clause.includes(e.head)) ?? stated.at(-1);
    return added ? [{ kind, words: added.words }] : [];
  });
};
