/**
 * The engine's guard while its code moves: `npm run sweep:engine -- [--out sweep.json] [--compare old.json]
 * [--all] [--data <dir>]`. Runs the built-in engine over
 *
 * - every clause of cuad-dev (clauses.jsonl) under the demo playbook (src/server/seed/demo-playbook.ts):
 *   under the categories of both contract types that cover its CUAD category (TOPIC_CATEGORIES), or with
 *   `--all` under every category (18 times the runs, about ten minutes), and
 * - every rated clause of the ACORD train queries against the playbook eval:review builds from the
 *   query (preferred = the query and its best-rated clause, acceptable = a middle-rated one,
 *   unacceptable = the lowest-rated one),
 *
 * and writes, sorted and stable, each clause's verdict, reason, fit, term rows and rewrites. With
 * `--compare`, prints what differs from an earlier sweep — the trace fields of a term row (`topic`,
 * `rule`) aside — and exits 1 if anything does.
 *
 * The data folder defaults to `shared/data` beside the repository (its parent's `../shared/data`),
 * found from the repository root upwards, so a git worktree nested deeper finds it too.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinEngine } from '../src/engine/builtin/builtin-engine';
import type { TEvaluation, TGuidelines, TTermRow } from '../src/engine/types';
import { DEMO_PLAYBOOK } from '../src/server/seed/demo-playbook';
import { acordPlaybook, readAcordTrain, readJsonl } from './acord-train';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Fields of a term row that trace how it was decided; they may change without the answer changing. */
const TRACE_FIELDS = new Set(['topic', 'rule']);

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

/** `../shared/data` from the repository root, else from each folder above it. */
const findDataDir = () => {
  for (let dir = REPO_ROOT; ; dir = path.dirname(dir)) {
    const candidate = path.resolve(dir, '../shared/data');
    if (existsSync(path.join(candidate, 'cuad-dev'))) return candidate;
    if (path.dirname(dir) === dir) return path.resolve(REPO_ROOT, '../shared/data');
  }
};

type TCase = { id: string; category: string; contractType: string; clause: string; guidelines: TGuidelines };
type TClauseRow = { id: string; contract: string; category: string; text: string };

/** The demo playbook's categories a CUAD category's clauses are reviewed under (by name, in either contract type). */
const TOPIC_CATEGORIES: Record<string, string[]> = {
  'Limitation of Liability': [
    'Cap On Liability',
    'Uncapped Liability',
    'Liquidated Damages',
    'Insurance',
    'Covenant Not To Sue',
  ],
  Assignment: ['Anti-Assignment', 'Change Of Control', 'Rofr/Rofo/Rofn'],
  'Governing Law': ['Governing Law'],
  'Term and Termination': [
    'Renewal Term',
    'Expiration Date',
    'Effective Date',
    'Termination For Convenience',
    'Notice Period To Terminate Renewal',
    'Post-Termination Services',
  ],
  'Intellectual Property': [
    'Ip Ownership Assignment',
    'Joint Ip Ownership',
    'License Grant',
    'Non-Transferable License',
    'Irrevocable Or Perpetual License',
    'Affiliate License-Licensee',
    'Affiliate License-Licensor',
    'Unlimited/All-You-Can-Eat-License',
    'Source Code Escrow',
  ],
  Warranties: ['Warranty Duration'],
  'Payment Terms': [
    'Revenue/Profit Sharing',
    'Minimum Commitment',
    'Most Favored Nation',
    'Price Restrictions',
    'Volume Restriction',
    'Audit Rights',
  ],
  'Data Protection': ['Audit Rights'],
  Confidentiality: [
    'Exclusivity',
    'Non-Compete',
    'Competitive Restriction Exception',
    'No-Solicit Of Employees',
    'No-Solicit Of Customers',
    'Non-Disparagement',
    'Third Party Beneficiary',
  ],
  'Confidentiality Obligations': ['Non-Disparagement', 'Third Party Beneficiary'],
  Remedies: ['Exclusivity', 'Non-Compete', 'Liquidated Damages', 'Covenant Not To Sue'],
};

const reviewedUnder = (cuadCategory: string, category: string, all: boolean) =>
  all || (TOPIC_CATEGORIES[category] ?? []).includes(cuadCategory);

