/** Whose each term is: the party that acts, pays or is bound. */
import { firstAtOrAfter } from '../first-at-or-after';
import { readIndemnitors } from '../topics/indemnity/read';
import { isNamedSide } from '../topics/parties/named-side';
import {
  actsAsSubject,
  INVERTING_MODALS,
  isPossessive,
  PARTY_NAMES,
  PASSIVE_AUXILIARIES,
  VERB_REACH,
} from '../topics/parties/read';
import { ROLE_BY_ID } from './duration-roles';
import {
  DURATION_ROLES,
  FEATURES,
  MUTUAL_PHRASES,
  NON_PARTY_SUBJECTS,
  NON_RENEWAL_NOTICE,
  OPPOSITE_SIDES,
  PAYEE_PHRASES,
  PERCENT_ROLES,
  PREPOSITIONS_BEFORE_OBJECTS,
  SENTENCE_OPENINGS_REFERRING_BACK,
  UNPAID_AMOUNT_OPENINGS,
} from './legal-vocabulary';
import {
  FEATURE_BY_ID,
  partyNamed,
  type TDurationTerm,
  type TFeatureTerm,
  type TParty,
  type TTerm,
  tokenOfTerm,
} from './term-reading';
import { findPhrases, type TPhraseMatch, type TToken, type TTokenised, tokenAt } from './text-tokens';

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

export const PAYMENT_ROLE = 'payment';
const RATES_BY_PAYER = new Set(PERCENT_ROLES.filter((role) => role.byParty).map((role) => role.id));

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
    if (side && side !== 'mutual' && !isNamedSide(side)) term.actor = side;
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
    if (side && !isNamedSide(side)) term.actor = side;
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
      if (side && !isNamedSide(side)) term.actor = side;
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
      if (side && !isNamedSide(side)) sides.add(side);
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
export const setActors = (tokenised: TTokenised, parties: TParty[], terms: TTerm[]) => {
  const context = actorContext(tokenised, parties);
  setPeriodActors(context, terms);
  setRatePayers(tokenised, terms, context.named, context.sideOf);
  setFeatureActors(context, terms);
  setIndemnityActors(tokenised, parties, terms);
};

/** How many words before a party's feature the parties it is of are named. */
const FEATURE_PARTY_REACH = 40;

const FEATURES_BY_PARTY = new Set(FEATURES.filter((feature) => feature.byParty).map((feature) => feature.id));
