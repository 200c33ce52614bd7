import { getInvoiceRecordXml, type SignedFile } from '@fotostudio/shared/contracts/billing';
import { apiRequest } from '../../../lib/api-client';

export const invoiceRecordXml = (invoiceId: string, record: 'alta' | 'anulacion'): Promise<SignedFile> =>
  apiRequest(getInvoiceRecordXml, { params: { invoiceId }, query: { record } });
