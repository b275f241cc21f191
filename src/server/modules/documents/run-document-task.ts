import {
  buildPlaybookPositions,
  EngineError,
  redline,
  type TAssessment,
  type TEngine,
  type TEvaluation,
  type TPlaybookPositions,
} from '../../../engine';
import { assessInDocument, type TVerdictInDocument } from '../../../engine/document/assess-in-document';
import {
  classifyClauses,
  missingCategories,
  type TClassification,
} from '../../../engine/document/classify-clauses';
import { splitClauseHeading } from '../../../engine/document/clause-heading';
import { readPayer } from '../../../engine/document/contract-payer';
import { counterpartyChanges } from '../../../engine/document/counterparty-changes';
import { DocumentError } from '../../../engine/document/document-error';
import { extractText } from '../../../engine/document/extract-text';
import { mirroredClauses } from '../../../engine/document/mirrored-clauses';
import { placeDocumentRewrites, unrelatedLevels } from '../../../engine/document/place-unrelated-rewrites';
import { readPartySides } from '../../../engine/document/read-party-sides';
import { readSectionTitles } from '../../../engine/document/section-titles';
import { splitClauses, type TClauseSpan } from '../../../engine/document/split-clauses';
import { survivingByReference } from '../../../engine/document/surviving-sections';
import type { TDocumentProgress, TDocumentReport, TReviewedClause } from '../../../shared/schemas/documents';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../../shared/schemas/review';
import type { TAppContext } from '../../context';
import type { reviewTasks } from '../../db/schema';
import { mapWithConcurrency } from '../../jobs/map-with-concurrency';
import { getContractProfiles, type TCategoryPlaybook } from '../playbook/get-contract-profiles';
import { releaseClaimedTask, type TClaimedTask, updateClaimedTask } from '../review/claim-review-task';
import { resolveEngine } from '../review/resolve-engine';
import type { TDocumentTaskInput } from './document-task-input';
import { readStoredUpload } from './read-stored-upload';
import { rewriteStatusInDocument } from './rewrite-status-in-document';

/** Clauses sent to the AI provider per classification call, and calls in flight at once. */
const CLASSIFY_BATCH = 20;
const AI_CONCURRENCY = 4;

/** The stored result: the report plus the extracted text the Word output is built from. */
export type TDocumentResult = TDocumentReport & { text: string };

const classify = async (
  engine: TEngine,
  contract: string,
  spans: TClauseSpan[],
  categories: TCategoryPlaybook[],
  onBatch: (done: number) => Promise<void>,
  signal: AbortSignal,
) => {
  if (!engine.classify) {
    await onBatch(spans.length);
    return classifyClauses(spans, categories);
  }
  const classify = engine.classify;
  // The execution block goes to no provider: it is nobody's clause to review (no category).
  const reviewable = spans.filter((span) => !span.execution && !span.contents);
  const batches = Array.from({ length: Math.ceil(reviewable.length / CLASSIFY_BATCH) }, (_, i) =>
    reviewable.slice(i * CLASSIFY_BATCH, (i + 1) * CLASSIFY_BATCH),
  );
  let done = spans.length - reviewable.length;
  const answers = await mapWithConcurrency(batches, AI_CONCURRENCY, signal, async (batch, _, signal) => {
    const answer = await classify(
      {
        contractType: contract,
        categories: categories.map((c) => c.name),
        clauses: batch.map(({ index, heading, text }) => ({ index, heading, text })),
      },
      { signal },
    );
    done += batch.length;
    await onBatch(done);
    return answer;
  });
  const byIndex = new Map(answers.flat().map((answer) => [answer.index, answer]));
  return spans.map((span): TClassification => {
    const { category = null, also } = byIndex.get(span.index) ?? {};
    return {
      category,
      score: category ? 1 : 0,
      ...(also && { also: also.map((name) => ({ category: name, score: 1 })) }),
    };
  });
};

/** How notes and verdicts name a clause of the report ("clause #12"). */
const labelOf = (span: TClauseSpan) => `clause #${span.index + 1}`;

/** A clause's categories with their scores: the one it is filed under first, then those it is also under. */
const categoriesOf = ({ category, score, also = [] }: TClassification) =>
  category === null ? [] : [{ category, score }, ...also];

/** An assessment of a clause's body, its quotes counted from the start of the clause (heading included). */
const withClauseOffsets = (assessment: TAssessment, shift: number): TAssessment =>
  shift === 0
    ? assessment
    : {
        ...assessment,
        terms: assessment.terms?.map((row) =>
          row.clause
            ? {
                ...row,
                clause: { ...row.clause, start: row.clause.start + shift, end: row.clause.end + shift },
              }
            : row,
        ),
      };

