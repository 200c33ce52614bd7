// The photographer's electronic certificate (issue 24 point 2). Read with node-forge (an
// OpenSSL 3 .p12 with AES-256 reads too); checked against the clock and the issuer NIF of the
// billing settings; stored encrypted (certificate-keys.ts); never returned or logged: routes
// answer `certificateInfo`, and only `openCertificate` (the submission's) decrypts it.
//
// Where the NIF is: an FNMT natural-person certificate carries the holder's in the subject's
// serialNumber (`IDCES-12345678Z`); an entity representative's certificate carries the
// person's there and the entity's in organizationIdentifier (`VATES-B12345678`).
import type forge from 'node-forge';
import type { SubmissionCertificateInfo, UploadCertificateBody } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { db } from '../../data/database.js';
import type { VerifactuCertificateItem } from '../../data/entities/verifactu-submission.js';
import { DomainError } from '../../lib/errors.js';
import { findSettings } from '../settings.js';
import type { ClientCertificate } from './aeat-client.js';
import { configuredKeyProvider, open, seal, type CertificateKeyProvider } from './certificate-keys.js';
import { CERTIFICATE_EXPIRY_NOTICE_DAYS } from '@fotostudio/shared/constants';

const DAY_MS = 86_400_000;
/** How long before its expiry a certificate is warned about. */
export const EXPIRY_WARNING_DAYS = CERTIFICATE_EXPIRY_NOTICE_DAYS;

const OID_SERIAL_NUMBER = '2.5.4.5';
const OID_ORGANIZATION_IDENTIFIER = '2.5.4.97';
/** PKCS#12 bag types (RFC 7292). */
const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

export interface ReadCertificate {
  holder: string;
  /** subject serialNumber's NIF (the natural person's). */
  personNif: string | undefined;
  /** organizationIdentifier's NIF (the represented entity's). */
  entityNif: string | undefined;
  issuerCa: string;
  notBefore: Date;
  notAfter: Date;
}

const attribute = (name: forge.pki.Certificate['subject'], oid: string): string | undefined => {
  const value = name.attributes.find((attr) => attr.type === oid)?.value;
  return typeof value === 'string' ? value : undefined;
};

const nifOf = (value: string | undefined, prefix: RegExp): string | undefined => {
  const nif = value?.toUpperCase().replace(prefix, '').trim();
  return nif && /^[0-9A-Z]{9}$/.test(nif) ? nif : undefined;
};

const fieldError = (code: ConstructorParameters<typeof DomainError>[0], path: 'file' | 'password' | 'representative', message: string) =>
  new DomainError(code, { issues: [{ path, message }] });

/**
 * node-forge, loaded with the first certificate read: only an upload reads one, and bundled it
 * was 290 KiB and about 19 ms of every cold start of the billing, table stream and submission
 * functions (installed beside their bundles: infra/lib/lambda-bundling.ts, CERTIFICATE_MODULES).
 */
const loadForge = async (): Promise<typeof forge> => (await import('node-forge')).default;

/** The certificate and key a .p12/.pfx holds; wrong password and unreadable files as catalogue codes. */
export const readCertificate = async (file: Buffer, password: string): Promise<ReadCertificate> => {
  const forge = await loadForge();
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(file.toString('binary'))), password);
  } catch (error) {
    if (error instanceof Error && /MAC could not be verified|Invalid password/i.test(error.message)) throw fieldError('billing.certificate_wrong_password', 'password', 'wrong password');
    throw fieldError('billing.certificate_unreadable', 'file', 'not a PKCS#12 file');
  }
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const key = [...bags(SHROUDED_KEY_BAG), ...bags(KEY_BAG)].find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  const certificates = bags(CERT_BAG).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  // The holder's certificate is the one of the private key (a file may carry its CA chain too).
  const certificate = certificates.find((cert) => key && (cert.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!key || !certificate) throw fieldError('billing.certificate_unreadable', 'file', 'no private key and its certificate');
  const issuer = certificate.issuer;
  return {
    holder: String(certificate.subject.getField('CN')?.value ?? ''),
    personNif: nifOf(attribute(certificate.subject, OID_SERIAL_NUMBER), /^IDC?ES-/),
    entityNif: nifOf(attribute(certificate.subject, OID_ORGANIZATION_IDENTIFIER), /^VATES-/),
    issuerCa: String(issuer.getField('CN')?.value ?? issuer.getField('O')?.value ?? ''),
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
  };
};

/**
 * Whether the certificate may present the issuer's records: valid now, and carrying the
 * issuer's NIF as its holder's, or as the represented entity's with the representation declared.
 */
