import { issueSessionSimplifiedInvoice, listDocuments, sendSessionToInvoicing } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument, DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import { apiRequest } from '../../../lib/api-client';

/** The session's quotes and invoices: what blocks sending it to invoicing again. */
export const fetchSessionDocuments = async (sessionId: string): Promise<DocumentSummary[]> =>
  (await apiRequest(listDocuments, { query: { sessionId, pageSize: 10 } })).rows;

/** POST /api/sessions/{id}/send-to-invoicing: a pending quote from the client's confirmed selection. */
export const sendToInvoicing = async (sessionId: string): Promise<BillingDocument> => (await apiRequest(sendSessionToInvoicing, { params: { sessionId } })).document;

/** POST /api/sessions/{id}/simplified-invoice: a simplified invoice (F2) from the client's confirmed selection. */
export const issueSimplifiedInvoice = async (sessionId: string): Promise<BillingDocument> =>
  (await apiRequest(issueSessionSimplifiedInvoice, { params: { sessionId } })).document;
