// The packages installed beside the Lambda bundles are package-lock.json's, for linux-arm64 only
// (infra/lib/lambda-packages.ts). What is installed is checked against the lock file on its own
// terms: each installed package.json's dependencies are resolved the way Node resolves them in
// the bundle's folder and, separately, in the lock file's tree from the functions workspace;
// both must give the same version, and nothing may be installed that no dependency reaches.
import { eventFunctionEntries, type EventFunction, httpFunctionEntries } from '@fotostudio/functions/function-entries';
import type { Domain } from '@fotostudio/shared/contracts/route';
import { App, Stack } from 'aws-cdk-lib';
import { appendFileSync, closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { domainInstalledModules } from '../lib/api-stack.js';
import { AppFunction } from '../lib/constructs/app-function.js';
import { eventInstalledModules } from '../lib/events-stack.js';
import { installLambdaPackages, lambdaPackageClosure, matchesIntegrity, readLockfile, tarballPathOf } from '../lib/lambda-packages.js';
import { fromRepoRoot } from '../lib/repo-paths.js';

interface Manifest {
  name?: string;
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const lock = readLockfile();
const readManifest = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** Node's lookup over folder keys ('' is the start's root): `from`'s node_modules, then each parent's. */
const lookup = (from: string, name: string, exists: (key: string) => boolean): string | undefined => {
  for (let dir = from; ; ) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (exists(candidate)) return candidate;
    if (dir === '') return undefined;
    const index = dir.lastIndexOf('/node_modules/');
    dir = index < 0 ? '' : dir.slice(0, index);
  }
};

/** What AppFunction deploys to (Architecture.ARM_64 on Amazon Linux), stated here on its own. */
const LAMBDA = { os: 'linux', cpu: 'arm64', libc: 'glibc' };

const onLambda = ({ os, cpu, libc }: Pick<Manifest, 'os' | 'cpu' | 'libc'>): boolean =>
  (!os || os.includes(LAMBDA.os)) && (!cpu || cpu.includes(LAMBDA.cpu)) && (!libc || libc.includes(LAMBDA.libc));

/** Package folders under `dir`/node_modules (nested ones too), relative to `dir`. */
const installedFolders = (dir: string, under = 'node_modules'): string[] => {
  const base = path.join(dir, under);
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) => (entry.startsWith('@') ? readdirSync(path.join(base, entry)).map((scoped) => `${entry}/${scoped}`) : [entry]))
    .map((name) => `${under}/${name}`)
    .flatMap((folder) => [folder, ...installedFolders(dir, `${folder}/node_modules`)]);
};

/**
 * Problems of what is installed in `dir` for `roots`, judged against package-lock.json alone:
 * an empty list when every package is the lock file's version of what its dependent resolves
 * to, runs on linux-arm64 glibc, and is reached from the roots.
 */
const lockfileMismatches = (dir: string, roots: readonly string[]): string[] => {
  const problems: string[] = [];
  const reached = new Set<string>();
  // optional: an optional dependency, installed when it runs on linux-arm64; peer: an optional
  // peer, used when present and never installed for its own sake.
  type Need = 'required' | 'optional' | 'peer';
  const queue = roots.map((name) => ({ outFrom: '', lockFrom: 'functions', name, need: 'required' as Need, by: 'functions' }));
  for (let item = queue.shift(); item; item = queue.shift()) {
    const { outFrom, lockFrom, name, need, by } = item;
    const lockPath = lookup(lockFrom, name, (key) => lock.packages[key] !== undefined);
    const lockEntry = lockPath === undefined ? undefined : lock.packages[lockPath];
    const outPath = lookup(outFrom, name, (key) => existsSync(path.join(dir, key, 'package.json')));
    if (outPath === undefined) {
      if (need === 'required' || (need === 'optional' && lockEntry && onLambda(lockEntry))) problems.push(`${name} (needed by ${by}) is not installed`);
      continue;
    }
    const manifest = readManifest(path.join(dir, outPath, 'package.json'));
    if (!onLambda(manifest)) problems.push(`${outPath} is built for ${[manifest.os, manifest.cpu, manifest.libc].flat().filter(Boolean).join('/')}`);
    if (lockPath === undefined || lockEntry === undefined) {
      problems.push(`${outPath} (needed by ${by}) is not in package-lock.json`);
      continue;
    }
    if (manifest.version !== lockEntry.version) problems.push(`${outPath} is ${manifest.version}; package-lock.json has ${lockPath} at ${lockEntry.version}`);
    if (reached.has(outPath)) continue;
    reached.add(outPath);
    const next = (dependency: string, dependencyNeed: Need) =>
      queue.push({ outFrom: outPath, lockFrom: lockPath, name: dependency, need: dependencyNeed, by: `${name}@${manifest.version}` });
    const optionalNames = Object.keys(manifest.optionalDependencies ?? {});
    for (const dependency of Object.keys(manifest.dependencies ?? {})) if (!optionalNames.includes(dependency)) next(dependency, 'required');
    for (const dependency of optionalNames) next(dependency, 'optional');
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) next(peer, manifest.peerDependenciesMeta?.[peer]?.optional === true ? 'peer' : 'required');
  }
  for (const folder of installedFolders(dir)) if (!reached.has(folder)) problems.push(`${folder} is installed but nothing needs it`);
  return problems;
};

