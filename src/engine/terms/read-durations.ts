/** Periods read from a text: in numbers, redacted, in words, notices and deadlines without a period. */
import {
  boundsAnAction,
  DEADLINE_DURATION_ROLES,
  deadlineEnds,
  durationDays,
  FROM_POINT,
  isLeadTime,
  nearestRole,
  ROLE_BY_ID,
  unitAt,
  wordsAfter,
} from './duration-roles';
import {
  AGE_WORDS,
  AGREEMENT_WORDS,
  AT_WILL_CUES,
  AT_WILL_UNLESS_CAUSE,
  CAUSE_WORDS,
  CUE_LOOKALIKES,
  DEADLINES_WITHOUT_PERIOD,
  DURATION_ROLES,
  DURATION_WORD_ROLES,
  DURATION_WORDS,
  ENDED_BY_TERMINATION,
  IMMEDIATE_DEADLINES,
  LASTS_THE_TERM,
  NON_RENEWAL_NOTICE,
  NOT_A_TERM_AFTER_PERIOD,
  NOTICE_WITHOUT_PERIOD,
  RECURRING_THINGS,
  RENEWAL_CONTEXT,
  RENEWAL_OPTION_NOTICE,
  STOCK_WORDS,
  TAKES_EFFECT_WORDS,
  TERMINATION_WORDS,
  type TRoleDefinition,
  UNTIL_TERMINATED_PHRASES,
  WINDOW_OPENINGS,
} from './legal-vocabulary';
import type { TNumber } from './read-numbers';
import { keyed, type TDurationKey } from './term-key';
import {
  claim,
  DURATION_PHRASES,
  insideAny,
  isUsed,
  partsWith,
  phraseSpots,
  quoteOf,
  RECURRING_REACH,
  redactions,
  type TDurationTerm,
  type TQuote,
  type TReadState,
  type TTerm,
  type TUnitWord,
  tokenOfTerm,
} from './term-reading';
import { findPhrases, type TPhraseMatch, type TToken, type TTokenised, tokenAt } from './text-tokens';

const NOT_A_TERM_AFTER = new Set(NOT_A_TERM_AFTER_PERIOD);
/** Words after "immediately" that make it a state of what is owed, not the time of an action. */
const ACCELERATED = new Set(['due', 'payable']);
/** Words between a verb and the adverb that times it: its object ("notify the Customer immediately"). */
const VERB_OBJECT_WORDS = 3;

/**
 * A number of years that is an age ("eighteen (18) years of age"), or a period written as the
 * adjective (singular unit after a number other than one, or hyphenated) of something no term is
 * about: "five year" in "a straight line five year depreciated value" (NOT_A_TERM_AFTER_PERIOD).
 */
/** How far before a period the goods it measures may be named ("inventory of spare parts for a"). */
const STOCK_REACH = 6;

/** Words between "for" and the period it measures: "for a", "for a period of". */
const FOR_A_PERIOD_OF = ['of', 'period', 'a'];

/** Whether the period at token `from` measures goods: "for (a period of)" right before it, a stock word just before that. */
const measuresStock = (tokenised: TTokenised, from: number) => {
  const { tokens } = tokenised;
  let forAt = from - 1;
  for (const word of FOR_A_PERIOD_OF) if (tokens[forAt]?.norm === word) forAt -= 1;
  if (tokens[forAt]?.norm !== 'for') return false;
  const part = tokens[from]?.part;
  return tokens
    .slice(Math.max(0, forAt - STOCK_REACH), forAt)
    .some((token) => token.part === part && STOCK_WORDS.includes(token.norm));
};

