/**
 * Writes a sample of the built-in engine's rewrites for a blind read by a lawyer:
 * `npm run lawyer:sample -- [--contracts N] [--seed S] [--out file.md] [--data ../shared/data] [--reread K]`.
 *
 * It takes N contracts of cuad-dev/clauses.jsonl that no earlier read used (the five full contracts
 * under cuad-dev/contracts/ were the ground of earlier fixes, and every read is logged in
 * scripts/lawyer-reads.json), tests each annotated clause under the demo MSA category a lawyer would
 * test it under, and writes per clause the verdict, the reason and both rewrites as redlines, with
 * their status. The reader sees no engine internals. The log is appended only with --record.
 * `--reread K` takes the contracts of the log's K-th read again (1 = the first), to compare the engine
 * before and after a change on the same clauses; such a read is no longer blind and is never recorded.
 * `--unread-categories` samples the CUAD categories no earlier read sampled (UNREAD_CATEGORY_OF).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtinEngine } from '../src/engine/builtin/builtin-engine';
import { redline } from '../src/engine/redline';
import { partySpelling } from '../src/engine/terms/clause-spelling';
import type { TEvaluation } from '../src/engine/types';
import { DEMO_PLAYBOOK } from '../src/server/seed/demo-playbook';

/** The demo MSA category a lawyer would test a CUAD category's clause under. */
const MSA_CATEGORY_OF: Record<string, string> = {
  'Cap On Liability': 'Limitation of Liability',
  'Uncapped Liability': 'Limitation of Liability',
  'Anti-Assignment': 'Assignment',
  'Change Of Control': 'Assignment',
  'Governing Law': 'Governing Law',
  'Expiration Date': 'Term and Termination',
  'Renewal Term': 'Term and Termination',
  'Notice Period To Terminate Renewal': 'Term and Termination',
  'Termination For Convenience': 'Term and Termination',
  'Ip Ownership Assignment': 'Intellectual Property',
  'Joint Ip Ownership': 'Intellectual Property',
  'Warranty Duration': 'Warranties',
};

/**
 * CUAD categories that reads 1–6 never sampled, with the demo MSA category a lawyer would test them
 * under. `--unread-categories` samples only these: clauses no earlier read showed, from any contract
 * (contracts earlier reads used for other categories included, and said so in the log).
 */
const UNREAD_CATEGORY_OF: Record<string, string> = {
  'Post-Termination Services': 'Term and Termination',
  'Irrevocable Or Perpetual License': 'Intellectual Property',
};

const LOG = path.resolve('scripts/lawyer-reads.json');
/** `categories`: the CUAD categories the read sampled, where not those of MSA_CATEGORY_OF. */
type TRead = { date: string; commit: string; contracts: string[]; categories?: string[] };

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};

/** A small seeded generator, so that a sample can be drawn again. */
const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

type TClauseRow = { id: string; contract: string; category: string; text: string };

/** Letters and digits only, for matching a contract's name with its file's. */
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Contracts earlier reads used, and the full contracts earlier fixes were made on; with
 * `unreadCategories`, the contracts whose clauses of those categories a read already showed.
 */
const usedContracts = (dataDir: string, contracts: string[], unreadCategories: boolean) => {
  const reads: TRead[] = existsSync(LOG) ? JSON.parse(readFileSync(LOG, 'utf8')) : [];
  if (unreadCategories)
    return new Set(reads.filter((read) => read.categories).flatMap((read) => read.contracts));
  const folder = path.join(dataDir, 'cuad-dev/contracts');
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.txt'))
        .map((file) => squash(file.replace(/^\d+_/, '').replace(/\.txt$/, '')).slice(0, 24))
    : [];
  const used = new Set(
    contracts.filter((contract) => files.some((file) => squash(contract).startsWith(file))),
  );
  for (const read of reads) for (const contract of read.contracts) used.add(contract);
  return used;
};

const show = (original: string, rewrite: string) =>
  rewrite === original ? '(unchanged)' : redline(original, rewrite);

const describe = (clause: TClauseRow, category: string, result: TEvaluation) => {
  const lines = [
    `### ${clause.id} — tested as ${category} (CUAD: ${clause.category})`,
    '',
    `> ${clause.text.replace(/\n+/g, ' ')}`,
    '',
    `**Verdict:** ${result.assessment.level} — ${result.assessment.reason}`,
  ];
  for (const level of ['preferred', 'acceptable'] as const) {
    const status = result.status?.[level];
    const note = result.notes?.[level];
    const warnings = result.warnings?.[level];
    const judgment = result.judgment?.[level];
    lines.push(
      '',
      `**${level} rewrite**${status ? ` (${status})` : ''}: ${show(clause.text, result[level])}`,
    );
    if (judgment) {
      lines.push(`  - needs your judgment: ${judgment.reason}`);
      if (judgment.asks.length) lines.push(`  - the level asks: ${judgment.asks.join('; ')}`);
      lines.push(`  - suggestion: ${judgment.suggestion}`);
    }
    if (note) lines.push(`  - note: ${note}`);
    if (warnings?.length) lines.push(`  - warnings: ${warnings.join('; ')}`);
  }
  return lines.join('\n');
};

