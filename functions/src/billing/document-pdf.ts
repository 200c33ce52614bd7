// A document's PDF and the accountant's export: written under the photographer's billing
// prefix and handed out as a short-lived signed link (the PDF is also mailed, see
// document-mail.ts). A quote is rendered on every request; an issued invoice once, at issue
// (issued-pdf.ts).
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { verifactuQrUrlOfRecord } from '@fotostudio/shared/verifactu/qr-url';
import type { RegistroAlta } from '@fotostudio/shared/verifactu/record-fields';
import { s3Client } from '../lib/aws-clients.js';
import { verifactuConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { attachmentObject, signedFileLink, type SignedFileLink } from '../media/file-links.js';
import { documentAssets } from './document-assets.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { toBillingDocumentView } from './document-view.js';
import type { BillingDocumentView } from './pdf/billing-document-view.js';
import { renderDocumentPdf } from './pdf/render-document-pdf.js';
import { altaRecordOf } from './verifactu-records.js';

// The file links moved to media/file-links.ts (signed agreements use them too).
export { FILE_LINK_SECONDS, signedFileLink, type SignedFileLink } from '../media/file-links.js';

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

/**
 * The AEAT address of the invoice's record; none when the record was edited out of shape in the
 * table (the invoice still prints; its Verification tab shows the record broken).
 */
export const qrUrlOf = (record: RegistroAlta, documentId: string): string | null => {
  try {
    return verifactuQrUrlOfRecord(record, verifactuConfig().VERIFACTU_AEAT_ENVIRONMENT);
  } catch (error) {
    logger.warn('billing: the invoice record is damaged; its PDF has no QR', { error, documentId });
    return null;
  }
};

/**
 * The document's PDF rendered now from its stored snapshot (with the QR of an invoice's record).
 * `verifactu: false` (an invoice issued while its issuer's switch was off, issue 24 point 1)
 * prints neither the "VERI*FACTU" legend nor the QR. `publicPage`: an issued invoice's page, printed as a short URL.
 */
export const renderedDocumentPdf = async (
  photographerId: string,
  document: BillingDocument,
  { verifactu = true, publicPage = null }: { verifactu?: boolean; publicPage?: BillingDocumentView['publicPage'] } = {},
): Promise<DocumentPdf> => {
  try {
    const record = document.kind === 'invoice' && verifactu ? await altaRecordOf(photographerId, document.documentId, document) : undefined;
    const view = { ...toBillingDocumentView(document), verifactuQrUrl: record ? qrUrlOf(record, document.documentId) : null, publicPage };
    return await buildDocumentPdf(photographerId, view, document.issuer.logoKey);
  } catch (error) {
    logger.error('billing: PDF failed', { error, documentId: document.documentId });
    throw new DomainError('billing.pdf_failed', { cause: error });
  }
};

export const storeSignedFile = async (
  file: { key: string; bytes: Buffer; contentType: string; fileName: string },
  now = new Date(),
): Promise<SignedFileLink> => {
  await s3Client().send(
    new PutObjectCommand(attachmentObject(file)),
  );
  return signedFileLink(file.key, file.fileName, now);
};
