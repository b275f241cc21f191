import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder the app is installed in (the one holding `package.json` and `drizzle/`), found from this
 * module's own place: `src/server/` when run from the sources, `dist/server/` once built. Migrations
 * and the built web app are read from there, whatever the working directory.
 */
const findAppRoot = () => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the app folder (drizzle/ migrations) above the server code.');
    dir = parent;
  }
  return dir;
};

export const APP_ROOT = findAppRoot();