const EM_AARCH64 = 183;

/** Files under `dir` that are ELF binaries, with their machine (e_machine) and class. */
const elfFilesIn = (dir: string): { file: string; machine: number; is64: boolean }[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((relative) => path.join(dir, relative))
    .filter((file) => statSync(file).isFile())
    .flatMap((file) => {
      const header = Buffer.alloc(20);
      const fd = openSync(file, 'r');
      const read = readSync(fd, header, 0, 20, 0);
      closeSync(fd);
      if (read < 20 || header.readUInt32BE(0) !== 0x7f454c46) return [];
      return [{ file: path.relative(dir, file), machine: header.readUInt16LE(18), is64: header[4] === 2 }];
    });

const scratch: string[] = [];
const scratchDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
// Removing the installed trees (sharp's native builds, pdfkit's and pdf-lib's fonts) is disk
// work that a loaded 2-core machine stretched past the default 10 s hook timeout.
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}, 120_000);

const lockedVersion = (lockPath: string) => lock.packages[lockPath]?.version;

const installedSets = [
  ...(Object.keys(httpFunctionEntries) as Domain[]).map((domain) => domainInstalledModules(domain)),
  ...(Object.keys(eventFunctionEntries) as EventFunction[]).map((name) => eventInstalledModules[name]),
]
  .filter((names) => names.length > 0)
  .map((names) => [...names].sort())
  .filter((names, index, all) => all.findIndex((other) => other.join() === names.join()) === index);

