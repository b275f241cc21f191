import { EngineError } from '../engine-error';
import { findAsWritten, replacementFor, type TFound } from './find-as-written';

/** An edit the built-in engine can apply without a language model. */
export type TExplicitEdit =
  | { kind: 'replace'; find: string; with: string }
  | { kind: 'delete'; find: string }
  | { kind: 'insert'; text: string; position: 'after' | 'before'; anchor: string }
  | { kind: 'append'; text: string };

const Q = `["“”'‘’]`;
const QUOTED = `${Q}(.+?)${Q}`;
const PATTERNS: [RegExp, (m: RegExpMatchArray) => TExplicitEdit][] = [
  [
    new RegExp(`^(?:replace|change)\\s+${QUOTED}\\s+(?:with|to|by)\\s+${QUOTED}$`, 'is'),
    (m) => ({ kind: 'replace', find: m[1] ?? '', with: m[2] ?? '' }),
  ],
  [new RegExp(`^(?:delete|remove)\\s+${QUOTED}$`, 'is'), (m) => ({ kind: 'delete', find: m[1] ?? '' })],
  [
    new RegExp(`^(?:insert|add)\\s+${QUOTED}\\s+(after|before)\\s+${QUOTED}$`, 'is'),
    (m) => ({
      kind: 'insert',
      text: m[1] ?? '',
      position: (m[2]?.toLowerCase() as 'after' | 'before') ?? 'after',
      anchor: m[3] ?? '',
    }),
  ],
  [
    new RegExp(`^(?:append|add)\\s+${QUOTED}(?:\\s+at the end)?$`, 'is'),
    (m) => ({ kind: 'append', text: m[1] ?? '' }),
  ],
];

export const FREE_TEXT_NEEDS_AI =
  'The built-in engine only applies explicit edits: replace "X" with "Y", delete "X", insert "X" after "Y", ' +
  'insert "X" before "Y", or append "X". Free-text instructions need an AI provider: ask your master admin to add ' +
  "the company's AI credentials.";

/** Splits feedback into instructions (one per line or separated by ";") and parses each. */
export const parseExplicitEdits = (feedback: string): TExplicitEdit[] => {
  const instructions = feedback
    .split(/\n|;(?=\s*(?:replace|change|delete|remove|insert|add|append)\b)/i)
    .map((part) => part.trim().replace(/[.]$/, '').trim())
    .filter(Boolean);
  if (instructions.length === 0) throw new EngineError('instruction', FREE_TEXT_NEEDS_AI);
  return instructions.map((instruction) => {
    for (const [pattern, build] of PATTERNS) {
      const match = instruction.match(pattern);
      if (match) return build(match);
    }
    throw new EngineError('instruction', FREE_TEXT_NEEDS_AI);
  });
};

/** Where the quoted text is in the clause, however the clause writes its values; refused when nowhere. */
const mustFind = (clause: string, quote: string): TFound[] => {
  const found = findAsWritten(clause, quote);
  if (!found.length) throw new EngineError('instruction', `Could not find "${quote}" in the clause.`);
  return found;
};

/** The clause with each place found replaced (right to left, so offsets hold). */
const replaceFound = (clause: string, found: TFound[], by: (place: TFound) => string) =>
  [...found]
    .sort((a, b) => b.start - a.start)
    .reduce((text, place) => text.slice(0, place.start) + by(place) + text.slice(place.end), clause);

const applyEdit = (text: string, edit: TExplicitEdit): string => {
  switch (edit.kind) {
    case 'replace':
      return replaceFound(text, mustFind(text, edit.find), (place) =>
        replacementFor(text, place, edit.find, edit.with),
      );
    case 'delete':
      return replaceFound(text, mustFind(text, edit.find), () => '')
        .replace(/ {2,}/g, ' ')
        .replace(/ ([.,;:])/g, '$1');
    case 'insert': {
      const [anchor] = mustFind(text, edit.anchor) as [TFound];
      const at = edit.position === 'after' ? anchor.end : anchor.start;
      const piece = edit.position === 'after' ? ` ${edit.text}` : `${edit.text} `;
      return `${text.slice(0, at)}${piece}${text.slice(at)}`.replace(/ {2,}/g, ' ');
    }
    case 'append':
      return `${text.trimEnd()} ${edit.text}`;
  }
};

/**
 * Applies the edits in order; replace and delete act on every occurrence. A quoted value is found
 * however the clause writes it ("30 days" in "thirty (30) days") and a new one written in its style.
 */
export const applyExplicitEdits = (clause: string, edits: TExplicitEdit[]): string =>
  edits.reduce(applyEdit, clause);
