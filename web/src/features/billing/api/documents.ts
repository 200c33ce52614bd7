import { getDocument, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { getInvoiceVerification } from '@fotostudio/shared/contracts/billing/verifactu';

/**
 * What any change to a quote or an invoice (convert, pay, delete, notes) may make wrong: it
 * moves between statuses, tabs and stats, and an invoice's verification is read again.
 */
export const documentReads = [listDocuments, getDocument, getInvoiceVerification] as const;
