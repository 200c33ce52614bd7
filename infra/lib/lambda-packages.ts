// The packages installed beside a Lambda bundle (lambda-bundling.ts, INSTALLED_MODULES), taken
// from the committed package-lock.json and nothing else: the lock file's dependency tree is
// followed from the functions workspace, each package is copied from the node_modules `npm ci`
// made from that lock file, and the linux-arm64 builds a Lambda needs but an x64 (or macOS)
// `npm ci` skips come from tarballs the root `postinstall` fetched, checked against the lock
// file's integrity. No version range is resolved and no registry is asked at synth.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fromRepoRoot, rootLockFile } from './repo-paths.js';

/** What a Lambda function runs on (constructs/app-function.ts: Architecture.ARM_64, Amazon Linux). */
export const LAMBDA_PLATFORM = { os: 'linux', cpu: 'arm64', libc: 'glibc' } as const;

/** The workspace whose code the bundles are built from: its dependencies are looked up first. */
const FUNCTIONS_WORKSPACE = 'functions';

/**
 * Where `npm ci`'s postinstall puts the tarballs of packages for the Lambda platform that are
 * not installed on this machine (sharp's linux-arm64 binaries on an x64 machine). Inside
 * node_modules, so `npm ci` wipes it with the rest and the postinstall fetches it again.
 */
export const LAMBDA_TARBALL_DIR = fromRepoRoot('node_modules/.lambda-packages');

/** The command that fetches them again, named in errors. */
export const FETCH_COMMAND = 'npm run fetch:lambda-packages';

interface LockEntry {
  name?: string;
  version?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  dev?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** One package of a bundle's closure, as the lock file records it. */
export interface LockedPackage {
  name: string;
  version: string;
  /** Its key in the lock file's `packages`, e.g. `functions/node_modules/nodemailer`. */
  lockPath: string;
  /** Where it goes in the bundle, e.g. `node_modules/nodemailer` (workspace prefix dropped). */
  installPath: string;
  /** The tarball's hash the lock file recorded (SRI string). */
  integrity: string;
}

let cachedLock: Lockfile | undefined;

/** The committed lock file (read once per process). */
export const readLockfile = (): Lockfile => {
  cachedLock ??= JSON.parse(readFileSync(rootLockFile, 'utf8')) as Lockfile;
  if (cachedLock.lockfileVersion < 2) throw new Error(`${rootLockFile}: lockfileVersion ${cachedLock.lockfileVersion} has no packages tree; npm 7 or later writes one`);
  return cachedLock;
};

const packageNameOf = (lockPath: string): string => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The folder whose node_modules Node searches after `dir`'s own (lock file keys; '' is the root). */
const parentOf = (dir: string): string => {
  const index = dir.lastIndexOf('/node_modules/');
  return index < 0 ? '' : dir.slice(0, index);
};

/** The lock file key `name` resolves to when required from the package at `from`: Node's lookup. */
const resolveFrom = (lock: Lockfile, from: string, name: string): string | undefined => {
  for (let dir = from; ; dir = parentOf(dir)) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (dir === '') return undefined;
  }
};

/** npm's own platform check (npm-install-checks): a list matches one value, `!x` excludes x. */
const matchesList = (value: string, list: readonly string[] | undefined): boolean => {
  if (!list || list.length === 0 || (list.length === 1 && list[0] === 'any')) return true;
  if (list.some((entry) => entry === `!${value}`)) return false;
  const wanted = list.filter((entry) => !entry.startsWith('!'));
  return wanted.length === 0 || wanted.includes(value);
};

/** Whether a package installs on the Lambda platform (false for sharp's x64, macOS, musl... builds). */
export const runsOnLambda = (entry: Pick<LockEntry, 'os' | 'cpu' | 'libc'>): boolean =>
  matchesList(LAMBDA_PLATFORM.os, entry.os) && matchesList(LAMBDA_PLATFORM.cpu, entry.cpu) && matchesList(LAMBDA_PLATFORM.libc, entry.libc);

