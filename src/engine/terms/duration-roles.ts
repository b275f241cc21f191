/** The role a period has (notice, payment, term …) from the words around it, and its unit and length. */
import { interposedAction } from './interposed-deadline';
import {
  ACTIONS_OF_NO_ROLE,
  ANNIVERSARY,
  CUE_LOOKALIKES,
  DEADLINE_CONDITION_OPENERS,
  DEADLINE_ROLES,
  DEADLINE_WORDS,
  DURATION_ROLES,
  LEAD_TIME_WORDS,
  PERIOD_QUALIFIERS,
  RECORD_KEEPING_VERBS,
  RECORD_WORDS,
  TERMINATION_WORDS,
  TIME_UNITS,
  type TRoleDefinition,
  WINDOW_OPENINGS,
} from './legal-vocabulary';
import {
  crossesComma,
  insideAny,
  partsWith,
  phraseSpots,
  type TUnitWord,
  tokenDistance,
} from './term-reading';
import { findPhrases, perText, type TPhraseMatch, type TToken, type TTokenised } from './text-tokens';

const BOUND_WORDS = [...DEADLINE_WORDS, ...WINDOW_OPENINGS];
/** Per text, the tokens a deadline or a window's opening stands right before, with its first token (read once). */
const boundsOf = perText(
  (tokenised) => new Map(findPhrases(tokenised, BOUND_WORDS).map((match) => [match.to, match.from])),
);

/** Per text, the tokens a deadline ("within thirty (30) days") stands right before, not a window's opening. */
export const deadlineEnds = perText(
  (tokenised) => new Set(findPhrases(tokenised, DEADLINE_WORDS).map((match) => match.to)),
);

/** A list item's marker before a sentence's words: "(a) ", "2. ", "iv) ". */
const ONLY_A_MARKER = /^\s*(?:\(?[a-z0-9]{1,4}[.)]\s*)?$/i;

/**
 * The deadline at token `from` opens its sentence ("Within thirty (30) days after the request, the
 * Receiving Party shall return …"): its purpose is the sentence's action, past the commas of the
 * opening phrase.
 */
const deadlineOpensSentence = (tokenised: TTokenised, from: number) => {
  const first = boundsOf(tokenised).get(from);
  const token = first === undefined ? undefined : tokenised.tokens[first];
  const sentence = token && tokenised.sentences[token.sentence];
  if (!sentence || first === undefined) return false;
  const before = tokenised.text.slice(sentence.start, token.start);
  if (ONLY_A_MARKER.test(before)) return true;
  // "Upon any termination of this Agreement, and within fifteen (15) days after request, each party
  // will return …": joined to an opening phrase, still ahead of the main clause's verb.
  if (!/,\s*(?:and|or)\s+$/.test(before)) return false;
  for (let k = first - 1; k >= 0 && tokenised.tokens[k]?.sentence === token.sentence; k -= 1)
    if (MAIN_VERBS.has(tokenised.tokens[k]?.norm ?? '')) return false;
  return true;
};

/** How far past the value the main clause's verb of an opening deadline may be, and its cue past that. */
const MAIN_VERB_REACH = 40;
const MAIN_CUE_REACH = 3;
const MAIN_VERBS = new Set(['shall', 'will', 'must', 'may', 'agrees', 'agree']);

/**
 * The tokens an opening deadline's purpose may be read from: the main clause's verb and the few words
 * after it ("…, the Receiving Party shall return"); not a later clause ("…, Supplier shall deliver a
 * report, and any credits shall be applied against the next invoice").
 */
const mainActionOf = (tokenised: TTokenised, at: { to: number }) => {
  const sentence = tokenised.tokens[at.to - 1]?.sentence;
  for (let k = at.to; k < Math.min(tokenised.tokens.length, at.to + MAIN_VERB_REACH); k += 1) {
    const token = tokenised.tokens[k] as TToken;
    if (token.sentence !== sentence) break;
    if (MAIN_VERBS.has(token.norm)) return { from: k, to: k + 1 + MAIN_CUE_REACH };
  }
  return undefined;
};