/** `wanted` contracts, drawn at random, that no earlier read used and that hold a clause a lawyer would test. */
const freshContracts = (
  names: string[],
  used: Set<string>,
  clauses: TClauseRow[],
  random: () => number,
  wanted: number,
  categoryOf: Record<string, string>,
) =>
  names
    .filter((contract) => !used.has(contract))
    .filter((contract) =>
      clauses.some((clause) => clause.contract === contract && categoryOf[clause.category]),
    )
    .map((contract) => ({ contract, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, wanted)
    .map(({ contract }) => contract);

/** The contracts of the log's `index`-th read (1-based). */
const earlierRead = (index: number) => {
  const reads: TRead[] = existsSync(LOG) ? JSON.parse(readFileSync(LOG, 'utf8')) : [];
  const read = reads[index - 1];
  if (!read) throw new Error(`The log has no read ${index} (it holds ${reads.length}).`);
  return read;
};

const main = async () => {
  const dataDir = path.resolve(option('data', '../shared/data'));
  const wanted = Number(option('contracts', '5'));
  const random = seeded(Number(option('seed', String(Date.now() % 100000))));
  const out = option('out', 'test-results/lawyer-sample.md');
  const msa = DEMO_PLAYBOOK.find((type) => type.name === 'Master Services Agreement');
  if (!msa) throw new Error('The demo playbook has no MSA.');
  const clauses = readJsonl<TClauseRow>(path.join(dataDir, 'cuad-dev/clauses.jsonl'));
  const names = [...new Set(clauses.map((clause) => clause.contract))];
  const reread = Number(option('reread', '0'));
  const earlier = reread ? earlierRead(reread) : undefined;
  const unread = earlier ? earlier.categories !== undefined : process.argv.includes('--unread-categories');
  const categoryOf = unread ? UNREAD_CATEGORY_OF : MSA_CATEGORY_OF;
  const used = usedContracts(dataDir, names, unread);
  const candidates = earlier?.contracts ?? freshContracts(names, used, clauses, random, wanted, categoryOf);
  const sections: string[] = [];
  let edits = 0;
  const statuses: Record<string, number> = {};
  for (const contract of candidates) {
    sections.push(`## ${contract}`);
    const ofContract = clauses.filter((row) => row.contract === contract);
    // As the document review spells "party" as the whole contract does, the sample spells it as the
    // contract's annotated clauses do (the whole text of these contracts is not in the data).
    const partyWord = partySpelling(ofContract.map((row) => row.text).join('\n'), true);
    for (const clause of ofContract) {
      const category = categoryOf[clause.category];
      const entry = msa.categories.find((row) => row.name === category);
      if (!category || !entry) continue;
      const result = await builtinEngine.evaluate({
        contractType: msa.name,
        category,
        clause: clause.text,
        guidelines: entry.guidelines,
        ...(partyWord && { partyWord }),
      });
      edits += Number(result.preferred !== clause.text) + Number(result.acceptable !== clause.text);
      for (const level of ['preferred', 'acceptable'] as const) {
        const status = result.status?.[level] ?? 'unknown';
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      sections.push(describe(clause, category, result));
    }
  }
  const playbook = msa.categories
    .filter((row) => Object.values(categoryOf).includes(row.name))
    .map((row) =>
      [
        `### ${row.name}`,
        `- preferred: ${row.guidelines.preferred}`,
        `- acceptable: ${row.guidelines.acceptable}`,
        `- unacceptable: ${row.guidelines.unacceptable}`,
      ].join('\n'),
    );
  const header = '# Rewrites for a blind read\n\nWe act for the customer. Redlines: ~~struck~~ **added**.';
  writeFileSync(out, [header, '## The playbook (demo MSA)', ...playbook, ...sections].join('\n\n'));
  console.log(`${candidates.length} contracts, ${edits} edited rewrites → ${out}`);
  console.log(`rewrites by status: ${JSON.stringify(statuses)}`);
  for (const contract of candidates) console.log(`  ${contract}`);
  if (process.argv.includes('--record') && !reread) {
    const reads: TRead[] = existsSync(LOG) ? JSON.parse(readFileSync(LOG, 'utf8')) : [];
    const commit = execSync('git rev-parse --short HEAD').toString().trim();
    reads.push({
      date: new Date().toISOString().slice(0, 10),
      commit,
      contracts: candidates,
      ...(unread && { categories: Object.keys(UNREAD_CATEGORY_OF) }),
    });
    writeFileSync(LOG, `${JSON.stringify(reads, null, 2)}\n`);
  }
};

await main();
