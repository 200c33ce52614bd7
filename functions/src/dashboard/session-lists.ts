// The dashboard's lists of sessions and their month counts (docs/dashboard.md "The sessions'
// lists"; docs/data.md pattern 106). The dashboard reads only the sessions it shows, by a key
// range of a list (the calendar's month, the coming ones, the newest orders, what needs the
// photographer), and counts the period's from a few month items: what it reads does not grow
// with the number of sessions. Every list entry is written with the session's row
// (dashboard-sessions.ts), in one transaction conditioned on the entries the row named when it
// was read: a write that lost a race reads again, so no entry is left behind under a key the row
// no longer has. The month counts are then recomputed whole from that month's entries, never
// added to, so a record delivered again writes the same counts.
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { db, transact, writeItems } from '../data/database.js';
import type { DashboardMonthSessionsItem, DashboardSessionEntryItem, DashboardSessionItem } from '../data/entities/dashboard.js';
import type { TransactItem } from '../data/transaction.js';
import { deleteSessionRowAsRead, putSessionRowAsRead } from '../data/stores/dashboard.js';
import { retryLostRaces, TRY_AGAIN } from '../data/conflict-retry.js';
import { writeKept, writeKeptAsRead } from './kept-write.js';

export type SessionList = DashboardSessionEntryItem['list'];
/** A session's row without the entries it names. */
export type SessionRow = Omit<DashboardSessionItem, 'entries'>;

/** The lists the month counts are recomputed from. */
const COUNTED: readonly SessionList[] = ['dated', 'shared', 'confirmed', 'toProcess'];

/** An epoch second as a key that sorts as a number. */
export const secondsKey = (seconds: number): string => String(Math.max(0, Math.floor(seconds))).padStart(12, '0');

/** A session's place in each list it belongs to: `documented` when a quote or invoice names it (sent to invoicing). */
export const entriesOf = (row: SessionRow, documented: boolean): { list: SessionList; key: string }[] => {
  const { link } = row;
  const live = !row.archivedAt;
  const selection = row.hasSelection && link ? link : undefined;
  return [
    ...(live && row.date ? [{ list: 'dated' as const, key: `${row.sortDate} ${row.time ?? ''}` }] : []),
    ...(selection ? [{ list: 'order' as const, key: selection.closedAt ?? selection.updatedAt }] : []),
    ...(selection?.closedAt && live && !documented ? [{ list: 'toProcess' as const, key: selection.closedAt }] : []),
    ...(link && link.active && !link.closedAt && live ? [{ list: 'expiring' as const, key: link.validUntil }] : []),
    ...(row.archivedAt && row.deleteAt !== undefined ? [{ list: 'deletion' as const, key: secondsKey(row.deleteAt) }] : []),
    ...(link ? [{ list: 'shared' as const, key: todayInMadrid(new Date(link.createdAt)) }] : []),
    ...(selection?.closedAt ? [{ list: 'confirmed' as const, key: todayInMadrid(new Date(selection.closedAt)) }] : []),
  ];
};

const entryName = ({ list, key }: { list: SessionList; key: string }): string => `${list} ${key}`;
const entryOfName = (name: string): { list: SessionList; key: string } => {
  const space = name.indexOf(' ');
  return { list: name.slice(0, space) as SessionList, key: name.slice(space + 1) };
};

/** The months whose counts an entry moves (its day's month). */
const countedMonthOf = (name: string): string | undefined => {
  const { list, key } = entryOfName(name);
  return COUNTED.includes(list) ? key.slice(0, 7) : undefined;
};

/** Whether a quote or invoice names the session (the months' `sessionIds`, read consistently). */
const isDocumented = async (photographerId: string, sessionId: string): Promise<boolean> => {
  const { data } = await db().entities.dashboardMonth.query.byMonth({ photographerId }).go({ pages: 'all', consistent: true, attributes: ['sessionIds'] });
  return data.some((month) => month.sessionIds.includes(sessionId));
};

/** The session's row as stored (consistent), for the entries it names. */
const storedRowOf = async (photographerId: string, sessionId: string): Promise<DashboardSessionItem | undefined> =>
  (await db().entities.dashboardSession.get({ photographerId, sessionId }).go({ consistent: true })).data ?? undefined;

/** The entries a stored row names; a row kept before it named them might have any its fields give (those are removed, absent or not). */
const namedEntries = (stored: DashboardSessionItem | undefined): string[] =>
  !stored ? [] : (stored.entries ?? entriesOf(stored, false).map(entryName));

/** A row as comparable text: fields in name order at every level (a stored item's are not in the written order), absent ones dropped, entries in order. */
const comparable = (row: DashboardSessionItem): string =>
  JSON.stringify({ ...row, entries: [...(row.entries ?? [])].sort() }, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value,
  );

