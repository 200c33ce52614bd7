import { getInvoiceRecordXml, type InvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import { correctInvoiceRecord, type CorrectRecordBody } from '@fotostudio/shared/contracts/billing/verifactu-correction';
import type { SignedFile } from '@fotostudio/shared/contracts/billing/document';
import { apiRequest } from '../../../lib/api-client';

export const invoiceRecordXml = (invoiceId: string, record: 'alta' | 'anulacion'): Promise<SignedFile> =>
  apiRequest(getInvoiceRecordXml, { params: { invoiceId }, query: { record } });

/** "Corregir y reenviar": the correction record of the invoice's latest registration record; resolves with the Verification tab as it is then. */
export const correctRecord = (invoiceId: string, body: CorrectRecordBody): Promise<InvoiceVerification> => apiRequest(correctInvoiceRecord, { params: { invoiceId }, body });
