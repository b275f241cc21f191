import { CLAUSE_KINDS, type TClauseKind } from './clause-kinds';
import { stem } from './stem';

/** How many words "…" in a cue may stand for. */
const GAP_WORDS = 12;

/** A text's words as cues compare them: lower case, British "licence" as "license", stemmed. */
export const cueWords = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    stem(word.replace(/^(sub)?licen[cs]/, '$1licens')),
  );

/** A cue as the word runs it is made of: "not … assign" → [["not"], ["assign"]]. */
const compileCue = (cue: string): string[][] =>
  cue
    .split(/…|\.\.\./)
    .map(cueWords)
    .filter((run) => run.length > 0);

/** The words of a text, with where each word occurs, for finding cues quickly. */
export type TCueText = { words: string[]; at: Map<string, number[]> };

export const cueText = (text: string): TCueText => {
  const words = cueWords(text);
  const at = new Map<string, number[]>();
  words.forEach((word, i) => {
    const list = at.get(word);
    if (list) list.push(i);
    else at.set(word, [i]);
  });
  return { words, at };
};

const runAt = (words: readonly string[], run: readonly string[], i: number) =>
  run.every((word, k) => words[i + k] === word);

/** Whether `runs` occur in order from word `from` on, each within GAP_WORDS words of the one before. */
const runsFrom = ({ words, at }: TCueText, runs: readonly string[][], from: number): boolean => {
  const [run, ...rest] = runs;
  if (!run) return true;
  // Every place the run may start is tried: the earliest does not always leave room for the rest.
  return (at.get(run[0] as string) ?? []).some(
    (i) =>
      i >= from &&
      i <= from + GAP_WORDS &&
      runAt(words, run, i) &&
      runsFrom({ words, at }, rest, i + run.length),
  );
};

/** Whether the cue's runs occur in order, each within GAP_WORDS words of the one before. */
const matchesCue = (text: TCueText, runs: readonly string[][]) => {
  const [first, ...rest] = runs;
  if (!first?.[0]) return false;
  return (text.at.get(first[0]) ?? []).some(
    (start) => runAt(text.words, first, start) && runsFrom(text, rest, start + first.length),
  );
};

/** A kind with its cues compiled. */
export type TCompiledKind = { kind: TClauseKind; cues: { cue: string; runs: string[][] }[] };

const compiled = new Map<TClauseKind, TCompiledKind>();
const compileKind = (kind: TClauseKind): TCompiledKind => {
  let done = compiled.get(kind);
  if (!done) {
    done = { kind, cues: kind.cues.map((cue) => ({ cue, runs: compileCue(cue) })) };
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

/** The kind a playbook category's name means ("Anti-Assignment", "assignment"), if the list knows it. */
export const kindOfCategory = (name: string): TCompiledKind | undefined => {
  const kind = kindsByName.get(kindNameKey(name));
  return kind && compileKind(kind);
};

/** The kind's cues that the text says (empty: none). */
export const cuesFound = (text: TCueText, kind: TCompiledKind): string[] =>
  kind.cues.filter(({ runs }) => matchesCue(text, runs)).map(({ cue }) => cue);
