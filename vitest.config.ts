import { configDefaults, defineConfig } from 'vitest/config';

// Functions files that act beyond their own photographers, so no other file may run beside
// them (docs/testing.md, "CI time"): functions-serial runs them one at a time, before the rest,
// while the table is small (their migrations go over every photographer in it).
const FUNCTIONS_ALONE = [
  // A data migration over the whole table: another file's item in mid-write would be counted
  // or changed under it.
  'functions/test/billing-issued-pdf.test.ts',
  'functions/test/billing-rectify-rules.test.ts',
  'functions/test/dashboard-figures.test.ts',
  'functions/test/dashboard-links.test.ts',
  'functions/test/dashboard-listed-rows.test.ts',
  'functions/test/dashboard-session-lists.test.ts',
  'functions/test/dashboard-sessions.test.ts',
  'functions/test/delivery-gallery-migration.test.ts',
  'functions/test/gallery-downloads-migration.test.ts',
  'functions/test/gallery-pages.test.ts',
  'functions/test/invoice-payments.test.ts',
  'functions/test/location-free-downloads.test.ts',
  'functions/test/named-viewers.test.ts',
  'functions/test/notification-type-defaults.test.ts',
  'functions/test/package-rule-migration.test.ts',
  'functions/test/quote-deposit-acceptance.test.ts',
  'functions/test/refund-question.test.ts',
  'functions/test/session-finance-selection.test.ts',
  'functions/test/session-images-migration.test.ts',
  'functions/test/share-link-regeneration.test.ts',
  'functions/test/storage-usage.test.ts',
  // A scheduled run over every photographer with its clock moved days ahead.
  'functions/test/agreement-lifecycle.test.ts',
  'functions/test/delivery-publishing.test.ts',
  'functions/test/notice-scan.test.ts',
  'functions/test/selection-deadline.test.ts',
  // The local AEAT's controls (refusals by invoice number alone, failures, page size, reset,
  // message count), whoever asks.
  'functions/test/verifactu-answers.test.ts',
  'functions/test/verifactu-reconciliation.test.ts',
  'functions/test/verifactu-submission.test.ts',
  // The local Stripe's reset, held webhook deliveries and moved clock, for every account.
  'functions/test/deposit-late-and-refund.test.ts',
  'functions/test/gallery-extras.test.ts',
  'functions/test/invoice-pay-online.test.ts',
  'functions/test/money-adds-up.test.ts',
  'functions/test/payments-checkout.test.ts',
  'functions/test/payments-connect.test.ts',
  // The local Stripe's latest events, of every account.
  'functions/test/stripe-openapi.test.ts',
  // The ECB feed's answers and counts; the site's beta places and scans of the whole table;
  // the support receiver's one list.
  'functions/test/exchange-rates.test.ts',
  'functions/test/site.test.ts',
  'functions/test/site-operator-commands.test.ts',
  'functions/test/support-webhooks.test.ts',
];

// The two functions projects share one stack (infra/local/test-stack.ts keeps it for both).
const functions = {
  environment: 'node',
  globalSetup: ['functions/test/global-setup.ts'],
  setupFiles: ['functions/test/support/setup-env.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

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

// One runner, seven projects. `npm test` runs shared, web, infra and the functions files
// (functions-serial, then functions); `npm run test:e2e` runs the browser journeys (e2e, then e2e-serial)
// against a fully started local stack.
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
        // The files of FUNCTIONS_ALONE one at a time against the one stack (functions-serial);
        // then every other functions file, two at a time.
        test: { ...functions, name: 'functions-serial', include: FUNCTIONS_ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
      {
        test: {
          ...functions,
          name: 'functions',
          include: ['functions/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...FUNCTIONS_ALONE],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
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
