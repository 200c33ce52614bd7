// Named viewers on one link (issue 28 point 2), over HTTP on the local stack: two people name
// themselves on one link and keep their own lists; the gallery answers each list and their
// union (a photo both chose once, products at the larger quantity); the union is priced once,
// held to a package's hard limit and confirmed by either of them (a stale union is refused);
// the photographer sees each list and the union; a viewer of one link names nothing on another.
// And the data migration: a draft saved before named viewers becomes the first person's list.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery, getGallery, priceGallery, saveGalleryDraft } from '@fotostudio/shared/contracts/gallery';
import { nameGalleryViewer } from '@fotostudio/shared/contracts/gallery-viewers';
import { createShareLink, listSessionSelections } from '@fotostudio/shared/contracts/share-links';
import { FIRST_VIEWER_ID } from '@fotostudio/shared/gallery/viewer-lists';
import { ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { DATA_MIGRATIONS } from '../src/data-migrations.js';
import { giveDraftsViewerLists } from '../src/gallery/viewer-list-migration.js';
import { dynamoDocumentClient } from '../src/lib/aws-clients.js';
import { appConfig } from '../src/lib/config.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings } from './support/billing.js';
import { basePackage, productBody } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { fixtureItems } from './support/main-table-fixture.js';

type Product = { productId: string; variantId: string; quantity: number };
const choicesOf = (imageIds: string[], products: Record<string, Product[]> = {}) => ({
  images: imageIds.map((imageId) => ({ imageId, products: products[imageId] ?? [], comment: null })),
  additionalProducts: [],
  fullGallerySelected: false,
  generalComment: null,
});
const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });

