// The data migration `dashboard-session-lists` (docs/dashboard.md "The sessions' lists"): the
// session rows kept before the lists existed (no `entries`) get their list entries and their
// months' counts; a row whose "to process" entry no longer matches whether a quote or invoice
// names the session is written again; entries no row names are removed; month counts that differ
// from their entries are recomputed. Run after `dashboard-sessions` (the rows themselves) and
// `dashboard-figures` (the months' named sessions). Idempotent: a second run changes nothing.
import { db } from '../data/database.js';
import type { DashboardMonthSessionsItem, DashboardSessionEntryItem } from '../data/entities/dashboard.js';
import { entriesOf, recomputeSessionMonth, sessionDaysOf, writeSessionRow, type SessionRow } from './session-lists.js';

const keyOf = (photographerId: string, id: string) => `${photographerId} ${id}`;

export const fillDashboardSessionLists = async (): Promise<number> => {
  const { dashboardSession, dashboardSessionEntry, dashboardMonth, dashboardMonthSessions } = db().entities;
  const { data: rows } = await dashboardSession.scan.go({ pages: 'all' });
  const { data: months } = await dashboardMonth.scan.go({ pages: 'all', attributes: ['photographerId', 'sessionIds'] });
  const documented = new Set(months.flatMap((month) => month.sessionIds.map((sessionId) => keyOf(month.photographerId, sessionId))));
  let changed = 0;
  for (const { entries, ...row } of rows as (SessionRow & { entries?: string[] })[]) {
    const expected = entriesOf(row, documented.has(keyOf(row.photographerId, row.sessionId))).map(({ list, key }) => `${list} ${key}`);
    if (entries && entries.length === expected.length && expected.every((name) => entries.includes(name))) continue;
    if ((await writeSessionRow(row)) === 'written') changed += 1;
  }
  // Entries no row names (a row removed while its entries were being written cannot leave any; this is for hand-made damage).
  const named = new Set(
    (await dashboardSession.scan.go({ pages: 'all', attributes: ['photographerId', 'sessionId', 'entries'] })).data.flatMap((row) =>
      (row.entries ?? []).map((name) => keyOf(row.photographerId, `${row.sessionId} ${name}`)),
    ),
  );
  const { data: stored } = await dashboardSessionEntry.scan.go({ pages: 'all' });
  const present: DashboardSessionEntryItem[] = [];
  for (const entry of stored) {
    if (named.has(keyOf(entry.photographerId, `${entry.sessionId} ${entry.list} ${entry.key}`))) present.push(entry);
    else {
      await dashboardSessionEntry.delete({ photographerId: entry.photographerId, list: entry.list, key: entry.key, sessionId: entry.sessionId }).go();
      changed += 1;
    }
  }
  // Month counts as their entries give them.
  const expectedMonths = new Map<string, Pick<DashboardSessionEntryItem, 'list' | 'key'>[]>();
  for (const entry of present) {
    if (entry.list !== 'dated' && entry.list !== 'shared' && entry.list !== 'confirmed' && entry.list !== 'toProcess') continue;
    const month = keyOf(entry.photographerId, entry.key.slice(0, 7));
    expectedMonths.set(month, [...(expectedMonths.get(month) ?? []), entry]);
  }
  const { data: counted } = await dashboardMonthSessions.scan.go({ pages: 'all' });
  const text = (days: DashboardMonthSessionsItem['days']) => days.map((day) => `${day.day} ${day.sessions} ${day.galleriesShared} ${day.selectionsConfirmed} ${day.selectionsToProcess}`).join(',');
  const storedMonths = new Map(counted.map((month) => [keyOf(month.photographerId, month.month), text(month.days)]));
  for (const month of new Set([...expectedMonths.keys(), ...storedMonths.keys()])) {
    const days = sessionDaysOf(expectedMonths.get(month) ?? []);
    if (days.length === 0 ? !storedMonths.has(month) : storedMonths.get(month) === text(days)) continue;
    const [photographerId = '', yearMonth = ''] = month.split(' ');
    await recomputeSessionMonth(photographerId, yearMonth);
    changed += 1;
  }
  return changed;
};
