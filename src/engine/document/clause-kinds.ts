import { ASSIGNMENT_AND_CONTROL_KINDS } from './clause-kinds/assignment-and-control';
import { BUSINESS_RESTRICTION_KINDS } from './clause-kinds/business-restrictions';
import { COMMON_PLAYBOOK_KINDS } from './clause-kinds/common-playbook-topics';
import { IP_AND_LICENCE_KINDS } from './clause-kinds/ip-and-licences';
import { LAW_AND_DISPUTE_KINDS } from './clause-kinds/law-and-disputes';
import { LIABILITY_AND_RISK_KINDS } from './clause-kinds/liability-and-risk';
import { MONEY_AND_VOLUME_KINDS } from './clause-kinds/money-and-volume';
import { TERM_AND_RENEWAL_KINDS } from './clause-kinds/term-and-renewal';

/**
 * The kinds of clause a contract reviewer looks for, as a legal engineer would describe them: what a
 * playbook may call the category (`names`), the wording typical of a clause of that kind (`cues`) and
 * wording that looks like a cue but means something else (`lookAlikes`).
 *
 * A playbook category whose name is one of a kind's names (compared as word stems, any order, so
 * "Limitation of Liability" and "liability limitation" are the same) takes that kind's cues as evidence:
 * a clause saying them is of the kind, whatever else it is about — a licence grant that is
 * "non-transferable" is also the non-transferable licence clause. The more different cues a clause
 * says, the surer (one cue may be a passing mention: a licence that speaks of "royalties"; the royalty
 * clause says "pay … royalty", "net sales", "royalty rate"), so each cue should be its own wording, not a
 * variant of another (a test keeps them apart). Categories the list does not know are classified by
 * their guideline texts alone.
 *
 * Cue syntax: words are compared as stems ("assigns", "assigned", "assignment" → "assign"), case and
 * punctuation ignored; "…" stands for up to sixteen words of any kind in between, within one sentence,
 * list item or paragraph ("not … assign" matches "shall not, without the prior written consent of the other
 * party, assign"). A cue should say the kind on its own, not merely be likely in it: "exclusive" alone
 * also says "exclusive jurisdiction".
 */
export type TClauseKind = {
  id: string;
  names: string[];
  cues: string[];
  /**
   * The broader kind this one is a part of, as reviewers file them: a heading "Term" or "Effect of
   * Termination" is a "Term and Termination" section, "Pricing" one on payment terms.
   */
  partOf?: string;
  /**
   * Phrases that hold a cue's words but mean something else ("for convenience only" of headings, "any
   * number of counterparts"): no cue of the kind is found in their words. Plain word runs, no "…".
   */
  lookAlikes?: string[];
};

/** Every kind, by group (one file each under clause-kinds/); the order is the order cues are tried in. */
export const CLAUSE_KINDS: TClauseKind[] = [
  ...TERM_AND_RENEWAL_KINDS,
  ...BUSINESS_RESTRICTION_KINDS,
  ...MONEY_AND_VOLUME_KINDS,
  ...IP_AND_LICENCE_KINDS,
  ...LIABILITY_AND_RISK_KINDS,
  ...ASSIGNMENT_AND_CONTROL_KINDS,
  ...LAW_AND_DISPUTE_KINDS,
  ...COMMON_PLAYBOOK_KINDS,
];
