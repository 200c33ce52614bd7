// `npm start`'s process (infra/local/start.ts) as an operator or a supervisor treats it:
// signals stop every child, even while it starts; a killed parent leaves no child behind;
// a second start on the same data folder says so in one line.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../local/paths.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Processes whose command line names the folder (DynamoDB Local, s3rver), read from /proc. */
const processesUsing = (folder: string): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder);
      } catch {
        return false;
      }
    })
    .map(Number);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const until = async (check: () => boolean, what: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

interface Started {
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const start = (dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-start-test-'))): Started => {
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'local', 'start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', LOCAL_DATA_DIR: dataDir, LOCAL_SEED_DEMO: 'false', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, dataDir, output: () => output, exited };
};

// The demo is not seeded (LOCAL_SEED_DEMO=false: these tests are about the processes; the
// newcomer check in .ci/run starts with the demo); a start still takes a while when the
// rest of the suite loads both cores.
const untilRunning = (started: Started) => until(() => started.output().includes('Fotostudio is running at'), 'the stack started', 180_000);

describe('npm start', { timeout: 300_000 }, () => {
  it('stops what has started when SIGTERM arrives while DynamoDB Local is starting', async () => {
    const started = start();
    await until(() => readdirSync(started.dataDir).includes('dynamodb-local.pid'), 'DynamoDB Local was spawned');
    started.child.kill('SIGTERM');
    expect(await started.exited).toEqual({ code: 0, signal: null });
    expect(started.output()).not.toContain('Fotostudio is running at');
    await until(() => processesUsing(started.dataDir).length === 0, 'no stand-in left', 10_000);
  });

  it('leaves no child behind when its process is killed outright', async () => {
    const started = start();
    await untilRunning(started);
    const children = processesUsing(started.dataDir);
    expect(children.length).toBeGreaterThan(0);
    started.child.kill('SIGKILL');
    await started.exited;
    await until(() => children.every((pid) => !alive(pid)), 'the watchdog stopped the stand-ins', 15_000);
  });

  it('refuses in one line a second stack on its data folder, and stops every child on SIGHUP', async () => {
    const first = start();
    await untilRunning(first);
    const second = start(first.dataDir);
    expect((await second.exited).code).toBe(1);
    expect(second.output().trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`data folder .* is in use by another local stack \\(pid ${first.child.pid}\\)`)),
    ]);
    expect(processesUsing(first.dataDir).length).toBeGreaterThan(0);
    first.child.kill('SIGHUP');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(processesUsing(first.dataDir)).toEqual([]);
  });
});
