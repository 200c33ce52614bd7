// The signed agreement's PDF (issue 26 point 3, docs/agreements.md "The signed PDF"): rendered
// once when the last signer signs, written once under agreements/<photographerId>/signed/ (S3's
// conditional write, and Object Lock on AWS: GOVERNANCE mode, retained SIGNED_AGREEMENT_RETENTION_YEARS),
// its key and SHA-256 recorded on the agreement; then mailed to every signer and to the
// photographer, in each one's language, and the photographer notified. A crash between the
// signature and the file is repaired on the first read (signedPdfOf), as invoices' are.
import { renderDocumentHtml } from '@fotostudio/shared/agreements/rich-text';
import type { Language } from '@fotostudio/shared/constants';
import { SIGNED_AGREEMENT_RETENTION_YEARS } from '@fotostudio/shared/media/bucket-layout';
import type { AgreementFile } from '@fotostudio/shared/contracts/agreement-actions';
import { storedAgreementDocument, storedMergeValues } from '@fotostudio/shared/stored/agreement-document';
import { storedSignature, storedStudioSignature } from '@fotostudio/shared/stored/agreement-signature';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { requireAccount } from '../account/photographer-account.js';
import { documentFont } from '../billing/document-assets.js';
import { db } from '../data/database.js';
import type { AgreementItem, AgreementSignerItem } from '../data/entities/agreements.js';
import { recordSignedPdf } from '../data/stores/agreements.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { signedFileLink } from '../media/file-links.js';
import { signedAgreementPdfKey } from '../media/object-keys.js';
import { readObject, sha256Of, writeOnce, type StoredOnce } from '../media/write-once.js';
import { sendMail } from '../mail/send-mail.js';
import { notify } from '../notifications/notify.js';
import { signingMail } from './agreement-mail.js';
import { signedPdfFileName } from './signed-pdf-name.js';
import { senderNameOf } from './agreements.js';
import { renderSignedAgreementPdf, type AuditEvent, type SignedAgreementView } from './pdf/render-signed-pdf.js';
import { readAgreementItem } from './signer-view.js';


/**
 * The signed content's SHA-256 (hex): of the UTF-8 bytes of the document rendered to HTML with
 * its merge values (renderDocumentHtml), exactly the `html` every signer's page showed.
 */
export const contentSha256Of = (agreement: Pick<AgreementItem, 'document' | 'mergeValues'>): string => {
  const document = decodeStored(storedAgreementDocument, agreement.document, 'agreement document');
  const mergeValues = decodeStored(storedMergeValues, agreement.mergeValues, 'agreement merge values');
  return sha256Of(Buffer.from(renderDocumentHtml(document, mergeValues), 'utf8'));
};

const eventsOf = (signer: AgreementSignerItem): AuditEvent[] => {
  const times: [AuditEvent['name'], string | undefined][] = [
    ['sent', signer.sentAt],
    ['viewed', signer.viewedAt],
    ['codeSent', signer.codeSentAt],
    ['codeVerified', signer.codeVerifiedAt],
    ['signed', signer.signedAt],
  ];
  return times
    .flatMap(([name, at]) => (at ? [{ name, at }] : []))
    .sort((a, b) => a.at.localeCompare(b.at));
};

export const signedViewOf = (agreement: AgreementItem, studio: { name: string; email: string }): SignedAgreementView => ({
  language: agreement.language,
  title: agreement.title,
  reference: `${agreement.photographerId}/${agreement.agreementId}`,
  studio,
  document: decodeStored(storedAgreementDocument, agreement.document, 'agreement document'),
  mergeValues: decodeStored(storedMergeValues, agreement.mergeValues, 'agreement merge values'),
  contentSha256: contentSha256Of(agreement),
  studioSignature: agreement.studioSignature ? decodeStored(storedStudioSignature, agreement.studioSignature, 'studio signature') : null,
  signers: agreement.signers.map((signer) => ({
    name: signer.signedName ?? signer.name,
    idType: signer.idType ?? 'dni',
    idNumber: signer.idNumber ?? '',
    email: signer.email,
    ip: signer.signedIp ?? '',
    userAgent: signer.signedUserAgent ?? '',
    signature: decodeStored(storedSignature, signer.signature ?? '', 'signature'),
    signedAt: signer.signedAt ?? '',
    events: eventsOf(signer),
  })),
  clientsSignedAt: agreement.clientsSignedAt,
  completedAt: agreement.signedAt ?? '',
});

export { signedPdfFileName };

