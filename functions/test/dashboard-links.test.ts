// The gallery link's fields in its session's kept row (dashboard/dashboard-sessions.ts): the
// table stream writes them from a link's INSERT and MODIFY and removes them on REMOVE, a record
// delivered again writes the same row, the dashboard reads a confirmation (closedAt) and a
// reopening from them once the stream has passed, and a confirmation's notice writes them before
// the bell moves; and the data migration `dashboard-sessions` on the sessions and links of a
// table made by `npm start` on an earlier main (fixtures/main-table-items.jsonl), with the link
// rows kept before the session rows held the link, gives what the stream gives and removes those
// rows, a second run changing nothing.
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardOf } from '../src/dashboard/dashboard.js';
import { fillDashboardSessions } from '../src/dashboard/dashboard-sessions.js';
import { db } from '../src/data/database.js';
import { followDashboardLink } from '../src/events/table-stream/dashboard-figures.js';
import { notifyConfirmedSelection } from '../src/events/table-stream/selection-confirmed.js';
import { toItemChange } from '../src/events/table-stream/stream-record.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { dashboardCaughtUp, type Item } from './support/dashboard-figures.js';
import { fixtureItemsOf } from './support/main-table-fixture.js';
import { eventually } from './support/eventually.js';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
/** The fixture's session with a confirmed selection (its link closed). */
const CONFIRMED_SESSION = 'b6cc701d-88c4-4e87-b5dd-4291cd2ebdf6';
const table = () => appConfig().TABLE_NAME;

const put = (item: Item) => dynamoDocumentClient().send(new PutCommand({ TableName: table(), Item: item }));

/** The photographer's kept session rows as stored (raw), consistently read. */
const keptRows = async (photographerId: string): Promise<Item[]> => {
  const params = db().entities.dashboardSession.query.bySession({ photographerId }).params();
  const answer = await dynamoDocumentClient().send(new QueryCommand({ ...params, ConsistentRead: true }));
  return ((answer.Items ?? []) as Item[]).sort((a, b) => a.sk.localeCompare(b.sk));
};
const linkOf = (row: Item | undefined) => row?.link as Record<string, unknown> | undefined;

/** The photographer's link rows of the earlier rule (raw). */
const oldLinkRows = async (photographerId: string): Promise<Item[]> => {
  const params = db().entities.dashboardLink.query.byLink({ photographerId }).params();
  return ((await dynamoDocumentClient().send(new QueryCommand({ ...params, ConsistentRead: true }))).Items ?? []) as Item[];
};

/** The link as stored (raw). */
const storedLink = async (photographerId: string, sessionId: string): Promise<Item> => {
  const { data } = await db().entities.shareLink.get({ photographerId, sessionId }).go({ data: 'raw', consistent: true });
  return (data as unknown as { Item: Item }).Item;
};

/** Waits until each link's session row holds the link's latest write (an observable event). */
const rowsFollow = (photographerId: string, links: Item[]): Promise<Item[]> =>
  eventually(async () => {
    const rows = await keptRows(photographerId);
    const current = links.every((link) => rows.some((row) => row.sessionId === link.sessionId && linkOf(row)?.updatedAt === link.updatedAt && linkOf(row)?.closedAt === link.closedAt));
    return current ? rows : undefined;
  }, 60_000);

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', oldItem: Item | undefined, newItem: Item | undefined): DynamoDBRecord => ({
  eventName,
  dynamodb: {
    ...(oldItem ? { OldImage: marshall(oldItem, { removeUndefinedValues: true }) as Image } : {}),
    ...(newItem ? { NewImage: marshall(newItem, { removeUndefinedValues: true }) as Image } : {}),
  },
});

