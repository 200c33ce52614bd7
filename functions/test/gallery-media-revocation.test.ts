// Media URLs a gallery link handed out stop working at the edge (the local /media/ route runs
// the same CloudFront function over the KeyValueStore stand-in) once the link is deactivated,
// generated again, given a new password or closed by the client's confirmation; the grant
// stays revoked until no URL signed under it can be valid, then leaves the store.
import { GetKeyCommand, CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import '@aws-sdk/signature-v4a';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { grantOf } from '../src/share-links/link-grant.js';
import { REVOCATION_KEEP_SECONDS } from '../src/share-links/grant-revocation.js';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { getGallery } from '@fotostudio/shared/contracts/gallery';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import { callApi, responseOf, type ApiAnswer } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { createTestSession, storeImage } from './support/sessions.js';


const statusOf = async (url: string) => (await fetch(url)).status;

/** Polls the URL until the edge refuses it: the revocation is observable there, nowhere else. */
const refusedEventually = (url: string) =>
  eventually(async () => ((await statusOf(url)) === 403 ? true : undefined), 20_000, 100);

describe('gallery media URLs follow their link', () => {
  let user: TestUser;
  let clientId: string;
  const api = (method: string, path: string, body?: unknown) => callApi({ method, path, token: user.accessToken, body });
  const holder = (method: string, path: string, body?: unknown) => callApi({ method, path: `/api/gallery/${path}`, body });

  const sharedGallery = async (packageOverrides: Record<string, unknown> = {}) => {
    const pkg = await api('POST', '/api/packages', { ...basePackage, ...packageOverrides });
    const { sessionId } = await createTestSession(user.accessToken, {}, { clientId, packageId: responseOf(createPackage, pkg).package.packageId });
    const image = await storeImage(user.sub, sessionId, { fileName: 'IMG_1.png' });
    const created = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Fotos', durationDays: 30 });
    const token = responseOf(createShareLink, created).link.token;
    return { sessionId, image, token };
  };

  const mediaOf = async (token: string) => {
    const answer: ApiAnswer = await holder('GET', token);
    const { media, images } = responseOf(getGallery, answer).gallery;
    const folder = images[0]?.folder ?? '';
    return { media, thumb: `${media.base}${media.renditions.thumb.path}/${folder}${media.renditions.thumb.query}` };
  };

  beforeAll(async () => {
    user = await createPhotographer('gallery-revocation');
    const client = await api('POST', '/api/contacts', { type: 'client', firstName: 'Eva', lastName: 'Gil', emails: { primary: 'eva@example.com' } });
    clientId = responseOf(createContact, client).contact.contactId;
  });

  it('dies when the link is deactivated, and stays dead after it is reactivated', async () => {
    const { sessionId, token } = await sharedGallery();
    const { thumb } = await mediaOf(token);
    expect(await statusOf(thumb)).toBe(200);
    expect((await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: false })).status).toBe(200);
    await refusedEventually(thumb);
    expect((await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: true })).status).toBe(200);
    expect(await statusOf(thumb)).toBe(403);
    // The reactivated link hands out URLs of its own, which work.
    const fresh = await mediaOf(token);
    expect(fresh.thumb).not.toBe(thumb);
    expect(await statusOf(fresh.thumb)).toBe(200);
  });

  it('dies when the link is generated again or gets a new password', async () => {
    const { sessionId, token } = await sharedGallery();
    const { thumb } = await mediaOf(token);
    const again = await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Fotos', durationDays: 30 });
    const newToken = responseOf(createShareLink, again).link.token;
    await refusedEventually(thumb);

    const second = await mediaOf(newToken);
    expect(await statusOf(second.thumb)).toBe(200);
    expect((await api('PATCH', `/api/sessions/${sessionId}/share-link`, { password: 'secreto-1234' })).status).toBe(200);
    await refusedEventually(second.thumb);
  });

  it('dies when the client confirms the selection, and a reopened link hands out new ones', async () => {
    const { sessionId, image, token } = await sharedGallery();
    const { thumb } = await mediaOf(token);
    const choices = { images: [{ imageId: image.imageId, products: [], comment: null }], additionalProducts: [], fullGallerySelected: false, generalComment: null };
    const confirmed = await holder('POST', `${token}/finalize`, choices);
    expect(confirmed.status, confirmed.text).toBe(201);
    await refusedEventually(thumb);
    expect((await api('POST', `/api/sessions/${sessionId}/selections/reopen`)).status).toBe(200);
    expect(await statusOf(thumb)).toBe(403);
    expect(await statusOf((await mediaOf(token)).thumb)).toBe(200);
  });

  it('dies when the session is archived; a restored session hands out new ones', async () => {
    const { sessionId, token } = await sharedGallery();
    const { thumb } = await mediaOf(token);
    expect((await api('POST', `/api/sessions/${sessionId}/archive`)).status).toBe(200);
    await refusedEventually(thumb);
    expect((await api('POST', `/api/sessions/${sessionId}/restore`)).status).toBe(200);
    expect(await statusOf(thumb)).toBe(403);
    expect(await statusOf((await mediaOf(token)).thumb)).toBe(200);
  });

  it('never outlives the link’s own end, and leaves untouched the URLs of other links', async () => {
    const first = await sharedGallery();
    const second = await sharedGallery();
    const shut = await mediaOf(first.token);
    const open = await mediaOf(second.token);
    const validUntil = (await db().entities.shareLink.get({ photographerId: user.sub, sessionId: first.sessionId }).go()).data?.validUntil ?? '';
    expect(Date.parse(shut.media.expiresAt)).toBeLessThanOrEqual(Date.parse(validUntil));
    expect((await api('POST', `/api/sessions/${first.sessionId}/share-link/status`, { active: false })).status).toBe(200);
    await refusedEventually(shut.thumb);
    expect(await statusOf(open.thumb)).toBe(200);
  });

  it('keeps a revoked grant in the edge store until its URLs have all expired, then removes it', async () => {
    const { sessionId, token } = await sharedGallery();
    const { thumb } = await mediaOf(token);
    const { data: before } = await db().entities.shareLink.get({ photographerId: user.sub, sessionId }).go();
    if (!before) throw new Error('no link');
    const grant = grantOf(before);
    expect(thumb).toContain(`/${grant}/`);
    expect((await api('POST', `/api/sessions/${sessionId}/share-link/status`, { active: false })).status).toBe(200);
    await refusedEventually(thumb);
    const revocation = await eventually(async () => (await db().entities.mediaRevocation.get({ photographerId: user.sub, grant }).go()).data ?? undefined);
    expect(revocation.expiresAt - Date.now() / 1000).toBeGreaterThan(REVOCATION_KEEP_SECONDS - 60);

    const kvs = new CloudFrontKeyValueStoreClient({
      endpointProvider: () => ({
        url: new URL(process.env.AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE ?? ''),
        properties: { authSchemes: [{ name: 'sigv4a', signingName: 'cloudfront-keyvaluestore', signingRegion: '*', signingRegionSet: ['*'], properties: {} }] },
      }),
    });
    const KvsARN = process.env.MEDIA_REVOCATIONS_KVS_ARN ?? '';
    expect((await kvs.send(new GetKeyCommand({ KvsARN, Key: grant }))).Value).toBe(String(revocation.expiresAt));
    // As DynamoDB's TTL would: the item goes, and the stream takes the grant out of the store.
    await db().entities.mediaRevocation.delete({ photographerId: user.sub, grant }).go();
    await eventually(async () => {
      try {
        await kvs.send(new GetKeyCommand({ KvsARN, Key: grant }));
        return undefined;
      } catch (error) {
        return error instanceof Error && error.name === 'ResourceNotFoundException' ? true : undefined;
      }
    });
    kvs.destroy();
  });
});
