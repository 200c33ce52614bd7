// The gallery's look (issue 28 point 1), over the local stack: a session that never chose one
// reads as the look before the choice (justified rows, light, system font, the first photo as
// cover), also when its stored values are unknown; the photographer's choice of cover, layout,
// theme and typeface reaches the client's gallery; a cover that is not a ready photo of the
// session is refused; and the studio's brand is answered for a link in any state (its
// password, closed and expired pages), never for a key that names no link.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { getGallery, getGalleryBrand } from '@fotostudio/shared/contracts/gallery';
import { getSession, updateSession } from '@fotostudio/shared/contracts/sessions';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { DEFAULT_GALLERY_LOOK } from '@fotostudio/shared/gallery/gallery-look';
import { db } from '../src/data/database.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { createTestSession, storeImage } from './support/sessions.js';

describe('the gallery look of a session', () => {
  let user: TestUser;
  let packageId: string;
  let clientId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const holder = (path: string) => callApi({ method: 'GET', path: `/api/gallery/${path}` });
  const refusal = (answer: ApiAnswer) => ({ status: answer.status, code: errorCodeOf(answer) });

  const sharedSession = async (images: number, link: Record<string, unknown> = {}) => {
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Boda de Ana' }, { clientId, packageId });
    const imageIds: string[] = [];
    for (let i = 0; i < images; i += 1) imageIds.push((await storeImage(user.sub, sessionId, { fileName: `IMG_${i}.png` })).imageId);
    const answer = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige tus fotos', durationDays: 30, ...link });
    expect(answer.status, answer.text).toBe(201);
    return { sessionId, imageIds, link: responseOf(createShareLink, answer).link };
  };

  beforeAll(async () => {
    user = await createPhotographer('gallery-look');
    const me = await api('PUT', '/api/me', { businessName: 'Estudio Luz', website: 'https://luz.example.com', phone: '+34 600 000 000', accentColor: '#7a3e9d' });
    expect(me.status, me.text).toBe(200);
    const pkg = await api('POST', '/api/packages', basePackage);
    expect(pkg.status, pkg.text).toBe(201);
    packageId = responseOf(createPackage, pkg).package.packageId;
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Ana', lastName: 'Ruiz', emails: { primary: 'ana@example.com' } });
    expect(client.status, client.text).toBe(201);
    clientId = responseOf(createContact, client).contact.contactId;
  });

  it('reads a session that never chose a look, or holds values no longer offered, as the look before the choice', async () => {
    const { sessionId, imageIds, link } = await sharedSession(2);
    const detail = responseOf(getSession, await api('GET', `/api/sessions/${sessionId}`));
    expect(detail.session).toMatchObject({ coverImageId: imageIds[0], galleryLook: DEFAULT_GALLERY_LOOK });
    const { gallery } = responseOf(getGallery, await holder(link.token));
    expect(gallery.look).toEqual({ layout: 'masonry', theme: 'light', font: 'system' });
    expect(gallery.cover?.imageId).toBe(imageIds[0]);

    await db().entities.session.patch({ photographerId: user.sub, sessionId }).set({ galleryLayout: 'carousel', galleryTheme: 'sepia', galleryFont: 'comic' }).go();
    expect(responseOf(getGallery, await holder(link.token)).gallery.look).toEqual(DEFAULT_GALLERY_LOOK);
  });

  it('shows the client the cover, layout, theme and typeface the photographer chose', async () => {
    const { sessionId, imageIds, link } = await sharedSession(3);
    const look = { layout: 'grid', theme: 'dark', font: 'playfair' } as const;
    const answer = await api('PATCH', `/api/sessions/${sessionId}`, { coverImageId: imageIds[2], galleryLook: look });
    expect(answer.status, answer.text).toBe(200);
    expect(responseOf(updateSession, answer).session).toMatchObject({ coverImageId: imageIds[2], galleryLook: look });
    const { gallery } = responseOf(getGallery, await holder(link.token));
    expect(gallery.look).toEqual(look);
    expect(gallery.cover).toMatchObject({ imageId: imageIds[2], fileName: 'IMG_2.png' });
    // The cover is served under the gallery's own signature, like every photo of it.
    const cover = gallery.cover;
    expect((await fetch(`${gallery.media.base}${gallery.media.renditions.grid.path}/${cover?.folder}${gallery.media.renditions.grid.query}`)).status).toBe(200);
    // The session's list cover follows the choice.
    const { data } = await db().entities.session.get({ photographerId: user.sub, sessionId }).go({ consistent: true });
    expect(data?.coverKey).toContain(imageIds[2]);
  });

  it('refuses a cover that is not a ready photo of the session, and changes nothing', async () => {
    const { sessionId, imageIds } = await sharedSession(1);
    const other = await sharedSession(1);
    const pending = await storeImage(user.sub, sessionId, { status: 'pending' });
    for (const coverImageId of [pending.imageId, other.imageIds[0]]) {
      expect(refusal(await api('PATCH', `/api/sessions/${sessionId}`, { coverImageId, galleryLook: { layout: 'grid', theme: 'dark', font: 'josefin' } }))).toEqual({
        status: 409,
        code: 'sessions.cover_not_ready',
      });
    }
    const detail = responseOf(getSession, await api('GET', `/api/sessions/${sessionId}`));
    expect(detail.session).toMatchObject({ coverImageId: imageIds[0], galleryLook: DEFAULT_GALLERY_LOOK });
    expect(refusal(await api('PATCH', `/api/sessions/${sessionId}`, { galleryLook: { layout: 'grid', theme: 'dark', font: 'comic' } })).status).toBe(400);
  });

  it('answers the studio’s brand for a link in any state, and nothing for a key that names no link', async () => {
    const brand = { businessName: 'Estudio Luz', website: 'https://luz.example.com', email: user.email, phone: '+34 600 000 000', accentColor: '#7a3e9d' };
    const open = await sharedSession(1);
    expect(responseOf(getGalleryBrand, await holder(`${open.link.token}/brand`)).branding).toMatchObject(brand);

    const protectedLink = await sharedSession(1, { password: 'secreto-123' });
    expect(refusal(await holder(protectedLink.link.token))).toEqual({ status: 401, code: 'gallery.password_required' });
    expect(responseOf(getGalleryBrand, await holder(`${protectedLink.link.token}/brand`)).branding).toMatchObject(brand);

    expect((await api('POST', `/api/sessions/${open.sessionId}/share-link/status`, { active: false })).status).toBe(200);
    expect(refusal(await holder(open.link.token))).toEqual({ status: 403, code: 'gallery.link_disabled' });
    expect(responseOf(getGalleryBrand, await holder(`${open.link.token}/brand`)).branding).toMatchObject(brand);

    await db().entities.shareLink.patch({ photographerId: user.sub, sessionId: open.sessionId }).set({ active: true, validUntil: new Date(Date.now() - 1000).toISOString() }).go();
    expect(refusal(await holder(open.link.token))).toEqual({ status: 410, code: 'gallery.link_expired' });
    expect((await holder(`${open.link.token}/brand`)).status).toBe(200);

    expect(refusal(await holder('aaaaaaaaaaaaaaaaaaaaaaaaaa/brand'))).toEqual({ status: 404, code: 'gallery.link_invalid' });
  });
});
