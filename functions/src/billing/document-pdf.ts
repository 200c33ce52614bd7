// A document's PDF and the accountant's export: written under the photographer's billing
// prefix and handed out as a short-lived signed link (the PDF is also mailed, see
// document-mail.ts).
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../lib/aws-clients.js';
import { config } from '../lib/config.js';
import { mediaUrlOf } from '../media/media-urls.js';
import { documentAssets } from './document-assets.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import type { BillingDocumentView } from './pdf/billing-document-view.js';
import { renderDocumentPdf } from './pdf/render-document-pdf.js';

/** Long enough for the browser to follow the link at once, short enough that a leaked link soon dies. */
export const FILE_LINK_SECONDS = 10 * 60;

export interface DocumentPdf {
  bytes: Buffer;
  fileName: string;
}

/** `factura-A-2026-0007.pdf`: the kind in the document's language and its number, safe as a file name. */
export const documentFileName = (view: Pick<BillingDocumentView, 'kind' | 'language' | 'number'>): string =>
  `${DOCUMENT_MESSAGES[view.language].fileName[view.kind]}-${view.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export const buildDocumentPdf = async (photographerId: string, view: BillingDocumentView, logoKey: string | null | undefined): Promise<DocumentPdf> => ({
  bytes: await renderDocumentPdf(view, await documentAssets(photographerId, logoKey)),
  fileName: documentFileName(view),
});

export interface SignedFileLink {
  url: string;
  fileName: string;
  expiresAt: string;
}

export const storeSignedFile = async (
  file: { key: string; bytes: Buffer; contentType: string; fileName: string },
  now = new Date(),
): Promise<SignedFileLink> => {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: config().MEDIA_BUCKET,
      Key: file.key,
      Body: file.bytes,
      ContentType: file.contentType,
      ContentDisposition: `attachment; filename="${file.fileName}"`,
    }),
  );
  const expires = new Date(now.getTime() + FILE_LINK_SECONDS * 1000);
  const url = await mediaUrlOf(file.key, now, expires);
  if (!url) throw new Error('media URLs cannot be signed: no signing key is configured');
  return { url, fileName: file.fileName, expiresAt: expires.toISOString() };
};
