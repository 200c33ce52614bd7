// An image key a photographer wants to attach must be their own upload, under the folder
// of its purpose, whose bytes passed (or still await) the image function's check.
import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import type { UploadPurpose } from '@fotostudio/shared/contracts/media';
import { db } from '../data/database.js';
import { s3Client } from '../lib/aws-clients.js';
import { config } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { uploadPrefix } from './object-keys.js';

const objectExists = async (key: string): Promise<boolean> => {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: config().MEDIA_BUCKET, Key: key }));
    return true;
  } catch (error) {
    // Only a missing object is the caller's problem; storage failing is ours (a 500).
    if (error instanceof NotFound) return false;
    throw error;
  }
};

export const checkOwnedUpload = async (photographerId: string, purpose: UploadPurpose, key: string): Promise<void> => {
  if (!key.startsWith(uploadPrefix(photographerId, purpose))) throw new DomainError('upload.not_found');
  const { data: upload } = await db().entities.upload.get({ photographerId, objectKey: key }).go();
  if (upload?.status === 'rejected') throw new DomainError('upload.not_an_image');
  if (!upload && !(await objectExists(key))) throw new DomainError('upload.not_found');
};
