/** Items added to the clause's lists (carve-outs of the cap or the waiver, waived damages, disclaimed warranties). */
import { addFromGuideline } from './add-from-guideline';
import {
  add,
  commaPartAt,
  endOfPart,
  itemWords,
  joinItems,
  NOUN_DAMAGES,
  partAt,
  RANK,
  type TContext,
} from './edit-text';
import { EXCEPTION_CUES } from './legal-vocabulary';
import { featureDefinition, isCarveOut, type TFeatureTerm, type TTerm } from './read-terms';
import { findPhrases, inParentheses, type TSpan, tokenAt } from './text-tokens';

/** ", and each party's total liability": words after the waived damages that begin the cap's own (matched where it stands: sticky). */
const CAP_BEGINS =
  /,?\s+(?:and|or|but)\s+(?:[^\s.;]+\s+){0,5}?(?:liability|liable)\s+(?:[^\s.;]+\s+){0,16}?(?:shall|will|exceed|exceeds|is\s+limited|are\s+limited)\b/iy;

/**
 * Where the words of a damages waiver end after its last waived damages (`from`): at its sentence's
 * end, or where the cap's own words begin ("… for lost profits, and each party's total liability …"),
 * else at the end of its part — never inside parentheses ("damages (however arising, including
 * negligence)").
 */
const endOfWaiver = (clause: string, part: TSpan, from: number) => {
  const end = endOfPart(clause, part);
  let depth = 0;
  for (let at = from; at < end; at += 1) {
    const char = clause.charAt(at);
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.;:]/.test(char) && /\s/.test(clause.charAt(at + 1) || ' ')) return at;
    else if (depth === 0 && /[,\s]/.test(char)) {
      CAP_BEGINS.lastIndex = at;
      if (CAP_BEGINS.test(clause)) return at;
    }
  }
  return end;
};

/** Queues an item for the clause's list of its kind (carve-outs of the cap or the waiver, waived damages, disclaimed warranties). */
export const queueListItem = (context: TContext, term: TFeatureTerm) => {
  const reading = context.assessment.reading;
  const { scope, item } = term.id;
  const carveOut = term.group === 'liability';
  const anchor = reading.terms.find((t) =>
    carveOut
      ? scope === 'waiver-carve-out'
        ? t.kind === 'feature' && t.id.scope === 'waiver'
        : t.kind === 'cap' ||
          // Not "There is no cap on …": a carve-out from a cap needs a cap.
          (t.kind === 'feature' && ((t.feature === 'cap' && !t.negated) || t.id.scope === 'waiver'))
      : t.kind === 'feature' && scope !== undefined && t.id.scope === scope,
  );
  if (!anchor) {
    addFromGuideline(context, term);
    return;
  }
  const part = partAt(reading, anchor.quote.start);
  // The last damages the waiver names in its part: "any indirect, incidental or consequential damages,
  // including lost profits" is one list, its carve-outs after all of it.
  const lastWaived = reading.terms
    .filter(
      (t) =>
        t.kind === 'feature' &&
        t.id.scope === 'waiver' &&
        t.quote.start >= part.start &&
        t.quote.end <= part.end,
    )
    .reduce((last, t) => (t.quote.start > last.quote.start ? t : last), anchor);
  const entry = context.lists.get(part.start) ?? {
    part,
    // A waiver's carve-outs right after the damages it waives ("… for lost profits, except for …, and
    // each party's total liability …"), not after a cap in the same sentence part.
    exceptionAt:
      scope === 'waiver-carve-out'
        ? endOfWaiver(context.clause, part, lastWaived.quote.end)
        : endOfPart(context.clause, part),
    group: term.group,
    listed: reading.terms.filter(
      (t) =>
        t.quote.start >= part.start &&
        t.quote.end <= part.end &&
        t.kind === 'feature' &&
        (carveOut
          ? isCarveOut(t) && afterAnException(context, part, t)
          : scope !== undefined && t.id.scope === scope) &&
        !(t.id.scope !== undefined && NOUN_DAMAGES.has(t.id.item)),
    ),
    items: [],
    itemSpans: [],
    nouns: [],
  };
  const { words, span } = itemWords(context.playbook.readings[context.level].tokenised.text, term);
  const within = (inner: TSpan, outer: TSpan) => outer.start <= inner.start && inner.end <= outer.end;
  if (!carveOut && NOUN_DAMAGES.has(item)) entry.nouns.push(words);
  else if (!entry.items.includes(words) && !entry.itemSpans.some((other) => within(span, other))) {
    const kept = entry.itemSpans.map((other) => !within(other, span));
    entry.items = entry.items.filter((_, i) => kept[i]);
    entry.itemSpans = entry.itemSpans.filter((_, i) => kept[i]);
    entry.items.push(words);
    entry.itemSpans.push(span);
  }
  context.lists.set(part.start, entry);
};

/**
 * A carve-out the clause lists is a list to join only where an exception opens it ("except for",
 * "other than", "excluding"): "to the maximum extent permitted by law and notwithstanding …" or "in
 * contract, tort, indemnity or contribution" name no liability kept out of the waiver.
 */
const afterAnException = (context: TContext, part: TSpan, term: TTerm) =>
  findPhrases(context.assessment.reading.tokenised, EXCEPTION_CUES).some(
    (cue) => cue.start >= part.start && cue.end <= term.quote.start,
  );

/**
 * Words after a listed carve-out that close its phrase with a clause of their own ("… for whom the
 * party may be vicariously liable") or a reference ("… as discussed in Section 9"): an item joined after
 * them would read as part of that clause.
 */
const CLOSED_PHRASE =
  /\b(?:which|who|whom|whose|as\s+(?:discussed|described|set\s+forth|provided|defined)\s+in)\b/i;

