import { ASSIGNING_ACT, ASSIGNING_ACT_ADDED, CONSENT_STANDARDS } from '../terms/legal-vocabulary';
import { insertedText, quoted } from './inserted-text';
import type { TRewriteCheck } from './verify-input';

const standardOf = (text: string) =>
  (Object.keys(CONSENT_STANDARDS) as (keyof typeof CONSENT_STANDARDS)[]).filter((standard) =>
    CONSENT_STANDARDS[standard].test(text),
  );

/**
 * (b, c) An edit works on the rule the clause states, not beside it: no assignment rule added to a
 * clause that has none of its own (a definition of change of control, a termination right or notice
 * duty it triggers, terms for an assignment allowed elsewhere: a second regime beside the contract's
 * own), and no second standard for a consent the clause already qualifies ("which may be withheld in
 * its sole discretion" beside an added "which shall not be unreasonably withheld").
 */
export const keepsTheClauseSubject: TRewriteCheck = {
  id: 'keeps-the-clause-subject',
  rule: "an edit works on the clause's own rule: no rule of another subject beside it, one standard per consent",
  check: ({ clause, rewrite }) => {
    const added = insertedText(clause, rewrite).join(' ');
    const failures: string[] = [];
    const addedAct = added.match(ASSIGNING_ACT_ADDED);
    if (addedAct && !ASSIGNING_ACT.test(clause))
      failures.push(
        `adds an assignment rule (${quoted(addedAct[0])}) to a clause that states no assignment rule of its own`,
      );
    // Both standards in the rewrite where the clause had one: the old one left beside the new.
    const own = standardOf(clause);
    if (own.length === 1 && standardOf(rewrite).length === 2) {
      const [kept] = own as [keyof typeof CONSENT_STANDARDS];
      const other = kept === 'absolute' ? 'qualified' : 'absolute';
      failures.push(
        `gives the consent a second standard: the clause's ${quoted(clause.match(CONSENT_STANDARDS[kept])?.[0] ?? '')} stays beside the added ${quoted(rewrite.match(CONSENT_STANDARDS[other])?.[0] ?? '')}`,
      );
    }
    return failures;
  },
};
