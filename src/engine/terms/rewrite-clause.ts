import { parseRedline } from '../../shared/redline-markup';
import { redline } from '../redline';
import {
  floatingLawEdit,
  forumBesideNamedCourts,
  makeForumExclusive,
  makeSubmissionMutual,
} from '../topics/governing-law/edit';
import { strikeOldLawRemnants } from '../topics/governing-law/remnants';
import {
  addGreaterOfAmount,
  addGreaterOfFees,
  addMultipleOfFees,
  namesCarveOutItems,
  ofFavourableLimit,
  secondCap,
  strikeNoCap,
} from '../topics/liability-cap/edit';
import { boundAlikeInGuideline, makeMutual, subjectsOfTerms } from '../topics/parties/edit';
import { adaptGuidelineText } from './adapt-guideline-text';
import { addFromGuideline, withheldLeave } from './add-from-guideline';
import {
  assessClause,
  meets,
  meetsLevel,
  relatedToLevel,
  sharesWithLevel,
  shortInWordingOnly,
  type TClauseAssessment,
  type TRewriteLevel,
  type TTermCheck,
  unmetChecks,
} from './assess-clause';
import {
  add,
  apply,
  inCapitalsOfSentence,
  overlaps,
  partiesToWrite,
  placeEdits,
  RANK,
  sentenceAt,
  type TContext,
  type TEdit,
  valueEdits,
} from './edit-text';
import { OPPOSITE_SIDES, WORK_OWNERSHIP } from './legal-vocabulary';
import { listEdits, queueListItem } from './list-edits';
import type { TPlaybookPositions, TStatement } from './playbook-positions';
import { featureDefinition, isRedacted, type TTerm } from './read-terms';
import { strike, strikeCommaPart } from './strike-terms';

export type TRewrite = {
  text: string;
  /** The clause shared no term and little wording with the level: the rewrite is the guideline's text. */
  replacedWhole: boolean;
};
/** Where the word "indemnify" of the clause's duty to indemnify starts and ends. */
const indemnifyIn = (context: TContext) => {
  const term = context.assessment.reading.terms.find((t) => t.key === 'feature:indemnify');
  if (!term) return undefined;
  const at = term.quote.text.toLowerCase().indexOf('indemnif');
  const word = /^indemnif\w*/i.exec(term.quote.text.slice(at))?.[0] ?? '';
  return { quote: { text: word, start: term.quote.start + at, end: term.quote.start + at + word.length } };
};

/** Concepts with an edit of their own; the others are added from the guideline. */
const CONCEPT_EDITS: Record<string, (context: TContext) => boolean> = {
  // "indemnify" → "defend and indemnify", or "defend, indemnify" when hold harmless is added too.
  defend: (context) => {
    const indemnify = indemnifyIn(context);
    if (!indemnify) return false;
    const alsoHoldHarmless = unmetChecks(context.assessment, context.level).some(
      (c) => c.position.key === 'feature:hold-harmless',
    );
    add(context, {
      start: indemnify.quote.start,
      end: indemnify.quote.start,
      text: alsoHoldHarmless ? 'defend, ' : 'defend and ',
    });
    return true;
  },
  // "defend and indemnify" → "defend, indemnify and hold harmless".
  'hold-harmless': (context) => {
    const indemnify = indemnifyIn(context);
    if (!indemnify) return false;
    const conjunction = /(?<=defend)\s+and\s+$/i.exec(context.clause.slice(0, indemnify.quote.start));
    if (conjunction)
      add(context, {
        start: indemnify.quote.start - conjunction[0].length,
        end: indemnify.quote.start,
        text: ', ',
      });
    add(context, { start: indemnify.quote.end, end: indemnify.quote.end, text: ' and hold harmless' });
    return true;
  },
  // "submits to the non-exclusive jurisdiction of" → "submits to the exclusive jurisdiction of".
  'exclusive-forum': makeForumExclusive,
};
/**
 * A term the level says nothing of, where the clause states what the unacceptable level states: a value
 * goes to what the acceptable level states ("not later than 180 days" → "sixty (60) days"), which the
 * preferred level takes for granted, rather than be struck with its sentence.
 */
