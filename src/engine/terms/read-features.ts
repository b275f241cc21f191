/** Features read from a text, with what they are negated by and the exceptions that scope them. */
import {
  BOILERPLATE_PHRASES,
  CAP_CUES,
  CARVE_OUT_LABELS,
  DAMAGE_NOUNS,
  DISCLAIMER_CUES,
  EXCEPTION_CUES,
  FEATURES,
  INDEMNIFYING_VERBS,
  INDEMNITY_CUES,
  MAIN_CLAUSE_CUES,
  NEGATION_CUES,
  NEGATION_TAKERS,
  NON_NEGATING_PHRASES,
  SUPER_CAP_CUES,
  type TFeatureDefinition,
  WAIVER_CUES,
} from './legal-vocabulary';
import { featureKeyed, type TFeatureScope } from './term-key';
import {
  FEATURE_GROUPS,
  LIABILITY_CAP_OR_WAIVER_CUES,
  LIABILITY_FEATURES,
  partsWith,
  quoteOf,
  type TTerm,
  tokenOfTerm,
} from './term-reading';
import {
  findPhrases,
  nextComma,
  type TPhraseMatch,
  type TSpan,
  type TToken,
  type TTokenised,
  tokenAt,
  tokenise,
  withDamagedWordsRead,
} from './text-tokens';

/** What may stand between two nouns of a list one negation governs: "without penalty or any fee". */
const LIST_JOINERS = ['or', 'and', 'nor'];
const LIST_DETERMINERS = ['any', 'other', 'a', 'an'];

/**
 * How far a negation must reach over the words `between` it and a feature to negate it, or undefined
 * where a word there takes the negation for itself ("without notice, pay the termination fee"). A
 * negation before a list of nouns negates each of them: in "without payment of any penalty or
 * termination fee" it reaches the fee through the penalty, the list's first item.
 */
const negationReach = (between: readonly TToken[]) => {
  const taker = between.findLastIndex((token) => NEGATION_TAKERS.includes(token.norm));
  if (taker === -1) return between.length;
  const [joiner, ...determiners] = between.slice(taker + 1);
  const nextInList =
    joiner !== undefined &&
    LIST_JOINERS.includes(joiner.norm) &&
    determiners.every((token) => LIST_DETERMINERS.includes(token.norm));
  return nextInList ? taker : undefined;
};

/** Does a negation cue reach `match` within `window` tokens, in the same sentence part? */
const negatedBefore = (
  tokenised: TTokenised,
  negations: readonly TPhraseMatch[],
  match: TPhraseMatch,
  window = 5,
) =>
  negations.some((cue) => {
    if (cue.to > match.from) return false;
    if ((tokenised.tokens[cue.from] as TToken).part !== (tokenised.tokens[match.from] as TToken).part)
      return false;
    const reach = negationReach(tokenised.tokens.slice(cue.to, match.from));
    return reach !== undefined && reach < window;
  });

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
export const exceptionScopes = (tokenised: TTokenised): (TSpan & { cue: TSpan })[] => {
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

/**
 * What decides how a feature named in a text is read: the exceptions that scope it, the parts that cap,
 * waive, disclaim or indemnify, the sentences about liability and the negations; and the terms read so far.
 */
type TFeatureReading = {
  tokenised: TTokenised;
  scopes: (TSpan & { cue: TSpan })[];
  capParts: ReadonlySet<number>;
  waiverParts: ReadonlySet<number>;
  disclaimerParts: ReadonlySet<number>;
  indemnityParts: ReadonlySet<number>;
  liabilitySentences: ReadonlySet<number | undefined>;
  negations: TPhraseMatch[];
  terms: TTerm[];
};

/** A word right after the phrase that makes it mean something else ("exclusive jurisdiction"). */
const meansSomethingElse = ({ tokens }: TTokenised, definition: TFeatureDefinition, match: TPhraseMatch) => {
  const following = tokens[match.to];
  return (
    following !== undefined &&
    following.part === (tokens[match.from] as TToken).part &&
    definition.unlessFollowedBy?.includes(following.norm) === true
  );
};

export const readFeatures = (
  tokenised: TTokenised,
  sectionTitles?: Readonly<Record<string, string>>,
): TTerm[] => {
  const reading = featureReadingOf(tokenised);
  const { tokens } = tokenised;
  for (const { group, byPhrase, phrases } of FEATURE_GROUPS) {
    for (const match of findPhrases(tokenised, phrases)) {
      const definition = byPhrase.get(match.phrase) as TFeatureDefinition;
      const part = (tokens[match.from] as TToken).part;
      if (meansSomethingElse(tokenised, definition, match)) continue;
      const preceding = tokens[match.from - 1];
      if (preceding && preceding.part === part && definition.unlessPrecededBy?.includes(preceding.norm))
        continue;
      if (group === 'liability') pushLiability(reading, definition, match);
      else pushFeature(reading, group, definition, match);
    }
  }
  pushDamagedPhrases(reading);
  pushAbsentFeatures(reading);
  if (sectionTitles) pushReferencedLiabilities(reading, sectionTitles);
  return reading.terms;
};

/** The exceptions, parts, liability sentences and negations of a text (TFeatureReading), no terms yet. */
const featureReadingOf = (tokenised: TTokenised): TFeatureReading => {
  const { tokens } = tokenised;
  const waiverParts = partsWith(tokenised, WAIVER_CUES);
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
  return {
    tokenised,
    scopes: exceptionScopes(tokenised),
    capParts: new Set(partsWith(tokenised, CAP_CUES).keys()),
    waiverParts: new Set(waiverParts.keys()),
    disclaimerParts: new Set(partsWith(tokenised, DISCLAIMER_CUES).keys()),
    indemnityParts,
    liabilitySentences,
    negations,
    terms: [],
  };
};

/** Adds a feature term, quoted as `match`. */
const push = (
  { tokenised, terms }: TFeatureReading,
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
    quote: quoteOf(tokenised.text, match.start, match.end),
  });

