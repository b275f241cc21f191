/**
 * Measures document review on CUAD-style data and calibrates the built-in classifier:
 *   tsx scripts/eval-documents.ts [dir] [--seeds N] [--by-category] [--calibrate [--beta B] [--missing-weight W] [--write]]
 *
 * Every contract of `<dir>/contracts` (default ../shared/data/cuad-dev) with full text (`NN_name.pdf`, `.txt` and `.json` holding the
 * lawyers' annotations) goes through the real pipeline — extractText → splitClauses →
 * classifyClauses — against a realistic playbook: for each category of `<dir>/clauses.jsonl`, three
 * annotated clauses of OTHER contracts as its preferred, acceptable and unacceptable guidelines, chosen
 * in a seeded order (see build-eval-playbook.ts). Figures are summed over seeds 1..N (default 5), so
 * that no lucky draw of guideline clauses decides them. Printed per contract and overall, targets beside:
 *   found      annotated clauses covered by a detected clause (≥ 50% of the annotation's words)
 *   right      of those found, the share whose covering clause was given the annotation's category (as its
 *              category or one it is also under)
 *   missing    of the categories the contract has, the share reported missing (missingCategories)
 *   furniture  of the detected clauses, the share holding a page number or running line of the PDF
 *   s/contract seconds per contract: extract + split + classify
 * and, to read them by: prec (of the categories given to clauses, the share lawyers gave them too; CUAD
 * leaves most clauses unannotated, so a category given there counts as wrong), unrep (categories the
 * contract lacks that are not reported missing), labels given per contract, and 1-cat (the best "right"
 * one category per clause would allow with this segmentation).
 *
 * Then the sample checks (eval-documents/sample-checks.ts): what must hold on these filings — clause
 * spans that tile every text, the 13-page licence read, split, classified and written to Word as its
 * paragraphs. A check that fails is printed and the run exits 1.
 *
 * The classifier's thresholds (classify-calibration.json) were calibrated on these same contracts, so
 * the figures with them are in-sample. The HELD-OUT block calibrates on all contracts but one, measures
 * that one, and repeats for each: the figure to trust. `--calibrate` also prints the constants fitted on
 * all contracts with the score weights (vocabulary evidence, clause-kind cues) that do best held out
 * (within FITNESS_TIE, the ones without vocabulary evidence, then the lowest cue weight), and the
 * evidence weight that does best for categories the kinds list does not know; `--write` stores them in
 * classify-calibration.json. `--beta` and `--missing-weight` change the objective (calibrate-classifier.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  calibrateClassifier,
  fMeasure,
  type TCalibrationDocument,
  type TCalibrationObjective,
} from '../src/engine/document/calibrate-classifier';
import calibrationFile from '../src/engine/document/classify-calibration.json';
import {
  chooseCategories,
  classifyClauses,
  combineScore,
  DEFAULT_CALIBRATION,
  missingCategories,
  scoreClauses,
  type TCategoryProfile,
  type TClassification,
  type TClassifyCalibration,
  type TClassifyOptions,
  type TScoreParts,
  type TScoreWeights,
  thresholdsOf,
  weightsFor,
} from '../src/engine/document/classify-clauses';
import { extractText } from '../src/engine/document/extract-text';
import { readClauseEvidence } from '../src/engine/document/read-clause-evidence';
import { splitClauses, type TClauseSpan } from '../src/engine/document/split-clauses';
import { buildEvalPlaybook, type TAnnotatedClause } from './eval-documents/build-eval-playbook';
import { containsFurniture, findPageFurniture } from './eval-documents/find-page-furniture';
import { matchAnnotations, type TAnnotation } from './eval-documents/match-annotations';
import { runSampleChecks } from './eval-documents/sample-checks';

const TARGETS = { found: 0.95, right: 0.9, missing: 0.1, furniture: 0.02 };
/**
 * A held-out Fβ this much below the best is as good. Among such weights, the ones without vocabulary
 * evidence are taken (reading every clause's terms is the dearest part of classifying), and of those the
 * lowest cue weight: CUAD's playbook of 38 narrow categories scores cues 0.8 to 1.2 alike, but in a
 * playbook of a few broad categories a heavier cue lets one passing mention outweigh a heading that
 * names the category (CORIO's "7.4 Product Warranty" fell out of Warranties at 1.1).
 */
