import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The conformance files (2,500 seeded matches each) take 50-80 s on an idle 2-core machine and over 120 s when
    // it is shared: the limit catches a hang, not a slow machine.
    testTimeout: 300_000,
    pool: 'threads',
    globalSetup: ['scripts/vitest-setup.ts'],
  },
});
