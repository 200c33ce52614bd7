// `npm ci`'s postinstall (and `npm run fetch:lambda-packages`): fetches the tarballs of the
// linux-arm64 packages the Lambda bundles need that this machine's install skipped (sharp's
// binaries on x64 or macOS), at package-lock.json's versions and integrity, so that
// `npm run synth` needs no network (infra/lib/lambda-packages.ts).
import { INSTALLED_MODULES } from '../lib/lambda-bundling.js';
import { FETCH_COMMAND, fetchLambdaTarballs, LAMBDA_TARBALL_DIR } from '../lib/lambda-packages.js';

// As a postinstall, a failure only warns: the install serves `npm start` and the tests too, and
// `npm run synth` refuses to build without these tarballs, naming the command to run.
const warnOnly = process.argv.includes('--warn-only');

try {
  // The npm running this install, when there is one.
  const npmCli = process.env.npm_execpath;
  const fetched = fetchLambdaTarballs(INSTALLED_MODULES, npmCli ? [process.execPath, npmCli] : ['npm']);
  if (fetched.length > 0)
    process.stdout.write(`Lambda packages for linux-arm64 in ${LAMBDA_TARBALL_DIR}: ${fetched.map(({ name, version }) => `${name}@${version}`).join(', ')}\n`);
} catch (error) {
  const message = `Could not fetch the linux-arm64 packages of the Lambda bundles (npm run synth needs them): ${error instanceof Error ? error.message : String(error)}`;
  if (!warnOnly) {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
  process.stderr.write(`WARNING: ${message}\nRun ${FETCH_COMMAND} once the registry is reachable.\n`);
}
