import { defineConfig } from 'vitest/config';

// Browser tests: one real server (built bundle, its own embedded PostgreSQL) and one Chromium for the whole run.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
