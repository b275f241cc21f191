import { firstAtOrAfter } from '../first-at-or-after';
import { interposedAction } from './interposed-deadline';
import {
  ACTIONS_OF_NO_ROLE,
  AGE_WORDS,
  AGREEMENT_WORDS,
  ANNIVERSARY,
  AT_WILL_CUES,
  AT_WILL_UNLESS_CAUSE,
  BOILERPLATE_PHRASES,
  CAP_BASES,
  CAP_CUES,
  CAP_LABELS,
  CAP_STATEMENT_CUES,
  CARVE_OUT_LABELS,
  CAUSE_WORDS,
  CHANGE_OF_CONTROL_AGAINST,
  COMMON_DEFINED_TERMS,
  CONDITIONS_BEFORE_A_PARTY,
  CUE_LOOKALIKES,
  CURRENCIES,
  CURRENCY_QUALIFIERS,
  DAMAGE_NOUNS,
  DEADLINE_CONDITION_OPENERS,
  DEADLINE_ROLES,
  DEADLINE_WORDS,
  DEADLINES_WITHOUT_PERIOD,
  DISCLAIMER_CUES,
  DURATION_ROLES,
  DURATION_WORD_ROLES,
  DURATION_WORDS,
  EITHER_SIDE_ROLE_WORDS,
  ENDED_BY_TERMINATION,
  EXCEPTION_CUES,
  FEATURES,
  FEE_PERIOD_STEMS,
  FEE_WORD_STEMS,
  GENERIC_DETERMINERS,
  GOVERNING_LAW_CUES,
  IMMEDIATE_DEADLINES,
  INDEMNIFYING_VERBS,
  INDEMNITY_CUES,
  LASTS_THE_TERM,
  LAWS_OBEYED_CUES,
  LEAD_TIME_WORDS,
  LIABILITY_WORDS,
  MAIN_CLAUSE_CUES,
  MULTIPLE_WORDS,
  MUTUAL_PHRASES,
  NEGATION_CUES,
  NEGATION_TAKERS,
  NON_NEGATING_PHRASES,
  NON_PARTY_SUBJECTS,
  NON_RENEWAL_NOTICE,
  NOT_A_TERM_AFTER_PERIOD,
  NOT_PARTY_PREFIXES,
  NOTICE_WITHOUT_PERIOD,
  OPPOSITE_SIDES,
  PARTY_HOME,
  PARTY_PLACE_CUES,
  PARTY_SIDES,
  PAYEE_PHRASES,
  PAYING_SIDE,
  PERCENT_ROLES,
  PERPETUAL_PHRASES,
  PLACE_EXCLUSION_CUES,
  PLACE_OF_SIGNING_CUES,
  PLACE_PARENTS,
  PLACES,
  PREPOSITIONS_BEFORE_OBJECTS,
  RECORD_KEEPING_VERBS,
  RECORD_WORDS,
  RECURRING_THINGS,
  RELEASING_VERBS,
  RENEWAL_CONTEXT,
  RENEWAL_OPTION_NOTICE,
  SAME_PLACE_REFERENCES,
  SENTENCE_OPENINGS_REFERRING_BACK,
  SERVICE_OF_PROCESS_CUES,
  STATUTE_NAME_ENDS,
  STATUTE_NAME_LAW,
  SUBJECT_VERBS,
  SUPER_CAP_CUES,
  TAKES_EFFECT_WORDS,
  TERMINATION_WORDS,
  type TFeatureDefinition,
  THINGS_A_PARTY_WORD_NAMES,
  TIME_UNITS,
  type TRoleDefinition,
  UNCAPPED_PHRASES,
  UNPAID_AMOUNT_OPENINGS,
  UNTIL_TERMINATED_PHRASES,
  VENUE_CUES,
  VENUE_DENIAL_CUES,
  WAIVER_CUES,
  WINDOW_OPENINGS,
  WORDS_BEFORE_A_PARTY,
  WORK_OWNERSHIP,
} from './legal-vocabulary';
import { readNumbers, type TNumber } from './read-numbers';
import { readOwnership } from './read-ownership';
import {
  featureKeyed,
  keyed,
  type TCapKey,
  type TDurationKey,
  type TFeatureKey,
  type TFeatureScope,
  type TPercentKey,
  type TPlaceKey,
  type TTermKey,
  type TWhoKey,
} from './term-key';
import {
  escapeRegExp,
  findPhrases,
  nextComma,
  perText,
  perTextAndList,
  type TPhraseMatch,
  type TSpan,
  type TToken,
  type TTokenised,
  tokenAt,
  tokenise,
} from './text-tokens';

export type TQuote = { text: string; start: number; end: number };

/** A unit word as written after a number, kept so that a changed value can fix singular/plural. */
export type TUnitWord = TSpan & { text: string; unit: string };

type TTermBase = {
  /** What the term is about, as a value (its kind and what of that kind); code asks this, not `key`. */
  id: TTermKey;
  /** `id` as text, the same for terms compared across levels ("duration:notice"): see keyText. */
  key: string;
  /** How the term table names it ("notice period"). */
  label: string;
  quote: TQuote;
};

export type TDurationTerm = TTermBase & {
  kind: 'duration';
  id: TDurationKey;
  role: string;
  /**
   * Whose period it is: the side of the party acting in its sentence part before it ("Customer may
   * terminate … on thirty (30) days' notice": 'customer'), 'mutual' for "either party"; absent when no
   * party acts there or the party's side is unknown.
   */
  actor?: string;
  /** In days (months 30, years 360); Infinity for "perpetual". */
  days: number;
  /** "until terminated": no period, compared only with a level that states none either. */
  untilTerminated?: true;
  /**
   * A party's period whose party the reading cannot place — a name it does not know ("Operator shall
   * have the right to terminate … upon no less than 120 days' prior written notice"): it answers no
   * one side's position.
   */
  actorUnknown?: true;
  /** "promptly": a deadline of no measurable length (`days` NaN), which meets no level's period. */
  unmeasured?: true;
  /** Its value is redacted in the filed copy ("[***] days"): stated, but no level can measure it. */
  redacted?: true;
  /** The time an action must be done in ("shall give notice within thirty (30) days"), not a period it waits. */
  deadline?: true;
  number?: TNumber;
  unit?: TUnitWord;
};

export type TCapTerm = TTermBase & {
  kind: 'cap';
  id: TCapKey;
  basis: 'amount' | 'fees-period' | 'fees-multiple';
  /** Amount of money, months of fees (Infinity: all fees), or multiple of fees. */
  value: number;
  currency?: string;
  number?: TNumber;
  unit?: TUnitWord;
};

/** A percentage; without `number`, a rate stated as none ("no interest shall apply": value 0). */
export type TPercentTerm = TTermBase & {
  kind: 'percentage';
  id: TPercentKey;
  role: string;
  value: number;
  number?: TNumber;
  /** Its value is redacted in the filed copy ("[***] per month"): stated, but no level can measure it. */
  redacted?: true;
  /**
   * Whose it is, for a rate charged on one side's payments (interest): the payer, where the text says
   * whose ("Supplier shall pay Customer the rebate within thirty (30) days. Any amount not paid when due
   * shall bear interest …" is interest on the supplier's money; see setActors).
   */
  actor?: string;
};

export type TPlaceTerm = TTermBase & {
  kind: 'place';
  id: TPlaceKey;
  role: 'governing-law' | 'venue';
  /** Canonical place names (with the places they lie in). */
  places: string[];
  /** "any jurisdiction other than …": the places named are the ones allowed. */
  excluded: boolean;
};

export type TFeatureTerm = TTermBase & {
  kind: 'feature';
  /** The feature (`id.item`) and the scope it is named in (`id.scope`: carved out, waived, …). */
  id: TFeatureKey;
  /** Its name within the kind, for lists and labels: `carve-out:fraud`, `waiver:indirect`, `defend`, … */
  feature: string;
  group: TFeatureDefinition['group'];
  negated: boolean;
  /** Whose it is, for a feature that is one party's (TFeatureDefinition.byParty): a side or 'mutual'. */
  actor?: string;
};

export type TWhoTerm = TTermBase & {
  kind: 'who';
  id: TWhoKey;
  /** 'mutual', or the side a one-sided obligation or right names ('provider', 'customer', …). */
  side: string;
  /**
   * Where the side is favoured by the other party's release (readReleases): the releasing party's
   * mention. The quote is then the released party's ("against Supplier").
   */
  releasedBy?: TQuote;
};

export type TTerm = TDurationTerm | TCapTerm | TPercentTerm | TPlaceTerm | TFeatureTerm | TWhoTerm;

export type TParty = { name: string; side: string };

/** The party a matched name is ("Customer", "customer's" matched as "customer"). */
export const partyNamed = (parties: readonly TParty[], phrase: string) =>
  parties.find((party) => party.name.toLowerCase() === phrase.toLowerCase());

/** The parties named in the text as names (capitalised) whose side is known, with that side. */
export const sidedMentions = (tokenised: TTokenised, parties: readonly TParty[]) =>
  findPhrases(
    tokenised,
    parties.map((party) => party.name),
  ).flatMap((match) => {
    const side = partyNamed(parties, match.phrase)?.side;
    return side && !side.startsWith('named:') && (tokenised.tokens[match.from] as TToken).capitalised
      ? [{ match, side }]
      : [];
  });

/** The parties a text names with a known side, and "either party", "each party" … as 'mutual'. */
export const partyMentions = (tokenised: TTokenised, parties: readonly TParty[]) => [
  ...findPhrases(tokenised, MUTUAL_PHRASES).map((match) => ({ match, side: 'mutual' })),
  ...sidedMentions(tokenised, parties),
];

/**
 * What the clause's document says beyond the clause: its parties' sides, read from the whole contract
 * (document review), for parties a clause names by their own names ("ENERGOUS may terminate …").
 */
export type TReadContext = {
  parties?: readonly TParty[];
  /**
   * In a document review, the titles of the contract's numbered sections ("8" → "INDEMNIFICATION",
   * "xiv" → "CONFIDENTIALITY"): an exception "arising under Section 8" carves out what Section 8 is.
   */
  sectionTitles?: Readonly<Record<string, string>>;
  /**
   * In a document review, the clause that gives or binds the other side alike ("clause #93" beside "(b)
   * CHT's Right to Terminate"): with it the contract is mutual, so the clause owes no mutual wording.
   */
  mirroredBy?: string;
  /**
   * In a document review, the one side the contract has pay, where only one does, and the clause that
   * says so ("EFS shall pay Client the Royalty within fifteen (15) days" — clause #63): the playbook's
   * limits on how long the agreement runs protect a customer that pays.
   */
  payer?: { side: string; label: string };
};

/** Whether the contract has only the other side pay the playbook's customer (TReadContext.payer). */
export const customerIsPaid = (payer: TReadContext['payer']): payer is NonNullable<TReadContext['payer']> =>
  payer !== undefined && payer.side !== PAYING_SIDE;

export type TTermReading = { tokenised: TTokenised; terms: TTerm[]; parties: TParty[] };

const quoteOf = (text: string, start: number, end: number): TQuote => ({
  text: text.slice(start, end),
  start,
  end,
});

const FEATURE_BY_ID = new Map(FEATURES.map((feature) => [feature.id, feature]));
/** Feature phrases by group, in reading order; built once, the vocabulary is matched on every text. */
const FEATURE_GROUPS = (['liability', 'damages', 'warranty', 'concept'] as const).map((group) => {
  const byPhrase = new Map(
    FEATURES.filter((f) => f.group === group).flatMap((d) => d.phrases.map((p) => [p, d] as const)),
  );
  return { group, byPhrase, phrases: [...byPhrase.keys()] };
});
const LIABILITY_FEATURES = FEATURE_GROUPS[0] as (typeof FEATURE_GROUPS)[number];
const DURATION_PHRASES = [...Object.keys(DURATION_WORDS), ...PERPETUAL_PHRASES];
/** A redacted value in a filed contract: "[***]", "[ * ]". */
const REDACTION_MARK = /\[\s*\*[\s*]*\]/g;
/** Each redacted value of the text ("[***]"), with the index of the token right after it (-1: none). */
const redactions = ({ text, tokens }: TTokenised) =>
  [...text.matchAll(REDACTION_MARK)].map((mark) => {
    const start = mark.index ?? 0;
    const end = start + mark[0].length;
    return { start, end, next: tokens.findIndex((token) => token.start >= end) };
  });
/** Whether a term's value is redacted in the filed copy: stated, but comparable with nothing. */
export const isRedacted = (term: TTerm) =>
  (term.kind === 'duration' || term.kind === 'percentage') && term.redacted === true;
/** After a redaction, words that make it a rate: "[*]%", "[***] percent", "[***] per month". */
const REDACTED_RATE = /^\s*(?:%|percent\b|per\s+cent\b|per\s+(?:month|annum|year)\b)/i;
/** How many words after "annual" may name what recurs ("annual support and maintenance payments"). */
const RECURRING_REACH = 4;
const LIABILITY_CAP_OR_WAIVER_CUES = [...LIABILITY_WORDS, ...CAP_CUES, ...WAIVER_CUES];
export const featureDefinition = (id: string) => FEATURE_BY_ID.get(id);