const describesSomethingElse = (
  tokenised: TTokenised,
  number: TNumber,
  unit: { word: TUnitWord; to: number },
) => {
  const following = tokenised.tokens
    .slice(unit.to, unit.to + 4)
    .map((token) => token.norm)
    .join(' ');
  if (AGE_WORDS.some((words) => `${following} `.startsWith(`${words} `))) return true;
  // "sufficient inventory of parts for a twenty-four (24) month period": how much is stocked, no period
  // of the agreement or of an act, though notice is given in the same sentence.
  if (measuresStock(tokenised, number.from)) return true;
  const hyphenated = /^-$/.test(tokenised.text.slice(number.end, unit.word.start));
  const adjective = hyphenated || (number.value !== 1 && !/s$/i.test(unit.word.text));
  const next = tokenised.tokens[unit.to];
  const sameSentence = next?.sentence === tokenised.tokens[number.from]?.sentence;
  return adjective && next?.kind === 'word' && sameSentence && NOT_A_TERM_AFTER.has(next.norm);
};

/** What every way of reading a period needs: the roles of the agreement's own period and how a term is made. */
const durationReader = (state: TReadState) => {
  const { tokenised } = state;
  // Renewal words in a phrase that means something else ("the remainder of the then-current term").
  const lookalikes = findPhrases(tokenised, CUE_LOOKALIKES);
  const renewalParts = new Map(
    [...partsWith(tokenised, NON_RENEWAL_NOTICE.cues)]
      .map(([part, cues]) => [part, cues.filter((cue) => !insideAny(cue, lookalikes))] as const)
      .filter(([, cues]) => cues.length > 0),
  );
  const renewalContext = partsWith(tokenised, RENEWAL_CONTEXT);
  const notOptions = findPhrases(tokenised, RENEWAL_OPTION_NOTICE.lookAlikes);
  const optionParts = new Set(
    findPhrases(tokenised, RENEWAL_OPTION_NOTICE.cues)
      .filter((cue) => !insideAny(cue, notOptions))
      .map((cue) => (tokenised.tokens[cue.from] as TToken).part),
  );
  const renewal = ROLE_BY_ID.get('renewal') as TRoleDefinition;
  const term = ROLE_BY_ID.get('term') as TRoleDefinition;
  // "renew for an additional one (1) year term": a term that follows renewal words is the renewal term.
  const renewalBefore = (at: { from: number }) =>
    (renewalContext.get((tokenised.tokens[at.from] as TToken).part) ?? []).some(
      (cue) => cue.to <= at.from && at.from - cue.to <= 12,
    );
  const durationTerm = (
    role: TRoleDefinition,
    days: number,
    quote: TQuote,
    extra: Partial<TDurationTerm>,
    at: TToken,
  ): TTerm => {
    const notice = role.id === 'notice';
    const own = notice && optionParts.has(at.part) ? RENEWAL_OPTION_NOTICE : undefined;
    const { id, label } = own ?? (notice && renewalParts.has(at.part) ? NON_RENEWAL_NOTICE : role);
    return {
      kind: 'duration',
      ...keyed<TDurationKey>({ kind: 'duration', role: id }),
      label,
      role: id,
      days,
      quote,
      ...extra,
    };
  };
  /** "after the third anniversary": a point something runs from, "the" between. */
  const afterPoint = (number: TNumber) => {
    const before = tokenised.tokens[number.from - 1];
    const point = before?.norm === 'the' ? tokenised.tokens[number.from - 2] : before;
    return FROM_POINT.has(point?.norm ?? '');
  };
  const agreementParts = partsWith(tokenised, AGREEMENT_WORDS);
  const namesAgreement = (at: { from: number }) =>
    agreementParts.has((tokenised.tokens[at.from] as TToken).part);
  return {
    tokenised,
    term,
    renewal,
    renewalContext,
    renewalBefore,
    durationTerm,
    afterPoint,
    namesAgreement,
  };
};

type TDurationReader = ReturnType<typeof durationReader>;

