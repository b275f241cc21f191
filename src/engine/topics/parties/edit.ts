/** Edits that make a one-sided clause mutual: who is bound, and its words for both parties. */
import type { TTermCheck } from '../../terms/assess-clause';
import { add, OBLIGATION_REACH_WORDS, partAt, sameCase, type TContext } from '../../terms/edit-text';
import { MUTUAL_PHRASES } from '../../terms/legal-vocabulary';
import {
  actsAsSubject,
  invertedSubject,
  opensCondition,
  type TTerm,
  type TTermReading,
} from '../../terms/read-terms';
import { escapeRegExp, findPhrases, tokenAt } from '../../terms/text-tokens';

/**
 * The party's mentions to make mutual (one party named as the subject becomes both: "Supplier's total
 * liability" → "Each party's total liability"): in each sentence part that states the category's
 * terms, its mention nearest before the first of them — "ENERGOUS will be responsible for all costs …,
 * provided that ENERGOUS' aggregate liability to DIALOG … will not exceed …" is about the second, whose
 * liability is to the other party; "In no event shall Supplier be liable for … consequential damages.
 * Supplier's total liability shall not exceed …" makes both the waiver and the cap mutual — or else its
 * first mention in a part that states the terms ("Supplier shall process personal data … . Supplier's
 * total liability … shall not exceed …": the cap is made mutual, not the processing).
 */
export const subjectsOfTerms = (context: TContext, whoCheck: TTermCheck): TTerm[] => {
  const { reading, checks } = context.assessment;
  // A release names both parties where it stands: it is made mutual there, as it is.
  const releases = reading.terms.filter((t) => t.kind === 'who' && t.releasedBy);
  const subject = reading.terms.find((t) => t.kind === 'who' && t.side !== 'mutual' && !t.releasedBy);
  if (!subject) return releases;
  const stated = checks
    .filter((check) => check !== whoCheck)
    .flatMap((check) => check.clauseTerms)
    .filter((t) => t.kind !== 'who')
    .sort((a, b) => a.quote.start - b.quote.start);
  if (stated.length === 0) return [subject, ...releases];
  const { tokens, text } = reading.tokenised;
  // Only where the party acts: "requiring Ehave to correct such failure" is no obligation of Ehave's.
  const mentions = findPhrases(reading.tokenised, [subject.quote.text]).filter(
    (match) =>
      tokens[match.from]?.capitalised &&
      (actsAsSubject(reading.tokenised, match) || invertedSubject(reading.tokenised, match)),
  );
  const partOf = (offset: number) => tokens[tokenAt(reading.tokenised, offset)]?.part;
  // Each term's nearest acting mention before it in its part: "Supplier's total liability … shall not
  // exceed …, and Supplier excludes all liability for …" has two.
  const found = new Map<number | undefined, (typeof mentions)[number]>();
  for (const term of stated) {
    const part = partOf(term.quote.start);
    const there = mentions.filter((m) => m.end <= term.quote.start && partOf(m.start) === part).at(-1);
    if (there) found.set(there.start, there);
  }
  if (found.size === 0) {
    const statedParts = new Set(stated.map((term) => partOf(term.quote.start)));
    const first = mentions.find((m) => statedParts.has(partOf(m.start)));
    if (first) found.set(undefined, first);
  }
  return [
    ...[...found.values()].map((there) => ({
      ...subject,
      quote: { text: text.slice(there.start, there.end), start: there.start, end: there.end },
    })),
    ...releases,
  ];
};

/** The keys of the terms stated in a reading's sentence parts that hold `phrases`. */
const keysInPartsWith = (reading: TTermReading, phrases: readonly string[]) => {
  const parts = new Set(
    findPhrases(reading.tokenised, phrases).map((match) => partAt(reading, match.start).start),
  );
  return new Set(
    reading.terms
      .filter((t) => t.kind !== 'who' && parts.has(partAt(reading, t.quote.start).start))
      .map((t) => t.key),
  );
};

/**
 * Whether the level binds both parties to what the subject's sentence is about: "Supplier shall
 * provide transition assistance" stays the supplier's where the level's mutual wording is about
 * something else ("Either party may terminate for material breach …" — which the rewrite adds).
 */
export const boundAlikeInGuideline = (context: TContext, subject: TTerm | undefined) => {
  if (!subject) return false;
  const mutualKeys = keysInPartsWith(context.playbook.readings[context.level], MUTUAL_PHRASES);
  if (mutualKeys.size === 0) return true;
  const { reading } = context.assessment;
  const part = partAt(reading, subject.quote.start).start;
  return reading.terms.some(
    (t) => t.kind !== 'who' && partAt(reading, t.quote.start).start === part && mutualKeys.has(t.key),
  );
};

/** Where a party's mention starts with its article: "The Disclosing Party" is replaced whole. */
const startWithArticle = (clause: string, at: number) =>
  at - (/\bthe\s+$/i.exec(clause.slice(Math.max(0, at - 4), at))?.[0].length ?? 0);

/** Whether a sentence starts at `at`. */
export const opensSentence = (clause: string, at: number) => /(^|[.!?]\s+)$/.test(clause.slice(0, at));

type TWhoTerm = Extract<TTerm, { kind: 'who' }>;

