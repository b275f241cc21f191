/** Where a sentence of guideline wording goes in a clause: after the clause sentence most like it, outside a list. */
import { cosine, termCounts } from '../builtin/text-features';
import { MIN_SENTENCE_WORDS, type TContext, trimmed } from './edit-text';
import { SENTENCE_OPENINGS_REFERRING_BACK } from './legal-vocabulary';
import type { TSpan } from './text-tokens';

/**
 * Adds `text` (a sentence with its stop) to the clause: after the first finished sentence, from the one
 * most like it on, that a sentence can follow; else at the clause's end.
 */
export const addSentence = (context: TContext, text: string) => {
  const { clause, assessment } = context;
  const sentences = assessment.reading.tokenised.sentences.map((s) => trimmed(clause, s));
  const finished = finishedSentenceFrom(clause, sentences, mostLikeSentence(clause, sentences, text));
  const clauseEnd = trimmed(clause, { start: 0, end: clause.length }).end;
  // A clause that is an item of a longer list ("…; and") keeps its ending after what it gains.
  const itemEnd = finished ? null : LIST_ITEM_END.exec(clause.slice(0, clauseEnd));
  if (itemEnd)
    context.additions.set(`. ${text.slice(0, -1)}`, { at: itemEnd.index, inline: true, sentence: true });
  else context.additions.set(text, { at: finished?.end ?? clauseEnd, inline: false });
};

/** The index of the clause sentence most like `text` by its words; past the last where none is alike. */
const mostLikeSentence = (clause: string, sentences: readonly TSpan[], text: string) => {
  const counts = termCounts(text);
  let best = { index: sentences.length, score: 0.1 };
  sentences.forEach((span, index) => {
    const words = clause.slice(span.start, span.end);
    // A heading ("9. Termination.") is no sentence to add after.
    if ((words.match(/\p{L}+/gu)?.length ?? 0) < MIN_SENTENCE_WORDS) return;
    const score = cosine(counts, termCounts(words));
    if (score > best.score) best = { index, score };
  });
  return best.index;
};

/**
 * The first finished sentence from `from` on that a sentence can follow. Never inside a list: after an
 * introduction ending in ":" or an item ending in ";" ("…; and") the list goes on; and after a list's
 * last item it would read as part of that item. Nor between a sentence and the next that refers back
 * to it ("… not to renew. Such notice must be given …"): "such notice" would then mean what was added.
 */
const finishedSentenceFrom = (clause: string, sentences: readonly TSpan[], from: number) => {
  const refersBack = (index: number) => {
    const next = sentences[index + 1];
    return next !== undefined && REFERS_BACK.test(clause.slice(next.start, next.end));
  };
  return sentences.find(
    (span, index) =>
      index >= from &&
      /[.!?]["”’)\]]*$/.test(clause.slice(span.start, span.end)) &&
      !inListItem(clause, span) &&
      !refersBack(index),
  );
};

/** A sentence that opens with these words refers back to the one before it (SENTENCE_OPENINGS_REFERRING_BACK). */
const REFERS_BACK = new RegExp(
  `^(?:${SENTENCE_OPENINGS_REFERRING_BACK.map((words) => words.replace(/ /g, '\\s+')).join('|')})\\b`,
  'i',
);

/** How an item of a list ends: ";", "; and", "; or". */
const LIST_ITEM_END = /;(?:\s*(?:and|or))?\s*$/i;

/**
 * Whether a span lies in a paragraph (after the clause's first) that is an item of a list: "(v) each
 * Party will …", "b) …", "3. …". The clause's own first paragraph may start with its number.
 */
const inListItem = (clause: string, span: TSpan) => {
  const paragraph = clause.lastIndexOf('\n', span.start);
  return paragraph >= 0 && LIST_ITEM.test(clause.slice(paragraph + 1));
};

const LIST_ITEM = /^\s*(?:\(?(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})\.)\s/i;