/** Periods stated by a number and a unit ("thirty (30) days"), each with its role. */
const readNumberedDurations = (
  state: TReadState,
  reader: TDurationReader,
  numbers: TNumber[],
  terms: TTerm[],
) => {
  const { tokenised, term, renewal, renewalBefore, durationTerm, afterPoint, namesAgreement } = reader;
  for (const number of numbers) {
    if (isUsed(state, number)) continue;
    const unit = unitAt(tokenised, number.to);
    if (!unit) continue;
    // "on a month-to-month basis" is a duration word (DURATION_WORDS), not "a month".
    const after = tokenised.tokens.slice(unit.to, unit.to + 2).map((token) => token.norm);
    if (after[0] === 'to' && after[1] === unit.word.text.toLowerCase()) continue;
    claim(state, number);
    if (describesSomethingElse(tokenised, number, unit)) continue;
    // A period nothing in its sentence part says the purpose of is the agreement's term only where the
    // part names the agreement ("This Agreement shall be in effect for two (2) years"); otherwise it is
    // no term at all — read as the term, an IP guideline's "deliver … within ten (10) days after
    // acceptance" edited a licence's "not exceeding twelve months" into "ten days".
    const nearest =
      nearestRole(tokenised, DURATION_ROLES, number, unit.to) ??
      // A deadline is never the agreement's term ("terminate … if the petition is not dismissed
      // within sixty (60) days").
      ((renewalBefore(number) || (namesAgreement(number) && !boundsAnAction(tokenised, number.from))) &&
      !isLeadTime(wordsAfter(tokenised, unit.to))
        ? term
        : undefined);
    if (!nearest) continue;
    const role = nearest === term && renewalBefore(number) ? renewal : nearest;
    // An anniversary is a date: the agreement's term or renewal where it ends one ("until the fifth
    // anniversary"), no period where something may happen after it ("at any time after the third
    // anniversary …, terminate … upon … notice").
    if (number.style.startsWith('ordinal') && (!role.ofAgreement || afterPoint(number))) continue;
    terms.push(
      durationTerm(
        role,
        durationDays(number.value, unit.unit),
        quoteOf(tokenised.text, number.start, unit.word.end),
        {
          number,
          unit: unit.word,
          ...(deadlineEnds(tokenised).has(number.from) && { deadline: true as const }),
        },
        tokenised.tokens[number.from] as TToken,
      ),
    );
  }
};

/** Periods whose value the filed copy redacted. */
const readRedactedDurations = ({ tokenised, durationTerm }: TDurationReader, terms: TTerm[]) => {
  // "within [***] days": a period the filed copy redacted — stated, of a value no one can compare.
  for (const { start, end, next } of redactions(tokenised)) {
    const unit =
      next < 0 || /\S/.test(tokenised.text.slice(end, tokenised.tokens[next]?.start))
        ? undefined
        : unitAt(tokenised, next, true);
    // "Year 1 [*] Year 2-5": a unit that a number follows labels a column; it counts nothing.
    if (!unit || /^\d/.test(tokenised.tokens[unit.to]?.text ?? '')) continue;
    const role = nearestRole(tokenised, DURATION_ROLES, { from: next, to: next }, unit.to);
    if (!role) continue;
    terms.push(
      durationTerm(
        role,
        Number.NaN,
        quoteOf(tokenised.text, start, unit.word.end),
        { unmeasured: true, redacted: true },
        tokenised.tokens[next] as TToken,
      ),
    );
  }
};

