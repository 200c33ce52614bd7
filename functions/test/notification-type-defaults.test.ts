// The data migration `notification-type-defaults` on the settings item of a table made by
// `npm start` on an earlier main (fixtures/main-table-items.jsonl), which lacks linkExpiry,
// overdueInvoices, VERI*FACTU's verifactuAnswers and certificateExpiry (issue 24), agreements and
// agreementsSigned (issue 26), paymentsReceived (issue 25), selectionDeadlines and deliveries (issue 28), paymentRefunds (issue 25): it reads
// them as on before the step, gets them written, and a second run changes nothing.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAccount, toMe } from '../src/account/photographer-account.js';
import { addMissingNotificationTypes } from '../src/account/notification-type-defaults.js';
import { ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { fixtureItems, putStoredItems } from './support/main-table-fixture.js';

type Item = Record<string, unknown> & { pk: string; sk: string };
const items = fixtureItems()
  .filter((item) => ['photographer', 'photographerSettings'].includes(item[ENTITY_NAME_ATTRIBUTE] as string));
const settings = items.find((item) => item[ENTITY_NAME_ATTRIBUTE] === 'photographerSettings') as Item;
const photographerId = settings.photographerId as string;
const stored = async () =>
  ((await dynamoDocumentClient().send(new GetCommand({ TableName: appConfig().TABLE_NAME, Key: { pk: settings.pk, sk: settings.sk }, ConsistentRead: true }))).Item ?? {}) as Item;

describe('the data migration notification-type-defaults', () => {
  beforeAll(async () => {
    await putStoredItems(items);
  });

  it('is a step of the migrations', () => {
    expect(DATA_MIGRATIONS.map((m) => m.id)).toContain('notification-type-defaults');
  });

  it('reads the missing types as on, writes them in once, and a second run changes nothing', async () => {
    expect(Object.keys(settings.notifications as object).sort()).toEqual(['clientSelections', 'sessionArchiving', 'storageAlerts']);
    const account = await readAccount(photographerId);
    const before = account.photographer && account.settings ? (await toMe({ photographer: account.photographer, settings: account.settings })).settings.notifications : undefined;
    const added = { linkExpiry: { app: true, email: true }, overdueInvoices: { app: true, email: true }, verifactuAnswers: { app: true, email: true }, certificateExpiry: { app: true, email: true }, agreements: { app: true, email: true }, paymentsReceived: { app: true, email: true }, agreementsSigned: { app: true, email: true }, selectionDeadlines: { app: true, email: true }, deliveries: { app: true, email: true }, paymentRefunds: { app: true, email: true } };
    expect(before).toMatchObject(added);

    expect(await addMissingNotificationTypes()).toBeGreaterThanOrEqual(1);
    const after = await stored();
    expect(after.notifications).toEqual({ ...(settings.notifications as object), ...added });
    expect(after.updatedAt).not.toBe(undefined);

    const again = await stored();
    await addMissingNotificationTypes();
    expect(await stored()).toEqual(again);
  });
});
