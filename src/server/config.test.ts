import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, isLoopbackHost, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'clausebook-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults and generates secrets once, readable only by the owner', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      masterSecretKeyGenerated: true,
    });
    for (const file of ['app-secret', 'master-secret-key']) {
      expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(path.join(dir, 'master-secret-key'), 'utf8').trim()).toBe(first.masterSecretKey);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.masterSecretKey).toBe(first.masterSecretKey);
    expect(second.appSecret).toBe(first.appSecret);
    expect(second.masterSecretKeyGenerated).toBe(false);
  });

  it('takes secrets from the environment without writing files', () => {
    const dir = tempDir();
    const config = loadConfig({
      DATA_DIR: dir,
      APP_SECRET: 'a'.repeat(32),
      MASTER_SECRET_KEY: 'k'.repeat(16),
    });
    expect(config.masterSecretKey).toBe('k'.repeat(16));
    expect(config.masterSecretKeyFile).toBeUndefined();
    expect(() => statSync(path.join(dir, 'master-secret-key'))).toThrow();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters'],
    [{ TRUST_PROXY: 'true' }, "'true' would trust any X-Forwarded-For a client writes"],
    [{ TRUST_PROXY: 'my-proxy' }, 'TRUST_PROXY must be'],
    [{ PUBLIC_URL: 'contracts.example.com' }, 'PUBLIC_URL must be the address people open'],
    [{ USER_CLAUSE_TESTS_PER_10_MINUTES: '-1' }, 'USER_CLAUSE_TESTS_PER_10_MINUTES must be a whole number'],
    [{ USER_REFINEMENTS_PER_10_MINUTES: 'many' }, 'USER_REFINEMENTS_PER_10_MINUTES must be a whole number'],
    [{ USER_UPLOADS_PER_HOUR: '2.5' }, 'USER_UPLOADS_PER_HOUR must be a whole number'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5, 10.0.1.0/24', ['10.0.0.5', '10.0.1.0/24']],
  ])('reads TRUST_PROXY=%s as hops or proxy addresses', (value, expected) => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads PUBLIC_URL as the origins the app is served from', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PUBLIC_URL: 'https://contracts.example.com/app/, http://localhost:8080',
    });
    expect(config.publicOrigins).toEqual(['https://contracts.example.com', 'http://localhost:8080']);
  });

  it('keeps the per-user allowances at 60 / 60 per 10 minutes and 20 uploads an hour unless set', () => {
    const defaults = { clauseTestsPerUser: 60, refinesPerUser: 60, documentUploadsPerUser: 20 };
    expect(loadConfig({ DATA_DIR: tempDir() }).costLimits).toEqual(defaults);
    expect(loadConfig({ DATA_DIR: tempDir(), USER_UPLOADS_PER_HOUR: ' ' }).costLimits).toEqual(defaults);
  });

  it('reads each per-user allowance from the environment, 0 meaning no limit', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      USER_CLAUSE_TESTS_PER_10_MINUTES: '0',
      USER_REFINEMENTS_PER_10_MINUTES: '500',
      USER_UPLOADS_PER_HOUR: ' 3 ',
    });
    expect(config.costLimits).toEqual({
      clauseTestsPerUser: 0,
      refinesPerUser: 500,
      documentUploadsPerUser: 3,
    });
  });

  it('reads how many document reviews run at once, per instance (default 4) and per user (default 2)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).queueLimits).toEqual({
      documentReviewsPerInstance: 4,
      documentReviewsPerUser: 2,
    });
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DOCUMENT_REVIEWS_PER_INSTANCE: ' 8 ',
      USER_DOCUMENT_REVIEWS_AT_ONCE: '0',
    });
    expect(config.queueLimits).toEqual({ documentReviewsPerInstance: 8, documentReviewsPerUser: 0 });
    for (const value of ['0', '-1', '2.5', 'four']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), DOCUMENT_REVIEWS_PER_INSTANCE: value })).toThrow(
        'DOCUMENT_REVIEWS_PER_INSTANCE must be a whole number of reviews from 1 to 999',
      );
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), USER_DOCUMENT_REVIEWS_AT_ONCE: 'two' })).toThrow(
      'USER_DOCUMENT_REVIEWS_AT_ONCE must be a whole number of reviews per user (0 turns the limit off)',
    );
  });

  it('in production, refuses a HOST others can reach without PUBLIC_URL, saying what to set', () => {
    const env = { DATA_DIR: tempDir(), NODE_ENV: 'production' };
    for (const HOST of ['0.0.0.0', '10.0.0.5', 'contracts.internal', '::']) {
      expect(() => loadConfig({ ...env, HOST })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, HOST })).toThrow(
        `PUBLIC_URL: required in production when HOST (${HOST}) is not a loopback address. Set it to the address people open, e.g. PUBLIC_URL=https://contracts.example.com`,
      );
    }
    expect(loadConfig({ ...env, HOST: '0.0.0.0', PUBLIC_URL: 'https://contracts.example.com' }).host).toBe(
      '0.0.0.0',
    );
    expect(loadConfig({ ...env }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }).publicOrigins).toBeUndefined();
  });

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.10', false],
    ['localhost.example.com', false],
    ['127.0.0.1.example.com', false],
  ])('reads HOST=%s as loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it("lists every setting in the README's configuration table", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const table = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
    const listed = [...table.matchAll(/^\| `([A-Z_0-9]+)` /gm)].map((match) => match[1]);
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(15);
    expect(CONFIG_VARIABLES.filter((name) => !listed.includes(name))).toEqual([]);
  });
});
