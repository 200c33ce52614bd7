// Run by AppFunction for each function (constructs/app-function.ts): bundles its handler with
// the options every bundle is measured and tested with (infra/lib/lambda-bundling.ts), plugins
// included, which esbuild's command line (the CDK's NodejsFunction bundling) cannot take.
//   node --import tsx infra/bin/bundle-lambda.ts <handler file> <bundle folder> [<package left out>...]
import { build } from 'esbuild';
import { join } from 'node:path';
import { lambdaEsbuildOptions } from '../lib/lambda-bundling.js';
import { fromRepoRoot, repoRoot } from '../lib/repo-paths.js';

const [entry, outputDir, ...external] = process.argv.slice(2);
if (!entry || !outputDir) {
  process.stderr.write('usage: bundle-lambda.ts <handler file> <bundle folder> [<package left out>...]\n');
  process.exit(2);
}
try {
  await build({
    ...lambdaEsbuildOptions,
    entryPoints: [fromRepoRoot(entry)],
    absWorkingDir: repoRoot,
    outfile: join(outputDir, 'index.mjs'),
    // What this function installs beside its bundle (lambda-bundles.test.ts checks it covers every package the bundle leaves out).
    external,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