/**
 * The packages `names` need at run time, as the lock file resolved them for the functions
 * workspace: their production dependencies (optional ones only when they run on linux-arm64
 * glibc; peers unless marked optional), transitively, at the lock file's versions.
 */
export const lambdaPackageClosure = (names: readonly string[], lock: Lockfile = readLockfile()): LockedPackage[] => {
  const functionsEntry = lock.packages[FUNCTIONS_WORKSPACE];
  const closure = new Map<string, LockedPackage>();
  const visit = (from: string, name: string, optional: boolean, requiredBy: string): void => {
    const lockPath = resolveFrom(lock, from, name);
    const entry = lockPath === undefined ? undefined : lock.packages[lockPath];
    if (lockPath === undefined || entry === undefined) {
      // npm records an optional dependency for another platform in the tree too; one it left
      // out entirely is one no platform installs.
      if (optional) return;
      throw new Error(`${name}, needed by ${requiredBy}, is not in package-lock.json; run npm install`);
    }
    if (closure.has(lockPath)) return;
    if (optional && !runsOnLambda(entry)) return;
    if (entry.link) throw new Error(`${name} (needed by ${requiredBy}) is a workspace link in package-lock.json: bundle it instead of installing it beside the bundle`);
    if (!runsOnLambda(entry)) throw new Error(`${name}, needed by ${requiredBy}, does not run on ${LAMBDA_PLATFORM.os}-${LAMBDA_PLATFORM.cpu}`);
    if (entry.dev) throw new Error(`${name}, needed by ${requiredBy}, is only a dev dependency in package-lock.json`);
    if (entry.inBundle) throw new Error(`${lockPath} comes inside another package's tarball (bundleDependencies), which lambda-packages.ts does not install`);
    if (!entry.version || !entry.integrity) throw new Error(`package-lock.json records no version or integrity for ${lockPath}`);
    closure.set(lockPath, {
      name: entry.name ?? packageNameOf(lockPath),
      version: entry.version,
      lockPath,
      installPath: lockPath.slice(lockPath.indexOf('node_modules/')),
      integrity: entry.integrity,
    });
    const requiredAs = `${name}@${entry.version}`;
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(lockPath, dependency, false, requiredAs);
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) visit(lockPath, dependency, true, requiredAs);
    for (const peer of Object.keys(entry.peerDependencies ?? {}))
      if (entry.peerDependenciesMeta?.[peer]?.optional !== true) visit(lockPath, peer, false, requiredAs);
  };
  for (const name of names) {
    if (!functionsEntry?.dependencies?.[name]) throw new Error(`${name} is not a production dependency of functions/package.json`);
    visit(FUNCTIONS_WORKSPACE, name, false, 'functions/package.json');
  }

  // The bundle has one node_modules: a package the functions workspace has its own copy of and
  // the root's copy of the same name cannot both go there.
  const byInstallPath = new Map<string, LockedPackage>();
  for (const locked of closure.values()) {
    const other = byInstallPath.get(locked.installPath);
    if (other)
      throw new Error(
        `${other.lockPath}@${other.version} and ${locked.lockPath}@${locked.version} would both be ${locked.installPath} beside the bundle; align their versions in package.json`,
      );
    byInstallPath.set(locked.installPath, locked);
  }
  return [...closure.values()].sort((a, b) => a.installPath.localeCompare(b.installPath));
};

/** The file a package's tarball is kept in under LAMBDA_TARBALL_DIR. */
export const tarballPathOf = (locked: Pick<LockedPackage, 'name' | 'version'>): string =>
  path.join(LAMBDA_TARBALL_DIR, `${locked.name.replace('/', '+')}-${locked.version}.tgz`);

/** Whether a file's bytes are the ones an `integrity` string (SRI, as npm writes it) names. */
export const matchesIntegrity = (file: string, integrity: string): boolean => {
  const bytes = readFileSync(file);
  return integrity
    .split(/\s+/)
    .filter(Boolean)
    .some((entry) => {
      const [algorithm, digest] = entry.split('-', 2) as [string, string | undefined];
      return ['sha512', 'sha384', 'sha256', 'sha1'].includes(algorithm) && digest === createHash(algorithm).update(bytes).digest('base64');
    });
};

