// Short-lived signed links to files already in the media bucket (a document's PDF, a signed
// agreement, an export): long enough for the browser to follow at once, short enough that a
// leaked link soon dies.
import { appConfig } from '../lib/config.js';
import { mediaUrlOf } from './media-urls.js';

export const FILE_LINK_SECONDS = 10 * 60;

export interface SignedFileLink {
  url: string;
  fileName: string;
  expiresAt: string;
}

/** A short-lived signed link to a file already in the bucket. */
export const signedFileLink = async (key: string, fileName: string, now = new Date()): Promise<SignedFileLink> => {
  const expires = new Date(now.getTime() + FILE_LINK_SECONDS * 1000);
  const url = await mediaUrlOf(key, now, expires);
  if (!url) throw new Error('media URLs cannot be signed: no signing key is configured');
  return { url, fileName, expiresAt: expires.toISOString() };
};

/** A file stored in the media bucket to be downloaded under its name: the PutObject fields every such file has. */
export const attachmentObject = (file: { key: string; bytes: Buffer; contentType: string; fileName: string }) => ({
  Bucket: appConfig().MEDIA_BUCKET,
  Key: file.key,
  Body: file.bytes,
  ContentType: file.contentType,
  ContentDisposition: `attachment; filename="${file.fileName}"`,
});
