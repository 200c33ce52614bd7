// The dashboard's kept row of each gallery link (dashboard/dashboard-links.ts): the table stream
// writes it from a link's INSERT and MODIFY and removes it on REMOVE, a record delivered again
// writes the same row, the dashboard reads a confirmation (closedAt) and a reopening from it once
// the stream has passed; and the data migration `dashboard-links` on the links of a table made by
// `npm start` on an earlier main (fixtures/main-table-items.jsonl) gives what the stream gives,
// a second run changing nothing.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardOf } from '../src/dashboard/dashboard.js';
import { fillDashboardLinks } from '../src/dashboard/dashboard-links.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { followDashboardLink } from '../src/events/table-stream/dashboard-figures.js';
import { notifyConfirmedSelection } from '../src/events/table-stream/selection-confirmed.js';
import { toItemChange } from '../src/events/table-stream/stream-record.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { config } from '../src/lib/config.js';
import { eventually } from './support/eventually.js';

type Item = Record<string, unknown> & { pk: string; sk: string };
type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
const FIXTURE_PHOTOGRAPHER = '7c799054-6065-4ef6-8f69-d403f40f32a6';
/** The fixture's session with a confirmed selection (its link closed). */
const CONFIRMED_SESSION = 'b6cc701d-88c4-4e87-b5dd-4291cd2ebdf6';
const table = () => config().TABLE_NAME;

/** The fixture's items of these kinds, under `photographerId`. */
const fixtureItemsOf = (photographerId: string, kinds: readonly string[]): Item[] =>
  readFileSync(new URL('./fixtures/main-table-items.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => unmarshall(JSON.parse(line) as Record<string, AttributeValue>) as Item)
    .filter((item) => item.pk.includes(FIXTURE_PHOTOGRAPHER) && kinds.includes(item[ENTITY_NAME_ATTRIBUTE] as string))
    .map((item) => {
      const { expiresAt: _ttl, ...copy } = JSON.parse(JSON.stringify(item).replaceAll(FIXTURE_PHOTOGRAPHER, photographerId)) as Item;
      return copy as Item;
    });

const put = (item: Item) => dynamoDocumentClient().send(new PutCommand({ TableName: table(), Item: item }));

/** The photographer's kept link rows as stored (raw), consistently read. */
const keptRows = async (photographerId: string): Promise<Item[]> => {
  const params = db().entities.dashboardLink.query.byLink({ photographerId }).params();
  const answer = await dynamoDocumentClient().send(new QueryCommand({ ...params, ConsistentRead: true }));
  return ((answer.Items ?? []) as Item[]).sort((a, b) => a.sk.localeCompare(b.sk));
};

/** The link as stored (raw). */
const storedLink = async (photographerId: string, sessionId: string): Promise<Item> => {
  const { data } = await db().entities.shareLink.get({ photographerId, sessionId }).go({ data: 'raw', consistent: true });
  return (data as unknown as { Item: Item }).Item;
};

/** Waits until the kept rows are one per link, each from the link's latest write (an observable event). */
const rowsFollow = (photographerId: string, links: Item[]): Promise<Item[]> =>
  eventually(async () => {
    const rows = await keptRows(photographerId);
    const current =
      rows.length === links.length && links.every((link) => rows.some((row) => row.sessionId === link.sessionId && row.updatedAt === link.updatedAt && row.closedAt === link.closedAt));
    return current ? rows : undefined;
  }, 60_000);

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', oldItem: Item | undefined, newItem: Item | undefined): DynamoDBRecord => ({
  eventName,
  dynamodb: {
    ...(oldItem ? { OldImage: marshall(oldItem, { removeUndefinedValues: true }) as Image } : {}),
    ...(newItem ? { NewImage: marshall(newItem, { removeUndefinedValues: true }) as Image } : {}),
  },
});

