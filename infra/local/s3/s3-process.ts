// Runs s3rver in its own Node process. Its ListObjectsV2 paging tokens use DES, which
// Node 20 only offers with --openssl-legacy-provider; a child started with that flag keeps
// the stand-in independent of how the host process (npm start, vitest) was launched.
import S3rver from 's3rver';
import accounts from 's3rver/lib/models/account.js';
import type { S3ChildMessage, S3rverRecord } from './s3-messages.js';

const [directory, bucket] = process.argv.slice(2);
// The stack's key, from the environment (not the command line, which `ps` shows). s3rver
// checks only that a key exists; the local server has verified the signature already.
const accessKeyId = process.env.S3_LOCAL_ACCESS_KEY_ID;
const secretAccessKey = process.env.S3_LOCAL_SECRET_ACCESS_KEY;

const send = (message: S3ChildMessage) => process.send?.(message);

// The IPC channel closes when the parent goes away, even when it is killed: never linger.
process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => undefined);

const main = async () => {
  if (!directory || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('usage: S3_LOCAL_ACCESS_KEY_ID=… S3_LOCAL_SECRET_ACCESS_KEY=… s3-process <directory> <bucket>');
  }
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  // The key everyone knows from s3rver's documentation opens nothing.
  accounts.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  server.on('event', (event: { Records: S3rverRecord[] }) => send({ type: 'event', records: event.Records }));
  const address = await server.run();
  send({ type: 'ready', port: address.port });
  process.on('SIGTERM', () => {
    void server.close().finally(() => process.exit(0));
  });
};

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