const fixUnstated = (context: TContext, check: TTermCheck) => {
  const [own] = check.clauseTerms;
  const accepted = check.position.statements.acceptable;
  if (own && check.unacceptable && accepted?.type === 'number') {
    const edits = check.clauseTerms
      .filter((term) => !meets(check.position, accepted, [term]))
      .flatMap((term) => valueEdits(context.clause, term, accepted));
    for (const edit of edits) add(context, edit);
    if (edits.length > 0) return;
  }
  if (own && check.unacceptable) strike(context, own);
};

/** A value the level states: every value of the clause that misses it changes, or the level's value comes in. */
const fixValue = (
  context: TContext,
  check: TTermCheck,
  statement: Extract<TStatement, { type: 'number' }>,
) => {
  const [own] = check.clauseTerms;
  // The level says there is none ("No late payment charges or interest shall apply"): the clause's
  // rate goes, and the level's words come in — not "0% per month".
  if (statement.term.kind === 'percentage' && !statement.term.number) {
    // Only the rates the clause states (a redacted one too): its own "no interest shall accrue on
    // disputed amounts" stays.
    for (const term of check.clauseTerms)
      if (term.kind === 'percentage' && (term.number || isRedacted(term))) strike(context, term, true);
    addFromGuideline(context, statement.term);
    return;
  }
  // Every value of the clause that misses the level changes, not only the first.
  const missing = check.clauseTerms.filter((term) => !meets(check.position, statement, [term]));
  if (own)
    for (const term of missing)
      for (const edit of valueEdits(context.clause, term, statement)) add(context, edit);
  else if (check.position.key === 'cap:amount' && addGreaterOfAmount(context, statement.term)) return;
  else if (check.position.key === 'cap:fees-period' && addGreaterOfFees(context, statement.term)) return;
  else if (check.position.key === 'cap:fees-multiple' && addMultipleOfFees(context, statement.term)) return;
  else if (!secondCap(context, statement.term)) {
    if (statement.term.kind === 'cap') strikeNoCap(context);
    addFromGuideline(context, statement.term, withheldLeave(context, check, statement.term));
  }
};

/** A place the level states (governing law, venue). */
const fixPlaces = (
  context: TContext,
  check: TTermCheck,
  statement: Extract<TStatement, { type: 'places' }>,
) => {
  // A clause that already takes the preferred place for another role (New York law) gets the
  // preferred place for this one too (New York courts, not the fallback's Delaware courts): what the
  // preferred level asks meets the acceptable level as well.
  const preferred = check.position.statements.preferred;
  const samePlaces =
    context.level === 'acceptable' &&
    preferred?.type === 'places' &&
    !preferred.excluded &&
    context.assessment.checks.some(
      (other) =>
        other !== check &&
        other.met.preferred === true &&
        other.position.statements.preferred?.type === 'places',
    );
  const target = samePlaces ? preferred : statement;
  const targetContext: TContext = samePlaces ? { ...context, level: 'preferred' } : context;
  // "the laws of the state where a suit is filed, being either Illinois or New York": restated as one law.
  const floating = floatingLawEdit(context.clause, check.clauseTerms, target);
  const edits = floating ? [floating] : placeEdits(context.clause, check.clauseTerms, target);
  // The old law's gloss and the recital that the agreement was made there go with it.
  if (edits.length > 0 && target.type === 'places' && !target.excluded)
    strikeOldLawRemnants(context, check.clauseTerms, target.places);
  // Courts the clause names by their proper name are left for the lawyer to replace as a whole: a
  // second forum beside them would contradict them.
  const namedCourts = check.clauseTerms.some((term) => term.kind === 'place' && term.inCourtName);
  if (edits.length === 0 && !namedCourts) addFromGuideline(targetContext, target.term);
  for (const edit of edits) add(context, edit);
  if (edits.length > 0 && check.position.term.kind === 'place' && check.position.term.role === 'venue')
    forumAsTheLevel(context);
};

