// A vitest global setup over the local stack: a fresh temporary data folder, free ports
// everywhere (so it runs next to `npm start`), and `inject('localStack')` in the tests.
//
//   // <project>/test/global-setup.ts
//   export default setupTestStack({ serveWeb: false });
//
// The stack's environment (endpoints, table, bucket, user pool and client ids, issuer,
// media signing key) is in `env`; a setup file copies it into process.env of each worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from './stack.js';

export interface LocalStackInfo {
  url: string;
  mailViewerUrl: string;
  /** The support webhooks' receiver (support/support-receiver.ts). */
  supportReceiverUrl: string;
  /** The local Stripe's API base and control (stripe/stripe-local.ts). */
  stripe: { url: string; controlUrl: string };
  env: Record<string, string>;
  /** The stack's data folder (e.g. for `npm run invite -- --data-dir`). */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: LocalStackInfo;
  }
}

export interface TestStackOptions {
  /** Serve web/dist on the origin (browser journeys). @default false */
  serveWeb?: boolean;
  /** Create the demo photographer. @default false */
  seedDemo?: boolean;
  /** Fix every Cognito code, so tests can confirm sign-ups and password resets. */
  confirmationCode?: string;
  /** Keep the temporary data folder after the run (to inspect it). @default false */
  keepData?: boolean;
  /** The local AEAT's TiempoEsperaEnvio between submissions. @default 60 (the AEAT's own) */
  aeatWaitSeconds?: number;
}

export const setupTestStack =
  (options: TestStackOptions = {}) =>
  async (project: TestProject): Promise<() => Promise<void>> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-test-stack-'));
    const stack = await startLocalStack({
      dataDir,
      port: 0,
      serveWeb: options.serveWeb ?? false,
      seedDemo: options.seedDemo ?? false,
      quiet: true,
      ...(options.confirmationCode !== undefined ? { confirmationCode: options.confirmationCode } : {}),
      ...(options.aeatWaitSeconds !== undefined ? { aeatWaitSeconds: options.aeatWaitSeconds } : {}),
      // Tests wait for stream reactions: poll often.
      streamPollIntervalMs: 200,
      ttlSweepIntervalMs: 1_000,
      // A failed queue message comes back soon (AWS: the visibility timeout).
      queueRetryDelayMs: 500,
      // The suites sign in and call the API far more often than a person could;
      // infra/test/edge-protection.test.ts checks the real limits.
      relaxRateLimits: true,
    });
    project.provide('localStack', { url: stack.url, mailViewerUrl: stack.mailViewerUrl, supportReceiverUrl: stack.supportReceiverUrl, stripe: stack.stripe, env: stack.env, dataDir });
    return async () => {
      await stack.stop();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    };
  };