/** A liability the text names: carved out of a cap or a waiver, capped, indemnified or waived. */
const pushLiability = (reading: TFeatureReading, definition: TFeatureDefinition, match: TPhraseMatch) => {
  const { tokenised, scopes, capParts, waiverParts, indemnityParts } = reading;
  const { tokens } = tokenised;
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
  if (!reading.liabilitySentences.has(said?.sentence ?? sentence)) return;
  if (inScope(scopes, match)) {
    if (superCapped(tokenised, match)) {
      push(reading, definition, 'super-cap', `higher cap: ${definition.label}`, match);
      return;
    }
    const cap = capParts.has(said?.part ?? part);
    const waiver = waiverParts.has(said?.part ?? part);
    const scope = cap && !waiver ? 'cap-carve-out' : waiver && !cap ? 'waiver-carve-out' : 'carve-out';
    push(reading, definition, scope, `${CARVE_OUT_LABELS[scope]}: ${definition.label}`, match);
  } else if (capParts.has(part)) push(reading, definition, 'capped', `capped: ${definition.label}`, match);
  else if (indemnityParts.has(part))
    push(reading, definition, 'indemnity-covers', `indemnity covers ${definition.label}`, match);
  else if (waiverParts.has(part))
    push(reading, definition, 'waiver-covers', `waiver covers ${definition.label}`, match);
};

/** A damage the text waives, a warranty it disclaims, or a concept it states (or negates). */
const pushFeature = (
  reading: TFeatureReading,
  group: (typeof FEATURE_GROUPS)[number]['group'],
  definition: TFeatureDefinition,
  match: TPhraseMatch,
) => {
  const { tokenised, waiverParts } = reading;
  const { tokens } = tokenised;
  const part = (tokens[match.from] as TToken).part;
  if (group === 'damages') {
    const nearby = tokens
      .slice(match.to, match.to + 8)
      .some((t) => t.part === part && DAMAGE_NOUNS.includes(t.norm));
    if (
      waiverParts.has(part) &&
      (nearby || definition.id === 'lost-profits' || definition.id === 'lost-data')
    )
      push(reading, definition, 'waiver', `excluded: ${definition.label}`, match);
  } else if (group === 'warranty') {
    if (reading.disclaimerParts.has(part) || waiverParts.has(part) || definition.id === 'as-is')
      push(reading, definition, 'disclaimer', `disclaimed: ${definition.label}`, match);
  } else {
    if (definition.onlyWith && !partsWith(tokenised, definition.onlyWith).has(part)) return;
    const negated = definition.negatable !== false && negatedBefore(tokenised, reading.negations, match);
    push(reading, definition, undefined, definition.label, match, negated);
  }
};

const DAMAGE_TOLERANT = FEATURES.filter((definition) => definition.damagedWords !== undefined);

/** Features whose phrases a scan damaged ("conflict of taws"), read where their own words are not. */
const pushDamagedPhrases = (reading: TFeatureReading) => {
  for (const definition of DAMAGE_TOLERANT) {
    const { tokenised, repaired } = withDamagedWordsRead(reading.tokenised, definition.damagedWords ?? []);
    if (repaired.size === 0) continue;
    for (const match of findPhrases(tokenised, definition.phrases)) {
      const damaged = [...repaired].some((k) => k >= match.from && k < match.to);
      if (damaged) pushFeature(reading, definition.group, definition, match);
    }
  }
};

/** "subject to the posting of a bond": the feature, said to be absent (unless read as stated there). */
const pushAbsentFeatures = (reading: TFeatureReading) => {
  for (const match of findPhrases(reading.tokenised, ABSENT_PHRASES)) {
    const definition = ABSENT_BY_PHRASE.get(match.phrase) as TFeatureDefinition;
    // "the non-exclusive jurisdiction of …" says nothing of exclusive dealing.
    if (meansSomethingElse(reading.tokenised, definition, match)) continue;
    if (
      !reading.terms.some(
        (t) =>
          t.kind === 'feature' &&
          t.id.item === definition.id &&
          t.id.scope === undefined &&
          t.quote.start <= match.start &&
          match.end <= t.quote.end,
      )
    )
      push(reading, definition, undefined, definition.label, match, true);
  }
};

/**
 * What a referenced section's title names, where the text does not name it itself ("Section 10
 * (Confidentiality)" already does).
 */
const pushReferencedLiabilities = (
  reading: TFeatureReading,
  sectionTitles: Readonly<Record<string, string>>,
) => {
  const { tokenised } = reading;
  for (const { definition, match } of referencedLiabilities(tokenised, sectionTitles)) {
    const part = (tokenised.tokens[match.from] as TToken).part;
    const namedInPart = (t: TTerm) =>
      t.kind === 'feature' &&
      t.id.scope !== undefined &&
      t.id.item === definition.id &&
      tokenOfTerm(tokenised, t)?.part === part;
    if (!reading.terms.some(namedInPart)) pushLiability(reading, definition, match);
  }
};

const ABSENT_BY_PHRASE = new Map(
  FEATURES.flatMap((definition) =>
    (definition.absentWhen ?? []).map((phrase) => [phrase, definition] as const),
  ),
);
const ABSENT_PHRASES = [...ABSENT_BY_PHRASE.keys()];
