// Where the CDK app finds the rest of the repository. function-entries.ts lists handler files
// relative to the repository root, so everything is resolved from there, never from cwd.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Absolute path of a file given relative to the repository root. */
export const fromRepoRoot = (relativePath: string): string => path.resolve(repoRoot, relativePath);

/** The workspaces lock file: the versions of the packages installed beside the bundles (lambda-packages.ts). */
export const rootLockFile = fromRepoRoot('package-lock.json');

/** The Vite build output of web/, deployed only when it has been built. */
export const defaultWebDistPath = fromRepoRoot('web/dist');

export const isBuiltSite = (distPath: string): boolean => existsSync(path.join(distPath, 'index.html'));
