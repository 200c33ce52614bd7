// The client gallery behind a share link, over the local stack: the photographer makes the
// link through the API, the holder reads the gallery, saves a draft, prices and confirms once
// (50 concurrent confirmations: exactly one wins), the photographer lists the versions and
// reopens; disabled, expired, closed, archived and protected links are refused with their codes.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createComment, createPackage, createProduct } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { galleryChoices, getGallery, priceGallery, saveGalleryDraft, unlockGallery } from '@fotostudio/shared/contracts/gallery';
import {
  createShareLink,
  extendShareLink,
  listSessionSelections,
  reopenSessionSelection,
  updateShareLink,
} from '@fotostudio/shared/contracts/share-links';
import { db } from '../src/data/database.js';
import { finalizeSelection } from '../src/gallery/holder/finalize.js';
import { readSession } from '../src/gallery/holder/gallery-items.js';
import type { Holder } from '../src/gallery/holder/holder-access.js';
import { readShareLink } from '../src/share-links/share-links.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { basePackage, productBody } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { mediaBucket, objectExists, s3 } from './support/storage.js';
import { imageManifestKey, sessionPrefixes } from '../src/media/object-keys.js';
import { PutObjectCommand } from '@aws-sdk/client-s3';

type Json = Record<string, unknown>;

const choicesOf = (imageIds: string[], extra: Json = {}) => ({
  images: imageIds.map((imageId) => ({ imageId, products: [], comment: null })),
  additionalProducts: [],
  fullGallerySelected: false,
  generalComment: null,
  ...extra,
});

