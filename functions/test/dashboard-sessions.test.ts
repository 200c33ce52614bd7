// The dashboard's kept row of each session (dashboard/dashboard-sessions.ts): the table stream
// writes it from a session's INSERT and from a MODIFY that changes a field the dashboard reads
// (never from one that changes only the images, counts or cover), removes it on REMOVE, and a
// record delivered again writes the same row; a session renamed, dated again or deleted through
// the API shows on the dashboard as the sessions list shows it, and a confirmation's notice
// brings the row up to date before the bell moves. The row holds the session finance's total and
// paid, rewritten from the finance's records when one of them changes (not when only its other
// fields do). The data migration `dashboard-sessions` on the sessions and finances of a table made
// by `npm start` on an earlier main (fixtures/main-table-items.jsonl) gives what the stream gives
// (rows kept before they held the finance get it), a second run changing nothing.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getDashboard, type Dashboard } from '@fotostudio/shared/contracts/dashboard';
import { deleteSession, listSessions, updateSession } from '@fotostudio/shared/contracts/sessions';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardOf } from '../src/dashboard/dashboard.js';
import { fillDashboardSessions } from '../src/dashboard/dashboard-sessions.js';
import { db } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { followDashboardFinance, followDashboardSession } from '../src/events/table-stream/dashboard-figures.js';
import { notifyConfirmedSelection } from '../src/events/table-stream/selection-confirmed.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { callRoute, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { dashboardCaughtUp, keepSessionRow, tableStreamPassed } from './support/dashboard-figures.js';
import { fixtureItemsOf, putFixtureGroupsOf, putStoredItem, removeStoredItem } from './support/main-table-fixture.js';
import { streamChange } from './support/stream-records.js';
import { eventually } from './support/eventually.js';
import { createClientAndPackage, createTestSession } from './support/sessions.js';

type Item = Record<string, unknown> & { pk: string; sk: string };
/** The fixture's session with a confirmed selection (its finance: 250.00 € nothing paid). */
const CONFIRMED_SESSION = 'b6cc701d-88c4-4e87-b5dd-4291cd2ebdf6';
/** The fixture's session partly paid (its finance: 2,500.00 €, 750.00 € paid). */
const PARTLY_PAID_SESSION = '55867ffe-7a1a-43d2-898f-4c16660befff';
const table = () => appConfig().TABLE_NAME;

/** The photographer's kept session rows as stored (raw), consistently read. */
const keptRows = async (photographerId: string): Promise<Item[]> => {
  const params = db().entities.dashboardSession.query.bySession({ photographerId }).params();
  const answer = await dynamoDocumentClient().send(new QueryCommand({ ...params, ConsistentRead: true }));
  return ((answer.Items ?? []) as Item[]).sort((a, b) => a.sk.localeCompare(b.sk));
};

/** The session as stored (raw). */
const storedSession = async (photographerId: string, sessionId: string): Promise<Item> => {
  const { data } = await db().entities.session.get({ photographerId, sessionId }).go({ data: 'raw', consistent: true });
  return (data as unknown as { Item: Item }).Item;
};