/** The items queued for one list of the clause (TContext.lists). */
type TQueuedList = Parameters<TContext['lists']['set']>[1];

/** The queued list items as edits: into the clause's own list, after its noun, or as a new exception. */
export const listEdits = (context: TContext) => {
  const { clause } = context;
  for (const entry of context.lists.values()) {
    const { part, items, nouns } = entry;
    if (items.length) addItems(context, entry);
    if (nouns.length) {
      // "damages or lost profits": a loss named as a noun goes after the list's noun.
      const noun = /\b(damages|losses|loss)\b/i.exec(clause.slice(part.start, part.end));
      const at = noun ? part.start + noun.index + noun[0].length : endOfPart(clause, part);
      add(context, { start: at, end: at, text: ` or ${joinItems(nouns)}`, rank: RANK.list });
    }
  }
};

/**
 * A list's items as edits: after the last element of the clause's own list, after the whole phrase
 * where no item ends an element, else as an exception to the cap or the waiver, after the damages the
 * clause waives, or at the end of the sentence part.
 */
const addItems = (context: TContext, { part, exceptionAt, group, listed, items }: TQueuedList) => {
  const { clause, assessment } = context;
  const sorted = listed
    .filter((term) => isListElement(context, part, term))
    .sort((a, b) => a.quote.start - b.quote.start);
  const last = sorted.at(-1);
  // No item ends a list element ("the indemnification obligations of the parties under Article X"):
  // the new items follow the whole phrase, not the words it qualifies.
  const lastListed = [...listed].sort((a, b) => a.quote.start - b.quote.start).at(-1);
  if (!last && lastListed) addAfterWholePhrase(context, part, lastListed, items);
  else if (last) {
    const previous = sorted.at(-2);
    const between = previous ? clause.slice(previous.quote.end, last.quote.start) : '';
    if (previous && /^\s*,?\s*(or|and)\s+$/i.test(between))
      add(context, {
        start: previous.quote.end,
        end: previous.quote.end,
        text: `, ${items.join(', ')}`,
        rank: RANK.list,
      });
    else
      add(context, {
        start: last.quote.end,
        end: last.quote.end,
        text: ` or ${joinItems(items)}`,
        rank: RANK.list,
      });
  } else if (group === 'liability') {
    const at = exceptionAt;
    const mutual = assessment.reading.terms.some((t) => t.key === 'who:mutual');
    const text = `, except for liability arising from ${mutual ? "a party's " : ''}${joinItems(items)}`;
    add(context, { start: at, end: at, text, rank: RANK.exception });
  } else if (group === 'damages') addAfterLastLoss(context, part, items);
  else {
    const at = endOfPart(clause, part);
    add(context, { start: at, end: at, text: `, ${joinItems(items)}`, rank: RANK.list });
  }
};

/**
 * Whether a listed term ends a list element, so that new items can join after it: not one inside
 * parentheses (a section's title: "breaches of Section 8 (Confidentiality)") nor one that qualifies the
 * words after it ("indemnification claims under Section 5"), nor a modifier ("willful or grossly
 * negligent disclosure"): it is part of the item it qualifies.
 */
const isListElement = (context: TContext, part: TSpan, term: TTerm) =>
  !parenthesised(context, term) &&
  !(
    term.kind === 'feature' &&
    featureDefinition(term.id.item)?.modifiers?.includes(term.quote.text.toLowerCase())
  ) &&
  /^\s*(?:[,;)]|$|or\b|and\b)/i.test(context.clause.slice(term.quote.end, part.end));

const parenthesised = ({ assessment }: TContext, term: TTerm) => {
  const { tokenised } = assessment.reading;
  return inParentheses(tokenised)[tokenAt(tokenised, term.quote.start)] === 1;
};

/**
 * Items after the whole phrase of the last listed term. A list in parentheses that is an exception
 * ("(other than for the infringement of … rights specified in clause 10.3 above)") takes them before
 * its closing parenthesis; a section's title ("breach of Section 8 (Confidentiality)") takes none.
 */
const addAfterWholePhrase = (context: TContext, part: TSpan, lastListed: TTerm, items: string[]) => {
  const { clause, assessment } = context;
  const open = clause.lastIndexOf('(', lastListed.quote.start);
  const isException =
    open >= 0 &&
    findPhrases(assessment.reading.tokenised, EXCEPTION_CUES).some(
      (cue) => cue.start > open && cue.end <= lastListed.quote.start,
    );
  const close =
    parenthesised(context, lastListed) && isException ? clause.indexOf(')', lastListed.quote.end) : -1;
  const at = close >= 0 && close < part.end ? close : commaPartAt(clause, part, lastListed.quote).end;
  // Nowhere to join safely: the level's items stay unmet, and the lawyer judges.
  if (CLOSED_PHRASE.test(clause.slice(lastListed.quote.end, at))) return;
  add(context, { start: at, end: at, text: ` or ${joinItems(items)}`, rank: RANK.list });
};

/** No list of kinds of damages to join: "… for loss of data or indirect or consequential damages". */
const addAfterLastLoss = (context: TContext, part: TSpan, items: string[]) => {
  const { clause, assessment } = context;
  const lastLoss = assessment.reading.terms
    .filter(
      (t) =>
        t.kind === 'feature' &&
        t.id.scope !== undefined &&
        NOUN_DAMAGES.has(t.id.item) &&
        t.quote.start >= part.start &&
        t.quote.end <= part.end,
    )
    .at(-1);
  const at = lastLoss ? lastLoss.quote.end : endOfPart(clause, part);
  add(context, {
    start: at,
    end: at,
    text: `${lastLoss ? ' or' : ','} ${joinItems(items)} damages`,
    rank: RANK.list,
  });
};
