// The CRM search index holds contacts whose indexed fields are all at their contract
// maximum (names and tags of 3-byte characters, a 254-character e-mail, 50 tags): with
// 16 fixed shard items such entries pass DynamoDB's 400 KB item limit after a few hundred
// contacts, so these writes are what proves the index is bounded by construction.
import { beforeAll, describe, expect, it } from 'vitest';
import { createContact, listContacts } from '@fotostudio/shared/contracts/crm';
import { callApi, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

/** A 3-byte UTF-8 character: the most bytes a UTF-16 unit can take. */
const WIDE = '€';
const wide = (prefix: string, length: number) => prefix + WIDE.repeat(length - prefix.length);
/** 50 distinct tags of 50 characters. */
const TAGS = Array.from({ length: 50 }, (_, j) => wide(`t${j}-`, 50));
/** An e-mail of 254 characters, the contract's maximum. */
const longEmail = (n: number) => {
  const local = `w${n}`.padEnd(60, 'a');
  const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.`;
  return `${local}@${domain}${'g'.repeat(254 - local.length - 1 - domain.length)}`;
};

const worstCase = (n: number) => ({
  firstName: wide(`N${String(n).padStart(5, '0')}-`, 100),
  lastName: wide('', 100),
  emails: { primary: longEmail(n) },
  tags: TAGS,
  priority: 'medium',
  status: 'potential',
  source: 'advertising',
});

const IMPORTED = 800;
const FILE = 200;
/** Files of such contacts take DynamoDB Local seconds each on a busy machine. */
const SLOW = 240_000;

describe('crm: search index with worst-case entries', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('crm-capacity');
  });
  const api = (method: string, path: string, body?: unknown, query?: Record<string, string>): Promise<ApiAnswer> =>
    callApi({ method, path, token: user.accessToken, body, query });
  const list = async (query: Record<string, string>) => responseOf(listContacts, await api('GET', '/api/contacts', undefined, query));

  it(`imports ${IMPORTED} contacts whose index entries are at the largest size, and lists and searches them all`, async () => {
    for (let start = 0; start < IMPORTED; start += FILE) {
      const contacts = Array.from({ length: FILE }, (_, i) => {
        const c = worstCase(start + i);
        return { first_name: c.firstName, last_name: c.lastName, emails: c.emails, tags: c.tags, priority: c.priority, status: c.status, source: c.source };
      });
      const answer = await api('POST', '/api/contacts/import', { contacts });
      expect(answer.status, answer.text.slice(0, 300)).toBe(201);
    }
    expect((await list({ type: 'lead' })).totalCount).toBe(IMPORTED);
    expect((await list({ type: 'lead', tag: TAGS[49]?.toUpperCase() ?? '' })).totalCount).toBe(IMPORTED);
    expect((await list({ type: 'lead', search: 'N00417-' })).rows.map((r) => r.firstName)).toEqual([worstCase(417).firstName]);
    expect((await list({ type: 'lead', search: 'W123AAA' })).totalCount).toBe(1);
    expect((await list({ type: 'lead', status: 'potential', priority: 'medium', source: 'advertising' })).totalCount).toBe(IMPORTED);
  }, SLOW);

  it('keeps writing, changing, converting and deleting such contacts one by one', async () => {
    const created: string[] = [];
    for (let n = IMPORTED; n < IMPORTED + 40; n += 1) {
      created.push(responseOf(createContact, await api('POST', '/api/contacts', worstCase(n))).contact.contactId);
    }
    const [first, second, third] = created;
    // A contact first written small grows to the largest entry.
    const small = await api('POST', '/api/contacts', { firstName: 'Pequeño', emails: { primary: 'p@example.com' } });
    const smallId = responseOf(createContact, small).contact.contactId;
    expect((await api('PUT', `/api/contacts/${smallId}`, worstCase(9999))).status).toBe(200);
    expect((await api('PUT', `/api/contacts/${first}`, { ...worstCase(IMPORTED), firstName: 'Renombrado' })).status).toBe(200);
    expect((await api('POST', `/api/contacts/${second}/convert`)).status).toBe(200);
    expect((await api('DELETE', `/api/contacts/${third}`)).status).toBe(200);

    expect((await list({ type: 'lead' })).totalCount).toBe(IMPORTED + 40 + 1 - 2);
    expect((await list({ type: 'client', tag: TAGS[0] ?? '' })).rows.map((r) => r.contactId)).toEqual([second]);
    expect((await list({ type: 'lead', search: 'n09999-' })).rows.map((r) => r.contactId)).toEqual([smallId]);
    expect((await list({ type: 'lead', search: 'renombrado' })).rows.map((r) => r.contactId)).toEqual([first]);
    expect((await list({ type: 'lead', search: 'pequeño' })).totalCount).toBe(0);
  }, SLOW);
});
