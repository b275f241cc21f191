/** Assignment and change of control. Plain data (see legal-vocabulary.ts). */

/**
 * Who owns what is made under the contract — deliverables, work product, inventions — as a feature of
 * the owner's side (`work-ownership`). The owner is named right after words that give or say ownership
 * ("shall be owned by Customer", "the sole property of the Company", "shall vest in Client"), after "to"
 * following a verb that passes it on ("Supplier hereby assigns to Customer", "assigns … all rights in
 * any Intellectual Property to the Company"), or as the subject of words that keep it ("Supplier owns
 * and retains all right, title and interest"). Work made for hire is the commissioning customer's.
 * Words on a party's own pre-existing or background materials, or on the product it licenses (its
 * software, platform), which each side keeps whatever the deal, say nothing of who owns the work.
 */
/**
 * A party's change of control that gives the other party a right against it: "Any change of control of
 * Customer shall be deemed an assignment and shall entitle Supplier to terminate", "In the event of a
 * Change of Control of the Licensee, the Agreement may be terminated by Licensor". Read as a term of
 * the side whose control changes (the party named right after `of`), in a sentence that deems the
 * change an assignment (`consequences`) or lets the other party end the agreement (`otherPartyActs`).
 */
export const CHANGE_OF_CONTROL_AGAINST = {
  id: 'change-of-control-against',
  label: 'rights against a party on its change of control',
  of: ['change of control of', 'change in control of', 'change of ownership of', 'change in ownership of'],
  /** Consequences whoever draws them: the change is an assignment the other party may refuse. */
  consequences: [
    'deemed an assignment',
    'deemed to be an assignment',
    'deemed a transfer',
    'deemed to be a transfer',
  ],
  /** A right to end the agreement, where the other party is the one who may use it ("terminated by Licensor"). */
  otherPartyActs: ['terminate', 'terminated'],
};

/**
 * Words that ask a party's consent besides "prior written consent": "Our consent to the Change of
 * Ownership Transfer is subject to …", "without the written permission of MICOA". A party's possessive
 * before "consent" ("BKC's consent") asks it too.
 */
export const CONSENT_ASKED_PHRASES = [
  'our consent',
  'its consent',
  'their consent',
  'your consent',
  'withhold consent',
  'permission of',
  'written permission',
  'prior permission',
  'approval of',
  'prior approval',
  'written approval',
];

/**
 * A party's act of assigning, or a bar on it, as a clause states its own assignment rule ("Neither party
 * may assign …", "Licensee shall not sell, assign or transfer …", "this Agreement may not be assigned").
 * A clause without one (a definition of change of control, a termination right or a notice duty it
 * triggers) has no assignment rule of its own for the playbook's wording to edit.
 */
export const ASSIGNING_ACT = new RegExp(
  [
    // "shall not assign", "shall not (a) directly or indirectly sell, assign …", "Neither party shall,
    // without consent, assign", "shall not voluntarily or by operation of law assign", "shall have no
    // right to grant sublicenses or to assign"
    String.raw`\b(?:may|shall|will|must|can|cannot|could)(?:\s+not)?(?:\s*,[^.;]{0,80},)?\s+(?:\(?[a-z0-9]{1,3}\)\s+)?(?:(?!(?:if|unless|where|when|upon|terminate|in\s+the\s+event)\b)[\w-]+,?\s+){0,8}?(?:to\s+)?(?:assign|transfer|delegate)\b`,
    String.raw`\b(?:make|effect)\s+(?:any\s+)?(?:assignment|transfer)\b`,
    String.raw`\b(?:be|is|are)\s+(?:freely\s+)?(?:assigned|assignable|transferred|transferable)\b`,
    String.raw`\b(?:has|have)\s+(?:the\s+|no\s+)?right\s+to\s+(?:assign|transfer)\b`,
    String.raw`\bno\s+(?:assignment|transfer)\b`,
    // "Any attempted assignment … shall be void", "Any attempt to assign … without consent will be
    // voidable": the consequence of assigning against the rule. An assignment that only triggers a
    // right ("terminable … in the event Licensee assigns or attempts to assign") states no rule.
    String.raw`\b(?:assign(?:ment)?|transfer)\b[^.;]{0,120}\b(?:shall|will|is|are)\s+be\s+(?:null\s+and\s+)?void(?:able)?\b|\b(?:assign(?:ment)?|transfer)\b[^.;]{0,120}\b(?:shall|will|is)\s+(?:be\s+)?(?:null|void|voidable|invalid|of\s+no\s+(?:force|effect))\b`,
  ].join('|'),
  'i',
);

