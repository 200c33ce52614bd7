// What the deployed bundles carry, read from esbuild's metafile with the options the CDK
// functions use (infra/lib/lambda-bundling.ts).
import { eventFunctionEntries, fallbackDomain, httpFunctionEntries } from '@fotostudio/functions/function-entries';
import type { Domain } from '@fotostudio/shared/contracts/route';
import { build, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainInstalledModules } from '../lib/api-stack.js';
import { eventInstalledModules } from '../lib/events-stack.js';
import { LAZY_MODULES, lambdaEsbuildOptions } from '../lib/lambda-bundling.js';
import { fromRepoRoot, repoRoot } from '../lib/repo-paths.js';
import { gte } from '@fotostudio/functions/lib/semver-gte';

const CONTRACTS_DIR = 'shared/src/contracts/';
/**
 * Issue 21's budget. 229.9 KiB on 2026-11-30 at 05:00: the routes' summaries and examples moved to
 * route-docs/ (-4.7) and lib/config.ts split by concern (-1.9); 236.5 before, 252.9 before zod's
 * JSON Schema conversion was left out.
 */
const GALLERY_BUNDLE_CEILING_KIB = 230;

/** esbuild's metafile of one function's bundle, built with the CDK functions' options. */
const metafileOf = async (entry: string): Promise<Metafile> =>
  (
    await build({
      ...lambdaEsbuildOptions,
      entryPoints: [fromRepoRoot(entry)],
      absWorkingDir: repoRoot,
      write: false,
      outfile: 'index.mjs',
      metafile: true,
      logLevel: 'error',
    })
  ).metafile;

const inputsOf = async (entry: string): Promise<string[]> => Object.keys((await metafileOf(entry)).inputs);

/** Packages a bundle imports from outside itself (Node's own modules aside): they must be installed beside it. */
const externalPackagesOf = async (entry: string): Promise<string[]> => {
  const packages = Object.values((await metafileOf(entry)).inputs)
    .flatMap(({ imports }) => imports.filter((imported) => imported.external).map((imported) => imported.path))
    .filter((path) => !path.startsWith('node:') && !builtinModules.includes(path.split('/')[0] ?? ''))
    .map((path) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : (path.split('/')[0] ?? path)));
  return [...new Set(packages)].sort();
};

// The generated addresses (methods and paths, no schemas) are no contract.
const contractsIn = (inputs: string[]) =>
  inputs.filter((input) => input.startsWith(CONTRACTS_DIR) && !input.startsWith(`${CONTRACTS_DIR}generated/`)).sort();

const domains = Object.keys(httpFunctionEntries) as Domain[];

