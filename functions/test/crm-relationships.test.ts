// A family link shows on both contacts, with its type; the same pair cannot be linked
// twice from either side (not even at the same moment); deleting it from either side
// removes both; links to a deleted contact do not show.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { createContact, createRelationship, listRelationships } from '@fotostudio/shared/contracts/crm';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';

describe('crm: family links on both contacts', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createPhotographer('crm-links');
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });
  const contact = async (firstName: string): Promise<string> => {
    const answer = await api('POST', '/api/contacts', { firstName, emails: { primary: `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com` } });
    return responseOf(createContact, answer).contact.contactId;
  };
  const link = (from: string, to: string, relationshipType: string) =>
    api('POST', `/api/contacts/${from}/relationships`, { relatedContactId: to, relationshipType });
  const linksOf = async (contactId: string) => responseOf(listRelationships, await api('GET', `/api/contacts/${contactId}/relationships`)).relationships;
  /** Both stored sides of a link, read from the table. */
  const storedSides = async (relationshipId: string, contactIds: string[]) =>
    (
      await Promise.all(
        contactIds.map(async (contactId) => (await db().entities.contactRelationship.get({ photographerId: user.sub, contactId, relationshipId }).go({ consistent: true })).data),
      )
    ).filter((item) => item !== null);

  it('shows the link on both contacts with its type, and the same id', async () => {
    const ana = await contact('Ana');
    const bea = await contact('Bea');
    const created = await link(ana, bea, 'hermana');
    const made = responseOf(createRelationship, created).relationship;
    expect(made).toMatchObject({ contactId: ana, relatedContactId: bea, relationshipType: 'hermana', direction: 'outgoing' });

    expect(await linksOf(ana)).toEqual([expect.objectContaining({ relationshipId: made.relationshipId, relatedContactId: bea, relationshipType: 'hermana', direction: 'outgoing' })]);
    expect(await linksOf(bea)).toEqual([
      expect.objectContaining({ relationshipId: made.relationshipId, contactId: bea, relatedContactId: ana, relatedContactName: 'Ana', relationshipType: 'hermana', direction: 'incoming' }),
    ]);
  });

  it('refuses the same pair again from either side, with any type', async () => {
    const ana = await contact('Clara');
    const bea = await contact('Dora');
    expect((await link(ana, bea, 'hermana')).status).toBe(201);
    for (const [from, to, type] of [[bea, ana, 'hermana'], [bea, ana, 'prima'], [ana, bea, 'Hermana '], [ana, bea, 'amiga']] as const) {
      const again = await link(from, to, type);
      expect(again.status, again.text).toBe(409);
      expect(errorCodeOf(again)).toBe('crm.relationship_exists');
    }
    expect(await linksOf(ana)).toHaveLength(1);
    expect(await linksOf(bea)).toHaveLength(1);
  });

  it('makes exactly one link when both sides link each other at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ana = await contact(`Eli${round}`);
      const bea = await contact(`Fani${round}`);
      const answers = await Promise.all([link(ana, bea, 'hermana'), link(bea, ana, 'hermana'), link(ana, bea, 'prima')]);
      expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([201, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) expect(errorCodeOf(refused)).toBe('crm.relationship_exists');
      const [fromAna, fromBea] = await Promise.all([linksOf(ana), linksOf(bea)]);
      expect(fromAna).toHaveLength(1);
      expect(fromBea).toHaveLength(1);
      expect(fromAna[0]?.relationshipId).toBe(fromBea[0]?.relationshipId);
    }
  });

  it('deletes both sides from either contact, and can link the pair again afterwards', async () => {
    const ana = await contact('Gala');
    const bea = await contact('Hana');
    const made = responseOf(createRelationship, await link(ana, bea, 'madre')).relationship;
    expect(await storedSides(made.relationshipId, [ana, bea])).toHaveLength(2);

    const removed = await api('DELETE', `/api/contacts/${bea}/relationships/${made.relationshipId}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await storedSides(made.relationshipId, [ana, bea])).toHaveLength(0);
    expect(await linksOf(ana)).toEqual([]);
    expect(await linksOf(bea)).toEqual([]);
    expect(errorCodeOf(await api('DELETE', `/api/contacts/${ana}/relationships/${made.relationshipId}`))).toBe('crm.relationship_not_found');
    expect((await link(bea, ana, 'hija')).status).toBe(201);
    expect(await linksOf(ana)).toEqual([expect.objectContaining({ relationshipType: 'hija', direction: 'incoming' })]);
  });

  it('removes a link once when both sides delete it at the same moment', async () => {
    const ana = await contact('Ines');
    const bea = await contact('Julia');
    const made = responseOf(createRelationship, await link(ana, bea, 'tía')).relationship;
    const answers = await Promise.all([
      api('DELETE', `/api/contacts/${ana}/relationships/${made.relationshipId}`),
      api('DELETE', `/api/contacts/${bea}/relationships/${made.relationshipId}`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await storedSides(made.relationshipId, [ana, bea])).toHaveLength(0);
  });

  it("hides a deleted contact's links on the other side and refuses new links to it", async () => {
    const ana = await contact('Karla');
    const bea = await contact('Lara');
    const eva = await contact('Mia');
    expect((await link(ana, bea, 'hermana')).status).toBe(201);
    expect((await link(eva, ana, 'prima')).status).toBe(201);
    expect((await api('DELETE', `/api/contacts/${bea}`)).status).toBe(200);
    expect((await linksOf(ana)).map((l) => l.relatedContactId)).toEqual([eva]);
    expect(errorCodeOf(await api('GET', `/api/contacts/${bea}/relationships`))).toBe('crm.contact_not_found');
    expect(errorCodeOf(await link(eva, bea, 'amiga'))).toBe('crm.related_contact_not_found');
    expect(errorCodeOf(await link(bea, eva, 'amiga'))).toBe('crm.contact_not_found');
  });
});
