/**
 * What each page of the web app downloads: `npx vite build && npx tsx bench/web.bench.ts`.
 * Reads the build's manifest (dist/web/.vite/manifest.json) and, for every route, follows the static
 * imports of the entry and of the route's own lazy modules (a module the build did not split off is
 * part of the entry already). Prints the JavaScript raw, gzip and brotli (compressed here with the same
 * settings as the build's precompressed files), the CSS, and whether the build wrote `.gz`/`.br` files.
 * Exits non-zero when a login page is over its budget. `npx tsx bench/web.bench.ts <dir>` reads
 * another build (e.g. one made with `npx vite build --outDir <dir>`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.resolve(process.argv[2] ?? 'dist/web');
/** The login pages' budget of compressed JavaScript (issue 11): each /login route, gzip. */
const LOGIN_BUDGET_BYTES = 150 * 1024;

type TManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};

/** Each route and the lazy modules (manifest keys, relative to src/web) a visit to it loads. */
const ROUTES: { route: string; modules: string[] }[] = [
  { route: '/login', modules: ['routes/login-layout.tsx', 'routes/login-index.tsx'] },
  { route: '/login/masteradmin', modules: ['routes/login-layout.tsx', 'routes/login-master-admin.tsx'] },
  { route: '/login/user', modules: ['routes/login-layout.tsx', 'routes/login-user.tsx'] },
  { route: '/legal', modules: ['routes/legal-layout.tsx', 'routes/legal-index.tsx'] },
  { route: '/legal/add-company', modules: ['routes/legal-layout.tsx', 'routes/legal-add-company.tsx'] },
  {
    route: '/legal/add-company-api',
    modules: ['routes/legal-layout.tsx', 'routes/legal-add-company-api.tsx'],
  },
  { route: '/legal/add-user', modules: ['routes/legal-layout.tsx', 'routes/legal-add-user.tsx'] },
  { route: '/legal/get-users', modules: ['routes/legal-layout.tsx', 'routes/legal-get-users.tsx'] },
  {
    route: '/legal/create-masteradmin',
    modules: ['routes/legal-layout.tsx', 'routes/legal-create-master-admin.tsx'],
  },
  { route: '/train-model (Clause Testing, Text)', modules: ['routes/train-model.tsx'] },
  {
    route: '/train-model (Clause Testing, Document)',
    modules: ['routes/train-model.tsx', 'features/document-review/components/document-review.tsx'],
  },
  {
    route: '/train-model (Train model)',
    modules: ['routes/train-model.tsx', 'features/playbook/components/playbook-training-section.tsx'],
  },
];

const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  throw new Error(`No ${manifestFile}: run \`npx vite build\` first (the config writes the manifest).`);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, TManifestChunk>;
// The web app's entry (the build has a second one, the Word add-in's pane: addin/index.html).
const entryKey = Object.keys(manifest).find((key) => key === 'index.html' && manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry.');

/** Every manifest key loaded with `key`: itself and its static imports, transitively. */
const closureOf = (key: string, into = new Set<string>()) => {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closureOf(imported, into);
  return into;
};

type TSizes = { raw: number; gzip: number; brotli: number };
const sizeCache = new Map<string, TSizes>();
const sizesOf = (file: string): TSizes => {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(path.join(DIST, file));
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
};

const total = (files: Iterable<string>): TSizes => {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padStart(width);

console.log(`web bench: ${DIST}`);
console.log(
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
console.log(
  `${'route'.padEnd(42)}${pad('JS raw', 11)}${pad('JS gzip', 11)}${pad('JS brotli', 11)}${pad('CSS gzip', 11)}  chunks`,
);

const loginPages: { route: string; gzip: number; brotli: number }[] = [];
for (const { route, modules } of ROUTES) {
  const keys = new Set<string>();
  closureOf(entryKey, keys);
  for (const module of modules) closureOf(module, keys);
  const chunks = [...keys].map((key) => manifest[key] as TManifestChunk);
  const js = new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const jsSizes = total(js);
  const cssSizes = total(css);
  if (route.startsWith('/login')) loginPages.push({ route, gzip: jsSizes.gzip, brotli: jsSizes.brotli });
  console.log(
    `${route.padEnd(42)}${pad(kb(jsSizes.raw), 11)}${pad(kb(jsSizes.gzip), 11)}${pad(kb(jsSizes.brotli), 11)}${pad(kb(cssSizes.gzip), 11)}  ${js.size}`,
  );
}

const assets = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
const unique = [...new Set(assets)];
const precompressed = unique.filter(
  (file) => existsSync(path.join(DIST, `${file}.gz`)) && existsSync(path.join(DIST, `${file}.br`)),
);
console.log(`all JS: ${kb(total(unique.filter((file) => file.endsWith('.js'))).gzip)} gzip in the build`);
console.log(`precompressed (.gz and .br beside it): ${precompressed.length} of ${unique.length} assets`);
for (const page of loginPages) {
  const within = page.gzip <= LOGIN_BUDGET_BYTES;
  if (!within) process.exitCode = 1;
  console.log(
    `${page.route}: ${kb(page.gzip)} gzip, ${kb(page.brotli)} brotli of JavaScript; budget ${kb(LOGIN_BUDGET_BYTES)} → ${
      within ? 'within' : 'OVER'
    }`,
  );
}
