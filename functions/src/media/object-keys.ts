// The keys of the media bucket, built from its layout (shared/src/media/bucket-layout.ts).
import { randomUUID } from 'node:crypto';
import type { UploadPurpose } from '@fotostudio/shared/contracts/media';
import {
  AGREEMENTS_PREFIX,
  BILLING_PREFIX,
  CATALOG_FOLDER,
  CLEAN_FOLDER,
  DERIVED_PREFIX,
  DOWNLOADS_PREFIX,
  FINALS_FOLDER,
  ISSUED_FOLDER,
  MANIFESTS_PREFIX,
  ORIGINALS_PREFIX,
  PROFILE_FOLDER,
  SESSIONS_FOLDER,
  SIGNED_FOLDER,
} from '@fotostudio/shared/media/bucket-layout';

export interface OriginalKey {
  photographerId: string;
  /** The part after the photographer id. */
  path: string;
}

export const parseOriginalKey = (key: string): OriginalKey | undefined => {
  if (!key.startsWith(ORIGINALS_PREFIX)) return undefined;
  const [photographerId, ...rest] = key.slice(ORIGINALS_PREFIX.length).split('/');
  if (!photographerId || rest.length === 0 || rest.some((part) => part === '' || part === '..')) return undefined;
  return { photographerId, path: rest.join('/') };
};

export const derivedPrefixOf = (original: OriginalKey): string =>
  `${DERIVED_PREFIX}${original.photographerId}/${original.path}/`;

/** One file the image function made from an original, e.g. `thumb.webp`. */
export const derivedKey = (original: OriginalKey, fileName: string): string => `${derivedPrefixOf(original)}${fileName}`;

/**
 * Where the unwatermarked renditions of a watermarked session image go: under
 * `derived/<photographer>/clean/`, outside the `derived/<photographer>/sessions/<session>/`
 * prefix the client gallery's one signature covers, so the gallery can never fetch them.
 */
export const cleanDerivedPrefixOf = (original: OriginalKey): string =>
  `${DERIVED_PREFIX}${original.photographerId}/${CLEAN_FOLDER}/${original.path}/`;

export const cleanDerivedKey = (original: OriginalKey, fileName: string): string => `${cleanDerivedPrefixOf(original)}${fileName}`;

/** S3 event keys are URL-encoded with `+` for spaces. */
export const decodeEventKey = (key: string): string => decodeURIComponent(key.replace(/\+/g, ' '));

/** Uploads of each purpose live in their own folder of the photographer's originals. */
const UPLOAD_FOLDERS: Record<UploadPurpose, string> = {
  profilePhoto: PROFILE_FOLDER,
  businessLogo: PROFILE_FOLDER,
  productImage: CATALOG_FOLDER,
};

export const uploadPrefix = (photographerId: string, purpose: UploadPurpose): string =>
  `${ORIGINALS_PREFIX}${photographerId}/${UPLOAD_FOLDERS[purpose]}/`;

const FILE_STEM: Record<UploadPurpose, string> = { profilePhoto: 'photo', businessLogo: 'logo', productImage: 'product' };

/** A fresh key (without its extension) per upload: a cached old photo can never be served for the new one. */
export const newUploadStem = (photographerId: string, purpose: UploadPurpose): string =>
  `${uploadPrefix(photographerId, purpose)}${FILE_STEM[purpose]}-${randomUUID()}`;


/** Where the browser uploads a session image, without the extension its type decides. */
export const sessionImageStem = (photographerId: string, sessionId: string, imageId: string): string =>
  `${ORIGINALS_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/${imageId}`;

/** Where the browser uploads a session's final (the delivery's set), without its extension. */
export const sessionFinalStem = (photographerId: string, sessionId: string, imageId: string): string =>
  `${ORIGINALS_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/${FINALS_FOLDER}/${imageId}`;

/**
 * Every object of a session: its originals, what the image function derived from them, and
 * the unwatermarked renditions of a watermarked package (only the photographer sees those).
 */
export const sessionPrefixes = (photographerId: string, sessionId: string): [string, string, string] => [
  `${ORIGINALS_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/`,
  `${DERIVED_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/`,
  `${DERIVED_PREFIX}${photographerId}/${CLEAN_FOLDER}/${SESSIONS_FOLDER}/${sessionId}/`,
];

