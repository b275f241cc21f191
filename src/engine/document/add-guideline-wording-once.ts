import { parseRedline, type TRedlineSegment } from '../../shared/redline-markup';
import { redline } from '../redline';
import { REWRITE_LEVELS, type TRewriteLevel, uncappedKeys } from '../terms/assess-clause';
import { MUTUAL_PHRASES } from '../terms/legal-vocabulary';
import { oneSidedActor } from '../terms/playbook-positions';
import {
  customerIsPaid,
  isAgreementPeriod,
  isPartysPeriod,
  readIndemnitors,
  readTerms,
  statedKey,
  type TReadContext,
  type TTerm,
  type TTermReading,
  tokenOfTerm,
} from '../terms/read-terms';
import { findPhrases } from '../terms/text-tokens';
import { isSurvivalTerm } from './surviving-sections';

/** The key of the agreement's own term ("an initial term of one (1) year"). */
const AGREEMENT_TERM = 'duration:term';

/**
 * A cap measured by fees ("cap:fees-period", "cap:fees-multiple"), not a higher cap for an item, which
 * is a multiple of whatever the clause's own cap is ("two (2) times that amount").
 */
const isCapByFees = (term: TTerm) =>
  term.kind === 'cap' && term.id.cap === 'cap' && term.id.basis !== 'amount';

/** Words up to the end of their sentence, where another sentence follows (". Ehave shall …"). */
const SENTENCE_ENDED = /^[^.;:]*[.;:]\s+(?=\p{Lu})/u;

/** An added sentence this short ("or", "the greater of") is an edit of the clause, not playbook wording. */
const MIN_SENTENCE_WORDS = 5;

type TRewriteText = { text: string; note?: string };

/** One document clause's rewrites as placed so far, with what decides which clause keeps an addition. */
export type TClauseForAdditions<T extends TRewriteText = TRewriteText> = {
  clause: string;
  category: string;
  score: number;
  label: string;
  rewrites: Record<TRewriteLevel, T>;
  /** The clause that makes the clause's section survive the agreement without a period of its own. */
  survivesBy?: string;
};

