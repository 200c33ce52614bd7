// VERI*FACTU verification (issue 13): an invoice's records and whether its issuer's chain
// verifies from the first record up to each of them, recomputed on every read; the records
// of a period for an inspector.
import * as z from 'zod';
import { CLIENT_ID_TYPES } from '../../billing/billing-enums.js';
import { entityId as id } from '../ids.js';
import { defineRoute } from '../route.js';
import { signedFile } from './document.js';
import { invoiceParams } from './document-routes.js';
import { exportPeriodRule, isoDate } from './fields.js';

export const VERIFACTU_RECORD_KINDS = ['alta', 'anulacion'] as const;

export const verifactuRecordCheck = z.object({
  kind: z.enum(VERIFACTU_RECORD_KINDS),
  /** The record's place in its issuer's chain, from 1. */
  position: z.number().int().min(1),
  issuerNif: z.string(),
  invoiceNumber: z.string(),
  /** dd-mm-yyyy, as the record carries it. */
  issueDate: z.string(),
  /** Registration records only: the record's amounts as it carries them. */
  totalAmount: z.string().nullable(),
  vatAmount: z.string().nullable(),
  generatedAt: z.string(),
  huella: z.string(),
  /** The previous record's huella as this record names it (empty for the first). */
  previousHuella: z.string(),
  /** The previous record's huella as stored in that record (empty for the first). */
  expectedPreviousHuella: z.string(),
  recomputedHuella: z.string(),
  huellaMatches: z.boolean(),
  previousMatches: z.boolean(),
  totalsMatch: z.boolean(),
  /** This record and every record of its issuer before it pass all checks. */
  chainVerified: z.boolean(),
  /** A correction of an earlier record of the invoice (issue 24 point 4): Subsanacion 'S', with its RechazoPrevio when not 'N'. */
  subsanacion: z.boolean().default(false),
  rechazoPrevio: z.enum(['S', 'X']).nullable().default(null),
  /** The recipient a registration record names (null for a cancellation or a simplified invoice), as the correction form starts from. */
  recipient: z
    .object({ name: z.string(), taxId: z.string(), idType: z.enum(CLIENT_ID_TYPES), countryCode: z.string().nullable() })
    .nullable()
    .default(null),
  /** What the AEAT answered for it (issue 24 point 4); null while `pendiente` or never sent. */
  submission: z
    .object({
      state: z.enum(['Correcto', 'AceptadoConErrores', 'Incorrecto']),
      errorCode: z.number().nullable(),
      errorText: z.string().nullable(),
      csv: z.string().nullable(),
      answeredAt: z.string(),
    })
    .nullable()
    .default(null),
});
export type VerifactuRecordCheck = z.infer<typeof verifactuRecordCheck>;

export const invoiceVerification = z.object({
  invoiceId: id,
  records: z.array(verifactuRecordCheck),
  /** How many records the issuer's chain holds in all. */
  chainLength: z.number().int().min(0),
  /** Whether the photographer's records go to the AEAT (off: an unanswered record is not being sent). */
  submissionEnabled: z.boolean().default(false),
  /** Issued while its issuer's VERI*FACTU switch was off (issue 24 point 1): its PDF has neither the legend nor the QR. */
  issuedWithoutVerifactu: z.boolean().default(false),
});
export type InvoiceVerification = z.infer<typeof invoiceVerification>;

export const getInvoiceVerification = defineRoute({
  id: 'billing.getInvoiceVerification',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/{invoiceId}/verification',
  auth: 'photographer',
  params: invoiceParams,
  response: invoiceVerification,
});

export const verificationXmlQuery = z.object({ record: z.enum(VERIFACTU_RECORD_KINDS).default('alta') }).strict();

export const getInvoiceRecordXml = defineRoute({
  id: 'billing.getInvoiceRecordXml',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/invoices/{invoiceId}/verification/xml',
  auth: 'photographer',
  params: invoiceParams,
  query: verificationXmlQuery,
  response: signedFile,
});

/** The VERI*FACTU records generated in a period (Spain's days, both included). */
export const recordsExportQuery = z.object({ from: isoDate, to: isoDate }).strict().superRefine(exportPeriodRule);
export type RecordsExportQuery = z.infer<typeof recordsExportQuery>;

export const exportVerifactuRecords = defineRoute({
  id: 'billing.exportVerifactuRecords',
  domain: 'billing',
  method: 'GET',
  path: '/api/billing/verifactu/export',
  auth: 'photographer',
  query: recordsExportQuery,
  response: signedFile.extend({ recordCount: z.number() }),
});
