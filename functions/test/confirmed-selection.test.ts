// The client's journey between confirmation and delivery (issue 28 points 2 and 4), over HTTP on
// the local stack: the link closed by a confirmation shows the confirmed selection read-only
// (`gallery.confirmedSelection`: a page of its photos with their products and comments, the
// price as stored, when, by whom and how) under the link's other rules (disabled, expired,
// password); a link still open is not a confirmed selection. Every confirmation path stores the
// named viewers' lists the same way: by hand (who confirmed named) and at the deadline (nobody
// named); the extras' payment is in gallery-extras.test.ts. And the page's live refresh of the
// others' lists: `gallery.viewerLists` answers `unchanged` until someone saves.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery, saveGalleryDraft, unlockGallery } from '@fotostudio/shared/contracts/gallery';
import { getConfirmedSelection } from '@fotostudio/shared/contracts/gallery-confirmed';
import { getGalleryViewerLists, nameGalleryViewer } from '@fotostudio/shared/contracts/gallery-viewers';
import { createShareLink, listSessionSelections, setShareLinkStatus, updateShareLink } from '@fotostudio/shared/contracts/share-links';
import { db } from '../src/data/database.js';
import { runSelectionDeadlines } from '../src/gallery/selection-deadline.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings } from './support/billing.js';
import { basePackage, productBody } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createTestSession, storeImage } from './support/sessions.js';

type Product = { productId: string; variantId: string; quantity: number };
const choicesOf = (imageIds: string[], products: Record<string, Product[]> = {}, comments: Record<string, string> = {}) => ({
  images: imageIds.map((imageId) => ({ imageId, products: products[imageId] ?? [], comment: comments[imageId] ?? null })),
  additionalProducts: [],
  fullGallerySelected: false,
  generalComment: null,
});
const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });
const HOUR = 3_600_000;

