/** Edits of a governing-law and forum clause in its own words: a floating law restated, the forum made exclusive. */

import { partySpelling } from '../../terms/clause-spelling';
import { add, inCapitalsLike, type TContext, type TEdit } from '../../terms/edit-text';
import type { TStatement } from '../../terms/playbook-positions';
import type { TPlaceTerm, TTerm, TTermReading } from '../../terms/read-terms';
import { tokenOfTerm } from '../../terms/read-terms';
import { findPhrases, type TToken, tokenise } from '../../terms/text-tokens';
import { floatingLawCues } from './read';

/** "non-exclusive" (or "nonexclusive") as written before a forum's jurisdiction, venue or forum. */
const NON_EXCLUSIVE = /\bnon-?\s?exclusive(?=\s+(?:jurisdiction|venue|forum)\b)/i;
/** "submits to the jurisdiction", "submit any dispute to the jurisdiction": where "exclusive" goes. */
const SUBMITS_TO_THE_JURISDICTION = /\bthe\s+(?=jurisdiction\b)/i;

/** "exclusive" in the case of the word it stands by ("NON-EXCLUSIVE" → "EXCLUSIVE"). */
const exclusiveLike = (like: string) => (like === like.toUpperCase() ? 'EXCLUSIVE' : 'exclusive');

/**
 * The forum the clause's own submission names, made the only one: "non-exclusive jurisdiction" becomes
 * "exclusive jurisdiction", "submits to the jurisdiction of" becomes "submits to the exclusive
 * jurisdiction of" — the submission, its party and its courts as written. False where the clause has
 * neither (the level's words come in instead, and verification judges them).
 */
export const makeForumExclusive = (context: TContext): boolean => {
  const terms = context.assessment.reading.terms;
  const denial = terms.find((t) => t.kind === 'feature' && t.feature === 'exclusive-forum' && t.negated);
  const written = denial && NON_EXCLUSIVE.exec(denial.quote.text);
  if (denial && written) {
    const start = denial.quote.start + written.index;
    add(context, { start, end: start + written[0].length, text: exclusiveLike(written[0]) });
    return true;
  }
  const submission = terms.find((t) => t.kind === 'feature' && t.feature === 'submits-to-forum');
  const the = submission && SUBMITS_TO_THE_JURISDICTION.exec(submission.quote.text);
  if (submission && the) {
    const at = submission.quote.start + the.index + the[0].length;
    add(context, { start: at, end: at, text: `${exclusiveLike(the[0])} ` });
    return true;
  }
  return bringOnlyThere(context);
};

/** "shall be brought in the courts …": the verb that sends disputes to the courts, before its "in". */
const BROUGHT_IN = /\b(?:brought|commenced|filed|instituted|heard|litigated|resolved)(?=\s+in\b)/gi;

/**
 * "Any action … shall be brought in the courts of …" → "… shall be brought exclusively in …": the verb
 * nearest before the clause's venue in its sentence, written as the only place to bring the action.
 */
const bringOnlyThere = (context: TContext) => {
  const { reading } = context.assessment;
  const venue = reading.terms.find((t) => t.kind === 'place' && t.role === 'venue' && !t.inCourtName);
  if (!venue) return false;
  const sentence = reading.tokenised.sentences.find(
    (s) => s.start <= venue.quote.start && venue.quote.start < s.end,
  );
  if (!sentence) return false;
  const before = context.clause.slice(sentence.start, venue.quote.start);
  const verb = [...before.matchAll(BROUGHT_IN)].at(-1);
  if (!verb) return false;
  const at = sentence.start + verb.index + verb[0].length;
  add(context, {
    start: at,
    end: at,
    text: ` ${verb[0] === verb[0].toUpperCase() ? 'EXCLUSIVELY' : 'exclusively'}`,
  });
  return true;
};

/**
 * Whether the level's sentence for `term` names courts of its own ("Each party irrevocably submits to
 * the exclusive jurisdiction of the … courts located in New York County, New York") where the clause
 * names its courts by their proper name ("the United States District Court for the Eastern District of
 * Virginia"): added, it would set a second forum beside them. The lawyer replaces the named court.
 */