describe('the dashboard session rows kept by the table stream', () => {
  const photographerId = randomUUID();
  let sessions: Item[];

  beforeAll(async () => {
    [, sessions = []] = await putFixtureGroupsOf(photographerId, [['photographer'], ['session']]);
    await dashboardCaughtUp(photographerId);
  }, 120_000);

  it('keeps one small row per session with the fields the dashboard reads', async () => {
    const rows = await keptRows(photographerId);
    expect(rows.map((row) => row.sessionId).sort()).toEqual(sessions.map((session) => session.sessionId).sort());
    const confirmed = rows.find((row) => row.sessionId === CONFIRMED_SESSION);
    const session = sessions.find((item) => item.sessionId === CONFIRMED_SESSION);
    expect(confirmed).toMatchObject({
      title: session?.title,
      clientName: session?.clientName,
      date: session?.date,
      time: session?.time,
      sessionType: session?.sessionType,
      status: session?.status,
      hasSelection: true,
      sortDate: session?.sortDate,
    });
    for (const field of ['packageName', 'imageCount', 'imageRevision', 'coverKey', 'storageUsedBytes', 'updatedAt']) expect(confirmed).not.toHaveProperty(field);
  });

  it('writes nothing for a change of the images, counts or cover, and the new fields for a change the dashboard reads', async () => {
    const session = await storedSession(photographerId, CONFIRMED_SESSION);
    const [row] = (await keptRows(photographerId)).filter((item) => item.sessionId === CONFIRMED_SESSION);
    if (!row) throw new Error('no row');
    // With the row gone, a MODIFY that only moves the images (as image processing writes) does not write it back.
    await removeStoredItem(row);
    const processed = { ...session, imageCount: Number(session.imageCount ?? 0) + 1, imageRevision: Number(session.imageRevision ?? 0) + 1, storageUsedBytes: 123_456, coverKey: 'derived/x/cover.webp', updatedAt: new Date().toISOString() };
    await followDashboardSession(streamChange('MODIFY', session, processed));
    expect((await keptRows(photographerId)).map((item) => item.sessionId)).not.toContain(CONFIRMED_SESSION);
    // A rename does.
    const renamed = { ...processed, title: 'Familia Ortega, otoño' };
    await followDashboardSession(streamChange('MODIFY', processed, renamed));
    expect((await keptRows(photographerId)).find((item) => item.sessionId === CONFIRMED_SESSION)).toEqual({ ...row, title: 'Familia Ortega, otoño' });
    // Delivered again: the same row.
    await followDashboardSession(streamChange('MODIFY', processed, renamed));
    expect((await keptRows(photographerId)).find((item) => item.sessionId === CONFIRMED_SESSION)).toEqual({ ...row, title: 'Familia Ortega, otoño' });
    // Renamed back, twice delivered: the first row again.
    await followDashboardSession(streamChange('MODIFY', renamed, session));
    await followDashboardSession(streamChange('MODIFY', renamed, session));
    expect((await keptRows(photographerId)).find((item) => item.sessionId === CONFIRMED_SESSION)).toEqual(row);
  });

  it("brings the row up to date from the stored session when the confirmation's notice comes before the session's record", async () => {
    const [link] = fixtureItemsOf(photographerId, ['shareLink']).filter((item) => item.sessionId === CONFIRMED_SESSION);
    if (!link) throw new Error('no link');
    await putStoredItem(link);
    // The link's fields in the row, which the stream writes from its INSERT.
    const row = await eventually(async () => (await keptRows(photographerId)).find((item) => item.sessionId === CONFIRMED_SESSION && item.link), 60_000);
    // As if the session's MODIFY (hasSelection) had not been handed over yet: the row (and its lists) say no selection.
    await keepSessionRow({ ...row, hasSelection: false, status: 'active' });
    const before = await dashboardOf(photographerId, { period: 'this_month', granularity: 'day' });
    expect(before.recentOrders.filter((order) => order.kind === 'selection')).toEqual([]);
    // The selection's INSERT handed over first: its reaction writes the rows before notifying.
    const [confirmation] = fixtureItemsOf(photographerId, ['sessionSelection']);
    await notifyConfirmedSelection(streamChange('INSERT', undefined, confirmation));
    expect(await keptRows(photographerId)).toContainEqual(row);
    const after = await dashboardOf(photographerId, { period: 'this_month', granularity: 'day' });
    expect(after.recentOrders.filter((order) => order.kind === 'selection').map((order) => order.sessionId)).toEqual([CONFIRMED_SESSION]);
    expect(after.needsYouCounts.selectionToProcess).toBe(1);
  });

  it('removes the row with the session, and a REMOVE delivered again leaves it removed', async () => {
    const session = await storedSession(photographerId, CONFIRMED_SESSION);
    await removeStoredItem(session);
    await eventually(async () => ((await keptRows(photographerId)).some((row) => row.sessionId === CONFIRMED_SESSION) ? undefined : true), 60_000);
    await followDashboardSession(streamChange('REMOVE', session, undefined));
    expect((await keptRows(photographerId)).map((row) => row.sessionId)).not.toContain(CONFIRMED_SESSION);
  });
});

