// The scheduled notice scan (functions/src/notifications/notice-scan.ts) with an injected
// clock, on the items of a table made by `npm start` on an earlier main
// (fixtures/main-table-items.jsonl: links, a draft invoice, paid and cancelled ones, a
// settings item from before the scan's preference types). The items are loaded under a fresh
// photographer with their dates moved six years back (beyond the five years DynamoDB's TTL, and the local sweeper, look back, so the archived session is not deleted) (2026 → 2020), so the runs' clock (December
// 2020) lies before every other test's writes: those never fall in a run's window.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { moveNoticeScanMark, readNoticeScanMark, readNotificationsNewestFirst, readNotificationState } from '../src/data/stores/notifications.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { toNotification } from '../src/notifications/inbox.js';
import { madridDayStart } from '@fotostudio/shared/dates/billing-days';
import { runNoticeScan } from '../src/notifications/notice-scan.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { FIXTURE_PHOTOGRAPHER, fixtureItems } from './support/main-table-fixture.js';

type Item = Record<string, unknown> & { pk: string; sk: string };
const ENTITIES = ['photographer', 'photographerSettings', 'session', 'shareLink', 'billingDocument'];
const DATE_FIELDS = ['validUntil', 'dueDate', 'issueDate', 'createdAt', 'updatedAt'];

const photographerId = randomUUID();
const email = `scan-${photographerId.slice(0, 8)}@example.test`;

/** The fixture's item under the test's photographer, its dates six years back (beyond the five years DynamoDB's TTL, and the local sweeper, look back, so the archived session is not deleted). */
const moved = (item: Item): Item => {
  const json = JSON.stringify(item).replaceAll(FIXTURE_PHOTOGRAPHER, photographerId);
  const copy = JSON.parse(json) as Item;
  for (const field of DATE_FIELDS) {
    if (typeof copy[field] === 'string') copy[field] = (copy[field] as string).replace(/^2026-/, '2020-');
  }
  if (copy[ENTITY_NAME_ATTRIBUTE] === 'photographer') copy.email = email;
  return copy;
};

const items = fixtureItems()
  .filter((item) => ENTITIES.includes(item[ENTITY_NAME_ATTRIBUTE] as string))
  .map(moved);

const put = (item: Item) => dynamoDocumentClient().send(new PutCommand({ TableName: appConfig().TABLE_NAME, Item: item }));
const itemWhere = (entity: string, match: (item: Item) => boolean): Item => {
  const found = items.find((item) => item[ENTITY_NAME_ATTRIBUTE] === entity && match(item));
  if (!found) throw new Error(`no ${entity} in the fixture`);
  return found;
};

// Link A (session b6cc…) expires 2020-12-13; session 55867… is archived here and deleted on
// 2020-12-27 (its link is then left out); the draft invoice R-2026-0002 is due 2020-12-28.
const linkA = itemWhere('shareLink', (item) => item.validUntil === '2020-12-13T17:33:43.557Z');
const archived = itemWhere('session', (item) => item.sessionId === '55867ffe-7a1a-43d2-898f-4c16660befff');
const draft = itemWhere('billingDocument', (item) => item.number === 'R-2026-0002');

const DRAFT_TOKEN = 'abcdefghijklmnopqrstuvwxyz';

const notifications = async () => (await readNotificationsNewestFirst(photographerId, 50)).map(toNotification);
const at = (iso: string) => ({ now: new Date(iso) });