describe('the client gallery of a share link', () => {
  let user: TestUser;
  let packageId: string;
  let clientId: string;
  let productId: string;
  let variantId: string;
  /** A product of the catalog that the package neither includes nor offers for sale, as a choice. */
  let notOffered: { productId: string; variantId: string; quantity: number };
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const holder = (method: string, path: string, body?: unknown, pass?: string) =>
    callApi({ method, path: `/api/gallery/${path}`, body, headers: pass ? { 'x-gallery-pass': pass } : {} });
  const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });

  /** A session with ready images and its link, made through the photographer's API. */
  const sharedSession = async (images = 3, link: Json = {}) => {
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Boda de Ana' }, { clientId, packageId });
    const stored = [];
    for (let i = 0; i < images; i += 1) stored.push(await storeImage(user.sub, sessionId, { fileName: `IMG_${i}.png` }));
    const answer = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige tus fotos', durationDays: 30, ...link });
    return { sessionId, imageIds: stored.map((image) => image.imageId), link: responseOf(createShareLink, answer).link };
  };

  beforeAll(async () => {
    user = await createPhotographer('gallery-holder');
    expect((await api('PUT', '/api/me', { businessName: 'Estudio Luz', website: 'https://luz.example.com' })).status).toBe(200);
    const product = await api('POST', '/api/products', productBody('Lámina'));
    expect(product.status, product.text).toBe(201);
    ({ productId, variants: [{ variantId } = { variantId: '' }] } = responseOf(createProduct, product).product);
    const canvas = responseOf(createProduct, await api('POST', '/api/products', productBody('Lienzo'))).product;
    notOffered = { productId: canvas.productId, variantId: canvas.variants[0]?.variantId ?? '', quantity: 1 };
    const pkg = await api('POST', '/api/packages', { ...basePackage, includedPhotos: 1, extraPhotoPriceCents: 700, forSaleProductIds: [productId] });
    expect(pkg.status, pkg.text).toBe(201);
    packageId = responseOf(createPackage, pkg).package.packageId;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Ana', lastName: 'Ruiz', emails: { primary: 'ana@example.com' } });
    expect(client.status, client.text).toBe(201);
    clientId = responseOf(createContact, client).contact.contactId;
  });

  it('refuses a link for a session without ready images', async () => {
    const { sessionId } = await createTestSession(user.accessToken, {}, { clientId, packageId });
    const answer = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'x', durationDays: 5 });
    expect(refusal(answer)).toEqual({ status: 409, code: 'share.session_has_no_images' });
  });

  it('shows the gallery: branding, terms, ready images under one signature, no draft yet', async () => {
    const { sessionId, imageIds, link } = await sharedSession(2);
    await storeImage(user.sub, sessionId, { status: 'pending' });
    expect(link).toMatchObject({ status: 'active', hasPassword: false });
    expect(link.token).toMatch(/^[a-z2-7]{26}$/);
    const answer = await holder('GET', link.token);
    const { gallery } = responseOf(getGallery, answer);
    expect(gallery).toMatchObject({
      title: 'Elige tus fotos',
      branding: { businessName: 'Estudio Luz', website: 'https://luz.example.com', email: user.email, accentColor: null },
      session: { title: 'Boda de Ana', clientFirstName: 'Ana' },
      terms: { priceCents: basePackage.priceCents, includedPhotos: 1, extraPhotoPriceCents: 700 },
      watermark: false,
      draft: null,
    });
    type Rendition = (typeof gallery.media.renditions)['thumb'];
    const { media } = gallery;
    expect(media.base).toMatch(new RegExp(`/media/g/${user.sub}/${sessionId}/[0-9a-f]{24}/[0-9]+/$`));
    expect(Object.fromEntries(Object.entries(media.renditions).map(([name, r]) => [name, r.path]))).toEqual({ thumb: 't', grid: 'g', preview: 'p' });
    // One signature per class: each names only its own class.
    expect(new Set(Object.values(media.renditions).map((r) => r.query)).size).toBe(3);
    expect(gallery.images.map((i) => i.imageId).sort()).toEqual([...imageIds].sort());
    // The signature opens a file of the gallery, and only through its own class.
    const first = gallery.images[0];
    const url = (rendition: Rendition, folder = first?.folder, query = rendition.query) => `${media.base}${rendition.path}/${folder}${query}`;
    expect((await fetch(url(media.renditions.thumb))).status).toBe(200);
    expect((await fetch(url(media.renditions.grid, first?.folder, media.renditions.thumb.query))).status).toBe(403);
    // A new ready image moves the session's revision: the list follows, under a new bound.
    const added = await storeImage(user.sub, sessionId);
    // The signatures handed out before it do not cover it.
    expect((await fetch(url(media.renditions.thumb, `${added.imageId}.png`))).status).toBe(403);
    const again = responseOf(getGallery, await holder('GET', link.token));
    expect(again.gallery.images.map((i) => i.imageId)).toContain(added.imageId);
    const newer = again.gallery.media;
    expect((await fetch(`${newer.base}t/${added.imageId}.png${newer.renditions.thumb.query}`)).status).toBe(200);
  });

  it('saves the draft, refuses images of another session, prices with the records', async () => {
    const { imageIds, link } = await sharedSession(3);
    const other = await sharedSession(1);
    const draft = choicesOf(imageIds.slice(0, 2), { generalComment: 'Gracias' });
    const saved = await holder('PUT', `${link.token}/draft`, draft);
    const gallery = responseOf(getGallery, await holder('GET', link.token));
    expect(gallery.gallery.draft).toEqual(draft);
    expect(gallery.gallery.draftSavedAt).toBe(responseOf(saveGalleryDraft, saved).savedAt);
    for (const foreign of [other.imageIds[0] ?? '', randomUUID()]) {
      expect(refusal(await holder('PUT', `${link.token}/draft`, choicesOf([foreign])))).toEqual({ status: 400, code: 'gallery.image_not_in_session' });
      expect(refusal(await holder('POST', `${link.token}/price`, choicesOf([foreign])))).toEqual({ status: 400, code: 'gallery.image_not_in_session' });
    }
    const stillSaved = responseOf(getGallery, await holder('GET', link.token));
    expect(stillSaved.gallery.draft).toEqual(draft);
    const priced = await holder('POST', `${link.token}/price`, {
      ...choicesOf(imageIds),
      additionalProducts: [{ productId, variantId, quantity: 2 }],
    });
    expect(responseOf(priceGallery, priced).price).toMatchObject({
      basePriceCents: basePackage.priceCents,
      extraPhotosCount: 2,
      extraImagesPriceCents: 1400,
      additionalProductsPriceCents: 18000,
      totalPriceCents: basePackage.priceCents + 1400 + 18000,
    });
    expect(refusal(await holder('POST', `${link.token}/price`, choicesOf(imageIds, { fullGallerySelected: true })))).toEqual({
      status: 400,
      code: 'gallery.full_gallery_unavailable',
    });
  });

  it('offers only the products the package includes or marks for sale, and refuses a choice of any other', async () => {
    const { imageIds, link } = await sharedSession(2);
    const { gallery } = responseOf(getGallery, await holder('GET', link.token));
    expect(gallery.products.map((p) => p.productId)).toEqual([productId]);
    expect(gallery.terms.forSaleProductIds).toEqual([productId]);
    const onImage = choicesOf(imageIds, { images: [{ imageId: imageIds[0], products: [notOffered], comment: null }] });
    const asExtra = { ...choicesOf(imageIds), additionalProducts: [notOffered] };
    for (const choices of [onImage, asExtra]) {
      expect(refusal(await holder('POST', `${link.token}/price`, choices))).toEqual({ status: 400, code: 'gallery.product_not_offered' });
      expect(refusal(await holder('POST', `${link.token}/finalize`, choices))).toEqual({ status: 400, code: 'gallery.product_not_offered' });
    }
    // Refused, the link stays open.
    expect((await holder('GET', link.token)).status).toBe(200);
  });

  it('confirms once under 50 concurrent confirmations, then the link is closed until reopened', async () => {
    const { sessionId, imageIds, link } = await sharedSession(2);
    expect(refusal(await holder('POST', `${link.token}/finalize`, choicesOf([])))).toEqual({ status: 400, code: 'gallery.no_images_selected' });
    const body = { ...choicesOf(imageIds), additionalProducts: [{ productId, variantId, quantity: 1 }] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => holder('POST', `${link.token}/finalize`, body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && errorCodeOf(a) === 'gallery.already_confirmed')).toHaveLength(49);
    const { data } = await db().collections.session({ photographerId: user.sub, sessionId }).go({ pages: 'all', consistent: true });
    expect(data.sessionSelection.map((s) => s.version)).toEqual([1]);
    expect(data.session[0]).toMatchObject({ status: 'selected', hasSelection: true });
    expect(data.shareLink[0]?.closedAt).toBeDefined();

    // Closed: it reads nothing and writes nothing.
    const closed = { status: 410, code: 'gallery.link_closed' };
    expect(refusal(await holder('GET', link.token))).toEqual(closed);
    expect(refusal(await holder('PUT', `${link.token}/draft`, choicesOf(imageIds.slice(0, 1))))).toEqual(closed);
    expect(refusal(await holder('POST', `${link.token}/finalize`, body))).toEqual({ status: 409, code: 'gallery.already_confirmed' });

    // The photographer is told, and reads the version with names and prices as confirmed.
    const mail = await eventually(async () => (await mailsTo(user.email)).find((m) => m.subject.includes('Boda de Ana')));
    expect(mail.subject).toMatch(/^Selección confirmada/);
    const listed = await api('GET', `/api/sessions/${sessionId}/selections`);
    expect(listed.status, listed.text).toBe(200);
    const [version] = responseOf(listSessionSelections, listed).selections;
    expect(version).toMatchObject({
      version: 1,
      fullGallerySelected: false,
      additionalProducts: [{ productId, variantId, productName: 'Lámina', variantValue: '20x20', quantity: 1, unitPriceCents: 9000 }],
    });
    const images = version?.images ?? [];
    expect(images.map((i) => i.imageId)).toEqual(imageIds);
    expect(images.every((i) => i.thumbUrl?.includes('/thumb.webp?'))).toBe(true);

    // Reopened: open again with the confirmed choices as the draft; the next confirmation is version 2.
    const reopened = await api('POST', `/api/sessions/${sessionId}/selections/reopen`);
    expect(responseOf(reopenSessionSelection, reopened).link.status).toBe('active');
    expect(refusal(await api('POST', `/api/sessions/${sessionId}/selections/reopen`))).toEqual({ status: 409, code: 'share.not_confirmed' });
    const gallery = responseOf(getGallery, await holder('GET', link.token));
    expect(gallery.gallery.draft).toEqual(body);
    expect((await holder('POST', `${link.token}/finalize`, choicesOf(imageIds.slice(0, 1)))).status).toBe(201);
    const versions = responseOf(listSessionSelections, await api('GET', `/api/sessions/${sessionId}/selections`));
    expect(versions.selections.map((s) => s.version)).toEqual([2, 1]);
  });

  it('confirms at the instant it is given: the link is expired from its validUntil on, and the stored confirmation carries that instant', async () => {
    const { sessionId, imageIds, link } = await sharedSession(1);
    const [stored, session] = await Promise.all([readShareLink(user.sub, sessionId), readSession(user.sub, sessionId, { consistent: true })]);
    if (!stored || !session) throw new Error('the shared session was not stored');
    const holderOfLink: Holder = { photographerId: user.sub, sessionId, link: stored, session };
    const choices = galleryChoices.parse(choicesOf(imageIds));
    const expiry = Date.parse(link.validUntil);
    await expect(finalizeSelection(holderOfLink, choices, new Date(expiry))).rejects.toMatchObject({ code: 'gallery.link_expired' });

    const lastMoment = new Date(expiry - 1);
    const confirmation = await finalizeSelection(holderOfLink, choices, lastMoment);
    expect(confirmation).toMatchObject({ version: 1, confirmedAt: lastMoment.toISOString() });
    const { data } = await db().collections.session({ photographerId: user.sub, sessionId }).go({ pages: 'all', consistent: true });
    expect(data.shareLink[0]?.closedAt).toBe(lastMoment.toISOString());
    expect(data.sessionSelection.map((s) => [s.version, s.confirmedAt])).toEqual([[1, lastMoment.toISOString()]]);
  });

  it('refuses disabled, expired, archived and replaced links; activating an expired one needs an extension', async () => {
    const { sessionId, imageIds, link } = await sharedSession(1);
    const draft = choicesOf(imageIds);
    expect((await holder('PUT', `${link.token}/draft`, draft)).status).toBe(200);
    const tryAll = async (expected: { status: number; code: string }) => {
      expect(refusal(await holder('GET', link.token))).toEqual(expected);
      expect(refusal(await holder('PUT', `${link.token}/draft`, choicesOf([])))).toEqual(expected);
      expect(refusal(await holder('POST', `${link.token}/price`, draft))).toEqual(expected);
      expect(refusal(await holder('POST', `${link.token}/finalize`, draft))).toEqual(expected);
    };
    expect((await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: false })).status).toBe(200);
    await tryAll({ status: 403, code: 'gallery.link_disabled' });
    expect((await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: true })).status).toBe(200);

    await db().entities.shareLink.patch({ photographerId: user.sub, sessionId }).set({ validUntil: new Date(Date.now() - 1000).toISOString() }).go();
    await tryAll({ status: 410, code: 'gallery.link_expired' });
    expect(refusal(await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: true }))).toEqual({ status: 409, code: 'share.expired' });
    const extended = await api('POST', `/api/sessions/${sessionId}/share-link/extend`, { days: 10 });
    const validUntil = Date.parse(responseOf(extendShareLink, extended).link.validUntil);
    expect(Math.abs(validUntil - (Date.now() + 10 * 86_400_000))).toBeLessThan(60_000);
    expect((await holder('GET', link.token)).status).toBe(200);

    expect((await api('POST', `/api/sessions/${sessionId}/archive`)).status).toBe(200);
    await tryAll({ status: 403, code: 'gallery.link_disabled' });
    expect((await api('POST', `/api/sessions/${sessionId}/restore`)).status).toBe(200);

    const regenerated = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Otra', durationDays: 3 });
    const { token } = responseOf(createShareLink, regenerated).link;
    await tryAll({ status: 404, code: 'gallery.link_invalid' });
    expect((await holder('GET', token)).status).toBe(200);
    const { data } = await db().entities.galleryDraft.get({ photographerId: user.sub, sessionId }).go({ consistent: true });
    expect(JSON.parse(data?.choices ?? 'null')).toEqual(draft);
  });

  it('keeps custom URLs unique, fills the message from a comment and counts its use', async () => {
    const customUrl = `boda-${randomUUID().slice(0, 8)}`;
    const first = await sharedSession(1, { customUrl });
    expect(first.link.customUrl).toBe(customUrl);
    expect((await holder('GET', customUrl)).status).toBe(200);
    const second = await sharedSession(1);
    expect(refusal(await api('PATCH', `/api/sessions/${second.sessionId}/share-link`, { customUrl }))).toEqual({ status: 409, code: 'share.custom_url_taken' });

    const comment = await api('POST', '/api/comments', { title: 'Bienvenida', text: 'Hola, elige tus favoritas' });
    const { commentId } = responseOf(createComment, comment).comment;
    const linkRefs = async () => (await db().entities.defaultComment.get({ photographerId: user.sub, commentId }).go({ consistent: true })).data?.linkRefs;
    const moved = await api('PATCH', `/api/sessions/${first.sessionId}/share-link`, { customUrl: `${customUrl}-2`, commentId });
    expect(responseOf(updateShareLink, moved).link).toMatchObject({ message: 'Hola, elige tus favoritas', commentId, customUrl: `${customUrl}-2` });
    expect(await linkRefs()).toBe(1);
    expect(refusal(await api('DELETE', `/api/comments/${commentId}`))).toEqual({ status: 409, code: 'catalog.comment_in_use' });
    // The old custom URL is free again and opens nothing.
    expect(refusal(await holder('GET', customUrl))).toEqual({ status: 404, code: 'gallery.link_invalid' });
    expect((await api('PATCH', `/api/sessions/${second.sessionId}/share-link`, { customUrl })).status).toBe(200);
    expect((await api('PATCH', `/api/sessions/${first.sessionId}/share-link`, { message: 'Texto propio' })).status).toBe(200);
    expect(await linkRefs()).toBe(0);
  });

  it('asks for the password of a protected link, hands out a pass and limits the tries', async () => {
    const { sessionId, link } = await sharedSession(1, { password: 'secreto1' });
    expect(link.hasPassword).toBe(true);
    expect(JSON.stringify(link)).not.toContain('secreto1');
    expect(refusal(await holder('GET', link.token))).toEqual({ status: 401, code: 'gallery.password_required' });
    expect(refusal(await holder('GET', link.token, undefined, 'forged.pass'))).toEqual({ status: 401, code: 'gallery.password_required' });
    expect(refusal(await holder('POST', `${link.token}/unlock`, { password: 'otro' }))).toEqual({ status: 401, code: 'gallery.password_wrong' });
    const unlocked = await holder('POST', `${link.token}/unlock`, { password: 'secreto1' });
    const { pass } = responseOf(unlockGallery, unlocked);
    expect((await holder('GET', link.token, undefined, pass)).status).toBe(200);
    // A changed password ends the passes handed out for the old one.
    expect((await api('PATCH', `/api/sessions/${sessionId}/share-link`, { password: 'secreto2' })).status).toBe(200);
    expect(refusal(await holder('GET', link.token, undefined, pass))).toEqual({ status: 401, code: 'gallery.password_required' });
    // Ten tries per client (this one address) per window, two used above: the eleventh is refused even when right.
    for (let i = 0; i < 8; i += 1) expect(refusal(await holder('POST', `${link.token}/unlock`, { password: `mal${i}` })).code).toBe('gallery.password_wrong');
    expect(refusal(await holder('POST', `${link.token}/unlock`, { password: 'secreto2' }))).toEqual({ status: 429, code: 'gallery.password_rate_limited' });
  });

  it('deleting the session removes its link, draft, selections, key items, clean renditions and manifest', async () => {
    const customUrl = `borrar-${randomUUID().slice(0, 8)}`;
    const { sessionId, imageIds, link } = await sharedSession(1, { customUrl });
    expect((await holder('POST', `${link.token}/finalize`, choicesOf(imageIds))).status).toBe(201);
    const [, , clean] = sessionPrefixes(user.sub, sessionId);
    const cleanKey = `${clean}${imageIds[0]}.png/preview.webp`;
    await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: cleanKey, Body: 'x' }));
    // The session's manifest of ready images, written by the table stream.
    const manifestKey = imageManifestKey(user.sub, sessionId);
    await eventually(async () => ((await objectExists(manifestKey)) ? true : undefined), 60_000);
    expect((await api('DELETE', `/api/sessions/${sessionId}`)).status).toBe(200);
    const { data } = await db().collections.session({ photographerId: user.sub, sessionId }).go({ pages: 'all', consistent: true });
    expect([data.shareLink, data.galleryDraft, data.sessionSelection].map((items) => items.length)).toEqual([0, 0, 0]);
    for (const key of [link.token, customUrl]) expect((await db().entities.shareLinkKey.get({ linkKey: key }).go()).data, key).toBeNull();
    expect(await objectExists(cleanKey)).toBe(false);
    expect(await objectExists(manifestKey)).toBe(false);
    // The custom URL is free for another session.
    expect((await sharedSession(1, { customUrl })).link.customUrl).toBe(customUrl);
  });
});
