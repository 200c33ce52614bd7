// The dashboard's items kept on write (docs/dashboard.md "Kept figures"; docs/data.md pattern
// 62): a small copy of each quote and invoice under its issue month (with the rows of the unpaid
// invoices and quotes the dashboard lists, dashboard-listed-rows.ts), and one item per month
// with what the dashboard reads of that month's documents. The table stream keeps them as the
// documents change (events/table-stream/dashboard-figures.ts) and a data migration fills them
// for documents written before.
//
// A change rewrites the document's copy from the record's new image (deletes it on removal) and
// then recomputes each month it touches from that month's copies, read consistently. Nothing is
// added to a running sum, so a record delivered twice (the stream delivers at least once)
// writes the same copy and the same month again; a delta taken from old and new images would
// count a redelivered record twice.
import { storedDocumentTotals } from '@fotostudio/shared/stored/billing-totals';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { db, transact, writeItems } from '../data/database.js';
import type { BillingDocumentItem } from '../data/entities/billing.js';
import type { DashboardDocumentItem, DashboardMonthItem } from '../data/entities/dashboard.js';
import type { TransactItem } from '../data/transaction.js';
import { revenueOf } from './dashboard.js';
import type { DashboardDocument } from './dashboard-reads.js';
import { isUnpaid, rowWrites } from './dashboard-listed-rows.js';
import { writeKept } from './kept-write.js';
import { followCurrentSession } from './dashboard-sessions.js';
import { logger } from '../lib/logger.js';

const monthOf = (day: string): string => day.slice(0, 7);

/** The copy of a document: its small attributes and, for an invoice, its content's totals. */
const copyOf = (document: BillingDocumentItem): DashboardDocumentItem => {
  const totals = document.kind === 'invoice' ? decodeStored(storedDocumentTotals, document.content, 'billing document totals').totals : undefined;
  return {
    photographerId: document.photographerId,
    issueMonth: monthOf(document.issueDate),
    documentId: document.documentId,
    kind: document.kind,
    number: document.number,
    status: document.status,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    clientName: document.clientName,
    sessionId: document.sessionId,
    sessionTitle: document.sessionTitle,
    totalCents: document.totalCents,
    ...(document.paidCents ? { paidCents: document.paidCents } : {}),
    invoiceId: document.invoiceId,
    invoiceType: document.invoiceType,
    totals: totals && { baseCents: totals.baseCents, vatCents: totals.vatCents, totalCents: totals.totalCents, ...(totals.irpf ? { irpf: totals.irpf } : {}) },
    rectification: document.rectification,
    substitutedBy: document.substitutedBy,
    sourceUpdatedAt: document.updatedAt,
  };
};

/** A copy as the dashboard's figure functions take a document. */
const documentOf = (row: DashboardDocumentItem): DashboardDocument => ({
  documentId: row.documentId,
  kind: row.kind,
  number: row.number,
  status: row.status,
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  clientName: row.clientName,
  sessionId: row.sessionId,
  sessionTitle: row.sessionTitle,
  totalCents: row.totalCents,
  invoiceId: row.invoiceId,
  invoiceType: row.invoiceType,
  rectification: row.rectification,
  substitutedBy: row.substitutedBy,
  totals: row.totals ? { baseCents: row.totals.baseCents, vatCents: row.totals.vatCents, totalCents: row.totals.totalCents, irpf: row.totals.irpf ?? null } : null,
});

/** The stored totals of an invoice read from its document (an original a rectification by substitution needs). */
const totalsOfDocument = async (photographerId: string, documentId: string): Promise<DashboardDocument | undefined> => {
  const { data } = await db().entities.billingDocument.get({ photographerId, documentId }).go({ consistent: true });
  return data ? documentOf(copyOf(data)) : undefined;
};

