/**
 * Measures document review on CUAD-style data: `tsx scripts/eval-documents.ts <dir> [--seeds N]
 * [--by-category]`.
 *
 * Every contract of `<dir>/contracts` with full text (`NN_name.pdf`, `.txt` and `.json` holding the
 * lawyers' annotations) goes through the real pipeline — extractText → splitClauses →
 * classifyClauses — against a realistic playbook: for each category of `<dir>/clauses.jsonl`, three
 * annotated clauses of OTHER contracts as its preferred, acceptable and unacceptable guidelines, chosen
 * in a seeded order (see build-eval-playbook.ts). Figures are averaged over seeds 1..N (default 5), so
 * that no lucky draw of guideline clauses decides them. Printed per contract and overall, targets beside:
 *   found      annotated clauses covered by a detected clause (≥ 50% of the annotation's words)
 *   right      of those found, the share whose covering clause was given the annotation's category
 *   missing    of the categories the contract has, the share reported missing (given to no clause)
 *   furniture  of the detected clauses, the share holding a page number or running line of the PDF
 *   s/contract seconds per contract: extract + split + classify
 * and, to read them by: ceil (the best "right" one category per clause allows with this segmentation),
 * tight (found annotations making up ≥ 20% of their clause), labelled clauses, extra (categories given
 * that the contract does not have: a missing category that would go unreported).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyClauses } from '../src/engine/document/classify-clauses';
import { extractText } from '../src/engine/document/extract-text';
import { splitClauses } from '../src/engine/document/split-clauses';
import { buildEvalPlaybook, type TAnnotatedClause } from './eval-documents/build-eval-playbook';
import { containsFurniture, findPageFurniture } from './eval-documents/find-page-furniture';
import { matchAnnotations, type TAnnotation } from './eval-documents/match-annotations';

const TARGETS = { found: 0.95, right: 0.9, missing: 0.1, furniture: 0.02 };

const args = process.argv.slice(2);
const dir = args.find((arg) => !arg.startsWith('--'));
if (!dir) {
  console.error('Usage: tsx scripts/eval-documents.ts <dir> [--seeds N] [--by-category]');
  process.exit(2);
}
const seedsArg = args.indexOf('--seeds');
const seedCount = seedsArg >= 0 ? Number(args[seedsArg + 1]) : 5;
const seeds = Array.from({ length: Math.max(1, seedCount || 1) }, (_, i) => i + 1);

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

const pct = (part: number, whole: number) =>
  whole === 0 ? '  –  ' : `${((100 * part) / whole).toFixed(1)}%`.padStart(6);

type TCounts = {
  annotations: number;
  found: number;
  tight: number;
  right: number;
  ceiling: number;
  present: number;
  missed: number;
  extra: number;
  clauses: number;
  labelled: number;
  furniture: number;
  ms: { extract: number; split: number; classify: number };
};
const zero = (): TCounts => ({
  annotations: 0,
  found: 0,
  tight: 0,
  right: 0,
  ceiling: 0,
  present: 0,
  missed: 0,
  extra: 0,
  clauses: 0,
  labelled: 0,
  furniture: 0,
  ms: { extract: 0, split: 0, classify: 0 },
});

const perCategory = new Map<string, { found: number; right: number; total: number }>();
const rows: { name: string; counts: TCounts }[] = [];

for (const base of bases) {
  const meta = JSON.parse(readFileSync(join(contractsDir, `${base}.json`), 'utf8')) as {
    contract: string;
    annotations: TAnnotation[];
  };
  const annotations = meta.annotations.filter((annotation) => inPlaybook.has(annotation.category));
  const bytes = new Uint8Array(readFileSync(join(contractsDir, `${base}.pdf`)));
  const ownText = readFileSync(join(contractsDir, `${base}.txt`), 'utf8');
  const counts = zero();

  let t0 = performance.now();
  const { text } = await extractText(bytes, 'pdf');
  counts.ms.extract = performance.now() - t0;
  t0 = performance.now();
  const clauses = splitClauses(text);
  counts.ms.split = performance.now() - t0;

  const furniture = await findPageFurniture(bytes);
  const matches = matchAnnotations(annotations, clauses);
  const byClause = new Map<number, Map<string, number>>();
  for (const { annotation, clause } of matches) {
    if (clause < 0) continue;
    const tally = byClause.get(clause) ?? new Map<string, number>();
    tally.set(annotation.category, (tally.get(annotation.category) ?? 0) + 1);
    byClause.set(clause, tally);
  }
  const majority = new Map(
    [...byClause].map(([clause, tally]) => [clause, [...tally].sort((a, b) => b[1] - a[1])[0]?.[0]]),
  );
  const present = new Set(annotations.map((annotation) => annotation.category));

  for (const seed of seeds) {
    const playbook = buildEvalPlaybook(
      annotatedClauses,
      categories,
      { name: meta.contract, text: ownText },
      seed,
    );
    t0 = performance.now();
    const classes = classifyClauses(clauses, playbook);
    counts.ms.classify += (performance.now() - t0) / seeds.length;

    for (const { annotation, clause, tight } of matches) {
      const stats = perCategory.get(annotation.category) ?? { found: 0, right: 0, total: 0 };
      stats.total += 1;
      counts.annotations += 1;
      if (clause >= 0) {
        stats.found += 1;
        counts.found += 1;
        if (tight) counts.tight += 1;
        if (majority.get(clause) === annotation.category) counts.ceiling += 1;
        if (classes[clause]?.category === annotation.category) {
          stats.right += 1;
          counts.right += 1;
        }
      }
      perCategory.set(annotation.category, stats);
    }
    const given = new Set(classes.flatMap((c) => (c.category === null ? [] : [c.category])));
    counts.present += present.size;
    counts.missed += [...present].filter((category) => !given.has(category)).length;
    counts.extra += [...given].filter((category) => !present.has(category)).length;
    counts.clauses += clauses.length;
    counts.labelled += classes.filter((c) => c.category !== null).length;
    counts.furniture += clauses.filter((clause) => containsFurniture(clause.text, furniture)).length;
  }
  rows.push({ name: base, counts });
}

const header = `${'contract'.padEnd(40)} ${'annot'.padStart(5)} ${'found'.padStart(6)} ${'right'.padStart(6)} ${'missing'.padStart(7)} ${'furnit'.padStart(6)} ${'s/contr'.padStart(7)} │ ${'ceil'.padStart(6)} ${'tight'.padStart(6)} ${'clauses'.padStart(7)} ${'labelled'.padStart(8)} ${'extra'.padStart(5)}  extract/split/classify s`;
const n = seeds.length;
const line = (name: string, c: TCounts, contracts: number) => {
  const seconds = (c.ms.extract + c.ms.split + c.ms.classify) / 1000 / contracts;
  return `${name.slice(0, 40).padEnd(40)} ${String(c.annotations / n).padStart(5)} ${pct(c.found, c.annotations)} ${pct(c.right, c.found)} ${pct(c.missed, c.present).padStart(7)} ${pct(c.furniture, c.clauses)} ${seconds.toFixed(2).padStart(7)} │ ${pct(c.ceiling, c.found)} ${pct(c.tight, c.found)} ${String(c.clauses / n).padStart(7)} ${(c.labelled / n).toFixed(1).padStart(8)} ${(c.extra / n).toFixed(1).padStart(5)}  ${[c.ms.extract, c.ms.split, c.ms.classify].map((ms) => (ms / 1000 / contracts).toFixed(2)).join(' / ')}`;
};

console.log(
  `${bases.length} contracts with full text, ${categories.length} categories, playbooks from other contracts' clauses, seeds ${seeds.join(',')}\n`,
);
console.log(header);
const overall = zero();
for (const { name, counts } of rows) {
  console.log(line(name, counts, 1));
  for (const key of Object.keys(overall) as (keyof TCounts)[]) {
    if (key === 'ms')
      for (const stage of ['extract', 'split', 'classify'] as const) overall.ms[stage] += counts.ms[stage];
    else overall[key] += counts[key];
  }
}
console.log(line('OVERALL', overall, Math.max(1, rows.length)));
console.log(
  `${'TARGET'.padEnd(40)} ${''.padStart(5)} ${`≥${TARGETS.found * 100}%`.padStart(6)} ${`≥${TARGETS.right * 100}%`.padStart(6)} ${`≤${TARGETS.missing * 100}%`.padStart(7)} ${`≤${TARGETS.furniture * 100}%`.padStart(6)}`,
);
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log(
  `\nfound ${met(overall.found >= TARGETS.found * overall.annotations)} · right ${met(overall.right >= TARGETS.right * overall.found)} · missing ${met(overall.missed <= TARGETS.missing * overall.present)} · furniture ${met(overall.furniture <= TARGETS.furniture * overall.clauses)}`,
);
console.log(
  [
    '',
    'found      annotated clauses covered ≥ 50% (words) by one detected clause',
    'right      of those found, share whose clause was given the annotated category',
    'missing    of the categories a contract has, share given to no clause (wrongly reported missing)',
    'furnit     detected clauses holding a page number, running header/footer or EDGAR marker of the PDF',
    's/contr    seconds per contract, extract + split + classify',
    'ceil       best possible "right" with one category per clause and this segmentation',
    'tight      of the annotations found, share making up ≥ 20% of the covering clause',
    'labelled   clauses given a category (mean over seeds)',
    'extra      categories given to a clause but not annotated in the contract (mean over seeds)',
  ].join('\n'),
);
if (args.includes('--by-category')) {
  console.log('\nby category (annotations × seeds, found, right of found):');
  for (const [category, stats] of [...perCategory].sort((a, b) => b[1].total - a[1].total)) {
    console.log(
      `  ${category.padEnd(36)} ${String(stats.total).padStart(4)} ${pct(stats.found, stats.total)} ${pct(stats.right, stats.found)}`,
    );
  }
}
