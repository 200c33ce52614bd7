import { beforeAll, describe, expect, it } from 'vitest';
import { putMe } from '@fotostudio/shared/contracts/account';
import { createUpload } from '@fotostudio/shared/contracts/media';
import { callApi, errorCodeOf, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { PNG, postFile } from './support/uploads.js';
import { randomUUID } from 'node:crypto';

describe('settings', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('settings');
  });

  it('changes only what the request names and keeps the rest', async () => {
    const answer = await callApi({
      method: 'PUT',
      path: '/api/me/settings',
      token: user.accessToken,
      body: { appearance: 'dark', preferences: { currency: 'JPY' }, notifications: { storageAlerts: { email: false } } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      settings: {
        appearance: 'dark',
        preferences: { language: 'es', currency: 'JPY', dateFormat: 'DD/MM/YYYY', timezone: 'Europe/Madrid' },
        notifications: { storageAlerts: { app: true, email: false }, clientSelections: { app: true, email: true } },
      },
    });
    const again = await callApi({ method: 'GET', path: '/api/me', token: user.accessToken });
    expect(again.body).toMatchObject({ settings: { appearance: 'dark', preferences: { currency: 'JPY' } } });
  });

  it('states the subscription: the free Hobby plan in its 14-day trial from the account creation, nothing charged', async () => {
    const answer = await callApi({ method: 'GET', path: '/api/me', token: user.accessToken });
    const body = answer.body as { photographer: { createdAt: string }; subscription: Record<string, unknown> };
    expect(body.subscription).toEqual({
      plan: 'hobby',
      monthlyPriceCents: 0,
      status: 'trialing',
      billingPeriod: 'monthly',
      trialEndsAt: new Date(Date.parse(body.photographer.createdAt) + 14 * 86_400_000).toISOString(),
      cancelAtPeriodEnd: false,
      nextRenewalAt: new Date(Date.parse(body.photographer.createdAt) + 14 * 86_400_000).toISOString(),
      chargingEnabled: false,
    });
  });

  it('keeps both of two settings changed at the same moment', async () => {
    const change = (body: unknown) => callApi({ method: 'PUT', path: '/api/me/settings', token: user.accessToken, body });
    await Promise.all([
      change({ preferences: { timezone: 'Asia/Tokyo' } }),
      change({ preferences: { dateFormat: 'YYYY-MM-DD' } }),
      change({ notifications: { sessionArchiving: { app: false } } }),
    ]);
    const after = await callApi({ method: 'GET', path: '/api/me', token: user.accessToken });
    expect(after.body).toMatchObject({
      settings: {
        preferences: { timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD' },
        notifications: { sessionArchiving: { app: false, email: true } },
      },
    });
  });

  it('refuses a time zone outside the 19 of the spec', async () => {
    const answer = await callApi({
      method: 'PUT',
      path: '/api/me/settings',
      token: user.accessToken,
      body: { preferences: { timezone: 'Europe/Lisbon' } },
    });
    expect(answer.status).toBe(400);
    expect(errorCodeOf(answer)).toBe('general.validation');
  });
});

describe('onboarding', () => {
  it('completes once the profile has both the photographer and the business name', async () => {
    const user = await createPhotographer('onboarding');
    const put = (body: unknown) => callApi({ method: 'PUT', path: '/api/me', token: user.accessToken, body });
    expect((await put({ name: 'Marta' })).body).toMatchObject({ photographer: { onboardingCompleted: false } });
    expect((await put({ businessName: 'Estudio Marta' })).body).toMatchObject({ photographer: { onboardingCompleted: true } });
    expect((await put({ businessName: null })).body).toMatchObject({ photographer: { onboardingCompleted: true } });
  });
});

describe('profile formats', () => {
  it('refuses an invalid tax id, website or phone with its catalogue code and saves nothing', async () => {
    const user = await createPhotographer('formats');
    const put = (body: unknown) => callApi({ method: 'PUT', path: '/api/me', token: user.accessToken, body });
    const refused = await put({ taxId: '12345678A', businessName: 'No se guarda' });
    expect(refused.status).toBe(400);
    expect(errorCodeOf(refused)).toBe('tax_id.wrong_letter');
    expect(errorCodeOf(await put({ taxId: 'I12345674' }))).toBe('tax_id.invalid_organisation');
    expect(errorCodeOf(await put({ website: 'mi estudio' }))).toBe('profile.website_invalid');
    expect(errorCodeOf(await put({ phone: '+34 600 abc 000' }))).toBe('profile.phone_invalid');
    const unchanged = await callApi({ method: 'GET', path: '/api/me', token: user.accessToken });
    expect(unchanged.body).toMatchObject({ photographer: { taxId: null, businessName: null } });

    const saved = await put({ taxId: 'b-8606 6214', website: 'www.estudio.es', phone: '+34 600 000 000' });
    expect(saved.body).toMatchObject({ photographer: { taxId: 'B86066214', website: 'www.estudio.es', phone: '+34 600 000 000' } });
  });

  it('keeps the gallery accent colour as #rrggbb in lower case, refuses anything else, and clears it with null', async () => {
    const user = await createPhotographer('accent');
    const put = (body: unknown) => callApi({ method: 'PUT', path: '/api/me', token: user.accessToken, body });
    expect((await callApi({ method: 'GET', path: '/api/me', token: user.accessToken })).body).toMatchObject({ photographer: { accentColor: null } });
    for (const bad of ['red', '#fff', 'javascript:alert(1)', '#12345z']) {
      const refused = await put({ accentColor: bad });
      expect(refused.status, bad).toBe(400);
      expect(errorCodeOf(refused), bad).toBe('profile.accent_color_invalid');
    }
    expect((await put({ accentColor: '#1F6FEB' })).body).toMatchObject({ photographer: { accentColor: '#1f6feb' } });
    expect((await callApi({ method: 'GET', path: '/api/me', token: user.accessToken })).body).toMatchObject({ photographer: { accentColor: '#1f6feb' } });
    expect((await put({ accentColor: null })).body).toMatchObject({ photographer: { accentColor: null } });
  });
});