/** Where a locked package's files come from: the installed folder, else its checked tarball. */
export type PackageSource = { kind: 'folder'; path: string } | { kind: 'tarball'; path: string };

const installedVersionAt = (folder: string): string | undefined => {
  const manifest = path.join(folder, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : undefined;
};

/** Whether `npm ci` installed this exact package on this machine (it skips other platforms' builds). */
export const isInstalledLocally = (locked: LockedPackage): boolean => installedVersionAt(fromRepoRoot(locked.lockPath)) === locked.version;

export const sourceOf = (locked: LockedPackage): PackageSource => {
  if (isInstalledLocally(locked)) return { kind: 'folder', path: fromRepoRoot(locked.lockPath) };
  const tarball = tarballPathOf(locked);
  if (!existsSync(tarball))
    throw new Error(
      `${locked.name}@${locked.version} is not installed in ${locked.lockPath} and its tarball is not in ${LAMBDA_TARBALL_DIR}: run npm ci (or ${FETCH_COMMAND})`,
    );
  if (!matchesIntegrity(tarball, locked.integrity))
    throw new Error(`${tarball} does not match package-lock.json's integrity for ${locked.name}@${locked.version}; run ${FETCH_COMMAND}`);
  return { kind: 'tarball', path: tarball };
};

/**
 * Installs `names` and their lock file closure in `outputDir`/node_modules. Each package's own
 * files only: the nested node_modules of an installed folder holds packages the closure lists
 * (and copies) separately, or ones it does not need.
 */
export const installLambdaPackages = (outputDir: string, names: readonly string[]): LockedPackage[] => {
  const closure = lambdaPackageClosure(names);
  const sources = closure.map((locked) => [locked, sourceOf(locked)] as const);
  for (const [locked, source] of sources) {
    const target = path.join(outputDir, locked.installPath);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    if (source.kind === 'folder') {
      const nested = path.join(source.path, 'node_modules');
      cpSync(source.path, target, { recursive: true, verbatimSymlinks: true, filter: (file) => file !== nested });
    } else {
      // npm's tarballs hold one top folder (usually package/).
      execFileSync('tar', ['-xzf', source.path, '-C', target, '--strip-components=1']);
    }
  }
  return closure;
};

/**
 * Puts in LAMBDA_TARBALL_DIR the tarball of every package of `names`' closure that this
 * machine's `npm ci` did not install (another platform's build), at the lock file's version,
 * through npm itself (`npm`: the command; its registry, proxy and cache settings) and checked against the lock
 * file's integrity. Returns the packages it fetched.
 */
export const fetchLambdaTarballs = (names: readonly string[], npm: readonly [string, ...string[]] = ['npm']): LockedPackage[] => {
  const missing = lambdaPackageClosure(names).filter((locked) => !isInstalledLocally(locked));
  const fetched: LockedPackage[] = [];
  for (const locked of missing) {
    const tarball = tarballPathOf(locked);
    if (existsSync(tarball) && matchesIntegrity(tarball, locked.integrity)) continue;
    mkdirSync(LAMBDA_TARBALL_DIR, { recursive: true });
    const output = execFileSync(
      npm[0],
      [...npm.slice(1), 'pack', `${locked.name}@${locked.version}`, '--pack-destination', LAMBDA_TARBALL_DIR, '--json', '--silent', '--no-workspaces'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [packed] = JSON.parse(output) as { filename: string }[];
    if (!packed) throw new Error(`npm pack ${locked.name}@${locked.version} reported no file`);
    const downloaded = path.join(LAMBDA_TARBALL_DIR, packed.filename);
    if (!matchesIntegrity(downloaded, locked.integrity)) {
      rmSync(downloaded, { force: true });
      throw new Error(`the registry's ${locked.name}@${locked.version} does not match package-lock.json's integrity ${locked.integrity}`);
    }
    renameSync(downloaded, tarball);
    fetched.push(locked);
  }
  return fetched;
};
