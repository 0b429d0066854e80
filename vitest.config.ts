import { defineConfig } from 'vitest/config';

// One run for every unit and API test; each workspace has its own project config (environment, setup).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/process-designer', 'apps/server', 'apps/web'],
    // A render React scheduled before a jsdom test file ended can run after the environment is torn down and meet no
    // `window` (seen on busy machines after the router tests). Only that exact case is ignored; every other unhandled
    // error still fails the run.
    onUnhandledError(error) {
      const stack = error.stack ?? '';
      const lateReactRender =
        error.name === 'ReferenceError' && /window is not defined/.test(error.message) && /react-dom|scheduler/.test(stack);
      return lateReactRender ? false : undefined;
    },
  },
});
