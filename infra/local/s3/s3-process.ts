// Runs s3rver in its own Node process. Its ListObjectsV2 paging tokens use DES, which
// Node 20 only offers with --openssl-legacy-provider; a child started with that flag keeps
// the stand-in independent of how the host process (npm start, vitest) was launched.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver, { type FilesystemStore } from 's3rver';
import accounts from 's3rver/lib/models/account.js';
import S3Error from 's3rver/lib/models/error.js';
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

/**
 * CompleteMultipartUpload as S3 checks it: every part named must have been uploaded, with that
 * ETag, else 400 InvalidPart. s3rver checks neither, and a part never uploaded makes its read
 * stream fail outside any handler, which would end this process (issue 27: the browser records
 * part ETags itself, so the stand-in must refuse a wrong one as S3 does).
 */
const checkPartsBeforeAssembling = (store: FilesystemStore) => {
  const assemble = store.putObjectMultipart.bind(store);
  store.putObjectMultipart = async (bucketName, uploadId, parts) => {
    const folder = join(store.getResourcePath(bucketName, undefined, 'uploads'), uploadId);
    for (const part of parts) {
      const stored = await readFile(join(folder, `${part.number}.md5`), 'utf8').catch(() => undefined);
      if (stored !== part.etag) {
        throw new S3Error('InvalidPart', 'One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not match the part\'s entity tag.');
      }
    }
    return assemble(bucketName, uploadId, parts);
  };
};

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
  checkPartsBeforeAssembling(server.store);
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
