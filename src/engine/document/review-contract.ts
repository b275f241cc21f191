/**
 * The review of one contract document (decision 037): its bytes read within the document limits, its
 * clauses split, classified under the playbook's categories, each judged and rewritten by the engine,
 * the rewrites placed in the whole contract, and the report made. Pure: the caller reads the upload,
 * the playbook and the engine's settings, and records progress; the server runs it in a bounded worker.
 */

import type { TDocumentReport, TReviewedClause } from '../../shared/schemas/documents';
import { REWRITE_LEVELS, type TRewriteLevel } from '../../shared/schemas/review';
import { buildPlaybookPositions, redline } from '..';
import { mapWithConcurrency } from '../map-with-concurrency';
import { partySpelling } from '../terms/clause-spelling';
import type { TPlaybookPositions } from '../terms/playbook-positions';
import type { TAssessment, TEngine, TEvaluation, TGuidelines } from '../types';
import { assessInDocument, type TVerdictInDocument } from './assess-in-document';
import { classifyClauses, missingCategories, type TClassification } from './classify-clauses';
import { splitClauseHeading } from './clause-heading';
import { readPayer } from './contract-payer';
import { counterpartyChanges } from './counterparty-changes';
import type { TFileKind } from './detect-file-kind';
import type { TDocumentLimits } from './document-limits';
import { extractText } from './extract-text';
import { mirroredClauses } from './mirrored-clauses';
import { placeDocumentRewrites, unrelatedLevels } from './place-unrelated-rewrites';
import { readWeActFor } from './read-we-act-for';
import { rewriteStatusInDocument } from './rewrite-status-in-document';
import { readSectionTitles } from './section-titles';
import { splitClauses, type TClauseSpan } from './split-clauses';
import { survivingByReference } from './surviving-sections';

/** A category of the contract type's playbook: its guidelines ('' where not trained yet) and version. */
export type TReviewCategory = {
  name: string;
  guidelines: TGuidelines;
  trained: boolean;
  /** Bumped by every training: which version of the category a review applied. */
  version: number;
};

export type TContractReviewInput = {
  bytes: Uint8Array;
  fileKind: TFileKind;
  filename: string;
  /** Who asked for the review: the author of the Word file's tracked changes. */
  reviewer?: string;
  playbook: { contractType: string; categories: TReviewCategory[] };
  limits: TDocumentLimits;
  /** The contract's party the reviewer acts for (decision 042); the one the contract puts on the playbook's side where absent. */
  actingFor?: string;
};

export type TContractReviewProgress = {
  stage: 'extracting' | 'splitting' | 'classifying' | 'evaluating';
  done: number;
  total: number;
};

/** The report plus the extracted text the Word output of a PDF or text upload is built from. */
export type TContractReview = TDocumentReport & { text: string };

export type TContractReviewOptions = {
  signal: AbortSignal;
  onProgress: (progress: TContractReviewProgress) => void;
};

/** Clauses sent to the AI provider per classification call, and calls in flight at once. */
const CLASSIFY_BATCH = 20;
const AI_CONCURRENCY = 4;

const classify = async (
  engine: TEngine,
  contract: string,
  spans: TClauseSpan[],
  categories: TReviewCategory[],
  onBatch: (done: number) => void,
  signal: AbortSignal,
) => {
  if (!engine.classify) {
    onBatch(spans.length);
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
    onBatch(done);
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
    category: TReviewCategory;
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

type TReadContract = Awaited<ReturnType<typeof readContract>>;

/** The contract's text, clauses and what is read once from the whole of it. */
const readContract = async (
  input: TContractReviewInput,
  onProgress: TContractReviewOptions['onProgress'],
) => {
  onProgress({ stage: 'extracting', done: 0, total: 1 });
  const { text } = await extractText(input.bytes, input.fileKind, input.limits);
  onProgress({ stage: 'splitting', done: 0, total: 1 });
  const spans = splitClauses(text);
  // A DOCX sent back with the counterparty's tracked changes: who changed which clause, and how.
  const theirChanges =
    input.fileKind === 'docx'
      ? counterpartyChanges(
          input.bytes,
          spans.map((span) => span.text),
        )
      : [];
  // Clauses name the parties as the preamble defines them ("ENERGOUS may terminate …"): their sides
  // follow the party we act for, and every clause is read with them.
  const weActFor = readWeActFor(text, input.playbook.categories, input.actingFor);
  const parties = weActFor.sided;
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
  const partyWord = partySpelling(text, true);
  const context = { parties, sectionTitles, ...(payer && { payer }), ...(partyWord && { partyWord }) };
  return { text, spans, theirChanges, parties, sectionTitles, payer, context, survivesBy, weActFor };
};

/**
 * Each clause's categories, those with guidelines first (the first gives its verdict, rewrites and
 * Word redline; each further one a verdict only, by the engine's terms without an AI call), and the
 * clauses to evaluate.
 */
const fileClauses = (
  { spans, context, survivesBy }: TReadContract,
  categories: TReviewCategory[],
  classifications: TClassification[],
) => {
  const trained = new Map(categories.filter((c) => c.trained).map((c) => [c.name, c]));
  const categoriesOfClause = classifications.map((classification) => {
    const all = categoriesOf(classification);
    const hasGuidelines = (entry: { category: string }) => trained.has(entry.category);
    return [...all.filter(hasGuidelines), ...all.filter((entry) => !hasGuidelines(entry))];
  });
  const positions = new Map<string, TPlaybookPositions>();
  const positionsOf = (category: TReviewCategory) => {
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
  return { trained, categoriesOfClause, positionsOf, underCategories, jobs };
};

type TFiledClauses = ReturnType<typeof fileClauses>;

/** The engine's evaluation of each clause to evaluate; identical clauses of one category once. */
const evaluateClauses = async (
  engine: TEngine,
  contractType: string,
  { parties, sectionTitles, payer, context }: TReadContract,
  { jobs }: TFiledClauses,
  { signal, onProgress }: TContractReviewOptions,
) => {
  onProgress({ stage: 'evaluating', done: 0, total: jobs.length });
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
            contractType,
            category: category.name,
            clause: body,
            guidelines: category.guidelines,
            parties,
            sectionTitles,
            mirroredBy,
            ...(payer && { payer }),
            ...(context.partyWord && { partyWord: context.partyWord }),
          },
          { signal },
        ),
      );
    }
    const evaluation = await evaluations.get(key);
    done += 1;
    onProgress({ stage: 'evaluating', done, total: jobs.length });
    // The words the terms were read from are counted from the start of the whole clause.
    return (
      evaluation && {
        ...job,
        ...evaluation,
        assessment: withClauseOffsets(evaluation.assessment, heading.length),
      }
    );
  });
  return evaluatedJobs;
};

