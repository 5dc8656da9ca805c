/**
 * End-to-end tests (src/e2e): a real server, a real SQLite file and Debian's Chromium. One file at a time in one
 * forked worker, since each file runs its own server and browser on this two-core machine. `npm run test:e2e`
 * installs Chromium if it is missing and builds the client first.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/e2e/**/*.e2e.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Polls wait for what a page shows; a loaded machine may take a while to show it.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    reporters: ['default'],
  },
});
