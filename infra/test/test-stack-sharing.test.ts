// The test stack of a run shared by the projects that ask for it (the browser journeys' `e2e`
// and `e2e-serial`, the functions files' `functions` and `functions-serial`): one stack for both,
// running until the last of them tears down.
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { TestProject } from 'vitest/node';
import { setupTestStack, type LocalStackInfo } from '../local/test-stack.js';

/** What a Vitest project's global setup sees of it here: `provide`. */
const projectNamed = (name: string): { project: TestProject; provided: () => LocalStackInfo } => {
  let stack: LocalStackInfo | undefined;
  const project = {
    name,
    provide: (key: string, value: LocalStackInfo) => {
      if (key === 'localStack') stack = value;
    },
  };
  return {
    project: project as unknown as TestProject,
    provided: () => {
      if (!stack) throw new Error(`nothing was provided to ${name}`);
      return stack;
    },
  };
};

// The handlers run in this process: keep their request logs out of the report.
process.env.LOG_LEVEL ??= 'error';

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
};

it('starts one stack for two projects asking for the same one, and stops it at the last teardown', async () => {
  const parallel = projectNamed('e2e');
  const serial = projectNamed('e2e-serial');
  // Vitest starts every project's global setup before the tests, one after the other.
  const stopParallel = await setupTestStack({})(parallel.project);
  const stopSerial = await setupTestStack({})(serial.project);
  const stack = parallel.provided();
  expect(serial.provided()).toEqual(stack);
  expect(await answers(stack.url)).toBe(true);

  await stopParallel();
  expect(await answers(stack.url)).toBe(true);
  expect(existsSync(stack.dataDir)).toBe(true);

  await stopSerial();
  expect(await answers(stack.url)).toBe(false);
  expect(existsSync(stack.dataDir)).toBe(false);
}, 180_000);
