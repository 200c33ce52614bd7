// Reading quotes and invoices. Every read is keyed by the photographer id from the token, so
// another photographer's document id reads nothing (404).
import type {
  BillingDocument,
  DocumentPage,
  DocumentStats,
  DocumentSummary,
  ListDocumentsQuery,
} from '@fotostudio/shared/contracts/billing/document';
import type * as z from 'zod';
import type { listDocumentsQuery } from '@fotostudio/shared/contracts/billing/document';
import { db } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import { DomainError } from '../lib/errors.js';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { invoiceTypeOf, toBillingDocument, toDocumentSummary, type ConfirmedVersions } from './document-content.js';

export const findDocumentItem = async (photographerId: string, documentId: string): Promise<BillingDocumentItem | undefined> =>
  (await db().entities.billingDocument.get({ photographerId, documentId }).go({ consistent: true })).data ?? undefined;

export const requireDocumentItem = async (photographerId: string, documentId: string): Promise<BillingDocumentItem> => {
  const item = await findDocumentItem(photographerId, documentId);
  if (!item) throw new DomainError('billing.document_not_found');
  return item;
};

export const requireKind = async (photographerId: string, documentId: string, kind: 'quote' | 'invoice'): Promise<BillingDocumentItem> => {
  const item = await requireDocumentItem(photographerId, documentId);
  if (item.kind !== kind) throw new DomainError(kind === 'quote' ? 'billing.not_a_quote' : 'billing.not_an_invoice');
  return item;
};

/** Invoices are never made from a selection version: they read no session's finance. */
const NO_SELECTION_VERSIONS: ConfirmedVersions = new Map();

/**
 * The confirmed selection version the finance of each session follows, for the sessions of
 * the quotes among `items` that were made from a selection (one batch read, none without such
 * a quote).
 */
export const confirmedVersionsOf = async (photographerId: string, items: readonly BillingDocumentItem[]): Promise<ConfirmedVersions> => {
  const sessionIds = [...new Set(items.flatMap((item) => (item.selectionVersion !== undefined && item.sessionId ? [item.sessionId] : [])))];
  if (sessionIds.length === 0) return NO_SELECTION_VERSIONS;
  const { data } = await db()
    .entities.sessionFinance.get(sessionIds.map((sessionId) => ({ photographerId, sessionId })))
    .go({ consistent: true });
  return new Map(data.flatMap((finance) => (finance.selectionVersion === undefined ? [] : [[finance.sessionId, finance.selectionVersion] as const])));
};

/** One document as the API answers it (a quote knows whether a newer selection was confirmed). */
export const documentAnswerOf = async (item: BillingDocumentItem): Promise<BillingDocument> =>
  toBillingDocument(item, await confirmedVersionsOf(item.photographerId, [item]));

/** Every document of the photographer. Documents stay in one partition of the photographer. */
const allDocumentItems = async (photographerId: string): Promise<BillingDocumentItem[]> =>
  (await db().entities.billingDocument.query.byDocument({ photographerId }).go({ pages: 'all' })).data;

/** The documents of a session (what send-to-invoicing checks). */
export const documentsOfSession = async (photographerId: string, sessionId: string): Promise<BillingDocumentItem[]> =>
  (await allDocumentItems(photographerId)).filter((item) => item.sessionId === sessionId);

const byIssueDateDesc = (a: BillingDocumentItem, b: BillingDocumentItem) =>
  b.issueDate.localeCompare(a.issueDate) || b.sequence - a.sequence || b.createdAt.localeCompare(a.createdAt);

/** The invoices issued in [from, to], in issue order, for the accountant's export. */
export const listInvoicesOfPeriod = async (photographerId: string, from: string, to: string): Promise<BillingDocument[]> =>
  (await allDocumentItems(photographerId))
    .filter((item) => item.kind === 'invoice' && item.issueDate >= from && item.issueDate <= to)
    .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.series.localeCompare(b.series) || a.sequence - b.sequence)
    .map((item) => toBillingDocument(item, NO_SELECTION_VERSIONS));

/** Lower case without accents: "García" is found by "garcia". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const statsOf = (rows: DocumentSummary[]): DocumentStats => {
  const byStatus: DocumentStats['byStatus'] = {};
  for (const row of rows) {
    const entry = (byStatus[row.status] ??= { count: 0, totalCents: 0, amountDueCents: 0 });
    entry.count += 1;
    entry.totalCents += row.totalCents;
    entry.amountDueCents += row.amountDueCents;
  }
  return { count: rows.length, totalCents: rows.reduce((sum, row) => sum + row.totalCents, 0), byStatus };
};

export const listDocuments = async (photographerId: string, query: z.infer<typeof listDocumentsQuery>): Promise<DocumentPage> => {
  const today = todayInMadrid();
  const search = query.search ? folded(query.search) : undefined;
  const matching = (await allDocumentItems(photographerId))
    .filter(
      (item) =>
        (!query.kind || item.kind === query.kind) &&
        (!query.clientId || item.clientId === query.clientId) &&
        (!query.sessionId || item.sessionId === query.sessionId) &&
        (!query.invoiceType || invoiceTypeOf(item) === query.invoiceType) &&
        (!query.from || item.issueDate >= query.from) &&
        (!query.to || item.issueDate <= query.to) &&
        (!search || folded(item.clientName).includes(search) || folded(item.number).includes(search)),
    )
    .sort(byIssueDateDesc);
  const confirmed = await confirmedVersionsOf(photographerId, matching);
  const filtered = matching.map((item) => toDocumentSummary(item, confirmed, today));
  const rows = query.status ? filtered.filter((row) => row.status === query.status) : filtered;
  const start = (query.page - 1) * query.pageSize;
  return {
    rows: rows.slice(start, start + query.pageSize),
    totalCount: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
    stats: statsOf(filtered),
  };
};

export type { ListDocumentsQuery };
