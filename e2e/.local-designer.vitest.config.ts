import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    name: 'e2e-local',
    root: '/work/main/e2e',
    include: ['**/designer.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    provide: { baseURL: 'http://127.0.0.1:48185', wsEndpoint: 'ws://127.0.0.1:34903/f18ddf0be15722b61ca9d60091bf33b0' },
  },
});
