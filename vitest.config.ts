import { configDefaults, defineConfig } from 'vitest/config';

// Browser journeys that act beyond their own photographers, so no other journey may run
// beside them (docs/testing.md, "CI time"):
const E2E_ALONE = [
  // The local AEAT's controls: what it answers next, whoever asks.
  'web/e2e/verifactu.e2e.ts',
  // The local Stripe's reset, held webhook deliveries and Bizum limit, for every account.
  'web/e2e/payments.e2e.ts',
  'web/e2e/stripe-checkout.e2e.ts',
  // The hourly selection-deadline run over every photographer, with its clock moved days ahead.
  'web/e2e/client-journey.e2e.ts',
  'web/e2e/selection-deadline.e2e.ts',
  // The site's beta places (shown and taken) and the operator's commands over the whole table.
  'web/e2e/site.e2e.ts',
  // The demo photographer's CRM, which both add to, import into and export from.
  'web/e2e/crm.e2e.ts',
  'web/e2e/crm-transfer.e2e.ts',
];

// The two browser projects share one stack (infra/local/test-stack.ts keeps it for both).
const e2e = {
  environment: 'node',
  globalSetup: ['web/e2e/global-setup.ts'],
  testTimeout: 90_000,
  hookTimeout: 180_000,
};

// One runner, six projects. `npm test` runs shared, web, functions and infra; `npm run
// test:e2e` runs the browser journeys (e2e, then e2e-serial) against a fully started local stack.
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
        // Two browser journeys at a time against the one stack; the files of E2E_ALONE run
        // after them, one at a time (e2e-serial).
        test: {
          ...e2e,
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.ts'],
          exclude: [...configDefaults.exclude, ...E2E_ALONE],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: { ...e2e, name: 'e2e-serial', include: E2E_ALONE, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
