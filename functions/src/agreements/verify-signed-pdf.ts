// `npm run agreements -- verify <pdf>` (infra/operator/agreements.ts): whether a PDF is, byte for
// byte, the signed PDF an agreement records. The PDF names its agreement in its keywords
// (`fotostudio-agreement:<photographerId>/<agreementId>`, render-signed-pdf.ts); the file's
// SHA-256 is recomputed and compared with the one recorded on that agreement when it was stored.
import { db } from '../data/database.js';
import { sha256Of } from '../media/write-once.js';
import { SIGNED_PDF_KEYWORD } from './pdf/render-signed-pdf.js';

export type SignedPdfVerdict =
  | { result: 'match'; sha256: string; agreementId: string; photographerId: string; title: string; signedAt: string }
  | { result: 'mismatch'; sha256: string; recorded: string; agreementId: string; photographerId: string }
  | { result: 'unknown'; sha256: string; reason: string };

/** The agreement a signed PDF names in its keywords, if any. */
const referenceOf = async (bytes: Uint8Array): Promise<{ photographerId: string; agreementId: string } | undefined> => {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  const match = new RegExp(`${SIGNED_PDF_KEYWORD}:([^/\\s]+)/([^/\\s]+)`).exec(pdf.getKeywords() ?? '');
  return match?.[1] && match[2] ? { photographerId: match[1], agreementId: match[2] } : undefined;
};

export const verifySignedPdf = async (bytes: Uint8Array): Promise<SignedPdfVerdict> => {
  const sha256 = sha256Of(bytes);
  let reference: Awaited<ReturnType<typeof referenceOf>>;
  try {
    reference = await referenceOf(bytes);
  } catch (error) {
    return { result: 'unknown', sha256, reason: `not a readable PDF (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!reference) return { result: 'unknown', sha256, reason: 'it names no agreement (no fotostudio-agreement keyword)' };
  const { data: agreement } = await db().entities.agreement.get(reference).go({ consistent: true });
  if (!agreement?.signedPdfSha256) return { result: 'unknown', sha256, reason: `agreement ${reference.agreementId} has no signed PDF on record` };
  if (agreement.signedPdfSha256 !== sha256) return { result: 'mismatch', sha256, recorded: agreement.signedPdfSha256, ...reference };
  return { result: 'match', sha256, ...reference, title: agreement.title, signedAt: agreement.signedAt ?? '' };
};