export const checkCertificate = (read: ReadCertificate, issuerNif: string, representative: boolean, now: Date): { nif: string; representativeNif: string | undefined } => {
  if (now.getTime() > read.notAfter.getTime()) throw fieldError('billing.certificate_expired', 'file', `expired on ${read.notAfter.toISOString()}`);
  if (now.getTime() < read.notBefore.getTime()) throw fieldError('billing.certificate_not_yet_valid', 'file', `valid from ${read.notBefore.toISOString()}`);
  if (!read.personNif && !read.entityNif) throw fieldError('billing.certificate_no_nif', 'file', 'no NIF in the subject');
  const issuer = issuerNif.toUpperCase();
  if (read.entityNif) {
    // An entity's representative: the entity's NIF is the issuer's and the photographer declared representing it.
    if (read.entityNif === issuer && representative) return { nif: read.entityNif, representativeNif: read.personNif };
    throw fieldError('billing.certificate_nif_mismatch', read.entityNif === issuer ? 'representative' : 'file', 'the certificate is not for the issuer NIF');
  }
  if (read.personNif === issuer) return { nif: issuer, representativeNif: undefined };
  throw fieldError('billing.certificate_nif_mismatch', 'file', 'the certificate is not for the issuer NIF');
};

export const certificateInfo = (item: VerifactuCertificateItem, now: Date): SubmissionCertificateInfo => {
  const notAfter = Date.parse(item.notAfter);
  return {
    holder: item.holder,
    nif: item.nif,
    representativeNif: item.representativeNif ?? null,
    representationDeclared: item.representationDeclared,
    issuerCa: item.issuerCa,
    notBefore: item.notBefore,
    notAfter: item.notAfter,
    uploadedAt: item.uploadedAt,
    expired: now.getTime() > notAfter,
    expiresSoon: notAfter - now.getTime() <= EXPIRY_WARNING_DAYS * DAY_MS,
  };
};

export const findCertificate = async (photographerId: string): Promise<VerifactuCertificateItem | undefined> =>
  (await db().entities.verifactuCertificate.get({ photographerId }).go({ consistent: true })).data ?? undefined;

/** Checks an uploaded certificate and stores it encrypted in place of the one before. */
export const storeCertificate = async (
  photographerId: string,
  body: Required<UploadCertificateBody>,
  options: { now?: Date; keys?: CertificateKeyProvider } = {},
): Promise<VerifactuCertificateItem> => {
  const now = options.now ?? new Date();
  const settings = await findSettings(photographerId);
  if (!settings) throw new DomainError('billing.setup_incomplete');
  const file = Buffer.from(body.file, 'base64');
  const read = await readCertificate(file, body.password);
  const { nif, representativeNif } = checkCertificate(read, settings.taxId, body.representative, now);
  const keys = options.keys ?? configuredKeyProvider();
  const dataKey = await keys.generateDataKey(photographerId);
  const sealed = seal(dataKey.plaintext, Buffer.from(JSON.stringify({ p12: body.file, password: body.password }), 'utf8'), photographerId);
  dataKey.plaintext.fill(0);
  const item = {
    photographerId,
    holder: read.holder,
    nif,
    ...(representativeNif ? { representativeNif } : {}),
    representationDeclared: representativeNif !== undefined,
    issuerCa: read.issuerCa,
    notBefore: read.notBefore.toISOString(),
    notAfter: read.notAfter.toISOString(),
    uploadedAt: now.toISOString(),
    wrappedKey: dataKey.wrapped.toString('base64'),
    iv: sealed.iv.toString('base64'),
    tag: sealed.tag.toString('base64'),
    ciphertext: sealed.ciphertext.toString('base64'),
  };
  await db().entities.verifactuCertificate.put(item).go();
  return item as VerifactuCertificateItem;
};

/** The stored certificate, decrypted, for a submission (the submitting worker's only). */
export const openCertificate = async (item: VerifactuCertificateItem, keys: CertificateKeyProvider = configuredKeyProvider()): Promise<ClientCertificate> => {
  const key = await keys.unwrap(Buffer.from(item.wrappedKey, 'base64'), item.photographerId);
  const plain = open(key, { iv: Buffer.from(item.iv, 'base64'), tag: Buffer.from(item.tag, 'base64'), ciphertext: Buffer.from(item.ciphertext, 'base64') }, item.photographerId);
  key.fill(0);
  const { p12, password } = JSON.parse(plain.toString('utf8')) as { p12: string; password: string };
  return { pfx: Buffer.from(p12, 'base64'), passphrase: password };
};
