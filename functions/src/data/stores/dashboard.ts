// The dashboard's named store operations: the kept items' writes that carry a condition. Each
// returns its transaction item; the dashboard's writer (dashboard/session-lists.ts) sends it
// with the entries it names.
import { writeItems } from '../database.js';
import type { DashboardSessionItem } from '../entities/dashboard.js';
import type { TransactItem } from '../transaction.js';

/** Puts a session's kept row only while the row names the list entries read (`entries`; none: a row kept before the lists, or no row). */
export const putSessionRowAsRead = (row: DashboardSessionItem, readEntries: readonly string[] | undefined): TransactItem =>
  writeItems(({ dashboardSession }) => [
    dashboardSession
      .put(row)
      .where((attr, op) => (readEntries ? op.eq(attr.entries, [...readEntries]) : op.notExists(attr.entries)))
      .commit(),
  ])[0] as TransactItem;

/** Deletes a session's kept row only while it names the list entries read. */
export const deleteSessionRowAsRead = (photographerId: string, sessionId: string, readEntries: readonly string[] | undefined): TransactItem =>
  writeItems(({ dashboardSession }) => [
    dashboardSession
      .delete({ photographerId, sessionId })
      .where((attr, op) => (readEntries ? op.eq(attr.entries, [...readEntries]) : op.notExists(attr.entries)))
      .commit(),
  ])[0] as TransactItem;
