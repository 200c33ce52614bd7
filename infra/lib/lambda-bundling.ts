// esbuild options shared by the CDK functions and the bundle benchmark, so the figures in
// docs/performance.md describe what is deployed.
import type { BuildOptions } from 'esbuild';
import { fromRepoRoot } from './repo-paths.js';
import { zodJsonSchemaSkipped } from './zod-json-schema-skipped.js';

/** ESM needs `require` for the few CommonJS dependencies that call it. */
const ESM_REQUIRE_BANNER = "import { createRequire } from 'module';const require = createRequire(import.meta.url);";

/** Packages replaced in the bundles; each replacement says why in its own file. */
const BUNDLE_ALIASES: Record<string, string> = {
  jsonschema: fromRepoRoot('functions/src/data/jsonschema-skipped.ts'),
  '@aws-sdk/credential-provider-node': fromRepoRoot('functions/src/lib/lambda-credentials.ts'),
  semver: fromRepoRoot('functions/src/lib/semver-gte.ts'),
};

/**
 * Packages with native binaries, never bundled: the CDK app installs them for linux-arm64
 * beside the bundle of the function that imports them (constructs/app-function.ts), with their
 * dependencies exactly as package-lock.json records them (lambda-packages.ts).
 */
export const NATIVE_MODULES = ['sharp'];

/**
 * Large pure-JavaScript packages only some requests load, through a lazy `import()`: PDFs
 * (pdfkit, about 900 KiB with its font engine, qrcode for the VERI*FACTU code, and pdf-lib
 * with its font engine, which stamp a cancelled invoice's stored PDF),
 * spreadsheets, iCalendar text and zoned dates (the calendar feed, a session email's .ics,
 * the archive notice), the MIME composer of outgoing mail, and node-forge (290 KiB, about
 * 19 ms of init), which reads a VERI*FACTU certificate only when one is uploaded, and Stripe's
 * SDK (256 KiB), which the gallery function loads only when a client pays for extras (bundled,
 * it doubled the gallery's 219 KiB and its cold init). Installed beside the bundle like the
 * native ones, so a cold start parses none of them (the billing function's 150 ms).
 */
export const PDF_MODULES = ['pdfkit', 'qrcode', 'pdf-lib', '@pdf-lib/fontkit'];
export const SPREADSHEET_MODULES = ['write-excel-file'];
export const CALENDAR_MODULES = ['ical-generator', 'luxon'];
export const MAIL_MODULES = ['nodemailer'];
export const CERTIFICATE_MODULES = ['node-forge'];
export const PAYMENT_MODULES = ['stripe'];
export const LAZY_MODULES = [...PDF_MODULES, ...SPREADSHEET_MODULES, ...CALENDAR_MODULES, ...MAIL_MODULES, ...CERTIFICATE_MODULES, ...PAYMENT_MODULES];

/** Every package the bundles leave to a `node_modules` installed beside them. */
export const INSTALLED_MODULES = [...NATIVE_MODULES, ...LAZY_MODULES];

/**
 * What a function installs beside its bundle: what its code loads, plus the mail composer
 * when it may send mail. infra/test/lambda-bundles.test.ts checks every bundle's external
 * imports against this.
 */
export const installedModulesFor = (loads: readonly string[], sendsMail: boolean): string[] => [
  ...loads,
  ...(sendsMail ? MAIL_MODULES : []),
];

export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  treeShaking: true,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  alias: BUNDLE_ALIASES,
  // The SDK is bundled rather than taken from the runtime: a pinned, tree-shaken copy.
  external: INSTALLED_MODULES,
  legalComments: 'none',
  plugins: [zodJsonSchemaSkipped],
} satisfies BuildOptions;
