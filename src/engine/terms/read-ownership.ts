import { isNamedSide } from '../topics/parties/named-side';
import { OPPOSITE_SIDES, PREPOSITIONS_BEFORE_OBJECTS, WORK_OWNERSHIP } from './legal-vocabulary';
import { findPhrases, inParentheses, type TPhraseMatch, type TToken, type TTokenised } from './text-tokens';

/** A party named in the text, with its side. */
export type TSideMention = { match: TPhraseMatch; side: string };

/** What the reader finds: whose the work is, and the words that say so. */
export type TOwnership = { side: string; start: number; end: number };

/** How many words after a passing verb its "to <owner>" may come ("assigns … all rights in … to the Company"). */
const PASSING_REACH = 30;

/**
 * How far from the words that give or keep it what is owned is named ("transfers and assigns to the AS
 * Parties in perpetuity and throughout the universe any and all of its right, title, and interest …
 * in and to all works").
 */
const OBJECT_REACH = 24;
/** How far before what it names a word of a party's own may stand ("pre-existing materials"). */
const MODIFIER_REACH = 3;

/**
 * How far before the words a denial may stand: "Nothing in this Agreement shall transfer to Customer
 * any ownership" keeps it where it is — the other side's.
 */
const DENIAL_REACH = 6;
const NOTHING = 'nothing';
/** How near before the words "not" denies them ("shall not own"). */
const NOT_REACH = 3;
const NOT = new Set(['not', 'no', 'never', 'nor']);

const JOINTLY = new Set(WORK_OWNERSHIP.joint);

