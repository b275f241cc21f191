/**
 * Measures document review on CUAD-style data: `tsx scripts/eval-documents.ts <dir>`.
 *
 * For each `<dir>/contracts/NN_name.pdf` (with `NN_name.json` holding the lawyers' annotations) it runs
 * the real pipeline — extractText → splitClauses → classifyClauses — against a playbook built from
 * `<dir>/categories.json` (categories with `in_clauses_jsonl: true`; each category's description is
 * its guideline text at all three levels) and prints, per contract and overall:
 *   found    annotated clauses covered by a detected clause (≥ 50% of the annotation's words, compared
 *            as normalised word multisets: PDF text and the annotated .txt differ in layout),
 *   right    of those found, the share whose covering clause was given the annotation's category,
 *   ceiling  the best "right" a one-category-per-clause answer could reach with this segmentation
 *            (each clause labelled with the category most of its annotations carry),
 *   clause   of the detected clauses that cover annotations, the share given one of their annotated
 *            categories (one label per clause, so this is the fairer measure of the classifier),
 *   tight    of the annotations found, the share making up ≥ 20% of the covering clause's words (how
 *            close segmentation comes to the lawyers' spans; CUAD often annotates single sentences),
 *   missing  categories the contract has that no clause was given (the "missing categories" list
 *            would wrongly report them), and categories given that the contract lacks,
 *   seconds  per contract for extract / split / classify.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyClauses, type TCategoryProfile } from '../src/engine/document/classify-clauses';
import { extractText } from '../src/engine/document/extract-text';
import { splitClauses, type TClauseSpan } from '../src/engine/document/split-clauses';

type TAnnotation = { category: string; start: number; end: number; text: string };
type TCategoryInfo = { description: string; in_clauses_jsonl: boolean };

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: tsx scripts/eval-documents.ts <dir>');
  process.exit(2);
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const multiset = (text: string) => {
  const counts = new Map<string, number>();
  for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};

/** Share of the annotation's words (with multiplicity) that the clause contains. */
const covered = (annotation: Map<string, number>, size: number, clause: Map<string, number>) => {
  let shared = 0;
  for (const [word, count] of annotation) shared += Math.min(count, clause.get(word) ?? 0);
  return size === 0 ? 0 : shared / size;
};

const categoriesInfo = JSON.parse(readFileSync(join(dir, 'categories.json'), 'utf8')) as Record<
  string,
  TCategoryInfo
>;
const playbook: TCategoryProfile[] = Object.entries(categoriesInfo)
  .filter(([, info]) => info.in_clauses_jsonl)
  .map(([name, info]) => ({
    name,
    guidelines: { preferred: info.description, acceptable: info.description, unacceptable: info.description },
  }));
const inPlaybook = new Set(playbook.map((category) => category.name));

const contractsDir = join(dir, 'contracts');
const files = readdirSync(contractsDir)
  .filter((name) => name.endsWith('.pdf'))
  .sort();

const pct = (part: number, whole: number) =>
  whole === 0 ? '  –  ' : `${((100 * part) / whole).toFixed(1)}%`.padStart(6);
const secs = (ms: number) => (ms / 1000).toFixed(2);

const totals = {
  annotations: 0,
  found: 0,
  right: 0,
  ceiling: 0,
  tight: 0,
  annotatedClauses: 0,
  clauseRight: 0,
  clauses: 0,
  labelled: 0,
  present: 0,
  missed: 0,
  extra: 0,
};
const times = { extract: 0, split: 0, classify: 0 };
const perCategory = new Map<string, { found: number; right: number; total: number }>();