/**
 * The clause's forum, moved to the level's place, taken as the level takes it: exclusive where the
 * level's is ("submit to the jurisdiction of" → "submit to the exclusive jurisdiction of"), though every
 * level states an exclusive forum and so none holds it against the clause; every party's submission
 * where the level has each party submit ("Licensee agrees to submit" → "Each party agrees to submit").
 */
const forumAsTheLevel = (context: TContext) => {
  makeSubmissionMutual(context);
  const exclusive = (terms: readonly TTerm[]) =>
    terms.some((t) => t.kind === 'feature' && t.feature === 'exclusive-forum' && !t.negated);
  const fixedElsewhere = context.assessment.checks.some(
    (c) => c.position.key === 'feature:exclusive-forum' && !c.position.shared,
  );
  if (fixedElsewhere || exclusive(context.assessment.reading.terms)) return;
  if (exclusive(context.playbook.readings[context.level].terms)) makeForumExclusive(context);
};

/** A feature the level states as present or absent (a carve-out, a duty to defend, mutual wording). */
const fixFeature = (
  context: TContext,
  check: TTermCheck,
  statement: Extract<TStatement, { type: 'feature' }>,
) => {
  if (!statement.present) {
    for (const term of check.clauseTerms) if (term.kind !== 'feature' || !term.negated) strike(context, term);
    return;
  }
  const term = statement.term;
  if (term.kind === 'who') {
    for (const subject of subjectsOfTerms(context, check))
      if (boundAlikeInGuideline(context, subject)) makeMutual(context, subject);
    return;
  }
  // A higher cap for an item is the guideline's own phrase ("except that … shall not exceed twice that amount").
  if (term.kind === 'feature' && term.id.scope === 'super-cap') return addFromGuideline(context, term);
  if (term.kind === 'feature' && term.group !== 'concept') return queueListItem(context, term);
  // Carve-outs the level names go in as items of the clause's own exception: the level's sentence that
  // names them too would say them twice ("…, except for … fraud …. Nothing in this Agreement limits …
  // liability for … fraud").
  if (term.kind === 'feature' && term.feature === 'carve-outs' && namesCarveOutItems(context)) return;
  if (forumBesideNamedCourts(context, term)) return;
  // A concept with an edit of its own changes the clause's words in place.
  const special = term.kind === 'feature' ? CONCEPT_EDITS[term.feature] : undefined;
  if (special?.(context)) return;
  // The words that say the feature is absent ("…, subject to the posting of a bond") give way to the
  // level's ("…, without the necessity of posting a bond").
  for (const own of check.clauseTerms)
    if (own.kind === 'feature' && own.negated && featureDefinition(own.feature)?.absentWhen)
      strikeCommaPart(context, sentenceAt(context.assessment.reading, own.quote.start), own);
  addFromGuideline(context, term);
};

const fix = (context: TContext, check: TTermCheck) => {
  const statement = check.position.statements[context.level];
  const [own] = check.clauseTerms;
  if (ofFavourableLimit(context, check)) return;
  if (own?.kind === 'who' && check.unacceptable) return makeMutual(context, own);
  if (!statement) return fixUnstated(context, check);
  if (statement.type === 'number') return fixValue(context, check, statement);
  if (statement.type === 'places') return fixPlaces(context, check, statement);
  return fixFeature(context, check, statement);
};

