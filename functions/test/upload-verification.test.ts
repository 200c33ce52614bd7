// An upload becomes a profile photo, logo or product image only once the image function
// has checked its bytes: a file whose bytes are not the image it claims (PNG bytes sent
// as JPEG, garbage sent as PNG) is refused with upload.rejected and never attached; one
// not checked yet is upload.not_ready (409, the web app waits and retries); a checked one works.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { DomainError } from '../src/lib/errors.js';
import { mapError } from '../src/lib/http/error-response.js';
import { checkOwnedUpload } from '../src/media/owned-upload.js';
import { getMe } from '@fotostudio/shared/contracts/account';
import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { createProduct, getProduct } from '@fotostudio/shared/contracts/catalog';
import { createUpload, type PresignedUpload as Presigned } from '@fotostudio/shared/contracts/media';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GARBAGE = Buffer.from('<html><script>alert(1)</script></html>'.repeat(4));

type Purpose = 'profilePhoto' | 'businessLogo' | 'productImage';

describe('uploads are attached only once their bytes are verified', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('upload-verify');
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });

  const recordOf = async (key: string) => (await db().entities.upload.get({ photographerId: user.sub, objectKey: key }).go({ consistent: true })).data ?? undefined;
  const postFile = async ({ url, fields }: Presigned, contentType: string, bytes: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: contentType }), 'file');
    expect((await fetch(url, { method: 'POST', body: form })).status).toBeLessThan(300);
  };
  /** Presigns, posts the bytes to storage and waits until the image function recorded its verdict. */
  const upload = async (purpose: Purpose, contentType: string, bytes: Buffer): Promise<{ key: string; status: string; presigned: Presigned }> => {
    const answer = await api('POST', '/api/uploads', { purpose, contentType, sizeBytes: bytes.length });
    const presigned = responseOf(createUpload, answer);
    await postFile(presigned, contentType, bytes);
    const record = await eventually(() => recordOf(presigned.key));
    return { key: presigned.key, status: record.status, presigned };
  };
  const profile = async () => responseOf(getMe, await api('GET', '/api/me')).photographer;
  const profileLogoUrl = async () => (await profile()).logoUrl;
  const newProduct = (imageKey: string) => api('POST', '/api/products', { name: `Con foto ${randomUUID().slice(0, 4)}`, imageKey, usageType: 'both', variants: [] });

  it('refuses PNG bytes declared as JPEG, for the photo, the logo and a product', async () => {
    for (const purpose of ['profilePhoto', 'businessLogo', 'productImage'] as const) {
      const { key, status } = await upload(purpose, 'image/jpeg', PNG);
      expect(status).toBe('rejected');
      const answer =
        purpose === 'productImage' ? await newProduct(key) : await api('PUT', '/api/me', purpose === 'profilePhoto' ? { photoKey: key } : { logoKey: key });
      expect(answer.status, answer.text).toBe(400);
      expect(errorCodeOf(answer)).toBe('upload.rejected');
    }
    expect(await profile()).toMatchObject({ photoKey: null, logoKey: null, photoUrl: null });
  });

  it('refuses garbage declared as PNG, also when it replaces a product image', async () => {
    const good = await upload('productImage', 'image/png', PNG);
    const created = await newProduct(good.key);
    const { productId } = responseOf(createProduct, created).product;
    const bad = await upload('productImage', 'image/png', GARBAGE);
    expect(bad.status).toBe('rejected');
    const replaced = await api('PUT', `/api/products/${productId}`, { name: 'Con foto', imageKey: bad.key, usageType: 'both', variants: [] });
    expect(errorCodeOf(replaced)).toBe('upload.rejected');
    const product = responseOf(getProduct, await api('GET', `/api/products/${productId}`));
    expect(product.product.imageKey).toBe(good.key);
  });

  it('answers upload.not_ready (409) for a stored file the image function has not checked yet', async () => {
    const key = `originals/${user.sub}/profile/photo-${randomUUID()}.png`;
    const refused = await checkOwnedUpload(user.sub, 'profilePhoto', key, { objectExists: async () => true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('upload.not_ready');
    expect(mapError(refused, errorStatus).status).toBe(409);
    // Through the API, a key with no file behind it at all is not found.
    expect(errorCodeOf(await api('PUT', '/api/me', { photoKey: key }))).toBe('upload.not_found');
  });

  it('attaches a verified image and serves it', async () => {
    const { key, status } = await upload('profilePhoto', 'image/png', PNG);
    expect(status).toBe('received');
    const saved = await api('PUT', '/api/me', { photoKey: key });
    expect(saved.status, saved.text).toBe(200);
    const { photoUrl } = await profile();
    expect(photoUrl).toContain(key);
    const image = await fetch(photoUrl ?? '');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('stops serving an attached image whose file is replaced by one the image function refuses', async () => {
    const { key, presigned } = await upload('businessLogo', 'image/png', PNG);
    expect((await api('PUT', '/api/me', { logoKey: key })).status).toBe(200);
    expect((await profileLogoUrl())).toContain(key);
    // The same signed form, used again within its window, with bytes that are not a PNG.
    await postFile(presigned, 'image/png', GARBAGE);
    await eventually(async () => ((await recordOf(key))?.status === 'rejected' ? true : undefined));
    expect(await profileLogoUrl()).toBeNull();
  });
});
