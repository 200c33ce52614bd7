// The import's limits hold at the API, not only in the browser: a request body above 5 MB
// is 413 crm.import_too_large (checked by the route before parsing, in bytes), above the
// gateway's 6 MB it is 413 general.payload_too_large, and a file of more than 5,000
// records is crm.import_too_many, before any record is looked at. Nothing is written.
import { listContacts } from '@fotostudio/shared/contracts/crm';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_RECORDS } from '@fotostudio/shared/contracts/crm-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

const record = (i: number) => ({ first_name: `Límite${i}`, emails: { primary: `limite${i}@example.com` } });

/** `{"contacts":[…]}` padded with JSON whitespace (or a filler field) to exactly `bytes` bytes. */
const bodyOfBytes = (contacts: unknown[], bytes: number, filler: 'space' | 'ñ' = 'space'): string => {
  const json = JSON.stringify({ contacts });
  if (filler === 'space') return json.slice(0, -1) + ' '.repeat(bytes - Buffer.byteLength(json)) + '}';
  const prefix = `${json.slice(0, -1)},"filler":"`;
  const room = bytes - Buffer.byteLength(prefix) - 2;
  return `${prefix}${'ñ'.repeat(Math.floor(room / 2))}${room % 2 ? 'n' : ''}"}`;
};

describe('crm: import limits at the API', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('crm-import-limits');
  });
  const post = (body: string): Promise<ApiAnswer> => callApi({ method: 'POST', path: '/api/contacts/import', token: user.accessToken, body });
  const leads = async () => responseOf(listContacts, await callApi({ method: 'GET', path: '/api/contacts', token: user.accessToken, query: { type: 'lead' } })).totalCount;

  it('refuses a body one byte over 5 MB with 413 crm.import_too_large', async () => {
    const answer = await post(bodyOfBytes([record(1)], IMPORT_MAX_FILE_BYTES + 1));
    expect(answer.status, answer.text).toBe(413);
    expect(errorCodeOf(answer)).toBe('crm.import_too_large');
    expect(await leads()).toBe(0);
  });

  it('counts bytes, not characters', async () => {
    const body = bodyOfBytes([record(1)], IMPORT_MAX_FILE_BYTES + 2, 'ñ');
    expect(body.length).toBeLessThan(IMPORT_MAX_FILE_BYTES);
    const answer = await post(body);
    expect(answer.status, answer.text).toBe(413);
    expect(errorCodeOf(answer)).toBe('crm.import_too_large');
  });

  it('accepts a body of exactly 5 MB', async () => {
    const answer = await post(bodyOfBytes([record(1)], IMPORT_MAX_FILE_BYTES));
    expect(answer.status, answer.text).toBe(201);
    expect(await leads()).toBe(1);
  });

  it("leaves a body over Lambda's 6 MB to the gateway: 413 general.payload_too_large", async () => {
    const response = await fetch(new URL('/api/contacts/import', baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
      body: Buffer.from(bodyOfBytes([record(1)], 6 * 1024 * 1024 + 1)),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'general.payload_too_large' } });
  });

  it(`refuses ${IMPORT_MAX_RECORDS + 1} records with crm.import_too_many, before checking any of them`, async () => {
    const before = await leads();
    const many = Array.from({ length: IMPORT_MAX_RECORDS + 1 }, (_, i) => record(i));
    const answer = await post(JSON.stringify({ contacts: many }));
    expect(answer.status, answer.text).toBe(400);
    expect(errorCodeOf(answer)).toBe('crm.import_too_many');
    const withBadRecord = await post(JSON.stringify({ contacts: [{ first_name: '' }, ...many.slice(1)] }));
    expect(errorCodeOf(withBadRecord)).toBe('crm.import_too_many');
    expect(await leads()).toBe(before);
  });
});
