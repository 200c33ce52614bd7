// Every change to a quote or an invoice. Each resolves with the document(s) as the server
// now has them; the caller marks documentReads out of date.
import { cancelInvoice, checkInvoiceNumber, convertQuote, createQuote, deleteQuote, emailDocument, getDocumentPdf, issueInvoice, markInvoicePaid, markInvoiceSent, markInvoiceUnpaid, rectifyInvoice, substituteInvoices, updateQuote } from '@fotostudio/shared/contracts/billing/document-routes';
import type { BillingDocument, NumberCheck, SignedFile } from '@fotostudio/shared/contracts/billing/document';
import type { DocumentEmailInput, InvoiceInput, QuoteInput, RectifyInvoiceInput, SubstituteInvoicesInput } from '@fotostudio/shared/contracts/billing/document-input';
import type { InvoiceType } from '@fotostudio/shared/billing/invoice-types';
import { apiRequest } from '../../../lib/api-client';

export const postQuote = async (body: QuoteInput): Promise<BillingDocument> => (await apiRequest(createQuote, { body })).document;

export const putQuote = async (documentId: string, body: QuoteInput): Promise<BillingDocument> =>
  (await apiRequest(updateQuote, { params: { quoteId: documentId }, body })).document;

export const removeQuote = async (documentId: string): Promise<void> => {
  await apiRequest(deleteQuote, { params: { quoteId: documentId } });
};

export const postInvoice = async (body: InvoiceInput): Promise<BillingDocument> => (await apiRequest(issueInvoice, { body })).document;

export const convertToInvoice = async (documentId: string): Promise<BillingDocument> =>
  (await apiRequest(convertQuote, { params: { quoteId: documentId }, body: {} })).invoice;

export const markSent = async (documentId: string): Promise<BillingDocument> => (await apiRequest(markInvoiceSent, { params: { invoiceId: documentId } })).document;

export const markPaid = async (documentId: string, paidDate?: string): Promise<BillingDocument> =>
  (await apiRequest(markInvoicePaid, { params: { invoiceId: documentId }, body: paidDate ? { paidDate } : {} })).document;

export const markUnpaid = async (documentId: string): Promise<BillingDocument> => (await apiRequest(markInvoiceUnpaid, { params: { invoiceId: documentId } })).document;

export const cancel = async (documentId: string, reason: string): Promise<BillingDocument> =>
  (await apiRequest(cancelInvoice, { params: { invoiceId: documentId }, body: reason ? { reason } : {} })).document;

/** A rectifying invoice of an issued one; resolves with the new invoice (the original now links to it). */
export const postRectification = async (invoiceId: string, body: RectifyInvoiceInput): Promise<BillingDocument> =>
  (await apiRequest(rectifyInvoice, { params: { invoiceId }, body })).invoice;

/** A full invoice (F3) in place of simplified ones; resolves with it (each replaced one now names it). */
export const postSubstitution = async (body: SubstituteInvoicesInput): Promise<BillingDocument> => (await apiRequest(substituteInvoices, { body })).invoice;

export const documentPdf = (documentId: string): Promise<SignedFile> => apiRequest(getDocumentPdf, { params: { documentId } });

export const sendDocumentEmail = async (documentId: string, body: DocumentEmailInput): Promise<BillingDocument> =>
  (await apiRequest(emailDocument, { params: { documentId }, body })).document;

export const checkNumber = (query: { series?: string; invoiceType?: InvoiceType; issueDate?: string; number?: string }): Promise<NumberCheck> =>
  apiRequest(checkInvoiceNumber, { query });