describe('a session renamed, dated again or deleted, on the dashboard as in the sessions list', () => {
  const today = todayInMadrid();
  let user: TestUser;
  const ids: Record<'renamed' | 'dated' | 'deleted' | 'kept' | 'moved', string> = { renamed: '', dated: '', deleted: '', kept: '', moved: '' };
  let answer: Dashboard;

  const ask = async (query: Record<string, string>) => responseOf(getDashboard, await callRoute(getDashboard, user.accessToken, { query }));

  beforeAll(async () => {
    user = await createPhotographer('dashboard-sessions');
    const owner = await createClientAndPackage(user.accessToken);
    for (const [name, days] of [['renamed', 2], ['dated', 4], ['deleted', 6], ['kept', 8], ['moved', -3]] as const) {
      ids[name] = (await createTestSession(user.accessToken, { date: addDays(today, days), time: '10:00', title: `Sesión ${name}` }, owner)).sessionId;
    }
    await dashboardCaughtUp(user.sub);
    const update = async (sessionId: string, body: Record<string, unknown>) => {
      const answered = await callRoute(updateSession, user.accessToken, { params: { sessionId }, body });
      expect(answered.status, answered.text).toBe(200);
    };
    await update(ids.renamed, { title: 'Sesión con otro nombre' });
    // Dated again into last month: out of the coming sessions, into that month's calendar.
    await update(ids.dated, { date: addDays(today, -35) });
    // Dated again from the period into the coming days: counted no more in the period (its old month's counts follow).
    await update(ids.moved, { date: addDays(today, 10) });
    const deleted = await callRoute(deleteSession, user.accessToken, { params: { sessionId: ids.deleted } });
    expect(deleted.status, deleted.text).toBe(200);
    await dashboardCaughtUp(user.sub);
    answer = await ask({ period: 'last_12_months', granularity: 'month' });
  }, 120_000);

  it('lists the coming sessions with the new title, without the session dated back or deleted', () => {
    expect(answer.upcomingSessions.map((session) => [session.sessionId, session.title])).toEqual([
      [ids.renamed, 'Sesión con otro nombre'],
      [ids.kept, 'Sesión kept'],
      [ids.moved, 'Sesión moved'],
    ]);
  });

  it('counts the sessions the sessions list shows for the period', async () => {
    const list = responseOf(listSessions, await callRoute(listSessions, user.accessToken, { query: { ...answer.period, pageSize: '500' } }));
    expect(answer.general.sessions).toBe(list.totalCount);
    expect(list.sessions.map((session) => session.sessionId)).toEqual([ids.dated]);
  });

  it("lists each calendar month's sessions as the sessions list does for that month", async () => {
    for (const day of [addDays(today, -35), addDays(today, -3), addDays(today, 2), addDays(today, 10)]) {
      const month = day.slice(0, 7);
      const shown = await ask({ month });
      const list = responseOf(listSessions, await callRoute(listSessions, user.accessToken, { query: { from: `${month}-01`, to: `${month}-31`, pageSize: '500' } }));
      expect(shown.calendar.sessions.map((session) => [session.sessionId, session.title, session.date])).toEqual(
        list.sessions.map((session) => [session.sessionId, session.title, session.date]).sort((a, b) => `${a[2]} ${a[0]}`.localeCompare(`${b[2]} ${b[0]}`)),
      );
    }
    const all = responseOf(listSessions, await callRoute(listSessions, user.accessToken, { query: { pageSize: '500' } }));
    expect(all.sessions.map((session) => session.sessionId)).not.toContain(ids.deleted);
  });
});

describe("the session finance's total and paid in the session's row", () => {
  const photographerId = randomUUID();
  let finances: Item[];

  /** The session's row as stored (raw). */
  const rowOf = async (sessionId: string) => (await keptRows(photographerId)).find((row) => row.sessionId === sessionId);

  beforeAll(async () => {
    // The finances first: the sessions' records, handed over after theirs, are the last to write the rows.
    [, finances = []] = await putFixtureGroupsOf(photographerId, [['photographer'], ['sessionFinance'], ['session']]);
    await dashboardCaughtUp(photographerId);
  }, 120_000);

  it("keeps each session's total and paid, which the calendar's paid badge reads", async () => {
    expect(await rowOf(PARTLY_PAID_SESSION)).toMatchObject({ totalPriceCents: 250_000, paidCents: 75_000 });
    expect(await rowOf(CONFIRMED_SESSION)).toMatchObject({ totalPriceCents: 25_000, paidCents: 0 });
  });

  it('follows a payment written to the finance (the table stream), and shows it on the dashboard', async () => {
    await db().entities.sessionFinance.patch({ photographerId, sessionId: PARTLY_PAID_SESSION }).set({ paidCents: 250_000 }).go();
    await eventually(async () => ((await rowOf(PARTLY_PAID_SESSION))?.paidCents === 250_000 ? true : undefined), 60_000);
    const session = (await storedSession(photographerId, PARTLY_PAID_SESSION)) as Item & { date: string };
    const answer = await dashboardOf(photographerId, { period: 'this_month', granularity: 'day', month: session.date.slice(0, 7) });
    expect(answer.calendar.sessions.find((shown) => shown.sessionId === PARTLY_PAID_SESSION)).toMatchObject({ paid: true, partlyPaid: false });
  });

  it("writes nothing for a change of the finance's other fields, and the same row for a record delivered again", async () => {
    const finance = finances.find((item) => item.sessionId === CONFIRMED_SESSION);
    const row = await rowOf(CONFIRMED_SESSION);
    if (!finance || !row) throw new Error('no finance or row');
    // With the row gone, a MODIFY of the extras alone (total and paid as they were) does not write it back.
    await removeStoredItem(row);
    const extras = { ...finance, extraPhotos: 3, selectionVersion: 2 };
    await followDashboardFinance(streamChange('MODIFY', finance, extras));
    expect(await rowOf(CONFIRMED_SESSION)).toBeUndefined();
    // A new total does, from the finance as stored (the record's order is the item's).
    await db().entities.sessionFinance.patch({ photographerId, sessionId: CONFIRMED_SESSION }).set({ totalPriceCents: 31_000 }).go();
    const priced = { ...extras, totalPriceCents: 31_000 };
    await followDashboardFinance(streamChange('MODIFY', extras, priced));
    expect(await rowOf(CONFIRMED_SESSION)).toEqual({ ...row, totalPriceCents: 31_000 });
    await followDashboardFinance(streamChange('MODIFY', extras, priced));
    expect(await rowOf(CONFIRMED_SESSION)).toEqual({ ...row, totalPriceCents: 31_000 });
  });
});