/** "at its own expense", "on Consultant's own time": "own" after a possessive is no owning. */
const POSSESSIVES = new Set(['its', 'their', 'his', 'her', 'our', 'your', 'my']);
const afterPossessive = ({ tokens, text }: TTokenised, match: TPhraseMatch) => {
  const previous = tokens[match.from - 1];
  return (
    previous !== undefined &&
    (POSSESSIVES.has(previous.norm) || /['’]s?$/.test(text.slice(previous.start, previous.end)))
  );
};

const ACCEPTING = new Set(WORK_OWNERSHIP.accepting);

const PREPOSITIONS = new Set(PREPOSITIONS_BEFORE_OBJECTS);

/** A text read for whose the work is: the parties it names, its words of things made and of a party's own. */
type TOwnershipText = {
  tokenised: TTokenised;
  mentions: readonly TSideMention[];
  made: readonly TPhraseMatch[];
  own: readonly TPhraseMatch[];
  /** Per token, how many words come before it outside parentheses. */
  outside: Int32Array;
};

/** What is found so far: one statement per side and sentence part ("Supplier owns and retains all right" says it once). */
type TFound = { found: TOwnership[]; said: Set<string>; partsSaid: Set<number> };

/**
 * Who owns the work made under the contract, statement by statement (WORK_OWNERSHIP): only where the
 * owner is a party whose side is known, and the sentence part speaks of the work, not of a party's own
 * pre-existing materials. `mentions` are the parties named in the text.
 */
export const readOwnership = (tokenised: TTokenised, mentions: readonly TSideMention[]): TOwnership[] => {
  const text = ownershipTextOf(tokenised, mentions);
  const found: TFound = { found: [], said: new Set(), partsSaid: new Set() };
  addOwnersNamedAfter(text, found);
  addOwnersPassedTo(text, found);
  addOwnersNamedBefore(text, found);
  addMadeForHire(text, found);
  return found.found.sort((a, b) => a.start - b.start);
};

const ownershipTextOf = (tokenised: TTokenised, mentions: readonly TSideMention[]): TOwnershipText => {
  const { tokens } = tokenised;
  // Words between, not counting those in parentheses ("(including, without limitation, the rights
  // generally known as 'moral rights')").
  const inside = inParentheses(tokenised);
  const outside = new Int32Array(tokens.length + 1);
  tokens.forEach((_, k) => {
    outside[k + 1] = (outside[k] as number) + (inside[k] ? 0 : 1);
  });
  return {
    tokenised,
    mentions,
    made: findPhrases(tokenised, WORK_OWNERSHIP.made),
    own: findPhrases(tokenised, WORK_OWNERSHIP.own),
    outside,
  };
};

/** "Customer shall own", "shall be the sole property of Customer": the party right after the words owns. */
const addOwnersNamedAfter = (text: TOwnershipText, found: TFound) => {
  for (const match of findPhrases(text.tokenised, WORK_OWNERSHIP.ownerAfter)) {
    if (!ofWork(text, match, false) || joint(text, match)) continue;
    const owner = namedAt(text, match.to);
    addOwner(text, found, owner?.side, match, owner?.match.end);
  }
};

/** "assigns … to Customer", or "Supplier hereby assigns, and Customer hereby accepts, all right …". */
const addOwnersPassedTo = (text: TOwnershipText, found: TFound) => {
  const { tokens } = text.tokenised;
  const accepts = ({ match: named }: TSideMention) => {
    const after = tokens[named.to]?.norm === 'hereby' ? named.to + 1 : named.to;
    return ACCEPTING.has(tokens[after]?.norm ?? '');
  };
  for (const match of findPhrases(text.tokenised, WORK_OWNERSHIP.passingVerbs)) {
    if (!ofWork(text, match, true)) continue;
    const part = partOf(text, match);
    let owner: TSideMention | undefined;
    for (let k = match.to; k < match.to + PASSING_REACH && tokens[k]?.part === part && !owner; k += 1) {
      const named = namedAt(text, k);
      owner = tokens[k]?.norm === 'to' ? namedAt(text, k + 1) : named && accepts(named) ? named : undefined;
    }
    if (owner) addOwner(text, found, owner.side, match, owner.match.end);
  }
};

/** "Supplier retains all right … in the Work Product": the party named before the words, in their part. */
const addOwnersNamedBefore = (text: TOwnershipText, found: TFound) => {
  const { tokenised, mentions } = text;
  for (const match of findPhrases(tokenised, WORK_OWNERSHIP.ownerBefore)) {
    // What is kept is named after the words: "Customer shall own all Customer Data" owns no Deliverables
    // named before it.
    if (!ofWork(text, match, true, false) || afterPossessive(tokenised, match)) continue;
    const owner = mentions.findLast(
      (mention) =>
        mention.match.to <= match.from &&
        partOf(text, mention.match) === partOf(text, match) &&
        !PREPOSITIONS.has(tokenised.tokens[mention.match.from - 1]?.norm ?? ''),
    );
    if (owner) addOwner(text, found, owner.side, { ...match, start: owner.match.start });
  }
};

/** Work made for hire is the commissioning party's, unless the sentence part names whose it is. */
const addMadeForHire = (text: TOwnershipText, found: TFound) => {
  for (const match of findPhrases(text.tokenised, WORK_OWNERSHIP.forHire)) {
    if (negated(text, match) || found.partsSaid.has(partOf(text, match))) continue;
    addOwner(text, found, WORK_OWNERSHIP.forHireSide, match);
  }
};

/**
 * Notes that `side` owns the work, once per side and part. A denied owner ("Customer shall not own",
 * "Nothing … shall transfer to Customer") leaves the work with the other side.
 */
const addOwner = (
  text: TOwnershipText,
  { found, said, partsSaid }: TFound,
  side: string | undefined,
  match: TPhraseMatch,
  end = match.end,
) => {
  const owner = side && negated(text, match) ? OPPOSITE_SIDES[side] : side;
  const key = `${owner}@${partOf(text, match)}`;
  if (!owner || isNamedSide(owner) || owner === 'mutual' || said.has(key)) return;
  said.add(key);
  partsSaid.add(partOf(text, match));
  found.push({ side: owner, start: match.start, end });
};

const partOf = ({ tokenised }: TOwnershipText, match: { from: number }) =>
  (tokenised.tokens[match.from] as TToken).part;

/** Words from token `from` to token `to`, those in parentheses not counted. */
const between = ({ outside }: TOwnershipText, from: number, to: number) =>
  (outside[to] as number) - (outside[from] as number);

/** The nearest of `words` in the part, after `match` or before it, within reach. */
const nearest = (text: TOwnershipText, words: readonly TPhraseMatch[], match: TPhraseMatch, after: boolean) =>
  words
    .filter(
      (word) =>
        partOf(text, word) === partOf(text, match) &&
        (after
          ? word.from >= match.to && between(text, match.to, word.from) <= OBJECT_REACH
          : word.to <= match.from && between(text, word.to, match.from) <= OBJECT_REACH),
    )
    .sort((a, b) => (after ? a.from - b.from : b.from - a.from))[0];

/**
 * Whether the words say whose the work is: what is owned, named first on the side where the words
 * name it (after "assigns …", before "… shall remain the property of"), is a thing made, not a party's
 * own pre-existing materials ("its pre-existing materials", "Supplier's background technology").
 * Words that give ownership may name the work on either side ("all rights in the Deliverables are
 * hereby assigned to Customer").
 */
const ofWork = (text: TOwnershipText, match: TPhraseMatch, objectAfter: boolean, madeEitherSide = true) => {
  const thing = nearest(text, text.made, match, objectAfter);
  const ownWord = nearest(text, text.own, match, objectAfter);
  const ownBeforeThing =
    ownWord !== undefined &&
    (thing === undefined ||
      (objectAfter ? ownWord.from < thing.from : ownWord.from > thing.from) ||
      (ownWord.to <= thing.from && between(text, ownWord.to, thing.from) <= MODIFIER_REACH));
  if (ownBeforeThing) return false;
  return (
    thing !== undefined || (madeEitherSide && nearest(text, text.made, match, !objectAfter) !== undefined)
  );
};

const wordsBefore = (text: TOwnershipText, match: TPhraseMatch, reach: number) =>
  text.tokenised.tokens
    .slice(Math.max(0, match.from - reach), match.from)
    .filter((token) => token.part === partOf(text, match));

/** "shall not own", "Nothing in this Agreement shall transfer"; not "whether or not actually used, and EFS hereby assigns". */
const negated = (text: TOwnershipText, match: TPhraseMatch) => {
  const before = wordsBefore(text, match, DENIAL_REACH);
  return before.some(
    (token, k) =>
      (token.norm === NOTHING || (NOT.has(token.norm) && k >= before.length - NOT_REACH)) &&
      before[k - 1]?.norm !== 'or',
  );
};

const joint = (text: TOwnershipText, match: TPhraseMatch) =>
  wordsBefore(text, match, 2).some((token) => JOINTLY.has(token.norm));

/** The party named right at token `at` ("Customer", "the Company"). */
const namedAt = ({ tokenised, mentions }: TOwnershipText, at: number) =>
  mentions.find(
    (mention) =>
      mention.match.from === at || (tokenised.tokens[at]?.norm === 'the' && mention.match.from === at + 1),
  );
