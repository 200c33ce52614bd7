// `npm start`: the whole product on http://127.0.0.1:3000 (PORT to change it), with its
// data in .local-data/ so that it survives restarts. Ctrl-C stops every stand-in.
import { join } from 'node:path';
import { LocalStackError } from './errors.js';
import { repoRoot } from './paths.js';
import { startLocalStack } from './stack.js';

const port = Number(process.env.PORT ?? 3000);
const dataDir = join(repoRoot, '.local-data');

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}".`);

const stack = await startLocalStack({ dataDir, port, serveWeb: true, seedDemo: true }).catch((error: unknown) => {
  if (error instanceof LocalStackError) return fail(error.message);
  throw error;
});

const banner = [
  '',
  `  Fotostudio is running at ${stack.url}`,
  '',
  `  Demo photographer  ${stack.demo?.email ?? '-'} / ${stack.demo?.password ?? '-'}`,
  `  Mail viewer        ${stack.mailViewerUrl}`,
  `  Data folder        ${dataDir} (delete it to start afresh)`,
  '',
  '  Press Ctrl-C to stop.',
  '',
].join('\n');
console.log(banner);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`\n${signal}: stopping the local stack...\n`);
  // A second Ctrl-C while stopping should not be needed, but must not leave children behind.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`stop failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