type TEvaluatedClause = NonNullable<Awaited<ReturnType<typeof evaluateClauses>>[number]>;

/** Each clause's categories from the engine's classifier, progress reported batch by batch. */
const classifyContract = (
  engine: TEngine,
  { contractType, categories }: TContractReviewInput['playbook'],
  spans: TClauseSpan[],
  { signal, onProgress }: TContractReviewOptions,
) => {
  onProgress({ stage: 'classifying', done: 0, total: spans.length });
  return classify(
    engine,
    contractType,
    spans,
    categories,
    (done) => onProgress({ stage: 'classifying', done, total: spans.length }),
    signal,
  );
};

/**
 * Each evaluated clause's rewrites placed in the whole contract, by clause: a clause that states none
 * of its category's terms keeps its words; the category's wording goes where the contract states its
 * terms, or once after the clause that fits it best; and a sentence of playbook wording goes into one
 * clause of its category, not into each, nor where another clause of the category states the value it
 * sets.
 */
const placeRewrites = (
  evaluatedJobs: Awaited<ReturnType<typeof evaluateClauses>>,
  { spans, context, survivesBy }: TReadContract,
  { categoriesOfClause, positionsOf }: TFiledClauses,
) => {
  const evaluated = evaluatedJobs.flatMap((job) =>
    job ? [{ ...job, unrelated: unrelatedLevels(job.body, positionsOf(job.category), context) }] : [],
  );
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
  return new Map(
    evaluated.map((job, k) => [job.span, { ...job, placed: placed[k] as TPlacedRewrites }] as const),
  );
};

type TPlacedClause = TEvaluatedClause & {
  unrelated: ReturnType<typeof unrelatedLevels>;
  placed: TPlacedRewrites;
};

/**
 * The verdict of a clause under each category it is filed under, judged in the contract: by span and
 * category name, null where the category has no guidelines, and `states_no_terms` when the clause
 * states none of the category's terms (no finding there).
 */
const verdictsInContract = ({ context }: TReadContract, { underCategories }: TFiledClauses) => {
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
  return (span: number, name: string) => {
    const verdict = verdictOf.get(`${span}\u0000${name}`);
    return {
      assessment: verdict?.assessment ?? null,
      ...(verdict && !verdict.statesTerms && { states_no_terms: true as const }),
    };
  };
};

type TVerdictUnder = ReturnType<typeof verdictsInContract>;

/** One clause as the report has it: where it is, its categories and verdicts, its rewrites. */
const reportClause = (
  span: TClauseSpan,
  i: number,
  {
    read: { theirChanges },
    categoriesOfClause,
    classifications,
    evaluation,
    verdictUnder,
  }: {
    read: TReadContract;
    categoriesOfClause: TFiledClauses['categoriesOfClause'];
    classifications: TClassification[];
    evaluation: TPlacedClause | undefined;
    verdictUnder: TVerdictUnder;
  },
): TReviewedClause => {
  const [first, ...alsoUnder] = categoriesOfClause[i] ?? [];
  const category = first?.category ?? null;
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
};

/** Runs the review of one contract document with `engine`, reporting progress as it goes. */
export const reviewContract = async (
  input: TContractReviewInput,
  engine: TEngine,
  options: TContractReviewOptions,
): Promise<TContractReview> => {
  const { playbook } = input;
  const read = await readContract(input, options.onProgress);
  const classifications = await classifyContract(engine, playbook, read.spans, options);
  const filed = fileClauses(read, playbook.categories, classifications);
  const evaluatedJobs = await evaluateClauses(engine, playbook.contractType, read, filed, options);
  const evaluationOfClause = placeRewrites(evaluatedJobs, read, filed);
  const verdictUnder = verdictsInContract(read, filed);
  const clauses = read.spans.map((span, i) =>
    reportClause(span, i, {
      read,
      categoriesOfClause: filed.categoriesOfClause,
      classifications,
      evaluation: evaluationOfClause.get(i),
      verdictUnder,
    }),
  );
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
    we_act_for: read.weActFor.report,
    clauses,
    missing_categories: missingCategories(classifications, playbook.categories),
    text: read.text,
  };
};
