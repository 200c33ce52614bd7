// A local stack started for a test of its machinery: the stand-in functions (stub-functions.ts)
// instead of the product's handlers, its data in a temporary folder, no web app or demo, a fixed
// confirmation code and no rate limits. `dispose` stops it and removes both folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../local/stack.js';
import { writeStubFunctions } from './stub-functions.js';

const MACHINERY_TEST_OPTIONS = { port: 0, serveWeb: false, seedDemo: false, quiet: true, confirmationCode: '123456', relaxRateLimits: true };

export interface StubStack {
  stack: LocalStack;
  dispose: () => Promise<void>;
}

export const startStubStack = async (dataDirPrefix: string, options: Partial<LocalStackOptions> = {}): Promise<StubStack> => {
  const functionsRoot = writeStubFunctions();
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const stack = await startLocalStack({ dataDir, functionsRoot, ...MACHINERY_TEST_OPTIONS, ...options });
  return {
    stack,
    dispose: async () => {
      await stack.stop();
      rmSync(functionsRoot, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
