/**
 * Vocabulary evidence for clause classification: what the engine's legal term vocabulary reads in a
 * text, as feature names — carve-outs ("carve-out:fraud"), liability caps ("cap:fees-paid"),
 * jurisdictions ("jurisdiction"), durations with their role ("duration:notice", "duration:renewal",
 * "duration:term"), and so on. The classifier reads each clause and each guideline text with the same
 * reader and compares the features like words (rarer features count more), so a clause and a category
 * that state the same kinds of terms come closer even when their wording differs.
 *
 * Feature names are opaque to the classifier: any stable strings work. Values (30 days, $1m) should not
 * be part of a name — the kind of term says what a clause is about, its value does not.
 */
export type TClauseEvidence = { features: string[] };

export type TReadEvidence = (text: string) => TClauseEvidence;

/** The engine's vocabulary reader belongs here; until it is plugged in there is no evidence and classification rests on words alone. */
export const readClauseEvidence: TReadEvidence = () => ({ features: [] });
