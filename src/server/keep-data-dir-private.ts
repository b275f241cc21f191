import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What the app keeps under DATA_DIR; only these are tightened (DATA_DIR may hold other things). */
const OWN_ENTRIES = ['pg', 'uploads', 'outputs', 'app-secret', 'master-secret-key'];

const tighten = (entry: string) => {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) {
    chmodSync(entry, 0o600);
    return;
  }
  chmodSync(entry, 0o700);
  for (const name of readdirSync(entry)) tighten(path.join(entry, name));
};

/**
 * DATA_DIR holds the embedded database, the secrets and the documents: readable by the server's
 * own user only. Created 0700; what an earlier version (or PGlite, which asks for 0666) left more
 * open is set to 0700 (folders) and 0600 (files). New files follow from the process umask (077),
 * set by `main.ts` before anything is written.
 */
export const keepDataDirPrivate = (dataDir: string) => {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  for (const name of OWN_ENTRIES) {
    const entry = path.join(dataDir, name);
    if (existsSync(entry)) tighten(entry);
  }
};
