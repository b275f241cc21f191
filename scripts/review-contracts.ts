/**
 * Whole-contract reviews by the built-in engine, for reading and comparing: `npm run review:contracts --
 * [--data <dir>] [--out file.json] [--compare old.json] [--act-for Name]`.
 * Reviews every contract of cuad-dev/contracts (the .txt) against the demo MSA playbook and prints per
 * contract whom the review acted for, the parties' roles and the rewrites by status; with --out, writes
 * each clause's verdict and rewrites; with --compare, prints the clauses whose rewrites changed.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtinEngine } from '../src/engine';
import { DEFAULT_DOCUMENT_LIMITS } from '../src/engine/document/document-limits';
import { reviewContract } from '../src/engine/document/review-contract';
import { DEMO_PLAYBOOK } from '../src/server/seed/demo-playbook';

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const dir = path.join(path.resolve(option('data') ?? '../shared/data'), 'cuad-dev/contracts');
const msa = DEMO_PLAYBOOK.find((type) => type.name === 'Master Services Agreement');
if (!msa || !existsSync(dir)) throw new Error(`No demo MSA or no contracts in ${dir}`);
const playbook = {
  contractType: msa.name,
  categories: msa.categories.map((c) => ({ ...c, trained: true, version: 1 })),
};

type TRow = { label: string; category: string; level: string; status: string; preferred: string };
const rows: Record<string, TRow[]> = {};
for (const name of readdirSync(dir)
  .filter((file) => file.endsWith('.txt'))
  .sort()) {
  const bytes = new Uint8Array(readFileSync(path.join(dir, name)));
  const review = await reviewContract(
    {
      bytes,
      fileKind: 'txt',
      filename: name,
      playbook,
      limits: DEFAULT_DOCUMENT_LIMITS,
      ...(option('act-for') && { actingFor: option('act-for') }),
    },
    builtinEngine,
    { signal: new AbortController().signal, onProgress: () => {} },
  );
  const statuses: Record<string, number> = {};
  rows[name] = review.clauses.flatMap((clause) => {
    if (!clause.assessment || !clause.category) return [];
    const status = clause.rewrite_status?.preferred ?? 'unknown';
    statuses[status] = (statuses[status] ?? 0) + 1;
    return [
      {
        label: `${clause.index} ${clause.heading}`.trim(),
        category: clause.category,
        level: clause.assessment.level,
        status,
        preferred: clause.preferred_striked_clause ?? clause.text,
      },
    ];
  });
  const side = review.we_act_for;
  console.log(
    `${name.slice(0, 40)}  we act for: ${side?.party ?? '—'} (${side?.playbook_role ?? '—'}); parties: ${side?.parties
      .map((p) => `${p.name}=${p.role ?? '?'}`)
      .join(
        ', ',
      )}; not applied: ${side?.roles_without_party.join(', ') || '—'}; preferred rewrites ${JSON.stringify(statuses)}`,
  );
}
const out = option('out');
if (out) writeFileSync(out, JSON.stringify(rows, null, 1));
const compare = option('compare');
if (compare) {
  const old = JSON.parse(readFileSync(compare, 'utf8')) as Record<string, TRow[]>;
  for (const [name, now] of Object.entries(rows))
    for (const row of now) {
      const before = old[name]?.find((r) => r.label === row.label && r.category === row.category);
      if (!before || before.preferred !== row.preferred || before.level !== row.level)
        console.log(
          `\n## ${name.slice(0, 30)} ${row.label} [${row.category}]\nbefore (${before?.level}/${before?.status}): ${before?.preferred}\nafter  (${row.level}/${row.status}): ${row.preferred}`,
        );
    }
}
