/** A level's term added to the clause in the guideline's words: where it goes and how much of the guideline comes with it. */
import { assignmentExceptions } from '../topics/assignment/read';
import { whereLawPhraseGoes } from '../topics/governing-law/edit';
import { capsWhatIsUncapped, createsACap } from '../topics/liability-cap/edit';
import { adaptGuidelineText } from './adapt-guideline-text';
import type { TTermCheck } from './assess-clause';
import {
  commaPartAt,
  conjunctAt,
  endOfOfPhrase,
  endOfPart,
  MAX_PHRASE_WORDS,
  partAt,
  partiesToWrite,
  sentenceAt,
  type TContext,
} from './edit-text';
import { AGREEMENT_TERM_PHRASES, EXCEPTION_CUES, OPPOSITE_SIDES, PROVISO_CUES } from './legal-vocabulary';
import { addSentence } from './place-guideline-sentence';
import { oneSidedActor } from './playbook-positions';
import { isAgreementPeriod, type TDurationTerm, type TTerm, type TTermReading } from './read-terms';
import { strikeDenials } from './strike-terms';
import {
  escapeRegExp,
  findPhrases,
  inParentheses,
  type TPhraseMatch,
  type TSpan,
  tokenAt,
} from './text-tokens';

// A comma-part that starts so depends on its sentence: it can go inside the clause's own sentence.
const DEPENDENT_PHRASE =
  /^(except|excluding|without|provided|unless|which|subject to|including|other than|save|in each case|notwithstanding|for as long as|as long as|regardless|whether|so long as)\b/i;

/**
 * A phrase cut at the commas of a list inside it ("…, except that either party may assign … to a
 * successor in connection with a merger, acquisition or sale of … assets upon fifteen (15) days'
 * notice") starts where its dependent opener does, if one comes before it in the sentence.
 */
const openedPhrase = (text: string, sentence: TSpan, phrase: TSpan): TSpan => {
  // A part that opens a clause of its own ("and the United Nations Convention … shall not apply")
  // continues no list.
  if (/^(?:and|or|but|nor)\b/i.test(text.slice(phrase.start, phrase.end).trim())) return phrase;
  let start = phrase.start;
  for (let crossed = 0; !DEPENDENT_PHRASE.test(text.slice(start, phrase.end).trim()); crossed += 1) {
    const comma = text.lastIndexOf(',', start - 2);
    if (comma < sentence.start || crossed === LIST_COMMAS) return phrase;
    start = comma + 1;
  }
  return { start, end: phrase.end };
};

/** How many commas of a list a phrase may reach back over to its opener. */
const LIST_COMMAS = 2;

/** Words that open a condition on what the sentence said before them: "… renews … unless …". */
const CONDITION_OPENER = /\s(?=(?:unless|provided that|provided however|except|so long as|as long as)\b)/gi;

/**
 * The condition of a comma-part that holds the term, where one opens inside it without a comma and
 * after another term of the part ("… renews for successive one (1) year terms unless either party gives
 * notice of non-renewal at least sixty (60) days before …"): from its opening word on. Otherwise the
 * comma-part.
 */
const conditionPartAt = (reading: TTermReading, part: TSpan, at: TSpan): TSpan => {
  const { text } = reading.tokenised;
  const termsBefore = reading.terms.filter(
    (t) => t.kind !== 'who' && t.quote.start >= part.start && t.quote.end <= at.start,
  );
  let start = -1;
  for (const match of text.slice(part.start, at.start).matchAll(CONDITION_OPENER)) {
    const index = match.index ?? -1;
    if (termsBefore.some((t) => t.quote.end <= part.start + index)) start = index;
  }
  return start > 0 ? { start: part.start + start, end: part.end } : part;
};

