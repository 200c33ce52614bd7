// The bytes a document PDF embeds: the font (read once per container) and the issuer's logo,
// read from the media bucket like every other profile image.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import { db } from '../data/database.js';
import { DEJAVU_SANS_FILE } from '../images/font-files.js';
import { s3Client } from '../lib/aws-clients.js';
import { appConfig } from '../lib/config.js';
import type { PdfAssets } from './pdf/render-document-pdf.js';

let font: Promise<Buffer> | undefined;

export const documentFont = (): Promise<Buffer> => {
  font ??= readFile(DEJAVU_SANS_FILE).catch((error: unknown) => {
    font = undefined;
    throw error;
  });
  return font;
};

/** Formats pdfkit can embed; a WebP logo is left off the document. */
const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);

/**
 * The logo's bytes when the key is one of the photographer's uploads the image function
 * verified and it is a PNG or JPEG; null otherwise (no logo, refused upload, WebP).
 */
export const issuerLogo = async (photographerId: string, logoKey: string | null | undefined): Promise<Buffer | null> => {
  if (!logoKey) return null;
  const { data: upload } = await db().entities.upload.get({ photographerId, objectKey: logoKey }).go();
  if (upload?.status !== 'received' || !EMBEDDABLE.has(upload.detectedType ?? '')) return null;
  const object = await s3Client().send(new GetObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, Key: logoKey }));
  return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
};

export const documentAssets = async (photographerId: string, logoKey: string | null | undefined): Promise<PdfAssets> => {
  const [fontBytes, logo] = await Promise.all([documentFont(), issuerLogo(photographerId, logoKey)]);
  return { font: fontBytes, logo };
};