type TPlacedRewrites = ReturnType<typeof placeDocumentRewrites>[number];

/** A clause without a category with guidelines gets no rewrites. */
const NO_REWRITES = {
  preferred_final_clause: null,
  acceptable_final_clause: null,
  preferred_striked_clause: null,
  acceptable_striked_clause: null,
};

/**
 * A clause's rewrites as the report has them: each replaces the clause's body, its heading ("9.
 * LIMITATION OF LIABILITY.") kept, with its redline against the whole clause; the warnings of a
 * rewrite that was not used dropped, and what the reviewer should know of each rewrite noted.
 */
const rewritesOf = (
  span: TClauseSpan,
  {
    heading,
    body,
    warnings,
    placed,
    status,
    judgment,
    category,
  }: Pick<TEvaluation, 'warnings' | 'status' | 'judgment'> & {
    heading: string;
    body: string;
    placed: TPlacedRewrites;
    category: TCategoryPlaybook;
  },
) => {
  const final = (level: TRewriteLevel) => heading + placed[level].text;
  /** A rewrite's warnings stand unless the placement kept the clause's own text instead of it. */
  const warned = (level: TRewriteLevel) => !(placed[level].replaced && placed[level].text === body);
  const levelWarnings = Object.fromEntries(
    REWRITE_LEVELS.flatMap((level) => (warnings?.[level] && warned(level) ? [[level, warnings[level]]] : [])),
  );
  const notes = Object.fromEntries(
    REWRITE_LEVELS.flatMap((level) => (placed[level].note ? [[level, placed[level].note]] : [])),
  );
  return {
    ...(Object.keys(levelWarnings).length > 0 && { warnings: levelWarnings }),
    ...(Object.keys(notes).length > 0 && { rewrite_notes: notes }),
    ...rewriteStatusInDocument(body, { status, judgment }, placed, category.guidelines),
    preferred_final_clause: final('preferred'),
    acceptable_final_clause: final('acceptable'),
    preferred_striked_clause: redline(span.text, final('preferred')),
    acceptable_striked_clause: redline(span.text, final('acceptable')),
  };
};

/**
 * A clause's verdict under its first category: the engine's assessment (an AI engine's own level and
 * reason beside it) judged in the contract, and whether the clause states none of the category's terms.
 */
const ownVerdict = (
  evaluation: { assessment: TAssessment },
  inDocument: { assessment: TAssessment | null; states_no_terms?: true },
) => ({
  assessment: { ...evaluation.assessment, ...inDocument.assessment },
  ...(inDocument.states_no_terms && { states_no_terms: true }),
});