describe('the data migration dashboard-sessions', () => {
  const photographerId = randomUUID();
  let fromStream: Item[];

  beforeAll(async () => {
    // The finances first: the sessions' records, handed over after theirs, are the last to write the rows.
    await putFixtureGroupsOf(photographerId, [['photographer'], ['sessionFinance'], ['session']]);
    await dashboardCaughtUp(photographerId);
    fromStream = await keptRows(photographerId);
    // As a table from before the step: no kept rows. A record of these items handled late (the
    // stream behind earlier files' work) writes a row back: removed again until the stream has
    // passed every record of theirs.
    for (let tries = 0; tries < 5; tries += 1) {
      for (const row of await keptRows(photographerId)) await removeStoredItem(row);
      await tableStreamPassed();
      if ((await keptRows(photographerId)).length === 0) break;
    }
  }, 240_000);

  it('is a step of the migrations', () => {
    expect(DATA_MIGRATIONS.map((migration) => migration.id)).toContain('dashboard-sessions');
  });

  it('fills the rows the table stream keeps, and a second run changes nothing', async () => {
    expect(fromStream.length).toBe(2);
    expect(fromStream.find((row) => row.sessionId === PARTLY_PAID_SESSION)).toMatchObject({ totalPriceCents: 250_000, paidCents: 75_000 });
    expect(await keptRows(photographerId)).toEqual([]);
    // Not the first run's count: a late stream record of these sessions (after a loaded suite)
    // may write a row back while the migration scans, and the row is then the same. What the
    // step leaves is checked, and that a second run finds nothing to change.
    await fillDashboardSessions();
    expect(await keptRows(photographerId)).toEqual(fromStream);
    expect(await fillDashboardSessions()).toBe(0);
    expect(await keptRows(photographerId)).toEqual(fromStream);
  });

  it('rewrites a row that differs from its session and removes a row whose session is gone', async () => {
    const [row, other] = fromStream;
    if (!row || !other) throw new Error('no rows');
    await putStoredItem({ ...row, title: 'Otro título' });
    const gonePhotographer = randomUUID();
    const orphan = { ...other, pk: other.pk.replace(photographerId, gonePhotographer), photographerId: gonePhotographer };
    await putStoredItem(orphan);
    expect(await fillDashboardSessions()).toBeGreaterThanOrEqual(2);
    expect(await keptRows(photographerId)).toEqual(fromStream);
    const gone = await dynamoDocumentClient().send(new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': orphan.pk }, ConsistentRead: true }));
    expect(gone.Items ?? []).toEqual([]);
  });

  it("gives rows kept before they held the finance its total and paid, and a second run changes nothing", async () => {
    // As the step before this rule wrote them: the session's fields alone.
    for (const row of fromStream) {
      const { totalPriceCents: _total, paidCents: _paid, ...sessionFields } = row;
      await putStoredItem(sessionFields as Item);
    }
    expect((await keptRows(photographerId)).every((row) => row.paidCents === undefined)).toBe(true);
    expect(await fillDashboardSessions()).toBeGreaterThanOrEqual(fromStream.length);
    expect(await keptRows(photographerId)).toEqual(fromStream);
    expect(await fillDashboardSessions()).toBe(0);
    expect(await keptRows(photographerId)).toEqual(fromStream);
  });
});