describe('named viewers on one link', () => {
  let user: TestUser;
  let clientId: string;
  let paidExtras: string;
  let hardLimit: string;
  let print: Omit<Product, 'quantity'>;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  /** A session of `packageId` with `images` ready photos and its link; the holder's calls on it. */
  const sharedSession = async (packageId: string, images = 4) => {
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Boda de Ana y Luis' }, { clientId, packageId });
    const imageIds: string[] = [];
    for (let i = 0; i < images; i += 1) imageIds.push((await storeImage(user.sub, sessionId, { fileName: `IMG_${i}.png` })).imageId);
    const { link } = responseOf(createShareLink, await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elegid', durationDays: 30 }));
    const at = (path: string) => path.replace('{linkKey}', link.token);
    const holder = {
      name: (name: string, viewerId?: string) => callApi({ method: 'PUT', path: at(nameGalleryViewer.path), body: { name, ...(viewerId ? { viewerId } : {}) } }),
      viewerOf: async (name: string) => responseOf(nameGalleryViewer, await holder.name(name)).viewer.viewerId,
      save: (viewer: string | undefined, choices: unknown) => callApi({ method: 'PUT', path: at(saveGalleryDraft.path), body: choices, query: viewer ? { viewer } : {} }),
      gallery: async () => responseOf(getGallery, await callApi({ method: 'GET', path: at(getGallery.path) })).gallery,
      price: (choices: unknown) => callApi({ method: 'POST', path: at(priceGallery.path), body: choices }),
      confirm: (viewer: string | undefined, choices: unknown) => callApi({ method: 'POST', path: at(finalizeGallery.path), body: choices, query: viewer ? { viewer } : {} }),
    };
    return { sessionId, imageIds, holder };
  };

  beforeAll(async () => {
    user = await createPhotographer('named-viewers');
    await completeBillingSettings(user.accessToken);
    const product = responseOf(createProduct, await api('POST', '/api/products', productBody('Copia 13x18'))).product;
    print = { productId: product.productId, variantId: product.variants[0]?.variantId ?? '' };
    const extras = await api('POST', '/api/packages', { ...basePackage, includedPhotos: 1, extraPhotoPriceCents: 700, forSaleProductIds: [product.productId] });
    paidExtras = responseOf(createPackage, extras).package.packageId;
    const limited = await api('POST', '/api/packages', { ...basePackage, includedPhotos: 2, extraPhotoPriceCents: 700, selectionRule: 'hardLimit' });
    hardLimit = responseOf(createPackage, limited).package.packageId;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Ana', lastName: 'Ruiz', emails: { primary: 'ana@example.com' } });
    clientId = responseOf(createContact, client).contact.contactId;
  });

  it('keeps two viewers’ own lists, answers their union priced once, and either confirms it', async () => {
    const { sessionId, imageIds, holder } = await sharedSession(paidExtras);
    const [a, b, c] = imageIds as [string, string, string];
    const ana = await holder.viewerOf('Ana');
    const luis = await holder.viewerOf('Luis');
    expect(luis).not.toBe(ana);
    // The same name (case and accents aside) is the same person: no second list.
    expect(await holder.viewerOf('  ana ')).toBe(ana);

    expect((await holder.save(ana, choicesOf([a, b], { [b]: [{ ...print, quantity: 1 }] }))).status).toBe(200);
    expect((await holder.save(luis, choicesOf([b, c], { [b]: [{ ...print, quantity: 2 }] }))).status).toBe(200);

    const gallery = await holder.gallery();
    expect(gallery.viewers.map((list) => [list.name, list.choices.images.map((image) => image.imageId)])).toEqual([
      ['Ana', [a, b]],
      ['Luis', [b, c]],
    ]);
    // The union: b once, its print at the larger quantity (2, not 3).
    expect(gallery.draft?.images).toEqual([
      { imageId: a, products: [], comment: null },
      { imageId: b, products: [{ ...print, quantity: 2 }], comment: null },
      { imageId: c, products: [], comment: null },
    ]);
    expect(gallery.selectedCount).toBe(3);
    const union = gallery.draft;
    if (!union) throw new Error('no union');
    // Priced once: three photos, one included, two extras at 7 €.
    const { price } = responseOf(priceGallery, await holder.price(union));
    expect({ extra: price.extraPhotosCount, cents: price.extraImagesPriceCents }).toEqual({ extra: 2, cents: 1400 });

    // Confirming one person's list alone is not confirming the union.
    expect(refusal(await holder.confirm(ana, choicesOf([a, b], { [b]: [{ ...print, quantity: 1 }] })))).toEqual({ status: 409, code: 'gallery.selection_changed' });
    // Luis confirms the union.
    const confirmed = await holder.confirm(luis, union);
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(responseOf(finalizeGallery, confirmed).price.extraPhotosCount).toBe(2);

    // The photographer sees each list and the union (what exports are made of).
    const { selections } = responseOf(listSessionSelections, await api('GET', `/api/sessions/${sessionId}/selections`));
    const [version] = selections;
    expect(version?.images.map((image) => image.fileName)).toEqual(['IMG_0.png', 'IMG_1.png', 'IMG_2.png']);
    expect(version?.viewers.map((list) => [list.name, list.imageIds])).toEqual([
      ['Ana', [a, b]],
      ['Luis', [b, c]],
    ]);
    expect(version?.confirmedBy).toBe('Luis');
  });

  it('refuses a union confirmed while another list moved on, and confirms the union as it is then', async () => {
    const { imageIds, holder } = await sharedSession(paidExtras);
    const [a, b, c] = imageIds as [string, string, string];
    const ana = await holder.viewerOf('Ana');
    const luis = await holder.viewerOf('Luis');
    await holder.save(ana, choicesOf([a]));
    await holder.save(luis, choicesOf([b]));
    const read = (await holder.gallery()).draft;
    // Luis adds a photo after Ana read the union.
    await holder.save(luis, choicesOf([b, c]));
    expect(refusal(await holder.confirm(ana, read))).toEqual({ status: 409, code: 'gallery.selection_changed' });
    const now = (await holder.gallery()).draft;
    expect(now?.images.map((image) => image.imageId)).toEqual([a, b, c]);
    expect((await holder.confirm(ana, now)).status).toBe(201);
  });

  it('holds the package’s hard limit on the union, not on each list', async () => {
    const { imageIds, holder } = await sharedSession(hardLimit);
    const [a, b, c] = imageIds as [string, string, string];
    const ana = await holder.viewerOf('Ana');
    const luis = await holder.viewerOf('Luis');
    // Each list is within the limit of 2; their union (3 photos) is not.
    await holder.save(ana, choicesOf([a, b]));
    await holder.save(luis, choicesOf([b, c]));
    const union = (await holder.gallery()).draft;
    expect(union?.images).toHaveLength(3);
    expect(refusal(await holder.price(union))).toEqual({ status: 409, code: 'gallery.selection_limit_exceeded' });
    expect(refusal(await holder.confirm(luis, union))).toEqual({ status: 409, code: 'gallery.selection_limit_exceeded' });
    // Luis gives up c: the union is Ana's two photos and confirms.
    await holder.save(luis, choicesOf([b]));
    const within = (await holder.gallery()).draft;
    expect(within?.images.map((image) => image.imageId)).toEqual([a, b]);
    expect((await holder.confirm(luis, within)).status).toBe(201);
  });

  it('names the unnamed first list with the first name typed, and keeps the links apart', async () => {
    const first = await sharedSession(paidExtras, 2);
    const other = await sharedSession(paidExtras, 2);
    const [a, b] = first.imageIds as [string, string];
    // A client who never named themselves saves the link's first list.
    expect((await first.holder.save(undefined, choicesOf([a]))).status).toBe(200);
    expect((await first.holder.gallery()).viewers).toEqual([expect.objectContaining({ viewerId: FIRST_VIEWER_ID, name: '' })]);
    // The first name typed is that person: their list keeps what was chosen.
    const ana = await first.holder.viewerOf('Ana');
    expect(ana).toBe(FIRST_VIEWER_ID);
    const luis = await first.holder.viewerOf('Luis');
    await first.holder.save(luis, choicesOf([b]));
    expect((await first.holder.gallery()).viewers.map((list) => [list.name, list.choices.images.length])).toEqual([
      ['Ana', 1],
      ['Luis', 1],
    ]);
    // A rename to a name another viewer has is refused.
    expect(refusal(await first.holder.name('Ana', luis))).toEqual({ status: 409, code: 'gallery.viewer_name_taken' });

    // Another link knows nothing of this link's viewers.
    const [x] = other.imageIds as [string];
    expect(refusal(await other.holder.save(luis, choicesOf([x])))).toEqual({ status: 404, code: 'gallery.viewer_not_found' });
    expect((await other.holder.gallery()).viewers).toEqual([]);
    // Its own Luis is its own list.
    const otherLuis = await other.holder.viewerOf('Luis');
    expect(otherLuis).not.toBe(luis);
    await other.holder.save(otherLuis, choicesOf([x]));
    expect((await first.holder.gallery()).viewers.find((list) => list.name === 'Luis')?.choices.images.map((image) => image.imageId)).toEqual([b]);
  });
});

describe('the data migration to named viewers’ lists', () => {
  type Item = Record<string, unknown> & { pk: string; sk: string };
  const drafts = fixtureItems()
    .filter((item) => item[ENTITY_NAME_ATTRIBUTE] === 'galleryDraft');
  const readRaw = async ({ pk, sk }: Item): Promise<Item> => {
    const { Item: stored } = await dynamoDocumentClient().send(new GetCommand({ TableName: appConfig().TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }));
    if (!stored) throw new Error(`no item ${pk} ${sk}`);
    return stored as Item;
  };

  it('makes each draft from before the first person’s unnamed list, once', async () => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const item of drafts) {
      expect(item).not.toHaveProperty('viewers');
      await dynamoDocumentClient().send(new PutCommand({ TableName: appConfig().TABLE_NAME, Item: item }));
    }
    // A draft whose choices do not decode (other suites write such items) is left as it is: it never stops the migration.
    const broken: Item = { ...(drafts[0] as Item), pk: `${String(drafts[0]?.pk)}-broken-${Date.now()}`, choices: '{}' };
    await dynamoDocumentClient().send(new PutCommand({ TableName: appConfig().TABLE_NAME, Item: broken }));
    expect(DATA_MIGRATIONS.map((step) => step.id)).toContain('gallery-viewer-lists');
    expect(await giveDraftsViewerLists()).toBeGreaterThanOrEqual(drafts.length);
    expect(await readRaw(broken)).toEqual(broken);
    for (const item of drafts) {
      const stored = await readRaw(item);
      expect(JSON.parse(stored.viewers as string)).toEqual([{ viewerId: FIRST_VIEWER_ID, name: '', choices: JSON.parse(item.choices as string), savedAt: item.savedAt }]);
      // The union stays what was chosen.
      expect(stored.choices).toBe(item.choices);
      expect(stored.savedAt).toBe(item.savedAt);
    }
    // A second run changes nothing of them.
    const before = await Promise.all(drafts.map(readRaw));
    await giveDraftsViewerLists();
    expect(await Promise.all(drafts.map(readRaw))).toEqual(before);
  });
});
