import { Readable } from 'node:stream';
import { DocumentError } from '../../../engine/document/document-error';
import type { TDocxChange } from '../../../engine/document/docx-redline';
import { explainChange } from '../../../engine/document/explain-change';
import type { TReviewedClause } from '../../../shared/schemas/documents';
import type { TRewriteLevel } from '../../../shared/schemas/review';
import type { TAppContext } from '../../context';
import type { reviewTasks } from '../../db/schema';
import { AppError } from '../../errors';
import { runInDocumentWorker } from '../../jobs/document-worker/run-in-document-worker';
import type { TDocumentTaskInput } from './document-task-input';
import { filesGoneMessage } from './documents.presenter';
import type { TStoredFile } from './file-store/file-store';
import { readStoredUpload } from './read-stored-upload';
import type { TRefinedResult } from './refined-report';
import type { TDocumentResult } from './run-document-task';

/** What the Word file says of itself: who reviewed, when, against which playbook, for whom, at which level. */
const reviewNote = (result: TDocumentResult, level: TRewriteLevel) => {
  const when = result.reviewed_at ? ` on ${result.reviewed_at.slice(0, 10)}` : '';
  const categories = result.playbook?.categories.map((c) => `${c.name} v${c.version}`).join(', ');
  const playbook = `the ${result.contract} playbook${categories ? ` (${categories})` : ''}`;
  const side = result.we_act_for?.party
    ? `, acting for ${result.we_act_for.party}${result.we_act_for.playbook_role ? ` (the playbook's ${result.we_act_for.playbook_role})` : ''}`
    : '';
  return `Reviewed by ${result.reviewed_by ?? 'Clausebook'}${when} against ${playbook}${side}; ${level} rewrites as tracked changes.`;
};

/**
 * A clause's change at `level`, with the reviewer's comment saying why; none when it is left as it is or
 * needs the reviewer's judgment.
 */
const changeOf = (clause: TReviewedClause, level: TRewriteLevel): TDocxChange[] => {
  const revised = clause[`${level}_final_clause`];
  // A rewrite that needs the reviewer's judgment was never verified: the clause goes out as it is, unless
  // a reviewer refined it (their own words, their judgment).
  const unjudged = clause.rewrite_status?.[level] === 'needs_judgment' && !clause.refinements?.[level];
  if (!revised || revised === clause.text || unjudged) return [];
  const comment = clause.assessment
    ? explainChange({ assessment: clause.assessment, level, original: clause.text, revised })
    : '';
  return [{ original: clause.text, revised, ...(comment && { comment }) }];
};

/**
 * A Word document with tracked changes, as sent: made once, in a bounded worker (decision 037), then
 * read back from the file store.
 */
const buildBytes = async (
  ctx: TAppContext,
  task: typeof reviewTasks.$inferSelect,
  result: TDocumentResult,
  level: TRewriteLevel,
) => {
  const input = task.input as TDocumentTaskInput;
  const changes = result.clauses.flatMap((clause) => changeOf(clause, level));
  // The reviewer is the author of the changes, dated when the review ran.
  const { worker, limits } = ctx.config.documentWork;
  const options = {
    ...(result.reviewed_by && { author: result.reviewed_by }),
    ...(result.reviewed_at && { date: new Date(result.reviewed_at) }),
    note: reviewNote(result, level),
    limits,
  };
  const source =
    input.fileKind === 'docx'
      ? { kind: 'docx' as const, bytes: await readStoredUpload(ctx, task.id, input) }
      : { kind: 'text' as const, text: result.text };
  try {
    return await runInDocumentWorker(
      { op: 'redline', source, changes, options },
      // A download runs to its end: the worker's own bounds stop it.
      { bounds: worker, signal: new AbortController().signal },
    );
  } catch (error) {
    if (error instanceof DocumentError) throw new AppError('VALIDATION_FAILED', error.message);
    throw error;
  }
};

/**
 * The reviewed document as Word tracked changes at one level: a DOCX upload changed in place, a PDF
 * (or text) upload rebuilt from its extracted text with the same changes — the review's rewrites, or
 * the reviewers' refinements of them (`refined`). Made on the first download and kept beside the
 * upload, named after the latest refinement of the level it shows, so that later downloads, from any
 * instance, are streamed from the store, and a refinement since makes a new one.
 */
export const getRedlineDocx = async (
  ctx: TAppContext,
  task: typeof reviewTasks.$inferSelect,
  level: TRewriteLevel,
  refined: TRefinedResult | null,
): Promise<TStoredFile & { filename: string }> => {
  if (task.status === 'failed') {
    throw new AppError(
      'REVIEW_FAILED',
      `The review failed, so there is no Word document: ${task.error ?? 'no reason was recorded.'}`,
    );
  }
  if (task.status !== 'completed' || !refined) {
    throw new AppError(
      'NOT_FOUND',
      'The review is not finished yet: the Word document is available once it has completed.',
    );
  }
  if (task.filesDeletedAt)
    throw new AppError(
      'FILES_DELETED',
      filesGoneMessage(task.filesDeletedAt, ctx.config.documentRetentionDays),
    );
  const input = task.input as TDocumentTaskInput;
  const base = input.filename.replace(/\.[^.]+$/, '') || 'document';
  const filename = `${base} - ${level} redline.docx`;
  const version = refined.versions[level];
  const name = version > 0 ? `redline-${level}-r${version}.docx` : `redline-${level}.docx`;
  const stored = await ctx.files.openOutput(task.id, name);
  if (stored) return { ...stored, filename };
  const bytes = await buildBytes(ctx, task, refined.result, level);
  await ctx.files.saveOutput(task.id, name, bytes);
  // Made here and now, so already in memory: sent as it is.
  return { bytes: bytes.length, stream: Readable.from([Buffer.from(bytes)]), filename };
};
