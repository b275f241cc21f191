/**
 * Edits of a cap: the greater of an amount or the fees, a multiple of the fees, no cap struck, a second
 * cap; and the cap terms the levels leave alone (one stated our way, a higher cap on what is uncapped).
 */

import { adaptGuidelineText } from '../../terms/adapt-guideline-text';
import { leavesUncapped, type TTermCheck, unmetChecks } from '../../terms/assess-clause';
import {
  add,
  commaPartAt,
  partAt,
  partiesToWrite,
  RANK,
  sentenceAt,
  type TContext,
  trimmed,
} from '../../terms/edit-text';
import { isCarveOut, type TTerm } from '../../terms/read-terms';
import { strike } from '../../terms/strike-terms';
import type { TFeatureScope, TTermKey } from '../../terms/term-key';
import { previousComma, type TSpan } from '../../terms/text-tokens';
import { ofWaiver } from '../damages-exclusion/edit';
import { capsLiability } from './compare';
import { LIMITS_AN_AMOUNT } from './vocabulary';

/**
 * "shall not exceed the fees paid …" → "shall not exceed the greater of the fees paid … or one
 * million dollars ($1,000,000)", when the guideline caps at the greater of the two.
 */
export const addGreaterOfAmount = (context: TContext, target: TTerm) => {
  const { clause, assessment, playbook, level } = context;
  const guidelineText = playbook.readings[level].tokenised.text;
  const sentence = sentenceAt(playbook.readings[level], target.quote.start);
  if (!/greater of/i.test(guidelineText.slice(sentence.start, sentence.end))) return false;
  const fees = assessment.reading.terms.find((t) => t.key === 'cap:fees-period');
  if (!fees) return false;
  const part = partAt(assessment.reading, fees.quote.start);
  const exceed = /\bexceed\s+/i.exec(clause.slice(part.start, fees.quote.start));
  if (!exceed) return false;
  const at = part.start + exceed.index + exceed[0].length;
  const end = commaPartAt(clause, part, fees.quote).end;
  add(context, { start: at, end: at, text: 'the greater of ' });
  add(context, { start: end, end, text: ` or ${target.quote.text}`, rank: RANK.value });
  return true;
};

/** Words of a limit per claim, before its amount. */
const PER_CLAIM = /\b(?:any|each|a|per)\s+(?:single\s+)?(?:claim|incident|event|occurrence)\b/i;

/** Where a guideline's cap measure starts: after "shall not exceed", "limited to", "the greater of". */
const CAP_MEASURE_OPENING = /\b(?:exceed|limited to|capped at)\s+(?:the\s+greater\s+of\s+)?/gi;

/**
 * "limited to $5m" → "limited to the greater of $5m or the fees paid … in the twelve (12) months
 * preceding the claim", when the level caps by the fees and the clause by an amount: one cap that
 * meets the level and keeps the clause's amount, not a second cap sentence beside the first.
 */