const FITNESS_TIE = 0.005;
/** Score weights tried by --calibrate: vocabulary evidence × clause-kind cues. */
const EVIDENCE_WEIGHTS = [0, 0.1, 0.2, 0.3];
/**
 * Score weights tried for clause-kind cues: 0 to 1.2 in tenths. One cue at weight 1 gives half a score,
 * two three quarters; the grid reaches past the best weight found so far (the optimum had sat on its
 * former edge, 0.6).
 */
const CUE_WEIGHTS = Array.from({ length: 13 }, (_, i) => i / 10);

const args = process.argv.slice(2);
const dir =
  args.find(
    (arg, i) =>
      !arg.startsWith('--') && !['--seeds', '--beta', '--missing-weight'].includes(args[i - 1] ?? ''),
  ) ?? '../shared/data/cuad-dev';
if (!existsSync(join(dir, 'clauses.jsonl'))) {
  console.error(
    `No clauses.jsonl in ${dir}. Usage: tsx scripts/eval-documents.ts [dir, default ../shared/data/cuad-dev] [--seeds N] [--by-category] [--calibrate [--beta B] [--missing-weight W] [--write]]`,
  );
  process.exit(2);
}
const seedsArg = args.indexOf('--seeds');
const seedCount = seedsArg >= 0 ? Number(args[seedsArg + 1]) : 5;
const seeds = Array.from({ length: Math.max(1, seedCount || 1) }, (_, i) => i + 1);
const betaArg = args.indexOf('--beta');
const missingWeightArg = args.indexOf('--missing-weight');
const objective: TCalibrationObjective = {
  beta: betaArg >= 0 ? Number(args[betaArg + 1]) || calibrationFile.beta : calibrationFile.beta,
  missingWeight:
    missingWeightArg >= 0
      ? Number(args[missingWeightArg + 1]) || calibrationFile.missingWeight
      : calibrationFile.missingWeight,
};

