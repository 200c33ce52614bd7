// Presigned POSTs: the browser uploads straight to S3; the policy bounds size and type.
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@fotostudio/shared/constants';
import type { PresignedUpload } from '@fotostudio/shared/contracts/media';
import { s3Client } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';

const UPLOAD_WINDOW_SECONDS = 5 * 60;
const EXTENSIONS: Record<(typeof UPLOAD_CONTENT_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const isAllowedType = (type: string): type is (typeof UPLOAD_CONTENT_TYPES)[number] =>
  (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);

/** The object key of an upload of `contentType` (one of UPLOAD_CONTENT_TYPES) under `keyWithoutExtension`. */
export const uploadKeyOf = (keyWithoutExtension: string, contentType: (typeof UPLOAD_CONTENT_TYPES)[number]): string =>
  `${keyWithoutExtension}.${EXTENSIONS[contentType]}`;

/** Checks what the browser says it will send, then signs a POST that enforces it. */
export const presignImageUpload = async (input: {
  keyWithoutExtension: string;
  contentType: string;
  sizeBytes: number;
  now?: Date;
}): Promise<PresignedUpload> => {
  if (!isAllowedType(input.contentType)) throw new DomainError('upload.type_not_allowed');
  if (input.sizeBytes > UPLOAD_MAX_BYTES) throw new DomainError('upload.size_exceeded');
  const key = uploadKeyOf(input.keyWithoutExtension, input.contentType);
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: appConfig().MEDIA_BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, UPLOAD_MAX_BYTES],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: UPLOAD_WINDOW_SECONDS,
  });
  const expiresAt = new Date((input.now ?? new Date()).getTime() + UPLOAD_WINDOW_SECONDS * 1000).toISOString();
  return { url, fields, key, expiresAt, maxBytes: UPLOAD_MAX_BYTES };
};
