/**
 * Document review timings for a long contract: `npx tsx bench/document.bench.ts`. Builds a ~50-page
 * contract from the CUAD sample's PDFs (pages are counted by the PDFs' own page counts) and times each
 * stage of the built-in pipeline: PDF text extraction (per page), splitting, classification against the
 * demo MSA playbook, evaluation with redlines of every categorised clause, and placing the rewrites in
 * the whole contract (decision 016), and writing the Word file with every preferred rewrite as tracked
 * changes with its comment. Baseline, measured in the same run: one linear pass over the same text (content-word
 * tokenisation), so the ratios say how far each stage is from "read the text once".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { buildPlaybookPositions, builtinEngine, redline, type TPlaybookPositions } from '../src/engine';
import { contentWords } from '../src/engine/builtin/text-features';
import { classifyClauses } from '../src/engine/document/classify-clauses';
import { textToRedlineDocx } from '../src/engine/document/docx-redline';
import { explainChange } from '../src/engine/document/explain-change';
import { extractText } from '../src/engine/document/extract-text';
import { mirroredClauses } from '../src/engine/document/mirrored-clauses';
import { placeDocumentRewrites, unrelatedLevels } from '../src/engine/document/place-unrelated-rewrites';
import { splitClauses } from '../src/engine/document/split-clauses';
import { DEMO_PLAYBOOK } from '../src/server/seed/demo-playbook';

const DIR = path.resolve(process.argv[2] ?? '../shared/data/cuad-dev/contracts');
const TARGET_PAGES = 50;
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const time = async (fn: () => unknown | Promise<unknown>) => {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
};

const pdfs = readdirSync(DIR)
  .filter((name) => name.endsWith('.pdf'))
  .sort();
if (pdfs.length === 0) throw new Error(`No PDFs in ${DIR}`);

// Extract every sample PDF once, then repeat them until the text spans TARGET_PAGES pages.
let extractMs = 0;
let extractedPages = 0;
const texts: { text: string; pages: number }[] = [];
for (const name of pdfs) {
  const bytes = new Uint8Array(readFileSync(path.join(DIR, name)));
  const start = performance.now();
  const { text, pages = 1 } = await extractText(bytes, 'pdf');
  extractMs += performance.now() - start;
  extractedPages += pages;
  texts.push({ text, pages });
}
const parts: string[] = [];
let pages = 0;
for (let i = 0; pages < TARGET_PAGES; i += 1) {
  const next = texts[i % texts.length] as { text: string; pages: number };
  parts.push(next.text);
  pages += next.pages;
}
const contract = parts.join('\n\n');
const msa = DEMO_PLAYBOOK.find((c) => c.name === 'Master Services Agreement') ?? DEMO_PLAYBOOK[0];
if (!msa) throw new Error('demo playbook is empty');
const categories = msa.categories.map((c) => ({ name: c.name, guidelines: c.guidelines }));

const baselineMs = await time(() => contentWords(contract).length);
const spans = splitClauses(contract);
const splitMs = await time(() => splitClauses(contract));
const classifications = classifyClauses(spans, categories);
const classifyMs = await time(() => classifyClauses(spans, categories));
const categorised = spans.flatMap((span, i) => {
  const category = categories.find((c) => c.name === classifications[i]?.category);
  return category ? [{ span, category }] : [];
});
const evaluations = await Promise.all(
  categorised.map(({ span, category }) =>
    builtinEngine.evaluate({
      contractType: msa.name,
      category: category.name,
      clause: span.text,
      guidelines: category.guidelines,
    }),
  ),
);
const evaluateMs = await time(async () => {
  for (const { span, category } of categorised) {
    const result = await builtinEngine.evaluate({
      contractType: msa.name,
      category: category.name,
      clause: span.text,
      guidelines: category.guidelines,
    });
    redline(span.text, result.preferred);
    redline(span.text, result.acceptable);
  }
});
// Where the rewrites go in the whole contract (decision 016): each clause read once more, and the
// additions of each category's clauses compared; before the evaluation, the twins of one-sided clauses
// found (mirroredClauses, decision 029), timed here with them.
const positions = new Map(categories.map((c) => [c.name, buildPlaybookPositions(c.guidelines)]));
const placeMs = await time(() => {
  mirroredClauses(
    categorised.map(({ span, category }) => ({
      clause: span.text,
      category: category.name,
      positions: positions.get(category.name) as TPlaybookPositions,
      label: `clause #${span.index + 1}`,
    })),
  );
  return placeDocumentRewrites(
    categorised.map(({ span, category }, i) => ({
      clause: span.text,
      category: category.name,
      score: classifications[spans.indexOf(span)]?.score ?? 0,
      label: `clause #${span.index + 1}`,
      rewrites: { preferred: evaluations[i]?.preferred ?? '', acceptable: evaluations[i]?.acceptable ?? '' },
      unrelated: unrelatedLevels(span.text, positions.get(category.name) as TPlaybookPositions),
    })),
  );
});
// The Word file of the review: the whole contract as a DOCX with every preferred rewrite as tracked
// changes, each with its comment (the download of a PDF's review).
const wordMs = await time(() => {
  const wordChanges = categorised.flatMap(({ span }, i) => {
    const evaluation = evaluations[i];
    const revised = evaluation?.preferred;
    if (!evaluation || !revised || revised === span.text) return [];
    const { assessment } = evaluation;
    const comment = explainChange({ assessment, level: 'preferred', original: span.text, revised });
    return [{ original: span.text, revised, comment }];
  });
  return textToRedlineDocx(contract, wordChanges, { author: 'bench', date: new Date(0) });
});
const wordChanges = categorised.filter(
  ({ span }, i) => (evaluations[i]?.preferred ?? span.text) !== span.text,
);
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;

const words = contentWords(contract).length;
const row = (stage: string, ms: number) =>
  `${stage.padEnd(34)} ${ms.toFixed(1).padStart(10)} ${(ms / baselineMs).toFixed(1).padStart(9)}x`;
console.log(
  `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `contract: ${pages} pages (${pdfs.length} sample PDFs repeated), ${contract.length} chars, ${words} content words`,
);
console.log(
  `${spans.length} clauses, ${categorised.length} matched to ${categories.length} MSA categories\n`,
);
console.log(`${'stage'.padEnd(34)} ${'median ms'.padStart(10)} ${'ratio'.padStart(10)}`);
console.log(row('baseline: one tokenising pass', baselineMs));
console.log(row(`PDF extraction (${extractedPages} pages, once)`, extractMs));
console.log(row(`  per 50 pages`, (extractMs / extractedPages) * TARGET_PAGES));
console.log(row('split into clauses', splitMs));
console.log(row('classify (built-in)', classifyMs));
console.log(row(`evaluate + 2 redlines × ${categorised.length}`, evaluateMs));
console.log(row('place the rewrites in the contract', placeMs));
console.log(row(`Word file: ${wordChanges.length} rewrites, comments`, wordMs));
console.log(
  row(
    'total for 50 pages',
    (extractMs / extractedPages) * TARGET_PAGES + splitMs + classifyMs + evaluateMs + placeMs + wordMs,
  ),
);
console.log(`\nheap used after the run: ${heapMb.toFixed(0)} MB`);
