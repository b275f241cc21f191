import { topicOf } from '../topics';
import type { TAssessment, TLevel, TTermRow } from '../types';
import {
  shortInWordingOnly,
  type TClauseAssessment,
  type TRewriteLevel,
  type TTermCheck,
  UNRELATED_SIMILARITY,
  unmetChecks,
} from './assess-clause';
import { currenciesDiffer, currencyName } from './comparable-terms';
import { mainProblem } from './main-problem';
import type { TPosition, TStatement } from './playbook-positions';
import { isRedacted } from './read-terms';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** What a level asks of a term, in words: "at least two (2) years", "New York", "yes". */
export const describeStatement = (position: TPosition, statement: TStatement | undefined): string | null => {
  if (!statement) return null;
  if (statement.type === 'feature') return statement.present ? 'yes' : 'no';
  if (statement.type === 'places')
    return statement.excluded ? `any but ${statement.term.quote.text}` : statement.term.quote.text;
  // "No late payment charges or interest shall apply": none.
  if (statement.term.kind === 'percentage' && !statement.term.number) return 'none';
  const quote = statement.term.quote.text;
  // "until terminated" is no amount of time to be more or less of.
  if (statement.term.kind === 'duration' && statement.term.untilTerminated) return quote;
  if (position.twoSided) return `about ${quote}`;
  if (position.direction > 0) return `at least ${quote}`;
  if (position.direction < 0) return `at most ${quote}`;
  return quote;
};

const clauseSays = (check: TTermCheck) => {
  const [term] = check.clauseTerms;
  if (!term) return 'not stated';
  if (term.kind === 'feature' && term.negated) return `not "${term.quote.text}"`;
  if (term.kind === 'place' && term.floating) {
    const alternatives = check.clauseTerms.map((t) => `"${t.quote.text}"`);
    return `${[...new Set(alternatives)].join(' or ')} as a law that floats with the forum or among alternatives`;
  }
  return `"${term.quote.text}"`;
};

/** One term a text misses: "notice period: the clause says "10 days", the acceptable position asks at least thirty (30) days". */
export const describeMiss = (check: TTermCheck, level: TLevel, subject = 'the clause') => {
  const statement = check.position.statements[level];
  const says = check.clauseTerms.length
    ? `${subject} says ${clauseSays(check)}`
    : `${subject} does not state it`;
  if (check.position.key === 'who:mutual')
    return `mutual: ${subject} binds or favours one side only (${clauseSays(check)}), the ${level} position binds both parties`;
  if (statement?.type === 'feature')
    return `${check.position.label}: ${says}, the ${level} position ${statement.present ? 'requires it' : 'excludes it'}`;
  return `${check.position.label}: ${says}, the ${level} position asks ${describeStatement(check.position, statement)}`;
};

/** A term stated as the unacceptable level states it: "residuals: "Residuals"". */
export const describeHit = (check: TTermCheck) => `${check.position.label}: ${clauseSays(check)}`;

const LIST_LIMIT = 4;
const listed = (items: string[], separator = '; ') =>
  items.length > LIST_LIMIT
    ? `${items.slice(0, LIST_LIMIT).join(separator)}${separator}and ${items.length - LIST_LIMIT} more`
    : items.join(separator);

/** Why a clause is preferred: the terms it states that meet the level, and where its silence does. */
const preferredReason = (assessment: TClauseAssessment): string => {
  const met = assessment.checks.filter((c) => !c.position.shared && c.met.preferred);
  // A term the clause is silent on can meet the level too ("no price increase" where at most three
  // percent is asked): said apart, not as a term the clause states.
  const stated = met.filter((c) => c.clauseTerms.length > 0);
  const silent = met.filter((c) => c.clauseTerms.length === 0);
  const silentTerms = silent.filter((c) => c.position.key !== 'who:mutual').map((c) => c.position.label);
  const meets = [
    stated.length > 0
      ? `Meets the preferred position on every term it states: ${listed(stated.map((c) => `${c.position.label} (${clauseSays(c)})`))}.`
      : 'Meets the preferred position.',
    silentTerms.length > 0 && `Its silence meets it on ${listed(silentTerms, ', ')}.`,
    silent.length > silentTerms.length && 'It binds neither party alone.',
  ];
  return met.length > 0
    ? meets.filter(Boolean).join(' ')
    : 'Meets what the acceptable position asks, and the preferred position sets no term of its own: closest in wording to the preferred guideline.';
};