describe('lambda bundles', () => {
  it.each(domains)(
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

  it('the fallback function tells a wrong method from an unknown path by the generated addresses, not the route table', async () => {
    const bundle = await inputsOf(httpFunctionEntries[fallbackDomain]);
    expect(bundle).toContain(`${CONTRACTS_DIR}generated/route-addresses.ts`);
  });

  // A package left out of a bundle and not installed beside it fails only when a request
  // first loads it, in AWS: the PDF, the spreadsheet or the first email.
  it.each([
    ...domains.map((domain) => [domain, httpFunctionEntries[domain], domainInstalledModules(domain)] as const),
    ...Object.entries(eventFunctionEntries).map(([name, entry]) => [name, entry, eventInstalledModules[name as keyof typeof eventFunctionEntries]] as const),
  ])('the %s function installs beside its bundle every package the bundle leaves out', async (_name, entry, installed) => {
    const external = await externalPackagesOf(entry);
    expect(external.filter((name) => !installed.includes(name))).toEqual([]);
  });

  // A lazily loaded package imported statically anywhere in a bundle would load at every cold
  // start: esbuild hoists an inlined module's external imports to the top of the output file.
  it.each(Object.entries({ ...httpFunctionEntries, ...eventFunctionEntries }))(
    'the %s function reaches the lazily loaded packages only through import()',
    async (_name, entry) => {
      const [output] = Object.values((await metafileOf(entry)).outputs);
      const isLazy = (path: string) => LAZY_MODULES.some((name) => path === name || path.startsWith(`${name}/`));
      expect((output?.imports ?? []).filter((imported) => imported.external && imported.kind !== 'dynamic-import' && isLazy(imported.path))).toEqual([]);
    },
  );

  it('the billing function leaves pdfkit, qrcode, pdf-lib and its fontkit, write-excel-file, nodemailer, node-forge and stripe to lazy imports', async () => {
    expect(await externalPackagesOf(httpFunctionEntries.billing)).toEqual(['@pdf-lib/fontkit', 'node-forge', 'nodemailer', 'pdf-lib', 'pdfkit', 'qrcode', 'stripe', 'write-excel-file']);
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

  it('leaves out semver, whose only importer, the X-Ray SDK\'s v2-SDK patcher, gets a gte of its own', async () => {
    const { inputs } = await metafileOf(httpFunctionEntries.sessions);
    expect(Object.keys(inputs).filter((input) => input.includes('node_modules/semver/'))).toEqual([]);
    // Any other importer would expect the whole package: it must not come through the stand-in unnoticed.
    const importers = Object.entries(inputs)
      .filter(([, { imports }]) => imports.some((imported) => imported.path === 'functions/src/lib/semver-gte.ts'))
      .map(([input]) => input);
    expect(importers).toEqual(['node_modules/aws-xray-sdk-core/dist/lib/patchers/aws_p.js']);
    // semver's answers for the v2 SDK's minimum, pre-releases and build metadata included.
    const cases: [string, string, boolean][] = [
      ['2.7.15', '2.7.15', true],
      ['2.7.14', '2.7.15', false],
      ['2.1693.0', '2.7.15', true],
      ['10.0.0', '2.7.15', true],
      ['1.99.99', '2.7.15', false],
      ['v2.8.0', '2.7.15', true],
      ['2.7.15-beta.1', '2.7.15', false],
      ['2.7.16-beta.1', '2.7.15', true],
      ['2.7.15-beta.10', '2.7.15-beta.2', true],
      ['2.7.15-alpha', '2.7.15-beta.1', false],
      ['2.7.15+build.5', '2.7.15', true],
    ];
    expect(cases.map(([version, minimum]) => [version, minimum, gte(version, minimum)])).toEqual(cases);
  });

  it("leaves out zod's JSON Schema conversion; a bundled schema parses, reports its issues and reads its checks as zod does", async () => {
    const [output] = Object.values((await metafileOf(httpFunctionEntries.gallery)).outputs);
    const converterBytes = ['node_modules/zod/v4/core/to-json-schema.js', 'node_modules/zod/v4/core/json-schema-processors.js']
      .map((input) => output?.inputs[input]?.bytesInOutput ?? 0)
      .reduce((sum, bytes) => sum + bytes, 0);
    // What is left of them: `aggregateChecks`, which a string's `minLength` reads.
    expect(converterBytes).toBeLessThan(2 * 1024);

    const probe =
      "const s = z.object({ name: z.string().min(3).max(9), mail: z.string().email().optional(), n: z.coerce.number().int().min(1) }).strict();" +
      'const run = (f) => { try { return f(); } catch (e) { return { threw: e.message }; } };' +
      'const r = { ok: s.safeParse({ name: "Ana María", n: "2" }), bad: s.safeParse({ name: "A", mail: "x", n: 0, extra: 1 }),' +
      ' checks: [s.shape.name.minLength, s.shape.name.maxLength, s.shape.mail.unwrap().format], json: run(() => s.toJSONSchema()) };' +
      'process.stdout.write(JSON.stringify({ ...r, ok: r.ok.data, bad: r.bad.error.issues }));';
    const dir = mkdtempSync(join(tmpdir(), 'zod-probe-'));
    try {
      const outfile = join(dir, 'probe.mjs');
      await build({
        ...lambdaEsbuildOptions,
        stdin: { contents: `import * as z from 'zod';${probe}`, resolveDir: fromRepoRoot('functions'), loader: 'js' },
        absWorkingDir: repoRoot,
        outfile,
        logLevel: 'error',
      });
      const bundled = JSON.parse(execFileSync(process.execPath, [outfile]).toString()) as Record<string, unknown>;
      // The same probe against the zod the tests run, unbundled.
      const unbundled = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', `import * as z from 'zod';${probe}`], { cwd: fromRepoRoot('functions') }).toString(),
      ) as Record<string, unknown>;
      expect(bundled.json).toEqual({ threw: expect.stringContaining('left out of this bundle') });
      expect(unbundled.json).toMatchObject({ type: 'object' });
      expect({ ...bundled, json: undefined }).toEqual({ ...unbundled, json: undefined });
      expect(bundled.checks).toEqual([3, 9, 'email']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Issue 21's budget; the gallery is the cold start a photographer's clients see
  // (docs/performance.md, "Gallery function against a base commit").
  it('the gallery function bundle stays within its ceiling', async () => {
    const [output] = Object.values((await metafileOf(httpFunctionEntries.gallery)).outputs);
    expect(output?.bytes ?? Infinity).toBeLessThanOrEqual(GALLERY_BUNDLE_CEILING_KIB * 1024);
  });

  it("the gallery function carries no route's docs and only the configuration parts it reads", async () => {
    const { outputFiles } = await build({
      ...lambdaEsbuildOptions,
      entryPoints: [fromRepoRoot(httpFunctionEntries.gallery)],
      absWorkingDir: repoRoot,
      write: false,
      outfile: 'index.mjs',
      logLevel: 'error',
    });
    const text = outputFiles[0]?.text ?? '';
    // Read by the gallery: the table and bucket, signed media URLs, Stripe.
    for (const read of ['TABLE_NAME', 'MEDIA_SIGNING_KEY_ID', 'STRIPE_SECRET_KEY']) expect(text, read).toContain(read);
    // Other functions' variables, and a summary of one of the gallery's own routes.
    for (const unread of ['USER_POOL_ID', 'VERIFACTU_PRODUCER_NIF', 'SITE_BETA_PLACES', 'PAYMENT_EVENTS_QUEUE_URL', 'Names a person who keeps their own list']) {
      expect(text, unread).not.toContain(unread);
    }
    expect((await inputsOf(httpFunctionEntries.gallery)).filter((input) => input.includes('route-docs'))).toEqual([]);
  });

  it('the gallery function carries only its part of the error status table', async () => {
    const inputs = await inputsOf(httpFunctionEntries.gallery);
    expect(inputs).toContain('shared/src/errors/gallery-status.ts');
    const [output] = Object.values((await metafileOf(httpFunctionEntries.gallery)).outputs);
    expect(output?.inputs['shared/src/errors/catalogue.ts']?.bytesInOutput ?? 0).toBe(0);
  });

  it('the gallery and billing functions leave the X-Ray SDK out; the other functions keep it', async () => {
    const xraySdk = (inputs: string[]) =>
      inputs.filter((input) => input.includes('node_modules/aws-xray-sdk-core/') || input.includes('node_modules/@aws-lambda-powertools/tracer/'));
    const [gallery, billing, sessions, tableStream] = await Promise.all([
      inputsOf(httpFunctionEntries.gallery),
      inputsOf(httpFunctionEntries.billing),
      inputsOf(httpFunctionEntries.sessions),
      inputsOf(eventFunctionEntries.tableStream),
    ]);
    expect(xraySdk(gallery)).toEqual([]);
    expect(xraySdk(billing)).toEqual([]);
    expect(xraySdk(sessions).length).toBeGreaterThan(0);
    expect(xraySdk(tableStream).length).toBeGreaterThan(0);
  });

  it('the gallery function reads and writes the table without ElectroDB or the entity definitions; the sessions function keeps them', async () => {
    const electro = (inputs: string[]) =>
      inputs.filter((input) => input.includes('node_modules/electrodb/') || input.startsWith('functions/src/data/entities/') || input === 'functions/src/data/database.ts');
    const [gallery, sessions] = await Promise.all([inputsOf(httpFunctionEntries.gallery), inputsOf(httpFunctionEntries.sessions)]);
    expect(electro(gallery)).toEqual([]);
    expect(electro(sessions).length).toBeGreaterThan(0);
  });

  it('the gallery function calls DynamoDB and Secrets Manager without the SDK client stack; the sessions function keeps it', async () => {
    // Bytes each package puts in the output: the inputs also list files tree-shaking emptied.
    const bytesOf = async (entry: string, pattern: RegExp) => {
      const [output] = Object.values((await metafileOf(entry)).outputs);
      return Object.entries(output?.inputs ?? {}).reduce((sum, [input, { bytesInOutput }]) => sum + (pattern.test(input) ? bytesInOutput : 0), 0);
    };
    const clientStack = /node_modules\/(@aws-sdk\/(client-|lib-dynamodb|core\/)|@smithy\/(smithy-client|middleware-|signature-v4|node-http-handler))/;
    expect(await bytesOf(httpFunctionEntries.gallery, clientStack)).toBe(0);
    // What is left of @smithy: the URI encoder of the CloudFront signer.
    expect(await bytesOf(httpFunctionEntries.gallery, /node_modules\/@smithy\//)).toBeLessThan(1024);
    expect(await bytesOf(httpFunctionEntries.gallery, /node_modules\/aws4fetch\//)).toBeGreaterThan(0);
    expect(await bytesOf(httpFunctionEntries.sessions, clientStack)).toBeGreaterThan(100_000);
  });

  it('bundles only the environment link of the SDK credential chain, and a bundled client signs with the credentials Lambda sets', async () => {
    const inputs = await inputsOf(httpFunctionEntries.gallery);
    expect(inputs.filter((input) => /node_modules\/@aws-sdk\/(nested-clients|credential-provider-(node|ini|sso|web-identity|process|http))\//.test(input))).toEqual([]);

    const dir = mkdtempSync(join(tmpdir(), 'credentials-probe-'));
    try {
      const outfile = join(dir, 'probe.mjs');
      await build({
        ...lambdaEsbuildOptions,
        stdin: {
          contents:
            "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';" +
            "const client = new DynamoDBClient({ region: 'eu-west-1' });" +
            'client.config.credentials().then((c) => process.stdout.write(JSON.stringify(c)), (e) => process.stdout.write(JSON.stringify({ failed: e.name })));',
          resolveDir: fromRepoRoot('functions'),
          loader: 'js',
        },
        absWorkingDir: repoRoot,
        outfile,
        logLevel: 'error',
      });
      const run = (env: Record<string, string>) =>
        JSON.parse(execFileSync(process.execPath, [outfile], { env: { PATH: process.env.PATH ?? '', HOME: dir, ...env } }).toString()) as Record<string, unknown>;
      expect(run({ AWS_ACCESS_KEY_ID: 'AKIDLAMBDA', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session' })).toMatchObject({
        accessKeyId: 'AKIDLAMBDA',
        secretAccessKey: 'secret',
        sessionToken: 'session',
      });
      expect(run({})).toEqual({ failed: 'CredentialsProviderError' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
