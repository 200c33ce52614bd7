// Run by AppFunction after esbuild (constructs/app-function.ts): installs the packages a bundle
// leaves out, with their package-lock.json closure, in the bundle's folder, offline
// (infra/lib/lambda-packages.ts).
//   node --import tsx infra/bin/install-lambda-packages.ts <bundle folder> <package>...
import { installLambdaPackages } from '../lib/lambda-packages.js';

const [outputDir, ...names] = process.argv.slice(2);
if (!outputDir || names.length === 0) {
  console.error('usage: install-lambda-packages.ts <bundle folder> <package>...');
  process.exit(2);
}
try {
  const installed = installLambdaPackages(outputDir, names);
  const requested = installed.filter(({ installPath }) => names.some((name) => installPath === `node_modules/${name}`));
  console.error(
    `Installed ${installed.length} packages from package-lock.json (linux-arm64): ${requested.map(({ name, version }) => `${name}@${version}`).join(', ')} and their dependencies`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
