// Starts watchdog.ts next to the stack and tells it which processes to stop if the stack dies.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild } from './child-process.js';
import { repoRoot } from './paths.js';

export interface Watchdog {
  watch(pid: number): void;
  forget(pid: number): void;
  process: ChildProcess;
  /** Ends the watchdog once the stack has stopped its children itself. */
  stop(): Promise<void>;
}

export const startWatchdog = (): Promise<Watchdog> => {
  const child = fork(fileURLToPath(new URL('./watchdog.ts', import.meta.url)), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the watchdog stopped during startup (exit ${code})`)));
    child.once('message', () => {
      child.removeAllListeners('exit');
      child.removeAllListeners('error');
      // The stack must be able to exit without waiting for its watchdog.
      child.unref();
      child.channel?.unref();
      resolve({
        watch: (pid) => child.connected && child.send({ watch: pid }),
        forget: (pid) => child.connected && child.send({ forget: pid }),
        process: child,
        stop: () => stopChild(child),
      });
    });
  });
};