describe('business slug', () => {
  let ana: TestUser;
  let bea: TestUser;
  const slug = `estudio-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    [ana, bea] = await Promise.all([createPhotographer('slug-ana'), createPhotographer('slug-bea')]);
  });
  const setSlug = (user: TestUser, businessSlug: string | null) =>
    callApi({ method: 'PUT', path: '/api/me', token: user.accessToken, body: { businessSlug } });

  it('is stored lower-cased and unique across photographers', async () => {
    const mine = await setSlug(ana, slug.toUpperCase());
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ photographer: { businessSlug: slug } });

    const taken = await setSlug(bea, slug);
    expect(taken.status).toBe(409);
    expect(errorCodeOf(taken)).toBe('profile.slug_taken');
    const beaNow = await callApi({ method: 'GET', path: '/api/me', token: bea.accessToken });
    expect(beaNow.body).toMatchObject({ photographer: { businessSlug: null } });
  });

  it("refuses the app's own path segments and malformed slugs", async () => {
    for (const reserved of ['dashboard', 'auth', 'api', 'media']) {
      const answer = await setSlug(bea, reserved);
      expect(errorCodeOf(answer), reserved).toBe('profile.slug_reserved');
    }
    expect(errorCodeOf(await setSlug(bea, 'no spaces!'))).toBe('profile.slug_invalid');
  });

  it('releases the old slug when it changes, so another photographer can take it', async () => {
    const renamed = await setSlug(ana, `${slug}-2`);
    expect(renamed.status).toBe(200);
    const taken = await setSlug(bea, slug);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ photographer: { businessSlug: slug } });
  });

  it('gives the slug to exactly one of two photographers racing for it', async () => {
    const contested = `carrera-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all([setSlug(ana, contested), setSlug(bea, contested)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('profile photo upload', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('photo');
  });

  const presign = (body: unknown) => callApi({ method: 'POST', path: '/api/uploads', token: user.accessToken, body });

  it('uploads straight to storage, then shows the photo through a signed media URL', async () => {
    const presigned = await presign({ purpose: 'profilePhoto', contentType: 'image/png', sizeBytes: PNG.length });
    const upload = responseOf(createUpload, presigned);
    expect(upload.key).toMatch(new RegExp(`^originals/${user.sub}/profile/photo-[\\w-]+\\.png$`));

    const stored = await postFile(upload, PNG, 'image/png');
    expect(stored.status).toBeLessThan(300);

    // The image function checks the bytes first; until then the answer is upload.not_ready.
    const saved = await eventually(async () => {
      const answer = await callApi({ method: 'PUT', path: '/api/me', token: user.accessToken, body: { photoKey: upload.key } });
      return errorCodeOf(answer) === 'upload.not_ready' ? undefined : answer;
    });
    const { photoUrl } = responseOf(putMe, saved).photographer;
    expect(photoUrl).toContain('/media/originals/');
    expect(photoUrl).toContain('Signature=');
    const image = await fetch(photoUrl ?? '');
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const unsigned = await fetch((photoUrl ?? '').split('?')[0] ?? '');
    expect(unsigned.status).toBe(403);
  });

  it('refuses types and sizes the spec does not allow, before anything is uploaded', async () => {
    const gif = await presign({ purpose: 'profilePhoto', contentType: 'image/gif', sizeBytes: 100 });
    expect(errorCodeOf(gif)).toBe('upload.type_not_allowed');
    const big = await presign({ purpose: 'businessLogo', contentType: 'image/png', sizeBytes: 5 * 1024 * 1024 + 1 });
    expect(errorCodeOf(big)).toBe('upload.size_exceeded');
  });

  it('lets storage refuse a file larger than the signed policy allows', async () => {
    const presigned = await presign({ purpose: 'businessLogo', contentType: 'image/png', sizeBytes: 1000 });
    const upload = responseOf(createUpload, presigned);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const stored = await postFile(upload, tooBig, 'image/png');
    expect(stored.status).toBe(400);
  });

  it("refuses a key that is not the caller's own upload", async () => {
    const other = await callApi({
      method: 'PUT',
      path: '/api/me',
      token: user.accessToken,
      body: { logoKey: `originals/${randomUUID()}/profile/logo-x.png` },
    });
    expect(other.status).toBe(400);
    expect(errorCodeOf(other)).toBe('upload.not_found');
  });
});