/** A right to terminate at will on a notice of no period. */
const readNoticesWithoutPeriod = ({ tokenised, durationTerm }: TDurationReader, terms: TTerm[]) => {
  // "Customer may terminate this Agreement for convenience upon written notice": a notice of no period
  // — where the part states no period at all ("…, effective ninety (90) days after receipt").
  const causes = partsWith(tokenised, CAUSE_WORDS);
  const unlessCause = partsWith(tokenised, AT_WILL_UNLESS_CAUSE);
  const atWill = new Set([
    ...partsWith(tokenised, AT_WILL_CUES).keys(),
    ...[...unlessCause.keys()].filter((part) => !causes.has(part)),
  ]);
  const terminates = partsWith(tokenised, TERMINATION_WORDS);
  const notice = ROLE_BY_ID.get('notice') as TRoleDefinition;
  // Parts that state a notice period, or put off the termination's effect by a period.
  const delayed = phraseSpots(tokenised, TAKES_EFFECT_WORDS).parts;
  const periodParts = new Set(
    terms.flatMap((other) => {
      const part = tokenOfTerm(tokenised, other)?.part;
      return other.kind === 'duration' && (other.role === notice.id || delayed.has(part ?? -1)) ? [part] : [];
    }),
  );
  for (const match of findPhrases(tokenised, NOTICE_WITHOUT_PERIOD)) {
    const at = tokenised.tokens[match.from] as TToken;
    if (!atWill.has(at.part) || !terminates.has(at.part) || periodParts.has(at.part)) continue;
    periodParts.add(at.part);
    terms.push(durationTerm(notice, 0, quoteOf(tokenised.text, match.start, match.end), {}, at));
  }
};

/** Deadlines with no number ("promptly", "immediately"). */
const readDeadlinesWithoutPeriod = ({ tokenised, durationTerm }: TDurationReader, terms: TTerm[]) => {
  // "shall promptly return or destroy": a deadline with no number; "shall notify Client immediately": one
  // of no time at all.
  const partsWithRole = new Set(terms.map((other) => `${other.key} ${tokenOfTerm(tokenised, other)?.part}`));
  const immediate = new Set(IMMEDIATE_DEADLINES);
  for (const match of findPhrases(tokenised, [...DEADLINES_WITHOUT_PERIOD, ...IMMEDIATE_DEADLINES])) {
    const at = tokenised.tokens[match.from] as TToken;
    // "shall become immediately due and payable" accelerates what is owed; it times no action.
    if (ACCELERATED.has(tokenised.tokens[match.to]?.norm ?? '')) continue;
    // The verb it qualifies, right before it or after the verb and its object: "promptly return", "pay
    // promptly", "notify Client immediately" (of a security breach the part names).
    const role = DEADLINE_DURATION_ROLES.find((candidate) => {
      if (candidate.requires && !phraseSpots(tokenised, candidate.cues).parts.has(at.part)) return false;
      const { starts, ends } = phraseSpots(tokenised, candidate.requires ?? candidate.cues);
      if (starts.has(match.to)) return true;
      for (let k = match.from; k >= Math.max(0, match.from - 1 - VERB_OBJECT_WORDS); k -= 1) {
        if (ends.has(k)) return true;
        if (tokenised.tokens[k - 1]?.kind !== 'word') return false;
      }
      return false;
    });
    if (!role || partsWithRole.has(`duration:${role.id} ${at.part}`)) continue;
    partsWithRole.add(`duration:${role.id} ${at.part}`);
    const quote = quoteOf(tokenised.text, match.start, match.end);
    terms.push(
      immediate.has(match.phrase)
        ? durationTerm(role, 0, quote, {}, at)
        : durationTerm(role, Number.NaN, quote, { unmeasured: true }, at),
    );
  }
};

/** Drops the far bound of a window, which is no period of its own. */
const dropFarBounds = (tokenised: TTokenised, terms: TTerm[]) => {
  // "not later than 180 days, nor sooner than 270 days, before the end": the window's far bound is no
  // period of its own; the near one states the notice.
  const windowOpens = new Set(findPhrases(tokenised, WINDOW_OPENINGS).map((match) => match.to));
  const roleInPart = (term: TTerm) => `${term.key} ${tokenOfTerm(tokenised, term)?.part}`;
  const perRoleAndPart = new Map<string, number>();
  for (const term of terms)
    perRoleAndPart.set(roleInPart(term), (perRoleAndPart.get(roleInPart(term)) ?? 0) + 1);
  const farBound = (term: TTerm) =>
    windowOpens.has(tokenAt(tokenised, term.quote.start)) && (perRoleAndPart.get(roleInPart(term)) ?? 0) > 1;
  for (let k = terms.length - 1; k >= 0; k -= 1) if (farBound(terms[k] as TTerm)) terms.splice(k, 1);
};

