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

interface SharedStack {
  info: LocalStackInfo;
  users: number;
  stop: () => Promise<void>;
}

// Vitest runs every project's global setup in its main process, each through a module loader
// of its own, so a module-level variable would not be seen by the next project: the started
// stack is kept on the process. Two stacks cannot live side by side there anyway (each sets
// process.env for the handlers it runs), so projects of one run that ask for the same stack
// (`e2e` and `e2e-serial`, `functions` and `functions-serial`) share it, and the last teardown
// stops it.
const SHARED = Symbol.for('fotostudio.test-stack.shared');
type Holder = { [SHARED]?: Map<string, Promise<SharedStack>> };

const sharedStacks = (): Map<string, Promise<SharedStack>> => {
  const holder = process as unknown as Holder;
  holder[SHARED] ??= new Map();
  return holder[SHARED];
};

const startShared = async (options: TestStackOptions): Promise<SharedStack> => {
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
  return {
    info: { url: stack.url, mailViewerUrl: stack.mailViewerUrl, supportReceiverUrl: stack.supportReceiverUrl, stripe: stack.stripe, env: stack.env, dataDir },
    users: 0,
    stop: async () => {
      await stack.stop();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const setupTestStack =
  (options: TestStackOptions = {}) =>
  async (project: TestProject): Promise<() => Promise<void>> => {
    const stacks = sharedStacks();
    const key = JSON.stringify(options);
    let starting = stacks.get(key);
    if (!starting) {
      starting = startShared(options);
      stacks.set(key, starting);
      // A stack that failed to start is not handed to the next project.
      starting.catch(() => stacks.delete(key));
    }
    const shared = await starting;
    shared.users += 1;
    project.provide('localStack', shared.info);
    return async () => {
      shared.users -= 1;
      if (shared.users > 0) return;
      stacks.delete(key);
      await shared.stop();
    };
  };
