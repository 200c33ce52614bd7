import { getInvoiceRecordXml, getInvoiceVerification, type InvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';
import type { SignedFile } from '@fotostudio/shared/contracts/billing/document';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** Recomputed by the server on every read: the answer is never cached across opens of the tab. */
export const useInvoiceVerification = (invoiceId: string, status: string): SWRResponse<InvoiceVerification, ApiError> =>
  useSWR<InvoiceVerification, ApiError, readonly [string, string, string]>([getInvoiceVerification.id, invoiceId, status], ([, id]) =>
    apiRequest(getInvoiceVerification, { params: { invoiceId: id } }),
  );

export const invoiceRecordXml = (invoiceId: string, record: 'alta' | 'anulacion'): Promise<SignedFile> =>
  apiRequest(getInvoiceRecordXml, { params: { invoiceId }, query: { record } });
