// What a session's quotes and invoices allow from its detail: sending it to invoicing (a
// quote) or issuing a simplified invoice straight from it (issue 22 A). An official invoice
// that is not cancelled blocks both; a pending quote blocks both too (edit, convert or delete it).
import type { DocumentSummary } from '@fotostudio/shared/contracts/billing/document';
import { paths } from '../../../config/paths';

/** The document that blocks invoicing the session again, if any: an official invoice weighs more than a quote. */
export const blockingDocumentOf = (rows: readonly DocumentSummary[]): DocumentSummary | null =>
  rows.find((row) => row.kind === 'invoice' && row.status !== 'cancelled') ?? rows.find((row) => row.kind === 'quote' && row.status === 'pending') ?? null;

/** The invoices screen with the document open (on the quotes tab for a quote). */
export const documentHref = (document: Pick<DocumentSummary, 'documentId' | 'kind'>): string =>
  `${paths.invoices}?${new URLSearchParams({ ...(document.kind === 'quote' ? { tab: 'quote' } : {}), open: document.documentId }).toString()}`;