/** The sentences of an added text, without their closing stop ("Either party may … notice"). */
const sentencesOf = (added: string) =>
  added
    .split(/(?<=[.;:])\s+/u)
    .map((sentence) =>
      sentence
        .trim()
        .replace(/^[^\p{L}\p{N}(“"]+/u, '')
        .replace(/[.;:]+$/u, ''),
    )
    .filter((sentence) => (sentence.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) >= MIN_SENTENCE_WORDS);

/** A sentence's wording whatever its case and spacing: "EACH PARTY'S TOTAL …" in a clause in capitals. */
const sameWording = (sentence: string) => sentence.replace(/\s+/gu, ' ').toLowerCase();

/**
 * An added text without one of its sentences: with the stop before it when words come before ("…,
 * except for fraud. Each party's …" → "…, except for fraud"), else with the stop and space after it.
 */
const withoutSentence = (text: string, sentence: string) => {
  const at = text.toLowerCase().indexOf(sentence.toLowerCase());
  if (at < 0) return text;
  const before = text.slice(0, at);
  const stop = /[.;:]\s*$/u.exec(before);
  if (stop && before.slice(0, stop.index).trim() !== '')
    return before.slice(0, stop.index) + text.slice(at + sentence.length);
  const after = /^[.;:]?\s*/u.exec(text.slice(at + sentence.length))?.[0] ?? '';
  return before + text.slice(at + sentence.length + after.length);
};

/** Whether the added text is nothing but these sentences (and stops and spaces between them). */
const isOnly = (added: string, sentences: readonly string[]) =>
  /^[\s.;:,]*$/u.test(sentences.reduce((rest, sentence) => rest.replace(sentence, ''), added));

/**
 * The terms a text states — values and features, not who is bound — each also as the mutual term when
 * the text binds both parties: "Either party may terminate for material breach not cured within thirty
 * (30) days" is not answered by the supplier's right to terminate for the customer's uncured breach. A
 * period of one party's carries its side ("duration:notice@customer"); one whose side the text does
 * not say is `undefined` (it answers nothing, and nothing answers it). A feature the text says is
 * absent is apart ("no late payment charges").
 */
const termKeys = ({ terms, tokenised }: TTermReading) => {
  const { text } = tokenised;
  const sentenceOf = (term: TTerm) => tokenOfTerm(tokenised, term)?.sentence;
  // Sentences that bind both parties ("Either party may terminate …"), and the items of a list such a
  // sentence introduces ("Either Party may terminate …, if: (a) the other Party … fails to cure …") —
  // not a clause that says "each party" somewhere else.
  const mutual = new Set(
    terms.filter((term) => term.kind === 'who' && term.side === 'mutual').map(sentenceOf),
  );
  const introduced = findPhrases(tokenised, MUTUAL_PHRASES)
    .map((match) => tokenised.tokens[match.from]?.sentence)
    .filter((sentence) => {
      const span = sentence === undefined ? undefined : tokenised.sentences[sentence];
      return span !== undefined && /:\s*$/.test(text.slice(span.start, span.end));
    });
  const mutualAt = (sentence: number | undefined) =>
    mutual.has(sentence) ||
    introduced.some((lead) => lead !== undefined && sentence !== undefined && sentence > lead);
  return terms
    .filter((term) => term.kind !== 'who')
    .map((term) => {
      if (isPartysPeriod(term))
        return term.kind === 'duration' && term.actor ? `${term.key}@${term.actor}` : undefined;
      // What one side's indemnity covers is that side's ("…:ip-infringement@provider").
      const side = oneSidedActor(term);
      if (side) return `${statedKey(term)}@${side}`;
      return mutualAt(sentenceOf(term)) && !isAgreementPeriod(term)
        ? `${statedKey(term)}#mutual`
        : statedKey(term);
    });
};

/**
 * Notes that a clause states these terms (`undefined`: a term that answers nothing), per category and
 * term; a mutual term also for either party alone.
 */
const record = (
  into: Map<string, string[]>,
  entry: { category: string; label: string },
  keys: readonly (string | undefined)[],
) => {
  for (const key of keys)
    for (const stated of key ? new Set([key, key.replace(/#mutual$/, '')]) : []) {
      const at = `${entry.category}\u0000${stated}`;
      into.set(at, [...(into.get(at) ?? []), entry.label]);
    }
};

/** The clauses of a contract and what their texts state, each text read once. */
type TContract = {
  clauses: readonly TClauseForAdditions[];
  context: TReadContext;
  readingOf: (text: string) => TTermReading;
  keysOfSentence: (sentence: string) => ReturnType<typeof termKeys>;
  /** The sides that indemnify in a text ("EFS shall defend, indemnify …"). */
  indemnitors: (text: string) => Set<string>;
  /** Whether a sentence says only how long obligations survive ("These obligations continue … five (5) years"). */
  survivalOnly: (sentence: string) => boolean;
  /** Per category and term: the clauses that state it of their own. */
  statedBy: Map<string, string[]>;
  /** Per term: the clauses of any category that state it (what a cap reaches is the contract's). */
  statedInContract: Map<string, string[]>;
};

/** What the clauses placed so far at one level have added. */
type TPlaced = {
  /** Per category: each added sentence and the clause that has it. */
  added: Map<string, Map<string, string>>;
  /** Per category and term: the clauses whose added wording (as kept) states it. */
  addedBy: Map<string, string[]>;
};

/** Where one clause's left-out sentences are, or which clause makes them wrong, by why they are left out. */
type TLeftOut = {
  repeatedIn: Set<string>;
  uncappedIn: Set<string>;
  paidIn: Set<string>;
  survivingIn: Set<string>;
};

/** One clause's rewrite at one level, checked against what the clauses placed before it added. */
type TPass = {
  contract: TContract;
  i: number;
  entry: TClauseForAdditions;
  /** The clause's category's added sentences (TPlaced.added). */
  seen: Map<string, string>;
  addedBy: Map<string, string[]>;
  leftOut: TLeftOut;
};

/**
 * A sentence of playbook wording goes into a contract once: each clause of a category adds what its own
 * text lacks ("Either party may terminate for material breach not cured within thirty (30) days …"),
 * and four termination sub-clauses would each get it. The clause that fits the category best keeps an
 * addition; another clause leaves out an addition that is only sentences already added (a pure
 * insertion: text the rewrite puts in place of the clause's own words stays), keeps its other edits
 * and says where the wording went. Likewise an added sentence whose every term other clauses of the
 * category state of their own ("Corio shall pay each undisputed invoice within sixty (60) days" where
 * the payment terms of Exhibit B state "Net 30"): the value is edited there, not stated twice.
 * Per category and level; `context` reads the clauses with the contract's parties.
 */
export const addGuidelineWordingOnce = <T extends TRewriteText>(
  clauses: readonly TClauseForAdditions<T>[],
  context: TReadContext = {},
): Record<TRewriteLevel, T>[] => {
  const result = clauses.map((entry) => ({ ...entry.rewrites }));
  const contract = readContract(clauses, context);
  // The clause that fits its category best goes first: it keeps an addition.
  const order = [...clauses.keys()].sort(
    (a, b) => (clauses[b]?.score ?? 0) - (clauses[a]?.score ?? 0) || a - b,
  );
  for (const level of REWRITE_LEVELS) {
    const placed: TPlaced = { added: new Map(), addedBy: new Map() };
    for (const i of order) {
      const revised = withoutRepeatedWording(
        contract,
        placed,
        i,
        clauses[i] as TClauseForAdditions<T>,
        level,
      );
      if (revised) (result[i] as Record<TRewriteLevel, T>)[level] = revised;
    }
  }
  return result;
};

/** Reads the contract's clauses: what each states, for the clauses of its category and for the contract. */
const readContract = (clauses: readonly TClauseForAdditions[], context: TReadContext): TContract => {
  // Playbook sentences recur in clause after clause: each text is read once.
  const readingOf = once((text) => readTerms(text, context));
  const keysOfSentence = once((sentence) => termKeys(readingOf(sentence)));
  const indemnitors = once((text) => {
    const { tokenised, parties } = readingOf(text);
    return new Set(
      readIndemnitors(tokenised, parties).flatMap(({ side }) => (side === 'mutual' ? [] : [side])),
    );
  });
  const survivalOnly = once((sentence) => {
    const terms = readingOf(sentence).terms.filter((term) => term.kind !== 'who');
    return terms.length > 0 && terms.every(isSurvivalTerm);
  });
  const statedBy = new Map<string, string[]>();
  const statedInContract = new Map<string, string[]>();
  for (const entry of clauses) {
    const keys = termKeys(readingOf(entry.clause));
    record(statedBy, entry, keys);
    record(statedInContract, { category: '', label: entry.label }, keys);
  }
  return {
    clauses,
    context,
    readingOf,
    keysOfSentence,
    indemnitors,
    survivalOnly,
    statedBy,
    statedInContract,
  };
};

/** `compute` with its answer for each text kept. */
const once = <V>(compute: (text: string) => V) => {
  const answers = new Map<string, V>();
  return (text: string) => {
    if (!answers.has(text)) answers.set(text, compute(text));
    return answers.get(text) as V;
  };
};

/**
 * One clause's rewrite at `level` without the sentences it adds that are in the contract already (or
 * would be wrong in it), saying where they are; undefined where it keeps all it adds. Notes what it
 * keeps as stated for the clauses after it.
 */
const withoutRepeatedWording = <T extends TRewriteText>(
  contract: TContract,
  placed: TPlaced,
  i: number,
  entry: TClauseForAdditions<T>,
  level: TRewriteLevel,
) => {
  const seen = placed.added.get(entry.category) ?? new Map<string, string>();
  placed.added.set(entry.category, seen);
  const rewrite = entry.rewrites[level];
  if (rewrite.text === entry.clause) return undefined;
  const segments = parseRedline(redline(entry.clause, rewrite.text));
  const leftOut: TLeftOut = {
    repeatedIn: new Set(),
    uncappedIn: new Set(),
    paidIn: new Set(),
    survivingIn: new Set(),
  };
  const pass: TPass = { contract, i, entry, seen, addedBy: placed.addedBy, leftOut };
  const kept = segments.map((_, k) => keptOfSegment(pass, segments, k));
  // What this clause adds states its terms for the clauses after it: the proviso added here is not
  // added again to a sibling sub-clause.
  for (const [k, segment] of segments.entries())
    for (const sentence of segment.kind === 'inserted' ? sentencesOf(kept[k] as string) : [])
      record(placed.addedBy, entry, contract.keysOfSentence(sentence));
  if (
    leftOut.repeatedIn.size + leftOut.uncappedIn.size + leftOut.paidIn.size + leftOut.survivingIn.size ===
    0
  )
    return undefined;
  return {
    ...rewrite,
    text: revisedText(entry.clause, segments, kept),
    note: noteOfLeftOut(rewrite.note, leftOut),
  };
};

/** What stays of a segment of the rewrite: of an addition, what is not left out (sentencesToLeaveOut). */
const keptOfSegment = (pass: TPass, segments: readonly TRedlineSegment[], k: number) => {
  const segment = segments[k] as TRedlineSegment;
  if (segment.kind !== 'inserted') return segment.text;
  const { inPlace, added } = splitInsertion(segments, k);
  const sentences = sentencesOf(added);
  const repeated = sentencesToLeaveOut(pass, segment.text, sentences);
  // What stays before the clause's own stop ends without one of its own ("… jurisdiction" + ".").
  if (repeated.length === sentences.length && isOnly(added, sentences))
    return /^\s*[.;:]/.test(segments[k + 1]?.text ?? '')
      ? inPlace.replace(/[.;:]\s*$/u, '')
      : inPlace.trimEnd();
  // New words with a sentence already added elsewhere ("…, except for fraud. Each party's total
  // liability …"): the new words stay, the sentence goes.
  return inPlace + repeated.reduce(withoutSentence, added);
};

/**
 * An inserted segment as text put in place of the clause's own words, which stays whole ("~~California~~
 * **New York County, New York** courts"), and whole sentences added after it ("~~, but subject to a
 * termination fee~~ **. Ehave shall provide … . This Agreement has an initial term …**"), additions like
 * any other. A pure insertion is all addition.
 */
const splitInsertion = (segments: readonly TRedlineSegment[], k: number) => {
  const { text } = segments[k] as TRedlineSegment;
  const pure = segments[k - 1]?.kind !== 'deleted' && segments[k + 1]?.kind !== 'deleted';
  // Only whole sentences: the clause's own words after them must not go on with the last one
  // ("~~California~~ **New York courts. Each party irrevocably submits … in those** courts").
  const endsSentences = /^\s*(?:[.;:]|$)/.test(segments[k + 1]?.text ?? '');
  const inPlace = pure ? '' : (endsSentences && SENTENCE_ENDED.exec(text)?.[0]) || text;
  return { inPlace, added: text.slice(inPlace.length) };
};

/**
 * The sentences of an addition to leave out, each noted in `pass.leftOut` by where it is already (or
 * which clause makes it wrong); the segment's other sentences noted as this clause's.
 */
const sentencesToLeaveOut = (pass: TPass, segmentText: string, sentences: readonly string[]) => {
  const { contract, entry, seen, addedBy, leftOut } = pass;
  // The same words added twice in one clause attach to two sentences of its own ("…, except for
  // … breach of confidentiality" after its waiver and after its cap): both stay.
  const addedBefore = (sentence: string) => {
    const by = seen.get(sameWording(sentence));
    return by === entry.label ? undefined : by;
  };
  const alreadyIn = (sentence: string) =>
    addedBefore(sentence) ??
    statedElsewhere(contract, entry, sentence, addedBy) ??
    otherSidesIndemnity(contract, pass.i, sentence);
  const whereAlready = (sentence: string) =>
    alreadyIn(sentence) ??
    uncappedElsewhere(contract, entry, sentence) ??
    paidTheOtherWay(contract, sentence) ??
    survivesElsewhere(contract, entry, sentence);
  const repeated = sentences.filter((sentence) => whereAlready(sentence));
  for (const sentence of sentencesOf(segmentText))
    if (!seen.has(sameWording(sentence)) && !repeated.includes(sentence))
      seen.set(sameWording(sentence), entry.label);
  for (const sentence of repeated) {
    const already = alreadyIn(sentence);
    const uncapped = already ? undefined : uncappedElsewhere(contract, entry, sentence);
    const paid = already || uncapped ? undefined : paidTheOtherWay(contract, sentence);
    if (already) leftOut.repeatedIn.add(already);
    else if (uncapped) leftOut.uncappedIn.add(uncapped);
    else if (paid) leftOut.paidIn.add(paid);
    else leftOut.survivingIn.add(entry.survivesBy as string);
  }
  return repeated;
};

/**
 * Another clause of the category where the side whose indemnity the sentence widens indemnifies, when
 * this clause is the other side's indemnity: "EFS shall defend, indemnify … (a) … infringe …" goes into
 * "12.1 By EFS", not "12.2 By Client".
 */
const otherSidesIndemnity = ({ clauses, indemnitors }: TContract, i: number, sentence: string) => {
  const entry = clauses[i] as TClauseForAdditions;
  const own = indemnitors(entry.clause);
  if (own.size === 0) return undefined;
  return [...indemnitors(sentence)]
    .filter((side) => !own.has(side))
    .flatMap((side) =>
      clauses.flatMap((other, k) =>
        k !== i && other.category === entry.category && indemnitors(other.clause).has(side)
          ? [other.label]
          : [],
      ),
    )[0];
};

/**
 * Another clause of the category that states a term of the sentence, when others state them all, of
 * their own or in wording already added to them (`addedBy`, per level).
 */
const statedElsewhere = (
  { keysOfSentence, statedBy }: TContract,
  entry: TClauseForAdditions,
  sentence: string,
  addedBy: ReadonlyMap<string, string[]>,
) => {
  const keys = keysOfSentence(sentence);
  const by = keys.map((key) => {
    if (!key) return [];
    const at = `${entry.category}\u0000${key}`;
    return [...(statedBy.get(at) ?? []), ...(addedBy.get(at) ?? [])].filter((label) => label !== entry.label);
  });
  // A sentence that sets how long the agreement runs goes nowhere once a clause sets it ("This Agreement
  // has an initial term of one (1) year and renews …" beside 8.1's five years), whatever else it says.
  const term = keys.indexOf(AGREEMENT_TERM);
  if (term >= 0 && (by[term]?.length ?? 0) > 0) return by[term]?.[0];
  return by.length > 0 && by.every((labels) => labels.length > 0) ? by[0]?.[0] : undefined;
};

/**
 * Another clause of the contract, of any category, that leaves out of its cap an item the sentence caps
 * or caps higher ("except that … liability for breach of its confidentiality … obligations shall not
 * exceed two (2) times that amount" where 13.1 excepts "ANY BREACH OF SECTION 10 (CONFIDENTIALITY)";
 * "Each party's indemnification obligations are subject to a separate liability cap …" where the
 * limitation of liability excepts them): the sentence would cap what that clause leaves unlimited.
 */
const uncappedElsewhere = (
  { readingOf, statedInContract }: TContract,
  entry: TClauseForAdditions,
  sentence: string,
) =>
  readingOf(sentence)
    .terms.flatMap((term) =>
      term.kind === 'feature' &&
      !term.negated &&
      (term.id.scope === 'super-cap' || term.id.scope === 'capped')
        ? uncappedKeys(term.id.item)
        : [],
    )
    .flatMap((key) => statedInContract.get(`\u0000${key}`) ?? [])
    .find((label) => label !== entry.label);

/**
 * The clause that has the supplier pay, for a sentence that caps liability by fees where the contract
 * has no one else pay (`context.payer`: "… shall not exceed the fees paid or payable by Client …"
 * where EFS pays Client royalties): the cap would be measured by fees no one pays.
 */
const paidTheOtherWay = ({ context, readingOf }: TContract, sentence: string) =>
  customerIsPaid(context.payer) && readingOf(sentence).terms.some(isCapByFees)
    ? context.payer.label
    : undefined;

/**
 * The clause that makes this clause's section survive without end, for a sentence that says only how
 * long obligations survive: a period would shorten what the contract keeps in force for good.
 */
const survivesElsewhere = ({ survivalOnly }: TContract, entry: TClauseForAdditions, sentence: string) => {
  if (!entry.survivesBy) return undefined;
  return survivalOnly(sentence) ? entry.survivesBy : undefined;
};

/**
 * The clause's text with its other edits and what stays of its additions, one space where a dropped
 * addition stood between words; the clause's own text where only spacing would differ.
 */
const revisedText = (clause: string, segments: readonly TRedlineSegment[], kept: readonly string[]) => {
  let revised = '';
  let gap = false;
  segments.forEach((segment, k) => {
    if (segment.kind === 'deleted') return;
    const text = kept[k] as string;
    if (text === '') {
      gap = true;
      return;
    }
    if (gap && revised !== '' && !/\s$/u.test(revised) && !/^[\s.,;:)]/u.test(text)) revised += ' ';
    gap = false;
    revised += text;
  });
  const same = revised.replace(/\s+/gu, ' ').trim() === clause.replace(/\s+/gu, ' ').trim();
  return same ? clause : revised;
};

/** The rewrite's note with where each left-out sentence is, or why it is not added. */
const noteOfLeftOut = (note: string | undefined, { repeatedIn, uncappedIn, paidIn, survivingIn }: TLeftOut) =>
  [
    note,
    repeatedIn.size > 0 && `Playbook wording already in ${[...repeatedIn].join(', ')} is not repeated here.`,
    uncappedIn.size > 0 &&
      `The playbook's cap is not added: it would cap what ${[...uncappedIn].join(', ')} leaves unlimited.`,
    paidIn.size > 0 &&
      `The playbook's cap is not added: it is measured by fees the customer pays, and in this contract the other party pays (${[...paidIn].join(', ')}).`,
    survivingIn.size > 0 &&
      `No survival period is added: ${[...survivingIn].join(', ')} makes this section survive the agreement without end.`,
  ]
    .filter(Boolean)
    .join(' ');
