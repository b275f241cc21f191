import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

/** A built web app as the Vite build writes it: hashed assets with their .br and .gz beside them. */
const writeBuild = (dir: string) => {
  const script = `console.log(${JSON.stringify('clausebook '.repeat(200))});`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>page</p>'.repeat(80)}</body></html>`;
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  const files = { 'index.html': html, 'assets/index-AbC123.js': script };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
  }
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{"secret":"build internals"}');
  return files;
};

describe('the built web app: precompressed, cached by content hash', () => {
  let t: TTestApp;
  let webDir: string;
  let files: ReturnType<typeof writeBuild>;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'clausebook-web-'));
    files = writeBuild(webDir);
    t = await createTestApp({ config: { webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset brotli-compressed when accepted, cached for a year as immutable', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(brotliCompressSync(files['assets/index-AbC123.js']))).toBe(true);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(gzipSync(files['assets/index-AbC123.js']))).toBe(true);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/index-AbC123.js']);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every client route with index.html, compressed and revalidated on each visit', async () => {
    for (const url of ['/', '/login', '/legal/add-company', '/train-model?x=1']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.rawPayload.equals(brotliCompressSync(files['index.html'])), url).toBe(true);
    }
    const plain = await get('/login');
    expect(plain.body).toBe(files['index.html']);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a plain 404, and never serves the build manifest', async () => {
    const missing = await get('/assets/index-Old999.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);

    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('build internals');
  });
});
