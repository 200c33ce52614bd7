// The gallery function reads and writes the table without ElectroDB (data/item-keys.ts,
// generated from the entities by `npm run generate:item-keys`; data/plain-table.ts). For every
// item kind it touches: the keys are ElectroDB's, an item the entity writes reads back the same
// through the plain path, and an item the plain path writes is byte-for-byte what the entity
// writes (timestamps aside) and reads back through the entity.
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { itemKeys, itemQueries, type ItemKey } from '../src/data/item-keys.js';
import { getItem, getItems, putItem, putItemInput, queryItems, transact, updateItem, updateItemInput } from '../src/data/plain-table.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';

const TABLE = () => process.env.TABLE_NAME as string;
// Upper case in the ids: ElectroDB lower-cases composites, so a wrong casing shows.
const ids = () => ({ photographerId: `Ph-${randomUUID()}`, sessionId: `Se-${randomUUID()}` });

const rawItem = async (key: ItemKey) =>
  (await dynamoDocumentClient().send(new GetCommand({ TableName: TABLE(), Key: key, ConsistentRead: true }))).Item;
const deleteRaw = (key: ItemKey) => dynamoDocumentClient().send(new DeleteCommand({ TableName: TABLE(), Key: key }));
const withoutTimes = (item: Record<string, unknown> | undefined) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = item ?? {};
  return rest;
};