export const addGreaterOfFees = (context: TContext, target: TTerm) => {
  const { clause, assessment, playbook, level } = context;
  // The clause's cap, not a limit per claim ("any single claim shall not exceed $100,000, and … total
  // aggregate liability shall not exceed $5m"): its first amount that is not per claim.
  const ownAmounts = assessment.reading.terms.filter((t) => t.key === 'cap:amount');
  const perClaim = (t: TTerm) =>
    PER_CLAIM.test(
      clause.slice(
        Math.max(partAt(assessment.reading, t.quote.start).start, previousComma(clause, t.quote.start)),
        t.quote.start,
      ),
    );
  const own = ownAmounts.find((t) => !perClaim(t)) ?? ownAmounts[0];
  if (!own) return false;
  const ownPart = partAt(assessment.reading, own.quote.start);
  if (/\b(?:greater|lesser|higher|lower)\s+of\b/i.test(clause.slice(ownPart.start, ownPart.end)))
    return false;
  const guideline = playbook.readings[level];
  const text = guideline.tokenised.text;
  const part = commaPartAt(text, sentenceAt(guideline, target.quote.start), target.quote);
  const openings = [...text.slice(part.start, target.quote.start).matchAll(CAP_MEASURE_OPENING)];
  const opening = openings.at(-1);
  if (!opening) return false;
  // The fees measure alone, without the level's own amount before or after it ("the greater of one
  // million dollars ($1,000,000) or the fees paid …", "the greater of the fees paid … or one million").
  const openingEnd = part.start + (opening.index ?? 0) + opening[0].length;
  const amounts = guideline.terms.filter(
    (t) => t.key === 'cap:amount' && t.quote.start >= openingEnd && t.quote.end <= part.end,
  );
  const before = amounts.filter((t) => t.quote.end <= target.quote.start).at(-1);
  const after = amounts.find((t) => t.quote.start >= target.quote.end);
  const measure = text
    .slice(before ? before.quote.end : openingEnd, after ? after.quote.start : part.end)
    .replace(/^\s*(?:or|and)\s+/i, '')
    .replace(/\s+(?:or|and)\s*$/i, '')
    .replace(/[.;:]$/, '')
    .trim();
  if (measure === '') return false;
  const adapted = adaptGuidelineText(
    measure,
    guideline.parties,
    partiesToWrite(assessment),
    clause,
    assessment.context.partyWord,
  );
  add(context, { start: own.quote.start, end: own.quote.start, text: 'the greater of ' });
  add(context, { start: own.quote.end, end: own.quote.end, text: ` or ${adapted}`, rank: RANK.value });
  return true;
};

/**
 * Strikes "There is no cap on either party's liability" where the level's cap goes in, rather than
 * leave the two side by side. (Only the cap: a clause's "no refund of the Minimum Royalty" is another
 * refund than the one a level adds.)
 */
export const strikeNoCap = (context: TContext) => {
  const { reading } = context.assessment;
  for (const term of reading.terms) {
    if (term.kind !== 'feature' || term.feature !== 'cap' || !term.negated) continue;
    // "There is no cap on Supplier's liability for its indemnification obligations" is a carve-out: it stays.
    const part = partAt(reading, term.quote.start);
    const items = reading.terms.some(
      (other) =>
        other.kind === 'feature' &&
        other.group === 'liability' &&
        other.quote.start >= part.start &&
        other.quote.end <= part.end,
    );
    if (!items) strike(context, term, true);
  }
};

/**
 * Whether adding the level's cap measure would give the clause a second cap: the clause caps the
 * liability already, by a measure the edits in place could not bring to the level ("shall not exceed
 * [***]", "limited to the damages the customer recovers"). That cap stays, and the unmet measure is
 * reported by the rewrite's check, rather than contradicted by a sentence capping it otherwise.
 */
export const secondCap = ({ assessment }: TContext, target: TTerm) =>
  target.kind === 'cap' &&
  target.id.cap === 'cap' &&
  assessment.reading.terms.some((term) => term.kind === 'feature' && term.feature === 'cap' && !term.negated);

/** "shall not exceed the fees paid …" → "shall not exceed two times (2x) the fees paid …". */
export const addMultipleOfFees = (context: TContext, target: TTerm) => {
  const fees = context.assessment.reading.terms.find((t) => t.kind === 'cap' || t.key === 'feature:cap');
  if (!fees) return false;
  const part = partAt(context.assessment.reading, fees.quote.start);
  const phrase = /\b(the\s+)?(fees|amounts|charges|sums)\s+(paid|payable)\b/i.exec(
    context.clause.slice(part.start, part.end),
  );
  if (!phrase) return false;
  const at = part.start + phrase.index;
  add(context, { start: at, end: at, text: `${target.quote.text} ` });
  return true;
};

/** Whether the level names carve-out items the clause lacks (each goes into the clause's exception). */
export const namesCarveOutItems = ({ assessment, level }: TContext) =>
  unmetChecks(assessment, level).some((check) => {
    const statement = check.position.statements[level];
    return (
      statement?.type === 'feature' &&
      statement.present &&
      statement.term.kind === 'feature' &&
      statement.term.group === 'liability' &&
      isCarveOut(statement.term)
    );
  });