/** Why a clause is acceptable: what it is silent on, then how it falls short of the preferred level. */
const acceptableReason = (assessment: TClauseAssessment): string[] => {
  const silentOn = assessment.silentGaps ? unmetChecks(assessment, 'acceptable') : [];
  const short = unmetChecks(assessment, 'preferred').filter((c) => !silentOn.includes(c));
  const sentences: string[] = [];
  if (silentOn.length > 0)
    sentences.push(
      `States nothing against the acceptable position, but is silent on terms it asks — ${listed(silentOn.map((c) => describeMiss(c, 'acceptable')))}.`,
    );
  if (short.length > 0 || silentOn.length === 0)
    sentences.push(
      short.length > 0
        ? `${silentOn.length > 0 ? 'Short of' : 'Meets the acceptable position but not'} the preferred one — ${listed(short.map((c) => describeMiss(c, 'preferred')))}.`
        : 'Meets what the acceptable position asks, and the preferred position sets no term of its own: closer in wording to the acceptable guideline.',
    );
  return sentences;
};

/** "the preferred and acceptable positions in pounds sterling": the levels of each currency. */
export const levelsIn = (differ: [string, { level: string }][]) =>
  [...new Set(differ.map(([, currencies]) => currencies.level))].map((currency) => {
    const levels = differ.filter(([, currencies]) => currencies.level === currency).map(([level]) => level);
    return `the ${levels.join(' and ')} position${levels.length > 1 ? 's' : ''} in ${currencyName(currency)}`;
  });

/** The reason for the verdict, naming the terms it rests on — each once. */
const reasonFor = (assessment: TClauseAssessment) => {
  const sentences: string[] = [];
  if (assessment.wordingOnly) {
    const related =
      Math.max(assessment.lexical.preferred, assessment.lexical.acceptable) >= UNRELATED_SIMILARITY;
    sentences.push(
      `Neither the guidelines nor the clause state a term the engine can compare (values, jurisdictions, carve-outs and the like), so the verdict rests on wording alone: ${
        related
          ? `closest to the ${assessment.level} guideline`
          : "the clause shares little wording with any level, so it takes none of the playbook's positions"
      }.`,
    );
  } else if (assessment.level === 'preferred') sentences.push(preferredReason(assessment));
  else if (assessment.level === 'acceptable') sentences.push(...acceptableReason(assessment));
  else {
    const hits = assessment.checks.filter((c) => c.unacceptable);
    if (hits.length)
      sentences.push(`States what the unacceptable position states — ${listed(hits.map(describeHit))}.`);
    const below = unmetChecks(assessment, 'acceptable');
    if (below.length)
      sentences.push(
        `Below the acceptable position — ${listed(below.map((c) => describeMiss(c, 'acceptable')))}.`,
      );
  }
  const redacted = assessment.checks.filter(
    (c) => c.clauseTerms.length > 0 && c.clauseTerms.every(isRedacted),
  );
  if (redacted.length > 0)
    sentences.push(
      `Not compared, its value redacted in this copy: ${listed(redacted.map((c) => `${c.position.label} (${clauseSays(c)})`))}.`,
    );
  const inOtherCurrency = assessment.checks.flatMap((c) => {
    const differ = Object.entries(currenciesDiffer(c.position, c.clauseTerms));
    const [first] = differ;
    if (!first) return [];
    return [
      `${c.position.label} (${clauseSays(c)} in ${currencyName(first[1].clause)}; ${levelsIn(differ).join(', ')})`,
    ];
  });
  if (inOtherCurrency.length > 0)
    sentences.push(
      `Not compared, the currencies differ — an amount is measured only against one in its own currency: ${listed(inOtherCurrency)}.`,
    );
  const notHeld = assessment.checks.filter((c) => c.notHeld);
  if (notHeld.length > 0)
    sentences.push(
      `Not held against it: ${listed(
        notHeld.map((c) => c.position.label),
        ', ',
      )} — the playbook limits ${notHeld.length > 1 ? 'them' : 'it'} for a customer that pays, and in this contract the other party pays (${notHeld[0]?.notHeld}).`,
    );
  const judgedElsewhere = new Map<string, TTermCheck[]>();
  for (const check of assessment.checks)
    if (check.judgedIn)
      judgedElsewhere.set(check.judgedIn, [...(judgedElsewhere.get(check.judgedIn) ?? []), check]);
  if (judgedElsewhere.size > 0)
    sentences.push(
      `Judged with other clauses of the contract: ${[...judgedElsewhere]
        .map(([label, checks]) => {
          const names = checks.map((c) => c.position.label);
          const more = names.length > LIST_LIMIT ? ` and ${names.length - LIST_LIMIT} more` : '';
          return `${names.slice(0, LIST_LIMIT).join(', ')}${more} (${label})`;
        })
        .join('; ')}.`,
    );
  return sentences.join(' ');
};