const cuadCases = (dataDir: string, all: boolean): TCase[] => {
  const clauses = readJsonl<TClauseRow>(path.join(dataDir, 'cuad-dev/clauses.jsonl'));
  const unmapped = new Set(
    clauses
      .map((clause) => clause.category)
      .filter((category) => !Object.values(TOPIC_CATEGORIES).some((names) => names.includes(category))),
  );
  if (unmapped.size > 0)
    throw new Error(`No demo category for the CUAD categories ${[...unmapped].join(', ')}`);
  return clauses.flatMap((clause) =>
    DEMO_PLAYBOOK.flatMap((type) =>
      type.categories
        .filter((category) => reviewedUnder(clause.category, category.name, all))
        .map((category) => ({
          id: `cuad/${clause.id}/${type.name}/${category.name}`,
          category: category.name,
          contractType: type.name,
          clause: clause.text,
          guidelines: category.guidelines,
        })),
    ),
  );
};

const acordCases = (dataDir: string): TCase[] => {
  const { queries, textOf } = readAcordTrain(dataDir);
  return queries.flatMap((query) => {
    if (query.rated.length < 3) return [];
    const { guidelines } = acordPlaybook(query, textOf);
    return query.rated.map((r) => ({
      id: `acord/${query.id}/${r.clause}`,
      category: query.text,
      contractType: 'Contract',
      clause: textOf(r.clause),
      guidelines,
    }));
  });
};

type TSweepRow = {
  level: string;
  reason: string;
  scores: unknown;
  terms: TTermRow[];
  preferred: string;
  acceptable: string;
  warnings?: unknown;
  notes?: unknown;
};

const rowOf = (evaluation: TEvaluation): TSweepRow => ({
  level: evaluation.assessment.level,
  reason: evaluation.assessment.reason,
  scores: evaluation.assessment.scores,
  terms: evaluation.assessment.terms ?? [],
  preferred: evaluation.preferred,
  acceptable: evaluation.acceptable,
  ...(evaluation.warnings && { warnings: evaluation.warnings }),
  ...(evaluation.notes && { notes: evaluation.notes }),
});

/** JSON with every object's keys sorted, so that two sweeps compare line by line. */
const stable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(stable)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, inner]) => [key, stable(inner)]),
        )
      : value;

const withoutTrace = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutTrace)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([key]) => !TRACE_FIELDS.has(key))
            .map(([key, inner]) => [key, withoutTrace(inner)]),
        )
      : value;

const sweep = async (dataDir: string) => {
  const cases = [...cuadCases(dataDir, process.argv.includes('--all')), ...acordCases(dataDir)];
  const result: Record<string, TSweepRow> = {};
  let done = 0;
  for (const { id, ...input } of cases) {
    if (id in result) continue;
    result[id] = rowOf(await builtinEngine.evaluate(input));
    done += 1;
    if (process.stderr.isTTY && done % 2000 === 0) process.stderr.write(`  ${done}/${cases.length}\r`);
  }
  return stable(Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : 1)))) as Record<
    string,
    TSweepRow
  >;
};

const compare = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const differences: string[] = [];
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = JSON.stringify(withoutTrace(before[id]));
    const now = JSON.stringify(withoutTrace(after[id]));
    if (old !== now)
      differences.push(`${id}\n  before: ${old?.slice(0, 600)}\n  after:  ${now?.slice(0, 600)}`);
  }
  return differences;
};

const started = Date.now();
const dataDir = path.resolve(option('data') ?? findDataDir());
const result = await sweep(dataDir);
const out = option('out');
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
const clauses = Object.keys(result).length;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const comparedTo = option('compare');
if (comparedTo) {
  const differences = compare(JSON.parse(readFileSync(comparedTo, 'utf8')), result);
  for (const difference of differences.slice(0, 50)) console.log(difference);
  console.log(
    `${clauses} clause runs, ${differences.length} differ from ${comparedTo} (trace fields aside), ${seconds} s`,
  );
  if (differences.length > 0) process.exit(1);
} else console.log(`${clauses} clause runs${out ? ` written to ${out}` : ''}, ${seconds} s`);
