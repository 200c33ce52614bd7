// An image key a photographer wants to attach (profile photo, logo, product image) must be
// their own upload, under the folder of its purpose, whose bytes the image function has
// already checked. Until that check has run the answer is `upload.not_ready` (409), which
// the web app waits on and retries; a file the check refused is `upload.rejected`.
import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import type { UploadPurpose } from '@fotostudio/shared/contracts/media';
import { db } from '../data/database.js';
import { s3Client } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import type { ReadUploads } from './media-urls.js';
import { uploadPrefix } from './object-keys.js';

const headObjectExists = async (key: string): Promise<boolean> => {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: key }));
    return true;
  } catch (error) {
    // Only a missing object is the caller's problem; storage failing is ours (a 500).
    if (error instanceof NotFound) return false;
    throw error;
  }
};

export const checkOwnedUpload = async (
  photographerId: string,
  purpose: UploadPurpose,
  key: string,
  { objectExists = headObjectExists }: { objectExists?: (key: string) => Promise<boolean> } = {},
): Promise<void> => {
  if (!key.startsWith(uploadPrefix(photographerId, purpose))) throw new DomainError('upload.not_found');
  // Consistent: the image function may have recorded the check a moment ago.
  const { data: upload } = await db().entities.upload.get({ photographerId, objectKey: key }).go({ consistent: true });
  if (upload?.status === 'received') return;
  if (upload?.status === 'rejected') throw new DomainError('upload.rejected');
  throw new DomainError((await objectExists(key)) ? 'upload.not_ready' : 'upload.not_found');
};

/** The upload records of some of a photographer's object keys (verifiedMediaUrls), those DynamoDB left unprocessed read again. */
export const readUploads: ReadUploads = async (photographerId, objectKeys) => {
  const found: Awaited<ReturnType<ReadUploads>> = [];
  let keys = objectKeys.map((objectKey) => ({ photographerId, objectKey }));
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt += 1) {
    const { data, unprocessed } = await db().entities.upload.get(keys).go();
    found.push(...data);
    keys = unprocessed.map(({ objectKey }) => ({ photographerId, objectKey }));
  }
  if (keys.length > 0) throw new Error('uploads left unread after retries');
  return found;
};
