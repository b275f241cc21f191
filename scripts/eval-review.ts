import path from 'node:path';
import { builtinEngine } from '../src/engine/builtin/builtin-engine';
import { assessClause } from '../src/engine/terms/assess-clause';
import { keptShare } from '../src/engine/terms/check-rewrite';
import { NUMBER_WORDS, PLACES, TIME_UNITS } from '../src/engine/terms/legal-vocabulary';
import { buildPlaybookPositions } from '../src/engine/terms/playbook-positions';
import { mostSpecificPlaces, placeParent, readTerms, type TTerm } from '../src/engine/terms/read-terms';
import type { TGuidelines, TLevel } from '../src/engine/types';
import { acordPlaybook, readAcordTrain, readJsonl } from './acord-train';

const dataDir = path.resolve(process.argv[2] ?? '../shared/data');

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

// ---------------------------------------------------------------- (a) term reading

type TClauseRow = { id: string; contract: string; category: string; text: string };
type TAnswerRow = { contract: string; answers: Record<string, string> };

const placeNames = (text: string) => {
  const lower = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\s']/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  const found = new Set<string>();
  for (const [name, phrases] of Object.entries(PLACES)) {
    if (phrases.some((phrase) => lower.includes(` ${phrase.replace(/[^\p{L}\s']/gu, ' ')} `)))
      found.add(name);
  }
  return found;
};

/** "successive 2 years" → 720 days; "perpetual" → Infinity; undefined when the answer is no duration. */
const answerDays = (answer: string): number | undefined => {
  if (/perpetu/i.test(answer)) return Number.POSITIVE_INFINITY;
  const match = /(\d+(?:\.\d+)?|[a-z]+)[\s-]*(business day|day|week|month|year)s?/i.exec(answer);
  if (!match) return undefined;
  const raw = (match[1] as string).toLowerCase();
  const count = /^\d/.test(raw) ? Number(raw) : NUMBER_WORDS[raw];
  if (count === undefined) return undefined;
  return count * (TIME_UNITS[(match[2] as string).toLowerCase()]?.days ?? 1);
};

const sameDays = (a: number, b: number) => a === b || Math.abs(a - b) <= 0.02 * Math.max(a, b);

const READERS: Record<
  string,
  { scorable: (answer: string) => boolean; correct: (terms: TTerm[], answer: string) => boolean }
> = {
  'Governing Law': {
    scorable: (answer) => placeNames(answer).size > 0,
    correct: (terms, answer) => {
      const expected = mostSpecificPlaces([...placeNames(answer)]);
      const law = terms.filter((t) => t.kind === 'place' && t.role === 'governing-law');
      const read = (law.length ? law : terms.filter((t) => t.kind === 'place')).flatMap((t) =>
        t.kind === 'place' ? t.places : [],
      );
      const readWithParents = new Set([...read, ...read.map((place) => placeParent(place) ?? place)]);
      return read.length > 0 && expected.every((place) => readWithParents.has(place));
    },
  },
  'Renewal Term': {
    scorable: (answer) => answerDays(answer) !== undefined,
    correct: (terms, answer) => {
      const expected = answerDays(answer) as number;
      return terms.some((t) => t.kind === 'duration' && t.role === 'renewal' && sameDays(t.days, expected));
    },
  },
  'Notice Period To Terminate Renewal': {
    scorable: (answer) => answerDays(answer) !== undefined,
    correct: (terms, answer) => {
      const expected = answerDays(answer) as number;
      return terms.some((t) => t.kind === 'duration' && /notice/.test(t.role) && sameDays(t.days, expected));
    },
  },
};

const evalTermReading = () => {
  const clauses = readJsonl<TClauseRow>(path.join(dataDir, 'cuad-dev/clauses.jsonl'));
  const answers = new Map(
    readJsonl<TAnswerRow>(path.join(dataDir, 'cuad-dev/answers.jsonl')).map((row) => [
      row.contract,
      row.answers,
    ]),
  );
  console.log("\n(a) Term reading against the lawyers' answers (target ≥ 90% each)");
  for (const [category, reader] of Object.entries(READERS)) {
    const byContract = new Map<string, string[]>();
    for (const clause of clauses.filter((c) => c.category === category))
      byContract.set(clause.contract, [...(byContract.get(clause.contract) ?? []), clause.text]);
    let scored = 0;
    let correct = 0;
    let unscorable = 0;
    const misses: string[] = [];
    for (const [contract, texts] of byContract) {
      const answer = answers.get(contract)?.[category] ?? '';
      if (!reader.scorable(answer)) {
        unscorable += 1;
        continue;
      }
      scored += 1;
      const terms = texts.flatMap((text) => readTerms(text).terms);
      if (reader.correct(terms, answer)) correct += 1;
      else misses.push(`${answer} ← ${texts.join(' | ').slice(0, 160)}`);
    }
    const accuracy = scored ? correct / scored : Number.NaN;
    console.log(
      `  ${category.padEnd(36)} ${scored ? percent(accuracy) : 'n/a'}  (${correct}/${scored} contracts; ${unscorable} without a jurisdiction or duration answer)`,
    );
    if (process.env.EVAL_VERBOSE) for (const miss of misses) console.log(`      miss: ${miss}`);
  }
};

// ---------------------------------------------------------------- (b) verdicts against stars

const RANK: Record<TLevel, number> = { unacceptable: 0, acceptable: 1, preferred: 2 };