describe('the dashboard link rows kept by the table stream', () => {
  const photographerId = randomUUID();
  let links: Item[];

  beforeAll(async () => {
    await Promise.all(fixtureItemsOf(photographerId, ['photographer', 'session']).map(put));
    links = fixtureItemsOf(photographerId, ['shareLink']);
    await Promise.all(links.map(put));
  }, 120_000);

  it("keeps one small row per link with the fields the dashboard reads", async () => {
    const rows = await rowsFollow(photographerId, links);
    expect(rows.length).toBe(2);
    const confirmed = rows.find((row) => row.sessionId === CONFIRMED_SESSION);
    const link = links.find((item) => item.sessionId === CONFIRMED_SESSION);
    expect(confirmed).toMatchObject({ active: link?.active, validUntil: link?.validUntil, closedAt: link?.closedAt, createdAt: link?.createdAt, updatedAt: link?.updatedAt });
    expect(confirmed).not.toHaveProperty('token');
    expect(confirmed).not.toHaveProperty('title');
  });

  it('shows a reopening and a new confirmation on the dashboard once the stream has passed', async () => {
    await rowsFollow(photographerId, links);
    const selectionToProcess = async () => (await dashboardOf(photographerId, { period: 'this_month', granularity: 'day' })).needsYouCounts.selectionToProcess;
    expect(await selectionToProcess()).toBe(1);
    // Reopened: the row loses closedAt, and the selection is no longer to process.
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
    // As if the link's MODIFY had not been handed over yet: the row is missing.
    await dynamoDocumentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: row.pk, sk: row.sk } }));
    // The selection's INSERT handed over first: its reaction writes the row before notifying.
    const [confirmation] = fixtureItemsOf(photographerId, ['sessionSelection']);
    await notifyConfirmedSelection(toItemChange(record('INSERT', undefined, confirmation)));
    expect(await keptRows(photographerId)).toContainEqual(row);
  });

  it('writes the same row when a record is delivered again, and removes it with the link', async () => {
    const link = await storedLink(photographerId, CONFIRMED_SESSION);
    const before = await keptRows(photographerId);
    const reopened = { ...link, closedAt: undefined };
    for (let delivery = 0; delivery < 2; delivery += 1) {
      await followDashboardLink(toItemChange(record('MODIFY', reopened, link)));
      await followDashboardLink(toItemChange(record('INSERT', undefined, link)));
    }
    expect(await keptRows(photographerId)).toEqual(before);
    await dynamoDocumentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: link.pk, sk: link.sk } }));
    links = links.filter((item) => item.sessionId !== CONFIRMED_SESSION);
    const rows = await rowsFollow(photographerId, links);
    expect(rows.map((row) => row.sessionId)).not.toContain(CONFIRMED_SESSION);
    // A REMOVE delivered again leaves it removed.
    await followDashboardLink(toItemChange(record('REMOVE', link, undefined)));
    expect((await keptRows(photographerId)).map((row) => row.sessionId)).not.toContain(CONFIRMED_SESSION);
  });
});

describe('the data migration dashboard-links', () => {
  const photographerId = randomUUID();
  let fromStream: Item[];

  beforeAll(async () => {
    await Promise.all(fixtureItemsOf(photographerId, ['photographer']).map(put));
    const links = fixtureItemsOf(photographerId, ['shareLink']);
    await Promise.all(links.map(put));
    fromStream = await rowsFollow(photographerId, links);
    // As a table from before the step: no kept rows.
    for (const row of fromStream) await dynamoDocumentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: row.pk, sk: row.sk } }));
  }, 120_000);

  it('is a step of the migrations', () => {
    expect(DATA_MIGRATIONS.map((migration) => migration.id)).toContain('dashboard-links');
  });

  it('fills the rows the table stream keeps, and a second run changes nothing', async () => {
    expect(fromStream.length).toBe(2);
    expect(await keptRows(photographerId)).toEqual([]);
    expect(await fillDashboardLinks()).toBeGreaterThanOrEqual(fromStream.length);
    expect(await keptRows(photographerId)).toEqual(fromStream);
    expect(await fillDashboardLinks()).toBe(0);
    expect(await keptRows(photographerId)).toEqual(fromStream);
  });

  it('removes a row whose link is gone', async () => {
    const [row] = fromStream;
    if (!row) throw new Error('no row');
    const gonePhotographer = randomUUID();
    const orphan = { ...row, pk: row.pk.replace(photographerId, gonePhotographer), photographerId: gonePhotographer };
    await put(orphan);
    expect(await fillDashboardLinks()).toBeGreaterThanOrEqual(1);
    const gone = await dynamoDocumentClient().send(new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': orphan.pk }, ConsistentRead: true }));
    expect(gone.Items ?? []).toEqual([]);
  });
});
