import { firstAtOrAfter } from '../first-at-or-after';
import { partBreaks } from '../terms/text-tokens';
import { CLAUSE_KINDS, type TClauseKind } from './clause-kinds';
import { stem } from './stem';

/** How many words "…" in a cue may stand for. */
const GAP_WORDS = 16;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A text's words as cues compare them: lower case, British "licence" as "license", stemmed, and every
 * word that negates as "not" ("Neither party shall challenge" says "not … challenge").
 */
export const cueWords = (text: string): string[] => (text.toLowerCase().match(WORD) ?? []).map(cueWord);

const NEGATING = new Set(['neither', 'nor', 'never', 'cannot']);

const cueWord = (word: string) =>
  NEGATING.has(word) ? 'not' : stem(word.replace(/^(sub)?licen[cs]/, '$1licens'));

/** A cue as the word runs it is made of: "not … assign" → [["not"], ["assign"]]. */
const compileCue = (cue: string): string[][] =>
  cue
    .split(/…|\.\.\./)
    .map(cueWords)
    .filter((run) => run.length > 0);

/**
 * The words of a text, with where each word occurs, for finding cues quickly. `part[i]` numbers
 * the part of the text word i is in — a sentence, a list item after a semicolon, a paragraph — as the
 * term reader cuts them (text-tokens.ts: "Section 2.1", "Acme Corp.", "U.S." end nothing; a single
 * line break does not either, as in a hard-wrapped text): a cue's "…" never reaches into the next part
 * ("Licensee shall not be liable for delays. It may assign receivables." says no "not … assign").
 */
export type TCueText = { words: string[]; at: Map<string, number[]>; part: number[] };

export const cueText = (text: string): TCueText => {
  const words: string[] = [];
  const part: number[] = [];
  const breaks = partBreaks(text);
  let current = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    while (current < breaks.length && (breaks[current] as number) <= start) current += 1;
    words.push(cueWord(match[0].toLowerCase()));
    part.push(current);
  }
  const at = new Map<string, number[]>();
  words.forEach((word, i) => {
    const list = at.get(word);
    if (list) list.push(i);
    else at.set(word, [i]);
  });
  return { words, at, part };
};

/** Whether `run` occurs at word i, in one part of the text and on no word a look-alike holds. */
const runAt = (text: TCueText, run: readonly string[], i: number, held: ReadonlySet<number>) =>
  run.every((word, k) => text.words[i + k] === word && !held.has(i + k) && text.part[i + k] === text.part[i]);

/**
 * Whether `runs` occur in order from word `from` on, each within GAP_WORDS words of the one before and
 * in the same part of the text.
 */
const runsFrom = (
  text: TCueText,
  runs: readonly string[][],
  from: number,
  held: ReadonlySet<number>,
): boolean => {
  const [run, ...rest] = runs;
  if (!run) return true;
  const places = text.at.get(run[0] as string) ?? [];
  // Every place the run may start within reach is tried: the earliest does not always leave room for
  // the rest. Places are in text order, so the search starts at the first one at or after `from`.
  for (let k = firstAtOrAfter(places, from); k < places.length; k += 1) {
    const i = places[k] as number;
    if (i > from + GAP_WORDS || text.part[i] !== text.part[from - 1]) break;
    if (runAt(text, run, i, held) && runsFrom(text, rest, i + run.length, held)) return true;
  }
  return false;
};

/** Whether the cue's runs occur in order, each within GAP_WORDS words of the one before, in one part. */
const matchesCue = (text: TCueText, runs: readonly string[][], held: ReadonlySet<number>) => {
  const [first, ...rest] = runs;
  if (!first?.[0]) return false;
  return (text.at.get(first[0]) ?? []).some(
    (start) => runAt(text, first, start, held) && runsFrom(text, rest, start + first.length, held),
  );
};

/** The words of the text that look-alike phrases hold ("exclusive jurisdiction" holds "exclusive"). */
const heldWords = (text: TCueText, lookAlikes: readonly string[][]) => {
  const held = new Set<number>();
  for (const phrase of lookAlikes) {
    for (const start of text.at.get(phrase[0] as string) ?? []) {
      if (!runAt(text, phrase, start, NOTHING_HELD)) continue;
      for (let k = 0; k < phrase.length; k += 1) held.add(start + k);
    }
  }
  return held;
};

const NOTHING_HELD: ReadonlySet<number> = new Set();

/** A kind with its cues and look-alikes compiled. */
export type TCompiledKind = {
  kind: TClauseKind;
  cues: { cue: string; runs: string[][] }[];
  lookAlikes: string[][];
};

const compiled = new Map<TClauseKind, TCompiledKind>();
const compileKind = (kind: TClauseKind): TCompiledKind => {
  let done = compiled.get(kind);
  if (!done) {
    done = {
      kind,
      cues: kind.cues.map((cue) => ({ cue, runs: compileCue(cue) })),
      lookAlikes: (kind.lookAlikes ?? []).map(cueWords),
    };
    compiled.set(kind, done);
  }
  return done;
};

/** Words a category name may have or leave out: "Limitation of Liability" is "liability limitation". */
const NAME_FILLERS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