export const forumBesideNamedCourts = (context: TContext, term: TTerm) => {
  const named = context.assessment.reading.terms.some(
    (t) => t.kind === 'place' && t.role === 'venue' && t.inCourtName,
  );
  if (!named) return false;
  const reading = context.playbook.readings[context.level];
  const sentenceOf = (t: TTerm) => tokenOfTerm(reading.tokenised, t)?.sentence;
  const sentence = sentenceOf(term);
  return reading.terms.some((t) => t.kind === 'place' && t.role === 'venue' && sentenceOf(t) === sentence);
};

/**
 * Where the law's place ends a phrase of its own: a full stop, semicolon or colon, the end, or a comma
 * that does not go on with a place's name ("New York, New York"). A parenthetical right after the place
 * is passed over: the phrase goes before it, never after a noun of its ("(English common law)").
 */
const BREAK_AFTER_PLACE = /^\s*(?:\([^()]{0,160}\))?\s*(?:[;.:]|,(?!\s*\p{Lu})|$)/u;
/** A country written after the law's place as part of it: ", U.S.A.", ", United States", " (USA)". */
const COUNTRY_AFTER_PLACE = /^\s*(?:,|\()\s*$/;

/** Where the place's words end, with the country written after it ("the State of New York, U.S.A."). */
const endOfPlaceWords = (clause: string, reading: TTermReading, place: TPlaceTerm) =>
  reading.terms.reduce((end, t) => {
    if (
      t.kind !== 'place' ||
      t.quote.start < end ||
      !COUNTRY_AFTER_PLACE.test(clause.slice(end, t.quote.start))
    )
      return end;
    const closing = /^\.?\)/.exec(clause.slice(t.quote.end));
    const fullStop = /\.\p{L}$/u.test(t.quote.text) && clause[t.quote.end] === '.' ? 1 : 0;
    return t.quote.end + (closing ? closing[0].length : fullStop);
  }, place.quote.end);

/**
 * Where a phrase on the chosen law ("without regard to its conflict of laws principles") goes, so
 * that "its" is the law's: right after the law's place where a phrase ends there; else after the same
 * law's place named again further on in its sentence part ("… applicable to contracts performed
 * entirely within the State of New York"), not past a forum; else right after the place, closed by a
 * comma of its own ("the laws of the State of New York, without regard to its conflict of laws
 * principles, and the parties submit …"). Never after a forum sentence or a parenthetical's noun.
 */
