import { explainFinding } from '../../../engine/document/explain-change';
import { parseMarker } from '../../../engine/document/numbering';
import { parseRedline, type TRedlineSegment } from '../../../shared/redline-markup';
import type { TReviewedClause } from '../../../shared/schemas/documents';
import { GUIDELINE_LEVELS } from '../../../shared/schemas/playbook';
import type { reviewTasks } from '../../db/schema';
import { AppError } from '../../errors';
import type { TDocumentTaskInput } from './document-task-input';
import type { TDocumentResult } from './run-document-task';

/** How the list names a verdict; a category no clause matched is "Missing". */
export const ISSUE_VERDICTS = {
  unacceptable: 'Unacceptable',
  acceptable: 'Acceptable',
  missing: 'Missing',
} as const;
export type TIssueVerdict = keyof typeof ISSUE_VERDICTS;

/** One issue: a clause with a finding, or a category of the playbook the document lacks. */
export type TIssue = {
  /** The clause's number in the report (#12), none for a missing category. */
  clause: number | null;
  /** "9", "7.3", "Article V"; empty when the clause is not numbered. */
  section: string;
  heading: string;
  category: string;
  verdict: TIssueVerdict;
  reason: string;
  /** The preferred rewrite against the clause: unchanged, struck and added text. */
  change: TRedlineSegment[];
  /**
   * What became of the preferred rewrite: "Edited", "Meets", or "Needs your judgment: …" with why and
   * the guideline's wording as a suggestion (the clause is then left as it is); empty for a missing category.
   */
  rewrite: string;
  /** The counterparty's own tracked changes in the clause ("Jane Roe: inserted "…"; deleted "…""). */
  counterparty: string;
};

export type TIssuesList = {
  filename: string;
  contract: string;
  reviewedBy: string | undefined;
  reviewedAt: string | undefined;
  /** The party the review acted for (decision 042), where it had one. */
  weActFor?: string;
  issues: TIssue[];
};

/** Section number and title of a clause heading ("9. LIMITATION OF LIABILITY." → "9", "LIMITATION OF LIABILITY"). */
const sectionOf = (clause: TReviewedClause) => {
  const heading = clause.heading.replace(/\s+/g, ' ').trim();
  const marker = parseMarker(heading);
  const title = (marker ? marker.rest : heading).replace(/[\s.:;,\-–—]+$/, '');
  if (title !== '' || marker) return { section: marker?.label.replace(/[.)]$/, '') ?? '', heading: title };
  // No heading: the clause's opening words name it.
  const words = clause.text.replace(/\s+/g, ' ').trim().split(' ');
  return { section: '', heading: words.length > 10 ? `${words.slice(0, 10).join(' ')}…` : words.join(' ') };
};

/** The verdicts of a clause below the preferred position: its own and those under further categories. */
const findings = (clause: TReviewedClause) =>
  [
    { category: clause.category, assessment: clause.states_no_terms ? null : clause.assessment },
    ...(clause.also_under ?? []).map((other) => ({
      category: other.category,
      assessment: other.states_no_terms ? null : other.assessment,
    })),
  ].filter((entry) => entry.assessment && entry.assessment.level !== 'preferred');

/**
 * Why the clause falls short, as its Word comment says it: against the level above its verdict, else
 * the engine's reason as it gives it (its first sentence).
 */
const reasonOf = ({ assessment }: ReturnType<typeof findings>[number]) => {
  if (!assessment) return '';
  const level = assessment.level === 'unacceptable' ? 'acceptable' : 'preferred';
  const finding = explainFinding(assessment, level) || explainFinding(assessment, 'preferred');
  if (finding) return `${finding}.`;
  return /^.*?[.!?](?=\s|$)/.exec(assessment.reason)?.[0] ?? assessment.reason;
};

const counterpartyOf = (clause: TReviewedClause) =>
  (clause.counterparty_changes ?? [])
    .map(({ author, inserted, deleted }) => {
      const quoted = (words: string[]) => words.map((text) => `"${text}"`).join(', ');
      const what = [
        inserted.length > 0 && `inserted ${quoted(inserted)}`,
        deleted.length > 0 && `deleted ${quoted(deleted)}`,
      ].filter(Boolean);
      return `${author || 'Unknown author'}: ${what.join('; ')}`;
    })
    .join('\n');

const rank = (entry: ReturnType<typeof findings>[number]) =>
  GUIDELINE_LEVELS.indexOf(entry.assessment?.level ?? 'preferred');

/** The preferred rewrite as the list proposes it: none where it needs the reviewer's judgment. */
const preferredRewriteOf = (clause: TReviewedClause): Pick<TIssue, 'change' | 'rewrite'> => {
  const status = clause.rewrite_status?.preferred;
  const judgment = clause.judgment?.preferred;
  if (status === 'needs_judgment')
    return {
      change: [],
      rewrite: `Needs your judgment: ${judgment?.reason ?? 'no edit could be verified.'}${judgment?.suggestion ? ` Suggested wording: ${judgment.suggestion}` : ''}`,
    };
  return {
    change: clause.preferred_striked_clause ? parseRedline(clause.preferred_striked_clause) : [],
    rewrite: status === 'meets' ? 'Meets' : status === 'edited' ? 'Edited' : '',
  };
};

const issueOf = (clause: TReviewedClause): TIssue[] => {
  // The clause's worst verdict is its finding (worstLevel, as the report counts it).
  const ranked = findings(clause).sort((a, b) => rank(b) - rank(a));
  const [worst] = ranked;
  const level = worst?.assessment?.level;
  if (!worst || !level || level === 'preferred') return [];
  return [
    {
      clause: clause.index + 1,
      ...sectionOf(clause),
      category: ranked.map((entry) => entry.category).join('; '),
      verdict: level,
      reason: reasonOf(worst),
      ...preferredRewriteOf(clause),
      counterparty: counterpartyOf(clause),
    },
  ];
};

/**
 * The issues list of a completed document review: every clause with a finding (a verdict below the
 * preferred position under any of its categories), in document order, then each playbook category the
 * document lacks. `result` is the report with the reviewers' refinements kept with it.
 */
export const getIssuesList = (
  task: typeof reviewTasks.$inferSelect,
  result: TDocumentResult | null,
): TIssuesList => {
  if (task.status === 'failed') {
    throw new AppError(
      'REVIEW_FAILED',
      `The review failed, so there is no issues list: ${task.error ?? 'no reason was recorded.'}`,
    );
  }
  if (task.status !== 'completed' || !result) {
    throw new AppError(
      'NOT_FOUND',
      'The review is not finished yet: the issues list is available once it has completed.',
    );
  }
  const input = task.input as TDocumentTaskInput;
  const missing = result.missing_categories.map(
    (category): TIssue => ({
      clause: null,
      section: '',
      heading: '',
      category,
      verdict: 'missing',
      reason: `No clause of the document matched "${category}" in the ${result.contract} playbook.`,
      change: [],
      rewrite: '',
      counterparty: '',
    }),
  );
  return {
    filename: input.filename,
    contract: result.contract,
    reviewedBy: result.reviewed_by,
    reviewedAt: result.reviewed_at,
    ...(result.we_act_for?.party && { weActFor: result.we_act_for.party }),
    issues: [...result.clauses.flatMap(issueOf), ...missing],
  };
};