/** Phrase matches per sentence part, for "does this part say X" questions. */
const partsWith = (tokenised: TTokenised, phrases: readonly string[]) => {
  const boilerplate = findPhrases(tokenised, BOILERPLATE_PHRASES);
  const parts = new Map<number, TPhraseMatch[]>();
  for (const match of findPhrases(tokenised, phrases)) {
    if (boilerplate.some((b) => b.start <= match.start && match.end <= b.end)) continue;
    const part = (tokenised.tokens[match.from] as TToken).part;
    parts.set(part, [...(parts.get(part) ?? []), match]);
  }
  return parts;
};

/**
 * Where phrases stand (read once per text and list): the parts that say one, the tokens one starts
 * at, the tokens one ends before.
 */
const phraseSpots = perTextAndList((tokenised, phrases) => {
  const matches = findPhrases(tokenised, phrases);
  return {
    parts: new Set(matches.map((match) => (tokenised.tokens[match.from] as TToken).part)),
    starts: new Set(matches.map((match) => match.from)),
    ends: new Set(matches.map((match) => match.to)),
  };
});

/** Whether the (lower-case) text contains one of the word beginnings. */
const mentionsAny = (text: string, stems: readonly string[]) => stems.some((stem) => text.includes(stem));

/** Whether a match lies within one of `others` ("renew" inside "not to renew"). */
const insideAny = (match: TPhraseMatch, others: readonly TPhraseMatch[]) =>
  others.some((other) => other.from <= match.from && match.to <= other.to);

/** The token a term's words start at: its sentence and sentence part. */
export const tokenOfTerm = (tokenised: TTokenised, term: TTerm) =>
  tokenised.tokens[tokenAt(tokenised, term.quote.start)];

const tokenDistance = (a: { from: number; to: number }, b: { from: number; to: number }) =>
  a.to <= b.from ? b.from - a.to : b.to <= a.from ? a.from - b.to : 0;

/** Per text, how many commas and semicolons stand before each token's start and end (read once). */
const commaCounts = perText(({ tokens, text }) => {
  const before = new Int32Array(tokens.length);
  const through = new Int32Array(tokens.length);
  let seen = 0;
  let at = 0;
  const countTo = (end: number) => {
    for (; at < end; at += 1) if (text.charAt(at) === ',' || text.charAt(at) === ';') seen += 1;
    return seen;
  };
  tokens.forEach((token, k) => {
    before[k] = countTo(token.start);
    through[k] = countTo(token.end);
  });
  return { before, through };
});

/** Whether a comma or semicolon stands between a value and a cue after it. */
const crossesComma = (tokenised: TTokenised, value: { to: number }, cue: { from: number }) => {
  const counts = commaCounts(tokenised);
  return (counts.before[cue.from] ?? 0) > (counts.through[value.to - 1] ?? 0);
};

const BOUND_WORDS = [...DEADLINE_WORDS, ...WINDOW_OPENINGS];
/** Per text, the tokens a deadline or a window's opening stands right before, with its first token (read once). */
const boundsOf = perText(
  (tokenised) => new Map(findPhrases(tokenised, BOUND_WORDS).map((match) => [match.to, match.from])),
);

/** Per text, the tokens a deadline ("within thirty (30) days") stands right before, not a window's opening. */
const deadlineEnds = perText(
  (tokenised) => new Set(findPhrases(tokenised, DEADLINE_WORDS).map((match) => match.to)),
);

/** A list item's marker before a sentence's words: "(a) ", "2. ", "iv) ". */
const ONLY_A_MARKER = /^\s*(?:\(?[a-z0-9]{1,4}[.)]\s*)?$/i;

/**
 * The deadline at token `from` opens its sentence ("Within thirty (30) days after the request, the
 * Receiving Party shall return …"): its purpose is the sentence's action, past the commas of the
 * opening phrase.
 */
const deadlineOpensSentence = (tokenised: TTokenised, from: number) => {
  const first = boundsOf(tokenised).get(from);
  const token = first === undefined ? undefined : tokenised.tokens[first];
  const sentence = token && tokenised.sentences[token.sentence];
  if (!sentence || first === undefined) return false;
  const before = tokenised.text.slice(sentence.start, token.start);
  if (ONLY_A_MARKER.test(before)) return true;
  // "Upon any termination of this Agreement, and within fifteen (15) days after request, each party
  // will return …": joined to an opening phrase, still ahead of the main clause's verb.
  if (!/,\s*(?:and|or)\s+$/.test(before)) return false;
  for (let k = first - 1; k >= 0 && tokenised.tokens[k]?.sentence === token.sentence; k -= 1)
    if (MAIN_VERBS.has(tokenised.tokens[k]?.norm ?? '')) return false;
  return true;
};

/** How far past the value the main clause's verb of an opening deadline may be, and its cue past that. */
const MAIN_VERB_REACH = 40;
const MAIN_CUE_REACH = 3;
const MAIN_VERBS = new Set(['shall', 'will', 'must', 'may', 'agrees', 'agree']);

/**
 * The tokens an opening deadline's purpose may be read from: the main clause's verb and the few words
 * after it ("…, the Receiving Party shall return"); not a later clause ("…, Supplier shall deliver a
 * report, and any credits shall be applied against the next invoice").
 */
const mainActionOf = (tokenised: TTokenised, at: { to: number }) => {
  const sentence = tokenised.tokens[at.to - 1]?.sentence;
  for (let k = at.to; k < Math.min(tokenised.tokens.length, at.to + MAIN_VERB_REACH); k += 1) {
    const token = tokenised.tokens[k] as TToken;
    if (token.sentence !== sentence) break;
    if (MAIN_VERBS.has(token.norm)) return { from: k, to: k + 1 + MAIN_CUE_REACH };
  }
  return undefined;
};

/**
 * Whether the value at token `from` bounds the time of an action: a deadline ("within thirty (30)
 * days") or a window's opening ("not earlier than twenty (20) days after termination"). Such a value
 * is the action's, whatever it runs from: no anchor gives it a role, nor is it the agreement's term.
 */
const boundsAnAction = (tokenised: TTokenised, from: number) => boundsOf(tokenised).has(from);

/** How near before a value a cue decides its role even against a name defined after it. */
const CUE_JUST_BEFORE_WORDS = 3;

