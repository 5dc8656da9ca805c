/**
 * Vite build of the browser client (src/web -> dist/web). `npm run dev:web` proxies /api and /ws to a running
 * `ludus serve` (LUDUS_SERVER, default http://127.0.0.1:8080). The build prints the size of the whole client and
 * fails when it grows past the budget.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

const BUDGET_GZIP_KB = 200;
const server = process.env.LUDUS_SERVER ?? 'http://127.0.0.1:8080';

function bundleSize(budgetKb: number): Plugin {
  return {
    name: 'ludus-bundle-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      let raw = 0;
      let gzip = 0;
      for (const file of Object.values(bundle)) {
        const body = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 9 }).length;
      }
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info(`client total: ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${budgetKb} KB gzip)`);
      if (gzip > budgetKb * 1024) this.error(`the client is ${kb(gzip)} gzipped, over the ${budgetKb} KB budget`);
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  // Absolute asset URLs: the server answers /m/<id> with the same index.html, whose assets must still load.
  base: '/',
  plugins: [preact(), bundleSize(BUDGET_GZIP_KB)],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