/**
 * What a reviewer should know of a rewrite that is the guideline's text rather than an edit of the
 * clause (rewriteClause's `replacedWhole`): shown beside that rewrite, not in the verdict's reason.
 */
export const replacementNote = (assessment: TClauseAssessment, level: TRewriteLevel) =>
  assessment.wordingOnly
    ? `The clause states no term the engine can compare, so the ${level} rewrite is the ${level} guideline's text.`
    : shortInWordingOnly(assessment, level)
      ? `The clause differs from the ${level} position in wording alone (it misses no term the position sets), so the ${level} rewrite is the guideline's own text.`
      : `The clause shares no term and little wording with the ${level} guideline, so the ${level} rewrite is the guideline's own text.`;

const tableRow = (check: TTermCheck): TTermRow => {
  const [term] = check.clauseTerms;
  const { statements } = check.position;
  return {
    key: check.position.key,
    term: check.position.label,
    clause: term ? { text: term.quote.text, start: term.quote.start, end: term.quote.end } : null,
    preferred: describeStatement(check.position, statements.preferred),
    acceptable: describeStatement(check.position, statements.acceptable),
    unacceptable: describeStatement(check.position, statements.unacceptable),
    met: {
      preferred: check.position.shared ? null : (check.met.preferred ?? null),
      acceptable: check.position.shared ? null : (check.met.acceptable ?? null),
    },
    unacceptable_term: check.unacceptable,
    topic: topicOf(check.position.term),
    rule: check.rule,
  };
};

/** The engine's assessment as the API shows it: verdict, reason, fit per level and the term table. */
export const describeAssessment = (assessment: TClauseAssessment): TAssessment => ({
  level: assessment.level,
  // The main problem first, in one sentence; then the details.
  reason: [mainProblem(assessment), reasonFor(assessment)].filter(Boolean).join(' '),
  scores: {
    preferred: round(assessment.fit.preferred),
    acceptable: round(assessment.fit.acceptable),
    unacceptable: round(assessment.fit.unacceptable),
  },
  // Distinct terms first; terms every level shares follow as context. A term only the unacceptable
  // level states, and that the clause does not state either, says nothing about this clause; nor does
  // a party every level names ("Supplier warrants …") where the clause names none.
  terms: [
    ...assessment.checks.filter((c) => !c.position.shared),
    ...assessment.checks.filter((c) => c.position.shared),
  ]
    .filter(
      (c) => c.clauseTerms.length > 0 || c.position.statements.preferred || c.position.statements.acceptable,
    )
    .filter((c) => !(c.position.shared && c.position.term.kind === 'who' && c.clauseTerms.length === 0))
    .map(tableRow),
});