/** A name the contract defines in parentheses: '(the "Warranty Period")', '("Initial Term")'. */
const DEFINED_NAME =
  /^[^()]*?\(\s*(?:the\s+|each\s+a\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?["“]([^"”]{3,60})["”]\s*\)/i;

/**
 * The role a period's defined name gives it: "for sixty (60) days from the Effective Date (the
 * "Warranty Period")" is the warranty period, whatever cue is nearer. The name must follow the period
 * in its sentence part, with no other parenthesis before it; its words are read for an attached cue
 * first ("renewal term"), then for any cue ("Transition-out Period").
 */
const roleOfDefinedName = (
  tokenised: TTokenised,
  roles: readonly TRoleDefinition[],
  part: number,
  after: number,
): TRoleDefinition | undefined => {
  const from = tokenised.tokens[after - 1]?.end;
  const span = tokenised.parts[part];
  if (from === undefined || !span) return undefined;
  const name = DEFINED_NAME.exec(tokenised.text.slice(from, span.end))?.[1];
  if (!name) return undefined;
  const words = ` ${name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  const says = (phrases: readonly string[] | undefined) =>
    phrases?.some((phrase) => words.includes(` ${phrase} `)) ?? false;
  return roles.find((role) => says(role.attached)) ?? roles.find((role) => says(role.cues));
};

/**
 * The role whose cue is nearest to `at` in its sentence part: an attached cue right after wins; of two
 * overlapping cues at one distance the longer ("obligations continue" over "continue"). A role's
 * anchors count only when the value is no deadline; a role with `requires` only with one of those
 * words in the part.
 */
/** Words after a period that name the point it runs from ("after", "following", "from"). */
const FROM_POINT = new Set(['after', 'following', 'from', 'since']);

/** Per text, the last FROM_POINT word before each token (-1: none; read once). */
const lastFromPoints = perText(({ tokens }) => {
  const found = new Int32Array(tokens.length + 1).fill(-1);
  tokens.forEach((token, k) => {
    found[k + 1] = FROM_POINT.has(token.norm) ? k : (found[k] ?? -1);
  });
  return found;
});

/**
 * Whether a cue after a period is what it runs from: the name of a period after a from-point word in
 * the value's own comma segment ("twenty (20) days after … the Transition-out Period"), not the action
 * after an opening phrase ("within thirty (30) days after the request, … shall return").
 */
const runsFrom = (tokenised: TTokenised, at: { to: number }, cue: TPhraseMatch) => {
  const point = lastFromPoints(tokenised)[cue.from] ?? -1;
  return (
    cue.from >= at.to &&
    point >= at.to &&
    !crossesComma(tokenised, { to: point + 1 }, cue) &&
    namesAPeriod(tokenised, cue)
  );
};

/** Words that end the name of a period ("the Transition-out Period", "the Initial Term"). */
const PERIOD_NAME_ENDS = new Set(['period', 'term']);

/**
 * Whether a cue names what periods run from rather than what they are for: the name of a period ("the
 * Transition-out Period", "the Warranty Period") or a notice ("fails to cure … within thirty (30) days
 * after notice"). Another event ("after becoming aware of a Security Incident", "after receipt of the
 * invoice") is what the period is for as much as its start.
 */
const namesAPeriod = (tokenised: TTokenised, cue: TPhraseMatch) =>
  tokenised.tokens
    .slice(cue.from, cue.to + 3)
    .some(
      (token, k) =>
        PERIOD_NAME_ENDS.has(token.norm) || (k < cue.to - cue.from && NOTICE_CUES.has(token.norm)),
    );

/** How far after a period its notice may be named ("after Customer gives Supplier written notice"). */
const NOTICE_AFTER_REACH = 8;

/** A period right after a termination and before "after … notice": the time the termination waits. */
const terminatesAfterNotice = (tokenised: TTokenised, from: number, end: number) => {
  const { tokens } = tokenised;
  const part = tokens[from]?.part;
  const point = tokens[end]?.norm ?? '';
  if (!FROM_POINT.has(point) || point === 'since') return false;
  const inPart = (match: TPhraseMatch) => tokens[match.from]?.part === part;
  return (
    tokens
      .slice(end + 1, end + 1 + NOTICE_AFTER_REACH)
      .some((token) => token.part === part && NOTICE_CUES.has(token.norm)) &&
    findPhrases(tokenised, TERMINATION_WORDS).some(
      (match) => inPart(match) && match.to <= from && from - match.to <= TERMINATION_REACH,
    )
  );
};

const CONDITION_OPENERS = new Set(DEADLINE_CONDITION_OPENERS);

/** How far before its period the termination it delays is said ("termination shall become effective thirty …"). */
const TERMINATION_REACH = 4;

/** How far before a period the verb that keeps records for it may stand ("shall be kept for at least"). */
const RETENTION_REACH = 5;

/** Whether the period at token `from` is how long records are kept: a keeping verb just before it, records in its part. */
const keepsRecords = (tokenised: TTokenised, from: number) => {
  const { tokens } = tokenised;
  const part = tokens[from]?.part;
  return (
    partsWith(tokenised, RECORD_WORDS).has(part ?? -1) &&
    tokens
      .slice(Math.max(0, from - RETENTION_REACH), from)
      .some((token) => token.part === part && RECORD_KEEPING_VERBS.includes(token.norm))
  );
};

const nearestRole = (
  tokenised: TTokenised,
  roles: TRoleDefinition[],
  at: { from: number; to: number },
  attachedFrom: number,
): TRoleDefinition | undefined => {
  const part = (tokenised.tokens[at.from] as TToken).part;
  const leading = ` ${wordsBefore(tokenised, at.from)}`;
  const decidedBefore = roles.find((role) => role.attachedBefore?.some((cue) => leading.endsWith(` ${cue}`)));
  if (decidedBefore) return decidedBefore;
  const after = wordsAfter(tokenised, attachedFrom);
  for (const role of roles) {
    if (role.attached?.some((cue) => `${after} `.startsWith(`${cue} `))) return role;
  }
  // "Such books and records shall be kept for at least three (3) years …, and shall be open for
  // inspection … verifying the amounts payable": how long records are kept is no period a role compares.
  if (keepsRecords(tokenised, at.from)) return undefined;
  // "This Agreement shall terminate thirty (30) days after Customer gives Supplier written notice": the
  // time a termination takes effect after notice is the notice period.
  const notice = roles.find((role) => role.id === 'notice');
  if (notice && terminatesAfterNotice(tokenised, at.from, attachedFrom)) return notice;
  const leadTime = isLeadTime(after);
  const deadline = boundsAnAction(tokenised, at.from);
  const inPart = (match: TPhraseMatch) => (tokenised.tokens[match.from] as TToken).part === part;
  // A cue right before the value ("notice at least thirty (30) days") says its role before any name
  // the sentence defines later.
  const cueJustBefore = roles.some((role) =>
    findPhrases(tokenised, role.cues).some(
      (match) => match.to <= at.from && at.from - match.to <= CUE_JUST_BEFORE_WORDS && inPart(match),
    ),
  );
  const named = cueJustBefore ? undefined : roleOfDefinedName(tokenised, roles, part, attachedFrom);
  if (named) return named;
  // "Customer shall, within ten (10) days of its date, pay …": the action after the commas.
  const mainAction = !deadline
    ? undefined
    : deadlineOpensSentence(tokenised, at.from)
      ? mainActionOf(tokenised, at)
      : interposedAction(tokenised, boundsOf(tokenised).get(at.from) ?? at.from, attachedFrom);
  const lookalikes = findPhrases(tokenised, CUE_LOOKALIKES);
  const candidates: { role: TRoleDefinition; match: TPhraseMatch; ofMainAction: boolean }[] = [];
  const qualifies = (role: TRoleDefinition) =>
    (!role.requires || phraseSpots(tokenised, role.requires).parts.has(part)) &&
    phraseSpots(tokenised, role.cues).parts.has(part);
  for (const role of roles) {
    if (role.requires && !phraseSpots(tokenised, role.requires).parts.has(part)) continue;
    if (role.length && leadTime) continue;
    // A narrower role whose cue the part says takes the place of the role it narrows: "notify Customer
    // within twenty-four (24) hours of any security breach" is the incident notice, not a notice period.
    if (roles.some((other) => other.narrows === role.id && qualifies(other))) continue;
    const anchors = role.anchors && !deadline ? findPhrases(tokenised, role.anchors) : [];
    const matches = [
      ...findPhrases(tokenised, role.cues),
      ...(role.cuesBefore
        ? findPhrases(tokenised, role.cuesBefore).filter((match) => match.to <= at.from)
        : []),
      ...anchors,
    ];
    for (const match of matches) {
      if (!inPart(match) || insideAny(match, lookalikes)) continue;
      // "twenty (20) days after … the Transition-out Period": what a period runs from is not what it
      // is for, unless the role is told by that point (an anchor: "five (5) years after termination").
      if (runsFrom(tokenised, at, match) && !anchors.includes(match)) continue;
      // A deadline's purpose comes before it or right after it: "provide within three (3) days, …,
      // regardless of whether any payment is due, a report" is no payment period — unless the
      // deadline opens the sentence, whose main verb then follows its commas ("…, the Receiving Party
      // shall return").
      const ofMainAction =
        mainAction !== undefined && match.from >= mainAction.from && match.from < mainAction.to;
      if (deadline && !ofMainAction && match.from >= at.to && crossesComma(tokenised, at, match)) continue;
      candidates.push({ role, match, ofMainAction });
    }
  }
  // The action a deadline opening its sentence bounds is the main clause's, not a cue of the opening
  // phrase's conditions ("in the event of any Wind Down Period …, and within fifteen (15) days after
  // request, each receiving party will return …").
  const ofMain = candidates.filter((candidate) => candidate.ofMainAction);
  const considered = ofMain.length > 0 ? ofMain : candidates;
  // "shall deliver the source code within thirty (30) days after such payment": a deadline whose
  // action is said before it runs from what follows "after", whatever that names; one whose action
  // before it is none a role compares has no role ("Upon payment in full …" is its condition).
  const before = (match: TPhraseMatch) => match.to <= at.from && inPart(match);
  const actionBefore = deadline && considered.some(({ match }) => before(match));
  const conditionOnly = (match: TPhraseMatch) =>
    CONDITION_OPENERS.has(tokenised.tokens[match.from - 1]?.norm ?? '');
  if (
    deadline &&
    findPhrases(tokenised, ACTIONS_OF_NO_ROLE).some(before) &&
    !considered.some(({ match }) => before(match) && !conditionOnly(match))
  )
    return undefined;
  const fromPoints = lastFromPoints(tokenised);
  let best: { role: TRoleDefinition; distance: number; match: TPhraseMatch } | undefined;
  for (const { role, match } of considered) {
    if (actionBefore && match.from >= at.to && (fromPoints[match.from] ?? -1) >= at.to) continue;
    const distance = tokenDistance(match, at);
    const longerOverlapping =
      best !== undefined &&
      distance === best.distance &&
      match.from < best.match.to &&
      best.match.from < match.to &&
      match.to - match.from > best.match.to - best.match.from;
    if (!best || distance < best.distance || longerOverlapping) best = { role, distance, match };
  }
  return best?.role;
};

/** The five words from token `from` on within its sentence part, normalised, as one string. */
const wordsAfter = (tokenised: TTokenised, from: number) => {
  const part = tokenised.tokens[from]?.part;
  return tokenised.tokens
    .slice(from, from + 5)
    .filter((token) => token.part === part)
    .map((token) => token.norm)
    .join(' ');
};

/** The (up to five) words of its sentence part right before token `to`, normalised. */
const wordsBefore = (tokenised: TTokenised, to: number) => {
  const part = tokenised.tokens[to]?.part;
  return tokenised.tokens
    .slice(Math.max(0, to - 5), to)
    .filter((token) => token.part === part)
    .map((token) => token.norm)
    .join(' ');
};

/** Whether the words after a period (`after`, normalised) make it a lead time before an event. */
const isLeadTime = (after: string) => LEAD_TIME_WORDS.some((words) => `${after} `.startsWith(`${words} `));

/** The unit of time right after token `i` ("days", "business days", "month"), if any. */
const unitAt = (
  tokenised: TTokenised,
  i: number,
  afterRedaction = false,
): { unit: string; word: TUnitWord; to: number } | undefined => {
  const { tokens, text } = tokenised;
  const first = tokens[i];
  if (!first) return undefined;
  // "the fifth anniversary": five years (read-numbers reads an ordinal only before one).
  if (first.norm === ANNIVERSARY)
    return {
      unit: 'year',
      word: { start: first.start, end: first.end, text: text.slice(first.start, first.end), unit: 'year' },
      to: i + 1,
    };
  // "Year 1 [*] Year 2-5": a redaction between a number and a unit hides what the number counts.
  if (!afterRedaction && /[[*\]]/.test(text.slice(tokens[i - 1]?.end ?? first.start, first.start)))
    return undefined;
  const singular = (word: string) => word.replace(/s$/, '');
  const qualifier = ['business', 'calendar', 'working'].includes(first.norm) ? first.norm : undefined;
  const unitToken = qualifier ? tokens[i + 1] : first;
  if (!unitToken) return undefined;
  const name = qualifier ? `${qualifier} ${singular(unitToken.norm)}` : singular(unitToken.norm);
  if (!(name in TIME_UNITS)) return undefined;
  return {
    unit: name,
    word: {
      start: unitToken.start,
      end: unitToken.end,
      text: text.slice(unitToken.start, unitToken.end),
      unit: name,
    },
    to: qualifier ? i + 2 : i + 1,
  };
};

const durationDays = (value: number, unit: string) => value * (TIME_UNITS[unit]?.days ?? 1);

/**
 * Whose currency, written before its symbol ("U.S. $1,000,000"): where the amount's words start. A
 * currency word in parentheses ("(pounds)500,000", as EDGAR writes "£") starts at its parenthesis.
 */
const currencyStart = (tokenised: TTokenised, symbol: number) => {
  const token = tokenised.tokens[symbol] as TToken;
  const { text } = tokenised;
  const qualifier = findPhrases(tokenised, CURRENCY_QUALIFIERS).find(
    (match) => match.to === symbol && /^\.?\s?$/.test(text.slice(match.end, token.start)),
  );
  if (qualifier) return qualifier.start;
  return text[token.start - 1] === '(' && text[token.end] === ')' ? token.start - 1 : token.start;
};

/** "$1,000,000 (one million U.S. dollars)": the amount in words, in parentheses after the digits. */
const wordsAfterDigits = (tokenised: TTokenised, number: TNumber) => {
  const { tokens, text } = tokenised;
  if (!/^\s*\($/.test(text.slice(number.end, (tokens[number.to] as TToken | undefined)?.start)))
    return undefined;
  for (let k = number.to; k < tokens.length && k < number.to + 12; k += 1) {
    const token = tokens[k] as TToken;
    const close = /^\.?\s*\)/.exec(text.slice(token.end));
    if (close) return token.norm in CURRENCIES ? token.end + close[0].length : undefined;
  }
  return undefined;
};

/** Currency before a number ("$", "USD") or after it ("dollars"). */
const currencyAround = (tokenised: TTokenised, number: TNumber) => {
  const before = tokenised.tokens[number.from - 1];
  const qualifier = findPhrases(tokenised, CURRENCY_QUALIFIERS).find((match) => match.from === number.to);
  const after = tokenised.tokens[qualifier?.to ?? number.to];
  if (before && before.norm.toLowerCase() in CURRENCIES && before.end >= number.start - 2)
    return {
      currency: CURRENCIES[before.norm.toLowerCase()] as string,
      start: currencyStart(tokenised, number.from - 1),
      end: wordsAfterDigits(tokenised, number) ?? number.end,
    };
  if (after && after.norm in CURRENCIES) {
    // "one million dollars ($1,000,000)": the digits in parentheses belong to the same amount.
    const close = tokenised.text.slice(after.end).match(/^\s*\(\s*[$€£]\s*[\d,.]+\s*\)/);
    return {
      currency: CURRENCIES[after.norm] as string,
      start: number.start,
      end: close ? after.end + close[0].length : after.end,
    };
  }
  return undefined;
};

type TReadState = { tokenised: TTokenised; used: Set<number> };

const claim = (state: TReadState, number: TNumber) => {
  for (let i = number.from; i < number.to; i += 1) state.used.add(i);
};
const isUsed = (state: TReadState, number: TNumber) => state.used.has(number.from);

/** A cap stated in words, with or without a figure ("shall not exceed … the amounts paid under this Agreement"). */
const capStatement = (tokenised: TTokenised) => {
  const liabilityParts = partsWith(tokenised, LIABILITY_WORDS);
  const strong = findPhrases(tokenised, CAP_STATEMENT_CUES);
  // "including, but not limited to, the manufacture of the Products" limits nothing.
  const boilerplate = findPhrases(tokenised, BOILERPLATE_PHRASES);
  return strong.find(
    (cue) =>
      liabilityParts.has((tokenised.tokens[cue.from] as TToken).part) &&
      !boilerplate.some((b) => b.start <= cue.start && cue.end <= b.end),
  );
};

/** Caps: money amounts, multiples of fees and fees over a period in the parts that state a cap. */
const readCaps = (state: TReadState, numbers: TNumber[]): TTerm[] => {
  const { tokenised } = state;
  const capParts = partsWith(tokenised, CAP_CUES);
  const liabilityParts = partsWith(tokenised, LIABILITY_WORDS);
  const exceptions = findPhrases(tokenised, EXCEPTION_CUES);
  /**
   * "except that Supplier's liability for breach of confidentiality shall not exceed two (2) times that
   * amount": a value after an exception word, with no comma between them, caps that item higher; it is
   * not the clause's own cap.
   */
  const capOf = (number: TNumber) => {
    const part = (tokenised.tokens[number.from] as TToken).part;
    const higher = exceptions.some(
      (cue) =>
        (tokenised.tokens[cue.from] as TToken).part === part &&
        cue.end <= number.start &&
        // Nor one whose parenthesis closes before the value: "limited (except for death …) to five
        // million US Dollars" is the cap itself.
        !/[,;)]/.test(tokenised.text.slice(cue.end, number.start)),
    );
    return higher
      ? { cap: 'higher-cap' as const, label: CAP_LABELS['higher-cap'] }
      : { cap: 'cap' as const, label: CAP_LABELS.cap };
  };
  const terms: TTerm[] = [];
  for (const [part] of capParts) {
    if (!liabilityParts.has(part)) continue;
    const partSpan = tokenised.parts[part] as TSpan;
    const inPart = numbers.filter(
      (n) => (tokenised.tokens[n.from] as TToken).part === part && !isUsed(state, n),
    );
    const partText = tokenised.text.slice(partSpan.start, partSpan.end).toLowerCase();
    for (const number of inPart) {
      if (isUsed(state, number)) continue;
      const cap = capOf(number);
      const money = currencyAround(tokenised, number);
      if (money) {
        claim(state, number);
        for (const other of inPart)
          if (other.start >= money.start && other.end <= money.end) claim(state, other);
        terms.push({
          kind: 'cap',
          ...keyed<TCapKey>({ kind: 'cap', cap: cap.cap, basis: 'amount' }),
          label: `${cap.label} (${CAP_BASES.amount})`,
          basis: 'amount',
          value: number.value,
          currency: money.currency,
          number,
          quote: quoteOf(tokenised.text, money.start, money.end),
        });
        continue;
      }
      const next = tokenised.tokens[number.to];
      if (next && MULTIPLE_WORDS.includes(next.norm) && mentionsAny(partText, FEE_WORD_STEMS)) {
        claim(state, number);
        // "two times (2x)": the figure in parentheses belongs to it.
        const figure = /^\s*\(\s*[\d.]+\s*x\s*\)/i.exec(tokenised.text.slice(next.end));
        for (const other of inPart)
          if (figure && other.start >= next.end && other.end <= next.end + figure[0].length)
            claim(state, other);
        terms.push({
          kind: 'cap',
          ...keyed<TCapKey>({ kind: 'cap', cap: cap.cap, basis: 'fees-multiple' }),
          label: `${cap.label} (${CAP_BASES['fees-multiple']})`,
          basis: 'fees-multiple',
          value: number.value,
          number,
          quote: quoteOf(tokenised.text, number.start, next.end + (figure?.[0].length ?? 0)),
        });
        continue;
      }
      const unit = unitAt(tokenised, number.to);
      const lookBack = tokenised.tokens
        .slice(Math.max(0, number.from - 6), number.from)
        .map((t) => t.norm)
        .join(' ');
      const lookAround = `${lookBack} ${tokenised.tokens
        .slice(number.to, number.to + 5)
        .map((t) => t.norm)
        .join(' ')}`;
      if (
        unit &&
        (unit.unit === 'month' || unit.unit === 'year') &&
        mentionsAny(lookAround, FEE_PERIOD_STEMS) &&
        mentionsAny(partText, FEE_WORD_STEMS)
      ) {
        claim(state, number);
        terms.push({
          kind: 'cap',
          ...keyed<TCapKey>({ kind: 'cap', cap: cap.cap, basis: 'fees-period' }),
          label: `${cap.label} (${CAP_BASES['fees-period']})`,
          basis: 'fees-period',
          value: durationDays(number.value, unit.unit) / 30,
          number,
          unit: unit.word,
          quote: quoteOf(tokenised.text, number.start, unit.word.end),
        });
      }
    }
  }
  return terms;
};

const readPercentages = (state: TReadState, numbers: TNumber[]): TTerm[] => {
  const { tokenised } = state;
  const terms: TTerm[] = [];
  for (const number of numbers) {
    if (isUsed(state, number)) continue;
    const next = tokenised.tokens[number.to];
    const percentWords =
      next?.norm === 'percent' || next?.text === '%'
        ? 1
        : next?.norm === 'per' && tokenised.tokens[number.to + 1]?.norm === 'cent'
          ? 2
          : 0;
    if (!percentWords) continue;
    claim(state, number);
    const end = (tokenised.tokens[number.to + percentWords - 1] as TToken).end;
    const role =
      nearestRole(tokenised, PERCENT_ROLES, number, number.to + percentWords) ??
      (PERCENT_ROLES.at(-1) as TRoleDefinition);
    // "1% per month … (12.68% per annum)": the same rate restated in parentheses — the same value, or
    // the yearly rate of a monthly one — is no second rate ("5% (10% in Japan)" is).
    const sentence = (tokenised.tokens[number.from] as TToken).sentence;
    const inParentheses = /\(\s*$/.test(tokenised.text.slice(Math.max(0, number.start - 3), number.start));
    const perYear = /^\s*%?\s*(?:percent\s+)?(?:per\s+annum|per\s+year|a\s+year|annually)\b/i.test(
      tokenised.text.slice(number.end, number.end + 24),
    );
    const restates =
      inParentheses &&
      terms.some(
        (t) =>
          t.kind === 'percentage' &&
          t.role === role.id &&
          (t.value === number.value || perYear) &&
          (tokenised.tokens[t.number?.from ?? -1] as TToken | undefined)?.sentence === sentence,
      );
    if (restates) continue;
    terms.push({
      kind: 'percentage',
      ...keyed<TPercentKey>({ kind: 'percentage', role: role.id }),
      label: role.label,
      role: role.id,
      value: number.value,
      number,
      quote: quoteOf(tokenised.text, number.start, end),
    });
  }
  // "a late payment fee of [***] per month", "[*]%": a rate the filed copy redacted, where a rate's role
  // is named in its part.
  for (const { start, end, next } of redactions(tokenised)) {
    const rate = REDACTED_RATE.exec(tokenised.text.slice(end));
    if (!rate || next < 0) continue;
    const role = nearestRole(tokenised, PERCENT_ROLES, { from: next, to: next }, next);
    if (!role) continue;
    terms.push({
      kind: 'percentage',
      ...keyed<TPercentKey>({ kind: 'percentage', role: role.id }),
      label: role.label,
      role: role.id,
      value: Number.NaN,
      redacted: true,
      quote: quoteOf(tokenised.text, start, end + rate[0].length),
    });
  }
  // A rate stated as none, where its sentence states no rate of the role.
  for (const role of PERCENT_ROLES) {
    for (const match of role.none ? findPhrases(tokenised, role.none) : []) {
      const sentence = (tokenised.tokens[match.from] as TToken).sentence;
      const stated = terms.some(
        (t) =>
          t.kind === 'percentage' &&
          t.role === role.id &&
          t.number &&
          tokenised.tokens[t.number.from]?.sentence === sentence,
      );
      if (stated || terms.some((t) => t.kind === 'percentage' && t.role === role.id && !t.number)) continue;
      terms.push({
        kind: 'percentage',
        ...keyed<TPercentKey>({ kind: 'percentage', role: role.id }),
        label: role.label,
        role: role.id,
        value: 0,
        quote: quoteOf(tokenised.text, match.start, match.end),
      });
    }
  }
  return terms;
};

const ROLE_BY_ID = new Map(DURATION_ROLES.map((role) => [role.id, role]));
const NOTICE_CUES = new Set(ROLE_BY_ID.get('notice')?.cues ?? []);
const DEADLINE_DURATION_ROLES = DURATION_ROLES.filter((role) => DEADLINE_ROLES.includes(role.id));

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

const readDurations = (state: TReadState, numbers: TNumber[]): TTerm[] => {
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

const PLACE_PHRASES = Object.entries(PLACES).flatMap(([name, phrases]) =>
  phrases.map((phrase) => ({ name, phrase })),
);
const PLACE_BY_PHRASE = new Map(PLACE_PHRASES.map(({ name, phrase }) => [phrase, name]));
const PLACE_NAMES_AS_WRITTEN = PLACE_PHRASES.map((p) => p.phrase);
const PLACE_PREFIX =
  /(?:the\s+)?(?:State|Commonwealth|Province|Republic|Kingdom|Territory|Canton)\s+of\s+(?:the\s+)?$/i;
const COUNTY_BEFORE =
  /((?:[A-Z][\w.'-]*\s+){1,3}(?:County|City|Borough|Parish)|City\s+of\s+(?:[A-Z][\w.'-]*\s*){1,3}),?\s+$/;
/** Whether words as written ("New York", "N.Y.") are the name of a place the vocabulary knows. */
const namesAPlace = (words: string) =>
  PLACE_BY_PHRASE.has(
    words
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim(),
  );

/** A county named after its state: "the State of Texas, Bexar County". */
const COUNTY_AFTER = /^,?[ \t]+(?:[A-Z][\w'-]*[ \t]+){1,3}(?:County|Parish)\b/;

/** A city written before its state, where something is ("the courts in San Francisco, California"). */
const CITY_BEFORE = /\b(?:in|at)\s+((?:[A-Z][\w.'-]*\s+){0,2}[A-Z][\w.'-]*),\s+$/;

/** How many words before a place a word of signing may stand ("executed … in … the State of"). */
const SIGNING_REACH = 12;

const HOME_OPENINGS = PARTY_HOME.places.flatMap((place) => [`the ${place} in which`, `the ${place} where`]);

/** The name a party's home goes by among places: "home:provider" is the supplier's home, whoever it is. */
export const homePlace = (side: string) => `home:${side}`;
export const isHomePlace = (place: string) => place.startsWith('home:');

/**
 * "the jurisdiction in which Supplier has its principal place of business": the party's home as a place,
 * the whole phrase its mention.
 */
const partyHomes = (tokenised: TTokenised, parties: readonly TParty[]) => {
  const { tokens } = tokenised;
  const openings = findPhrases(tokenised, HOME_OPENINGS);
  const homes = findPhrases(tokenised, PARTY_HOME.homes);
  return findPhrases(
    tokenised,
    parties.map((party) => party.name),
  ).flatMap((party) => {
    const opening = openings.find((match) => match.to === party.from);
    const home = homes.find((match) => match.from === party.to);
    const side = partyNamed(parties, party.phrase)?.side;
    if (!opening || !home || !side || !(tokens[party.from] as TToken).capitalised) return [];
    return [
      { name: homePlace(side), match: { ...opening, to: home.to, end: home.end }, start: opening.start },
    ];
  });
};

/** How many words a statute's name may run after its place ("the New York General Obligations Law"). */
const STATUTE_NAME_REACH = 5;

/** "the Florida Franchise Act": the place's name opens a statute's, capitalised words from `to` on. */
const namesStatute = (tokenised: TTokenised, to: number) => {
  const { tokens, text } = tokenised;
  for (let k = to; k < to + STATUTE_NAME_REACH; k += 1) {
    const token = tokens[k];
    if (!token?.capitalised || !/^\s+$/.test(text.slice((tokens[k - 1] as TToken).end, token.start)))
      return false;
    if (STATUTE_NAME_ENDS.includes(token.norm) || (token.norm === STATUTE_NAME_LAW && k > to)) return true;
  }
  return false;
};

/**
 * Places that are no choice of law or forum whatever cues surround them: where a party is incorporated
 * or does business, a statute's name, courts said to have no jurisdiction, the rules that serve process.
 */
const placesOfNoChoice = (tokenised: TTokenised) => {
  const { tokens } = tokenised;
  const partyPlaces = findPhrases(tokenised, PARTY_PLACE_CUES);
  const denials = findPhrases(tokenised, VENUE_DENIAL_CUES);
  const services = findPhrases(tokenised, SERVICE_OF_PROCESS_CUES);
  const obeyed = findPhrases(tokenised, LAWS_OBEYED_CUES);
  const samePart = (a: TPhraseMatch, b: { from: number }) =>
    (tokens[a.from] as TToken).part === (tokens[b.from] as TToken).part;
  const before = (cues: readonly TPhraseMatch[], reach: number, place: { from: number }) =>
    cues.some((cue) => cue.to <= place.from && place.from - cue.to <= reach && samePart(cue, place));
  return (place: { from: number; to: number }) =>
    before(partyPlaces, PARTY_PLACE_REACH, place) ||
    before(obeyed, LAWS_OBEYED_REACH, place) ||
    namesStatute(tokenised, place.to) ||
    before(services, Number.POSITIVE_INFINITY, place) ||
    denials.some(
      (cue) => cue.from >= place.to && cue.from - place.to <= DENIAL_REACH && samePart(cue, place),
    );
};

/** How far before a place its party's incorporation is said ("organized under the laws of the Republic of"). */
const PARTY_PLACE_REACH = 3;
/** How far before a place the laws it names are said to be broken or obeyed ("violative of the laws or public policy of the laws of"). */
const LAWS_OBEYED_REACH = 12;
/** How far after a place its courts are said to have no jurisdiction ("The Texas courts shall have no"). */
const DENIAL_REACH = 6;

const readPlaces = (tokenised: TTokenised, parties: readonly TParty[]): TTerm[] => {
  const { tokens, text } = tokenised;
  const lawCues = findPhrases(tokenised, GOVERNING_LAW_CUES);
  const venueCues = findPhrases(tokenised, VENUE_CUES);
  const excluding = findPhrases(tokenised, PLACE_EXCLUSION_CUES);
  const signing = findPhrases(tokenised, PLACE_OF_SIGNING_CUES);
  const noChoice = placesOfNoChoice(tokenised);
  // "executed and delivered in Los Angeles County in the State of California": where it was signed,
  // unless a law or venue cue comes between ("made in, and governed by the laws of, New York").
  const signedThere = (place: TPhraseMatch) => {
    const part = tokens[place.from]?.part;
    const cue = signing
      .filter(
        (c) => c.to <= place.from && place.from - c.to <= SIGNING_REACH && tokens[c.from]?.part === part,
      )
      .at(-1);
    return (
      cue !== undefined &&
      ![...lawCues, ...venueCues].some((other) => other.from >= cue.to && other.to <= place.from)
    );
  };
  const mentions: { name: string; match: TPhraseMatch; start: number }[] = [];
  for (const match of findPhrases(tokenised, PLACE_NAMES_AS_WRITTEN)) {
    // Places are proper names: written with a capital (or in capitals).
    if (!tokens.slice(match.from, match.to).some((token) => token.capitalised)) continue;
    const name = PLACE_BY_PHRASE.get(match.phrase) as string;
    const prefix = PLACE_PREFIX.exec(text.slice(Math.max(0, match.start - 40), match.start));
    let start = prefix ? match.start - prefix[0].length : match.start;
    const before = text.slice(Math.max(0, start - 60), start);
    const county = COUNTY_BEFORE.exec(before);
    const city = county ? null : CITY_BEFORE.exec(before);
    if (county) start -= county[0].length;
    // The city is part of the place unless it is a place itself ("in New York, New York" stays two).
    else if (city?.[1] && !namesAPlace(city[1])) start -= city[0].length - city[0].indexOf(city[1]);
    // "New York County, New York" is one mention.
    const previous = mentions.at(-1);
    if (
      previous &&
      previous.name === name &&
      /^\s*(County|City)\s*,\s*$/.test(text.slice(previous.match.end, match.start))
    ) {
      previous.match = { ...previous.match, end: match.end, to: match.to };
      continue;
    }
    // "the State of Texas, Bexar County": the county is part of the place.
    const countyAfter = COUNTY_AFTER.exec(text.slice(match.end));
    mentions.push({
      name,
      match: countyAfter ? { ...match, end: match.end + countyAfter[0].length } : match,
      start,
    });
  }
  mentions.push(...partyHomes(tokenised, parties));
  const references = findPhrases(tokenised, SAME_PLACE_REFERENCES);
  const terms: TTerm[] = [];
  for (const mention of [
    ...mentions,
    ...references.map((match) => ({ name: '', match, start: match.start })),
  ].sort((a, b) => a.start - b.start)) {
    const token = tokens[mention.match.from] as TToken;
    // From the place's own words on ("the State of Illinois"): "the laws of the State of Illinois, and
    // the courts of …" is Illinois law, the cue before the place nearer than the one after it.
    const place = { from: tokenAt(tokenised, mention.start), to: mention.match.to };
    if (noChoice(place)) continue;
    const nearest = (cues: readonly TPhraseMatch[]) =>
      Math.min(
        ...cues
          .filter((cue) => (tokens[cue.from] as TToken).sentence === token.sentence)
          .map(
            (cue) => tokenDistance(cue, place) + ((tokens[cue.from] as TToken).part === token.part ? 0 : 20),
          ),
      );
    const law = nearest(lawCues);
    const venue = nearest(venueCues);
    if (!Number.isFinite(law) && !Number.isFinite(venue)) continue;
    // "the laws of the State of Delaware applicable to contracts executed and to be performed wholly
    // within the State of Delaware": the law's own place again, saying which of its laws.
    const lawAgain = () =>
      mention.name !== '' &&
      terms.some(
        (term) =>
          term.kind === 'place' &&
          term.role === 'governing-law' &&
          term.places.includes(mention.name) &&
          (tokenOfTerm(tokenised, term) as TToken).part === token.part,
      );
    const signed = signedThere(mention.match);
    if (signed && !lawAgain()) continue;
    const role = signed || law <= venue ? 'governing-law' : 'venue';
    // "the courts of that State": the place the sentence named for the law, now for the courts.
    const referredTo =
      mention.name === ''
        ? terms.findLast(
            (term): term is TPlaceTerm =>
              term.kind === 'place' &&
              term.role !== role &&
              (tokenOfTerm(tokenised, term) as TToken).sentence === token.sentence,
          )
        : undefined;
    if (mention.name === '' && !referredTo) continue;
    const excluded = excluding.some(
      (cue) =>
        cue.to <= mention.match.from &&
        mention.match.from - cue.to <= 6 &&
        (tokens[cue.from] as TToken).part === token.part,
    );
    terms.push({
      kind: 'place',
      ...keyed<TPlaceKey>({ kind: 'place', role }),
      label: role === 'governing-law' ? 'governing law' : 'courts / venue',
      role,
      places: referredTo ? referredTo.places : [mention.name],
      excluded: referredTo ? referredTo.excluded : excluded,
      quote: quoteOf(text, mention.start, mention.match.end),
    });
  }
  return terms;
};

/** Does a negation cue end within `window` tokens before `match`, in the same sentence part? */
const negatedBefore = (
  tokenised: TTokenised,
  negations: readonly TPhraseMatch[],
  match: TPhraseMatch,
  window = 5,
) =>
  negations.some(
    (cue) =>
      cue.to <= match.from &&
      match.from - cue.to < window &&
      (tokenised.tokens[cue.from] as TToken).part === (tokenised.tokens[match.from] as TToken).part &&
      !tokenised.tokens.slice(cue.to, match.from).some((token) => NEGATION_TAKERS.includes(token.norm)),
  );

/**
 * "except that X's liability for fraud shall not exceed twice that amount": an exception that sets a
 * higher cap for the item rather than lifting the cap — a cap word follows the item in its comma-part.
 */
const superCapped = (tokenised: TTokenised, match: TPhraseMatch) => {
  const { text } = tokenised;
  const commaAfter = nextComma(text, match.end);
  const part = tokenised.parts[(tokenised.tokens[match.from] as TToken).part] as TSpan;
  const end = commaAfter >= 0 && commaAfter < part.end ? commaAfter : part.end;
  return findPhrases(tokenise(text.slice(match.end, end)), SUPER_CAP_CUES).length > 0;
};

/** Comma-segments this short are list items ("gross negligence", "fraud or willful misconduct"). */
const LIST_ITEM_WORDS = 8;

/** A list item's opening: "(ii)", "b.", "iv)". */
const LIST_ITEM_OPENING =
  /^\s*(?:\(\s*(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\s*\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})[.)])\s/iu;
/** How a list item ends when another follows it: "…;", "…; or", "…, and", or the list's colon. */
const ITEM_CONTINUES = /(?:[;:,]|[;,]\s*(?:or|and))\s*$/iu;

/**
 * Where a list that opens with a colon in sentence `index` ends: the end of the sentence, or of the last
 * of the items after it that each stand as a paragraph of their own ("for:\n\n(i) …;\n\n(ii) fraud …;
 * or\n\n(v) willful misconduct or gross negligence.").
 */
const listEnd = ({ text, sentences }: TTokenised, index: number) => {
  let at = index;
  const textOf = (k: number) => text.slice((sentences[k] as TSpan).start, (sentences[k] as TSpan).end);
  while (
    at + 1 < sentences.length &&
    ITEM_CONTINUES.test(textOf(at)) &&
    LIST_ITEM_OPENING.test(textOf(at + 1))
  )
    at += 1;
  return (sentences[at] as TSpan).end;
};

/**
 * The reach of each exception: the comma-segment of its cue, with the short list-item segments next to
 * it on either side ("Except for fraud, gross negligence or wilful misconduct, in no event …" reaches
 * the three items, not the clause after them); an exception that opens a list with a colon reaches its
 * items, past the semicolons and paragraphs between them ("Notwithstanding Sections 17(a) and 17(b),
 * neither Party excludes or limits any liability for: (i) …; (ii) fraud …; or (v) willful misconduct").
 */
const exceptionScopes = (tokenised: TTokenised): (TSpan & { cue: TSpan })[] => {
  const { text } = tokenised;
  const boilerplate = findPhrases(tokenised, BOILERPLATE_PHRASES);
  return findPhrases(tokenised, EXCEPTION_CUES)
    .filter((cue) => !boilerplate.some((b) => b.start <= cue.start && cue.end <= b.end))
    .map((cue) => {
      const part = tokenised.parts[(tokenised.tokens[cue.from] as TToken).part] as TSpan;
      const segments: TSpan[] = [];
      let start = part.start;
      for (const comma of text.slice(part.start, part.end).matchAll(/[,()]/g)) {
        const at = part.start + (comma.index ?? 0);
        segments.push({ start, end: at });
        start = at + 1;
      }
      segments.push({ start, end: part.end });
      const wordsOf = (span: TSpan) => text.slice(span.start, span.end).match(/[\p{L}\p{N}]+/gu) ?? [];
      const words = (span: TSpan) => wordsOf(span).length;
      const closesList = (span: TSpan) =>
        wordsOf(span)
          .slice(1, LIST_ITEM_WORDS)
          .some((word) => /^(?:or|and)$/i.test(word));
      const own = segments.findIndex((s) => s.start <= cue.start && cue.start < s.end);
      let first = own;
      let last = own;
      while (first > 0 && words(segments[first - 1] as TSpan) <= LIST_ITEM_WORDS) first -= 1;
      // An exception that opens its sentence ("Except for X, claims under Section 5 or breaches of
      // Section 8, in no event shall…") lists its items up to the main clause, however long they are.
      const opensPart = !/[\p{L}\p{N}]/u.test(text.slice(part.start, cue.start));
      const reachesMainClause = (span: TSpan) =>
        findPhrases(tokenise(text.slice(span.start, span.end)), MAIN_CLAUSE_CUES).length > 0;
      while (
        last < segments.length - 1 &&
        (words(segments[last + 1] as TSpan) <= LIST_ITEM_WORDS ||
          (opensPart && !reachesMainClause(segments[last + 1] as TSpan)))
      )
        last += 1;
      // The list's last element may be long, after its "or": "…, fraud, willful misconduct or
      // intentional misappropriation of the other party's Confidential Information".
      const next = segments[last + 1];
      if (next && closesList(next) && !reachesMainClause(next)) last += 1;
      // The colon closes the exception's own words: "neither Party excludes or limits any liability for:".
      const colon = text.indexOf(':', cue.end);
      const listed = colon !== -1 && colon < part.end && !/[,;]/.test(text.slice(cue.end, colon));
      return {
        start: (segments[first] as TSpan).start,
        end: listed
          ? listEnd(tokenised, (tokenised.tokens[cue.from] as TToken).sentence)
          : (segments[last] as TSpan).end,
        cue: { start: cue.start, end: cue.end },
      };
    });
};

const inScope = (scopes: TSpan[], match: TPhraseMatch) =>
  scopes.some((s) => s.start <= match.start && match.end <= s.end);

/** "Section 8", "Sections 9 and 11", "ARTICLE XIV": the numbers a reference names. */
const SECTION_REFERENCE =
  /\b(?:sections?|articles?|clauses?)\s+((?:\d+(?:\.\d+)*|[ivxlc]+\b)(?:\s*(?:,|and|or|,\s*and|,\s*or)\s*\d+(?:\.\d+)*)*)/giu;

/** The title of a referenced section: its own, else the section it is part of ("8.2" → "8"). */
const titleOf = (titles: Readonly<Record<string, string>>, number: string) => {
  for (let key = number.toLowerCase(); key !== ''; key = key.replace(/\.?[^.]*$/, ''))
    if (titles[key]) return titles[key];
  return undefined;
};

/**
 * The carve-outs an exception makes by reference to a section whose title names a liability ("EXCEPT
 * FOR LIABILITY ARISING UNDER SECTION 8" where Section 8 is "INDEMNIFICATION"), each quoted as the
 * reference.
 */
const referencedLiabilities = (tokenised: TTokenised, titles: Readonly<Record<string, string>>) => {
  const { text } = tokenised;
  const found: { definition: TFeatureDefinition; match: TPhraseMatch }[] = [];
  for (const reference of text.matchAll(SECTION_REFERENCE)) {
    const start = reference.index ?? 0;
    const end = start + reference[0].length;
    const from = tokenAt(tokenised, start);
    const to = tokenAt(tokenised, end - 1) + 1;
    for (const number of (reference[1] as string).match(/\d+(?:\.\d+)*|[ivxlc]+/giu) ?? []) {
      const title = titleOf(titles, number);
      if (!title) continue;
      for (const named of findPhrases(tokenise(title), LIABILITY_FEATURES.phrases))
        found.push({
          definition: LIABILITY_FEATURES.byPhrase.get(named.phrase) as TFeatureDefinition,
          match: { phrase: named.phrase, start, end, from, to },
        });
    }
  }
  return found;
};

const readFeatures = (tokenised: TTokenised, sectionTitles?: Readonly<Record<string, string>>): TTerm[] => {
  const { tokens, text } = tokenised;
  const scopes = exceptionScopes(tokenised);
  const capParts = partsWith(tokenised, CAP_CUES);
  const waiverParts = partsWith(tokenised, WAIVER_CUES);
  const disclaimerParts = partsWith(tokenised, DISCLAIMER_CUES);
  // "neither party will be liable under this indemnity for … the gross negligence … of the other
  // party" excludes what it names: a part that waives liability and indemnifies no one covers nothing.
  const indemnifyingParts = partsWith(tokenised, INDEMNIFYING_VERBS);
  const indemnityParts = new Set(
    [...partsWith(tokenised, INDEMNITY_CUES).keys()].filter(
      (part) => indemnifyingParts.has(part) || !waiverParts.has(part),
    ),
  );
  // Carve-outs are about liability: an "except" elsewhere ("except that trade secrets …") carves out nothing.
  const liabilitySentences = new Set(
    [...partsWith(tokenised, LIABILITY_CAP_OR_WAIVER_CUES).keys()].map(
      (part) => tokens.find((t) => t.part === part)?.sentence,
    ),
  );
  const idioms = findPhrases(tokenised, NON_NEGATING_PHRASES);
  const negations = findPhrases(tokenised, NEGATION_CUES).filter(
    (negation) => !idioms.some((idiom) => idiom.start <= negation.start && negation.end <= idiom.end),
  );
  const terms: TTerm[] = [];
  const push = (
    definition: TFeatureDefinition,
    scope: TFeatureScope | undefined,
    label: string,
    match: TPhraseMatch,
    negated = false,
  ) =>
    terms.push({
      kind: 'feature',
      ...featureKeyed(definition.id, scope),
      label,
      group: definition.group,
      negated,
      quote: quoteOf(text, match.start, match.end),
    });
  /** A liability the text names: carved out of a cap or a waiver, capped, indemnified or waived. */
  const pushLiability = (definition: TFeatureDefinition, match: TPhraseMatch) => {
    const { part, sentence } = tokens[match.from] as TToken;
    // An item of a list the exception opens, in a paragraph of its own, is read as of the exception's
    // words ("neither Party excludes or limits any liability for:").
    const listedUnder = scopes.find(
      (scope) =>
        scope.start <= match.start &&
        match.end <= scope.end &&
        (tokens[tokenAt(tokenised, scope.cue.start)] as TToken).sentence !== sentence,
    );
    const said = listedUnder ? (tokens[tokenAt(tokenised, listedUnder.cue.start)] as TToken) : undefined;
    if (!liabilitySentences.has(said?.sentence ?? sentence)) return;
    if (inScope(scopes, match)) {
      if (superCapped(tokenised, match)) {
        push(definition, 'super-cap', `higher cap: ${definition.label}`, match);
        return;
      }
      const cap = capParts.has(said?.part ?? part);
      const waiver = waiverParts.has(said?.part ?? part);
      const scope = cap && !waiver ? 'cap-carve-out' : waiver && !cap ? 'waiver-carve-out' : 'carve-out';
      push(definition, scope, `${CARVE_OUT_LABELS[scope]}: ${definition.label}`, match);
    } else if (capParts.has(part)) push(definition, 'capped', `capped: ${definition.label}`, match);
    else if (indemnityParts.has(part))
      push(definition, 'indemnity-covers', `indemnity covers ${definition.label}`, match);
    else if (waiverParts.has(part))
      push(definition, 'waiver-covers', `waiver covers ${definition.label}`, match);
  };
  for (const { group, byPhrase, phrases } of FEATURE_GROUPS) {
    for (const match of findPhrases(tokenised, phrases)) {
      const definition = byPhrase.get(match.phrase) as TFeatureDefinition;
      const part = (tokens[match.from] as TToken).part;
      const following = tokens[match.to];
      if (following && following.part === part && definition.unlessFollowedBy?.includes(following.norm))
        continue;
      const preceding = tokens[match.from - 1];
      if (preceding && preceding.part === part && definition.unlessPrecededBy?.includes(preceding.norm))
        continue;
      if (group === 'liability') pushLiability(definition, match);
      else if (group === 'damages') {
        const nearby = tokens
          .slice(match.to, match.to + 8)
          .some((t) => t.part === part && DAMAGE_NOUNS.includes(t.norm));
        if (
          waiverParts.has(part) &&
          (nearby || definition.id === 'lost-profits' || definition.id === 'lost-data')
        )
          push(definition, 'waiver', `excluded: ${definition.label}`, match);
      } else if (group === 'warranty') {
        if (disclaimerParts.has(part) || waiverParts.has(part) || definition.id === 'as-is')
          push(definition, 'disclaimer', `disclaimed: ${definition.label}`, match);
      } else {
        if (definition.onlyWith && !partsWith(tokenised, definition.onlyWith).has(part)) continue;
        const negated = definition.negatable !== false && negatedBefore(tokenised, negations, match);
        push(definition, undefined, definition.label, match, negated);
      }
    }
  }
  // "subject to the posting of a bond": the feature, said to be absent.
  for (const match of findPhrases(tokenised, ABSENT_PHRASES)) {
    const definition = ABSENT_BY_PHRASE.get(match.phrase) as TFeatureDefinition;
    if (
      !terms.some(
        (t) =>
          t.kind === 'feature' &&
          t.id.item === definition.id &&
          t.id.scope === undefined &&
          t.quote.start <= match.start &&
          match.end <= t.quote.end,
      )
    )
      push(definition, undefined, definition.label, match, true);
  }
  // What a referenced section's title names, where the text does not name it itself ("Section 10
  // (Confidentiality)" already does).
  if (sectionTitles)
    for (const { definition, match } of referencedLiabilities(tokenised, sectionTitles)) {
      const part = (tokens[match.from] as TToken).part;
      const namedInPart = (t: TTerm) =>
        t.kind === 'feature' &&
        t.id.scope !== undefined &&
        t.id.item === definition.id &&
        tokenOfTerm(tokenised, t)?.part === part;
      if (!terms.some(namedInPart)) pushLiability(definition, match);
    }
  return terms;
};

const ABSENT_BY_PHRASE = new Map(
  FEATURES.flatMap((definition) =>
    (definition.absentWhen ?? []).map((phrase) => [phrase, definition] as const),
  ),
);
const ABSENT_PHRASES = [...ABSENT_BY_PHRASE.keys()];

const SUBJECT_VERB = new Set(SUBJECT_VERBS);
/** The modals a subject may follow ("In no event shall Supplier be liable"); no verb a party acts by. */
const INVERTING_MODALS = new Set(['shall', 'will', 'may', 'must', 'can', 'would', 'should']);
const SIDE_BY_NAME = new Map(
  Object.entries(PARTY_SIDES).flatMap(([side, names]) => names.map((name) => [name, side] as const)),
);
const PARTY_NAMES = [...SIDE_BY_NAME.keys()];
const EITHER_SIDE = new Set(EITHER_SIDE_ROLE_WORDS);

/**
 * "the Company" beside "Consultant" is the customer: a party named by a role word of either side
 * (EITHER_SIDE_ROLE_WORDS) takes the side opposite to another party's of the same side.
 */
export const yieldEitherSide = (parties: readonly TParty[]): TParty[] =>
  parties.map((party) => {
    const flipped = OPPOSITE_SIDES[party.side];
    const besideSameSide = parties.some(
      (other) => other !== party && !EITHER_SIDE.has(other.name.toLowerCase()) && other.side === party.side,
    );
    // Not where another party has that side already ("Company … each Supplier … Customer").
    const otherSideTaken = parties.some((other) => other.side === flipped);
    return EITHER_SIDE.has(party.name.toLowerCase()) && besideSameSide && flipped && !otherSideTaken
      ? { ...party, side: flipped }
      : party;
  });

/** The side a role word names ("Licensee": customer), if it is one. */
export const sideOfRoleWord = (word: string) => SIDE_BY_NAME.get(word.toLowerCase());
const NOT_PARTY_PREFIX = new Set(NOT_PARTY_PREFIXES);
const WORD_BEFORE_A_PARTY = new Set(WORDS_BEFORE_A_PARTY);
const COMMON_DEFINED_TERM = new Set(COMMON_DEFINED_TERMS.map((term) => term.toLowerCase()));
const THING_A_PARTY_WORD_NAMES = new Set(THINGS_A_PARTY_WORD_NAMES);
const GENERIC = new Set(GENERIC_DETERMINERS);

/** Parties named in the text: the vocabulary's party words written as names, and defined names ("(the "Distributor")"). */
const isPossessive = (tokenised: TTokenised, match: TPhraseMatch) =>
  /^['’]/.test(tokenised.text.slice(match.end, match.end + 1)) ||
  /['’]s$/i.test(tokenised.text.slice(match.start, match.end));
const actsAsParty = (tokenised: TTokenised, match: TPhraseMatch) =>
  isPossessive(tokenised, match) ||
  tokenised.tokens
    .slice(match.to, match.to + 3)
    .some((t) => SUBJECT_VERB.has(t.norm) && !/[()]/.test(tokenised.text.slice(match.end, t.start)));

/** The subject after its modal: "In no event shall Supplier be liable", "nor will Licensee assign". */
export const invertedSubject = ({ tokens, text }: TTokenised, match: TPhraseMatch) => {
  const before = tokens[match.from - 1];
  const after = tokens[match.to];
  return (
    before !== undefined &&
    INVERTING_MODALS.has(before.norm) &&
    after?.kind === 'word' &&
    /^\s+$/.test(text.slice(before.end, match.start)) &&
    /^\s+$/.test(text.slice(match.end, after.start))
  );
};

/**
 * The party word is part of a longer name — "End User", "Authorized User" (NOT_PARTY_PREFIXES), "User
 * Data", "Customer Materials" (a capitalised word after it) — which names someone or something else.
 */
const inLongerName = (tokenised: TTokenised, match: TPhraseMatch) => {
  const before = tokenised.tokens[match.from - 1];
  const after = tokenised.tokens[match.to];
  const joined = (a: TToken, b: TToken) => /^[ \t-]+$/.test(tokenised.text.slice(a.end, b.start));
  const first = tokenised.tokens[match.from] as TToken;
  const last = tokenised.tokens[match.to - 1] as TToken;
  const previous = tokenised.tokens[match.from - 2];
  // Inside a sentence, after another capitalised word ("the Village Media Company", "any Ginkgo
  // Subcontractor").
  const namePartBefore =
    before?.capitalised === true &&
    before.kind === 'word' &&
    previous?.kind === 'word' &&
    previous.sentence === before.sentence &&
    !WORD_BEFORE_A_PARTY.has(before.norm) &&
    // "Upon expiry of the Term Customer shall return …": a defined term of its own ends before it.
    !COMMON_DEFINED_TERM.has(before.norm);
  return (
    (before !== undefined &&
      joined(before, first) &&
      (namePartBefore || (before.capitalised && NOT_PARTY_PREFIX.has(before.norm)))) ||
    (after?.kind === 'word' &&
      !after.capitalised &&
      THING_A_PARTY_WORD_NAMES.has(after.norm) &&
      joined(last, after)) ||
    (after !== undefined &&
      after.kind === 'word' &&
      after.capitalised &&
      !SUBJECT_VERB.has(after.norm) &&
      !SIDE_BY_NAME.has(after.norm) &&
      joined(last, after))
  );
};

const isInCapitals = (token: TToken | undefined) =>
  token !== undefined && /\p{L}{2}/u.test(token.text) && token.text === token.text.toUpperCase();

/** Whether a word stands among words written in capitals (a heading, a shouted sentence). */
const inCapitalsRun = ({ tokens }: TTokenised, match: TPhraseMatch) =>
  isInCapitals(tokens[match.from - 1]) || isInCapitals(tokens[match.to]);

const readParties = (tokenised: TTokenised, known: readonly TParty[] = []): TParty[] => {
  const parties = new Map<string, TParty>();
  for (const match of findPhrases(tokenised, PARTY_NAMES)) {
    const first = tokenised.tokens[match.from] as TToken;
    if (!first.capitalised) continue;
    if (first.text !== first.text.toUpperCase() && inLongerName(tokenised, match)) continue;
    // "any Customer of the Company" is one of the Company's customers, not the contract's.
    if (GENERIC.has(tokenised.tokens[match.from - 1]?.norm ?? '')) continue;
    // In capitals, a capital says nothing: the word names a party only where it acts ("AGENCY'S
    // LIABILITY", "AGENCY SHALL"), not in "NO AGENCY RELATIONSHIP" — unless the words around it are not
    // in capitals ("the Company gives CONSULTANT written notice").
    if (
      first.text === first.text.toUpperCase() &&
      first.text.length > 1 &&
      !actsAsParty(tokenised, match) &&
      inCapitalsRun(tokenised, match)
    )
      continue;
    const name = tokenised.text.slice(match.start, match.end).replace(/['’]s$/i, '');
    const side = SIDE_BY_NAME.get(match.phrase) as string;
    // Where the contract names its customer "Corio", a "Customer" is someone else (Corio's customers).
    if (known.some((party) => party.side === side && party.name.toLowerCase() !== name.toLowerCase()))
      continue;
    parties.set(name.toLowerCase(), { name, side });
  }
  for (const defined of tokenised.text.matchAll(
    /\((?:the\s+|hereinafter\s+(?:the\s+)?|each\s+a\s+)?["“]([A-Z][\w .&-]{1,40})["”]\)/g,
  )) {
    const name = defined[1] as string;
    const key = name.toLowerCase();
    if (!parties.has(key)) parties.set(key, { name, side: SIDE_BY_NAME.get(key) ?? `named:${name}` });
  }
  // The document's parties, as the clause writes their names ("Corio" for the preamble's "CORIO").
  for (const match of findPhrases(
    tokenised,
    known.map((party) => party.name),
  )) {
    if (!(tokenised.tokens[match.from] as TToken).capitalised) continue;
    const name = tokenised.text.slice(match.start, match.end).replace(/['’]s$/i, '');
    const party = partyNamed(known, match.phrase);
    const own = parties.get(name.toLowerCase());
    if (party && (!own || own.side.startsWith('named:')))
      parties.set(name.toLowerCase(), { name, side: party.side });
  }
  return yieldEitherSide([...parties.values()].filter((party) => party.name.toLowerCase() !== 'agreement'));
};

/**
 * Whether a party's mention acts: it is followed by its verb ("Supplier shall", "ENERGOUS may") or owns
 * what follows ("Supplier's liability"); "terminated by either party" is a mutual right, though passive.
 */
export const actsAsSubject = (tokenised: TTokenised, match: TPhraseMatch) =>
  actsAsParty(tokenised, match) ||
  (tokenised.tokens[match.from - 1]?.norm === 'by' && MUTUAL_PHRASES.includes(match.phrase)) ||
  passiveAgent(tokenised, match);

const CONDITION_BEFORE = new RegExp(
  `\\b(?:${CONDITIONS_BEFORE_A_PARTY.map(escapeRegExp).join('|')})\\s+(?:the\\s+)?$`,
  'i',
);

/** Whether the text before a party's name makes its act a condition ("unless Customer gives …"). */
export const opensCondition = (before: string) => CONDITION_BEFORE.test(before.slice(-40));

const PASSIVE_AUXILIARIES = new Set(['be', 'been', 'being', 'is', 'are', 'was', 'were']);

/** The one doing what a passive verb says: "shall not … be assigned by EFS". */
export const passiveAgent = ({ tokens }: TTokenised, match: TPhraseMatch) =>
  tokens[match.from - 1]?.norm === 'by' &&
  /ed$/.test(tokens[match.from - 2]?.norm ?? '') &&
  PASSIVE_AUXILIARIES.has(tokens[match.from - 3]?.norm ?? '');

const PERIODS_BY_PARTY = new Map(
  [...DURATION_ROLES, NON_RENEWAL_NOTICE]
    .filter((role) => role.byParty)
    .map(
      (role) => [role.id, { verbs: 'actedBy' in role ? role.actedBy : undefined, cues: role.cues }] as const,
    ),
);
/** How many words after a party's possessive its period's word may come ("Customer's prior written notice"). */
const OWNED_REACH = 3;
/**
 * A term's key as what the text states: a feature it says is absent is another term ("no late payment
 * charges", "Customer may not terminate for convenience").
 */
export const statedKey = (term: TTerm) =>
  term.kind === 'feature' && term.negated ? `${term.key}:none` : term.key;

/** Whether a term is the agreement's own period (its term, a renewal term), no party's. */
export const isAgreementPeriod = (term: TTerm) =>
  term.kind === 'duration' && ROLE_BY_ID.get(term.role)?.ofAgreement === true;

/** Whether a term is a period of one party's (a notice, a payment): whose it is decides its direction. */
export const isPartysPeriod = (term: TTerm) => term.kind === 'duration' && PERIODS_BY_PARTY.has(term.role);

const PAYMENT_ROLE = 'payment';
const RATES_BY_PAYER = new Set(PERCENT_ROLES.filter((role) => role.byParty).map((role) => role.id));

/** How many words after a party its verb may come ("EFS agrees to pay", "Customer will promptly pay"). */
const VERB_REACH = 4;

/**
 * A rate charged on late payment is the payer's (TPercentTerm.actor): the party it names as paying late
 * ("late payments by Customer"), or else the side paying every payment period of the text, or the one
 * paying the payment just before a sentence on its unpaid amounts ("… within thirty (30) days. Any amount
 * not paid when due shall bear interest …"). Where both sides pay, "Overdue amounts" are anyone's.
 */
const setRatePayers = (
  tokenised: TTokenised,
  terms: TTerm[],
  named: readonly TPhraseMatch[],
  sideOf: (phrase: string) => string | undefined,
) => {
  const { tokens } = tokenised;
  const payments = terms
    .filter((term): term is TDurationTerm => term.kind === 'duration' && term.role === PAYMENT_ROLE)
    .sort((a, b) => a.quote.start - b.quote.start);
  const payers = new Set(payments.map((payment) => payment.actor));
  const sentenceOf = (term: TTerm) => tokenOfTerm(tokenised, term)?.sentence ?? -1;
  for (const term of terms) {
    if (term.kind !== 'percentage' || !RATES_BY_PAYER.has(term.role)) continue;
    const part = tokenOfTerm(tokenised, term)?.part;
    const payer = named.find(
      (match) => tokens[match.from]?.part === part && tokens[match.from - 1]?.norm === 'by',
    );
    const before = payments.filter((p) => p.quote.start < term.quote.start).at(-1);
    const refersBack =
      before !== undefined &&
      sentenceOf(before) === sentenceOf(term) - 1 &&
      sentenceOpensWith(tokenised, sentenceOf(term), UNPAID_AMOUNT_OPENINGS);
    const side = payer
      ? sideOf(payer.phrase)
      : payers.size === 1
        ? [...payers][0]
        : refersBack
          ? before.actor
          : undefined;
    if (side && side !== 'mutual' && !side.startsWith('named:')) term.actor = side;
  }
};

/** Whether sentence `index` of the text opens with one of `phrases`. */
const sentenceOpensWith = (tokenised: TTokenised, index: number, phrases: readonly string[]) => {
  const sentence = tokenised.sentences[index];
  return (
    sentence !== undefined &&
    findPhrases(tokenised, phrases).some(
      (match) =>
        match.start >= sentence.start && !/\S/.test(tokenised.text.slice(sentence.start, match.start)),
    )
  );
};

const NON_PARTY_SUBJECT = new Set(NON_PARTY_SUBJECTS);
const OBJECT_PREPOSITIONS = new Set(PREPOSITIONS_BEFORE_OBJECTS);

/**
 * Whether a capitalised word the reading knows as no party acts before token `at` in its part
 * ("Operator shall have the right to terminate …", "NCC may terminate …"): a modal after it, and no
 * passive ("Expenses shall be paid" is no one's act).
 */
const unknownSubjectBefore = ({ tokens }: TTokenised, at: number) => {
  const part = tokens[at]?.part;
  for (let k = at - 1; k >= 0 && tokens[k]?.part === part; k -= 1) {
    const token = tokens[k] as TToken;
    if (
      token.capitalised &&
      token.kind === 'word' &&
      !NON_PARTY_SUBJECT.has(token.norm) &&
      INVERTING_MODALS.has(tokens[k + 1]?.norm ?? '') &&
      tokens[k + 2]?.norm !== 'be'
    )
      return true;
  }
  return false;
};

/**
 * Whether token `at` is in the phrase that opens its sentence part: before the part's first comma, with
 * no modal before it ("The supplier may engage subprocessors on fourteen (14) days' prior notice, …" is
 * the main clause already).
 */
const openingPhrase = ({ tokens, text, parts }: TTokenised, at: number) => {
  const token = tokens[at];
  const span = token && parts[token.part];
  if (!token || !span) return false;
  const comma = text.indexOf(',', span.start);
  if (comma <= token.end || comma >= span.end) return false;
  for (let k = at - 1; k >= 0 && tokens[k]?.part === token.part; k -= 1)
    if (INVERTING_MODALS.has(tokens[k]?.norm ?? '')) return false;
  return true;
};

/** The notice on which a party ends the agreement: given by a party the reading cannot place, it is no side's. */
const UNPLACED_ROLE = 'notice';

/** Who may act in a text: the parties named as names, the subjects that act, each phrase's side. */
const actorContext = (tokenised: TTokenised, parties: TParty[]) => {
  const { tokens } = tokenised;
  const sideOf = (phrase: string) =>
    MUTUAL_PHRASES.includes(phrase) ? 'mutual' : partyNamed(parties, phrase)?.side;
  const named = findPhrases(
    tokenised,
    parties.map((p) => p.name),
  ).filter((match) => (tokens[match.from] as TToken).capitalised);
  const subjects = [...findPhrases(tokenised, MUTUAL_PHRASES), ...named]
    .filter((match) => actsAsSubject(tokenised, match))
    .sort((a, b) => a.from - b.from);
  return { tokenised, named, subjects, sideOf };
};

type TActorContext = ReturnType<typeof actorContext>;

/** Per role's verbs, the parties that say them, and with the subjects, in order, those that may act. */
const actorsByVerbs = ({ tokenised, named, subjects }: TActorContext) => {
  const { tokens } = tokenised;
  // The party last mentioned as a subject before its role's verb (in the active voice) acts on the
  // period, whether or not a subject verb follows it: "Client hereby grants to EFS a … perpetual …
  // license", "Supplier assigns to Customer … and grants Customer a perpetual … license".
  // Read only for a period whose role names its verbs (a licence's grant, a payment), and with lists
  // of fixed identity, which findPhrases reads once per text.
  const subjectMentions = () =>
    [...findPhrases(tokenised, MUTUAL_PHRASES), ...findPhrases(tokenised, PARTY_NAMES), ...named]
      .filter((match) => !OBJECT_PREPOSITIONS.has(tokens[match.from - 1]?.norm ?? ''))
      .sort((a, b) => a.from - b.from);
  const sayingVerb = (verbs: readonly string[]) => {
    const mentions = subjectMentions();
    return tokens.flatMap((token, k) => {
      if (!verbs.includes(token.norm)) return [];
      const auxiliary = tokens[tokens[k - 1]?.norm === 'hereby' ? k - 2 : k - 1]?.norm ?? '';
      if (PASSIVE_AUXILIARIES.has(auxiliary)) return [];
      const last = mentions[firstAtOrAfter(mentions, k, (match) => match.from) - 1];
      const party = named.find((match) => match.from === last?.from);
      return party && tokens[party.from]?.part === token.part ? [party] : [];
    });
  };
  /** Per role's verbs: the parties that say them, and with the subjects, in order, those that may act. */
  const byVerbs = new Map<
    readonly string[],
    { speakers: ReadonlySet<TPhraseMatch>; actors: TPhraseMatch[] }
  >();
  const actorsOf = (verbs: readonly string[] | undefined) => {
    if (!verbs) return { speakers: new Set<TPhraseMatch>(), actors: subjects };
    let known = byVerbs.get(verbs);
    if (!known) {
      const speakers = new Set(sayingVerb(verbs));
      known = { speakers, actors: [...new Set([...subjects, ...speakers])].sort((a, b) => a.from - b.from) };
      byVerbs.set(verbs, known);
    }
    return known;
  };
  return actorsOf;
};

/**
 * Each period's actor (TDurationTerm.actor): the last party acting as a subject in the period's
 * sentence part before it — "ENERGOUS may, at any time, terminate … upon one hundred and eighty (180)
 * days prior written notice" is ENERGOUS's notice, whatever the playbook says of the customer's.
 */
const setPeriodActors = (context: TActorContext, terms: TTerm[]) => {
  const { tokenised, named, sideOf } = context;
  const { tokens } = tokenised;
  // "… shall be paid to Client within fifteen (15) days": paid by the other side.
  const payees = findPhrases(tokenised, PAYEE_PHRASES).flatMap((phrase) => {
    const party = named.find((match) => match.from === phrase.to);
    return party ? [{ from: phrase.from, party: party.phrase }] : [];
  });
  const actorsOf = actorsByVerbs(context);
  for (const term of terms) {
    if (term.kind !== 'duration' || !PERIODS_BY_PARTY.has(term.role)) continue;
    const { verbs, cues } = PERIODS_BY_PARTY.get(term.role) as { verbs?: string[]; cues: string[] };
    const at = tokenAt(tokenised, term.quote.start);
    const part = tokens[at]?.part;
    const { speakers, actors } = actorsOf(verbs);
    // A possessive acts on the period only when it owns it ("on Customer's thirty (30) days' notice"),
    // not in "without Supplier's consent, by giving written notice".
    // … or whose words say the period's cue without a comma between ("Supplier's obligations under
    // this Section survive indefinitely").
    const owns = (match: TPhraseMatch) =>
      !isPossessive(tokenised, match) ||
      at - match.to <= 1 ||
      findPhrases(tokenised, cues).some(
        (cue) =>
          cue.from >= match.to &&
          cue.from <= at &&
          (cue.from < match.to + OWNED_REACH || !tokenised.text.slice(match.end, cue.start).includes(',')),
      );
    const actsOnIt = (match: TPhraseMatch) =>
      owns(match) &&
      (!verbs ||
        speakers.has(match) ||
        tokens.slice(match.to, match.to + VERB_REACH).some((token) => verbs.includes(token.norm)));
    // The nearest subject before it in its part: walk back from the last one that ends before it.
    let subject: TPhraseMatch | undefined;
    for (let k = firstAtOrAfter(actors, at, (match) => match.from) - 1; k >= 0 && !subject; k -= 1) {
      const match = actors[k] as TPhraseMatch;
      if (tokens[match.from]?.part !== part) break;
      if (match.to <= at && actsOnIt(match)) subject = match;
    }
    // A period in the phrase that opens its sentence part is the main clause's subject's: "On or before
    // sixty (60) days after the end of each month, NCM shall pay to Network Affiliate …".
    subject ??= openingPhrase(tokenised, at)
      ? actors.find((match) => match.from > at && tokens[match.from]?.part === part && actsOnIt(match))
      : undefined;
    const payee = payees.find((match) => tokens[match.from]?.part === part);
    // A sentence that names no one and refers back to the one before it is that one's actor's: "EFS
    // shall pay Client a … purchase price … . Such amount shall be paid Net ninety (90) days …".
    const sentence = tokens[at]?.sentence ?? 0;
    if (
      !subject &&
      !payee &&
      sentence > 0 &&
      sentenceOpensWith(tokenised, sentence, SENTENCE_OPENINGS_REFERRING_BACK)
    )
      subject = actors.findLast((match) => tokens[match.from]?.sentence === sentence - 1 && actsOnIt(match));
    const side = subject ? sideOf(subject.phrase) : payee && OPPOSITE_SIDES[sideOf(payee.party) ?? ''];
    if (side && !side.startsWith('named:')) term.actor = side;
    else if (!side && term.role === UNPLACED_ROLE && unknownSubjectBefore(tokenised, at))
      term.actorUnknown = true;
  }
};

/**
 * The side of a feature of one party's: the parties named before it in its part, as subject or not
 * ("Customer irrevocably waives … its right to a jury trial"); both sides, or "each party", make it
 * mutual ("Supplier and Customer each hereby waive …").
 */
const setFeatureActors = ({ tokenised, named, subjects, sideOf }: TActorContext, terms: TTerm[]) => {
  const { tokens } = tokenised;
  const mentions = [...findPhrases(tokenised, MUTUAL_PHRASES), ...named].sort((a, b) => a.from - b.from);
  for (const term of terms) {
    if (term.kind !== 'feature' || !FEATURES_BY_PARTY.has(term.feature)) continue;
    const at = tokenAt(tokenised, term.quote.start);
    const part = tokens[at]?.part;
    if (FEATURE_BY_ID.get(term.feature)?.ofSubject) {
      const sentence = tokens[at]?.sentence;
      const subject = subjects.findLast(
        (match) => match.to <= at && tokens[match.from]?.sentence === sentence,
      );
      const side = subject && sideOf(subject.phrase);
      if (side && !side.startsWith('named:')) term.actor = side;
      continue;
    }
    // "each party" before it in reach makes it mutual; otherwise the party nearest before it and those
    // joined to it by "and" ("Supplier and Customer each hereby waive"), not one named earlier as an
    // object ("any dispute between Supplier and Customer, and Customer irrevocably waives").
    const before: TPhraseMatch[] = [];
    for (let k = firstAtOrAfter(mentions, at, (match) => match.from) - 1; k >= 0; k -= 1) {
      const mention = mentions[k] as TPhraseMatch;
      if (tokens[mention.from]?.part !== part || at - mention.from > FEATURE_PARTY_REACH) break;
      before.push(mention);
    }
    if (before.some((mention) => sideOf(mention.phrase) === 'mutual')) {
      term.actor = 'mutual';
      continue;
    }
    const sides = new Set<string>();
    for (const [k, mention] of before.entries()) {
      const side = sideOf(mention.phrase);
      if (side && !side.startsWith('named:')) sides.add(side);
      const next = before[k + 1];
      const joined = next && /^\s+(?:and|or)\s+$/i.test(tokenised.text.slice(next.end, mention.start));
      if (!joined) break;
    }
    const [only] = sides;
    if (only) term.actor = sides.size > 1 ? 'mutual' : only;
  }
};

/** What an indemnity covers is its indemnitor's. */
const setIndemnityActors = (tokenised: TTokenised, parties: TParty[], terms: TTerm[]) => {
  const { tokens } = tokenised;
  // What an indemnity covers is its indemnitor's ("NCM shall indemnify Network Affiliate … arising from
  // Network Affiliate's breach" is NCM's).
  const covered = terms.filter(
    (term): term is TFeatureTerm => term.kind === 'feature' && term.id.scope === 'indemnity-covers',
  );
  const indemnitors = covered.length > 0 ? readIndemnitors(tokenised, parties) : [];
  for (const term of covered) {
    const at = tokenAt(tokenised, term.quote.start);
    const sentence = tokens[at]?.sentence;
    const side = indemnitors.findLast(
      ({ verb }) => verb.to <= at && tokens[verb.from]?.sentence === sentence,
    )?.side;
    if (side) term.actor = side;
  }
};

/** Whose each period, rate and feature of one party's is (the side acting on it; 'mutual' for either party). */
const setActors = (tokenised: TTokenised, parties: TParty[], terms: TTerm[]) => {
  const context = actorContext(tokenised, parties);
  setPeriodActors(context, terms);
  setRatePayers(tokenised, terms, context.named, context.sideOf);
  setFeatureActors(context, terms);
  setIndemnityActors(tokenised, parties, terms);
};

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

/** Who owns the work made under the contract (read-ownership.ts), as features of the owner's side. */
const readWorkOwnership = (tokenised: TTokenised, parties: readonly TParty[]): TTerm[] =>
  readOwnership(tokenised, sidedMentions(tokenised, parties)).map(({ side, start, end }) => ({
    kind: 'feature',
    ...featureKeyed(WORK_OWNERSHIP.id),
    label: WORK_OWNERSHIP.label,
    group: 'concept',
    negated: false,
    actor: side,
    quote: quoteOf(tokenised.text, start, end),
  }));

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
const readChangeOfControlAgainst = (tokenised: TTokenised, parties: readonly TParty[]): TTerm[] => {
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

/** How many words before a party's feature the parties it is of are named. */
const FEATURE_PARTY_REACH = 40;

const FEATURES_BY_PARTY = new Set(FEATURES.filter((feature) => feature.byParty).map((feature) => feature.id));

/** How many words after a releasing verb the party released may be named ("waives any and all claims against Supplier"). */
const RELEASE_REACH = 8;
const RELEASING = new Set(RELEASING_VERBS);
/** Words that deny a release between a party and its verb ("shall not waive", "cannot release"). */
const NEGATIONS = new Set(NEGATION_CUES.filter((cue) => !cue.includes(' ')));

/**
 * The releases a text states: a party followed by its releasing verb (RELEASING_VERBS) and the other
 * party released right after it or after "against" ("Customer hereby waives all claims against
 * Supplier", "Licensee releases Licensor"). The released party is the one the words favour.
 */
export const readReleases = (tokenised: TTokenised, parties: readonly TParty[]) => {
  const { tokens } = tokenised;
  const mentions = sidedMentions(tokenised, parties);
  return mentions.flatMap((by) => {
    const part = (tokens[by.match.from] as TToken).part;
    const before = tokens.slice(by.match.to, by.match.to + VERB_REACH);
    const verb = before.findIndex((token) => token.part === part && RELEASING.has(token.norm));
    // "Customer shall not waive any rights against Supplier" releases nobody.
    if (verb < 0 || before.slice(0, verb).some((token) => NEGATIONS.has(token.norm))) return [];
    const after = by.match.to + verb + 1;
    const released = mentions.find(({ match, side }) => {
      const previous = tokens[match.from - 1]?.norm;
      const start = previous === 'the' ? match.from - 1 : match.from;
      return (
        side !== by.side &&
        match.from >= after &&
        match.from < after + RELEASE_REACH &&
        (tokens[match.from] as TToken).part === part &&
        (start === after || previous === 'against' || tokens[match.from - 2]?.norm === 'against')
      );
    });
    return released ? [{ by: by.match, released: released.match, side: released.side }] : [];
  });
};

/**
 * Who is bound: mutual wording, and named parties that are the subject of an obligation or a right —
 * where that obligation or right states a term ("Each party's total liability shall not exceed …"),
 * not where the parties merely act ("the parties shall work together to resolve it").
 */
const readWho = (tokenised: TTokenised, parties: TParty[], stated: TTerm[]): TTerm[] => {
  const { tokens, text } = tokenised;
  const partAtOffset = (offset: number) => tokens[tokenAt(tokenised, offset)]?.part;
  const statedParts = new Set(stated.map((term) => partAtOffset(term.quote.start)));
  const statesATerm = (match: TPhraseMatch) => statedParts.has((tokens[match.from] as TToken).part);
  const terms: TTerm[] = [];
  const subjectAt = (match: TPhraseMatch) => actsAsSubject(tokenised, match);
  const mutual = findPhrases(tokenised, MUTUAL_PHRASES).find(
    (match) => (subjectAt(match) || /mutual/.test(match.phrase)) && statesATerm(match),
  );
  if (mutual)
    terms.push({
      kind: 'who',
      ...keyed<TWhoKey>({ kind: 'who', side: 'mutual' }),
      label: 'mutual',
      side: 'mutual',
      quote: quoteOf(text, mutual.start, mutual.end),
    });
  const sides = new Map<string, TPhraseMatch>();
  for (const match of findPhrases(
    tokenised,
    parties.map((p) => p.name),
  )) {
    if (!(tokens[match.from] as TToken).capitalised || !subjectAt(match) || !statesATerm(match)) continue;
    const party = partyNamed(parties, match.phrase);
    if (party && !party.side.startsWith('named:') && !sides.has(party.side)) sides.set(party.side, match);
  }
  const oneSide = (side: string, match: TPhraseMatch): TWhoTerm => ({
    kind: 'who',
    ...keyed<TWhoKey>({ kind: 'who', side }),
    label: `binds or favours the ${side} only`,
    side,
    quote: quoteOf(text, match.start, match.end),
  });
  for (const [side, match] of sides) terms.push(oneSide(side, match));
  // A party's release favours the party released: "Customer waives all claims against Supplier".
  for (const { by, released, side } of readReleases(tokenised, parties))
    if (statesATerm(by))
      terms.push({ ...oneSide(side, released), releasedBy: quoteOf(text, by.start, by.end) });
  return terms;
};

/** The features that state a cap. */
const CAP_FEATURES = ['cap', 'cap-based-on-fees'];

/** The scopes that carve a liability out of a cap or a waiver (or out of both). */
export const CARVE_OUT_SCOPES: readonly TFeatureScope[] = ['carve-out', 'cap-carve-out', 'waiver-carve-out'];
/** A liability carved out of a cap or a waiver. */
export const isCarveOut = (term: TFeatureTerm) =>
  term.id.scope !== undefined && CARVE_OUT_SCOPES.includes(term.id.scope);

/** A concept stated by other terms (a notice to stop renewal by its notice period): added when they are. */
const derive = (terms: TTerm[], feature: string, from: (term: TTerm) => boolean) => {
  const source = terms.find(from);
  const definition = featureDefinition(feature);
  if (
    !source ||
    !definition ||
    terms.some((t) => t.kind === 'feature' && t.feature === feature && !t.negated)
  )
    return;
  terms.push({
    kind: 'feature',
    ...featureKeyed(feature),
    label: definition.label,
    group: 'concept',
    negated: false,
    quote: source.quote,
  });
};

/**
 * Reads a clause or a guideline into terms: durations with their role, liability caps, percentages,
 * governing law and venue, legal features (carve-outs, waived damages, disclaimers, defend / hold
 * harmless, consent qualifiers, …, each possibly negated) and who is bound. Every term quotes the
 * words it was read from, with their offsets.
 */
export const readTerms = (text: string, context: TReadContext = {}): TTermReading => {
  const tokenised = tokenise(text);
  const numbers = readNumbers(tokenised);
  const state: TReadState = { tokenised, used: new Set() };
  const parties = readParties(tokenised, context.parties);
  const stated = [
    ...readCaps(state, numbers),
    ...readPercentages(state, numbers),
    ...readDurations(state, numbers),
    ...readPlaces(tokenised, parties),
    ...readFeatures(tokenised, context.sectionTitles),
  ];
  setActors(tokenised, parties, stated);
  const terms = [
    ...stated,
    ...readWho(tokenised, parties, stated),
    ...readWorkOwnership(tokenised, parties),
    ...readChangeOfControlAgainst(tokenised, parties),
  ];
  // Derived features: a cap is stated by its values too; carve-outs exist when any item is carved out.
  const has = (scope: TFeatureScope) =>
    terms.some((t) => t.kind === 'feature' && !t.negated && t.id.scope === scope);
  // The first cap's words: a cap's measure, or else the cap, a liability it caps or carves out.
  const firstCapQuote = () =>
    terms.find(
      (t) =>
        t.kind === 'cap' ||
        (t.kind === 'feature' &&
          (t.id.scope === 'capped' ||
            t.id.scope === 'cap-carve-out' ||
            (t.id.scope === undefined && CAP_FEATURES.includes(t.id.item)))),
    )?.quote;
  const capDefinition = featureDefinition('cap') as TFeatureDefinition;
  const capFeature = (quote: TQuote): TTerm => ({
    kind: 'feature',
    ...featureKeyed('cap'),
    label: capDefinition.label,
    group: 'concept',
    negated: false,
    quote,
  });
  const capStated = capStatement(tokenised);
  if (capStated && !terms.some((t) => t.kind === 'cap'))
    terms.push(capFeature(quoteOf(text, capStated.start, capStated.end)));
  if (terms.some((t) => t.kind === 'cap')) {
    for (const term of terms) if (term.kind === 'feature' && term.feature === 'cap') term.negated = false;
    if (!terms.some((t) => t.kind === 'feature' && t.feature === 'cap'))
      terms.push(capFeature(firstCapQuote() as TQuote));
  }
  // "(for which by law no limit applies)" inside an exception says the carve-out is uncapped, not the clause.
  const scopes = exceptionScopes(tokenised);
  const uncapped = findPhrases(tokenised, UNCAPPED_PHRASES).filter(
    (match) =>
      // "… shall be unlimited" opens an exception of its own; "(for which no limit applies)" inside another does not count.
      !scopes.some(
        (s) =>
          s.start <= match.start &&
          match.end <= s.end &&
          (s.cue.end <= match.start || s.cue.start >= match.end),
      ) &&
      !findPhrases(tokenised, BOILERPLATE_PHRASES).some((b) => b.start <= match.start && match.end <= b.end),
  )[0];
  if (uncapped)
    terms.push({
      kind: 'feature',
      ...featureKeyed('uncapped'),
      label: 'unlimited liability',
      group: 'concept',
      negated: false,
      quote: quoteOf(text, uncapped.start, uncapped.end),
    });
  derive(terms, 'non-renewal-notice', (t) => t.kind === 'duration' && t.role === 'non-renewal-notice');
  // A renewal that notice must stop happens by itself: "renews for successive one-year terms unless
  // either party gives notice of non-renewal" is an automatic renewal.
  derive(terms, 'automatic-renewal', (t) => t.kind === 'duration' && t.role === 'non-renewal-notice');
  derive(terms, 'cap-based-on-fees', (t) => t.kind === 'cap' && t.basis !== 'amount');
  const carveOutMention = terms.find((t) => t.kind === 'feature' && t.feature === 'carve-outs') as
    | TFeatureTerm
    | undefined;
  const anyCarveOut = CARVE_OUT_SCOPES.some(has);
  if (anyCarveOut && !carveOutMention) {
    const quote = (terms.find((t) => t.kind === 'feature' && isCarveOut(t)) as TTerm).quote;
    terms.push({
      kind: 'feature',
      ...featureKeyed('carve-outs'),
      label: 'carve-outs',
      group: 'concept',
      negated: false,
      quote,
    });
  }
  if (carveOutMention && anyCarveOut) carveOutMention.negated = false;
  return { tokenised, terms, parties };
};

/** The place a place lies in ("Ontario" → "Canada", "Texas" → "United States"). */
export const placeParent = (place: string): string | undefined => PLACE_PARENTS[place];

/** The most specific of a set of places: "Nevada" and "United States" → "Nevada". */
export const mostSpecificPlaces = (places: string[]) =>
  [...new Set(places)].filter((place) => !places.some((other) => placeParent(other) === place));
