import { officeGlobals, type TWord, type TWordContext, type TWordParagraph } from '../office/office-types';
import { applyRewrite, type TRewriteBlock, type TRewriteOutcome } from './apply-rewrite';
import { findClause } from './find-clause';
import { changesOf, MarkupError, splitAtLineBreaks, type TTextChange } from './text-changes';
import { checkedTextOf, normalizeWordText, type TCheckedText } from './word-text';

const word = (): TWord => {
  const { Word } = officeGlobals();
  if (!Word) throw new MarkupError('Word is not available: close the Clausebook pane and open it again.');
  return Word;
};

/** Reads the selection's text, as Check selection sends it. */
export const readSelection = (): Promise<TCheckedText> =>
  word().run(async (context) => {
    const range = context.document.getSelection();
    range.load('text');
    await context.sync();
    return checkedTextOf(range.text);
  });

const SELECTION_CHANGED =
  'The selection is not the text you checked any more. Select the clause again and press Check selection.';

/**
 * Marks up the selection — still the text Check selection read — with the rewrite's redline
 * (`markup`, against the clause sent) as tracked changes, and comments on it.
 */
export const insertIntoSelection = (checked: TCheckedText, markup: string, comment: string) =>
  word().run(async (context): Promise<TRewriteOutcome> => {
    const range = context.document.getSelection();
    range.load('text');
    await context.sync();
    if (range.text !== checked.raw) throw new MarkupError(SELECTION_CHANGED);
    const text = normalizeWordText(checked.raw);
    const changes = changesOf(checked.clause, markup).map((change) => ({
      ...change,
      start: change.start + checked.lead,
      end: change.end + checked.lead,
    }));
    return applyRewrite(context, [{ range, text }], [splitAtLineBreaks(text, changes)], {
      on: range,
      text: comment,
    });
  });

/** A clause of the document review: its text as the review read it, and which of identical ones it is. */
export type TReviewedClauseRef = { text: string; occurrence: number };

const CLAUSE_GONE =
  'This clause does not read in the document as it did when it was reviewed (it was edited since, or holds tracked changes). Press Review document again, or select the clause and press Check selection.';

const readParagraphs = async (context: TWordContext) => {
  const paragraphs = context.document.body.paragraphs;
  paragraphs.load('items/text');
  await context.sync();
  const texts = paragraphs.items.map((paragraph) => normalizeWordText(paragraph.text));
  return { items: paragraphs.items, texts, whole: texts.join('\n') };
};

/** The paragraphs a span of the document's text covers: their indices and where each starts. */
const paragraphsOf = (texts: string[], start: number, end: number) => {
  const spans: { index: number; start: number }[] = [];
  let at = 0;
  texts.forEach((text, index) => {
    if (at + text.length >= start && at <= end) spans.push({ index, start: at });
    at += text.length + 1;
  });
  return spans;
};

/** Selects the clause (its first paragraph: the Word API set the add-in keeps to cannot join ranges). */
export const goToClause = (clause: TReviewedClauseRef) =>
  word().run(async (context) => {
    const { items, texts, whole } = await readParagraphs(context);
    const place = findClause(whole, clause.text, clause.occurrence);
    const first = place && paragraphsOf(texts, place.start, place.end)[0];
    if (!first) throw new MarkupError(CLAUSE_GONE);
    (items[first.index] as TWordParagraph).getRange('Whole').select();
    await context.sync();
  });

/** Marks up a reviewed clause in the document with its rewrite's redline, and comments on it. */
export const insertIntoClause = (clause: TReviewedClauseRef, markup: string, comment: string) =>
  word().run(async (context): Promise<TRewriteOutcome> => {
    const { items, texts, whole } = await readParagraphs(context);
    const place = findClause(whole, clause.text, clause.occurrence);
    if (!place) throw new MarkupError(CLAUSE_GONE);
    const changes = splitAtLineBreaks(
      whole,
      changesOf(clause.text, markup).map((change) => ({
        start: place.map(change.start),
        end: place.map(change.end),
        insert: change.insert,
      })),
    );
    const spans = paragraphsOf(texts, place.start, place.end);
    const blocks: TRewriteBlock[] = spans.map((span) => ({
      range: (items[span.index] as TWordParagraph).getRange('Whole'),
      text: texts[span.index] as string,
    }));
    const perBlock: TTextChange[][] = spans.map((span, i) => {
      const next = spans[i + 1]?.start ?? Number.POSITIVE_INFINITY;
      return changes
        .filter((change) => change.start >= span.start && change.start < next)
        .map((change) => ({ ...change, start: change.start - span.start, end: change.end - span.start }));
    });
    return applyRewrite(context, blocks, perBlock, { on: (blocks[0] as TRewriteBlock).range, text: comment });
  });
