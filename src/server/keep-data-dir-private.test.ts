import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepDataDirPrivate } from './keep-data-dir-private';

const parent = mkdtempSync(path.join(tmpdir(), 'clausebook-private-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('keepDataDirPrivate', () => {
  it('creates DATA_DIR 0700', () => {
    const dataDir = path.join(parent, 'new', 'data');
    keepDataDirPrivate(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it("closes what is left open in the app's own entries, and leaves everything else alone", () => {
    const dataDir = path.join(parent, 'old');
    mkdirSync(path.join(dataDir, 'pg', 'base'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'pg', 'base', '1234'), 'page', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'pg', 'base', '1234'), 0o666);
    writeFileSync(path.join(dataDir, 'app-secret'), 'secret', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'notes.txt'), 'not ours', { mode: 0o644 });
    const outside = path.join(parent, 'outside.txt');
    writeFileSync(outside, 'linked', { mode: 0o644 });
    symlinkSync(outside, path.join(dataDir, 'pg', 'link'));
    chmodSync(dataDir, 0o755);

    keepDataDirPrivate(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pg'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pg', 'base'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pg', 'base', '1234'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'app-secret'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'notes.txt'))).toBe(0o644);
    expect(modeOf(outside)).toBe(0o644);
  });
});
