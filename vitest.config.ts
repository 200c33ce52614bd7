import { defineConfig } from 'vitest/config';

// One runner, five projects. `npm test` runs shared, web, functions and infra; `npm run
// test:e2e` runs the browser journeys against a fully started local stack.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', include: ['shared/test/**/*.test.ts'], environment: 'node' },
      },
      {
        // Pure logic of the web app (no DOM); what needs a browser is in e2e.
        test: { name: 'web', include: ['web/test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/global-setup.ts'],
          setupFiles: ['functions/test/support/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The stand-ins are shared by every file; keep files from racing for them.
          fileParallelism: false,
        },
      },
      {
        test: { name: 'infra', include: ['infra/test/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