/**
 * Whether the value at token `from` bounds the time of an action: a deadline ("within thirty (30)
 * days") or a window's opening ("not earlier than twenty (20) days after termination"). Such a value
 * is the action's, whatever it runs from: no anchor gives it a role, nor is it the agreement's term.
 */
export const boundsAnAction = (tokenised: TTokenised, from: number) => boundsOf(tokenised).has(from);

/** How near before a value a cue decides its role even against a name defined after it. */
const CUE_JUST_BEFORE_WORDS = 3;

/** A name the contract defines in parentheses: '(the "Warranty Period")', '("Initial Term")'. */
export const DEFINED_NAME =
  /^[^()]*?\(\s*(?:the\s+|each\s+a\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?["“]([^"”]{3,60})["”]\s*\)/i;

/**
 * The role a period's defined name gives it: "for sixty (60) days from the Effective Date (the
 * "Warranty Period")" is the warranty period, whatever cue is nearer. The name must follow the period
 * in its sentence part, with no other parenthesis before it; its words are read for an attached cue
 * first ("renewal term"), then for any cue ("Transition-out Period").
 */
const roleOfDefinedName = (
  tokenised: TTokenised,
  roles: readonly TRoleDefinition[],
  part: number,
  after: number,
): TRoleDefinition | undefined => {
  const from = tokenised.tokens[after - 1]?.end;
  const span = tokenised.parts[part];
  if (from === undefined || !span) return undefined;
  const name = DEFINED_NAME.exec(tokenised.text.slice(from, span.end))?.[1];
  if (!name) return undefined;
  const words = ` ${name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  const says = (phrases: readonly string[] | undefined) =>
    phrases?.some((phrase) => words.includes(` ${phrase} `)) ?? false;
  return roles.find((role) => says(role.attached)) ?? roles.find((role) => says(role.cues));
};

/**
 * The role whose cue is nearest to `at` in its sentence part: an attached cue right after wins; of two
 * overlapping cues at one distance the longer ("obligations continue" over "continue"). A role's
 * anchors count only when the value is no deadline; a role with `requires` only with one of those
 * words in the part.
 */
/** Words after a period that name the point it runs from ("after", "following", "from"). */
export const FROM_POINT = new Set(['after', 'following', 'from', 'since']);

/** Per text, the last FROM_POINT word before each token (-1: none; read once). */
const lastFromPoints = perText(({ tokens }) => {
  const found = new Int32Array(tokens.length + 1).fill(-1);
  tokens.forEach((token, k) => {
    found[k + 1] = FROM_POINT.has(token.norm) ? k : (found[k] ?? -1);
  });
  return found;
});

/**
 * Whether a cue after a period is what it runs from: the name of a period after a from-point word in
 * the value's own comma segment ("twenty (20) days after … the Transition-out Period"), not the action
 * after an opening phrase ("within thirty (30) days after the request, … shall return").
 */
export const runsFrom = (tokenised: TTokenised, at: { to: number }, cue: TPhraseMatch) => {
  const point = lastFromPoints(tokenised)[cue.from] ?? -1;
  return (
    cue.from >= at.to &&
    point >= at.to &&
    !crossesComma(tokenised, { to: point + 1 }, cue) &&
    namesAPeriod(tokenised, cue)
  );
};

/** Words that end the name of a period ("the Transition-out Period", "the Initial Term"). */
const PERIOD_NAME_ENDS = new Set(['period', 'term']);

/**
 * Whether a cue names what periods run from rather than what they are for: the name of a period ("the
 * Transition-out Period", "the Warranty Period") or a notice ("fails to cure … within thirty (30) days
 * after notice"). Another event ("after becoming aware of a Security Incident", "after receipt of the
 * invoice") is what the period is for as much as its start.
 */
const namesAPeriod = (tokenised: TTokenised, cue: TPhraseMatch) =>
  tokenised.tokens
    .slice(cue.from, cue.to + 3)
    .some(
      (token, k) =>
        PERIOD_NAME_ENDS.has(token.norm) || (k < cue.to - cue.from && NOTICE_CUES.has(token.norm)),
    );

/** How far after a period its notice may be named ("after Customer gives Supplier written notice"). */
const NOTICE_AFTER_REACH = 8;

/** A period right after a termination and before "after … notice": the time the termination waits. */
const terminatesAfterNotice = (tokenised: TTokenised, from: number, end: number) => {
  const { tokens } = tokenised;
  const part = tokens[from]?.part;
  const point = tokens[end]?.norm ?? '';
  if (!FROM_POINT.has(point) || point === 'since') return false;
  const inPart = (match: TPhraseMatch) => tokens[match.from]?.part === part;
  return (
    tokens
      .slice(end + 1, end + 1 + NOTICE_AFTER_REACH)
      .some((token) => token.part === part && NOTICE_CUES.has(token.norm)) &&
    findPhrases(tokenised, TERMINATION_WORDS).some(
      (match) => inPart(match) && match.to <= from && from - match.to <= TERMINATION_REACH,
    )
  );
};

const CONDITION_OPENERS = new Set(DEADLINE_CONDITION_OPENERS);

/** How far before its period the termination it delays is said ("termination shall become effective thirty …"). */
const TERMINATION_REACH = 4;

/** How far before a period the verb that keeps records for it may stand ("shall be kept for at least"). */
const RETENTION_REACH = 5;

/** Whether the period at token `from` is how long records are kept: a keeping verb just before it, records in its part. */
const keepsRecords = (tokenised: TTokenised, from: number) => {
  const { tokens } = tokenised;
  const part = tokens[from]?.part;
  return (
    partsWith(tokenised, RECORD_WORDS).has(part ?? -1) &&
    tokens
      .slice(Math.max(0, from - RETENTION_REACH), from)
      .some((token) => token.part === part && RECORD_KEEPING_VERBS.includes(token.norm))
  );
};

/** A role whose cue the period's sentence part says, and whether the cue is of the main action a deadline bounds. */
type TRoleCandidate = {
  role: TRoleDefinition;
  match: TPhraseMatch;
  ofMainAction: boolean;
  /** Told by the point the period runs from (an anchor), not by what it is for. */
  anchored: boolean;
};

export const nearestRole = (
  tokenised: TTokenised,
  roles: TRoleDefinition[],
  at: { from: number; to: number },
  attachedFrom: number,
): TRoleDefinition | undefined => {
  const outright = roleDecidedOutright(tokenised, roles, at, attachedFrom);
  if (outright) return outright.role;
  const part = (tokenised.tokens[at.from] as TToken).part;
  const inPart = (match: TPhraseMatch) => (tokenised.tokens[match.from] as TToken).part === part;
  // A cue right before the value ("notice at least thirty (30) days") says its role before any name
  // the sentence defines later.
  const cueJustBefore = roles.some((role) =>
    findPhrases(tokenised, role.cues).some(
      (match) => match.to <= at.from && at.from - match.to <= CUE_JUST_BEFORE_WORDS && inPart(match),
    ),
  );
  const named = cueJustBefore ? undefined : roleOfDefinedName(tokenised, roles, part, attachedFrom);
  if (named) return named;
  const deadline = boundsAnAction(tokenised, at.from);
  const candidates = roleCandidates(tokenised, roles, at, attachedFrom);
  // The action a deadline opening its sentence bounds is the main clause's, not a cue of the opening
  // phrase's conditions ("in the event of any Wind Down Period …, and within fifteen (15) days after
  // request, each receiving party will return …").
  const ofMain = candidates.filter((candidate) => candidate.ofMainAction);
  const considered = ofMain.length > 0 ? ofMain : candidates;
  // "shall deliver the source code within thirty (30) days after such payment": a deadline whose
  // action is said before it runs from what follows "after", whatever that names; one whose action
  // before it is none a role compares has no role ("Upon payment in full …" is its condition).
  const before = (match: TPhraseMatch) => match.to <= at.from && inPart(match);
  const actionBefore = deadline && considered.some(({ match }) => before(match));
  const conditionOnly = (match: TPhraseMatch) =>
    CONDITION_OPENERS.has(tokenised.tokens[match.from - 1]?.norm ?? '');
  if (
    deadline &&
    findPhrases(tokenised, ACTIONS_OF_NO_ROLE).some(before) &&
    !considered.some(({ match }) => before(match) && !conditionOnly(match))
  )
    return undefined;
  return nearestCandidate(tokenised, considered, at, actionBefore)?.role;
};

/**
 * A role the words right at the period decide (`role` undefined: no role), before any cue is weighed:
 * a cue attached before or after it, records kept for it, a termination taking effect after notice.
 */
const roleDecidedOutright = (
  tokenised: TTokenised,
  roles: TRoleDefinition[],
  at: { from: number; to: number },
  attachedFrom: number,
): { role: TRoleDefinition | undefined } | undefined => {
  const leading = ` ${wordsBefore(tokenised, at.from)}`;
  const decidedBefore = roles.find((role) => role.attachedBefore?.some((cue) => leading.endsWith(` ${cue}`)));
  if (decidedBefore) return { role: decidedBefore };
  const after = wordsAfter(tokenised, attachedFrom);
  for (const role of roles) {
    if (role.attached?.some((cue) => `${after} `.startsWith(`${cue} `))) return { role };
  }
  // "Such books and records shall be kept for at least three (3) years …, and shall be open for
  // inspection … verifying the amounts payable": how long records are kept is no period a role compares.
  if (keepsRecords(tokenised, at.from)) return { role: undefined };
  // "This Agreement shall terminate thirty (30) days after Customer gives Supplier written notice": the
  // time a termination takes effect after notice is the notice period.
  const notice = roles.find((role) => role.id === 'notice');
  if (notice && terminatesAfterNotice(tokenised, at.from, attachedFrom)) return { role: notice };
  return undefined;
};

/** The roles whose cues (or anchors) the period's sentence part says, each with the cue's words. */
const roleCandidates = (
  tokenised: TTokenised,
  roles: TRoleDefinition[],
  at: { from: number; to: number },
  attachedFrom: number,
) => {
  const part = (tokenised.tokens[at.from] as TToken).part;
  const inPart = (match: TPhraseMatch) => (tokenised.tokens[match.from] as TToken).part === part;
  const leadTime = isLeadTime(wordsAfter(tokenised, attachedFrom));
  const deadline = boundsAnAction(tokenised, at.from);
  const mainAction = mainActionBounded(tokenised, at, attachedFrom);
  const lookalikes = findPhrases(tokenised, CUE_LOOKALIKES);
  const candidates: TRoleCandidate[] = [];
  const qualifies = (role: TRoleDefinition) =>
    (!role.requires || phraseSpots(tokenised, role.requires).parts.has(part)) &&
    phraseSpots(tokenised, role.cues).parts.has(part);
  for (const role of roles) {
    if (role.requires && !phraseSpots(tokenised, role.requires).parts.has(part)) continue;
    if (role.length && leadTime) continue;
    // A narrower role whose cue the part says takes the place of the role it narrows: "notify Customer
    // within twenty-four (24) hours of any security breach" is the incident notice, not a notice period.
    if (roles.some((other) => other.narrows === role.id && qualifies(other))) continue;
    const anchors = role.anchors && !deadline ? findPhrases(tokenised, role.anchors) : [];
    const matches = [
      ...findPhrases(tokenised, role.cues),
      ...(role.cuesBefore
        ? findPhrases(tokenised, role.cuesBefore).filter((match) => match.to <= at.from)
        : []),
      ...anchors,
    ];
    for (const match of matches) {
      if (!inPart(match) || insideAny(match, lookalikes)) continue;
      // "twenty (20) days after … the Transition-out Period": what a period runs from is not what it
      // is for, unless the role is told by that point (an anchor: "five (5) years after termination").
      if (runsFrom(tokenised, at, match) && !anchors.includes(match)) continue;
      // A deadline's purpose comes before it or right after it: "provide within three (3) days, …,
      // regardless of whether any payment is due, a report" is no payment period — unless the
      // deadline opens the sentence, whose main verb then follows its commas ("…, the Receiving Party
      // shall return").
      const ofMainAction =
        mainAction !== undefined && match.from >= mainAction.from && match.from < mainAction.to;
      if (deadline && !ofMainAction && match.from >= at.to && crossesComma(tokenised, at, match)) continue;
      candidates.push({ role, match, ofMainAction, anchored: anchors.includes(match) });
    }
  }
  return runningFromTheEnd(tokenised, candidates, at, attachedFrom) ?? candidates;
};

/** How near after a period the point it runs from is said ("one year following the expiration or termination"). */
const ANCHOR_RIGHT_AFTER_WORDS = 3;

/**
 * The roles a period that runs from the agreement's end may have, where only that point tells a role
 * (an anchor right after the period, its role's own words unsaid): "for two (2) years after
 * termination, Consultant shall not compete" and "the duty not to compete shall continue for one year
 * following expiration" are the covenant's length; "the restrictions shall remain in effect for two
 * (2) years after termination" is no term of the agreement. Only "shall survive" (the anchored role's
 * own words) says a covenant's period is a survival period.
 */
const runningFromTheEnd = (
  tokenised: TTokenised,
  candidates: readonly TRoleCandidate[],
  at: { from: number },
  attachedFrom: number,
) => {
  const anchoredRoles = candidates
    .filter(
      ({ anchored, match }) =>
        anchored && match.from >= attachedFrom && match.from - attachedFrom <= ANCHOR_RIGHT_AFTER_WORDS,
    )
    .map((candidate) => candidate.role);
  if (anchoredRoles.length === 0) return undefined;
  if (candidates.some(({ anchored, role }) => !anchored && anchoredRoles.includes(role))) return undefined;
  const covenants = candidates.filter((candidate) => candidate.role.dutyLength);
  if (covenants.length > 0) return covenants;
  // "This Agreement shall remain in effect for one (1) year after the expiration of the initial term"
  // is the agreement's own period: it, not a provision, lasts.
  if (agreementLasts(tokenised, at.from)) return undefined;
  return candidates.filter((candidate) => !candidate.role.ofAgreement);
};

/** Verbs of the agreement as the subject that lasts ("this Agreement shall continue", "… remains"). */
const AGREEMENT_SUBJECT_VERBS = new Set(['shall', 'will', 'continues', 'remains', 'is']);
/** Words that make "the Agreement" after them an object, not a subject ("the obligations of this Agreement shall"). */
const OBJECT_BEFORE = new Set(['of', 'under', 'in', 'to', 'by', ...FROM_POINT]);

/** Whether the agreement itself is the subject of the period's part, before the period ("This Agreement shall"). */
const agreementLasts = ({ tokens }: TTokenised, from: number) => {
  const part = tokens[from]?.part;
  return tokens
    .slice(0, from)
    .some(
      (token, k) =>
        token.part === part &&
        token.norm === 'agreement' &&
        ['this', 'the'].includes(tokens[k - 1]?.norm ?? '') &&
        !OBJECT_BEFORE.has(tokens[k - 2]?.norm ?? '') &&
        AGREEMENT_SUBJECT_VERBS.has(tokens[k + 1]?.norm ?? ''),
    );
};

/** "Customer shall, within ten (10) days of its date, pay …": the action after the commas, for a deadline. */
const mainActionBounded = (tokenised: TTokenised, at: { from: number; to: number }, attachedFrom: number) =>
  !boundsAnAction(tokenised, at.from)
    ? undefined
    : deadlineOpensSentence(tokenised, at.from)
      ? mainActionOf(tokenised, at)
      : interposedAction(tokenised, boundsOf(tokenised).get(at.from) ?? at.from, attachedFrom);

/**
 * The candidate whose cue is nearest the period, the longer of two overlapping cues at one distance;
 * past a deadline whose action comes before it, no cue after what it runs from.
 */
const nearestCandidate = (
  tokenised: TTokenised,
  considered: readonly TRoleCandidate[],
  at: { from: number; to: number },
  actionBefore: boolean,
) => {
  const fromPoints = lastFromPoints(tokenised);
  let best: { role: TRoleDefinition; distance: number; match: TPhraseMatch } | undefined;
  for (const { role, match } of considered) {
    if (actionBefore && match.from >= at.to && (fromPoints[match.from] ?? -1) >= at.to) continue;
    const distance = tokenDistance(match, at);
    const longerOverlapping =
      best !== undefined &&
      distance === best.distance &&
      match.from < best.match.to &&
      best.match.from < match.to &&
      match.to - match.from > best.match.to - best.match.from;
    if (!best || distance < best.distance || longerOverlapping) best = { role, distance, match };
  }
  return best;
};

/** The five words from token `from` on within its sentence part, normalised, as one string. */
export const wordsAfter = (tokenised: TTokenised, from: number) => {
  const part = tokenised.tokens[from]?.part;
  return tokenised.tokens
    .slice(from, from + 5)
    .filter((token) => token.part === part)
    .map((token) => token.norm)
    .join(' ');
};

/** The (up to five) words of its sentence part right before token `to`, normalised. */
export const wordsBefore = (tokenised: TTokenised, to: number) => {
  const part = tokenised.tokens[to]?.part;
  return tokenised.tokens
    .slice(Math.max(0, to - 5), to)
    .filter((token) => token.part === part)
    .map((token) => token.norm)
    .join(' ');
};

/** Whether the words after a period (`after`, normalised) make it a lead time before an event. */
export const isLeadTime = (after: string) =>
  LEAD_TIME_WORDS.some((words) => `${after} `.startsWith(`${words} `));

/** Words that make a unit of their own ("business day", "calendar year"): TIME_UNITS' two-word units' first words. */
const UNIT_QUALIFIERS = new Set(
  Object.keys(TIME_UNITS).flatMap((unit) => (unit.includes(' ') ? [unit.split(' ')[0] as string] : [])),
);

/** The unit of time right after token `i` ("days", "business days", "month"), if any. */
export const unitAt = (
  tokenised: TTokenised,
  i: number,
  afterRedaction = false,
): { unit: string; word: TUnitWord; to: number } | undefined => {
  const { tokens, text } = tokenised;
  const first = tokens[i];
  if (!first) return undefined;
  // "the fifth anniversary": five years (read-numbers reads an ordinal only before one).
  if (first.norm === ANNIVERSARY)
    return {
      unit: 'year',
      word: { start: first.start, end: first.end, text: text.slice(first.start, first.end), unit: 'year' },
      to: i + 1,
    };
  // "Year 1 [*] Year 2-5": a redaction between a number and a unit hides what the number counts.
  if (!afterRedaction && /[[*\]]/.test(text.slice(tokens[i - 1]?.end ?? first.start, first.start)))
    return undefined;
  const singular = (word: string) => word.replace(/s$/, '');
  const kindAt = PERIOD_QUALIFIERS.includes(first.norm) ? i + 1 : i;
  const kind = tokens[kindAt];
  const qualifier = kind && UNIT_QUALIFIERS.has(kind.norm) ? kind.norm : undefined;
  const unitToken = qualifier ? tokens[kindAt + 1] : kind;
  if (!unitToken) return undefined;
  const name = qualifier ? `${qualifier} ${singular(unitToken.norm)}` : singular(unitToken.norm);
  if (!(name in TIME_UNITS)) return undefined;
  return {
    unit: name,
    word: {
      start: unitToken.start,
      end: unitToken.end,
      text: text.slice(unitToken.start, unitToken.end),
      unit: name,
    },
    to: qualifier ? kindAt + 2 : kindAt + 1,
  };
};

export const durationDays = (value: number, unit: string) => value * (TIME_UNITS[unit]?.days ?? 1);

export const ROLE_BY_ID = new Map(DURATION_ROLES.map((role) => [role.id, role]));
const NOTICE_CUES = new Set(ROLE_BY_ID.get('notice')?.cues ?? []);
export const DEADLINE_DURATION_ROLES = DURATION_ROLES.filter((role) => DEADLINE_ROLES.includes(role.id));