/** Runs the review pipeline of one uploaded document, recording progress as it goes. */
const reviewDocument = async (
  ctx: TAppContext,
  { id: taskId, companyId }: TClaimedTask,
  input: TDocumentTaskInput,
  setProgress: (progress: TDocumentProgress) => Promise<void>,
  signal: AbortSignal,
): Promise<TDocumentResult> => {
  await setProgress({ stage: 'extracting', done: 0, total: 1 });
  const upload = await readStoredUpload(ctx, taskId, input);
  const { text } = await extractText(upload, input.fileKind);
  await setProgress({ stage: 'splitting', done: 0, total: 1 });
  const spans = splitClauses(text);
  // A DOCX sent back with the counterparty's tracked changes: who changed which clause, and how.
  const theirChanges =
    input.fileKind === 'docx'
      ? counterpartyChanges(
          upload,
          spans.map((span) => span.text),
        )
      : [];
  // Clauses name the parties as the preamble defines them ("ENERGOUS may terminate …"): their sides are
  // read once from the whole contract and every clause is read with them.
  const parties = readPartySides(text);
  // "Except for liability arising under Section 8" carves out what Section 8 is about.
  const sectionTitles = readSectionTitles(spans);
  // "Sections 6, 10 and 12 … will survive such termination": how long those sections' obligations last.
  const survivesBy = survivingByReference(spans).map((k) =>
    k === undefined ? undefined : labelOf(spans[k] as TClauseSpan),
  );
  // Who pays in this contract, where only one side does: a customer that is paid keeps a long term.
  const payer = readPayer(
    spans.map((span) => ({ clause: span.text, label: labelOf(span) })),
    { parties, sectionTitles },
  );
  const context = { parties, sectionTitles, ...(payer && { payer }) };
  const playbook = await getContractProfiles(ctx.db, companyId, input.contract);
  const engine = await resolveEngine(ctx, companyId);

  await setProgress({ stage: 'classifying', done: 0, total: spans.length });
  const classifications = await classify(
    engine,
    playbook.contractType,
    spans,
    playbook.categories,
    (done) => setProgress({ stage: 'classifying', done, total: spans.length }),
    signal,
  );

  // A clause's first category gives its verdict, rewrites and Word redline (so a category with
  // guidelines goes first); each further trained category it is under gives a verdict only, read by
  // the engine's terms without an AI call (the rewrites would go unused).
  const trained = new Map(playbook.categories.filter((c) => c.trained).map((c) => [c.name, c]));
  const categoriesOfClause = classifications.map((classification) => {
    const all = categoriesOf(classification);
    const hasGuidelines = (entry: { category: string }) => trained.has(entry.category);
    return [...all.filter(hasGuidelines), ...all.filter((entry) => !hasGuidelines(entry))];
  });
  const positions = new Map<string, TPlaybookPositions>();
  const positionsOf = (category: TCategoryPlaybook) => {
    const own = positions.get(category.name) ?? buildPlaybookPositions(category.guidelines);
    positions.set(category.name, own);
    return own;
  };
  // Each clause is judged under every category it is filed under (no AI call for the further ones), as
  // a lawyer reads the contract: on the terms it states, a term it is silent on with the clause that
  // states it or receives the playbook's wording for it.
  const filed = spans.flatMap((span, i) => {
    const { heading, body } = splitClauseHeading(span);
    return (categoriesOfClause[i] ?? []).flatMap(({ category: name, score }) => {
      const category = trained.get(name);
      return category && body
        ? [
            {
              span: i,
              heading,
              clause: body,
              category: name,
              positions: positionsOf(category),
              score,
              label: labelOf(span),
              survivesBy: survivesBy[i],
            },
          ]
        : [];
    });
  });
  // A clause binding one side whose twin binds the other alike ("Termination by CHT" and "Termination
  // by Ehave") is mutual with it: neither is made mutual on its own.
  const mirrors = mirroredClauses(filed, context);
  const underCategories = filed.map((entry, k) => ({ ...entry, mirroredBy: mirrors[k] }));
  const jobs = spans.flatMap((span, i) => {
    const { heading, body } = splitClauseHeading(span);
    const category = trained.get(categoriesOfClause[i]?.[0]?.category ?? '');
    const mirroredBy = underCategories.find(
      (entry) => entry.span === i && entry.category === category?.name,
    )?.mirroredBy;
    return body && category ? [{ span: i, category, heading, body, mirroredBy }] : [];
  });
  await setProgress({ stage: 'evaluating', done: 0, total: jobs.length });
  // Identical clauses of one category are evaluated once.
  const evaluations = new Map<string, Promise<TEvaluation>>();
  let done = 0;
  const evaluatedJobs = await mapWithConcurrency(jobs, AI_CONCURRENCY, signal, async (job, _, signal) => {
    const { category, heading, body, mirroredBy } = job;
    const key = `${category.name}\u0000${body}\u0000${mirroredBy ?? ''}`;
    if (!evaluations.has(key)) {
      evaluations.set(
        key,
        engine.evaluate(
          {
            contractType: playbook.contractType,
            category: category.name,
            clause: body,
            guidelines: category.guidelines,
            parties,
            sectionTitles,
            mirroredBy,
            ...(payer && { payer }),
          },
          { signal },
        ),
      );
    }
    const evaluation = await evaluations.get(key);
    done += 1;
    await setProgress({ stage: 'evaluating', done, total: jobs.length });
    // The words the terms were read from are counted from the start of the whole clause.
    return (
      evaluation && {
        ...job,
        ...evaluation,
        assessment: withClauseOffsets(evaluation.assessment, heading.length),
      }
    );
  });
  const evaluated = evaluatedJobs.flatMap((job) =>
    job ? [{ ...job, unrelated: unrelatedLevels(job.body, positionsOf(job.category), context) }] : [],
  );
  // A clause that states none of its category's terms keeps its words; the category's wording goes
  // where the contract states its terms, or once after the clause that fits it best; and a sentence of
  // playbook wording goes into one clause of its category, not into each, nor where another clause of
  // the category states the value it sets.
  const placed = placeDocumentRewrites(
    evaluated.map((job) => ({
      clause: job.body,
      category: job.category.name,
      score: categoriesOfClause[job.span]?.[0]?.score ?? 0,
      label: labelOf(spans[job.span] as TClauseSpan),
      rewrites: { preferred: job.preferred, acceptable: job.acceptable },
      unrelated: job.unrelated,
      notes: job.notes,
      survivesBy: survivesBy[job.span],
    })),
    context,
  );
  const evaluationOfClause = new Map(
    evaluated.map((job, k) => [job.span, { ...job, placed: placed[k] as TPlacedRewrites }] as const),
  );
  const verdicts = assessInDocument(underCategories, context);
  const verdictOf = new Map(
    underCategories.map((entry, k) => {
      const { assessment, statesTerms } = verdicts[k] as TVerdictInDocument;
      return [
        `${entry.span}\u0000${entry.category}`,
        { assessment: withClauseOffsets(assessment, entry.heading.length), statesTerms },
      ] as const;
    }),
  );
  /**
   * The verdict of a clause under a category it is filed under (null: the category has no guidelines),
   * and `states_no_terms` when the clause states none of the category's terms: no finding there.
   */
  const verdictUnder = (span: number, name: string) => {
    const verdict = verdictOf.get(`${span}\u0000${name}`);
    return {
      assessment: verdict?.assessment ?? null,
      ...(verdict && !verdict.statesTerms && { states_no_terms: true as const }),
    };
  };

  const clauses = spans.map((span, i): TReviewedClause => {
    const [first, ...alsoUnder] = categoriesOfClause[i] ?? [];
    const category = first?.category ?? null;
    const evaluation = evaluationOfClause.get(i);
    return {
      index: span.index,
      heading: span.heading,
      text: span.text,
      start: span.start,
      end: span.end,
      category,
      ...(theirChanges[i]?.length && { counterparty_changes: theirChanges[i] }),
      category_score: Math.round((first?.score ?? classifications[i]?.score ?? 0) * 1000) / 1000,
      ...(alsoUnder.length > 0 && {
        also_under: alsoUnder.map((other) => ({
          category: other.category,
          ...verdictUnder(i, other.category),
        })),
      }),
      // The engine's assessment (an AI engine's own level and reason beside it), judged in the contract.
      ...(evaluation
        ? ownVerdict(evaluation, verdictUnder(i, evaluation.category.name))
        : { assessment: null }),
      ...(evaluation ? rewritesOf(span, evaluation) : NO_REWRITES),
    };
  });
  return {
    filename: input.filename,
    file_kind: input.fileKind,
    contract: playbook.contractType,
    engine: engine.name,
    reviewed_by: input.reviewer ?? 'Clausebook',
    reviewed_at: new Date().toISOString(),
    playbook: {
      contract: playbook.contractType,
      categories: playbook.categories
        .filter((c) => c.trained)
        .map(({ name, version }) => ({ name, version })),
    },
    clauses,
    missing_categories: missingCategories(classifications, playbook.categories),
    text,
  };
};

