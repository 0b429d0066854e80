import { defineConfig } from 'vitest/config';

// Browser tests: one real server (built bundle, its own embedded PostgreSQL) and one Chromium for the whole run.
// Every wait in a test follows a condition (a locator state, a response, a polled expectation); the limits below are
// only the ceiling for a machine under heavy load, never the pace of a test (browser.ts sets Playwright's).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // a long test took 193 s at load average 23 (it takes 23 s on a quiet machine)
    testTimeout: 300_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // expect.poll: checked every 100 ms until it holds, for up to a minute
    expect: { poll: { timeout: 60_000, interval: 100 } },
  },
});
