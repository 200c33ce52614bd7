import type { ChildProcess } from 'node:child_process';

/** Asks a child to stop, waits for it, and kills it if it does not stop in time. */
export const stopChild = (child: ChildProcess, graceMs = 5_000): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (!child.kill('SIGTERM')) {
      clearTimeout(timer);
      resolve();
    }
  });

/** Last resort when the host process exits without calling stop(): no orphaned children. */
export const killOnExit = (children: () => ChildProcess[]): (() => void) => {
  const onExit = () => {
    for (const child of children()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };
  process.on('exit', onExit);
  return () => process.off('exit', onExit);
};
