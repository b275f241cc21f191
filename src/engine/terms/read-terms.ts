import { readChangeOfControlAgainst } from '../topics/assignment/read';
import { readPlaces } from '../topics/governing-law/read';
import { readWorkOwnership } from '../topics/ip/read';
import { capStatement, readCaps } from '../topics/liability-cap/read';
import { readParties, readWho } from '../topics/parties/read';
import { readPercentages } from '../topics/payment/read';
import { BOILERPLATE_PHRASES, type TFeatureDefinition, UNCAPPED_PHRASES } from './legal-vocabulary';
import { setActors } from './read-actors';
import { readDurations } from './read-durations';
import { exceptionScopes, readFeatures } from './read-features';
import { readNumbers } from './read-numbers';
import { featureKeyed, type TFeatureScope } from './term-key';
import {
  featureDefinition,
  quoteOf,
  type TFeatureTerm,
  type TQuote,
  type TReadContext,
  type TReadState,
  type TTerm,
  type TTermReading,
} from './term-reading';
import { findPhrases, type TTokenised, tokenise } from './text-tokens';

export {
  homePlace,
  isHomePlace,
  mostSpecificPlaces,
  placeParent,
  sideOfHomePlace,
} from '../topics/governing-law/read';
export { readIndemnitors } from '../topics/indemnity/read';
export {
  actsAsSubject,
  invertedSubject,
  opensCondition,
  passiveAgent,
  readReleases,
  sideOfRoleWord,
  yieldEitherSide,
} from '../topics/parties/read';
export { isAgreementPeriod, isPartysPeriod, statedKey } from './read-actors';
export {
  customerIsPaid,
  featureDefinition,
  isRedacted,
  partyMentions,
  partyNamed,
  sidedMentions,
  type TCapTerm,
  type TDurationTerm,
  type TFeatureTerm,
  type TParty,
  type TPercentTerm,
  type TPlaceTerm,
  type TQuote,
  type TReadContext,
  type TTerm,
  type TTermReading,
  type TUnitWord,
  type TWhoTerm,
  tokenOfTerm,
} from './term-reading';

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
  deriveCap(terms, tokenised, text);
  addUncapped(terms, tokenised, text);
  derive(terms, 'non-renewal-notice', (t) => t.kind === 'duration' && t.role === 'non-renewal-notice');
  // A renewal that notice must stop happens by itself: "renews for successive one-year terms unless
  // either party gives notice of non-renewal" is an automatic renewal.
  derive(terms, 'automatic-renewal', (t) => t.kind === 'duration' && t.role === 'non-renewal-notice');
  derive(terms, 'cap-based-on-fees', (t) => t.kind === 'cap' && t.basis !== 'amount');
  deriveCarveOuts(terms);
  return { tokenised, terms, parties };
};

/** The cap feature, quoted as `quote`. */
const capFeature = (quote: TQuote): TTerm => ({
  kind: 'feature',
  ...featureKeyed('cap'),
  label: (featureDefinition('cap') as TFeatureDefinition).label,
  group: 'concept',
  negated: false,
  quote,
});

/**
 * The cap as a feature: stated in words ("shall not exceed … the amounts paid"), or by a cap's measure,
 * which also makes any "no cap" read there no denial.
 */
const deriveCap = (terms: TTerm[], tokenised: TTokenised, text: string) => {
  const capStated = capStatement(tokenised);
  if (capStated && !terms.some((t) => t.kind === 'cap'))
    terms.push(capFeature(quoteOf(text, capStated.start, capStated.end)));
  if (!terms.some((t) => t.kind === 'cap')) return;
  for (const term of terms) if (term.kind === 'feature' && term.feature === 'cap') term.negated = false;
  // The first cap's words: a cap's measure, or else the cap, a liability it caps or carves out.
  const firstCapQuote = terms.find(
    (t) =>
      t.kind === 'cap' ||
      (t.kind === 'feature' &&
        (t.id.scope === 'capped' ||
          t.id.scope === 'cap-carve-out' ||
          (t.id.scope === undefined && CAP_FEATURES.includes(t.id.item)))),
  )?.quote;
  if (!terms.some((t) => t.kind === 'feature' && t.feature === 'cap'))
    terms.push(capFeature(firstCapQuote as TQuote));
};

/** "(for which by law no limit applies)" inside an exception says the carve-out is uncapped, not the clause. */
const addUncapped = (terms: TTerm[], tokenised: TTokenised, text: string) => {
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
};

/** Carve-outs as a feature where any item is carved out (and a "no carve-outs" read there no denial). */
const deriveCarveOuts = (terms: TTerm[]) => {
  const has = (scope: TFeatureScope) =>
    terms.some((t) => t.kind === 'feature' && !t.negated && t.id.scope === scope);
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
};
