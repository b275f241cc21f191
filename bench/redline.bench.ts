/**
 * Redline timings: `npx tsx bench/redline.bench.ts`. For each case, the median time of `redline()` and,
 * as a baseline measured in the same run, a linear pass over the same text (tokenize both sides and join
 * the tokens back). Then the longest event-loop block seen while the 10,000-word cases run, one call
 * per macrotask. Every result is checked (accept-all = revised, reject-all = original).
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { redline, tokenize } from '../src/engine/redline';
import { acceptAll, parseRedline, rejectAll } from '../src/shared/redline-markup';

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const COMMON = (
  'the of and to a in shall be or any by this agreement party for such as with other not under ' +
  'its all that on is are from which may including without limitation written notice provided ' +
  'supplier customer services terms days obligations confidential information liability'
).split(' ');
const SYLLABLES = [
  'ra',
  'to',
  'men',
  'ex',
  'pro',
  'vi',
  'sion',
  'con',
  'ta',
  'lo',
  'ge',
  'ment',
  'al',
  'der',
];

/** Clause-like prose: common words, a long tail of rarer ones, numbers and punctuation. */
function prose(count: number, seed: number): string[] {
  const random = generator(seed);
  const word = () => {
    const r = random();
    if (r < 0.45) return COMMON[Math.floor(random() ** 2 * COMMON.length)] as string;
    if (r < 0.48) return String(Math.floor(random() * 1000));
    let w = '';
    const parts = 2 + Math.floor(random() * 3);
    for (let p = 0; p < parts; p++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    return w;
  };
  const out: string[] = [];
  for (let n = 0; n < count; n++) {
    let w = word();
    const r = random();
    if (r < 0.06) w += ',';
    else if (r < 0.1) w += '.';
    out.push(w);
  }
  return out;
}

/** About `rate` of the words replaced, deleted, or followed by an inserted word. */
function edit(words: string[], rate: number, seed: number): string[] {
  const random = generator(seed);
  const fresh = prose(words.length, seed + 1);
  const out: string[] = [];
  words.forEach((w, n) => {
    const r = random();
    if (r >= rate) out.push(w);
    else if (r < rate / 3) out.push(fresh[n] as string);
    else if (r < (2 * rate) / 3) out.push(w, fresh[n] as string);
  });
  return out;
}

/**
 * Phrases rewritten all over: at about `rate` of the words, the next one to four words are replaced by one
 * to four fresh ones, so that changes sit a word or two apart and many sentences mostly change (what
 * the semantic clean-up works on).
 */
function rewritePhrases(words: string[], rate: number, seed: number): string[] {
  const random = generator(seed);
  const fresh = prose(words.length, seed + 1);
  const out: string[] = [];
  for (let n = 0; n < words.length; ) {
    if (random() >= rate) {
      out.push(words[n++] as string);
      continue;
    }
    const added = 1 + Math.floor(random() * 4);
    for (let k = 0; k < added; k++) out.push(fresh[(n + k) % fresh.length] as string);
    n += 1 + Math.floor(random() * 4);
  }
  return out;
}

/** Two tokens repeated, with a token inserted or dropped every few dozen: no unique anchors at all. */
function shifted(pairs: number, seed: number): [string, string] {
  const random = generator(seed);
  let original = '';
  let revised = '';
  for (let n = 0; n < pairs; n++) {
    original += 'a b ';
    const r = random();
    revised += r < 0.02 ? 'a a b ' : r < 0.04 ? 'b ' : 'a b ';
  }
  return [original, revised];
}

type TCase = { name: string; original: string; revised: string; runs: number; big: boolean };

const base1k = prose(1_000, 1);
const base10k = prose(10_000, 2);
const cases: TCase[] = [
  {
    name: '1k words, 5% edits',
    original: base1k.join(' '),
    revised: edit(base1k, 0.05, 3).join(' '),
    runs: 31,
    big: false,
  },
  {
    name: '10k words, 5% edits',
    original: base10k.join(' '),
    revised: edit(base10k, 0.05, 4).join(' '),
    runs: 11,
    big: true,
  },
  {
    name: '10k words, phrases rewritten at 25%',
    original: base10k.join(' '),
    revised: rewritePhrases(base10k, 0.25, 6).join(' '),
    runs: 11,
    big: true,
  },
  {
    name: '10k words vs reversal',
    original: base10k.join(' '),
    revised: [...base10k].reverse().join(' '),
    runs: 7,
    big: true,
  },
  {
    name: '10k words vs unrelated 10k',
    original: base10k.join(' '),
    revised: prose(10_000, 99).join(' '),
    runs: 7,
    big: true,
  },
];
{
  const [original, revised] = shifted(5_000, 5);
  cases.push({ name: '"a b" x5000, 4% shifts', original, revised, runs: 7, big: true });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

function time(fn: () => unknown, runs: number): number {
  const samples: number[] = [];
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    fn();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const baseline = (c: TCase) => () =>
  tokenize(c.original).join('').length + tokenize(c.revised).join('').length;

const rows: string[][] = [];
for (const c of cases) {
  const markup = redline(c.original, c.revised);
  if (acceptAll(markup) !== c.revised || rejectAll(markup) !== c.original) {
    throw new Error(`${c.name}: the redline is not exact`);
  }
  let marked = 0;
  let changes = 0;
  for (const segment of parseRedline(markup)) {
    if (segment.kind === 'same') continue;
    marked += segment.text.length;
    changes++;
  }
  time(() => redline(c.original, c.revised), 3); // warm-up
  const ms = time(() => redline(c.original, c.revised), c.runs);
  const baseMs = time(baseline(c), c.runs);
  rows.push([
    c.name,
    String(tokenize(c.original).length + tokenize(c.revised).length),
    ms.toFixed(2),
    baseMs.toFixed(2),
    `${(ms / baseMs).toFixed(1)}x`,
    String(changes),
    `${((100 * marked) / (c.original.length + c.revised.length)).toFixed(1)}%`,
  ]);
}

console.log(
  `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}\n`,
);
const header = ['case', 'tokens', 'redline ms', 'baseline ms', 'ratio', 'changes', 'marked'];
const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => (r[col] as string).length)));
const line = (cells: string[]) =>
  cells
    .map((cell, col) =>
      col === 0 ? cell.padEnd(widths[col] as number) : cell.padStart(widths[col] as number),
    )
    .join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));

// Longest event-loop block: one redline per macrotask, so a block is one call.
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
let longestCall = 0;
let mostCpu = 0;
for (const c of cases.filter((x) => x.big)) {
  for (let n = 0; n < 5; n++) {
    await nextMacrotask();
    const started = performance.now();
    const cpu = process.cpuUsage();
    redline(c.original, c.revised);
    const used = process.cpuUsage(cpu);
    longestCall = Math.max(longestCall, performance.now() - started);
    mostCpu = Math.max(mostCpu, (used.user + used.system) / 1000);
  }
}
await nextMacrotask();
histogram.disable();
console.log(
  `\nevent loop while running the 10k cases (5 calls each): max delay ${(histogram.max / 1e6).toFixed(1)} ms` +
    ` (resolution 1 ms); longest single call ${longestCall.toFixed(1)} ms wall clock,` +
    ` most CPU time in one call ${mostCpu.toFixed(1)} ms (wall ≫ CPU means the process was not running)`,
);
