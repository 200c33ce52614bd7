// Files written once in the media bucket (issued invoices' PDFs, signed agreements' PDFs): S3's
// conditional write (`If-None-Match: *`) refuses a key that exists, so the first bytes stored
// stay; a second writer reads them back. Optionally under S3 Object Lock (a retention on the
// version written, docs/deploy.md).
import { GetObjectCommand, PutObjectCommand, type ObjectLockMode } from '@aws-sdk/client-s3';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { createHash } from 'node:crypto';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { s3Client } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';
import { attachmentObject } from './file-links.js';

/** Where a written-once file is and the SHA-256 (hex) of its bytes. */
export interface StoredOnce {
  key: string;
  sha256: string;
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** S3 refuses a conditional write on a key that exists (412), or while another one is in flight (409: retry). */
const refusal = (error: unknown): 'exists' | 'in-flight' | undefined => {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'PreconditionFailed') return 'exists';
  if (error.name === 'ConditionalRequestConflict') return 'in-flight';
  return undefined;
};

export const readObject = async (key: string): Promise<Buffer> => {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key }));
  if (!object.Body) throw new Error(`media: ${key} has no body`);
  return Buffer.from(await object.Body.transformToByteArray());
};

export interface WriteOnceFile {
  key: string;
  bytes: Buffer;
  contentType: string;
  fileName: string;
  /** Object Lock retention of the version written (the bucket must have Object Lock enabled on AWS). */
  lock?: { mode: ObjectLockMode; retainUntil: Date } | undefined;
}

/**
 * Writes the file only if nothing is at its key yet. When the key was written before (by an
 * earlier attempt or a concurrent writer), the bytes stored there win and are answered.
 * `exhausted` is the catalogue code when S3 keeps answering "in flight".
 */
export const writeOnce = async (file: WriteOnceFile, exhausted: ErrorCode): Promise<{ stored: StoredOnce; bytes: Buffer }> =>
  retryLostRaces(
    async () => {
      try {
        await s3Client().send(
          new PutObjectCommand({
            ...attachmentObject(file),
            IfNoneMatch: '*',
            ...(file.lock
              ? {
                  ObjectLockMode: file.lock.mode,
                  ObjectLockRetainUntilDate: file.lock.retainUntil,
                  // S3 asks a write with a retention for an integrity check of its body.
                  ContentMD5: createHash('md5').update(file.bytes).digest('base64'),
                }
              : {}),
          }),
        );
        return { stored: { key: file.key, sha256: sha256Of(file.bytes) }, bytes: file.bytes };
      } catch (error) {
        const refused = refusal(error);
        if (refused === 'in-flight') return TRY_AGAIN;
        if (refused !== 'exists') throw error;
        const bytes = await readObject(file.key);
        return { stored: { key: file.key, sha256: sha256Of(bytes) }, bytes };
      }
    },
    exhausted,
    10,
  );
