import { errorStatus } from '@fotostudio/shared/errors/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAccount } from '../src/account/photographer-account.js';
import { callApi, errorCodeOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

describe('HTTP API through the local gateway', () => {
  let lucia: TestUser;

  beforeAll(async () => {
    lucia = await createPhotographer('lucia');
  });

  it('answers the public health check with the database state', async () => {
    const answer = await callApi({ method: 'GET', path: '/api/health' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('refuses /api/me without a token, and with a forged one, with 401 auth.unauthorized', async () => {
    const missing = await callApi({ method: 'GET', path: '/api/me' });
    expect(missing.status).toBe(401);
    expect(errorCodeOf(missing)).toBe('auth.unauthorized');

    const [header, , signature] = lucia.accessToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'someone-else', token_use: 'access' })).toString('base64url');
    const forged = await callApi({ method: 'GET', path: '/api/me', token: `${header}.${forgedPayload}.${signature}` });
    expect(forged.status).toBe(401);
    expect(errorCodeOf(forged)).toBe('auth.unauthorized');

    const idTokenInstead = await callApi({ method: 'GET', path: '/api/me', token: lucia.idToken });
    expect(idTokenInstead.status).toBe(401);
  });

  it('answers an unknown route with 404 and a known path with the wrong method with 405', async () => {
    const unknown = await callApi({ method: 'GET', path: '/api/no-such-thing' });
    expect(unknown.status).toBe(404);
    expect(errorCodeOf(unknown)).toBe('general.route_not_found');

    const wrongMethod = await callApi({ method: 'DELETE', path: '/api/me', token: lucia.accessToken });
    expect(wrongMethod.status).toBe(405);
    expect(errorCodeOf(wrongMethod)).toBe('general.method_not_allowed');
  });

  it('returns the profile created at confirmation, with the default settings row', async () => {
    const answer = await callApi({ method: 'GET', path: '/api/me', token: lucia.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      photographer: { id: lucia.sub, email: lucia.email, name: null, onboardingCompleted: false },
      settings: {
        appearance: 'light',
        preferences: { language: 'es', currency: 'EUR', dateFormat: 'DD/MM/YYYY', timezone: 'Europe/Madrid' },
      },
    });
    // Only contract fields leave the API: no key attributes, no ElectroDB bookkeeping.
    expect(answer.text).not.toMatch(/"(pk|sk|__edb_e__|__edb_v__)"/);
  });

  it('updates the profile: set fields change, null clears, absent fields stay', async () => {
    const first = await callApi({
      method: 'PUT',
      path: '/api/me',
      token: lucia.accessToken,
      body: { name: 'Lucía Martín', businessName: 'Estudio Lucía', city: 'Sevilla' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ photographer: { name: 'Lucía Martín', businessName: 'Estudio Lucía', city: 'Sevilla' } });

    const second = await callApi({ method: 'PUT', path: '/api/me', token: lucia.accessToken, body: { city: null } });
    expect(second.body).toMatchObject({ photographer: { name: 'Lucía Martín', businessName: 'Estudio Lucía', city: null } });

    const stored = await readAccount(lucia.sub);
    expect(stored.photographer?.name).toBe('Lucía Martín');
    expect(stored.photographer?.city).toBeUndefined();
  });

  it('gives 400 with a catalogue code for malformed JSON, wrong types, unknown fields and non-JSON bodies', async () => {
    const malformed = await callApi({ method: 'PUT', path: '/api/me', token: lucia.accessToken, body: '{"name": "Lu' });
    expect(malformed.status).toBe(400);
    expect(errorCodeOf(malformed)).toBe('general.malformed_json');

    const wrongType = await callApi({ method: 'PUT', path: '/api/me', token: lucia.accessToken, body: { name: 42 } });
    expect(wrongType.status).toBe(400);
    expect(errorCodeOf(wrongType)).toBe('general.validation');
    expect(wrongType.body).toMatchObject({ error: { issues: [{ path: 'name' }] } });

    const unknownField = await callApi({ method: 'PUT', path: '/api/me', token: lucia.accessToken, body: { email: 'x@y.z' } });
    expect(unknownField.status).toBe(400);

    const notJson = await callApi({
      method: 'PUT',
      path: '/api/me',
      token: lucia.accessToken,
      body: 'name=Lucia',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    expect(errorCodeOf(notJson)).toBe('general.unsupported_media_type');
    expect(Object.keys(errorStatus)).toContain(errorCodeOf(notJson));
  });
});
