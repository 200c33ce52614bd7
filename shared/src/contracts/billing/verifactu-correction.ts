// Correcting a VERI*FACTU registration record the AEAT refused or accepted with errors (issue
// 24 point 4): "Corregir y reenviar" in the invoice's Verification tab. The correction is a
// new record of the same invoice (Subsanacion, RechazoPrevio: shared/src/verifactu/correction.ts);
// what the photographer may change is the recipient's data the record carries (name, NIF or
// another identifier), checked as an invoice's client is. The invoice's number, date and
// amounts never change.
import * as z from 'zod';
import { defineRoute } from '../route.js';
import { clientRules, documentClientFields } from './document-input.js';
import { invoiceParams } from './document-routes.js';
import { invoiceVerification } from './verifactu.js';

export const correctedRecipientInput = z
  .object({
    name: documentClientFields.name,
    taxId: documentClientFields.taxId,
    idType: documentClientFields.idType,
    countryCode: documentClientFields.countryCode,
  })
  .strict()
  .superRefine((value, ctx) => clientRules({ ...value, email: '', phone: '', address: '', city: '', postalCode: '' }, ctx, [], 'named'));

export const correctRecordBody = z
  .object({
    /** The recipient as corrected; absent resends the record's own (a simplified invoice names none). */
    recipient: correctedRecipientInput.optional(),
  })
  .strict();
export type CorrectRecordBody = z.input<typeof correctRecordBody>;

export const correctInvoiceRecord = defineRoute({
  id: 'billing.correctInvoiceRecord',
  domain: 'billing',
  method: 'POST',
  path: '/api/billing/invoices/{invoiceId}/verification/correct',
  auth: 'photographer',
  params: invoiceParams,
  body: correctRecordBody,
  response: invoiceVerification,
});
