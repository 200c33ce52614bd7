// Writes a session's manifest of ready images (gallery/image-manifest.ts) at its current
// `imageRevision`: run by the table stream when the revision moves and by the data migration
// `image-manifests` for sessions from before manifests. The image items are read between two
// reads of the revision; when it moved meanwhile nothing is written (the record of that move
// writes it), so a manifest's revision always names exactly the list it holds.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { db } from '../../data/database.js';
import { s3Client } from '../../lib/aws-clients.js';
import { appConfig } from '../../lib/config.js';
import { imageManifestKey, sessionPrefixes } from '../../media/object-keys.js';
import { decodeImageManifest, encodeImageManifest } from '../image-manifest.js';
import { READY_IMAGE_ATTRIBUTES, readyListOf } from '../holder/ready-image-list.js';

const revisionOf = async (photographerId: string, sessionId: string): Promise<number | undefined> =>
  (await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true, attributes: ['imageRevision'] })).data?.imageRevision;

/** The revision of the session's stored manifest, or undefined without a readable one. */
export const storedManifestRevision = async (photographerId: string, sessionId: string): Promise<number | undefined> => {
  try {
    const answer = await s3Client().send(new GetObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: imageManifestKey(photographerId, sessionId) }));
    const body = await answer.Body?.transformToByteArray();
    return body && decodeImageManifest(body, sessionPrefixes(photographerId, sessionId)[0])?.revision;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
};

/**
 * Writes the manifest at the session's current revision unless the stored one is already at it.
 * `expected`: only when the session is still at that revision (a stream record's), since a later
 * record writes the later one. Answers whether it wrote.
 */
export const writeImageManifest = async (photographerId: string, sessionId: string, expected?: number): Promise<boolean> => {
  const revision = await revisionOf(photographerId, sessionId);
  if (revision === undefined || revision === 0 || (expected !== undefined && revision !== expected)) return false;
  if ((await storedManifestRevision(photographerId, sessionId)) === revision) return false;
  const { data: rows } = await db()
    .entities.sessionImage.query.bySession({ photographerId, sessionId })
    .go({ pages: 'all', consistent: true, attributes: [...READY_IMAGE_ATTRIBUTES] });
  if ((await revisionOf(photographerId, sessionId)) !== revision) return false;
  const images = readyListOf(photographerId, sessionId, rows);
  await s3Client().send(
    new PutObjectCommand({
      Bucket: appConfig().MEDIA_BUCKET,
      Key: imageManifestKey(photographerId, sessionId),
      Body: encodeImageManifest({ revision, images }, sessionPrefixes(photographerId, sessionId)[0]),
      // No Content-Encoding: fetch would unzip it on the way (the reader unzips it itself).
      ContentType: 'application/gzip',
    }),
  );
  return true;
};

/** The data migration `image-manifests`: a manifest for every session with ready images whose manifest is missing or behind. */
export const writeMissingImageManifests = async (): Promise<number> => {
  const { data: sessions } = await db().entities.session.scan.go({ pages: 'all', attributes: ['photographerId', 'sessionId', 'imageRevision'] });
  let written = 0;
  for (const session of sessions) {
    if (session.imageRevision > 0 && (await writeImageManifest(session.photographerId, session.sessionId))) written += 1;
  }
  return written;
};
