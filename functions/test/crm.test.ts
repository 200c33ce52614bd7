import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '@fotostudio/shared/errors/messages-en';
import { spanishMessages } from '@fotostudio/shared/errors/messages-es';
import {
  convertContact,
  createContact,
  createRelationship,
  getContact,
  listContacts,
  listRelationships,
  updateContact,
} from '@fotostudio/shared/contracts/crm';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

describe('crm: contacts, clients and relationships', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('crm');
  });
  const api = (method: string, path: string, body?: unknown, query?: Record<string, string>): Promise<ApiAnswer> =>
    callApi({ method, path, token: user.accessToken, body, query });
  const list = async (query: Record<string, string>) => responseOf(listContacts, await api('GET', '/api/contacts', undefined, query));
  const create = async (body: Record<string, unknown>) => responseOf(createContact, await api('POST', '/api/contacts', body)).contact;

  it('creates leads by default with every field, pages newest first and counts them', async () => {
    const first = await create({
      firstName: 'Ana',
      lastName: 'Ruiz',
      emails: { primary: 'Ana.Ruiz@Example.com' },
      phones: { mobile: '+34 600 000 001' },
      address: { city: 'Sevilla' },
      birthDate: '1991-02-03',
      customDates: [{ name: 'Boda', date: '2026-09-12' }],
      tags: ['boda'],
      priority: 'high',
      status: 'active',
      source: 'web',
      notes: 'Primera',
    });
    expect(first.type).toBe('lead');
    expect(first.fullName).toBe('Ana Ruiz');
    expect(first.emails.primary).toBe('ana.ruiz@example.com');
    for (let i = 2; i <= 12; i += 1) await create({ firstName: `Lead${i}`, emails: { primary: `lead${i}@example.com` } });

    const page1 = await list({ type: 'lead' });
    expect(page1).toMatchObject({ totalCount: 12, totalPages: 2, page: 1, pageSize: 10 });
    expect(page1.rows).toHaveLength(10);
    expect(page1.rows[0]?.firstName).toBe('Lead12');
    const page2 = await list({ type: 'lead', page: '2' });
    expect(page2.rows.map((r) => r.firstName)).toEqual(['Lead2', 'Ana']);
    const small = await list({ type: 'lead', pageSize: '5', page: '3' });
    expect(small).toMatchObject({ totalCount: 12, totalPages: 3 });
    expect(small.rows).toHaveLength(2);
    expect((await list({ type: 'client' })).totalCount).toBe(0);

    const got = await api('GET', `/api/contacts/${first.contactId}`);
    expect(responseOf(getContact, got).contact.tags).toEqual(['boda']);
  });

  it('searches a fragment of the e-mail or name, ignoring case, and filters', async () => {
    expect((await list({ type: 'lead', search: 'RUIZ@exa' })).rows.map((r) => r.firstName)).toEqual(['Ana']);
    expect((await list({ type: 'lead', search: 'lead1' })).totalCount).toBe(3);
    expect((await list({ type: 'lead', status: 'active' })).rows.map((r) => r.firstName)).toEqual(['Ana']);
    expect((await list({ type: 'lead', priority: 'high', source: 'web', tag: 'BODA' })).totalCount).toBe(1);
    expect((await list({ type: 'lead', source: 'event' })).totalCount).toBe(0);
  });

  it('refuses bad input: missing type, page size above 500, invalid e-mail', async () => {
    expect((await api('GET', '/api/contacts')).status).toBe(400);
    expect((await api('GET', '/api/contacts', undefined, { type: 'lead', pageSize: '501' })).status).toBe(400);
    const bad = await api('POST', '/api/contacts', { firstName: 'X', emails: { primary: 'not-an-email' } });
    expect(errorCodeOf(bad)).toBe('general.validation');
  });

  it('updates, soft-deletes (hidden from lists and reads) and reports missing contacts', async () => {
    const contact = await create({ firstName: 'Borrar', emails: { primary: 'borrar@example.com' }, tags: ['temporal'] });
    const updated = await api('PUT', `/api/contacts/${contact.contactId}`, { firstName: 'Borrable', emails: { primary: 'borrable@example.com' } });
    expect(responseOf(updateContact, updated).contact.tags).toEqual([]);
    expect((await list({ type: 'lead', search: 'borrable' })).totalCount).toBe(1);

    expect((await api('DELETE', `/api/contacts/${contact.contactId}`)).status).toBe(200);
    expect(errorCodeOf(await api('GET', `/api/contacts/${contact.contactId}`))).toBe('crm.contact_not_found');
    expect((await list({ type: 'lead', search: 'borrable' })).totalCount).toBe(0);
    expect((await api('DELETE', `/api/contacts/${contact.contactId}`)).status).toBe(404);
    const put = await api('PUT', `/api/contacts/${contact.contactId}`, { firstName: 'Z', emails: { primary: 'z@example.com' } });
    expect(put.status).toBe(404);
  });

  it('converts a lead to a client once, never back', async () => {
    const lead = await create({ firstName: 'Carla', emails: { primary: 'carla@example.com' } });
    const converted = await api('POST', `/api/contacts/${lead.contactId}/convert`);
    const client = responseOf(convertContact, converted).contact;
    expect(client.type).toBe('client');
    expect(client.convertedAt).not.toBeNull();
    const again = await api('POST', `/api/contacts/${lead.contactId}/convert`);
    expect(again.status).toBe(409);
    expect(errorCodeOf(again)).toBe('crm.already_client');
    expect((await list({ type: 'client' })).rows.map((r) => r.contactId)).toContain(lead.contactId);
    expect((await list({ type: 'lead', search: 'carla' })).totalCount).toBe(0);
    // A PUT cannot turn it back either: the type is not part of the replaceable fields.
    const put = await api('PUT', `/api/contacts/${lead.contactId}`, { type: 'lead', firstName: 'Carla', emails: { primary: 'carla@example.com' } });
    expect(put.status).toBe(400);
  });

  it('links contacts, refuses the same pair twice and removes links', async () => {
    const child = await create({ type: 'client', firstName: 'Hija', emails: { primary: 'hija@example.com' } });
    const mother = await create({ firstName: 'Madre', lastName: 'López', emails: { primary: 'madre@example.com' } });
    const path = `/api/contacts/${child.contactId}/relationships`;
    const created = await api('POST', path, { relatedContactId: mother.contactId, relationshipType: 'Madre', notes: 'vive cerca' });
    const link = responseOf(createRelationship, created).relationship;
    expect(link.relatedContactName).toBe('Madre López');

    const duplicate = await api('POST', path, { relatedContactId: mother.contactId, relationshipType: ' madre ' });
    expect(duplicate.status).toBe(409);
    expect(errorCodeOf(duplicate)).toBe('crm.relationship_exists');
    const otherType = await api('POST', path, { relatedContactId: mother.contactId, relationshipType: 'Tutora' });
    expect(errorCodeOf(otherType)).toBe('crm.relationship_exists');
    const aunt = await create({ firstName: 'Tía', emails: { primary: 'tia@example.com' } });
    expect((await api('POST', path, { relatedContactId: aunt.contactId, relationshipType: 'Tía' })).status).toBe(201);

    const self = await api('POST', path, { relatedContactId: child.contactId, relationshipType: 'Hermana' });
    expect(self.status).toBe(400);
    expect(errorCodeOf(self)).toBe('crm.self_relationship');

    const missing = await api('POST', path, { relatedContactId: randomUUID(), relationshipType: 'Padre' });
    expect(errorCodeOf(missing)).toBe('crm.related_contact_not_found');

    const listed = await api('GET', path);
    expect(responseOf(listRelationships, listed).relationships).toHaveLength(2);
    expect((await api('DELETE', `${path}/${link.relationshipId}`)).status).toBe(200);
    expect(errorCodeOf(await api('DELETE', `${path}/${link.relationshipId}`))).toBe('crm.relationship_not_found');

    // Links to a contact deleted since are not shown.
    expect((await api('DELETE', `/api/contacts/${aunt.contactId}`)).status).toBe(200);
    expect(responseOf(listRelationships, await api('GET', path)).relationships).toHaveLength(0);
  });

  it('keeps every concurrent create in the index', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create({ type: 'client', firstName: `Paralelo${i}`, emails: { primary: `paralelo${i}@example.com` } })),
    );
    expect(created).toHaveLength(12);
    expect((await list({ type: 'client', search: 'paralelo', pageSize: '100' })).totalCount).toBe(12);
  });

  it('keeps a preferred language (es or en) per contact, none by default, and refuses any other with its own code', async () => {
    const english = await create({ type: 'client', firstName: 'Grace', emails: { primary: 'grace@example.com' }, language: 'en' });
    expect(english.language).toBe('en');
    expect((await create({ firstName: 'Sin idioma', emails: { primary: 'sin-idioma@example.com' } })).language).toBeNull();
    const read = await api('GET', `/api/contacts/${english.contactId}`);
    expect(responseOf(getContact, read).contact.language).toBe('en');
    for (const language of ['fr', 'EN', '']) {
      const refused = await api('POST', '/api/contacts', { firstName: 'X', emails: { primary: 'x@example.com' }, language });
      expect({ status: refused.status, code: errorCodeOf(refused) }).toEqual({ status: 400, code: 'crm.language_invalid' });
    }
    const badUpdate = await api('PUT', `/api/contacts/${english.contactId}`, { firstName: 'Grace', emails: { primary: 'grace@example.com' }, language: 'de' });
    expect(errorCodeOf(badUpdate)).toBe('crm.language_invalid');
    expect([spanishMessages['crm.language_invalid'], englishMessages['crm.language_invalid']]).toEqual([expect.stringContaining('idioma'), expect.stringContaining('language')]);
    // A PUT replaces every field: leaving the language out clears it back to the photographer's.
    const cleared = await api('PUT', `/api/contacts/${english.contactId}`, { firstName: 'Grace', emails: { primary: 'grace@example.com' } });
    expect(responseOf(updateContact, cleared).contact.language).toBeNull();
  });
});
