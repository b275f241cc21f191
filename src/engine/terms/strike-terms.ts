/** A term struck from the clause: its words, its comma part, or the denials around it. */
import { definedTermsUsedElsewhere } from './defined-terms';
import { add, commaPartAt, conjunctAt, sentenceAt, type TContext, type TEdit } from './edit-text';
import { featureDefinition, statedKey, type TTerm } from './read-terms';
import { sidesOfTerms } from './sides-of-terms';
import { escapeRegExp, type TSpan } from './text-tokens';

/**
 * Strikes what states an unacceptable term: its sentence, or when the sentence holds terms the level
 * needs or defines a term used elsewhere, the conjunct ("…, and Customer's liability shall be
 * unlimited") or the comma-part around it — or, in a sentence defining a term used elsewhere whose
 * conjunct cannot go alone, nothing (the rewrite check then warns that the rewrite still states it).
 */
/** The words that narrow a feature's phrase ("U.S. " of "U.S. trademark"), as an edit striking them alone. */
const narrowingWords = (clause: string, term: TTerm): TEdit | undefined => {
  const words = term.kind === 'feature' ? featureDefinition(term.feature)?.narrowedBy : undefined;
  const quote = clause.slice(term.quote.start, term.quote.end);
  for (const word of words ?? []) {
    const found = new RegExp(`^${escapeRegExp(word).replace(/ /g, '\\s+')}\\s+`, 'i').exec(quote);
    if (found) return { start: term.quote.start, end: term.quote.start + found[0].length, text: '' };
  }
  return undefined;
};

export const strike = (context: TContext, term: TTerm, keepAll = false) => {
  const { clause, assessment, level } = context;
  const narrowing = narrowingWords(clause, term);
  if (narrowing) {
    add(context, narrowing);
    return;
  }
  const sentence = sentenceAt(assessment.reading, term.quote.start);
  // What the strike must leave standing: the terms that meet the level — or, with `keepAll`, every
  // other term (the rest gets edited in place).
  const neededIn = (span: TSpan) =>
    assessment.checks.some(
      (c) =>
        (keepAll || c.met[level] === true) &&
        !c.position.shared &&
        c.position.term.kind !== 'who' &&
        c.clauseTerms.some((t) => t !== term && t.quote.start >= span.start && t.quote.end <= span.end),
    );
  // Nor a term the clause defines there and uses elsewhere: its other uses would lose their meaning.
  const definesUsedTerm = (span: TSpan) => definedTermsUsedElsewhere(clause, span).length > 0;
  const sentenceDefines = definesUsedTerm(sentence);
  if (!neededIn(sentence) && !sentenceDefines) {
    let end = sentence.end;
    while (end < clause.length && /\s/.test(clause.charAt(end))) end += 1;
    add(context, { start: sentence.start, end, text: '' });
    return;
  }
  const conjunct = conjunctAt(clause, sentence, term.quote);
  if (conjunct !== sentence && !neededIn(conjunct) && !definesUsedTerm(conjunct)) {
    add(context, { start: conjunct.start, end: conjunct.end, text: '' });
    return;
  }
  // A comma-part is struck only to keep what the level needs: cut out of a definition it would leave
  // no sentence ("As between the parties~~, EFS retains ownership of~~, and all right … (the “EFS
  // Property”)").
  if (!sentenceDefines) strikeCommaPart(context, sentence, term);
};

/**
 * The clause's denials of what a guideline sentence it gains grants, struck: "Customer may not
 * terminate this Agreement for convenience" beside the added "Customer may terminate for convenience on
 * sixty (60) days' notice" — unless the denial is the other side's ("Supplier may not terminate …").
 */
export const strikeDenials = (context: TContext, sentence: TSpan) => {
  const guideline = context.playbook.readings[context.level];
  const { reading } = context.assessment;
  const granted = guideline.terms.filter(
    (t) =>
      t.kind === 'feature' && !t.negated && t.quote.start >= sentence.start && t.quote.end <= sentence.end,
  );
  if (granted.length === 0) return;
  const [ownSides, guidelineSides] = [sidesOfTerms(reading), sidesOfTerms(guideline)];
  for (const own of reading.terms) {
    if (own.kind !== 'feature' || !own.negated || !granted.some((g) => g.key === own.key)) continue;
    const [whose, grantedTo] = [ownSides.get(statedKey(own)), guidelineSides.get(own.key)];
    if (whose && grantedTo && whose !== grantedTo) continue;
    strike(context, own, true);
  }
};

/**
 * Strikes the comma-part of `sentence` that holds `term`, with the comma before it — or, opening the
 * sentence, with the conjunction after it ("~~Title … shall vest in Supplier, and~~ Supplier grants …").
 */
export const strikeCommaPart = (context: TContext, sentence: TSpan, term: TTerm) => {
  const piece = commaPartAt(context.clause, sentence, term.quote);
  const opening = piece.start <= sentence.start;
  const conjunction = opening ? /^\s*,\s*(?:and|or|but)\s+/i.exec(context.clause.slice(piece.end)) : null;
  add(context, {
    start: opening ? piece.start : piece.start - 1,
    end: piece.end + (conjunction?.[0].length ?? 0),
    text: '',
  });
};
