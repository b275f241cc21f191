/** Notice and cure periods, deadlines and lead times. Plain data (see legal-vocabulary.ts). */

/**
 * How a right to terminate at will is exercised when it names no period ("may terminate this Agreement
 * for convenience upon written notice"): a notice period of none, which a notice period of the
 * playbook measures (NOTICE_WITHOUT_PERIOD counts only in a part that says AT_WILL_CUES).
 */
export const NOTICE_WITHOUT_PERIOD = [
  'upon notice',
  'upon written notice',
  'upon prior written notice',
  'upon giving written notice',
  'on notice',
  'on written notice',
  'by notice',
  'by written notice',
  'by giving written notice',
  'by giving notice',
  'by providing written notice',
];

/**
 * Words that set a deadline without a number ("shall promptly return or destroy"): no period the engine
 * can measure — stated, so no second sentence states the period again, but meeting no level's period
 * until a number takes its place. Read only for the roles whose period is a deadline for an action
 * (DEADLINE_ROLES), and only right next to their cue, the verb they qualify ("promptly pay", "return
 * … as soon as practicable" is not). Not "immediately": it is as often no deadline at all ("the
 * immediately preceding calendar year", "shall become immediately due and payable").
 */
export const DEADLINES_WITHOUT_PERIOD = [
  'promptly',
  'as soon as practicable',
  'as soon as reasonably practicable',
];

/** Words that time an action at once: a deadline of no time, as short as any period a level asks. */
export const IMMEDIATE_DEADLINES = ['immediately', 'forthwith'];

/** Words that make what follows a deadline's condition, not its action ("Upon payment in full, …"). */
export const DEADLINE_CONDITION_OPENERS = ['upon', 'on', 'after', 'following'];

/** Roles whose period is a deadline for an action: returning data, paying, reporting a breach. */
export const DEADLINE_ROLES = ['return', 'payment', 'incident-notice'];

/** Words right after a period that make it a lead time before an event ("ninety (90) days prior to"). */
export const LEAD_TIME_WORDS = ['prior to', 'before', 'in advance of', 'preceding'];

/** Words before a period that open a window's far bound: "… nor sooner than 270 days before the end". */
export const WINDOW_OPENINGS = ['sooner than', 'earlier than'];

/** Words before a period that make it a deadline for the sentence's action: "within thirty (30) days". */
export const DEADLINE_WORDS = ['within', 'no later than', 'not later than', 'later than'];

/** Words after a period that cap it by a date ("sixty (60) days …, but in no event later than December 31, 2024"). */
export const LONGSTOP_PHRASES = [
  'but in no event later than',
  'but in no event not later than',
  'but not later than',
  'but no later than',
  'but in any event no later than',
  'but in any event not later than',
];
