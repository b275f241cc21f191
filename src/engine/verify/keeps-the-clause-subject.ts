import { definedTermsOf } from '../terms/defined-terms';
import {
  ASSIGNING_ACT,
  ASSIGNING_ACT_ADDED,
  ASSIGNMENT_BAR,
  CONFIDENTIALITY_DUTY,
  CONFIDENTIALITY_SUBJECT,
  CONSENT_STANDARDS,
  OBLIGATIONS_REFERRED_BACK,
} from '../terms/legal-vocabulary';
import { escapeRegExp } from '../terms/text-tokens';
import { homeSide } from '../terms/whose-term';
import { insertedText, quoted } from './inserted-text';
import type { TRewriteCheck, TVerifyInput } from './verify-input';

const standardOf = (text: string) =>
  (Object.keys(CONSENT_STANDARDS) as (keyof typeof CONSENT_STANDARDS)[]).filter((standard) =>
    CONSENT_STANDARDS[standard].test(text),
  );

/**
 * (b, c) An edit works on the rule the clause states, not beside it: no assignment rule added to a
 * clause that has none of its own (a definition of change of control, a termination right or notice
 * duty it triggers, terms for an assignment allowed elsewhere: a second regime beside the contract's
 * own), no confidentiality rule added to a clause that keeps nothing confidential, and no second
 * standard for a consent the clause already qualifies ("which may be withheld in its sole discretion"
 * beside an added "which shall not be unreasonably withheld").
 */
export const keepsTheClauseSubject: TRewriteCheck = {
  id: 'keeps-the-clause-subject',
  rule: "an edit works on the clause's own rule: no rule of another subject beside it, one standard per consent",
  check: (input) => {
    const { clause, rewrite } = input;
    const added = insertedText(clause, rewrite).join(' ');
    const failures: string[] = [];
    const addedAct = added.match(ASSIGNING_ACT_ADDED);
    if (addedAct && !ASSIGNING_ACT.test(clause))
      failures.push(
        `adds an assignment rule (${quoted(addedAct[0])}) to a clause that states no assignment rule of its own`,
      );
    failures.push(...confidentialityBeside(input, added));
    const addedBar = added.match(ASSIGNMENT_BAR);
    const ownBar = clause.match(ASSIGNING_ACT);
    if (addedBar && ownBar && rewrite.includes(ownBar[0]))
      failures.push(
        `adds a second bar on assigning (${quoted(addedBar[0])}) beside the clause's own (${quoted(ownBar[0])})`,
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
    failures.push(
      ...struckDefinitions(clause, rewrite),
      ...unusedDefinitions(clause, rewrite),
      ...rightsGivenAway(input),
    );
    return failures;
  },
};

/**
 * (b) No confidentiality regime beside a clause that keeps nothing confidential: no duty to return or
 * keep secret information, and no sentence of a confidentiality level that refers back to "these
 * obligations" (it would bind the clause's own, a non-compete's, for the level's period).
 */
const confidentialityBeside = ({ clause, playbook, level }: TVerifyInput, added: string) => {
  if (CONFIDENTIALITY_SUBJECT.test(clause)) return [];
  const duty = added.match(CONFIDENTIALITY_DUTY);
  const referredBack = CONFIDENTIALITY_SUBJECT.test(playbook.guidelines[level])
    ? added.match(OBLIGATIONS_REFERRED_BACK)
    : null;
  return [
    ...(duty
      ? [`adds a confidentiality duty (${quoted(duty[0])}) to a clause that keeps nothing confidential`]
      : []),
    ...(referredBack
      ? [
          `adds ${quoted(referredBack[0].replace(/^[\s.;:]+/, ''))}, which would refer to the clause's own obligations, to a clause that keeps nothing confidential`,
        ]
      : []),
  ];
};

/** (c) An edit keeps every definition the clause makes: the contract uses a defined term elsewhere. */
const struckDefinitions = (clause: string, rewrite: string) =>
  definedTermsOf(clause)
    .filter((term) => !new RegExp(`["“]${escapeRegExp(term)}["”]`).test(rewrite))
    .map((term) => `strikes the definition of ${quoted(term)}, which the contract may use elsewhere`);

/**
 * (b) A term the edit defines is used: a level's definition ("\"Excluded Claims\" means …") added where
 * the sentence that uses it is not leaves the clause's own rule unqualified beside a rule of its own.
 */
const unusedDefinitions = (clause: string, rewrite: string) => {
  const own = new Set(definedTermsOf(clause).map((term) => term.toLowerCase()));
  return definedTermsOf(rewrite)
    .filter((term) => !own.has(term.toLowerCase()))
    .filter((term) => (rewrite.match(new RegExp(`\\b${escapeRegExp(term)}\\b`, 'gi')) ?? []).length < 2)
    .map((term) => `defines ${quoted(term)} but never uses it`);
};

/** A right given to both parties: "either party may assign …", "each Party shall have the right to …". */
const RIGHT_FOR_BOTH =
  /\b(?:either|each)\s+party\s+(?:may|shall\s+have\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?!not\b)(?:(?:freely|immediately|also)\s+)?([a-z]+)/i;

/** Words that bind every party alike ("by either party", "no Party", "the parties"). */
const BINDS_BOTH =
  /\b(?:either|neither|each|any|both|no)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\b/i;

/**
 * (c) An edit gives the other side no right the clause does not give it: "either party may …" added to
 * a clause that binds both parties, the counterparty, or a party not known to be ours hands the other
 * side a freedom the clause withheld (an exception that swallows a bar on assigning). Only where the
 * clause binds our side alone does a right for both free only us.
 */
const rightsGivenAway = ({ clause, rewrite, assessment, playbook }: TVerifyInput) => {
  const right = insertedText(clause, rewrite).join(' ').match(RIGHT_FOR_BOTH);
  if (!right || RIGHT_FOR_BOTH.test(clause)) return [];
  // Only a right to do what the clause itself deals with ("assign" beside a bar on assigning); "either
  // party may seek injunctive relief" beside a choice of courts is no freedom the clause withheld.
  const act = right[1]?.toLowerCase().slice(0, 6) ?? '';
  if (!act || !clause.toLowerCase().includes(act)) return [];
  const ours = homeSide(playbook);
  const bound = new Set(assessment.reading.terms.flatMap((term) => (term.kind === 'who' ? [term.side] : [])));
  if (ours && bound.size === 1 && bound.has(ours) && !BINDS_BOTH.test(clause)) return [];
  return [`gives the other side a right the clause does not give it (${quoted(right[0])})`];
};
