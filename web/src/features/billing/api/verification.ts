import { getInvoiceRecordXml } from '@fotostudio/shared/contracts/billing/verifactu';
import type { SignedFile } from '@fotostudio/shared/contracts/billing/document';
import { apiRequest } from '../../../lib/api-client';

export const invoiceRecordXml = (invoiceId: string, record: 'alta' | 'anulacion'): Promise<SignedFile> =>
  apiRequest(getInvoiceRecordXml, { params: { invoiceId }, query: { record } });
