/** A reading's types (terms, parties, the read context) and the helpers every reader shares. */

import { isNamedSide } from '../topics/parties/named-side';
import {
  BOILERPLATE_PHRASES,
  CAP_CUES,
  DURATION_WORDS,
  FEATURES,
  LIABILITY_WORDS,
  MUTUAL_PHRASES,
  PAYING_SIDE,
  PERPETUAL_PHRASES,
  type TFeatureDefinition,
  WAIVER_CUES,
} from './legal-vocabulary';
import type { TNumber } from './read-numbers';
import type {
  TCapKey,
  TDurationKey,
  TFeatureKey,
  TPercentKey,
  TPlaceKey,
  TTermKey,
  TWhoKey,
} from './term-key';
import {
  findPhrases,
  perText,
  perTextAndList,
  type TPhraseMatch,
  type TSpan,
  type TToken,
  type TTokenised,
  tokenAt,
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
  /**
   * The place is written inside a court's proper name ("the … District Court for the Eastern District
   * of Virginia"): another place cannot be written in its stead.
   */
  inCourtName?: true;
  /**
   * The law floats with the forum or among alternatives ("the laws of the state where a suit is filed,
   * being either Illinois or New York"): it states no one law, so it answers no level's law.
   */
  floating?: true;
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
    return side && !isNamedSide(side) && (tokenised.tokens[match.from] as TToken).capitalised
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
  /**
   * In a document review, how the contract writes "party" ("Party" where it is a defined term): words an
   * edit brings into a clause that does not say "party" itself are spelled so.
   */
  partyWord?: 'Party' | 'party';
};

/** Whether the contract has only the other side pay the playbook's customer (TReadContext.payer). */
export const customerIsPaid = (payer: TReadContext['payer']): payer is NonNullable<TReadContext['payer']> =>
  payer !== undefined && payer.side !== PAYING_SIDE;

export type TTermReading = { tokenised: TTokenised; terms: TTerm[]; parties: TParty[] };

export const quoteOf = (text: string, start: number, end: number): TQuote => ({
  text: text.slice(start, end),
  start,
  end,
});

export const FEATURE_BY_ID = new Map(FEATURES.map((feature) => [feature.id, feature]));
/** Feature phrases by group, in reading order; built once, the vocabulary is matched on every text. */
export const FEATURE_GROUPS = (['liability', 'damages', 'warranty', 'concept'] as const).map((group) => {
  const byPhrase = new Map(
    FEATURES.filter((f) => f.group === group).flatMap((d) => d.phrases.map((p) => [p, d] as const)),
  );
  return { group, byPhrase, phrases: [...byPhrase.keys()] };
});
export const LIABILITY_FEATURES = FEATURE_GROUPS[0] as (typeof FEATURE_GROUPS)[number];
export const DURATION_PHRASES = [...Object.keys(DURATION_WORDS), ...PERPETUAL_PHRASES];
/** A redacted value in a filed contract: "[***]", "[ * ]". */
const REDACTION_MARK = /\[\s*\*[\s*]*\]/g;
/** Each redacted value of the text ("[***]"), with the index of the token right after it (-1: none). */
export const redactions = ({ text, tokens }: TTokenised) =>
  [...text.matchAll(REDACTION_MARK)].map((mark) => {
    const start = mark.index ?? 0;
    const end = start + mark[0].length;
    return { start, end, next: tokens.findIndex((token) => token.start >= end) };
  });
/** Whether a term's value is redacted in the filed copy: stated, but comparable with nothing. */
export const isRedacted = (term: TTerm) =>
  (term.kind === 'duration' || term.kind === 'percentage') && term.redacted === true;
/** After a redaction, words that make it a rate: "[*]%", "[***] percent", "[***] per month". */
export const REDACTED_RATE = /^\s*(?:%|percent\b|per\s+cent\b|per\s+(?:month|annum|year)\b)/i;
/** How many words after "annual" may name what recurs ("annual support and maintenance payments"). */
export const RECURRING_REACH = 4;
export const LIABILITY_CAP_OR_WAIVER_CUES = [...LIABILITY_WORDS, ...CAP_CUES, ...WAIVER_CUES];
export const featureDefinition = (id: string) => FEATURE_BY_ID.get(id);

/** Phrase matches per sentence part, for "does this part say X" questions. */
export const partsWith = (tokenised: TTokenised, phrases: readonly string[]) => {
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
export const phraseSpots = perTextAndList((tokenised, phrases) => {
  const matches = findPhrases(tokenised, phrases);
  return {
    parts: new Set(matches.map((match) => (tokenised.tokens[match.from] as TToken).part)),
    starts: new Set(matches.map((match) => match.from)),
    ends: new Set(matches.map((match) => match.to)),
  };
});

/** Whether the (lower-case) text contains one of the word beginnings. */
export const mentionsAny = (text: string, stems: readonly string[]) =>
  stems.some((stem) => text.includes(stem));

/** Whether a match lies within one of `others` ("renew" inside "not to renew"). */
export const insideAny = (match: TPhraseMatch, others: readonly TPhraseMatch[]) =>
  others.some((other) => other.from <= match.from && match.to <= other.to);

/** The token a term's words start at: its sentence and sentence part. */
export const tokenOfTerm = (tokenised: TTokenised, term: TTerm) =>
  tokenised.tokens[tokenAt(tokenised, term.quote.start)];

export const tokenDistance = (a: { from: number; to: number }, b: { from: number; to: number }) =>
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
export const crossesComma = (tokenised: TTokenised, value: { to: number }, cue: { from: number }) => {
  const counts = commaCounts(tokenised);
  return (counts.before[cue.from] ?? 0) > (counts.through[value.to - 1] ?? 0);
};

export type TReadState = { tokenised: TTokenised; used: Set<number> };

export const claim = (state: TReadState, number: TNumber) => {
  for (let i = number.from; i < number.to; i += 1) state.used.add(i);
};
export const isUsed = (state: TReadState, number: TNumber) => state.used.has(number.from);