/** The guideline conjunct that states a term, as a sentence of its own, without a leading exception naming a foreign defined term. */
const sentenceFromConjunct = (text: string, sentence: TSpan, at: TSpan, clause: string) => {
  let conjunct = conjunctAt(text, sentence, at);
  // "…, and that the Deliverables will conform …" continues "Supplier warrants": it needs its sentence.
  if (/^,?\s*(?:and|or|but)\s+that\b/i.test(text.slice(conjunct.start, conjunct.end))) conjunct = sentence;
  let words = text
    .slice(conjunct.start, conjunct.end)
    .replace(/^,?\s*(and|or|but|while|whereas)\s+/i, '')
    .replace(/,?\s*(and|or|but|while|whereas)?\s*$/i, '')
    .replace(/[.;:]$/, '')
    .trim();
  const opening = OPENING_EXCEPTION.exec(text.slice(sentence.start, sentence.end).trimStart());
  const foreignException = OPENING_EXCEPTION.exec(words);
  if (foreignException) words = words.slice(foreignException[0].length);
  // The sentence's opening exception governs each of its conjuncts: "Except for Excluded Claims, neither
  // party shall be liable …, and each party's total aggregate liability … shall not exceed …" caps no
  // excluded claim. A defined term the clause lacks is written out as the guideline defines it.
  const exception = foreignException ?? (conjunct.start > sentence.start ? opening : null);
  const excepted = exception && exceptedWords(text, (exception[1] as string).trim(), clause);
  if (excepted) words = `Except for ${excepted}, ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
};

/** A sentence opening with an exception of capitalised words: "Except for Excluded Claims, …". */
const OPENING_EXCEPTION = /^(?:[Ee]xcept|[Oo]ther than|[Ss]ave)\s+(?:for\s+)?((?:[A-Z][a-z]+\s*)+),\s*/;

/**
 * The words of an exception as they can go into the clause: the clause's own defined term, or the
 * guideline's definition of one the clause lacks ("Excluded Claims" means a party's indemnification
 * obligations, …, fraud or willful misconduct), or none.
 */
const exceptedWords = (guidelineText: string, term: string, clause: string) => {
  if (clause.includes(term)) return term;
  const definition = new RegExp(`["“]${escapeRegExp(term)}["”]\\s+means\\s+([^.]+)`).exec(guidelineText)?.[1];
  // Without what the definition goes on to say of them (", to which no … limitation … shall apply").
  return definition?.replace(/,\s*(?:to|for|in)\s+which\b.*$/, '').trim() || null;
};

/**
 * Where a phrase continuing a term goes: after the term and the defined name or reference that follows
 * it ("one (1) year (the "Initial Term")"), before the rest of its comma part.
 */
const endOfTermPhrase = (clause: string, term: TTerm) => {
  const after = /^\s*\([^()]{0,80}\)/.exec(clause.slice(term.quote.end));
  return term.quote.end + (after?.[0].length ?? 0);
};

/**
 * Where a term's words end, with what follows them as part of them: a defined name or reference
 * (endOfTermPhrase), and for a place the places it lies in ("Victoria, Australia", "U.S.A." with the
 * full stop of its abbreviation).
 */
const endOfTermWords = (clause: string, reading: TTermReading, term: TTerm) =>
  term.kind !== 'place'
    ? endOfTermPhrase(clause, term)
    : reading.terms.reduce(
        (end, t) =>
          t.kind === 'place' && /^\s*,\s*$/.test(clause.slice(end, t.quote.start))
            ? t.quote.end + (/\.\p{L}$/u.test(t.quote.text) && clause[t.quote.end] === '.' ? 1 : 0)
            : end,
        endOfTermPhrase(clause, term),
      );

/**
 * Terms of one key stated for opposite sides: "provided that Supplier has first given … notice" on the
 * customer's interest does not go on interest the supplier pays.
 */
const ofOtherSides = (own: TTerm, guideline: TTerm) => {
  const [a, b] = [oneSidedActor(own), oneSidedActor(guideline)];
  return a !== undefined && b !== undefined && a !== b;
};

/**
 * The side a mutual guideline period is left to where the clause gives the other side a period of its
 * own ("Supplier may elect not to renew only by giving … one hundred eighty (180) days' notice"): the
 * guideline's "either party … sixty (60) days" would put a second, shorter period on the supplier.
 */
const sideLeftOpen = (reading: TTermReading, term: TTerm) => {
  if (term.kind !== 'duration' || term.actor !== 'mutual') return undefined;
  const own = reading.terms.find(
    (t): t is TDurationTerm =>
      t.kind === 'duration' && t.key === term.key && t.actor !== undefined && t.actor !== 'mutual',
  );
  return own && OPPOSITE_SIDES[own.actor as string];
};

/** A leave both parties get: "either party may assign …" (not "either party may not"). */
const MUTUAL_LEAVE = /\b(?:either|each) party may\b(?!\s+not\b)/i;

/**
 * A period of leave for the side the clause binds our way ("EFS shall not … assign … without the prior
 * written consent of Client"): the guideline's "either party may assign … without consent … upon
 * fifteen (15) days' prior written notice" would grant that side the leave the clause withholds.
 */
export const withheldLeave = (context: TContext, check: TTermCheck, term: TTerm) => {
  const { freeSide } = context.assessment;
  return (
    freeSide !== undefined &&
    check.position.actor !== undefined &&
    check.position.actor !== freeSide &&
    grantsMutualLeave(context, term)
  );
};

/** Whether the guideline sentence that states `term` grants both parties a leave ("either party may …"). */
const grantsMutualLeave = ({ playbook, level }: TContext, term: TTerm) => {
  const guideline = playbook.readings[level];
  const sentence = sentenceAt(guideline, term.quote.start);
  return MUTUAL_LEAVE.test(guideline.tokenised.text.slice(sentence.start, sentence.end));
};

/** The opening of a phrase that excepts from a rule: "except that …", "provided that …". */
const EXCEPTION_OPENING = /^(?:except|excluding|other than|save|provided)\b/i;

/** Whether a term stands in an aside in parentheses, first word to last ("(as defined by Client at the time of acquisition)"). */
const asideInParentheses = ({ tokenised }: TTermReading, term: TTerm) => {
  const inside = inParentheses(tokenised);
  return (
    inside[tokenAt(tokenised, term.quote.start)] === 1 && inside[tokenAt(tokenised, term.quote.end) - 1] === 1
  );
};

/** Words of a sentence that defines a name or deems one thing another. */
const DEFINING_OR_DEEMING =
  /\bshall\s+be\s+deemed\b|\bis\s+deemed\b|\(\s*collectively\b|["“][^"”]{2,60}["”]\s+means\b/i;

/** Whether the term stands in a sentence that defines or deems ("… (collectively, a "Change of Control") shall be deemed an assignment"). */
const definesOrDeems = (reading: TTermReading, term: TTerm) => {
  const sentence = sentenceAt(reading, term.quote.start);
  return DEFINING_OR_DEEMING.test(reading.tokenised.text.slice(sentence.start, sentence.end));
};

/** How many characters a proviso may run after its last term for a period to go at its end. */
const PROVISO_TAIL = 80;

/** The words that open a period's own phrase: "upon fifteen (15) days' prior written notice". */
const PERIOD_OPENING =
  /\b(?:upon|on|with|by giving|after|within)\s+(?:at\s+least\s+|not\s+less\s+than\s+)?$/i;

/**
 * Where the clause states every other term of the guideline phrase that holds `term` ("except that
 * either party may assign … to a successor in connection with a merger … upon fifteen (15) days' prior
 * written notice" against the clause's own "except each Party may assign … to a successor to all or
 * substantially all of its business"), only the term's own words go in, at the end of the clause's
 * phrase: the exception is not added a second time. Whether it did.
 */
const addOwnWordsOnly = (context: TContext, term: TTerm, phrase: TSpan, adapt: (raw: string) => string) => {
  const { clause, assessment, playbook, level } = context;
  const guideline = playbook.readings[level];
  const text = guideline.tokenised.text;
  const others = guideline.terms.filter(
    (t) => t !== term && t.kind !== 'who' && t.quote.start >= phrase.start && t.quote.end <= phrase.end,
  );
  const own = others.map((t) => assessment.reading.terms.find((o) => o.key === t.key && o.kind !== 'who'));
  const opening = PERIOD_OPENING.exec(text.slice(phrase.start, term.quote.start));
  const last = own.filter((t): t is TTerm => t !== undefined).sort((a, b) => b.quote.end - a.quote.end)[0];
  // The clause's own words for them are an exception too ("except each Party may assign … to a
  // successor …", "provided that either Party shall have the right … to assign"), not a rule ("any
  // change of control … shall be deemed an assignment").
  const lastPart = last && partAt(assessment.reading, last.quote.start);
  // A proviso counts where it grants the act the guideline's phrase grants ("may assign"), not one of
  // another act ("provided however, that the acquisition of About … shall not be grounds for
  // termination"), and ends with the grant: the words go at its end, not after conditions on it ("but
  // only in the event that … (a) key EFS management …").
  const act = /\bmay\s+(\p{L}+)/iu.exec(text.slice(phrase.start, phrase.end))?.[1]?.toLowerCase();
  const tail = lastPart ? clause.slice((last as TTerm).quote.end, endOfPart(clause, lastPart)) : '';
  const grants = (cue: TPhraseMatch) =>
    !PROVISO_CUES.includes(cue.phrase) ||
    (act !== undefined &&
      !/[(;:]/.test(tail) &&
      tail.length <= PROVISO_TAIL &&
      clause
        .slice(cue.end, (last as TTerm).quote.start)
        .toLowerCase()
        .includes(act));
  const ownException =
    lastPart !== undefined &&
    findPhrases(assessment.reading.tokenised, [...EXCEPTION_CUES, ...PROVISO_CUES]).some(
      (cue) => cue.start >= lastPart.start && cue.end <= (last as TTerm).quote.start && grants(cue),
    );
  if (
    term.kind !== 'duration' ||
    !DEPENDENT_PHRASE.test(text.slice(phrase.start, phrase.end).trim()) ||
    others.length === 0 ||
    !own.every(Boolean) ||
    !opening ||
    !last ||
    others.some((t) => t.quote.start > term.quote.start)
  )
    return false;
  const words = adapt(
    text
      .slice(phrase.start + opening.index, phrase.end)
      .trim()
      .replace(/[.;,]$/, ''),
  );
  if (!ownException) return addToOwnAssignmentException(context, last, act, words);
  if (clause.includes(words)) return true;
  // The words qualify the grant: they go right after it or not at all (the term is then left for
  // judgment), never after a condition on it or a new predicate ("…, provided that the assignee assumes
  // … upon fifteen (15) days' notice"), nor beside the part's own "notice".
  const part = clause.slice(lastPart.start, endOfPart(clause, lastPart));
  if (!grantEndsTheTail(tail) || saysAlready(part, words)) return true;
  context.additions.set(` ${words}`, {
    at: endOfPart(clause, partAt(assessment.reading, last.quote.start)),
    inline: true,
  });
  return true;
};

/**
 * The clause's own exception to a bar on assigning that holds `last` ("except each Party may assign …
 * without the other Party's consent … to a Third Party that succeeds to … its business …, whether by
 * sale, merger … or otherwise"), where it grants the guideline's act and ends its sentence: the words
 * (a notice) go at its end, once. False where there is none such (the guideline's phrase comes in as
 * it is, and verification judges it).
 */
const addToOwnAssignmentException = (
  context: TContext,
  last: TTerm,
  act: string | undefined,
  words: string,
) => {
  const { clause } = context;
  // The clause's terms of the kind the guideline's phrase names ("merger"), any of them: the first may
  // stand in the bar ("including by merger"), another in the exception.
  const ofKind = context.assessment.reading.terms.filter((t) => t.key === last.key);
  const own = assignmentExceptions(clause).find(
    (e) =>
      act !== undefined &&
      e.head.toLowerCase().includes(act) &&
      ofKind.some((t) => e.start <= t.quote.start && t.quote.start < e.start + e.words.length),
  );
  if (!own) return false;
  const end = own.start + own.words.length;
  if (!/^[.;]/.test(clause.slice(end))) return false;
  if (!saysAlready(own.words, words)) context.additions.set(`, ${words}`, { at: end, inline: true });
  return true;
};

/** What may follow a grant before the words that qualify it: its own complements, not a new predicate. */
const NOT_THE_GRANT =
  /[(;:]|\b(?:subject to|provided|unless|except|so long as|as long as|shall|will|must|agrees?|assumes?|is|are|be|being)\b|\b(?:and|or|but)\s*[,.]?\s*$/i;
const grantEndsTheTail = (tail: string) => !NOT_THE_GRANT.test(tail);

/** The part already says the words' last noun ("notice"): the period belongs to it, not beside it. */
const saysAlready = (part: string, words: string) => {
  const noun = /(\p{L}+)\W*$/u.exec(words)?.[1];
  return noun !== undefined && new RegExp(`\\b${noun}\\b`, 'i').test(part);
};

/** The guideline's words that state a term: the sentence, the phrase that holds it, and how they are written for the clause. */
type TGuidelineWords = {
  guideline: TTermReading;
  /** The guideline's text. */
  text: string;
  sentence: TSpan;
  phrase: TSpan;
  /** The phrase's words, trimmed. */
  phraseText: string;
  /** A relative clause ("which shall not be unreasonably withheld"): it goes only with the term it follows. */
  relative: boolean;
  /** An exception ("except that …"): it goes with a rule, not with words that define or deem. */
  exception: boolean;
  /** Guideline words as the clause would say them (writerFor). */
  adapt: (raw: string) => string;
};

/** A guideline term near the phrase and the clause's own words for it. */
type TAnchor = { guideline: TTerm; own: TTerm };

/**
 * Adds what a guideline states about `term` and the clause lacks, in the guideline's words: when the
 * guideline says it in a dependent phrase of a sentence whose other term the clause has ("…governed by
 * the laws of New York, without regard to its conflict of laws principles"), that phrase goes after
 * the clause's own term; otherwise the guideline's conjunct that states it goes in as a sentence,
 * after the clause sentence most like it.
 */
export const addFromGuideline = (context: TContext, term: TTerm, withheld = false) => {
  if (capsWhatIsUncapped(context, term)) return;
  const words = guidelineWordsFor(context, term);
  if (createsACap(context, words.sentence)) return;
  if (addOwnWordsOnly(context, term, words.phrase, words.adapt)) return;
  // Leave the clause withholds from the side it binds gains only the term's words on the clause's own
  // exception (above), never a sentence that grants it.
  if (withheld) return;
  if (addPhraseAfterOwnTerm(context, words)) return;
  if (continueOwnSentence(context, term, words)) return;
  if (wouldSetSecondPeriod(context, term)) return;
  addAsSentence(context, term, words);
};

/** The guideline's sentence and phrase that state `term`, and how their words are written for the clause. */
const guidelineWordsFor = (context: TContext, term: TTerm): TGuidelineWords => {
  const guideline = context.playbook.readings[context.level];
  const text = guideline.tokenised.text;
  const sentence = sentenceAt(guideline, term.quote.start);
  const phrase = openedPhrase(
    text,
    sentence,
    conditionPartAt(guideline, commaPartAt(text, sentence, term.quote), term.quote),
  );
  const phraseText = text.slice(phrase.start, phrase.end).trim();
  return {
    guideline,
    text,
    sentence,
    phrase,
    phraseText,
    relative: /^which\b/i.test(phraseText),
    // "any change of control … (a "Change of Control") shall be deemed an assignment" takes no "except
    // that either party may assign …".
    exception: EXCEPTION_OPENING.test(phraseText),
    adapt: writerFor(context, term),
  };
};

/**
 * Guideline words as the clause would say them: its names for the parties, and "either party" as the
 * one side a mutual period or leave is left to (sideLeftOpen, grantsMutualLeave).
 */
const writerFor = (context: TContext, term: TTerm) => {
  const { clause, assessment, playbook, level } = context;
  const guideline = playbook.readings[level];
  // A clause that binds the other side our way and leaves ours free gets a mutual leave for our side
  // only: "either party may assign … without consent" would hand the other side what the clause withholds.
  const leaveForOurSide = grantsMutualLeave(context, term) ? assessment.freeSide : undefined;
  const forSide = sideLeftOpen(assessment.reading, term) ?? leaveForOurSide;
  const sideName = forSide && guideline.parties.find((party) => party.side === forSide)?.name;
  return (raw: string) =>
    adaptGuidelineText(
      sideName ? raw.replace(/\b(?:[Ee]ither|[Ee]ach) party\b/g, sideName) : raw,
      guideline.parties,
      partiesToWrite(assessment),
      clause,
      assessment.context.partyWord,
    );
};

/**
 * A short dependent phrase of the guideline ("…, without regard to its conflict of laws principles",
 * "unless either party gives notice …") goes after the clause's own words for the term it qualifies.
 * Whether the phrase was one to place so (then nothing else is added, even where it was there already).
 */
const addPhraseAfterOwnTerm = (context: TContext, words: TGuidelineWords) => {
  const { clause, assessment } = context;
  const { phrase, phraseText, adapt } = words;
  const anchor = clauseTermNearPhrase(context, words);
  if (!anchor || !DEPENDENT_PHRASE.test(phraseText) || phraseText.split(/\s+/).length > MAX_PHRASE_WORDS)
    return false;
  // A phrase on the chosen law goes right after the law's place, so that "its" is the law's.
  const { own } = anchor;
  const { at, closes } =
    own.kind === 'place' && own.role === 'governing-law'
      ? whereLawPhraseGoes(clause, assessment.reading, own)
      : { at: whereDependentPhraseGoes(context, words, anchor), closes: false };
  // A second condition right after the clause's own joins it: "unless terminated as provided below or
  // either party gives notice of non-renewal …", not "…, unless …, unless …".
  const condition = phraseText.replace(/^unless\s+/i, '');
  const joinsOwn =
    condition !== phraseText &&
    /\bunless\b[^,;:.]*$/i.test(clause.slice(partAt(assessment.reading, anchor.own.quote.start).start, at));
  const text = joinsOwn ? ` or ${adapt(condition)}` : `, ${adapt(phraseText)}${closes ? ',' : ''}`;
  // Not again where an earlier pass put it in ("… or earlier terminated by either party …").
  if (!context.additions.has(text) && !clause.includes(condition))
    context.additions.set(text, {
      at,
      inline: true,
      from: phrase.start,
    });
  return true;
};

/**
 * The clause's own term for the guideline term nearest the phrase ("… renews for successive one (1)
 * year terms unless …": the renewal term, not the initial term before it), with that guideline term.
 */
const clauseTermNearPhrase = ({ assessment }: TContext, words: TGuidelineWords): TAnchor | undefined => {
  const { guideline, text, sentence, phrase, relative, exception } = words;
  const distance = (t: TTerm) =>
    Math.min(Math.abs(t.quote.end - phrase.start), Math.abs(t.quote.start - phrase.end));
  return guideline.terms
    .filter((t) => t.quote.start >= sentence.start && t.quote.end <= sentence.end)
    .filter((t) => t.quote.end <= phrase.start || t.quote.start >= phrase.end)
    .filter((t) => !relative || /^\s*,?\s*$/.test(text.slice(endOfOfPhrase(text, t.quote.end), phrase.start)))
    .sort((a, b) => distance(a) - distance(b))
    .map((t) => ({ guideline: t, own: firstOwnWordsFor(assessment.reading, t, exception) }))
    .find((anchor): anchor is TAnchor => anchor.own !== undefined);
};

/**
 * The clause's first words for a guideline term: for the same side, not an aside in parentheses ("(as
 * defined by Client at the time of acquisition)"), and for an exception not in words that define or deem.
 */
const firstOwnWordsFor = (reading: TTermReading, term: TTerm, exception: boolean) =>
  reading.terms
    .filter(
      (own) =>
        own.key === term.key &&
        own.kind !== 'who' &&
        !ofOtherSides(own, term) &&
        !(exception && definesOrDeems(reading, own)) &&
        !asideInParentheses(reading, own),
    )
    .sort((a, b) => a.quote.start - b.quote.start)[0];

/**
 * Right after the clause's term where the guideline has the phrase right after its own and the clause's
 * term ends a comma part too ("the laws of the State of Illinois, and the courts …" takes "… Illinois,
 * without regard to its conflict of laws principles, and the courts …"); otherwise at the end of the
 * term's sentence part.
 */
const whereDependentPhraseGoes = (
  { clause, assessment }: TContext,
  words: TGuidelineWords,
  anchor: TAnchor,
) => {
  const ownEnd = endOfTermWords(clause, assessment.reading, anchor.own);
  // A relative clause ("which shall not be unreasonably withheld") qualifies the term's whole noun
  // phrase: "the prior written consent of the other party, which …".
  const termEnd = words.relative ? endOfOfPhrase(clause, ownEnd) : ownEnd;
  const rightAfter =
    /^\s*,?\s*$/.test(words.text.slice(anchor.guideline.quote.end, words.phrase.start)) &&
    // Not inside a place's name ("New York, New York").
    /^\s*(?:[;.]|,(?!\s*\p{Lu}))/u.test(clause.slice(termEnd));
  return rightAfter ? termEnd : endOfPart(clause, partAt(assessment.reading, anchor.own.quote.start));
};

/**
 * "This Agreement has an initial term of one (1) year and renews for successive one (1) year terms
 * unless …" where the clause states the initial term: the rest of the sentence continues the clause's
 * own, rather than the whole sentence coming in again. Whether it did (or had already).
 */
const continueOwnSentence = (context: TContext, term: TTerm, words: TGuidelineWords) => {
  const { clause, assessment } = context;
  const { guideline, text, sentence } = words;
  const continued = guideline.terms.find(
    (t) =>
      t.quote.start >= sentence.start &&
      t.quote.end <= term.quote.start &&
      /^\s+and\s+\p{Ll}/u.test(text.slice(t.quote.end, term.quote.start)),
  );
  const own = continued && assessment.reading.terms.find((t) => t.key === continued.key && t.kind !== 'who');
  const rest = continued && text.slice(continued.quote.end, sentence.end).replace(/[.;:]\s*$/, '');
  // Only where the clause's term ends its sentence ("… an initial term of one (1) year."): "continues
  // until terminated in accordance with this Section" or "one (1) year and shall not renew" go on.
  const endsItsSentence = own && /^\s*[.;]/.test(clause.slice(endOfTermPhrase(clause, own)));
  if (!own || !rest || !endsItsSentence || rest.split(/\s+/).length > MAX_PHRASE_WORDS || /[.;:]/.test(rest))
    return false;
  const added = words.adapt(rest);
  if (!context.additions.has(added))
    context.additions.set(added, { at: endOfTermPhrase(clause, own), inline: true });
  return true;
};

/**
 * The agreement's period comes in as a sentence of its own only where the clause sets out none: beside
 * its own renewal ("… shall automatically renew for an additional one (1) year term …") or end ("shall
 * end on the 60th day following a written notice") the level's "continues until terminated", or its
 * "initial term of one (1) year and renews for successive one (1) year terms …", would set out a
 * second, contradicting term (the rewrite check reports it unmet).
 */
const wouldSetSecondPeriod = ({ assessment }: TContext, term: TTerm) =>
  isAgreementPeriod(term) &&
  (assessment.reading.terms.some(isAgreementPeriod) ||
    findPhrases(assessment.reading.tokenised, AGREEMENT_TERM_PHRASES).length > 0);

/**
 * The guideline's conjunct that states `term` goes in as a sentence of its own, the clause's denials of
 * it struck — unless the clause or an earlier addition says it already.
 */
const addAsSentence = (context: TContext, term: TTerm, words: TGuidelineWords) => {
  const { clause } = context;
  const { text: guidelineText, sentence, adapt } = words;
  const raw = sentenceFromConjunct(guidelineText, sentence, term.quote, clause);
  const text = adapt(raw);
  if (context.additions.has(text) || clause.includes(raw.slice(0, -1)) || clause.includes(text.slice(0, -1)))
    return;
  strikeDenials(context, sentence);
  // A definition whose words an added sentence already spells out (the excepted claims) adds nothing.
  const defined = /^["“]([^"”]+)["”]\s+means\s/.exec(raw);
  const spelledOut = defined && exceptedWords(guidelineText, defined[1] as string, '');
  if (spelledOut && [...context.additions.keys()].some((added) => added.includes(adapt(spelledOut)))) return;
  addSentence(context, text);
};
