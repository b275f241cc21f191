#!/usr/bin/env node
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
// npm run build: the web app (Vite) into dist/web and the server (esbuild: main.js, and the document
// worker's entry document-worker.js beside it, decision 037) into dist/server, both first into a staging folder and then moved into place, so that a server
// already running from dist/ never sees a half-written build.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';
import { BUILD_STAMP, DIST, manifestsHash, ROOT } from './build-state.mjs';

const staging = path.join(DIST, `.staging-${process.pid}`);
const { dependencies = {} } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

/** `pkg`, `@scope/pkg` of an import such as `drizzle-orm/pglite/migrator`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The server runs with production dependencies only: any other package it imports is a build error. */
const checkRuntimeImports = (metafile) => {
  const builtins = new Set(builtinModules);
  const imported = Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  const missing = [...new Set(imported)].filter(
    (specifier) =>
      !specifier.startsWith('node:') && !builtins.has(specifier) && !(packageOf(specifier) in dependencies),
  );
  if (missing.length) {
    throw new Error(
      `The server imports packages that are not production dependencies: ${missing.join(', ')}`,
    );
  }
};

const replace = (from, to) => {
  rmSync(to, { recursive: true, force: true });
  renameSync(from, to);
};

try {
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await buildWeb({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: path.join(staging, 'web'), emptyOutDir: true },
  });
  const server = await buildServer({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'src/server/main.ts',
      'document-worker': 'src/server/jobs/document-worker/document-worker.ts',
    },
    outdir: path.join(staging, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay imports resolved from node_modules at run time; the app's own code is bundled.
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  checkRuntimeImports(server.metafile);
  replace(path.join(staging, 'web'), path.join(DIST, 'web'));
  replace(path.join(staging, 'server'), path.join(DIST, 'server'));
  writeFileSync(
    BUILD_STAMP,
    `${JSON.stringify({ builtAt: new Date().toISOString(), manifests: manifestsHash() })}\n`,
  );
  process.stdout.write(
    'Built dist/web (web app) and dist/server/main.js (server, with its document worker).\n',
  );
} finally {
  rmSync(staging, { recursive: true, force: true });
}
