// What `npm run build` makes and what it is made from, so that `npm start` can tell whether the
// build is missing or older than its sources.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(ROOT, 'dist');
export const SERVER_ENTRY = path.join(DIST, 'server', 'main.js');
export const WEB_INDEX = path.join(DIST, 'web', 'index.html');
/** Written last by a successful build: its time is the build's. */
export const BUILD_STAMP = path.join(DIST, 'build-stamp.json');

/** Everything the server and the web app are built from (tests excluded: they are not built). */
const SOURCES = ['src', 'tsconfig.json', 'vite.config.ts', 'scripts/build.mjs', 'scripts/build-state.mjs'];
/**
 * The installed packages, compared by content: `npm ci` or `npm prune` rewrite these files without
 * changing them, which must not call for a build.
 */
const MANIFESTS = ['package.json', 'package-lock.json'];

/** What the build was made from, recorded in its stamp. */
export const manifestsHash = () => {
  const hash = createHash('sha256');
  for (const file of MANIFESTS)
    hash.update(existsSync(path.join(ROOT, file)) ? readFileSync(path.join(ROOT, file)) : '');
  return hash.digest('hex');
};

/** Building needs the dev dependencies; a production install (`npm prune --omit=dev`) has none. */
export const canBuild = () => {
  try {
    createRequire(path.join(ROOT, 'package.json')).resolve('vite');
    return true;
  } catch {
    return false;
  }
};
const NOT_BUILT = /\.(?:test|spec)\.tsx?$/;

const newestIn = (entry) => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return NOT_BUILT.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestIn(path.join(entry, name)));
  return newest;
};

/** Why the build must be (re)made, or undefined when it is up to date. */
export const staleBuildReason = () => {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX) || !existsSync(BUILD_STAMP)) return 'no build yet';
  const builtAt = statSync(BUILD_STAMP).mtimeMs;
  const changed = SOURCES.find((entry) => newestIn(path.join(ROOT, entry)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  const stamp = JSON.parse(readFileSync(BUILD_STAMP, 'utf8'));
  return stamp.manifests === manifestsHash()
    ? undefined
    : 'the installed packages changed since the last build';
};