describe('the notice scan, by an injected clock', () => {
  beforeAll(async () => {
    // The scan's mark is one item for everybody: this file is its only user in the suite.
    await dynamoDocumentClient().send(new DeleteCommand({ TableName: appConfig().TABLE_NAME, Key: { pk: '$fotostudio#scan_notices', sk: '$noticescanmark_1' } }));
    expect(draft).toMatchObject({ kind: 'invoice', status: 'draft', dueDate: '2020-12-28' });
    for (const item of items) {
      if (item === archived) {
        await put({ ...item, archivedAt: '2020-12-20T10:00:00.000Z', expiresAt: Date.parse('2020-12-27T10:00:00Z') / 1000, updatedAt: '2020-12-20T10:00:00.000Z' });
      } else if (item === draft) {
        // Shared, as every invoice issued since invoices are paid online (issue 25 point 2): its reminder carries the page.
        await put({ ...item, publicLink: { token: DRAFT_TOKEN, createdAt: '2020-12-01T10:00:00.000Z' } });
      } else await put(item);
    }
  });

  it('starts days at midnight in Madrid, winter and summer', () => {
    expect(new Date(madridDayStart('2020-12-26')).toISOString()).toBe('2020-12-25T23:00:00.000Z');
    expect(new Date(madridDayStart('2020-07-01')).toISOString()).toBe('2020-06-30T22:00:00.000Z');
  });

  it('sends no burst on its first run: link A is already due, the run only sets the mark', async () => {
    expect(await readNoticeScanMark()).toBeUndefined();
    expect(await runNoticeScan(at('2020-12-11T08:00:00Z'))).toEqual({ firstRun: true, notified: 0, overtaken: false });
    expect(await readNoticeScanMark()).toBe('2020-12-11T08:00:00.000Z');
    // The next run's window starts after the first: link A became due before it, so never.
    expect(await runNoticeScan(at('2020-12-12T08:00:00Z'))).toMatchObject({ notified: 0 });
    expect(await notifications()).toEqual([]);
  });

  it('tells of an extended link expiring within 3 days and of the archived session deleted tomorrow, in Spanish, by default on both channels', async () => {
    // The photographer extends link A to the 15th (a new event) at noon on the 12th.
    await put({ ...linkA, validUntil: '2020-12-15T17:33:43.557Z', updatedAt: '2020-12-12T12:00:00.000Z' });
    // Daily runs: the link on the 13th (it became due at noon on the 12th), the session on the 26th.
    expect(await runNoticeScan(at('2020-12-13T08:00:00Z'))).toMatchObject({ firstRun: false, notified: 1 });
    expect(await runNoticeScan(at('2020-12-26T08:00:00Z'))).toMatchObject({ firstRun: false, notified: 1 });
    const listed = await notifications();
    expect(listed.map((n) => n.kind).sort()).toEqual(['linkExpiring', 'sessionDeletionTomorrow']);
    expect(listed.find((n) => n.kind === 'linkExpiring')).toMatchObject({ sessionId: linkA.sessionId, validUntil: '2020-12-15T17:33:43.557Z', readAt: null });
    expect(listed.find((n) => n.kind === 'sessionDeletionTomorrow')).toMatchObject({ sessionId: archived.sessionId, deletesAt: '2020-12-27T10:00:00.000Z' });
    const mails = await eventually(async () => {
      const found = await mailsTo(email);
      return found.length >= 2 ? found : undefined;
    });
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^El enlace de la galería «.+» caduca pronto$/),
      expect.stringMatching(/^La sesión archivada «.+» se eliminará mañana$/),
    ]);
  });

  it('tells of the overdue draft invoice once, and never of the paid, cancelled or quoted documents', async () => {
    expect(await runNoticeScan(at('2020-12-29T08:00:00Z'))).toMatchObject({ notified: 1 });
    const overdue = (await notifications()).filter((n) => n.kind === 'invoiceOverdue');
    expect(overdue).toEqual([expect.objectContaining({ documentId: draft.documentId, number: 'R-2026-0002', dueDate: '2020-12-28' })]);
    // Its mail carries the invoice's page, to send the client (where they can pay it online).
    const mail = await eventually(async () => (await mailsTo(email)).find((m) => m.subject === 'La factura R-2026-0002 está vencida'));
    expect(mail.body.text).toContain(`${appConfig().APP_URL.replace(/\/$/, '')}/f/${DRAFT_TOKEN}`);
  });

  it('notifies each event once: a run over the same window again stores and mails nothing more', async () => {
    const before = { state: await readNotificationState(photographerId), mails: (await mailsTo(email)).length };
    expect(await moveNoticeScanMark(await readNoticeScanMark(), '2020-12-12T08:00:00.000Z')).toBe(true);
    expect(await runNoticeScan(at('2020-12-29T09:00:00Z'))).toMatchObject({ notified: 0 });
    expect(await readNotificationState(photographerId)).toEqual(before.state);
    expect(before.state.unread).toBe(3);
    expect((await mailsTo(email)).length).toBe(before.mails);
  });
});
