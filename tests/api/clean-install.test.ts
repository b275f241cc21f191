import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A clean install prints no warning: every installed package accepts every Node version that
 * package.json declares (npm's EBADENGINE), and every install script is approved or denied in
 * package.json's allowScripts (npm's "not yet covered by allowScripts"). Reads what `npm ci`
 * installed, so a dependency bump that breaks either fails here.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
// semver is in the tree for npm's own reasons (no types of its own here): the two calls we need.
const semver = createRequire(path.join(ROOT, 'package.json'))('semver') as {
  subset: (range: string, of: string) => boolean;
  satisfies: (version: string, range: string) => boolean;
};

type TPackageJson = {
  name?: string;
  version?: string;
  engines?: Record<string, string>;
  scripts?: Record<string, string>;
  gypfile?: boolean;
};
type TInstalled = { dir: string; pkg: TPackageJson };

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Every package under `node_modules`, scoped and nested ones included. */
const installedPackages = (dir = path.join(ROOT, 'node_modules')): TInstalled[] => {
  if (!existsSync(dir)) return [];
  const dirs = readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(path.join(dir, name)).map((inner) => path.join(dir, name, inner))
        : [path.join(dir, name)],
    );
  return dirs.flatMap((packageDir) => {
    const file = path.join(packageDir, 'package.json');
    const own = existsSync(file) ? [{ dir: packageDir, pkg: readJson<TPackageJson>(file) }] : [];
    return [...own, ...installedPackages(path.join(packageDir, 'node_modules'))];
  });
};

/** The lifecycle scripts npm runs on install (a binding.gyp alone means `node-gyp rebuild`). */
const installScripts = ({ dir, pkg }: TInstalled) => {
  const scripts = pkg.scripts ?? {};
  const named = (['preinstall', 'install', 'postinstall'] as const).filter((event) => scripts[event]);
  const gyp =
    !scripts.preinstall &&
    !scripts.install &&
    pkg.gypfile !== false &&
    existsSync(path.join(dir, 'binding.gyp'));
  return gyp ? [...named, 'install (node-gyp rebuild)'] : named;
};

const own = readJson<{ engines: { node: string }; allowScripts?: Record<string, boolean> }>(
  path.join(ROOT, 'package.json'),
);
const installed = installedPackages();
const where = (entry: TInstalled) => path.relative(ROOT, entry.dir);

describe('a clean install', () => {
  it('reads the installed tree', () => {
    expect(installed.length).toBeGreaterThan(100);
    expect(installed.some((entry) => entry.pkg.name === 'fastify')).toBe(true);
  });

  it(`runs on what package.json declares (${own.engines.node}), and so does every package`, () => {
    expect(semver.satisfies(process.versions.node, own.engines.node)).toBe(true);
    const refusing = installed
      .filter(({ pkg }) => typeof pkg.engines?.node === 'string')
      .filter(({ pkg }) => !semver.subset(own.engines.node, pkg.engines?.node as string))
      .map((entry) => `${where(entry)} wants node ${entry.pkg.engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it('every package accepts the npm that installs it', () => {
    const npm = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
    const refusing = installed
      .filter(({ pkg }) => typeof pkg.engines?.npm === 'string')
      .filter(({ pkg }) => !semver.satisfies(npm, pkg.engines?.npm as string))
      .map((entry) => `${where(entry)} wants npm ${entry.pkg.engines?.npm}`);
    expect(refusing).toEqual([]);
  });

  it('every install script is approved or denied in allowScripts', () => {
    const policy = Object.keys(own.allowScripts ?? {});
    const covered = ({ name, version }: TPackageJson) =>
      policy.some((key) => key === name || key === `${name}@${version}`);
    const withScripts = installed.filter((entry) => installScripts(entry).length > 0);
    // esbuild fetches its binary for the platform in its postinstall.
    expect(withScripts.map((entry) => entry.pkg.name)).toContain('esbuild');
    expect(
      withScripts
        .filter((entry) => !covered(entry.pkg))
        .map((entry) => `${where(entry)}: ${installScripts(entry).join(', ')}`),
    ).toEqual([]);
  });
});