/** "Customer waives all claims against Supplier" → "Each party waives all claims against the other party". */
const makeReleaseMutual = (
  context: TContext,
  subject: TWhoTerm,
  releasedBy: { start: number; end: number },
) => {
  const { clause } = context;
  const by = startWithArticle(clause, releasedBy.start);
  add(context, {
    start: by,
    end: releasedBy.end,
    text: opensSentence(clause, by) ? 'Each party' : 'each party',
  });
  add(context, {
    start: startWithArticle(clause, subject.quote.start),
    end: subject.quote.end,
    text: 'the other party',
  });
};

/**
 * The other party named right after the subject's obligation, in its sentence part ("Customer shall
 * indemnify Supplier"), and whether the subject is liable to it ("shall Supplier be liable to
 * Customer"). One named as an agent ("the fees paid by Customer") is not.
 */
const otherPartyAfterObligation = (context: TContext, subject: TWhoTerm) => {
  const { reading } = context.assessment;
  const { tokens } = reading.tokenised;
  const partEnd = partAt(reading, subject.quote.start).end;
  const first = tokenAt(reading.tokenised, subject.quote.end);
  const other = findPhrases(
    reading.tokenised,
    reading.parties.filter((p) => p.side !== subject.side).map((p) => p.name),
  ).find(
    (match) =>
      match.from >= first &&
      match.from < first + OBLIGATION_REACH_WORDS &&
      match.end <= partEnd &&
      tokens[match.from - 1]?.norm !== 'by',
  );
  const liableTo =
    other !== undefined && tokens[other.from - 1]?.norm === 'to' && tokens[other.from - 2]?.norm === 'liable';
  return { other, liableTo };
};

/**
 * "without the prior written consent of the Manufacturer" → "… of the other party": the consent a
 * prohibition binding both asks is the other party's, not one party's for both.
 */
const askOtherPartysConsent = (context: TContext, subject: TWhoTerm) => {
  const { clause } = context;
  const { reading } = context.assessment;
  const { start: partStart, end: partEnd } = partAt(reading, subject.quote.start);
  for (const party of reading.parties.filter((p) => p.side !== subject.side && p.side !== 'mutual')) {
    const name = escapeRegExp(party.name);
    const consent = new RegExp(
      `\\bconsent\\s+of\\s+((?:the\\s+)?${name})\\b|\\b((?:the\\s+)?${name}['’]s)\\s+(?:prior\\s+)?(?:written\\s+)?consent\\b`,
      'gi',
    );
    for (const match of clause.slice(partStart, partEnd).matchAll(consent)) {
      const words = (match[1] ?? match[2]) as string;
      const start = partStart + (match.index ?? 0) + match[0].indexOf(words);
      add(context, {
        start,
        end: start + words.length,
        text: match[1] ? 'the other party' : "the other party's",
      });
    }
  }
};

/**
 * The subject named as both parties, in the words its place asks: "each party's" for a possessive,
 * "neither party" for a negation (the "not" struck), "either party" after a modal verb, in a
 * condition or before "may", else "each party".
 */
const nameBothParties = (context: TContext, subject: TWhoTerm) => {
  const { clause } = context;
  const next = clause.slice(subject.quote.end, subject.quote.end + 20);
  const possessive = /['’]s?$/.test(subject.quote.text) || /^['’]/.test(next);
  // "Consultant may not assign" becomes "Neither party may assign", not "Either party may not assign";
  // "Supplier is not liable" becomes "Neither party is liable", not "Each party is not liable".
  const negated = possessive ? null : /^(\s+(?:may|shall|will|must|is|are|can|has))\s+not\b/i.exec(next);
  if (negated) {
    const notAt = subject.quote.end + (negated[1] as string).length;
    add(context, { start: notAt, end: subject.quote.end + negated[0].length, text: '' });
  }
  // "In no event shall Supplier be liable" → "In no event shall either party be liable".
  const afterVerb = /\b(?:shall|will|may|can|would)\s+$/i.test(clause.slice(0, subject.quote.start));
  // "unless Customer gives notice" → "unless either party gives notice": one party's act suffices,
  // where "each party" would need both.
  const condition = opensCondition(clause.slice(0, subject.quote.start));
  const replacement = possessive
    ? "each party's"
    : negated
      ? 'neither party'
      : afterVerb || condition || /^\s+may\b/.test(next)
        ? 'either party'
        : 'each party';
  const end =
    !/['’]/.test(subject.quote.text) && /^['’]s/.test(next) ? subject.quote.end + 2 : subject.quote.end;
  // "The Disclosing Party may" → "Either party may", not "The either party may".
  const start = startWithArticle(clause, subject.quote.start);
  add(context, { start, end, text: opensSentence(clause, start) ? sameCase('E', replacement) : replacement });
};

/** Makes the clause bind both parties where `subject` binds one. */
export const makeMutual = (context: TContext, subject: TTerm | undefined) => {
  if (subject?.kind !== 'who') return;
  if (subject.releasedBy) {
    makeReleaseMutual(context, subject, subject.releasedBy);
    return;
  }
  // "Customer shall indemnify Supplier", "ENERGOUS agrees to indemnify, hold harmless and, in the case of
  // any third party claims, defend DIALOG": the other party named after the obligation is the one who
  // benefits, so "each party" would not make sense; the level's own reciprocal wording is added
  // instead, where the level states it.
  const { other, liableTo } = otherPartyAfterObligation(context, subject);
  if (other && !liableTo) return;
  // "shall Supplier be liable to Customer for lost profits": the one it is liable to becomes "the other
  // party" ("shall either party be liable to the other party").
  if (other && liableTo) add(context, { start: other.start, end: other.end, text: 'the other party' });
  askOtherPartysConsent(context, subject);
  nameBothParties(context, subject);
};