/**
 * Writes the session's row and its list entries while the account exists ('accountGone' when it
 * is gone), then the month counts its entries moved. Nothing is written when the stored row is
 * the same ('same': a record delivered again).
 */
export const writeSessionRow = (row: SessionRow): Promise<'written' | 'same' | 'accountGone'> => {
  const { photographerId, sessionId } = row;
  return retryLostRaces(async () => {
    const stored = await storedRowOf(photographerId, sessionId);
    const candidate = entriesOf(row, false);
    const documented = candidate.some((entry) => entry.list === 'toProcess') ? await isDocumented(photographerId, sessionId) : false;
    const entries = entriesOf(row, documented);
    const names = entries.map(entryName);
    const next: DashboardSessionItem = { ...row, entries: names };
    if (stored && comparable(stored) === comparable(next)) return 'same';
    const before = namedEntries(stored);
    const removed = before.filter((name) => !names.includes(name));
    const writes = writeItems(({ dashboardSessionEntry }) => [
      ...entries.map((entry) => dashboardSessionEntry.put({ ...row, ...entry }).commit()),
      ...removed.map((name) => dashboardSessionEntry.delete({ photographerId, sessionId, ...entryOfName(name) }).commit()),
    ]);
    const outcome = await writeKeptAsRead(photographerId, putSessionRowAsRead(next, stored?.entries), ...writes);
    if (outcome === 'changedMeanwhile') return TRY_AGAIN;
    if (outcome === 'written') await recomputeMonths(photographerId, [...removed, ...names.filter((name) => !before.includes(name))]);
    return outcome;
  }, 'general.changed_meanwhile');
};

/** Removes the session's row and its list entries, then recomputes the month counts they moved. */
export const removeSessionRow = (photographerId: string, sessionId: string): Promise<void> =>
  retryLostRaces(async () => {
    const stored = await storedRowOf(photographerId, sessionId);
    if (!stored) return;
    const before = namedEntries(stored);
    const writes = writeItems(({ dashboardSessionEntry }) => before.map((name) => dashboardSessionEntry.delete({ photographerId, sessionId, ...entryOfName(name) }).commit()));
    const outcome = await transact([deleteSessionRowAsRead(photographerId, sessionId, stored.entries), ...writes]);
    if (outcome.committed) return recomputeMonths(photographerId, before);
    if (outcome.codes.some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict')) return TRY_AGAIN;
    throw new Error(`dashboard row removal cancelled: ${outcome.codes.join(', ')}`);
  }, 'general.changed_meanwhile');

const recomputeMonths = async (photographerId: string, names: readonly string[]): Promise<void> => {
  const months = new Set(names.flatMap((name) => countedMonthOf(name) ?? []));
  for (const month of months) await recomputeSessionMonth(photographerId, month);
};

type SessionDay = DashboardMonthSessionsItem['days'][number];

/** The counts per day of a month's counted entries. */
export const sessionDaysOf = (entries: readonly Pick<DashboardSessionEntryItem, 'list' | 'key'>[]): SessionDay[] => {
  const days = new Map<string, SessionDay>();
  for (const { list, key } of entries) {
    const day = key.slice(0, 10);
    const counts = days.get(day) ?? { day, sessions: 0, galleriesShared: 0, selectionsConfirmed: 0, selectionsToProcess: 0 };
    if (list === 'dated') counts.sessions += 1;
    else if (list === 'shared') counts.galleriesShared += 1;
    else if (list === 'confirmed') counts.selectionsConfirmed += 1;
    else if (list === 'toProcess') counts.selectionsToProcess += 1;
    else continue;
    days.set(day, counts);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
};

/** The month's counted entries (consistent), the list and key of each (a `toProcess` key is an ISO time: its month and day are UTC's, which only sums read). */
const countedEntriesOf = async (photographerId: string, month: string) =>
  (
    await Promise.all(
      COUNTED.map(
        async (list) =>
          (
            await db()
              .entities.dashboardSessionEntry.query.byList({ photographerId, list })
              .begins({ key: month })
              .go({ pages: 'all', consistent: true, attributes: ['list', 'key'] })
          ).data,
      ),
    )
  ).flat();

/** Writes the month's counts again from its entries (removes the item when it has none). */
export const recomputeSessionMonth = async (photographerId: string, month: string): Promise<void> => {
  const days = sessionDaysOf(await countedEntriesOf(photographerId, month));
  if (days.length > 0) await writeKept(photographerId, writeItems(({ dashboardMonthSessions }) => [dashboardMonthSessions.put({ photographerId, month, days }).commit()])[0] as TransactItem);
  else await db().entities.dashboardMonthSessions.delete({ photographerId, month }).go();
};
