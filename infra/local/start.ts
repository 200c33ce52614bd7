// `npm start`: the whole product on http://127.0.0.1:3000 (PORT to change it), with its
// data in .local-data/ (LOCAL_DATA_DIR to change it) so that it survives restarts.
// Ctrl-C, SIGTERM or SIGHUP stop every stand-in, also while the stack is still starting.
import { join, resolve } from 'node:path';
import { LocalStackError } from './errors.js';
import { repoRoot } from './paths.js';
import { type LocalStack, startLocalStack } from './stack.js';

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.LOCAL_DATA_DIR ? resolve(process.env.LOCAL_DATA_DIR) : join(repoRoot, '.local-data');
// The supervision tests start the stack twice and need no demo: seeding it is minutes of CI.
const seedDemo = process.env.LOCAL_SEED_DEMO !== 'false';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}".`);

// Listening before anything starts: a signal during the start stops what has started.
const starting = new AbortController();
let stack: LocalStack | undefined;
let stopping = false;

const exitAfter = (work: Promise<void>) =>
  work.then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`stop failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );

const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`\n${signal}: stopping the local stack...\n`);
  // Stopping should never hang; if it does, exiting still ends the children (exit hook, watchdog).
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  if (stack) void exitAfter(stack.stop());
  else starting.abort();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));

try {
  stack = await startLocalStack({ dataDir, port, serveWeb: true, seedDemo, signal: starting.signal });
} catch (error) {
  // Stopped while starting: startLocalStack has stopped what it had started.
  if (starting.signal.aborted) process.exit(0);
  if (error instanceof LocalStackError) fail(error.message);
  throw error;
}
if (starting.signal.aborted) await exitAfter(stack.stop());

const banner = [
  '',
  `  Fotostudio is running at ${stack.url}`,
  '',
  `  Demo photographer  ${stack.demo?.email ?? '-'} / ${stack.demo?.password ?? '-'}`,
  `  Mail viewer        ${stack.mailViewerUrl}`,
  `  Support messages   ${stack.supportReceiverUrl} (what the support modal and the assistant sent)`,
  `  ECB rates feed     ${stack.env.ECB_RATES_URL ?? '-'} (steered at ${stack.ecbControlUrl}/control)`,
  `  Stripe (local)     ${stack.stripe.url} (steered at ${stack.stripe.controlUrl}/control, deliveries at ${stack.stripe.controlUrl}/deliveries)`,
  `  Data folder        ${dataDir} (delete it to start afresh; LOCAL_DATA_DIR chooses another)`,
  '',
  '  Press Ctrl-C to stop.',
  '',
].join('\n');
console.log(banner);