const annotatedClauses = readFileSync(join(dir, 'clauses.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as TAnnotatedClause);
const categoryOrder = Object.keys(JSON.parse(readFileSync(join(dir, 'categories.json'), 'utf8')) as object);
const inPlaybook = new Set(annotatedClauses.map((clause) => clause.category));
const categories = categoryOrder.filter((name) => inPlaybook.has(name));

const contractsDir = join(dir, 'contracts');
const bases = readdirSync(contractsDir)
  .filter((name) => name.endsWith('.pdf'))
  .map((name) => name.replace(/\.pdf$/, ''))
  .filter(
    (base) => existsSync(join(contractsDir, `${base}.txt`)) && existsSync(join(contractsDir, `${base}.json`)),
  )
  .sort();

/** One contract, read once: its clauses, where its annotations fall, its page furniture, its playbooks. */
type TContract = {
  base: string;
  annotations: TAnnotation[];
  clauses: TClauseSpan[];
  matches: ReturnType<typeof matchAnnotations>;
  /** Per clause: the categories of the annotations it covers. */
  labels: string[][];
  present: string[];
  furnished: number;
  playbooks: TCategoryProfile[][];
  /** Per playbook: the parts of every clause's score for every category, combined per weights later. */
  parts: TScoreParts[][][];
  /** The same as if the kinds list knew no category's name. */
  partsWithoutKind: TScoreParts[][][];
  ms: { extract: number; split: number; classify: number };
};

const contracts: TContract[] = [];
for (const base of bases) {
  const meta = JSON.parse(readFileSync(join(contractsDir, `${base}.json`), 'utf8')) as {
    contract: string;
    annotations: TAnnotation[];
  };
  const annotations = meta.annotations.filter((annotation) => inPlaybook.has(annotation.category));
  const bytes = new Uint8Array(readFileSync(join(contractsDir, `${base}.pdf`)));
  const ownText = readFileSync(join(contractsDir, `${base}.txt`), 'utf8');

  let t0 = performance.now();
  const { text } = await extractText(bytes, 'pdf');
  const extract = performance.now() - t0;
  t0 = performance.now();
  const clauses = splitClauses(text);
  const split = performance.now() - t0;

  const furniture = await findPageFurniture(bytes);
  const matches = matchAnnotations(annotations, clauses);
  const labels = clauses.map((): string[] => []);
  for (const { annotation, clause } of matches) {
    const list = labels[clause];
    if (list && !list.includes(annotation.category)) list.push(annotation.category);
  }
  const playbooks = seeds.map((seed) =>
    buildEvalPlaybook(annotatedClauses, categories, { name: meta.contract, text: ownText }, seed),
  );
  let classify = 0;
  for (const playbook of playbooks) {
    t0 = performance.now();
    classifyClauses(clauses, playbook);
    classify += (performance.now() - t0) / playbooks.length;
  }
  const partsOf = (options: TClassifyOptions) =>
    playbooks.map((playbook) =>
      scoreClauses(clauses, playbook, { readEvidence: readClauseEvidence, ...options }).map((row) =>
        row.map((cell) => cell.parts),
      ),
    );
  contracts.push({
    base,
    annotations,
    clauses,
    matches,
    labels,
    present: [...new Set(annotations.map((annotation) => annotation.category))],
    furnished: clauses.filter((clause) => containsFurniture(clause.text, furniture)).length,
    playbooks,
    parts: partsOf({}),
    partsWithoutKind: partsOf({ kindOf: () => undefined }),
    ms: { extract, split, classify },
  });
}

/** Score tables per contract and seed, for one set of score weights (`withoutKind`: no name known). */
const scoreAll = (weights: TScoreWeights, withoutKind = false) =>
  contracts.map((contract) =>
    contract.playbooks.map(
      (playbook, seed): TCalibrationDocument => ({
        names: playbook.map((c) => c.name),
        scores: ((withoutKind ? contract.partsWithoutKind : contract.parts)[seed] ?? []).map((row) =>
          row.map((cell) => combineScore(cell, weights)),
        ),
        labels: contract.labels,
        present: contract.present,
      }),
    ),
  );

type TCounts = {
  annotations: number;
  found: number;
  right: number;
  ceiling: number;
  present: number;
  missed: number;
  absent: number;
  unreported: number;
  clauses: number;
  labelled: number;
  labelledRight: number;
  furniture: number;
};
const zero = (): TCounts => ({
  annotations: 0,
  found: 0,
  right: 0,
  ceiling: 0,
  present: 0,
  missed: 0,
  absent: 0,
  unreported: 0,
  clauses: 0,
  labelled: 0,
  labelledRight: 0,
  furniture: 0,
});
const addCounts = (into: TCounts, more: TCounts) => {
  for (const key of Object.keys(into) as (keyof TCounts)[]) into[key] += more[key];
  return into;
};

/** Every category a clause was given: its category and those it is also under. */
const categoriesOf = (c: TClassification | undefined) =>
  c?.category ? [c.category, ...(c.also ?? []).map((other) => other.category)] : [];

const perCategory = new Map<string, { found: number; right: number; total: number }>();

/** The measures of one contract under one seed's classifications. */
const measure = (contract: TContract, classes: TClassification[], tallyCategories = false): TCounts => {
  const counts = zero();
  const byClause = new Map<number, Map<string, number>>();
  for (const { annotation, clause } of contract.matches) {
    if (clause < 0) continue;
    const tally = byClause.get(clause) ?? new Map<string, number>();
    tally.set(annotation.category, (tally.get(annotation.category) ?? 0) + 1);
    byClause.set(clause, tally);
  }
  const majority = new Map(
    [...byClause].map(([clause, tally]) => [clause, [...tally].sort((a, b) => b[1] - a[1])[0]?.[0]]),
  );
  for (const { annotation, clause } of contract.matches) {
    const tallied = tallyCategories ? perCategory.get(annotation.category) : undefined;
    const stats = tallied ?? { found: 0, right: 0, total: 0 };
    stats.total += 1;
    counts.annotations += 1;
    if (clause >= 0) {
      stats.found += 1;
      counts.found += 1;
      if (majority.get(clause) === annotation.category) counts.ceiling += 1;
      if (categoriesOf(classes[clause]).includes(annotation.category)) {
        stats.right += 1;
        counts.right += 1;
      }
    }
    if (tallyCategories) perCategory.set(annotation.category, stats);
  }
  const missing = new Set(missingCategories(classes, categories));
  counts.present = contract.present.length;
  counts.missed = contract.present.filter((category) => missing.has(category)).length;
  counts.absent = categories.length - contract.present.length;
  counts.unreported = categories.filter(
    (category) => !contract.present.includes(category) && !missing.has(category),
  ).length;
  counts.clauses = contract.clauses.length;
  classes.forEach((c, i) => {
    for (const category of categoriesOf(c)) {
      counts.labelled += 1;
      if (contract.labels[i]?.includes(category)) counts.labelledRight += 1;
    }
  });
  counts.furniture = contract.furnished;
  return counts;
};

const pct = (part: number, whole: number) =>
  whole === 0 ? '  –  ' : `${((100 * part) / whole).toFixed(1)}%`.padStart(6);
const n = seeds.length;
const header = `${'contract'.padEnd(40)} ${'annot'.padStart(5)} ${'found'.padStart(6)} ${'right'.padStart(6)} ${'missing'.padStart(7)} ${'furnit'.padStart(6)} ${'s/contr'.padStart(7)} │ ${'prec'.padStart(6)} ${'unrep'.padStart(6)} ${'clauses'.padStart(7)} ${'labels'.padStart(7)} ${'1-cat'.padStart(6)}  extract/split/classify s`;
const row = (name: string, c: TCounts, ms?: TContract['ms'], contractsCount = 1) => {
  const timing = ms
    ? `${((ms.extract + ms.split + ms.classify) / 1000 / contractsCount).toFixed(2).padStart(7)}`
    : ''.padStart(7);
  const stages = ms
    ? [ms.extract, ms.split, ms.classify].map((v) => (v / 1000 / contractsCount).toFixed(2)).join(' / ')
    : '';
  return `${name.slice(0, 40).padEnd(40)} ${String(c.annotations / n).padStart(5)} ${pct(c.found, c.annotations)} ${pct(c.right, c.found)} ${pct(c.missed, c.present).padStart(7)} ${pct(c.furniture, c.clauses)} ${timing} │ ${pct(c.labelledRight, c.labelled)} ${pct(c.unreported, c.absent)} ${String(c.clauses / n).padStart(7)} ${(c.labelled / n).toFixed(1).padStart(7)} ${pct(c.ceiling, c.found)}  ${stages}`;
};
const targetRow = `${'TARGET'.padEnd(40)} ${''.padStart(5)} ${`≥${TARGETS.found * 100}%`.padStart(6)} ${`≥${TARGETS.right * 100}%`.padStart(6)} ${`≤${TARGETS.missing * 100}%`.padStart(7)} ${`≤${TARGETS.furniture * 100}%`.padStart(6)}`;
const verdict = (c: TCounts) => {
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return `found ${met(c.found >= TARGETS.found * c.annotations)} · right ${met(c.right >= TARGETS.right * c.found)} · missing ${met(c.missed <= TARGETS.missing * c.present)} · furniture ${met(c.furniture <= TARGETS.furniture * c.clauses)}`;
};

/**
 * Held out: for each contract, calibrate on all the others and classify it with those thresholds. With
 * `withoutKind`, as if no category name were in the kinds list (the tables scored without cues).
 */
const heldOut = (tables: TCalibrationDocument[][], weights: TScoreWeights, withoutKind = false) =>
  contracts.map((contract, i) => {
    const others = tables.filter((_, k) => k !== i).flat();
    const thresholds = calibrateClassifier(others, objective, weights);
    const calibration = { ...thresholds, withoutKind: thresholds };
    const counts = zero();
    for (const table of tables[i] ?? []) {
      const unknown = table.names.map(() => withoutKind);
      // As classifyClauses does: the execution block gets no category.
      const chosen = chooseCategories(table.scores, table.names, calibration, unknown).map((c, k) =>
        contract.clauses[k]?.execution ? { category: null, score: 0 } : c,
      );
      addCounts(counts, measure(contract, chosen));
    }
    return { contract, calibration, counts };
  });

console.log(
  `${contracts.length} contracts with full text, ${categories.length} categories, playbooks from other contracts' clauses, seeds ${seeds.join(',')}`,
);
console.log(
  `calibration: minScore ${DEFAULT_CALIBRATION.minScore}, minMargin ${DEFAULT_CALIBRATION.minMargin}, labelScore ${DEFAULT_CALIBRATION.labelScore}, presenceScore ${DEFAULT_CALIBRATION.presenceScore}, evidenceWeight ${DEFAULT_CALIBRATION.evidenceWeight}, cueWeight ${DEFAULT_CALIBRATION.cueWeight} (β ${objective.beta})\n`,
);
console.log(header);
const overall = zero();
const overallMs = { extract: 0, split: 0, classify: 0 };
for (const contract of contracts) {
  const counts = zero();
  for (const playbook of contract.playbooks) {
    addCounts(counts, measure(contract, classifyClauses(contract.clauses, playbook), true));
  }
  console.log(row(contract.base, counts, contract.ms));
  addCounts(overall, counts);
  for (const stage of ['extract', 'split', 'classify'] as const) overallMs[stage] += contract.ms[stage];
}
console.log(row('OVERALL (calibration in-sample)', overall, overallMs, Math.max(1, contracts.length)));
console.log(targetRow);
console.log(verdict(overall));

const shippedWeights = weightsFor(DEFAULT_CALIBRATION, true);
const tables = scoreAll(shippedWeights);
console.log('\nHELD-OUT: each contract classified with thresholds calibrated on the others');
console.log(header);
const heldOverall = zero();
for (const { contract, calibration, counts } of heldOut(tables, shippedWeights)) {
  console.log(
    `${row(contract.base, counts)} min ${calibration.minScore}/${calibration.minMargin} label ${calibration.labelScore} presence ${calibration.presenceScore}`,
  );
  addCounts(heldOverall, counts);
}
console.log(row('OVERALL (held out)', heldOverall));
console.log(targetRow);
console.log(verdict(heldOverall));

// A playbook whose category names the kinds list does not know is classified without cues.
const withoutKindWeights = weightsFor(DEFAULT_CALIBRATION, false);
const heldWithoutKind = zero();
for (const { counts } of heldOut(scoreAll(withoutKindWeights, true), withoutKindWeights, true)) {
  addCounts(heldWithoutKind, counts);
}
console.log(row('OVERALL (held out, names not in the kinds list)', heldWithoutKind));

console.log(
  [
    '',
    'found      annotated clauses covered ≥ 50% (words) by one detected clause',
    'right      of those found, share whose clause was given the annotated category (or is also under it)',
    'missing    of the categories a contract has, share reported missing',
    'furnit     detected clauses holding a page number, running header/footer or EDGAR marker of the PDF',
    's/contr    seconds per contract, extract + split + classify',
    'prec       of the categories given to clauses, share lawyers gave them too',
    'unrep      of the categories a contract lacks, share not reported missing',
    'labels     categories given to clauses (mean over seeds)',
    '1-cat      best possible "right" with one category per clause and this segmentation',
  ].join('\n'),
);

// The checks on these filings that were engine unit tests: a failed one makes the run exit 1.
const sampleChecks = await runSampleChecks(dir);
const failedChecks = sampleChecks.filter((check) => !check.holds);
console.log(`\nsample checks: ${sampleChecks.length - failedChecks.length} of ${sampleChecks.length} hold`);
for (const check of failedChecks) console.log(`  ✗ ${check.name}`);
if (failedChecks.length > 0) process.exitCode = 1;

if (args.includes('--by-category')) {
  console.log('\nby category (annotations × seeds, found, right of found; shipped calibration):');
  for (const [category, stats] of [...perCategory].sort((a, b) => b[1].total - a[1].total)) {
    console.log(
      `  ${category.padEnd(36)} ${String(stats.total).padStart(4)} ${pct(stats.found, stats.total)} ${pct(stats.right, stats.found)}`,
    );
  }
}

/**
 * Fβ of held-out labelling: precision over the categories given, recall over the annotations found (the
 * "right" figure) — calibration counts recall over clause–category pairs, which differ only where one
 * clause holds two annotations of one category.
 */
const heldOutFitness = (held: TCounts) =>
  fMeasure(
    held.labelled === 0 ? 0 : held.labelledRight / held.labelled,
    held.found === 0 ? 0 : held.right / held.found,
    objective.beta,
  );

if (args.includes('--calibrate')) {
  /**
   * The weights of `candidates` that label best held out (Fβ), ties (FITNESS_TIE) going to those without
   * vocabulary evidence, then to the lowest cue weight. `withoutKind`: as if no category name were in the
   * kinds list.
   */
  const chooseWeights = (candidates: TScoreWeights[], withoutKind: boolean) => {
    const tried = candidates.map((weights) => {
      const held = zero();
      for (const { counts } of heldOut(scoreAll(weights, withoutKind), weights, withoutKind))
        addCounts(held, counts);
      const fitness = heldOutFitness(held);
      console.log(
        `${withoutKind ? 'no kinds: ' : ''}evidence ${weights.evidenceWeight}, cues ${weights.cueWeight}: held-out F${objective.beta} ${fitness.toFixed(3)} (right ${pct(held.right, held.found)}, missing ${pct(held.missed, held.present)}, prec ${pct(held.labelledRight, held.labelled)})`,
      );
      return { weights, fitness, held };
    });
    const best = Math.max(...tried.map((entry) => entry.fitness));
    const good = tried.filter((entry) => entry.fitness >= best - FITNESS_TIE);
    const withoutEvidence = good.filter((entry) => entry.weights.evidenceWeight === 0);
    return (withoutEvidence.length > 0 ? withoutEvidence : good).reduce((a, b) =>
      b.weights.cueWeight < a.weights.cueWeight ||
      (b.weights.cueWeight === a.weights.cueWeight && b.fitness > a.fitness)
        ? b
        : a,
    );
  };
  const chosen = chooseWeights(
    EVIDENCE_WEIGHTS.flatMap((evidenceWeight) =>
      CUE_WEIGHTS.map((cueWeight) => ({ evidenceWeight, cueWeight })),
    ),
    false,
  );
  const chosenWithoutKind = chooseWeights(
    EVIDENCE_WEIGHTS.map((evidenceWeight) => ({ evidenceWeight, cueWeight: 0 })),
    true,
  );
  const fitted = calibrateClassifier(scoreAll(chosen.weights).flat(), objective, chosen.weights);
  const fittedWithoutKind = calibrateClassifier(
    scoreAll(chosenWithoutKind.weights, true).flat(),
    objective,
    chosenWithoutKind.weights,
  );
  const calibration: TClassifyCalibration = {
    ...thresholdsOf(fitted),
    evidenceWeight: fitted.evidenceWeight,
    cueWeight: fitted.cueWeight,
    withoutKind: { ...thresholdsOf(fittedWithoutKind), evidenceWeight: fittedWithoutKind.evidenceWeight },
  };
  const share = (part: number, whole: number) =>
    whole === 0 ? null : Math.round((1000 * part) / whole) / 1000;
  const heldOutShares = (held: TCounts) => ({
    right: share(held.right, held.found),
    missing: share(held.missed, held.present),
    precision: share(held.labelledRight, held.labelled),
    unreported: share(held.unreported, held.absent),
  });
  const file = {
    about: calibrationFile.about,
    beta: objective.beta,
    missingWeight: objective.missingWeight,
    ...calibration,
    calibratedOn: `${basename(dir)}: ${contracts.length} contracts × ${seeds.length} seeds, ${new Date().toISOString().slice(0, 10)}`,
    heldOut: heldOutShares(chosen.held),
    heldOutWithoutKind: heldOutShares(chosenWithoutKind.held),
  };
  console.log(`\ncalibrated on all ${contracts.length} contracts:\n${JSON.stringify(file, null, 2)}`);
  if (args.includes('--write')) {
    const target = new URL('../src/engine/document/classify-calibration.json', import.meta.url);
    writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
    console.log(`written to ${target.pathname}`);
  }
}