const withAdditions = (context: TContext) => {
  listEdits(context);
  const inserts: TEdit[] = [];
  // A phrase that a whole added sentence already says goes in once, with the sentence.
  const core = (text: string) => text.replace(/^[\s,;]+|[\s.;]+$/g, '').toLowerCase();
  const added = [...context.additions.keys()].map(core);
  // Phrases at one place in the guideline's order: "…consent, which shall not be unreasonably withheld,
  // except that …", not "…, except that … notice, which shall not be unreasonably withheld".
  // At one place, a phrase that continues the clause's own words goes before any added sentence.
  const inOrder = [...context.additions].sort(
    ([, a], [, b]) => a.at - b.at || Number(!a.inline) - Number(!b.inline) || (a.from ?? 0) - (b.from ?? 0),
  );
  // Where words that end no sentence ("… shall continue perpetually") are closed by a full stop once.
  const closed = new Set<number>();
  for (const [text, { at, inline, sentence }] of inOrder) {
    const own = core(text);
    if (added.some((other) => other !== own && other.includes(own))) continue;
    // A sentence added after words that end no sentence ends them first.
    const before = context.clause.slice(0, at).trimEnd();
    const opensSentence = !inline && before !== '' && !/[.!?:;]["”’)\]]*$/.test(before) && !closed.has(at);
    if (opensSentence) closed.add(at);
    const piece = inline ? text : opensSentence ? `. ${text}` : ` ${text}`;
    const rank = sentence ? RANK.sentence : RANK.phrase;
    const existing = inserts.find((i) => i.start === at && i.rank === rank);
    if (existing) existing.text += piece;
    else inserts.push({ start: at, end: at, text: piece, rank });
  }
  const edited = apply(
    context.clause,
    [...context.edits, ...inserts.filter((i) => !overlaps(context.edits, i))].map((edit) =>
      inCapitalsOfSentence(context, edit),
    ),
  )
    .replace(/ {2,}/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/,\s*,/g, ',')
    // Nor does a struck first sentence leave its full stop before what was added.
    .replace(/^[\s,;.]+/, '')
    .trim();
  // A sentence that now starts where struck words were starts with a capital; one the clause itself
  // starts in lower case ("eBix shall…") stays as it is.
  const sentenceStart = /(^|[.!?]["”’)]?\s+)(\p{Ll})([\p{L}\p{N}]*)/gu;
  const ownLowerStarts = new Set([...context.clause.matchAll(sentenceStart)].map((m) => `${m[2]}${m[3]}`));
  return edited.replace(sentenceStart, (whole, before: string, letter: string, rest: string, at: number) =>
    ownLowerStarts.has(letter + rest) ||
    /\b(e\.g|i\.e|etc|cf|vs)\.\s+$/i.test(edited.slice(Math.max(0, at - 6), at + before.length))
      ? whole
      : before + letter.toUpperCase() + rest,
  );
};

const newContext = (
  clause: string,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
  level: TRewriteLevel,
): TContext => ({
  clause,
  playbook,
  assessment,
  level,
  edits: [],
  lists: new Map(),
  additions: new Map(),
});

/**
 * The clause with the owner of the work it names swapped for the other party where the level wants that
 * party to own it: "(collectively, “Derived Works”), shall be owned solely and exclusively by ~~NCM~~
 * **Network Affiliate**" — the lawyer's mark-up, which keeps the clause's words and its definitions,
 * where striking the statement would take them along. Only an owner named right after the words that
 * give ownership (WORK_OWNERSHIP.ownerAfter): one named as the subject ("Supplier retains …") or as
 * the one work is passed to ("Customer assigns … to Supplier") has another party beside it to change.
 */
const withOwnersSwapped = (
  clause: string,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
  level: TRewriteLevel,
) => {
  const parties = partiesToWrite(assessment);
  const wanted = playbook.readings[level].terms.flatMap((t) =>
    t.kind === 'feature' && t.feature === WORK_OWNERSHIP.id && t.actor ? [t.actor] : [],
  );
  const swaps = assessment.checks
    .filter((check) => check.unacceptable)
    .flatMap((check) => check.clauseTerms)
    .flatMap((own) => {
      if (own.kind !== 'feature' || own.feature !== WORK_OWNERSHIP.id || !own.actor) return [];
      const words = own.quote.text.toLowerCase();
      const owner = parties.find(
        (party) => party.side === own.actor && words.endsWith(` ${party.name.toLowerCase()}`),
      );
      const other = parties.find((party) => party.side === OPPOSITE_SIDES[own.actor ?? '']);
      const givenBy = WORK_OWNERSHIP.ownerAfter.some((phrase) => words.startsWith(`${phrase} `));
      if (!owner || !other || !givenBy || !wanted.includes(other.side)) return [];
      return [{ at: own.quote.end - owner.name.length, end: own.quote.end, name: other.name }];
    })
    .sort((a, b) => b.at - a.at);
  return swaps.reduce((text, { at, end, name }) => text.slice(0, at) + name + text.slice(end), clause);
};

/**
 * The clause rewritten to meet `level`: each value that misses the level changed in
 * place in the clause's own style, what the level requires and the clause lacks added where it
 * belongs in the guideline's words (with the clause's parties), what states an unacceptable term
 * struck. The clause comes back unchanged when it already meets the level; only a clause that shares
 * no term and little wording with the level is replaced by the guideline text.
 */
export const rewriteClause = (
  clause: string,
  playbook: TPlaybookPositions,
  assessment: TClauseAssessment,
  level: TRewriteLevel,
): TRewrite => {
  if (meetsLevel(assessment, level)) return { text: clause, replacedWhole: false };
  const replaced = (): TRewrite => ({
    text: adaptGuidelineText(
      playbook.guidelines[level],
      playbook.readings[level].parties,
      partiesToWrite(assessment),
      clause,
      assessment.context.partyWord,
    ),
    replacedWhole: true,
  });
  if (!relatedToLevel(assessment, level) || assessment.wordingOnly || shortInWordingOnly(assessment, level))
    return replaced();
  const swapped = withOwnersSwapped(clause, playbook, assessment, level);
  if (swapped !== clause) {
    const rewrite = rewriteClause(
      swapped,
      playbook,
      assessClause(swapped, playbook, { ...assessment.context, parties: partiesToWrite(assessment) }),
      level,
    );
    return rewrite.replacedWhole ? replaced() : rewrite;
  }
  const first = newContext(clause, playbook, assessment, level);
  const toFix = assessment.checks.filter(
    (c) => !c.position.shared && (c.met[level] === false || c.unacceptable),
  );
  // Strikes first, so that no edit goes into words that are struck anyway.
  const strikes = (c: TTermCheck) => {
    const statement = c.position.statements[level];
    return c.unacceptable || (statement?.type === 'feature' && !statement.present);
  };
  for (const check of [...toFix.filter(strikes), ...toFix.filter((c) => !strikes(c))]) fix(first, check);
  let text = withAdditions(first);
  // What the edits in place could not reach (a term whose sentence the clause lacks) comes from the guideline.
  // Read with the parties the clause named, even where the first edits struck their only mention.
  const after = assessClause(text, playbook, { ...assessment.context, parties: partiesToWrite(assessment) });
  const second = newContext(text, playbook, after, level);
  for (const check of unmetChecks(after, level)) {
    const statement = check.position.statements[level];
    // A value or place the clause states of its own that could not be changed in place stays unmet (the
    // rewrite's check says so) rather than be met by a second, contradicting sentence.
    if (
      statement &&
      (statement.type === 'feature' || check.clauseTerms.length === 0) &&
      check.position.key !== 'who:mutual' &&
      !(statement.type === 'feature' && !statement.present) &&
      !ofFavourableLimit(second, check) &&
      !secondCap(second, statement.term) &&
      !forumBesideNamedCourts(second, statement.term)
    )
      addFromGuideline(second, statement.term, withheldLeave(second, check, statement.term));
  }
  text = withAdditions(second);
  // A clause that shares nothing with the level but the unacceptable position it states, struck word by
  // word: the level's whole text reads better than the pieces of it the edits add.
  if (!sharesWithLevel(assessment, level) && !keepsAWord(clause, text)) return replaced();
  return { text, replacedWhole: false };
};

/** Whether the rewrite keeps any word of the clause where it stood. */
const keepsAWord = (clause: string, rewrite: string) =>
  parseRedline(redline(clause, rewrite)).some(
    (segment) => segment.kind === 'same' && /[\p{L}\p{N}]/u.test(segment.text),
  );
