import { defineConfig } from 'vitest/config';

// One run for every unit and API test; each workspace has its own project config (environment, setup).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/process-designer', 'apps/server', 'apps/web'],
  },
});