console.log(
  `${'contract'.padEnd(44)} ${'annot'.padStart(5)} ${'found'.padStart(6)} ${'tight'.padStart(6)} ${'right'.padStart(6)} ${'ceil'.padStart(6)} ${'clause'.padStart(6)} ${'clauses'.padStart(7)} ${'labelled'.padStart(8)} ${'missed'.padStart(6)} ${'extra'.padStart(5)}  extract/split/classify s`,
);
for (const file of files) {
  const base = file.replace(/\.pdf$/, '');
  const meta = JSON.parse(readFileSync(join(contractsDir, `${base}.json`), 'utf8')) as {
    annotations: TAnnotation[];
  };
  const annotations = meta.annotations.filter((annotation) => inPlaybook.has(annotation.category));
  const bytes = new Uint8Array(readFileSync(join(contractsDir, file)));

  let t0 = performance.now();
  const { text } = await extractText(bytes, 'pdf');
  const extractMs = performance.now() - t0;
  t0 = performance.now();
  const clauses = splitClauses(text);
  const splitMs = performance.now() - t0;
  t0 = performance.now();
  const classes = classifyClauses(clauses, playbook);
  const classifyMs = performance.now() - t0;
  times.extract += extractMs;
  times.split += splitMs;
  times.classify += classifyMs;

  const clauseSets = clauses.map((clause) => multiset(clause.text));
  const matches = annotations.map((annotation) => {
    const set = multiset(annotation.text);
    const size = words(annotation.text).length;
    let best = -1;
    let bestCover = 0;
    clauseSets.forEach((clauseSet, i) => {
      const cover = covered(set, size, clauseSet);
      if (cover > bestCover) {
        bestCover = cover;
        best = i;
      }
    });
    const tight = best >= 0 && size >= 0.2 * words((clauses[best] as TClauseSpan).text).length;
    return { annotation, clause: bestCover >= 0.5 ? best : -1, tight };
  });

  // The one-label ceiling: each clause's most frequent annotated category.
  const byClause = new Map<number, Map<string, number>>();
  for (const { annotation, clause } of matches) {
    if (clause < 0) continue;
    const counts = byClause.get(clause) ?? new Map<string, number>();
    counts.set(annotation.category, (counts.get(annotation.category) ?? 0) + 1);
    byClause.set(clause, counts);
  }
  const majority = new Map(
    [...byClause].map(([clause, counts]) => [clause, [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]]),
  );

  let found = 0;
  let right = 0;
  let ceiling = 0;
  let tightCount = 0;
  for (const { annotation, clause, tight } of matches) {
    const stats = perCategory.get(annotation.category) ?? { found: 0, right: 0, total: 0 };
    stats.total += 1;
    if (clause >= 0) {
      found += 1;
      stats.found += 1;
      if (classes[clause]?.category === annotation.category) {
        right += 1;
        stats.right += 1;
      }
      if (majority.get(clause) === annotation.category) ceiling += 1;
      if (tight) tightCount += 1;
    }
    perCategory.set(annotation.category, stats);
  }
  const present = new Set(annotations.map((annotation) => annotation.category));
  const given = new Set(classes.map((c) => c.category).filter((c): c is string => c !== null));
  const missed = [...present].filter((category) => !given.has(category)).length;
  const extra = [...given].filter((category) => !present.has(category)).length;
  const labelled = classes.filter((c) => c.category !== null).length;
  const clauseRight = [...byClause].filter(([clause, counts]) =>
    counts.has(classes[clause]?.category ?? ''),
  ).length;

  totals.annotations += annotations.length;
  totals.found += found;
  totals.right += right;
  totals.ceiling += ceiling;
  totals.tight += tightCount;
  totals.annotatedClauses += byClause.size;
  totals.clauseRight += clauseRight;
  totals.clauses += clauses.length;
  totals.labelled += labelled;
  totals.present += present.size;
  totals.missed += missed;
  totals.extra += extra;
  console.log(
    `${base.slice(0, 44).padEnd(44)} ${String(annotations.length).padStart(5)} ${pct(found, annotations.length)} ${pct(tightCount, found)} ${pct(right, found)} ${pct(ceiling, found)} ${pct(clauseRight, byClause.size)} ${String(clauses.length).padStart(7)} ${String(labelled).padStart(8)} ${`${missed}/${present.size}`.padStart(6)} ${String(extra).padStart(5)}  ${secs(extractMs)} / ${secs(splitMs)} / ${secs(classifyMs)}`,
  );
}

const n = files.length || 1;
console.log(
  `${'OVERALL'.padEnd(44)} ${String(totals.annotations).padStart(5)} ${pct(totals.found, totals.annotations)} ${pct(totals.tight, totals.found)} ${pct(totals.right, totals.found)} ${pct(totals.ceiling, totals.found)} ${pct(totals.clauseRight, totals.annotatedClauses)} ${String(totals.clauses).padStart(7)} ${String(totals.labelled).padStart(8)} ${`${totals.missed}/${totals.present}`.padStart(6)} ${String(totals.extra).padStart(5)}  ${secs(times.extract / n)} / ${secs(times.split / n)} / ${secs(times.classify / n)} (mean)`,
);
console.log(
  [
    '',
    'found   annotated clauses covered ≥ 50% (words) by one detected clause',
    'tight   of those, share making up ≥ 20% of the covering clause',
    'right   of those found, share whose clause was given the annotated category',
    'ceil    best possible "right" with one category per clause',
    'clause  of detected clauses covering annotations, share given one of their annotated categories',
    'missed  categories present but given to no clause (wrongly reported missing)',
    'extra   categories given to a clause but not annotated in the contract',
  ].join('\n'),
);
if (process.argv.includes('--by-category')) {
  console.log('\nby category (found / right of found / total):');
  for (const [category, stats] of [...perCategory].sort((a, b) => b[1].total - a[1].total)) {
    console.log(
      `  ${category.padEnd(36)} ${String(stats.total).padStart(4)} ${pct(stats.found, stats.total)} ${pct(stats.right, stats.found)}`,
    );
  }
}