/** Ranks with ties averaged. */
const ranks = (values: number[]) => {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (
      j + 1 < order.length &&
      (order[j + 1] as { value: number }).value === (order[i] as { value: number }).value
    )
      j += 1;
    for (let k = i; k <= j; k += 1) result[(order[k] as { index: number }).index] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
};

const spearman = (a: number[], b: number[]) => {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i += 1) {
    num += ((ra[i] as number) - ma) * ((rb[i] as number) - mb);
    da += ((ra[i] as number) - ma) ** 2;
    db += ((rb[i] as number) - mb) ** 2;
  }
  return da === 0 || db === 0 ? Number.NaN : num / Math.sqrt(da * db);
};

/** The verdict first, then how much nearer the clause is to the better levels (the fit scores). */
const standing = (level: TLevel, fit: Record<TLevel, number>) =>
  RANK[level] + (fit.preferred + 0.5 * fit.acceptable - fit.unacceptable + 1) / 2.5;

const evalAcord = () => {
  const { queries, textOf } = readAcordTrain(dataDir);
  const correlations: number[] = [];
  const verdictOnly: number[] = [];
  let spread = 0;
  const verdictCounts: Record<TLevel, number> = { preferred: 0, acceptable: 0, unacceptable: 0 };
  for (const query of queries) {
    const { rated } = query;
    if (rated.length < 6) continue;
    const { guidelines, levelClauses } = acordPlaybook(query, textOf);
    const playbook = buildPlaybookPositions(guidelines);
    const others = rated.filter((r) => !levelClauses.includes(r));
    const stars: number[] = [];
    const order: number[] = [];
    const verdicts: number[] = [];
    for (const other of others) {
      const assessment = assessClause(textOf(other.clause), playbook);
      verdictCounts[assessment.level] += 1;
      stars.push(other.stars);
      order.push(standing(assessment.level, assessment.fit));
      verdicts.push(RANK[assessment.level]);
    }
    const rho = spearman(order, stars);
    if (!Number.isNaN(rho)) correlations.push(rho);
    const verdictRho = spearman(verdicts, stars);
    verdictOnly.push(Number.isNaN(verdictRho) ? 0 : verdictRho);
    if (!Number.isNaN(verdictRho)) spread += 1;
    if (process.env.EVAL_VERBOSE) console.log(`      ${rho.toFixed(2).padStart(6)}  ${query.text}`);
  }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log("\n(b) ACORD train: verdict order against the lawyers' stars (target ≥ 0.5)");
  console.log(
    `  mean Spearman ${mean(correlations).toFixed(3)} over ${correlations.length} queries (verdict, then fit to the levels); verdicts ${JSON.stringify(verdictCounts)}`,
  );
  console.log(
    `  verdict alone: ${mean(verdictOnly).toFixed(3)} (a query whose verdicts are all alike counts 0; ${spread} of ${verdictOnly.length} queries have more than one verdict)`,
  );
};

// ---------------------------------------------------------------- (c) rewrites of real clauses

const JURISDICTIONS = ['New York', 'Delaware', 'California', 'Texas'];

const playbookPreferring = (preferred: string, acceptable: string, unacceptable: string): TGuidelines => ({
  preferred: `This Agreement shall be governed by and construed in accordance with the laws of the State of ${preferred}, without regard to its conflict of laws principles. Each party submits to the exclusive jurisdiction of the state and federal courts located in the State of ${preferred}.`,
  acceptable: `This Agreement shall be governed by the laws of the State of ${acceptable}. Any action arising out of this Agreement shall be brought in the courts located in the State of ${acceptable}.`,
  unacceptable: `This Agreement shall be governed by the laws of the State of ${unacceptable}, and the courts of ${unacceptable} shall have exclusive jurisdiction.`,
});

const governingPlaces = (text: string) =>
  new Set(
    mostSpecificPlaces(
      readTerms(text).terms.flatMap((t) =>
        t.kind === 'place' && t.role === 'governing-law' ? t.places : [],
      ),
    ),
  );

const evalRewrites = async () => {
  const clauses = readJsonl<TClauseRow>(path.join(dataDir, 'cuad-dev/clauses.jsonl')).filter(
    (c) => c.category === 'Governing Law',
  );
  let named = 0;
  let total = 0;
  const kept: number[] = [];
  for (const clause of clauses) {
    const own = governingPlaces(clause.text);
    const [preferred, acceptable, unacceptable] = JURISDICTIONS.filter((j) => !own.has(j)) as [
      string,
      string,
      string,
    ];
    const result = await builtinEngine.evaluate({
      contractType: 'Contract',
      category: 'Governing Law',
      clause: clause.text,
      guidelines: playbookPreferring(preferred, acceptable, unacceptable),
    });
    total += 1;
    const after = governingPlaces(result.preferred);
    const instead = after.has(preferred) && ![...own].some((place) => after.has(place));
    if (instead) named += 1;
    kept.push(keptShare(clause.text, result.preferred));
    if (process.env.EVAL_VERBOSE && !instead)
      console.log(
        `      not instead (${[...own].join('+') || 'none read'} → ${preferred}): ${result.preferred.slice(0, 200)}`,
      );
  }
  console.log('\n(c) Preferred rewrites of the dev governing-law clauses (targets ≥ 90% and ≥ 70%)');
  console.log(
    `  name the preferred jurisdiction instead of the clause's: ${percent(named / total)} (${named}/${total})`,
  );
  console.log(`  median share of the clause's own words kept: ${percent(median(kept))}`);
};

const started = Date.now();
evalTermReading();
evalAcord();
await evalRewrites();
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