/** What is still due on the month's unpaid invoices, by issue and due day (integer euro cents). */
const dueOf = (rows: readonly DashboardDocumentItem[]): DashboardMonthItem['due'] => {
  const due = new Map<string, DashboardMonthItem['due'][number]>();
  for (const row of rows) {
    if (!isUnpaid(row) || !row.dueDate) continue;
    const key = `${row.issueDate} ${row.dueDate}`;
    const entry = due.get(key) ?? { issueDay: row.issueDate, dueDay: row.dueDate, invoices: 0, dueCents: 0 };
    entry.invoices += 1;
    entry.dueCents += row.totalCents - (row.paidCents ?? 0);
    due.set(key, entry);
  }
  return [...due.values()].sort((a, b) => a.issueDay.localeCompare(b.issueDay) || a.dueDay.localeCompare(b.dueDay));
};

/** The month item computed from the month's copies (undefined when the month has none). */
const monthFigures = async (photographerId: string, month: string): Promise<DashboardMonthItem | undefined> => {
  const { data: rows } = await db().entities.dashboardDocument.query.byMonth({ photographerId, issueMonth: month }).go({ pages: 'all', consistent: true });
  if (rows.length === 0) return undefined;
  const documents = rows.map(documentOf);
  const byId = new Map(documents.map((document) => [document.documentId, document]));
  // A rectification by substitution issued before it kept the original's amounts nets out the original's own totals.
  for (const document of documents) {
    const replaced = document.rectification?.method === 'S' ? document.rectification : undefined;
    if (!replaced || byId.has(replaced.originalId) || (replaced.originalBaseCents !== undefined && replaced.originalVatCents !== undefined)) continue;
    const original = await totalsOfDocument(photographerId, replaced.originalId);
    if (original) byId.set(original.documentId, original);
  }
  const days = new Map<string, DashboardMonthItem['days'][number]>();
  for (const document of documents) {
    const amount = revenueOf(document, byId);
    if (!amount) continue;
    const day = days.get(document.issueDate) ?? { day: document.issueDate, invoices: 0, baseCents: 0, vatCents: 0, irpfCents: 0 };
    day.invoices += 1;
    day.baseCents += amount.baseCents;
    day.vatCents += amount.vatCents;
    day.irpfCents += amount.irpfCents;
    days.set(document.issueDate, day);
  }
  return {
    photographerId,
    month,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    due: dueOf(rows),
    sessionIds: [...new Set(rows.flatMap((row) => (row.sessionId ? [row.sessionId] : [])))].sort(),
    documents: rows.length,
    latestUpdate: rows.reduce((latest, row) => (row.sourceUpdatedAt > latest ? row.sourceUpdatedAt : latest), ''),
  };
};

/** Writes the month's item again from its copies (removes it when the month has none). */
export const recomputeMonth = async (photographerId: string, month: string): Promise<void> => {
  const figures = await monthFigures(photographerId, month);
  if (figures) await writeKept(photographerId, writeItems(({ dashboardMonth }) => [dashboardMonth.put(figures).commit()])[0] as TransactItem);
  else await db().entities.dashboardMonth.delete({ photographerId, month }).go();
};

/** Writes a document's copy and its listed rows (those `before` had and it has not removed) while the account exists; false when it is gone. */
const putCopy = (copy: DashboardDocumentItem, before?: BillingDocumentItem | DashboardDocumentItem): Promise<boolean> =>
  writeKept(copy.photographerId, writeItems(({ dashboardDocument }) => [dashboardDocument.put(copy).commit()])[0] as TransactItem, ...rowWrites(before, copy));

/** A document changed from `before` to `after` (either absent: created or removed): its copy follows, then the months it touches. */
export const followDocument = async (before: BillingDocumentItem | undefined, after: BillingDocumentItem | undefined): Promise<void> => {
  const photographerId = (after ?? before)?.photographerId;
  if (!photographerId) return;
  // A record of an account deleted since writes nothing back into it.
  if (after && !(await putCopy(copyOf(after), before))) return;
  const removals = after || !before ? [] : rowWrites(before, undefined);
  if (removals.length > 0) await transact(removals);
  if (before && (!after || monthOf(before.issueDate) !== monthOf(after.issueDate))) {
    await db().entities.dashboardDocument.delete({ photographerId, issueMonth: monthOf(before.issueDate), documentId: before.documentId }).go();
  }
  const months = new Set([before, after].flatMap((document) => (document ? [monthOf(document.issueDate)] : [])));
  for (const month of months) await recomputeMonth(photographerId, month);
  // A session named or no longer named is sent to invoicing or back: its "to process" entry follows (session-lists.ts).
  const named = new Set([before, after].flatMap((document) => (document?.sessionId ? [document.sessionId] : [])));
  for (const sessionId of named) await followCurrentSession(photographerId, sessionId);
};