/** An act of assigning (or a bar on it) the playbook's wording brings in. */
export const ASSIGNING_ACT_ADDED = /\b(?:may|shall|will)\s+(?:not\s+)?(?:assign|transfer)\b/i;

/**
 * The standard a consent is given by: absolute ("in its sole discretion", "may be withheld for any
 * reason") or qualified ("not to be unreasonably withheld"). A consent has one.
 */
export const CONSENT_STANDARDS: Record<'absolute' | 'qualified', RegExp> = {
  absolute:
    /\b(?:sole|absolute|sole and absolute|own)\s+discretion\b|\bmay\s+be\s+withheld\b(?!\s+unreasonabl)|\bwithheld\s+(?:or\s+granted\s+)?(?:for\s+any\s+reason|in\s+(?:its|\w+['’]s)\s+discretion)/i,
  qualified: /\bnot\s+(?:to\s+)?be\s+unreasonabl[ey]\s+withheld\b|\bunreasonabl[ey]\s+withh(?:eld|old)\b/i,
};

/** A bar on assigning, as the playbook's wording states one ("Neither party may assign … without …"). */
export const ASSIGNMENT_BAR =
  /\b(?:neither|no)\s+party\s+(?:may|shall|will)\s+(?:[\w-]+,?\s+){0,3}?(?:assign|transfer)\b|\b(?:may|shall|will|must)\s+not\s+(?:[\w-]+,?\s+){0,3}?(?:assign|transfer)\b|\b(?:may|shall|will)\s+not\s+be\s+(?:assigned|transferred)\b/i;

/** Words that bar every party alike from assigning ("neither party may assign", "by either party"). */
export const ASSIGNMENT_BARS_BOTH =
  /\b(?:neither|no)\s+party\b[^.;]{0,60}?\b(?:assign|transfer)|\b(?:either|any)\s+party\s+(?:shall|may|will)\s+not\b[^.;]{0,40}?\b(?:assign|transfer)|\b(?:assigned|transferred)\s+by\s+(?:either|any)\s+party\b|\bnor\s+any\s+rights?\s+hereunder\s+(?:shall|may)\s+be\s+assign/i;

/** "Licensee may assign … without Licensor's consent": the party freed and the one whose consent it no longer needs. */
export const FREEDOM_TO_ASSIGN =
  /\b([A-Z][\w-]*)\s+may\s+(?:freely\s+)?(?:assign|transfer)\b[^.;]*?\bwithout\s+(?:the\s+)?(?:(?:prior\s+)?(?:written\s+)?consent\s+of\s+(?:the\s+)?([A-Z][\w-]*)|([A-Z][\w-]*)['’]s\s+(?:prior\s+)?(?:written\s+)?consent)/i;

/**
 * A freedom to assign without consent, as an exception to a bar ("except that either party may assign
 * … without consent to a successor …"): "may assign" not barred ("neither party may", "may not"), then
 * "without … consent" in its sentence part.
 */
export const ASSIGNS_WITHOUT_CONSENT =
  /(?<!\b(?:neither|no|nor)\s+(?:\w+\s+){0,2})\bmay\s+(?:freely\s+)?(?:assign|transfer)\b[^.;]{0,200}?\bwithout\b[^.;]{0,60}?\bconsent\b/gi;

/**
 * The kinds of exception a freedom to assign without consent is, by whom it may assign to: a successor
 * to the business (merger, sale of substantially all assets, change of control) or an affiliate. One
 * kind is one term: a second exception of the kind beside the clause's own states it twice.
 */
export const ASSIGNMENT_EXCEPTION_KINDS: Record<'successor' | 'affiliate', RegExp> = {
  successor:
    /\b(?:successors?|succeeds?|merger|acquisitions?|acquirer|reorgani[sz]ation|substantially\s+all|change\s+(?:of|in)\s+control|sale\s+of\s+(?:all|the\s+business))\b/i,
  affiliate: /\baffiliates?\b/i,
};