describe('gallery item keys and shapes, ElectroDB and the plain DocumentClient path', () => {
  // Upper case (ElectroDB lower-cases composites), non-ASCII letters and the key's own separators in the values.
  it.each([ids(), { photographerId: 'ÁNGELA_#1', sessionId: 'Sesión#_2' }])('every key and query prefix is the one the entity builds ($photographerId)', ({ photographerId: p, sessionId: s }) => {
    const e = db().entities;
    const keyOf = (params: { Key?: unknown }) => params.Key;
    expect(itemKeys.photographer(p)).toEqual(keyOf(e.photographer.get({ photographerId: p }).params()));
    expect(itemKeys.session(p, s)).toEqual(keyOf(e.session.get({ photographerId: p, sessionId: s }).params()));
    expect(itemKeys.sessionFinance(p, s)).toEqual(keyOf(e.sessionFinance.get({ photographerId: p, sessionId: s }).params()));
    expect(itemKeys.billingSettings(p)).toEqual(keyOf(e.billingSettings.get({ photographerId: p }).params()));
    expect(itemKeys.sessionImage(p, s, 'ImG')).toEqual(keyOf(e.sessionImage.get({ photographerId: p, sessionId: s, imageId: 'ImG' }).params()));
    expect(itemKeys.sessionPackage(p, 'PkG')).toEqual(keyOf(e.sessionPackage.get({ photographerId: p, packageId: 'PkG' }).params()));
    expect(itemKeys.upload(p, 'Uploads/A B.JPG')).toEqual(
      (e.upload.get([{ photographerId: p, objectKey: 'Uploads/A B.JPG' }]).params() as { RequestItems: Record<string, { Keys: unknown[] }> }[])[0]
        ?.RequestItems[TABLE()]?.Keys[0],
    );
    expect(itemKeys.shareLink(p, s)).toEqual(keyOf(e.shareLink.get({ photographerId: p, sessionId: s }).params()));
    expect(itemKeys.shareLinkKey('Mi-Boda')).toEqual(keyOf(e.shareLinkKey.get({ linkKey: 'Mi-Boda' }).params()));
    expect(itemKeys.galleryDraft(p, s)).toEqual(keyOf(e.galleryDraft.get({ photographerId: p, sessionId: s }).params()));
    expect(itemKeys.sessionSelection(p, s, 12)).toEqual(keyOf(e.sessionSelection.get({ photographerId: p, sessionId: s, version: 12 }).params()));
    expect(itemKeys.galleryPasswordTries(`${p}/${s}`, '2026-11-24T04:45:00.000Z')).toEqual(
      keyOf(e.galleryPasswordTries.get({ linkKey: `${p}/${s}`, window: '2026-11-24T04:45:00.000Z' }).params()),
    );
    expect(itemKeys.galleryPasswordClientTries(`${p}/${s}`, '2026-11-24T04:45:00.000Z', '9F86D081884C7D659A2FEAA0C55AD015')).toEqual(
      keyOf(e.galleryPasswordClientTries.get({ linkKey: `${p}/${s}`, window: '2026-11-24T04:45:00.000Z', client: '9f86d081884c7d659a2feaa0c55ad015' }).params()),
    );
    expect(itemKeys.galleryDownload(p, s, 'DoWn')).toEqual(keyOf(e.galleryDownload.get({ photographerId: p, sessionId: s, downloadId: 'DoWn' }).params()));
    expect(itemKeys.contact(p, 'CoNtAcT')).toEqual(keyOf(e.contact.get({ photographerId: p, contactId: 'CoNtAcT' }).params()));
    const prefixOf = (params: { ExpressionAttributeValues?: Record<string, unknown> }) => ({
      pk: params.ExpressionAttributeValues?.[':pk'],
      sk: params.ExpressionAttributeValues?.[':sk1'],
    });
    expect(itemQueries.sessionImages(p, s)).toEqual(prefixOf(e.sessionImage.query.bySession({ photographerId: p, sessionId: s }).params()));
    expect(itemQueries.galleryDownloads(p, s)).toEqual(prefixOf(e.galleryDownload.query.bySession({ photographerId: p, sessionId: s }).params()));
    expect(itemQueries.products(p)).toEqual(prefixOf(e.product.query.byProduct({ photographerId: p }).params()));
  });

  it('items the entities write read back the same through the plain path', async () => {
    const { photographerId, sessionId } = ids();
    const e = db().entities;
    const now = new Date().toISOString();
    await Promise.all([
      e.photographer.create({ photographerId, email: 'ana@example.com', businessName: 'Estudio' }).go(),
      e.session
        .create({
          photographerId,
          sessionId,
          clientId: 'c',
          clientName: 'Ana',
          packageId: 'PkG',
          packageName: 'Boda',
          title: 'Boda',
          sessionType: 'wedding',
          calendarSync: false,
          status: 'active',
          sortDate: now,
        })
        .go(),
      e.sessionFinance.create({ photographerId, sessionId, packageId: 'PkG', basePriceCents: 100, totalPriceCents: 100, paidCents: 0 }).go(),
      e.sessionImage
        .create({ photographerId, sessionId, imageId: 'ImG', fileName: 'A.jpg', originalKey: 'o', contentType: 'image/jpeg', sizeBytes: 1, sha256: 'h', status: 'ready' })
        .go(),
      e.sessionPackage
        .create({
          photographerId,
          packageId: 'PkG',
          name: 'Boda',
          priceCents: 100,
          includedPhotos: 10,
          extraPhotoPriceCents: 5,
          includedProducts: [{ productId: 'PrD', variants: [{ variantId: 'v', quantity: 1 }] }],
          forSaleProductIds: [],
          watermark: false,
          allowDownload: true,
          active: true,
          allowFullGallery: false,
          delivery: 'originals',
        })
        .go(),
      e.product
        .create({ photographerId, productId: 'PrD', name: 'Álbum', usageType: 'both', variants: [{ variantId: 'v', type: 'size', name: 'A4', value: 'a4', priceCents: 9 }] })
        .go(),
      e.upload.create({ photographerId, objectKey: 'Uploads/Logo.PNG', sizeBytes: 1, contentType: 'image/png', status: 'received', receivedAt: now }).go(),
      e.shareLink
        .create({ photographerId, sessionId, token: 'tok', title: 'Elige', durationDays: 30, active: true, validUntil: now })
        .go(),
      e.shareLinkKey.create({ linkKey: `Key-${sessionId}`, kind: 'customUrl', photographerId, sessionId }).go(),
      e.galleryDraft.put({ photographerId, sessionId, choices: '{}', savedAt: now }).go(),
      e.galleryDownload.create({ photographerId, sessionId, downloadId: 'DoWn', status: 'ready', imageCount: 1, zipKey: 'z', expiresAt: 1 }).go(),
      e.contact.create({ photographerId, contactId: 'CoNtAcT', type: 'client', firstName: 'Ana', emails: { primary: 'ana@example.com' }, language: 'en' }).go(),
      e.billingSettings
        .put({
          photographerId,
          businessName: 'Estudio',
          legalForm: 'self_employed',
          taxId: '12345678Z',
          address: 'Calle Mayor 1',
          city: 'Madrid',
          postalCode: '28013',
          country: 'España',
          email: 'a@example.com',
          phone: '+34 600 000 000',
          defaultVatRatePercent: 21,
          pricesIncludeVat: true,
          taxRegime: 'general',
          numberingFormat: 'year-0001',
        })
        .go(),
    ]);
    const pairs: [unknown, unknown][] = [
      [await getItem('photographer', itemKeys.photographer(photographerId)), (await e.photographer.get({ photographerId }).go()).data],
      [await getItem('session', itemKeys.session(photographerId, sessionId)), (await e.session.get({ photographerId, sessionId }).go()).data],
      [await getItem('sessionFinance', itemKeys.sessionFinance(photographerId, sessionId)), (await e.sessionFinance.get({ photographerId, sessionId }).go()).data],
      [
        await getItem('sessionImage', itemKeys.sessionImage(photographerId, sessionId, 'ImG')),
        (await e.sessionImage.get({ photographerId, sessionId, imageId: 'ImG' }).go()).data,
      ],
      [await getItem('sessionPackage', itemKeys.sessionPackage(photographerId, 'PkG')), (await e.sessionPackage.get({ photographerId, packageId: 'PkG' }).go()).data],
      [await getItems('upload', [itemKeys.upload(photographerId, 'Uploads/Logo.PNG')]), (await e.upload.get([{ photographerId, objectKey: 'Uploads/Logo.PNG' }]).go()).data],
      [await getItem('shareLink', itemKeys.shareLink(photographerId, sessionId)), (await e.shareLink.get({ photographerId, sessionId }).go()).data],
      [await getItem('shareLinkKey', itemKeys.shareLinkKey(`Key-${sessionId}`)), (await e.shareLinkKey.get({ linkKey: `Key-${sessionId}` }).go()).data],
      [await getItem('galleryDraft', itemKeys.galleryDraft(photographerId, sessionId)), (await e.galleryDraft.get({ photographerId, sessionId }).go()).data],
      [await queryItems('galleryDownload', itemQueries.galleryDownloads(photographerId, sessionId)), (await e.galleryDownload.query.bySession({ photographerId, sessionId }).go()).data],
      [await getItem('billingSettings', itemKeys.billingSettings(photographerId)), (await e.billingSettings.get({ photographerId }).go()).data],
      [await queryItems('product', itemQueries.products(photographerId)), (await e.product.query.byProduct({ photographerId }).go()).data],
      [await getItem('contact', itemKeys.contact(photographerId, 'CoNtAcT')), (await e.contact.get({ photographerId, contactId: 'CoNtAcT' }).go()).data],
      [
        await queryItems('sessionImage', itemQueries.sessionImages(photographerId, sessionId), { attributes: ['imageId', 'status'] }),
        (await e.sessionImage.query.bySession({ photographerId, sessionId }).go({ attributes: ['imageId', 'status'] })).data,
      ],
    ];
    for (const [plain, entity] of pairs) {
      expect(entity).toBeTruthy();
      expect(plain).toEqual(entity);
    }
    // Another entity's item under a key is not this entity's item.
    expect(await getItem('session', itemKeys.galleryDraft(photographerId, sessionId))).toBeUndefined();
  });

  it('the plain writes store exactly what the entity writes, and the entity reads them', async () => {
    const { photographerId, sessionId } = ids();
    const e = db().entities;
    const sameAsEntity = async (key: ItemKey, writeEntity: () => Promise<unknown>, writePlain: () => Promise<unknown>) => {
      await writeEntity();
      const byEntity = await rawItem(key);
      await deleteRaw(key);
      await writePlain();
      const byPlain = await rawItem(key);
      expect(byEntity).toBeTruthy();
      expect(withoutTimes(byPlain)).toEqual(withoutTimes(byEntity));
      expect(Object.keys(byPlain ?? {}).sort()).toEqual(Object.keys(byEntity ?? {}).sort());
    };

    const draft = { photographerId, sessionId, choices: '{"images":[]}', savedAt: new Date().toISOString() };
    await sameAsEntity(
      itemKeys.galleryDraft(photographerId, sessionId),
      () => e.galleryDraft.put(draft).go(),
      () => putItem('galleryDraft', itemKeys.galleryDraft(photographerId, sessionId), draft),
    );
    expect((await e.galleryDraft.get({ photographerId, sessionId }).go()).data).toEqual(draft);

    const job = { photographerId, sessionId, downloadId: 'DoWn', status: 'ready' as const, imageCount: 3, bytes: 0, zipKey: 'z', expiresAt: 9 };
    const jobKey = itemKeys.galleryDownload(photographerId, sessionId, 'DoWn');
    const stamp = new Date().toISOString();
    await sameAsEntity(
      jobKey,
      () => e.galleryDownload.create(job).go(),
      () => putItem('galleryDownload', jobKey, { ...job, createdAt: stamp, updatedAt: stamp }, { create: true }),
    );
    expect((await e.galleryDownload.get({ photographerId, sessionId, downloadId: 'DoWn' }).go()).data).toEqual({ ...job, createdAt: stamp, updatedAt: stamp });
    await expect(putItem('galleryDownload', jobKey, { ...job, createdAt: stamp, updatedAt: stamp }, { create: true })).rejects.toThrow(/conditional/i);
  });

  it('the finalize transaction and the password-tries counters write what the entities write', async () => {
    const { photographerId, sessionId } = ids();
    const e = db().entities;
    const now = new Date().toISOString();
    const link = { photographerId, sessionId, token: 'tok', title: 'Elige', durationDays: 30, active: true, validUntil: now };
    const linkKey = itemKeys.shareLink(photographerId, sessionId);
    const selection = { photographerId, sessionId, version: 1, confirmedAt: now, choices: '{}', lines: '{}', price: '{}', fileNames: '{}' };
    const selectionKey = itemKeys.sessionSelection(photographerId, sessionId, 1);

    await e.shareLink.create(link).go();
    await db()
      .transaction.write(({ shareLink, sessionSelection }) => [
        shareLink.patch({ photographerId, sessionId }).set({ closedAt: now, selectionVersion: 1 }).commit(),
        sessionSelection.create(selection).commit(),
      ])
      .go();
    const [linkByEntity, selectionByEntity] = [await rawItem(linkKey), await rawItem(selectionKey)];
    await Promise.all([deleteRaw(linkKey), deleteRaw(selectionKey)]);

    await e.shareLink.create(link).go();
    const patch = (condition: string, values: Record<string, unknown>) =>
      updateItemInput(
        'shareLink',
        linkKey,
        { photographerId, sessionId },
        { mode: 'patch', set: { closedAt: now, selectionVersion: 1 }, condition: { expression: condition, values } },
        true,
      );
    const outcome = await transact([
      { Update: patch('attribute_not_exists(#closedAt) AND #selectionVersion = :c0', { ':c0': 0 }) },
      { Put: putItemInput('sessionSelection', selectionKey, selection, { create: true }) },
    ]);
    expect(outcome).toEqual({ committed: true });
    expect(withoutTimes(await rawItem(linkKey))).toEqual(withoutTimes(linkByEntity));
    expect(await rawItem(selectionKey)).toEqual(selectionByEntity);
    expect((await e.sessionSelection.get({ photographerId, sessionId, version: 1 }).go()).data).toEqual(selection);
    // The same conditions again: the link is closed now, so the first operation is the one refused.
    const again = await transact([
      { Update: patch('attribute_not_exists(#closedAt) AND #selectionVersion = :c0', { ':c0': 0 }) },
      { Put: putItemInput('sessionSelection', itemKeys.sessionSelection(photographerId, sessionId, 2), { ...selection, version: 2 }, { create: true }) },
    ]);
    expect(again).toEqual({ committed: false, codes: ['ConditionalCheckFailed', 'None'] });

    const linkId = `${photographerId}/${sessionId}`;
    const window = '2026-11-24T04:45:00.000Z';
    const triesKey = itemKeys.galleryPasswordTries(linkId, window);
    await e.galleryPasswordTries.update({ linkKey: linkId, window }).add({ tries: 1 }).set({ expiresAt: 7, lastTryAt: 1234 }).go();
    const triesByEntity = await rawItem(triesKey);
    await deleteRaw(triesKey);
    await updateItem('galleryPasswordTries', triesKey, { linkKey: linkId, window }, { mode: 'upsert', set: { expiresAt: 7, lastTryAt: 1234 }, add: { tries: 1 } }, false);
    expect(await rawItem(triesKey)).toEqual(triesByEntity);
    expect((await e.galleryPasswordTries.get({ linkKey: linkId, window }).go()).data).toEqual({ linkKey: linkId, window, tries: 1, lastTryAt: 1234, expiresAt: 7 });

    const client = '9f86d081884c7d659a2feaa0c55ad015';
    const clientKey = itemKeys.galleryPasswordClientTries(linkId, window, client);
    await e.galleryPasswordClientTries.update({ linkKey: linkId, window, client }).add({ tries: 1 }).set({ expiresAt: 7 }).go();
    const clientTriesByEntity = await rawItem(clientKey);
    await deleteRaw(clientKey);
    await updateItem('galleryPasswordClientTries', clientKey, { linkKey: linkId, window, client }, { mode: 'upsert', set: { expiresAt: 7 }, add: { tries: 1 } }, false);
    expect(await rawItem(clientKey)).toEqual(clientTriesByEntity);
    expect((await e.galleryPasswordClientTries.get({ linkKey: linkId, window, client }).go()).data).toEqual({ linkKey: linkId, window, client, tries: 1, expiresAt: 7 });
  });
});