/**
 * An image's folder (`<imageId>.<ext>`, its original's file name): what its derived files are
 * under and what its gallery addresses name. Undefined for a key outside the session.
 */
export const sessionImageFolder = (photographerId: string, sessionId: string, originalKey: string): string | undefined => {
  const [originals] = sessionPrefixes(photographerId, sessionId);
  return originalKey.startsWith(originals) ? originalKey.slice(originals.length) : undefined;
};

/** The session and image a session-image original belongs to, if the key is one. */
export const parseSessionImageKey = (original: OriginalKey): { sessionId: string; imageId: string } | undefined => {
  const match = /^sessions\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.(jpg|png|webp)$/.exec(original.path);
  return match?.[1] && match[2] ? { sessionId: match[1], imageId: match[2] } : undefined;
};

/** The session and image a session final's original belongs to, if the key is one. */
export const parseSessionFinalKey = (original: OriginalKey): { sessionId: string; imageId: string } | undefined => {
  const match = new RegExp(`^sessions/([0-9a-f-]{36})/${FINALS_FOLDER}/([0-9a-f-]{36})\\.(jpg|png|webp)$`).exec(original.path);
  return match?.[1] && match[2] ? { sessionId: match[1], imageId: match[2] } : undefined;
};

/** The folder of a session's kept manifests (deleted with the session). */
export const sessionManifestPrefix = (photographerId: string, sessionId: string): string =>
  `${MANIFESTS_PREFIX}${photographerId}/${SESSIONS_FOLDER}/${sessionId}/`;

/** A session's manifest of ready images (gallery/image-manifest.ts). */
export const imageManifestKey = (photographerId: string, sessionId: string): string =>
  `${sessionManifestPrefix(photographerId, sessionId)}images.json.gz`;

/** Where a gallery's zip is written. */
export const galleryZipKey = (photographerId: string, sessionId: string, downloadId: string): string =>
  `${DOWNLOADS_PREFIX}${photographerId}/${sessionId}/${downloadId}.zip`;

/** A zip's item in its gallery address (`/media/g/.../z/<downloadId>.zip`); the edge maps it to galleryZipKey. */
export const zipItemOf = (download: { downloadId: string }): string => `${download.downloadId}.zip`;

/** Part `number` of a zip split into parts (`<downloadId>-<number>.zip`, beside the single zip's key). */
export const zipPartItemOf = (download: { downloadId: string }, number: number): string => `${download.downloadId}-${number}.zip`;

/** Where part `number` of a gallery's zip is written; the edge maps its item (zipPartItemOf) here. */
export const galleryZipPartKey = (photographerId: string, sessionId: string, downloadId: string, number: number): string =>
  `${DOWNLOADS_PREFIX}${photographerId}/${sessionId}/${zipPartItemOf({ downloadId }, number)}`;

/**
 * Files of the billing function: a quote's PDF and each period's accountant export, rebuilt
 * on every request and overwritten in place.
 */
export const billingPdfKey = (photographerId: string, documentId: string): string => `${BILLING_PREFIX}${photographerId}/documents/${documentId}.pdf`;

/** An issued invoice's PDF, rendered once at issue and written once (billing/issued-pdf.ts). */
export const issuedInvoicePdfKey = (photographerId: string, documentId: string): string =>
  `${BILLING_PREFIX}${photographerId}/${ISSUED_FOLDER}/${documentId}.pdf`;

/** A cancelled invoice's ANULADA copy: its issued PDF stamped, written once beside it. */
export const cancelledInvoicePdfKey = (photographerId: string, documentId: string): string =>
  `${BILLING_PREFIX}${photographerId}/${ISSUED_FOLDER}/${documentId}-anulada.pdf`;

export const billingRecordXmlKey = (photographerId: string, documentId: string, kind: string): string => `${BILLING_PREFIX}${photographerId}/records/${documentId}-${kind}.xml`;

export const billingExportKey = (photographerId: string, fileName: string): string => `${BILLING_PREFIX}${photographerId}/exports/${fileName}`;

/** A signed agreement's PDF, written once under Object Lock (agreements/signed-pdf.ts). */
export const signedAgreementPdfKey = (photographerId: string, agreementId: string): string =>
  `${AGREEMENTS_PREFIX}${photographerId}/${SIGNED_FOLDER}/${agreementId}.pdf`;