describe("the gallery link's fields in its session's row, kept by the table stream", () => {
  const photographerId = randomUUID();
  let links: Item[];

  beforeAll(async () => {
    await Promise.all(fixtureItemsOf(photographerId, ['photographer', 'session']).map(put));
    links = fixtureItemsOf(photographerId, ['shareLink']);
    await Promise.all(links.map(put));
  }, 120_000);

  it('keeps the fields the dashboard reads of the link in its session row, nothing more', async () => {
    const rows = await rowsFollow(photographerId, links);
    expect(rows.filter((row) => row.link).length).toBe(2);
    const link = links.find((item) => item.sessionId === CONFIRMED_SESSION);
    const kept = linkOf(rows.find((row) => row.sessionId === CONFIRMED_SESSION));
    expect(kept).toEqual({ active: link?.active, validUntil: link?.validUntil, closedAt: link?.closedAt, createdAt: link?.createdAt, updatedAt: link?.updatedAt });
    expect(await oldLinkRows(photographerId)).toEqual([]);
  });

  it('shows a reopening and a new confirmation on the dashboard once the stream has passed', async () => {
    await rowsFollow(photographerId, links);
    const selectionToProcess = async () => (await dashboardOf(photographerId, { period: 'this_month', granularity: 'day' })).needsYouCounts.selectionToProcess;
    expect(await selectionToProcess()).toBe(1);
    // Reopened: the row's link loses closedAt, and the selection is no longer to process.
    await db().entities.shareLink.patch({ photographerId, sessionId: CONFIRMED_SESSION }).remove(['closedAt']).go();
    await rowsFollow(photographerId, await Promise.all(links.map((link) => storedLink(photographerId, link.sessionId as string))));
    expect(await selectionToProcess()).toBe(0);
    // Confirmed again now: counted among this month's confirmations.
    const closedAt = new Date().toISOString();
    await db().entities.shareLink.patch({ photographerId, sessionId: CONFIRMED_SESSION }).set({ closedAt }).go();
    links = await Promise.all(links.map((link) => storedLink(photographerId, link.sessionId as string)));
    await rowsFollow(photographerId, links);
    const answer = await dashboardOf(photographerId, { period: 'this_month', granularity: 'day' });
    expect(answer.needsYouCounts.selectionToProcess).toBe(1);
    expect(answer.general.selectionsConfirmed).toBe(1);
  });

  it("brings the row up to date from the stored link when the confirmation's notice comes before the link's record", async () => {
    await rowsFollow(photographerId, links);
    const [row] = (await keptRows(photographerId)).filter((item) => item.sessionId === CONFIRMED_SESSION);
    if (!row) throw new Error('no row');
    // As if the link's MODIFY had not been handed over yet: the row holds the link still open.
    const { closedAt: _closedAt, ...open } = linkOf(row) ?? {};
    await put({ ...row, link: open });
    // The selection's INSERT handed over first: its reaction writes the row before notifying.
    const [confirmation] = fixtureItemsOf(photographerId, ['sessionSelection']);
    await notifyConfirmedSelection(toItemChange(record('INSERT', undefined, confirmation)));
    expect(await keptRows(photographerId)).toContainEqual(row);
  });

  it("writes the same row when a record is delivered again, and removes the link's fields with the link", async () => {
    const link = await storedLink(photographerId, CONFIRMED_SESSION);
    const before = await keptRows(photographerId);
    const reopened = { ...link, closedAt: undefined };
    for (let delivery = 0; delivery < 2; delivery += 1) {
      await followDashboardLink(toItemChange(record('MODIFY', reopened, link)));
      await followDashboardLink(toItemChange(record('INSERT', undefined, link)));
    }
    expect(await keptRows(photographerId)).toEqual(before);
    await dynamoDocumentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: link.pk, sk: link.sk } }));
    const withoutLink = await eventually(async () => {
      const row = (await keptRows(photographerId)).find((item) => item.sessionId === CONFIRMED_SESSION);
      return row && !row.link ? row : undefined;
    }, 60_000);
    expect(withoutLink.title).toBeDefined();
    // A REMOVE delivered again leaves it without.
    await followDashboardLink(toItemChange(record('REMOVE', link, undefined)));
    expect(linkOf((await keptRows(photographerId)).find((item) => item.sessionId === CONFIRMED_SESSION))).toBeUndefined();
  });
});

describe("the data migration dashboard-sessions on the links", () => {
  const photographerId = randomUUID();
  let fromStream: Item[];

  beforeAll(async () => {
    await Promise.all(fixtureItemsOf(photographerId, ['photographer']).map(put));
    // The links first: the sessions' records, handed over after theirs, are the last to write the rows.
    const links = fixtureItemsOf(photographerId, ['shareLink']);
    await Promise.all(links.map(put));
    await Promise.all(fixtureItemsOf(photographerId, ['session']).map(put));
    // Every record handled (rows, their lists and the month counts), so none writes a row again after the ones put below.
    await dashboardCaughtUp(photographerId);
    fromStream = await rowsFollow(photographerId, links);
    // As a table from before the step: session rows without the link, and a link row per link.
    for (const row of fromStream) {
      const { link, ...withoutLink } = row;
      await put(withoutLink as Item);
      const kept = link as Record<string, unknown> | undefined;
      if (kept) await db().entities.dashboardLink.put({ photographerId, sessionId: row.sessionId as string, ...(kept as { active: boolean; validUntil: string; createdAt: string; updatedAt: string }) }).go();
    }
  }, 120_000);

  it("writes the link's fields the table stream keeps, removes the old link rows, and a second run changes nothing", async () => {
    expect(fromStream.filter((row) => row.link).length).toBe(2);
    expect((await oldLinkRows(photographerId)).length).toBe(2);
    expect((await keptRows(photographerId)).some((row) => row.link)).toBe(false);
    expect(await fillDashboardSessions()).toBeGreaterThanOrEqual(4);
    expect(await keptRows(photographerId)).toEqual(fromStream);
    expect(await oldLinkRows(photographerId)).toEqual([]);
    expect(await fillDashboardSessions()).toBe(0);
    expect(await keptRows(photographerId)).toEqual(fromStream);
  });
});