/** The signed PDF: the stored one, or rendered now, written once and recorded (the repair of a crash after signing). */
export const signedPdfOf = async (agreement: AgreementItem, now: Date = new Date()): Promise<StoredOnce & { created: boolean }> => {
  if (agreement.status !== 'signed') throw new Error(`agreements: ${agreement.agreementId} is not signed; it has no signed PDF`);
  if (agreement.signedPdfKey && agreement.signedPdfSha256) return { key: agreement.signedPdfKey, sha256: agreement.signedPdfSha256, created: false };
  const account = await requireAccount(agreement.photographerId);
  const view = signedViewOf(agreement, { name: senderNameOf(account), email: account.photographer.email });
  const bytes = await renderSignedAgreementPdf(view, await documentFont());
  const retainUntil = new Date(Date.parse(agreement.signedAt ?? now.toISOString()));
  retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + SIGNED_AGREEMENT_RETENTION_YEARS);
  const { stored } = await writeOnce(
    {
      key: signedAgreementPdfKey(agreement.photographerId, agreement.agreementId),
      bytes,
      contentType: 'application/pdf',
      fileName: signedPdfFileName(agreement),
      lock: { mode: 'GOVERNANCE', retainUntil },
    },
    'general.changed_meanwhile',
  );
  // Recorded meanwhile by another writer of the same key: the same object, read back above.
  const created = await recordSignedPdf(agreement.photographerId, agreement.agreementId, stored.key, stored.sha256);
  return { ...stored, created };
};

/** The stored bytes, checked against the SHA-256 the agreement records. */
export const readSignedPdf = async (stored: StoredOnce): Promise<Buffer> => {
  const bytes = await readObject(stored.key);
  if (sha256Of(bytes) !== stored.sha256) {
    throw new Error(`agreements: the signed PDF ${stored.key} does not match its recorded SHA-256`);
  }
  return bytes;
};

/** A short-lived link to the signed PDF, named in the reader's language; null before every signer signed. */
export const signedPdfLink = async (agreement: AgreementItem, language: Language): Promise<AgreementFile | null> => {
  if (agreement.status !== 'signed') return null;
  const stored = await signedPdfOf(agreement);
  return signedFileLink(stored.key, signedPdfFileName(agreement, language));
};

/** The photographer's link to one of their agreements' signed PDF. */
export const agreementPdfLink = async (photographerId: string, agreementId: string): Promise<AgreementFile | null> => {
  const { data } = await db().entities.agreement.get({ photographerId, agreementId }).go({ consistent: true });
  if (!data) throw new DomainError('agreements.not_found');
  return signedPdfLink(data, data.language);
};

/**
 * Right after the last signature: the PDF stored, then mailed to each signer and to the
 * photographer, and the photographer notified. Only the request whose write made the agreement
 * signed runs it, so each party gets one mail. A failure is logged, not thrown (the agreement is
 * signed; the PDF is stored on its first read instead).
 */
export const completeSignedAgreement = async (photographerId: string, agreementId: string, now: Date = new Date()): Promise<void> => {
  try {
    const agreement = await readAgreementItem(photographerId, agreementId);
    const stored = await signedPdfOf(agreement, now);
    const bytes = await readSignedPdf(stored);
    const account = await requireAccount(photographerId);
    const business = senderNameOf(account);
    const words = { business, title: agreement.title, sha256: stored.sha256, client: agreement.clientName };
    for (const signer of agreement.signers) {
      const mail = signingMail(signer.language, 'signed', { ...words, name: signer.signedName ?? signer.name });
      await sendMail({
        to: [signer.email],
        fromName: business,
        replyTo: account.photographer.email,
        ...mail,
        attachments: [{ filename: signedPdfFileName(agreement, signer.language), content: bytes, contentType: 'application/pdf' }],
      });
    }
    await notify(photographerId, {
      content: { kind: 'agreementSigned', agreementId, title: agreement.title, clientName: agreement.clientName, signedAt: agreement.signedAt ?? now.toISOString() },
      at: new Date(agreement.signedAt ?? now.toISOString()),
      eventKey: agreementId,
      // The photographer's copy of the signed PDF comes with the notice's email.
      email: (preferences) => ({
        ...signingMail(preferences.language, 'studioSigned', words),
        attachments: [{ filename: signedPdfFileName(agreement, preferences.language), content: bytes, contentType: 'application/pdf' }],
      }),
    });
  } catch (error) {
    logger.error('agreements: the signed agreement was not stored or mailed at once; its first read stores it', { error, agreementId });
  }
};
