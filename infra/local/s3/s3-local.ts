// s3rver in a child Node process (see s3-process.ts), with its object events relayed here.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../child-process.js';
import { LocalStackError } from '../errors.js';
import { repoRoot } from '../paths.js';
import { isS3ChildMessage, type S3rverRecord } from './s3-messages.js';

export interface S3Local {
  /** s3rver itself; the browser and the functions reach it through the one origin's `/s3`. */
  endpoint: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

export const startS3Local = (options: {
  directory: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  onRecords: (records: S3rverRecord[]) => void;
}): Promise<S3Local> => {
  const child = fork(fileURLToPath(new URL('./s3-process.ts', import.meta.url)), [options.directory, options.bucket], {
    cwd: repoRoot,
    execArgv: ['--openssl-legacy-provider', '--import', 'tsx'],
    // Without this the child would inherit NODE_OPTIONS of test runners (loaders, inspectors).
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      S3_LOCAL_ACCESS_KEY_ID: options.credentials.accessKeyId,
      S3_LOCAL_SECRET_ACCESS_KEY: options.credentials.secretAccessKey,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });

  return new Promise<S3Local>((resolve, reject) => {
    const timer = setTimeout(() => fail(new LocalStackError('s3rver did not start in time.')), READY_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stopChild(child).then(() => reject(error));
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new LocalStackError(`s3rver stopped during startup (exit ${code}).`)));
    child.on('message', (message: unknown) => {
      if (!isS3ChildMessage(message)) return;
      if (message.type === 'event') options.onRecords(message.records);
      else if (message.type === 'failed') fail(new LocalStackError(`s3rver failed to start: ${message.message}`));
      else if (message.type === 'ready') {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        child.removeAllListeners('error');
        resolve({
          endpoint: `http://127.0.0.1:${message.port}`,
          port: message.port,
          process: child,
          stop: () => stopChild(child),
        });
      }
    });
  });
};
