import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiProxy = { '/api': 'http://127.0.0.1:3000' };
const OUT_DIR = path.resolve(import.meta.dirname, 'dist/web');

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text assets worth compressing; smaller files gain less than the `content-encoding` costs. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 512;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the highest levels
 * (done once per build, not per request), for @fastify/static's `preCompressed` to serve.
 */
const precompressAssets = (): Plugin => ({
  name: 'clausebook-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? OUT_DIR;
    const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
    await Promise.all(
      files.map(async (file) => {
        const bytes = await readFile(path.join(dir, file));
        if (bytes.length < MIN_BYTES) return;
        const [gzipped, brotli] = await Promise.all([
          gzipAsync(bytes, { level: 9 }),
          brotliAsync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        ]);
        await Promise.all([
          writeFile(path.join(dir, `${file}.gz`), gzipped),
          writeFile(path.join(dir, `${file}.br`), brotli),
        ]);
      }),
    );
  },
});

/** React changes less often than the app: its own chunk stays cached across releases. */
const vendorChunks = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
  },
];

export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompressAssets()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // bench/web.bench.ts reads which chunks each route loads from the manifest.
    manifest: true,
    rolldownOptions: {
      // The web app, and the Word add-in's task pane (src/addin, served under /addin/).
      input: {
        main: path.resolve(import.meta.dirname, 'src/web/index.html'),
        addin: path.resolve(import.meta.dirname, 'src/web/addin/index.html'),
      },
      output: { codeSplitting: { groups: vendorChunks } },
      // The precompression above takes most of a build by design (highest levels, once per build):
      // Rolldown's "plugin took a while" advisory would greet every newcomer's first `npm start`.
      checks: { bundlerTimings: false },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
});
