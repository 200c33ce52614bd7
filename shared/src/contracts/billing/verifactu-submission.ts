// The photographer's VERI*FACTU submission (issue 24 points 1 and 2): their electronic
// certificate (uploaded as a .p12/.pfx with its password, checked, stored encrypted and never
// returned: only what it says of itself comes back) and the switch that sends their records
// to the AEAT.
import * as z from 'zod';
import { defineRoute } from '../route.js';

/** A .p12/.pfx is a few KB; the JSON body carries it as base64 (4/3 of it) with the password. */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;
export const CERTIFICATE_BODY_LIMIT = { bytes: Math.ceil((CERTIFICATE_MAX_BYTES * 4) / 3) + 4 * 1024, code: 'billing.certificate_too_large' } as const;

export const uploadCertificateBody = z
  .object({
    /** The .p12/.pfx file, base64. */
    file: z.string().min(1).max(CERTIFICATE_BODY_LIMIT.bytes).regex(/^[A-Za-z0-9+/]+=*$/),
    password: z.string().max(200),
    /** The photographer declares they represent the issuer (an entity's representative certificate). */
    representative: z.boolean().default(false),
  })
  .strict();
export type UploadCertificateBody = z.input<typeof uploadCertificateBody>;

export const submissionCertificateInfo = z.object({
  /** The subject's common name. */
  holder: z.string(),
  /** The NIF the certificate gives the issuer: the holder's, or the represented entity's. */
  nif: z.string(),
  /** For a representative's certificate: the person's own NIF (subject serialNumber). */
  representativeNif: z.string().nullable(),
  /** The representation was declared in the product (the AEAT's power of attorney is the photographer's own step). */
  representationDeclared: z.boolean(),
  /** The issuing CA's common name (or organisation). */
  issuerCa: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  uploadedAt: z.string(),
  /** Expired, or expiring within 30 days. */
  expired: z.boolean(),
  expiresSoon: z.boolean(),
});
export type SubmissionCertificateInfo = z.infer<typeof submissionCertificateInfo>;

export const verifactuSubmissionStatus = z.object({
  certificate: submissionCertificateInfo.nullable(),
  enabled: z.boolean(),
  /** When it was turned on (null while off). */
  since: z.string().nullable(),
  /** yyyy-mm-dd: from this day this issuer must use it (by the legal form of the billing settings; null without settings). */
  obligationDate: z.string().nullable(),
  /** Whether it may be off now (only before the obligation date). */
  canTurnOff: z.boolean(),
  /** The deployment offers the operator as representative (its own certificate; issue 24 point 2, second option). */
  operatorRepresentationOffered: z.boolean().default(false),
  /** The photographer declared the operator their representative: records go with the operator's certificate, not an uploaded one. */
  representedByOperator: z.boolean().default(false),
});
export type VerifactuSubmissionStatus = z.infer<typeof verifactuSubmissionStatus>;

export const getVerifactuSubmission = defineRoute({
  id: 'billing.getVerifactuSubmission',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/verifactu/submission',
  auth: 'photographer',
  response: verifactuSubmissionStatus,
});

export const uploadSubmissionCertificate = defineRoute({
  id: 'billing.uploadSubmissionCertificate',
  domain: 'billing',
  method: 'PUT',
  path: '/api/billing/verifactu/certificate',
  auth: 'photographer',
  body: uploadCertificateBody,
  bodyLimit: CERTIFICATE_BODY_LIMIT,
  response: verifactuSubmissionStatus,
});

export const setVerifactuSubmission = defineRoute({
  id: 'billing.setVerifactuSubmission',
  domain: 'billing',
  method: 'PUT',
  path: '/api/billing/verifactu/submission',
  auth: 'photographer',
  body: z.object({ enabled: z.boolean() }).strict(),
  response: verifactuSubmissionStatus,
});

export const setVerifactuRepresentation = defineRoute({
  id: 'billing.setVerifactuRepresentation',
  domain: 'billing',
  method: 'PUT',
  path: '/api/billing/verifactu/representation',
  auth: 'photographer',
  body: z.object({ byOperator: z.boolean() }).strict(),
  response: verifactuSubmissionStatus,
});

/** What the AEAT answered for a record (issue 24 point 4); `pendiente` until it answers. */
export const AEAT_STATES = ['pendiente', 'Correcto', 'AceptadoConErrores', 'Incorrecto'] as const;
export type AeatState = (typeof AEAT_STATES)[number];

export const invoiceAeatState = z.object({
  invoiceId: z.string(),
  /** The answer to the invoice's latest answered record. */
  state: z.enum(AEAT_STATES),
  errorCode: z.number().nullable(),
});

export const listVerifactuStates = defineRoute({
  id: 'billing.listVerifactuStates',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/verifactu/states',
  auth: 'photographer',
  response: z.object({ enabled: z.boolean(), invoices: z.array(invoiceAeatState) }),
});
