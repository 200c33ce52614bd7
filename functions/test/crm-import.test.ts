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

  it('keeps a client\'s id type, document country and VIES check (issue 22 point 1); a contact without them reads as a Spanish NIF', async () => {
    const contacts = [
      { type: 'client', first_name: 'Emily', emails: { primary: 'emily.import@example.com' }, dni: 'X1234567', id_type: 'passport', id_country: 'us' },
      { type: 'client', first_name: 'Agency', emails: { primary: 'agency.import@example.com' }, dni: 'EL094259216', id_type: 'eu_vat', vies_checked_on: '2026-03-02' },
      { type: 'client', first_name: 'Marta', emails: { primary: 'marta.import@example.com' }, dni: '12345678Z', id_type: 'nif' },
    ];
    const body = responseOf(importContacts, await api('POST', '/api/contacts/import', { contacts }));
    const read = async (i: number) => responseOf(getContact, await api('GET', `/api/contacts/${body.contacts[i]?.contactId}`)).contact;
    expect(await read(0)).toMatchObject({ idType: 'passport', idCountry: 'US', viesCheckedOn: null });
    expect(await read(1)).toMatchObject({ idType: 'eu_vat', idCountry: null, viesCheckedOn: '2026-03-02' });
    expect(await read(2)).toMatchObject({ idType: null, idCountry: null, viesCheckedOn: null });
  });
});
