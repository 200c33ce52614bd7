// Starts the whole local stack once for the browser journeys through infra/local's test
// helper (fresh temporary data, free ports, web/dist served on the one origin, demo
// photographer seeded) and hands the tests its URL and the demo credentials.
// E2E_BASE_URL, E2E_DEMO_EMAIL and E2E_DEMO_PASSWORD point the journeys at a stack that
// is already running (`npm start`) instead; E2E_MAIL_VIEWER_URL and E2E_DATA_DIR (its
// .local-data folder) let the mail-driven journeys run there too.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { E2eContext } from './context';
import './context';

const distIndex = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.html');

// Loaded by specifiers TypeScript does not follow: web/tsconfig.json type-checks with the
// DOM library, under which the Node-only stand-in code does not compile (fetch body
// types). The shapes below are the parts of those modules this setup relies on, checked
// at run time.
const TEST_STACK_MODULE = '../../infra/local/test-stack.ts';
const SEED_MODULE = '../../infra/local/seed.ts';

type SetupTestStack = (options: {
  serveWeb?: boolean;
  seedDemo?: boolean;
  aeatWaitSeconds?: number;
}) => (project: TestProject) => Promise<() => Promise<void>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const loadSetupTestStack = async (): Promise<SetupTestStack> => {
  const loaded: unknown = await import(/* @vite-ignore */ TEST_STACK_MODULE);
  if (!isObject(loaded) || typeof loaded.setupTestStack !== 'function') {
    throw new Error(`${TEST_STACK_MODULE} does not export setupTestStack`);
  }
  return loaded.setupTestStack as SetupTestStack;
};

const loadDemoCredentials = async (): Promise<{ email: string; password: string }> => {
  const loaded: unknown = await import(/* @vite-ignore */ SEED_MODULE);
  const demo = isObject(loaded) ? loaded.DEMO_PHOTOGRAPHER : undefined;
  if (!isObject(demo) || typeof demo.email !== 'string' || typeof demo.password !== 'string') {
    throw new Error(`${SEED_MODULE} does not export DEMO_PHOTOGRAPHER`);
  }
  return { email: demo.email, password: demo.password };
};

type Credentials = E2eContext['adminCredentials'];

const credentialsOf = (value: unknown): Credentials =>
  isObject(value) && typeof value.accessKeyId === 'string' && typeof value.secretAccessKey === 'string'
    ? { accessKeyId: value.accessKeyId, secretAccessKey: value.secretAccessKey }
    : undefined;

/** An external stack's credentials, from its data folder (see infra/local/iam/stack-credentials.ts). */
const credentialsIn = (dataDir: string): Credentials => {
  const file = join(dataDir, 'credentials.json');
  return dataDir && existsSync(file) ? credentialsOf(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
};

/** The helper publishes the stack as `localStack`; this project's tests read `e2e`. */
const stackInfo = (
  project: TestProject,
): { url: string; mailViewerUrl: string; supportReceiverUrl: string; dataDir: string; credentials: Credentials; aeatEndpoint: string; stripeControlUrl: string; functionsEnv: Record<string, string> } => {
  const provided: unknown = project.getProvidedContext();
  const stack = isObject(provided) ? provided.localStack : undefined;
  if (
    !isObject(stack) ||
    typeof stack.url !== 'string' ||
    typeof stack.mailViewerUrl !== 'string' ||
    typeof stack.dataDir !== 'string'
  ) {
    throw new Error('the test stack provided no url, mail viewer or data folder');
  }
  const env = isObject(stack.env) ? stack.env : {};
  return {
    url: stack.url,
    mailViewerUrl: stack.mailViewerUrl,
    supportReceiverUrl: typeof stack.supportReceiverUrl === 'string' ? stack.supportReceiverUrl : '',
    dataDir: stack.dataDir,
    credentials: credentialsOf({ accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }),
    aeatEndpoint: typeof env.VERIFACTU_AEAT_ENDPOINT === 'string' ? env.VERIFACTU_AEAT_ENDPOINT : '',
    stripeControlUrl: isObject(stack.stripe) && typeof stack.stripe.controlUrl === 'string' ? stack.stripe.controlUrl : '',
    functionsEnv: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  };
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const context: E2eContext = {
      baseUrl: external,
      demoEmail: process.env.E2E_DEMO_EMAIL ?? '',
      demoPassword: process.env.E2E_DEMO_PASSWORD ?? '',
      mailViewerUrl: process.env.E2E_MAIL_VIEWER_URL ?? '',
      supportReceiverUrl: process.env.E2E_SUPPORT_RECEIVER_URL ?? '',
      dataDir: process.env.E2E_DATA_DIR ?? '',
      adminCredentials: credentialsIn(process.env.E2E_DATA_DIR ?? ''),
      aeatEndpoint: process.env.E2E_AEAT_ENDPOINT ?? '',
      stripeControlUrl: '',
      functionsEnv: {},
    };
    project.provide('e2e', context);
    return async () => {};
  }

  if (!existsSync(distIndex)) throw new Error('web/dist is missing: run `npm run test:e2e`, which builds it first');
  // The handlers run in this process and log every request; keep the report readable.
  process.env.LOG_LEVEL ??= 'warn';
  const [setupTestStack, demo] = await Promise.all([loadSetupTestStack(), loadDemoCredentials()]);
  // The demo's seven invoices are answered a second apart instead of the AEAT's 60 s, so the
  // stack is ready a minute sooner: no journey tests the flow control (the functions suite's
  // verifactu-submission.test.ts and infra's local-aeat.test.ts do).
  const teardown = await setupTestStack({ serveWeb: true, seedDemo: true, aeatWaitSeconds: 1 })(project);
  const stack = stackInfo(project);
  project.provide('e2e', {
    baseUrl: stack.url,
    mailViewerUrl: stack.mailViewerUrl,
    supportReceiverUrl: stack.supportReceiverUrl,
    dataDir: stack.dataDir,
    adminCredentials: stack.credentials,
    aeatEndpoint: stack.aeatEndpoint,
    stripeControlUrl: stack.stripeControlUrl,
    functionsEnv: stack.functionsEnv,
    demoEmail: demo.email,
    demoPassword: demo.password,
  });
  return teardown;
}
