import { FEATURES, SURVIVAL_CUES } from '../terms/legal-vocabulary';
import { readTerms, type TTerm } from '../terms/read-terms';
import type { TTermKey } from '../terms/term-key';
import { findPhrases, tokenise } from '../terms/text-tokens';
import { NUMBERED_HEADING, referencedSections } from './section-titles';

/** The survival role's id (legal-vocabulary DURATION_ROLES). */
const SURVIVAL_ROLE = 'survival';
/** Features an endless survival implies ("trade secrets protected while they remain secret"). */
const IMPLIED_BY_ENDLESS = new Set(
  FEATURES.filter((feature) => feature.impliedByEndless === SURVIVAL_ROLE).map((feature) => feature.id),
);

/** Whether a term says how long obligations survive, or what an endless survival implies. */
export const isSurvivalTerm = (term: TTerm) =>
  (term.kind === 'duration' && term.role === SURVIVAL_ROLE) ||
  (term.kind === 'feature' && IMPLIED_BY_ENDLESS.has(term.feature));

/** Whether a position's term is one a survival by reference answers. */
export const answeredBySurvival = (term: TTermKey) =>
  (term.kind === 'duration' && term.role === SURVIVAL_ROLE) ||
  (term.kind === 'feature' && term.scope === undefined && IMPLIED_BY_ENDLESS.has(term.item));

/** How far into a clause's text a section's own number and title may stand ("13. CONFIDENTIALITY\n\n(a) …"). */
const OPENING_LINES = 2;

/**
 * The numbered section each clause is part of, as references name it: its own number ("10.2") and the
 * top-level section it falls under ("10"), read from its heading or the lines it opens with, else the
 * section of the clause before it ("(b) Subpoena" under "13. CONFIDENTIALITY").
 */
export const sectionsOfClauses = (clauses: readonly { heading: string; text: string }[]) => {
  let current: string[] = [];
  return clauses.map(({ heading, text }) => {
    const lines = [heading, ...text.split(/\n+/, OPENING_LINES)];
    const number = lines
      .map((line) => NUMBERED_HEADING.exec(line.trim()))
      .map((match) => match?.[1] ?? match?.[2])
      .find((found) => found !== undefined && /^\d/.test(found));
    if (number) {
      const top = number.split('.')[0] as string;
      current = number === top ? [top] : [number, top];
    }
    return current;
  });
};

/**
 * For each clause, the index of another clause that makes its section survive the agreement's end with
 * no period of its own ("the provisions of Sections 6 (…), 10 (Confidentiality), … will survive such
 * termination or expiration and remain in full force and effect in accordance with their terms"): a
 * confidentiality clause of Section 10 that states no period is bound for as long as its terms say —
 * with none, without end — not short of the playbook's five years. A sentence that gives the surviving
 * sections a period ("Section 10 shall survive for three (3) years") sets no endless survival.
 */
export const survivingByReference = (clauses: readonly { heading: string; text: string }[]) => {
  const sections = sectionsOfClauses(clauses);
  const survives = new Map<string, number>();
  clauses.forEach(({ text }, i) => {
    // Most clauses say nothing of survival: they are not tokenised for it.
    const lower = text.toLowerCase();
    if (!SURVIVAL_CUES.some((cue) => lower.includes(cue))) return;
    const tokenised = tokenise(text);
    const cues = findPhrases(tokenised, SURVIVAL_CUES);
    for (const sentenceIndex of new Set(cues.map((cue) => tokenised.tokens[cue.from]?.sentence ?? -1))) {
      const span = tokenised.sentences[sentenceIndex];
      if (!span) continue;
      const sentence = text.slice(span.start, span.end);
      if (readTerms(sentence).terms.some((term) => term.kind === 'duration')) continue;
      for (const number of referencedSections(sentence)) if (!survives.has(number)) survives.set(number, i);
    }
  });
  return clauses.map((_, i) => {
    const by = sections[i]?.map((number) => survives.get(number)).find((k) => k !== undefined);
    return by === i ? undefined : by;
  });
};