describe('packages installed beside the Lambda bundles', () => {
  it('a synthesized function (real bundling) carries sharp from package-lock.json with only its linux-arm64 glibc binaries', () => {
    const outdir = scratchDir('lambda-packages-synth-');
    const app = new App({ outdir });
    const environment = {
      tableName: 'table',
      mediaBucketName: 'media',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      appUrl: 'https://app.example.com',
      sesFromAddress: 'no-reply@example.com',
      logLevel: 'info',
    } as const;
    const stack = new Stack(app, 'LambdaPackagesProbe');
    new AppFunction(stack, 'ImageUploadFunction', {
      entry: eventFunctionEntries.imageUpload,
      service: 'imageUpload',
      description: 'probe',
      environment,
      nativeModules: eventInstalledModules.imageUpload,
    });
    new AppFunction(stack, 'GalleryFunction', { entry: httpFunctionEntries.gallery, service: 'gallery', description: 'probe', environment });
    app.synth();
    // Each function its own bundle (a bundle cached for the first would serve them all).
    const assets = readdirSync(outdir).filter((entry) => entry.startsWith('asset.') && existsSync(path.join(outdir, entry, 'index.mjs')));
    const codeOf = (asset: string) => readFileSync(path.join(outdir, asset, 'index.mjs'), 'utf8');
    expect(assets.map((asset) => [codeOf(asset).includes('/api/gallery/{linkKey}'), existsSync(path.join(outdir, asset, 'node_modules/sharp'))]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
    const asset = assets.find((candidate) => existsSync(path.join(outdir, candidate, 'node_modules/sharp')));
    const bundle = path.join(outdir, asset ?? '');
    // Built with lambda-bundling.ts's options, plugins included: zod's JSON Schema conversion is left out.
    const code = readFileSync(path.join(bundle, 'index.mjs'), 'utf8');
    expect(code).toContain('left out of this bundle');
    expect(code).not.toContain('json-schema.org');
    expect(existsSync(path.join(bundle, 'index.mjs.map'))).toBe(true);

    expect(lockfileMismatches(bundle, eventInstalledModules.imageUpload)).toEqual([]);
    const img = readdirSync(path.join(bundle, 'node_modules/@img')).sort();
    expect(img).toEqual(['colour', 'sharp-libvips-linux-arm64', 'sharp-linux-arm64']);
    expect(readManifest(path.join(bundle, 'node_modules/@img/sharp-linux-arm64/package.json')).version).toBe(lockedVersion('node_modules/@img/sharp-linux-arm64'));
    expect(readManifest(path.join(bundle, 'node_modules/@img/sharp-libvips-linux-arm64/package.json')).version).toBe(
      lockedVersion('node_modules/@img/sharp-libvips-linux-arm64'),
    );
    const elves = elfFilesIn(bundle);
    expect(elves.some(({ file }) => file.endsWith('.node'))).toBe(true);
    expect(elves.filter(({ machine, is64 }) => machine !== EM_AARCH64 || !is64)).toEqual([]);
  });

  it.each(installedSets.map((names) => [names.join(', '), names] as const))(
    'installing %s gives exactly package-lock.json closure, for linux-arm64 only',
    (_label, names) => {
      const dir = scratchDir('lambda-packages-');
      const installed = installLambdaPackages(dir, names);
      expect(installed.length).toBeGreaterThanOrEqual(names.length);
      expect(lockfileMismatches(dir, names)).toEqual([]);
      expect(elfFilesIn(dir).filter(({ machine }) => machine !== EM_AARCH64)).toEqual([]);
    },
  );

  it('the checks above see a version other than the lock file’s and another platform’s binaries', () => {
    const dir = scratchDir('lambda-packages-tampered-');
    installLambdaPackages(dir, ['sharp']);
    const x64 = fromRepoRoot('node_modules/@img/sharp-linux-x64');
    // On an x64 machine npm ci installed sharp's x64 build: putting it beside the bundle is a
    // mistake the checks must name. (On other machines the version check below still runs.)
    if (existsSync(x64)) {
      cpSync(x64, path.join(dir, 'node_modules/@img/sharp-linux-x64'), { recursive: true });
      expect(lockfileMismatches(dir, ['sharp'])).toContain('node_modules/@img/sharp-linux-x64 is built for linux/x64/glibc');
      expect(elfFilesIn(dir).filter(({ machine }) => machine !== EM_AARCH64).length).toBeGreaterThan(0);
    }
    const manifestFile = path.join(dir, 'node_modules/detect-libc/package.json');
    const manifest = readManifest(manifestFile);
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, version: '0.0.1' }));
    expect(lockfileMismatches(dir, ['sharp'])).toContain(
      `node_modules/detect-libc is 0.0.1; package-lock.json has node_modules/detect-libc at ${lockedVersion('node_modules/detect-libc')}`,
    );
  });

  const sharpBinary = lambdaPackageClosure(['sharp']).find(({ name }) => name === '@img/sharp-linux-arm64');
  // On an arm64 Linux machine npm ci installed the binary and no tarball is fetched.
  it.skipIf(!sharpBinary || !existsSync(tarballPathOf(sharpBinary)))('a fetched tarball is used only while its bytes match the lock file’s integrity', () => {
    if (!sharpBinary) throw new Error('sharp has no linux-arm64 build in package-lock.json');
    const copy = path.join(scratchDir('lambda-packages-integrity-'), 'package.tgz');
    cpSync(tarballPathOf(sharpBinary), copy);
    expect(matchesIntegrity(copy, sharpBinary.integrity)).toBe(true);
    appendFileSync(copy, '\0');
    expect(matchesIntegrity(copy, sharpBinary.integrity)).toBe(false);
  });

  it('only production dependencies of the functions workspace are installed', () => {
    expect(() => lambdaPackageClosure(['vitest'])).toThrow('vitest is not a production dependency of functions/package.json');
    expect(lambdaPackageClosure(['sharp']).map(({ name }) => name)).not.toContain('@img/sharp-linux-x64');
  });
});
