/** The shapes of the vocabulary's tables: roles of periods and rates, legal features. Plain data (see legal-vocabulary.ts). */

export type TRoleDefinition = {
  id: string;
  /** How the term table names it. */
  label: string;
  /** Words near a value that give it this role; the nearest cue wins. */
  cues: string[];
  /** Cues that give the role only before the value ("more than five percent (5%)"). */
  cuesBefore?: string[];
  /** Cues right after the value ("30 days' notice") that decide the role on their own. */
  attached?: string[];
  /**
   * Words right before the value that decide the role on their own, before any attached cue: in "not
   * cured within thirty (30) days' written notice" the period is the time to cure, run from the notice.
   */
  attachedBefore?: string[];
  /**
   * The point in time a period of this role runs from ("five years after termination"). They give the
   * role only to a period that is not a deadline: in "return the data within thirty (30) days after
   * termination" the period is the return's, whatever it runs from (see DEADLINE_WORDS).
   */
  anchors?: string[];
  /** Words one of which the value's sentence part must say for the role to apply at all. */
  requires?: string[];
  /** The broader role this one narrows: where this one's cue is in the part, that one is not read. */
  narrows?: string;
  /** Phrases that state the value is none ("No late payment charges or interest shall apply"). */
  none?: string[];
  /**
   * The value a clause silent on the term states: one that charges no interest charges none, one that
   * grants no price increase grants none. A playbook's limit on it is then met, and no rewrite adds the
   * concession the level allows.
   */
  silentMeans?: number;
  /**
   * The period is the right of the party that acts on it, and good or bad by whose it is: a short
   * notice on which the customer may terminate favours the customer, one on which the supplier may
   * terminate does not. Such periods are compared only with the playbook's periods of the same side.
   */
  byParty?: boolean;
  /**
   * The period is how long something lasts (a term, a renewal term), so it is never a lead time: "at
   * least one hundred eighty (180) days prior to the beginning of any Renewal Term" (LEAD_TIME_WORDS
   * right after it) is a notice, however near the renewal words.
   */
  length?: boolean;
  /**
   * The verbs of the party whose period it is, where not every acting party's: "Supplier shall invoice
   * Customer …, and all invoices are due within fifteen (15) days" is no period of the supplier's.
   */
  actedBy?: string[];
  /**
   * The period is how long a party's duty lasts (not to compete, not to solicit), whenever it starts:
   * in "for two (2) years after termination, Consultant shall not compete" what the period runs from
   * (another role's anchor, survival's "after termination") does not take it from the duty.
   */
  dutyLength?: boolean;
  /**
   * The agreement's own period (its term, a renewal term): no party's, so "either party" in its sentence
   * says nothing of it.
   */
  ofAgreement?: boolean;
};

export type TFeatureGroup =
  /** A kind of liability that a cap or a waiver may carve out. */
  | 'liability'
  /** A kind of damages that a waiver may exclude. */
  | 'damages'
  /** A warranty that a disclaimer may exclude. */
  | 'warranty'
  /** A legal feature stated as such (defend, hold harmless, consent qualifiers, termination for convenience…). */
  | 'concept';

export type TFeatureDefinition = {
  id: string;
  label: string;
  group: TFeatureGroup;
  phrases: string[];
  /**
   * Words of the phrases read also with one letter wrong, added or dropped, as scanned copies damage
   * them ("without regard to its conflict of taws provision" excludes the conflict of laws).
   */
  damagedWords?: string[];
  /** Words that, right after a phrase, make it mean something else ("exclusive jurisdiction"). */
  unlessFollowedBy?: string[];
  /** Words that, right before a phrase, make it mean something else ("brought exclusively in the courts"). */
  unlessPrecededBy?: string[];
  /**
   * The feature is one party's, and good or bad by whose it is: "Customer waives its right to a jury
   * trial" is not "each party waives …". The party named nearest before it in its sentence part.
   */
  byParty?: boolean;
  /**
   * With byParty: whose it is is the party acting as the subject before it in its sentence ("Supplier's
   * … obligation is to defend Customer against claims that …" is Supplier's), not the nearest named.
   */
  ofSubject?: boolean;
  /**
   * False when the phrases already say "not" (a "no bond" feature is not negated by "without"), or name
   * the act the feature forbids: "shall not disparage" states non-disparagement, it does not negate it.
   */
  negatable?: boolean;
  /** Counts only in a sentence part that also says one of these ("fees paid" is a cap's measure only where a cap is stated). */
  onlyWith?: string[];
  /**
   * The phrases are clauses ("cannot be limited"), not names of a thing: added to a list of carve-outs,
   * the item is written as the label ("… or liability that cannot be limited by law").
   */
  clausal?: boolean;
  /**
   * Phrases that name the thing a carve-out protects, not its breach ("Confidential Information"):
   * added to a list of carve-outs, the item is written as the label ("breach of confidentiality").
   */
  things?: string[];
  /**
   * Phrases that qualify a noun ("grossly negligent", "willful"): added to a list of carve-outs, the
   * item is the guideline's noun phrase they qualify ("willful or grossly negligent disclosure of
   * Confidential Information").
   */
  modifiers?: string[];
  /** Phrases that state the feature is absent ("subject to the posting of a bond" for no bond required). */
  absentWhen?: string[];
  /**
   * A period of this role that never ends states the feature too: an obligation of confidence "in
   * perpetuity" protects trade secrets for as long as they remain secret.
   */
  impliedByEndless?: string;
  /**
   * Words at the start of a phrase that narrow what it names ("U.S." in "U.S. trademark"): struck alone,
   * the rest of the clause kept, where a rewrite removes the feature.
   */
  narrowedBy?: string[];
  /**
   * It limits how the consenting party may refuse ("which shall not be unreasonably withheld"): where
   * the clause makes only the other side's act need our consent, its absence is no shortfall.
   */
  limitsConsent?: boolean;
  /**
   * How something is done rather than a demand of its own ("Licensee submits to the jurisdiction of …"):
   * read so that an edit keeps it, but no position of the playbook grades a clause by it.
   */
  ungraded?: boolean;
  /**
   * What an edit of another term must leave as the clause says it, unless the level's own words state
   * it (its position statement, where it has one): a forum's exclusivity, who submits to it, a waiver
   * of objections to it. The unacceptable level stating it does not free it.
   */
  keptUnlessStated?: boolean;
  /**
   * Whose it is is what it states ("Licensee submits …" or "each party submits …"): one clause says
   * it once, so a second party's beside the first is a second value, not a second subject.
   */
  partyIsTheValue?: boolean;
};
