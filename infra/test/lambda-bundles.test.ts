// What the deployed bundles carry, read from esbuild's metafile with the options the CDK
// functions use (infra/lib/lambda-bundling.ts).
import { eventFunctionEntries, fallbackDomain, httpFunctionEntries } from '@fotostudio/functions/function-entries';
import type { Domain } from '@fotostudio/shared/contracts/route';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../lib/lambda-bundling.js';
import { fromRepoRoot, repoRoot } from '../lib/repo-paths.js';

const CONTRACTS_DIR = 'shared/src/contracts/';

const inputsOf = async (entry: string): Promise<string[]> => {
  const { metafile } = await build({
    ...lambdaEsbuildOptions,
    entryPoints: [fromRepoRoot(entry)],
    absWorkingDir: repoRoot,
    write: false,
    outfile: 'index.mjs',
    metafile: true,
    logLevel: 'error',
  });
  return Object.keys(metafile.inputs);
};

const contractsIn = (inputs: string[]) => inputs.filter((input) => input.startsWith(CONTRACTS_DIR)).sort();

const domains = Object.keys(httpFunctionEntries) as Domain[];

describe('lambda bundles', () => {
  it.each(domains.filter((d) => d !== fallbackDomain))(
    'the %s function carries only the contracts its own part of the route table reaches',
    async (domain) => {
      const [bundle, domainPart] = await Promise.all([
        inputsOf(httpFunctionEntries[domain]),
        inputsOf(`${CONTRACTS_DIR}${domain}-routes.ts`),
      ]);
      expect(contractsIn(bundle)).toEqual(contractsIn(domainPart));
      expect(bundle).not.toContain(`${CONTRACTS_DIR}routes.ts`);
    },
  );

  it('the fallback function carries the whole route table, to tell a wrong method from an unknown path', async () => {
    const [bundle, table] = await Promise.all([inputsOf(httpFunctionEntries[fallbackDomain]), inputsOf(`${CONTRACTS_DIR}routes.ts`)]);
    expect(contractsIn(bundle)).toEqual(contractsIn(table));
  });

  it('the image function leaves sharp (native binaries, installed beside the bundle) out, and bundles thumbhash', async () => {
    const inputs = await inputsOf(eventFunctionEntries.imageUpload);
    expect(inputs.some((input) => input.includes('functions/src/images/process-image.ts'))).toBe(true);
    expect(inputs.some((input) => input.includes('node_modules/thumbhash/'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/sharp/') || input.includes('node_modules/@img/'))).toEqual([]);
  });

  it('leaves out jsonschema, whose only use is checking the ElectroDB models at every cold start', async () => {
    const inputs = await inputsOf(eventFunctionEntries.tableStream);
    expect(inputs.some((input) => input.includes('node_modules/electrodb/'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/jsonschema/'))).toEqual([]);
  });
});