/** A stored item (a stream image, a scanned item) as a billing document; undefined when it is not one. */
export const billingDocumentOf = (item: Record<string, unknown> | undefined): BillingDocumentItem | undefined => {
  if (!item) return undefined;
  return db().entities.billingDocument.parse({ Item: item }).data ?? undefined;
};

/**
 * The data migration: copies every document whose copy is missing or older than it, removes
 * copies of documents that are gone, and recomputes the months so touched or without their
 * item. Idempotent: a second run finds every copy current and every month present. Answers
 * how many items it wrote or removed.
 */
export const fillDashboardFigures = async (): Promise<number> => {
  const { data: documents } = await db().entities.billingDocument.scan.go({ pages: 'all' });
  const { data: rows } = await db().entities.dashboardDocument.scan.go({ pages: 'all' });
  const { data: months } = await db().entities.dashboardMonth.scan.go({ pages: 'all', attributes: ['photographerId', 'month'] });
  const key = (photographerId: string, id: string) => `${photographerId} ${id}`;
  const rowOf = new Map(rows.map((row) => [key(row.photographerId, row.documentId), row]));
  const stale = new Set<string>();
  let changed = 0;
  for (const document of documents) {
    const row = rowOf.get(key(document.photographerId, document.documentId));
    rowOf.delete(key(document.photographerId, document.documentId));
    if (row && row.sourceUpdatedAt === document.updatedAt && row.issueMonth === monthOf(document.issueDate)) continue;
    if (!(await followCopy(row, document))) continue;
    stale.add(key(document.photographerId, monthOf(document.issueDate)));
    if (row) stale.add(key(row.photographerId, row.issueMonth));
    changed += 1;
  }
  for (const orphan of rowOf.values()) {
    try {
      const removals = rowWrites(orphan, undefined);
      if (removals.length > 0) await transact(removals);
    } catch (error) {
      logger.warn('dashboard-figures: the listed rows of a copy whose document is gone cannot be named; the copy is removed', { photographerId: orphan.photographerId, documentId: orphan.documentId, error: String(error) });
    }
    await db().entities.dashboardDocument.delete({ photographerId: orphan.photographerId, issueMonth: orphan.issueMonth, documentId: orphan.documentId }).go();
    stale.add(key(orphan.photographerId, orphan.issueMonth));
    changed += 1;
  }
  const present = new Set(months.map((month) => key(month.photographerId, month.month)));
  for (const row of rows) if (!present.has(key(row.photographerId, row.issueMonth))) stale.add(key(row.photographerId, row.issueMonth));
  const withRows = new Set(rows.map((row) => key(row.photographerId, row.issueMonth)));
  for (const month of months) if (!withRows.has(key(month.photographerId, month.month))) stale.add(key(month.photographerId, month.month));
  for (const entry of stale) {
    const [photographerId = '', month = ''] = entry.split(' ');
    await recomputeMonth(photographerId, month);
    changed += 1;
  }
  return changed;
};

/** The migration's copy: written from the document, the old one removed when its month moved. */
const followCopy = async (row: DashboardDocumentItem | undefined, document: BillingDocumentItem): Promise<boolean> => {
  if (!(await putCopy(copyOf(document), row))) return false;
  if (row && row.issueMonth !== monthOf(document.issueDate)) {
    await db().entities.dashboardDocument.delete({ photographerId: row.photographerId, issueMonth: row.issueMonth, documentId: row.documentId }).go();
  }
  return true;
};
