import { readTerms } from '../terms/read-terms';

/**
 * Vocabulary evidence for clause classification: the kinds of term the engine's legal vocabulary
 * reads in a text (term keys such as "duration:renewal", "place:governing-law", "feature:audit",
 * "feature:carve-out:fraud"). The classifier reads each clause and each guideline text with the same
 * reader and compares the features like words (rarer features count more), so a clause and a category
 * that state the same kinds of terms come closer even when their wording differs.
 *
 * Values (30 days, $1m) are not part of a key: the kind of term says what a clause is about, its value
 * does not. Who is bound ("who:mutual", "who:provider") is left out for the same reason.
 */
export type TClauseEvidence = { features: string[] };

export type TReadEvidence = (text: string) => TClauseEvidence;

export const readClauseEvidence: TReadEvidence = (text) => ({
  features: [
    ...new Set(
      readTerms(text)
        .terms.filter((term) => term.kind !== 'who')
        .map((term) => term.key),
    ),
  ],
});
