// A local stack in its own process on the data folder given as argument, for tests that kill
// it (SIGKILL) and start it again on the same folder: no web app, no demo, free ports, the
// stream polled often. Prints one JSON line `{ url, env }` on stdout once it is up; SIGTERM
// stops it.
import { startLocalStack } from '../../local/stack.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: fault-stack.ts <data folder>');

const stack = await startLocalStack({
  dataDir,
  port: 0,
  serveWeb: false,
  seedDemo: false,
  quiet: true,
  confirmationCode: '123456',
  streamPollIntervalMs: 200,
  ttlSweepIntervalMs: 1_000,
  relaxRateLimits: true,
});
process.once('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
process.stdout.write(`${JSON.stringify({ url: stack.url, env: stack.env })}\n`);
