#!/usr/bin/env node
// npm start: builds when the build is missing or older than the sources, then runs the server in
// this very process. package.json starts it with `exec`, so the process npm spawned is the server:
// SIGTERM or SIGINT sent to `npm start` reaches it and it shuts down cleanly.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { canBuild, ROOT, SERVER_ENTRY, staleBuildReason } from './build-state.mjs';

const runBuild = () =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
    // Stopped while building: the build stops too, and so does this start.
    const stop = (signal) => child.kill(signal);
    process.on('SIGTERM', stop).on('SIGINT', stop);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      resolve(signal ? 1 : (code ?? 1));
    });
  });

const reason = staleBuildReason();
if (reason && !canBuild() && existsSync(SERVER_ENTRY)) {
  // A production install without the build tools: the build it came with is what there is to run.
  process.stderr.write(
    `The build looks out of date (${reason}), but the build tools are not installed: starting it as it is.\n`,
  );
} else if (reason) {
  process.stdout.write(`Building the app (${reason})…\n`);
  const status = await runBuild();
  if (status !== 0) process.exit(status);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(SERVER_ENTRY).href);
