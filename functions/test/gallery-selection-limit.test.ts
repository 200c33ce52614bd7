// A package's hard limit of selectable photos (issue 28 point 2), over HTTP: the photographer
// sets it on the package; the gallery's price and confirmation refuse a selection beyond it with
// its catalogue code and leave the link open; at the limit the selection is confirmed with no
// extra charged; switching the package back to paid extras prices the same selection again.
import { createPackage, getPackage, updatePackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery, getGallery, priceGallery } from '@fotostudio/shared/contracts/gallery';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { describe, expect, it } from 'vitest';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { completeBillingSettings } from './support/billing.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer } from './support/cognito-users.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const choicesOf = (imageIds: string[]) => ({ images: imageIds.map((imageId) => ({ imageId, products: [] })), additionalProducts: [], fullGallerySelected: false, generalComment: null });

describe("a package's hard limit of selectable photos", () => {
  it('is kept on the package, refused beyond it by the price and the confirmation, and confirmed at it with no extra', async () => {
    const user = await createPhotographer('selection-limit');
    const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
    await completeBillingSettings(user.accessToken);
    const packageBody = { ...basePackage, includedPhotos: 2, extraPhotoPriceCents: 1200, selectionRule: 'hardLimit' };
    const { package: created } = responseOf(createPackage, await api('POST', '/api/packages', packageBody));
    expect(created.selectionRule).toBe('hardLimit');
    const packagePath = getPackage.path.replace('{packageId}', created.packageId);
    expect(responseOf(getPackage, await api('GET', packagePath)).package.selectionRule).toBe('hardLimit');

    const client = responseOf(createContact, await api('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client' }));
    const { sessionId } = await createTestSession(user.accessToken, { title: 'Retrato' }, { clientId: client.contact.contactId, packageId: created.packageId });
    const imageIds: string[] = [];
    for (let i = 0; i < 3; i += 1) imageIds.push((await storeImage(user.sub, sessionId)).imageId);
    const { link } = responseOf(createShareLink, await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige', durationDays: 30 }));
    const gallery = (path: string, body?: unknown) => callApi({ method: body ? 'POST' : 'GET', path: path.replace('{linkKey}', link.token), body });

    // The gallery tells the client the rule.
    expect(responseOf(getGallery, await gallery(getGallery.path)).gallery.terms).toMatchObject({ includedPhotos: 2, selectionRule: 'hardLimit' });
    const three = choicesOf(imageIds);
    for (const path of [priceGallery.path, finalizeGallery.path]) {
      const refused = await gallery(path, three);
      expect([refused.status, errorCodeOf(refused)]).toEqual([409, 'gallery.selection_limit_exceeded']);
    }

    // Back to paid extras, the same three photos price with one extra.
    responseOf(updatePackage, await api('PUT', packagePath, { ...packageBody, selectionRule: 'paidExtras' }));
    const priced = responseOf(priceGallery, await gallery(priceGallery.path, three)).price;
    expect([priced.extraPhotosCount, priced.extraImagesPriceCents]).toEqual([1, 1200]);

    // Limited again: two photos are confirmed, no extra charged; the link was open until then.
    responseOf(updatePackage, await api('PUT', packagePath, packageBody));
    const confirmed = responseOf(finalizeGallery, await gallery(finalizeGallery.path, choicesOf(imageIds.slice(0, 2))));
    expect([confirmed.price.extraPhotosCount, confirmed.price.totalPriceCents]).toEqual([0, basePackage.priceCents]);
  }, 60_000);
});