/** How a run ended: 'stopped' when shut down or overtaken (lease lost), with nothing more written. */
export type TDocumentRunOutcome =
  | { status: 'completed' }
  | { status: 'failed'; error: string }
  | { status: 'stopped' };

/**
 * Runs a document task this instance has claimed, recording progress (which renews the lease) as it
 * goes and checking the lease between steps. Failures a reviewer can act on (encrypted PDF, zip bomb,
 * AI provider down) end the task with their message. Stopped from outside (shutdown) or overtaken
 * (lease lost), it writes nothing more and the task stays claimable.
 */
export const runDocumentTask = async (
  ctx: TAppContext,
  task: TClaimedTask,
  shutdown: AbortSignal,
): Promise<TDocumentRunOutcome> => {
  const lease = new AbortController();
  const signal = AbortSignal.any([shutdown, lease.signal]);
  const update = async (values: Partial<typeof reviewTasks.$inferInsert>) => {
    if (!(await updateClaimedTask(ctx.db, task, values))) lease.abort(new Error('lease lost'));
    signal.throwIfAborted();
  };
  // Progress renews the lease too; this covers long steps with no progress (a big PDF, a slow AI call).
  const heartbeat = setInterval(() => update({}).catch(() => undefined), ctx.limits.taskLeaseMs / 3);
  try {
    const result = await reviewDocument(
      ctx,
      task,
      task.input as TDocumentTaskInput,
      (progress) => update({ progress }),
      signal,
    );
    await update({
      status: 'completed',
      result,
      progress: { stage: 'done', done: 1, total: 1 },
      claimId: null,
    });
    return { status: 'completed' };
  } catch (error) {
    if (signal.aborted) {
      if (shutdown.aborted) await releaseClaimedTask(ctx.db, task);
      return { status: 'stopped' };
    }
    const known = error instanceof DocumentError || error instanceof EngineError;
    const message = known
      ? error.message
      : 'The document could not be reviewed because of an unexpected error. Please try again.';
    await update({ status: 'failed', error: message, claimId: null });
    if (!known) throw error; // a bug: the task runner logs it
    return { status: 'failed', error: message };
  } finally {
    clearInterval(heartbeat);
  }
};