describe('the confirmed selection, read-only, and the named viewers of every confirmation', () => {
  let user: TestUser;
  let clientId: string;
  let packageId: string;
  let print: Omit<Product, 'quantity'>;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });

  /** A session with `images` ready photos and its link, and the holder's calls on it. */
  const sharedSession = async (images: number, link: Record<string, unknown> = {}) => {
    const { sessionId } = await createTestSession(user.accessToken, { title: `Boda ${randomUUID().slice(0, 6)}` }, { clientId, packageId });
    const imageIds: string[] = [];
    for (let i = 0; i < images; i += 1) imageIds.push((await storeImage(user.sub, sessionId, { fileName: `IMG_${i}.png` })).imageId);
    const created = responseOf(createShareLink, await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elegid', durationDays: 30, ...link })).link;
    const at = (path: string) => path.replace('{linkKey}', created.token);
    const holder = {
      viewerOf: async (name: string) => responseOf(nameGalleryViewer, await callApi({ method: 'PUT', path: at(nameGalleryViewer.path), body: { name } })).viewer.viewerId,
      save: (viewer: string, choices: unknown) => callApi({ method: 'PUT', path: at(saveGalleryDraft.path), body: choices, query: { viewer } }),
      confirm: (viewer: string, choices: unknown) => callApi({ method: 'POST', path: at(finalizeGallery.path), body: choices, query: { viewer } }),
      lists: (since?: string) => callApi({ method: 'GET', path: at(getGalleryViewerLists.path), query: since ? { since } : {} }),
      confirmed: (query: Record<string, string> = {}, pass?: string) =>
        callApi({ method: 'GET', path: at(getConfirmedSelection.path), query, headers: pass ? { 'x-gallery-pass': pass } : {} }),
    };
    return { sessionId, imageIds, link: created, holder };
  };
  const versionsOf = async (sessionId: string) => (await db().entities.sessionSelection.query.bySession({ photographerId: user.sub, sessionId }).go({ pages: 'all' })).data;
  const namesOfLists = (viewers: string | undefined) => (JSON.parse(viewers ?? '[]') as { name: string; choices: { images: { imageId: string }[] } }[]).map((list) => [list.name, list.choices.images.map((image) => image.imageId)]);

  beforeAll(async () => {
    user = await createPhotographer('confirmed-selection');
    await completeBillingSettings(user.accessToken);
    expect((await api('PUT', '/api/me', { businessName: 'Estudio Sal' })).status).toBe(200);
    const product = responseOf(createProduct, await api('POST', '/api/products', productBody('Copia 13x18'))).product;
    print = { productId: product.productId, variantId: product.variants[0]?.variantId ?? '' };
    // Ten photos included: nothing to pay, so the deadline may confirm a draft as it stands.
    const created = await api('POST', '/api/packages', { ...basePackage, includedPhotos: 10, extraPhotoPriceCents: 700, forSaleProductIds: [product.productId], deadlineAction: 'confirmDraft' });
    packageId = responseOf(createPackage, created).package.packageId;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Ana', lastName: 'Ruiz', emails: { primary: `ana-${randomUUID().slice(0, 6)}@example.com` } });
    clientId = responseOf(createContact, client).contact.contactId;
  });

  it('shows the selection confirmed by hand, a page at a time, with its products, comments, price, date and who confirmed, under the link’s rules', async () => {
    const { sessionId, imageIds, holder } = await sharedSession(6);
    const [a, b, c, d, e] = imageIds as [string, string, string, string, string];
    const ana = await holder.viewerOf('Ana');
    const luis = await holder.viewerOf('Luis');
    expect((await holder.save(ana, choicesOf([e, a, c], { [c]: [{ ...print, quantity: 2 }] }, { [a]: 'Esta en grande' }))).status).toBe(200);
    expect((await holder.save(luis, choicesOf([b, d, a]))).status).toBe(200);
    // Still open: there is no confirmed selection to show.
    expect(refusal(await holder.confirmed())).toEqual({ status: 409, code: 'gallery.selection_not_confirmed' });

    const union = choicesOf([e, a, c, b, d], { [c]: [{ ...print, quantity: 2 }] }, { [a]: 'Esta en grande' });
    const confirmed = await holder.confirm(luis, union);
    expect(confirmed.status, confirmed.text).toBe(201);
    const { price, confirmedAt } = responseOf(finalizeGallery, confirmed);

    // The first page of two, in gallery order, each photo with what was asked of it.
    const first = responseOf(getConfirmedSelection, await holder.confirmed({ limit: '2' })).selection;
    expect(first).toMatchObject({ title: 'Elegid', version: 1, confirmedAt, confirmedHow: 'client', confirmedBy: 'Luis', viewers: ['Ana', 'Luis'], price, fullGallerySelected: false });
    expect(first.branding.businessName).toBe('Estudio Sal');
    expect(first.photos.total).toBe(5);
    expect(first.photos.images.map((image) => [image.imageId, image.fileName, image.comment])).toEqual([
      [a, 'IMG_0.png', 'Esta en grande'],
      [b, 'IMG_1.png', null],
    ]);
    const rest = await Promise.all(['2', '4'].map(async (offset) => responseOf(getConfirmedSelection, await holder.confirmed({ offset, limit: '2' })).selection.photos));
    expect(rest.map((page) => [page.offset, page.images.map((image) => image.imageId)])).toEqual([
      [2, [c, d]],
      [4, [e]],
    ]);
    expect(rest[0]?.images[0]?.products).toEqual([{ productName: 'Copia 13x18', variantName: expect.any(String), variantValue: expect.any(String), quantity: 2 }]);
    // The photographer's view of the same version: the lists and who confirmed.
    const [version] = responseOf(listSessionSelections, await api('GET', `/api/sessions/${sessionId}/selections`)).selections;
    expect(version?.confirmedBy).toBe('Luis');

    // The link's rules stand: disabled, then expired, the confirmed selection is not shown.
    responseOf(setShareLinkStatus, await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: false }));
    expect(refusal(await holder.confirmed())).toEqual({ status: 403, code: 'gallery.link_disabled' });
    responseOf(setShareLinkStatus, await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: true }));
    expect((await holder.confirmed()).status).toBe(200);
    const key = { photographerId: user.sub, sessionId };
    const { data: link } = await db().entities.shareLink.get(key).go({ consistent: true });
    await db().entities.shareLink.patch(key).set({ validUntil: new Date(Date.now() - HOUR).toISOString() }).go();
    expect(refusal(await holder.confirmed())).toEqual({ status: 410, code: 'gallery.link_expired' });
    await db().entities.shareLink.patch(key).set({ validUntil: link?.validUntil ?? '' }).go();
    // The gallery itself stays closed; the read-only view is the link's page now.
    expect(refusal(await callApi({ method: 'GET', path: `/api/gallery/${link?.token ?? ''}` }))).toEqual({ status: 410, code: 'gallery.link_closed' });
  }, 120_000);

  it('asks a protected link’s password before the confirmed selection', async () => {
    const { imageIds, link, holder } = await sharedSession(2, { password: 'secreto1' });
    const pass = responseOf(unlockGallery, await callApi({ method: 'POST', path: `/api/gallery/${link.token}/unlock`, body: { password: 'secreto1' } })).pass;
    // Without the pass the gallery asks for it, as before the confirmation.
    expect(refusal(await callApi({ method: 'GET', path: `/api/gallery/${link.token}` }))).toEqual({ status: 401, code: 'gallery.password_required' });
    const confirmed = await callApi({ method: 'POST', path: `/api/gallery/${link.token}/finalize`, body: choicesOf(imageIds), headers: { 'x-gallery-pass': pass } });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(refusal(await holder.confirmed())).toEqual({ status: 401, code: 'gallery.password_required' });
    const shown = responseOf(getConfirmedSelection, await holder.confirmed({}, pass)).selection;
    expect([shown.confirmedHow, shown.confirmedBy, shown.viewers, shown.photos.total]).toEqual(['client', null, [], 2]);
  }, 60_000);

  it('stores the named viewers’ lists when the deadline confirms the draft, and shows it as confirmed at the deadline', async () => {
    const { sessionId, imageIds, holder } = await sharedSession(3);
    const [a, b, c] = imageIds as [string, string, string];
    const ana = await holder.viewerOf('Ana');
    const luis = await holder.viewerOf('Luis');
    expect((await holder.save(ana, choicesOf([a, b]))).status).toBe(200);
    expect((await holder.save(luis, choicesOf([c]))).status).toBe(200);
    const soon = new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000).toISOString();
    responseOf(updateShareLink, await api('PATCH', `/api/sessions/${sessionId}/share-link`, { selectionDeadline: soon }));

    const run = await runSelectionDeadlines({ now: new Date(Date.parse(soon) + 60_000) });
    expect(run.confirmed).toBeGreaterThanOrEqual(1);
    const [version] = await versionsOf(sessionId);
    expect(namesOfLists(version?.viewers)).toEqual([
      ['Ana', [a, b]],
      ['Luis', [c]],
    ]);
    // Nobody pressed the button.
    expect(version?.confirmedBy).toBeUndefined();
    const shown = responseOf(getConfirmedSelection, await holder.confirmed()).selection;
    expect([shown.confirmedHow, shown.confirmedBy, shown.viewers, shown.photos.images.map((image) => image.imageId)]).toEqual(['deadline', null, ['Ana', 'Luis'], [a, b, c]]);
  }, 120_000);

  it('answers the others’ lists for the live refresh, unchanged until someone saves', async () => {
    const { imageIds, holder } = await sharedSession(2);
    const [a, b] = imageIds as [string, string];
    const ana = await holder.viewerOf('Ana');
    const luis = await holder.viewerOf('Luis');
    const before = responseOf(getGalleryViewerLists, await holder.lists());
    if (before.unchanged) throw new Error('a first read is never unchanged');
    const since = before.savedAt ?? '';
    expect(responseOf(getGalleryViewerLists, await holder.lists(since))).toEqual({ unchanged: true, savedAt: since });
    expect((await holder.save(luis, choicesOf([b]))).status).toBe(200);
    const after = responseOf(getGalleryViewerLists, await holder.lists(since));
    if (after.unchanged) throw new Error('Luis saved: the lists changed');
    expect(after.viewers.map((list) => [list.viewerId, list.choices.images.map((image) => image.imageId)])).toEqual([
      [ana, []],
      [luis, [b]],
    ]);
    expect(after.savedAt).not.toBe(since);
    // Ana's own save moves it too: the page reads the lists again and keeps its own list as it has it.
    expect((await holder.save(ana, choicesOf([a]))).status).toBe(200);
    expect(responseOf(getGalleryViewerLists, await holder.lists(after.savedAt ?? '')).unchanged).toBe(false);
  }, 60_000);
});
