// Deleting media objects: single keys, whole prefixes (a session's folders), and deletions
// that are tried again after waits when storage fails.
import { DeleteObjectCommand, DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';

export const deleteObject = async (key: string): Promise<void> => {
  await s3Client().send(new DeleteObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key }));
};

/** Deletes up to 1,000 keys in one request; keys that do not exist count as deleted. */
export const deleteObjects = async (keys: string[], what = 'objects'): Promise<void> => {
  if (keys.length === 0) return;
  const answer = await s3Client().send(
    new DeleteObjectsCommand({ Bucket: appConfig().MEDIA_BUCKET, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
  );
  // A multi-delete answers 200 even when some keys failed; those come back as Errors.
  const failed = answer.Errors ?? [];
  if (failed.length > 0) throw new Error(`${failed.length} ${what} could not be deleted: ${failed[0]?.Code ?? 'unknown'}`);
};

/** Deletes every object under the prefix, a page (up to 1,000 keys) at a time. */
export const deletePrefix = async (prefix: string): Promise<void> => {
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: appConfig().MEDIA_BUCKET, Prefix: prefix, ContinuationToken: token }));
    await deleteObjects((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])), `objects under ${prefix}`);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a deletion, and again after each of the waits while it fails (3 tries with two
 * waits). Resolves true when one try succeeded.
 */
export const withDeleteRetries = async (
  attempt: () => Promise<void>,
  waitsMs: readonly number[],
  wait: (ms: number) => Promise<void> = sleep,
): Promise<boolean> => {
  for (let tryIndex = 0; ; tryIndex += 1) {
    try {
      await attempt();
      return true;
    } catch {
      const pause = waitsMs[tryIndex];
      if (pause === undefined) return false;
      await wait(pause);
    }
  }
};

/** Every key under the prefix, a listing page (up to 1,000 keys) at a time. */
export async function* keysUnder(prefix: string): AsyncGenerator<string> {
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: appConfig().MEDIA_BUCKET, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}