/** Periods as long as the agreement ("for the duration of the Term"), in a part of their role. */
const readPeriodsOfTheTerm = ({ tokenised, durationTerm }: TDurationReader, terms: TTerm[]) => {
  // "warrants that for the duration of the Term": a period as long as the agreement, in a part of its role.
  for (const id of LASTS_THE_TERM.roles) {
    const role = ROLE_BY_ID.get(id) as TRoleDefinition;
    const parts = partsWith(tokenised, role.cues);
    for (const match of findPhrases(tokenised, LASTS_THE_TERM.phrases)) {
      const at = tokenised.tokens[match.from] as TToken;
      if (parts.has(at.part))
        terms.push(
          durationTerm(
            role,
            Number.POSITIVE_INFINITY,
            quoteOf(tokenised.text, match.start, match.end),
            {},
            at,
          ),
        );
    }
  }
};

/** Durations stated by a word alone: "successive annual periods", "month to month", "perpetual". */
const readDurationWords = (state: TReadState, reader: TDurationReader, terms: TTerm[]) => {
  const { tokenised, term, renewal, renewalContext, durationTerm, namesAgreement } = reader;
  const endedByTermination = partsWith(tokenised, ENDED_BY_TERMINATION);
  // "shall continue in perpetuity, unless terminated earlier": the agreement's open term, not a
  // "perpetual license" (an adjective) that the agreement's termination may also end.
  const endsByTermination = (match: TPhraseMatch, role: TRoleDefinition) =>
    (role === term || role === renewal) &&
    match.phrase !== 'perpetual' &&
    endedByTermination.has((tokenised.tokens[match.from] as TToken).part);
  for (const match of findPhrases(tokenised, DURATION_PHRASES)) {
    if (state.used.has(match.from)) continue;
    const days = DURATION_WORDS[match.phrase] ?? Number.POSITIVE_INFINITY;
    const qualifies = tokenised.tokens.slice(match.to, match.to + RECURRING_REACH);
    if (Number.isFinite(days) && qualifies.some((token) => RECURRING_THINGS.includes(token.norm))) continue;
    const part = (tokenised.tokens[match.from] as TToken).part;
    // As with numbers: with no cue, a word such as "monthly" is the term only where its part names the
    // agreement ("interest … compounded monthly" is no term); "perpetual" is the term of what it
    // qualifies ("a perpetual, irrevocable license").
    const nearest =
      nearestRole(tokenised, DURATION_ROLES, match, match.to) ??
      (namesAgreement(match) || renewalContext.has(part) || !Number.isFinite(days) ? term : undefined);
    if (!nearest) continue;
    // "thereafter continue on a month to month basis", "automatically continue until terminated": the renewal.
    const role = (nearest === term || nearest === renewal) && renewalContext.has(part) ? renewal : nearest;
    // "perpetual license", "audit once annually" and the like are not durations.
    const roles = Number.isFinite(days) ? DURATION_WORD_ROLES.finite : DURATION_WORD_ROLES.perpetual;
    if (!roles.includes(role.id)) continue;
    terms.push(
      durationTerm(
        role,
        days,
        quoteOf(tokenised.text, match.start, match.end),
        UNTIL_TERMINATED_PHRASES.includes(match.phrase) || endsByTermination(match, role)
          ? { untilTerminated: true }
          : {},
        tokenised.tokens[match.from] as TToken,
      ),
    );
  }
};

export const readDurations = (state: TReadState, numbers: TNumber[]): TTerm[] => {
  const reader = durationReader(state);
  const terms: TTerm[] = [];
  readNumberedDurations(state, reader, numbers, terms);
  readRedactedDurations(reader, terms);
  readNoticesWithoutPeriod(reader, terms);
  readDeadlinesWithoutPeriod(reader, terms);
  dropFarBounds(state.tokenised, terms);
  readPeriodsOfTheTerm(reader, terms);
  readDurationWords(state, reader, terms);
  return terms;
};
