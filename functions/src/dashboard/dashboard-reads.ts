// The dashboard's reads (docs/data.md, pattern 62). Each is a query by key or a batch of gets,
// sent side by side; none lists more than one photographer's partition or index range.
import { storedDocumentTotals, type StoredDocumentTotals } from '@fotostudio/shared/stored/billing-totals';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { DEFAULT_CURRENCY, type Currency } from '@fotostudio/shared/constants';
import { limitsOf } from '../account/plan-limits.js';
import { db } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { SessionFinanceItem } from '../data/entities/session-finance.js';
import type { ShareLinkItem } from '../data/entities/share-link.js';

/** What the dashboard reads of a quote or invoice: small attributes only, never the fiscal snapshot (`content`, most of an item's bytes). */
const DOCUMENT_ATTRIBUTES = [
  'documentId',
  'kind',
  'number',
  'status',
  'issueDate',
  'dueDate',
  'clientName',
  'sessionId',
  'sessionTitle',
  'totalCents',
  'invoiceId',
  'invoiceType',
  'rectification',
  'substitutedBy',
] as const satisfies readonly (keyof BillingDocumentItem)[];

export type DashboardDocument = Pick<BillingDocumentItem, (typeof DOCUMENT_ATTRIBUTES)[number]> & {
  /** An invoice's totals; null for a quote (its content is not read). */
  totals: StoredDocumentTotals | null;
};

/**
 * Document ids are random UUIDs, so their first hex digit splits a photographer's documents in
 * 16 even parts: 16 queries side by side, each a page or two, instead of one query paging
 * through them all one after another (a query reads at most 1 MB a page).
 */
const ID_FIRST_DIGITS = [...'0123456789abcdef'];

/**
 * Invoice totals by document id, kept by the warm container: an issued invoice's content is
 * never written again (docs/billing.md), so its totals never go stale. Bounded like the CRM's
 * rows: past the cap the oldest photographers' entries go first (Map order).
 */
const invoiceTotals = new Map<string, StoredDocumentTotals>();
const INVOICE_TOTALS_MAX = 200_000;

const remember = (documentId: string, totals: StoredDocumentTotals) => {
  invoiceTotals.set(documentId, totals);
  if (invoiceTotals.size > INVOICE_TOTALS_MAX) {
    const oldest = invoiceTotals.keys().next();
    if (!oldest.done) invoiceTotals.delete(oldest.value);
  }
};

/** The totals of invoices this container has not decoded yet: their content by BatchGetItem (100 a call, five at once), decoded once. */
const readTotals = async (photographerId: string, documentIds: readonly string[]): Promise<void> => {
  let keys = documentIds.map((documentId) => ({ photographerId, documentId }));
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt += 1) {
    const { data, unprocessed } = await db().entities.billingDocument.get(keys).go({ attributes: ['documentId', 'content'], concurrency: 5 });
    for (const item of data) remember(item.documentId, decodeStored(storedDocumentTotals, item.content, 'billing document totals').totals);
    keys = unprocessed.map(({ documentId }) => ({ photographerId, documentId }));
  }
  if (keys.length > 0) throw new Error('invoice totals left unread after retries');
};

/** Every quote and invoice of the photographer (pattern 49's items, projected), invoices with their totals. */
export const dashboardDocuments = async (photographerId: string): Promise<DashboardDocument[]> => {
  const parts = await Promise.all(
    ID_FIRST_DIGITS.map(
      async (digit) =>
        (
          await db()
            .entities.billingDocument.query.byDocument({ photographerId })
            .begins({ documentId: digit })
            .go({ pages: 'all', attributes: [...DOCUMENT_ATTRIBUTES] })
        ).data,
    ),
  );
  const items = parts.flat();
  const unknown = items.filter((item) => item.kind === 'invoice' && !invoiceTotals.has(item.documentId)).map((item) => item.documentId);
  if (unknown.length > 0) await readTotals(photographerId, unknown);
  return items.map((item) => ({ ...item, totals: item.kind === 'invoice' ? (invoiceTotals.get(item.documentId) ?? null) : null }));
};

/** Items of one session-collection kind for many sessions: BatchGetItem, 100 keys a call, side by side; unprocessed keys asked again. */
const perSession = async <T extends { sessionId: string }>(
  sessionIds: readonly string[],
  get: (keys: { photographerId: string; sessionId: string }[]) => Promise<{ data: T[]; unprocessed: { sessionId: string }[] }>,
  photographerId: string,
): Promise<Map<string, T>> => {
  const found = new Map<string, T>();
  let keys = sessionIds.map((sessionId) => ({ photographerId, sessionId }));
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt += 1) {
    const { data, unprocessed } = await get(keys);
    for (const item of data) found.set(item.sessionId, item);
    keys = unprocessed.map(({ sessionId }) => ({ photographerId, sessionId }));
  }
  if (keys.length > 0) throw new Error('session items left unread after retries');
  return found;
};

/** The gallery link of each session that has one (one item per session, pattern 30). */
export const shareLinksOf = (photographerId: string, sessionIds: readonly string[]): Promise<Map<string, ShareLinkItem>> =>
  perSession(sessionIds, (keys) => db().entities.shareLink.get(keys).go({ concurrency: 5 }), photographerId);

/** The finance of each session (pattern 18). */
export const financesOf = (photographerId: string, sessionIds: readonly string[]): Promise<Map<string, SessionFinanceItem>> =>
  perSession(sessionIds, (keys) => db().entities.sessionFinance.get(keys).go({ concurrency: 5 }), photographerId);

/** The currency the photographer's preferences choose (the default row's EUR when there is no row yet). */
export const preferredCurrencyOf = async (photographerId: string): Promise<Currency> => {
  const { data } = await db().entities.photographerSettings.get({ photographerId }).go({ attributes: ['preferences'] });
  return data?.preferences.currency ?? DEFAULT_CURRENCY;
};

/** The photographer's onboarding flag; a missing photographer row means onboarding pending (spec section 4). */
/** The photographer's onboarding flag and storage (used and the plan's quota), in one read. */
export const accountFactsOf = async (photographerId: string): Promise<{ onboardingCompleted: boolean; usedBytes: number; quotaBytes: number }> => {
  const { data } = await db()
    .entities.photographer.get({ photographerId })
    .go({ attributes: ['onboardingCompleted', 'storageUsedBytes', 'imagesPerSession', 'storageQuotaBytes'] });
  return { onboardingCompleted: data?.onboardingCompleted ?? false, usedBytes: Math.max(0, data?.storageUsedBytes ?? 0), quotaBytes: limitsOf(data ?? undefined).storageQuotaBytes };
};
