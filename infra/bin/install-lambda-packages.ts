// Run by AppFunction after esbuild (constructs/app-function.ts): installs the packages a bundle
// leaves out, with their package-lock.json closure, in the bundle's folder, offline
// (infra/lib/lambda-packages.ts).
//   node --import tsx infra/bin/install-lambda-packages.ts <bundle folder> <package>...
import { installLambdaPackages } from '../lib/lambda-packages.js';

const [outputDir, ...names] = process.argv.slice(2);
if (!outputDir || names.length === 0) {
  process.stderr.write('usage: install-lambda-packages.ts <bundle folder> <package>...\n');
  process.exit(2);
}
try {
  const installed = installLambdaPackages(outputDir, names);
  const requested = installed.filter(({ installPath }) => names.some((name) => installPath === `node_modules/${name}`));
  process.stderr.write(
    `Installed ${installed.length} packages from package-lock.json (linux-arm64): ${requested.map(({ name, version }) => `${name}@${version}`).join(', ')} and their dependencies\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
