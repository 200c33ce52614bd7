// Starts the local stand-ins once for the functions test project, on free ports and in a
// fresh temporary folder, so the suite also runs while `npm start` is up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack.js';
import './support/provided-context.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The handlers run in this process (behind the local gateway): keep their request logs
  // out of the test report, but not their errors.
  process.env.LOG_LEVEL ??= 'error';
  const dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-functions-test-'));
  const stack = await startLocalStack({ dataDir, port: 0, serveWeb: false, seedDemo: false, quiet: true });
  project.provide('localStack', { url: stack.url, mailViewerUrl: stack.mailViewerUrl, env: stack.env });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