/** Terms of a cap (its measures, carve-outs, higher caps for items). */
const CAP_SCOPES: readonly (TFeatureScope | undefined)[] = [
  'carve-out',
  'cap-carve-out',
  'super-cap',
  'capped',
];
const CAP_FEATURES = ['cap', 'carve-outs', 'cap-based-on-fees'];
/** A term of a cap: its measure, the cap itself, its carve-outs, a higher cap, what it caps. */
const ofCap = (term: TTermKey) =>
  term.kind === 'cap' ||
  (term.kind === 'feature' &&
    (CAP_SCOPES.includes(term.scope) || (!term.scope && CAP_FEATURES.includes(term.item))));

/**
 * A term of a cap or a waiver the clause states one-sided our way ("Customer's total liability shall
 * not exceed …", "In no event shall Customer be liable for … consequential damages"): its measure and
 * carve-outs are the customer's to keep, not the levels' to set.
 */
export const ofFavourableLimit = (context: TContext, check: TTermCheck) => {
  const { term } = check.position;
  const anchoredIn = (anchor: (t: TTerm) => boolean) =>
    context.assessment.reading.terms.some((t) => anchor(t) && inFavourablePart(context, t.quote.start));
  const isWaiver = (t: TTerm) => t.kind === 'feature' && t.id.scope === 'waiver';
  // Carve-outs of no named limit ("Excluded Claims … to which no exclusion or limitation shall apply")
  // are carved out of the cap and the waiver alike.
  const generalCarveOut =
    term.kind === 'feature' && (term.scope === 'carve-out' || (!term.scope && term.item === 'carve-outs'));
  return (
    (ofCap(term) && anchoredIn((t) => t.kind === 'cap' || (generalCarveOut && isWaiver(t)))) ||
    (ofWaiver(term) && anchoredIn(isWaiver))
  );
};

/** Whether `at` lies inside a sentence part that states the clause's terms one-sided our way. */
const inFavourablePart = (context: TContext, at: number) =>
  (context.assessment.favourableParts ?? []).some(
    (part) => at > part.start && at < trimmed(context.clause, part).end,
  );

/**
 * Whether the guideline's phrase holding `term` sets a higher cap for an item the clause leaves out of its
 * cap altogether: "except that Supplier's liability for breach of its confidentiality or data protection
 * obligations shall not exceed two (2) times that amount" would cap what "EXCEPT FOR BREACH OF
 * CONFIDENTIALITY" leaves unlimited.
 */
export const capsWhatIsUncapped = ({ assessment, playbook, level }: TContext, term: TTerm) => {
  const guideline = playbook.readings[level];
  const part = commaPartAt(guideline.tokenised.text, sentenceAt(guideline, term.quote.start), term.quote);
  return guideline.terms.some(
    (t) =>
      t.kind === 'feature' &&
      t.id.scope === 'super-cap' &&
      t.quote.start >= part.start &&
      t.quote.end <= part.end &&
      leavesUncapped(assessment.reading, t.id.item),
  );
};

/**
 * A cap is not created where the clause has none: the contract then leaves liability unlimited, and a
 * cap the level measures (at least twelve months' fees) is a floor on a cap the contract sets, not one
 * to volunteer — a cap added where there was none limits the other side's liability too. No guideline
 * sentence that caps liability goes into such a clause; the level is left for the lawyer's judgment.
 */
export const createsACap = ({ assessment, clause, playbook, level }: TContext, sentence: TSpan) => {
  if (capsLiability(assessment.reading) || LIMITS_AN_AMOUNT.test(clause)) return false;
  const guideline = playbook.readings[level];
  const terms = guideline.terms.filter((t) => t.quote.start >= sentence.start && t.quote.end <= sentence.end);
  return capsLiability({ ...guideline, terms });
};
