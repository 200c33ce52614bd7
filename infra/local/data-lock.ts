// One stack per data folder: two DynamoDB Locals or s3rvers on the same files would corrupt
// them. The folder's `stack.pid` names the process that holds it; a pid that is no longer
// a running Node process (the stack was killed) does not hold it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { LocalStackError } from './errors.js';

/** Data folders held by stacks of this process. */
const heldHere = new Set<string>();

const readPid = (file: string): number | undefined => {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** Whether `pid` is a running Node process (on Linux, checked through /proc against pid reuse). */
const isNodeProcess = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EPERM')) return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    // No /proc (macOS): the pid is alive, assume it is the stack.
    return true;
  }
};

/**
 * Takes the data folder for this stack, or throws a LocalStackError naming the stack that
 * holds it. Returns the release function.
 */
export const lockDataFolder = (dataDir: string, lockFile: string): (() => void) => {
  const holder = readPid(lockFile);
  const heldByUs = holder === process.pid && heldHere.has(dataDir);
  if (holder !== undefined && (heldByUs || (holder !== process.pid && isNodeProcess(holder)))) {
    throw new LocalStackError(
      `The data folder ${dataDir} is in use by another local stack (pid ${holder}): stop that one first, or set LOCAL_DATA_DIR to another folder.`,
    );
  }
  writeFileSync(lockFile, `${process.pid}\n`);
  heldHere.add(dataDir);
  return () => {
    heldHere.delete(dataDir);
    if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
};
