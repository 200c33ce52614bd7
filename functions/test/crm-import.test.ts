import { beforeAll, describe, expect, it } from 'vitest';
import { getContact, listContacts } from '@fotostudio/shared/contracts/crm';
import { importContacts } from '@fotostudio/shared/contracts/crm-import';
import { callApi, errorCodeOf, refusalOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

describe('crm: JSON import', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('crm-import');
  });
  const api = (method: string, path: string, body?: unknown, query?: Record<string, string>): Promise<ApiAnswer> =>
    callApi({ method, path, token: user.accessToken, body, query });
  const count = async (type: string) => responseOf(listContacts, await api('GET', '/api/contacts', undefined, { type })).totalCount;

  it('writes nothing when any record has a problem, and names it', async () => {
    const contacts = [
      ...Array.from({ length: 150 }, (_, i) => ({ first_name: `Bien${i}`, emails: { primary: `bien${i}@example.com` } })),
      { first_name: 'Mal', emails: { primary: 'sin-arroba' } },
    ];
    const answer = await api('POST', '/api/contacts/import', { contacts });
    expect(answer.status).toBe(400);
    expect(errorCodeOf(answer)).toBe('general.validation');
    expect(refusalOf(answer).error.issues).toEqual([
      expect.objectContaining({ path: 'contacts.150.emails.primary' }),
    ]);
    expect(await count('lead')).toBe(0);
    expect(errorCodeOf(await api('POST', '/api/contacts/import', { contacts: [] }))).toBe('general.validation');
  });

  it('imports every record across several transactions, in file order, clients and leads', async () => {
    const contacts = Array.from({ length: 205 }, (_, i) => ({
      type: i % 5 === 0 ? 'client' : 'unclear',
      first_name: `Importado${i}`,
      last_name: 'Núñez',
      emails: { primary: `importado${i}@example.com` },
      tags: 'importación, 2026',
    }));
    const answer = await api('POST', '/api/contacts/import', { contacts });
    const body = responseOf(importContacts, answer);
    expect(body.importedCount).toBe(205);
    expect(body.contacts[0]).toMatchObject({ fullName: 'Importado0 Núñez', type: 'client' });

    expect(await count('client')).toBe(41);
    expect(await count('lead')).toBe(164);
    const page = responseOf(listContacts, await api('GET', '/api/contacts', undefined, { type: 'lead', tag: 'importación' }));
    expect(page.totalCount).toBe(164);
    expect(page.rows.map((r) => r.firstName).slice(0, 3)).toEqual(['Importado1', 'Importado2', 'Importado3']);
    expect(page.rows[0]?.tags).toEqual(['importación', '2026']);
    const one = await api('GET', `/api/contacts/${body.contacts[7]?.contactId}`);
    expect(responseOf(getContact, one).contact.firstName).toBe('Importado7');
  });
});