const kindNameKey = (name: string) =>
  [...new Set(cueWords(name).filter((word) => !NAME_FILLERS.has(word)))].sort().join(' ');

const kindsByName = new Map<string, TClauseKind>();
for (const kind of CLAUSE_KINDS) {
  for (const name of kind.names) {
    const key = kindNameKey(name);
    // Each name belongs to one kind: a second kind claiming it would make the mapping depend on list order.
    if (kindsByName.has(key) && kindsByName.get(key) !== kind)
      throw new Error(`Clause kind name "${name}" is listed twice`);
    kindsByName.set(key, kind);
  }
}

/** Each kind's names as word runs and as keys, for finding them in headings. */
const namedRuns = CLAUSE_KINDS.map((kind) => ({
  kind,
  runs: kind.names.map((name) => cueWords(name).filter((word) => !NAME_FILLERS.has(word))),
  keys: new Set(kind.names.map(kindNameKey)),
}));

/** Whether `run` stands in `words`, in order and adjacent. */
const saysRun = (words: readonly string[], run: readonly string[]) =>
  words.some((_, i) => run.every((word, k) => words[i + k] === word));

/** The topics of a heading: "Warranties; Disclaimers; Limitation of Liability and Indemnity" has four. */
const HEADING_TOPICS = /[;,/&]|\band\b/giu;

const partOf = new Map(CLAUSE_KINDS.map((kind) => [kind.id, kind.partOf]));

/**
 * What a clause heading says, read once. `named`: the kinds one of whose names it says as a run of
 * words ("9 LIMITATION OF LIABILITY", "Choice of Law; Venue") or as one of its topics in any order
 * ("Insurance", "Liability Limitation", the "Term" of "Term and Termination"); a name of one word names
 * a kind only as a whole topic ("Payment Terms" names no term). `wholes`: the kinds one of its topics,
 * as a whole, names a part of ("Effect of Termination" for Term and Termination, "Pricing" for Payment
 * Terms: a section on a part of the whole; "Notice Period for Claims" is no section on the notice
 * period of a renewal). `words` and `topicEnds` (each topic's last word, its head noun: "Product
 * Warranty") for isTitled.
 */
export type THeading = { words: string[]; topicEnds: Set<string>; named: Set<string>; wholes: Set<string> };

export const readHeading = (headingTitle: string): THeading => {
  const topics = headingTitle.split(HEADING_TOPICS);
  const topicKeys = topics.map(kindNameKey);
  const words = cueWords(headingTitle);
  const nameWords = words.filter((word) => !NAME_FILLERS.has(word));
  const named = new Set<string>();
  const wholes = new Set<string>();
  for (const { kind, runs, keys } of namedRuns) {
    const asTopic = topicKeys.some((topic) => keys.has(topic));
    if (asTopic || runs.some((run) => run.length > 1 && saysRun(nameWords, run))) named.add(kind.id);
    const whole = partOf.get(kind.id);
    if (whole && asTopic) wholes.add(whole);
  }
  const topicEnds = new Set(
    topics.map((topic) => cueWords(topic).at(-1)).filter((word): word is string => word !== undefined),
  );
  return { words, topicEnds, named, wholes };
};

/**
 * Whether a heading is titled with a name (`name` as cueWords): a name of several words as a run, small
 * words too ("9 LIMITATION OF LIABILITY"; "Change Control Process" is no Change of Control); a name of
 * one word as the last word of a topic ("Product Warranty", "Representations and Warranties" for
 * Warranties), not as a word qualifying another ("Notice of Merger" is no Notices heading).
 */
export const isTitled = ({ words, topicEnds }: THeading, name: readonly string[]): boolean =>
  name.length === 1 ? topicEnds.has(name[0] as string) : name.length > 1 && saysRun(words, name);

/**
 * How a heading naming `named` kinds speaks of a category of kind `id`: it names the kind itself, or a
 * part of it ("Effect of Termination" for Term and Termination: a section on a part of the whole), it
 * names only other kinds, or its words decide — it names no kind, or a broader kind the category is a
 * part of ("Termination" for Termination for Convenience).
 */
export const headingNames = (named: ReadonlySet<string>, id: string): 'kind' | 'part' | 'other' | 'words' => {
  if (named.has(id)) return 'kind';
  if ([...named].some((kind) => partOf.get(kind) === id)) return 'part';
  const broader = partOf.get(id);
  return named.size === 0 || (broader && named.has(broader)) ? 'words' : 'other';
};

/** The kind a playbook category's name means ("Anti-Assignment", "assignment"), if the list knows it. */
export const kindOfCategory = (name: string): TCompiledKind | undefined => {
  const kind = kindsByName.get(kindNameKey(name));
  return kind && compileKind(kind);
};

/** The kind's cues that the text says (empty: none), outside the kind's look-alikes. */
export const cuesFound = (text: TCueText, kind: TCompiledKind): string[] => {
  const held = kind.lookAlikes.length > 0 ? heldWords(text, kind.lookAlikes) : NOTHING_HELD;
  return kind.cues.filter(({ runs }) => matchesCue(text, runs, held)).map(({ cue }) => cue);
};
