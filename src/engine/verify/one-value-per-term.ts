import type { TTerm } from '../terms/read-terms';
import { exceptionsDoubled } from '../topics/assignment/read';
import { floatingLawLeft, oldLawLeftBeside } from '../topics/governing-law/remnants';
import { quoted } from './inserted-text';
import { termSubject, termValue } from './term-values';
import type { TRewriteCheck } from './verify-input';

/** The terms of a reading by subject, with the distinct values each subject is given. */
const valuesBySubject = (terms: readonly TTerm[]) => {
  const bySubject = new Map<string, Map<string, TTerm>>();
  for (const term of terms) {
    if (term.kind === 'who') continue;
    const subject = termSubject(term);
    const values = bySubject.get(subject) ?? new Map<string, TTerm>();
    if (!values.has(termValue(term))) values.set(termValue(term), term);
    bySubject.set(subject, values);
  }
  return bySubject;
};

/**
 * (b) An edit leaves each term one value: the old position is not left standing beside the new ("within
 * sixty (60) days" kept beside an added "within forty-five (45) days"; "may assign … without consent"
 * beside "shall not assign … without consent"). Read with the same readers as the clause; a term the
 * clause itself gives two values is held to no more than it had. A changed governing law leaves its old
 * place nowhere in the law's sentence, as a name or an adjective ("(English common law)"), nor as where
 * the agreement was made; nor is a law that floats with the forum or among alternatives left where the
 * level states its law; nor a second exception to a consent of a kind the clause excepts already.
 */
export const oneValuePerTerm: TRewriteCheck = {
  id: 'one-value-per-term',
  rule: 'each term of the rewrite has one value: no old position left beside the new',
  check: ({ assessment, rewriteAssessment, playbook, level }) => {
    const before = valuesBySubject(assessment.reading.terms);
    const failures: string[] = [];
    for (const [subject, values] of valuesBySubject(rewriteAssessment.reading.terms)) {
      if (values.size < 2 || values.size <= (before.get(subject)?.size ?? 0)) continue;
      const [first, second] = [...values.values()] as [TTerm, TTerm];
      failures.push(
        `states the ${first.label} twice: ${quoted(first.quote.text)} and ${quoted(second.quote.text)}`,
      );
    }
    for (const word of oldLawLeftBeside(assessment.reading, rewriteAssessment.reading))
      failures.push(`leaves the old governing law's place beside the new: ${quoted(word)}`);
    // A law that floats with the forum is no one law: where the level states its law, the rewrite
    // states it, or the edit is not made.
    const levelStatesLaw = playbook.positions.some(
      (p) => p.termKey === 'place:governing-law' && p.statements[level]?.type === 'places',
    );
    const floating = levelStatesLaw ? floatingLawLeft(rewriteAssessment.reading) : [];
    if (floating.length > 0)
      failures.push(
        `leaves a governing law that floats with the forum: ${floating.map((words) => quoted(words)).join(', ')}`,
      );
    // "except each Party may assign … to a Third Party that succeeds to … its business …, except that
    // either Party may assign … to a successor …": one kind of exception, stated twice.
    for (const { kind, words } of exceptionsDoubled(
      assessment.reading.tokenised.text,
      rewriteAssessment.reading.tokenised.text,
    ))
      failures.push(
        `states a second ${kind} exception to the consent beside the clause's own: ${quoted(words)}`,
      );
    return failures;
  },
};