export const whereLawPhraseGoes = (clause: string, reading: TTermReading, law: TPlaceTerm) => {
  const end = endOfPlaceWords(clause, reading, law);
  const part = reading.tokenised.parts.find((p) => p.start <= law.quote.start && law.quote.start < p.end);
  const later = reading.terms
    .filter((t) => t.kind === 'place' && t.quote.start >= end && (!part || t.quote.start < part.end))
    .sort((a, b) => a.quote.start - b.quote.start);
  for (const t of later) {
    if (t.kind !== 'place' || t.role !== 'governing-law') break;
    const again = endOfPlaceWords(clause, reading, t);
    // Named again, the place must end the phrase itself: a parenthetical after it would follow the phrase.
    if (
      BREAK_AFTER_PLACE.test(clause.slice(again)) &&
      !/^\s*\(/.test(clause.slice(again)) &&
      !clause.slice(end, t.quote.start).includes('(')
    )
      return { at: again, closes: false };
  }
  return { at: end, closes: !BREAK_AFTER_PLACE.test(clause.slice(end)) };
};

/** The words that open a law's place: "the laws of", "the law of". */
const LAW_OF = ['laws of', 'law of'];

/**
 * A law that floats with the forum or among alternatives, restated as the level's one law: "the laws of
 * the state where a suit is filed, being either Illinois or New York" → "the laws of the State of New
 * York" — from the law's words to its last alternative, all in one sentence. Undefined where the law
 * does not float, or floats with no place named (the lawyer restates it).
 */
export const floatingLawEdit = (
  clause: string,
  terms: readonly TTerm[],
  target: TStatement,
): TEdit | undefined => {
  if (target.type !== 'places' || target.excluded) return undefined;
  const floating = terms.filter(
    (t): t is TPlaceTerm => t.kind === 'place' && t.role === 'governing-law' && t.floating === true,
  );
  const [first] = floating;
  const last = floating.at(-1);
  if (!first || !last) return undefined;
  const tokenised = tokenise(clause);
  const sentenceAt = (at: number) => tokenised.tokens.find((t) => t.end > at)?.sentence;
  const sentence = sentenceAt(first.quote.start);
  if (floating.some((t) => sentenceAt(t.quote.start) !== sentence)) return undefined;
  const cues = floatingLawCues(tokenised).filter(
    (cue) => (tokenised.tokens[cue.from] as TToken).sentence === sentence,
  );
  const opening = Math.min(first.quote.start, ...cues.map((cue) => cue.start));
  // A cue after the last alternative ("Illinois or New York, as the defendant's domicile") would float it still.
  if (cues.some((cue) => cue.start > last.quote.end)) return undefined;
  const lawOf = findPhrases(tokenised, LAW_OF).findLast(
    (m) => m.end <= opening && (tokenised.tokens[m.from] as TToken).sentence === sentence,
  );
  if (!lawOf) return undefined;
  const words = clause.slice(lawOf.start, lawOf.end);
  return {
    start: lawOf.start,
    end: last.quote.end,
    text: `${words} ${inCapitalsLike(words, target.term.quote.text)}`,
  };
};

/** Words before a submission that make it every party's ("Each party submits", "The parties consent"). */
const EVERY_PARTY =
  /\b(?:each|every|both|either|all)(?:\s+of\s+the)?\s+part(?:y|ies)\b|\bthe\s+parties\b|\beach\s+of\s+them\b/i;

const sentenceOf = (reading: TTermReading, at: number) =>
  reading.tokenised.sentences.find((s) => s.start <= at && at < s.end) ?? {
    start: 0,
    end: reading.tokenised.text.length,
  };

/** Whether a submission to a forum is every party's: read so, or said of each party in its sentence. */
export const everyPartySubmits = (reading: TTermReading, submission: TTerm) => {
  if (submission.kind === 'feature' && submission.actor) return submission.actor === 'mutual';
  const sentence = sentenceOf(reading, submission.quote.start);
  return EVERY_PARTY.test(reading.tokenised.text.slice(sentence.start, submission.quote.end));
};

/** The submissions to a forum a reading states. */
export const submissionsIn = (reading: TTermReading) =>
  reading.terms.filter((t) => t.kind === 'feature' && t.feature === 'submits-to-forum');

/** One party named as the subject that opens a submission ("Licensee agrees to", "The Distributor hereby"). */
const ONE_PARTY_SUBMITS =
  /^((?:the\s+)?\p{Lu}[\p{L}\p{N}&'-]*(?:\s+\p{Lu}[\p{L}\p{N}&'-]*){0,2})(\s+(?:(?:hereby|irrevocably|unconditionally|expressly|agrees\s+to|shall|will)\s+)*)$/u;

/**
 * The clause's own submission made every party's where the level has each party submit: "Licensee
 * agrees to submit to the jurisdiction of …" → "Each party agrees to submit …" (singular, as the one
 * party was). Only a subject that opens the sentence and names one party; else false (the check refuses
 * the edit, and the lawyer judges it).
 */
export const makeSubmissionMutual = (context: TContext): boolean => {
  const { reading } = context.assessment;
  const levelReading = context.playbook.readings[context.level];
  if (!submissionsIn(levelReading).some((t) => everyPartySubmits(levelReading, t))) return false;
  const oneSided = submissionsIn(reading).filter((t) => !everyPartySubmits(reading, t));
  if (oneSided.length !== 1) return false;
  const [submission] = oneSided as [TTerm];
  const sentence = sentenceOf(reading, submission.quote.start);
  const before = context.clause.slice(sentence.start, submission.quote.start);
  const subject = ONE_PARTY_SUBMITS.exec(before.trimStart());
  if (!subject?.[1]) return false;
  const start = sentence.start + (before.length - before.trimStart().length);
  const party = partySpelling(context.clause) ?? 'party';
  add(context, { start, end: start + subject[1].length, text: `Each ${party}` });
  return true;
};
