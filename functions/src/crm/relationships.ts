// Family or relationship links between two contacts of one photographer. The link's id is
// derived from the related contact and the normalised type, so creating the same link
// twice collides on the key and the refusal is atomic.
import { createHash } from 'node:crypto';
import type { RelationshipInput } from '@fotostudio/shared/contracts/crm';
import { db, isConditionalFailure } from '../data/database.js';
import type { ContactItem } from '../data/entities/contact.js';
import type { ContactRelationshipItem } from '../data/entities/contact-relationship.js';
import { DomainError } from '../lib/errors.js';
import { getContactItem, getContactItems } from './contacts.js';

const relationshipIdOf = (relatedContactId: string, relationshipType: string): string =>
  createHash('sha256')
    .update(`${relatedContactId}\n${relationshipType.trim().replace(/\s+/g, ' ').toLowerCase()}`)
    .digest('hex')
    .slice(0, 32);

export const createRelationshipItem = async (
  photographerId: string,
  contactId: string,
  input: RelationshipInput,
): Promise<{ item: ContactRelationshipItem; related: ContactItem }> => {
  if (input.relatedContactId === contactId) throw new DomainError('crm.self_relationship');
  await getContactItem(photographerId, contactId);
  const [related] = await getContactItems(photographerId, [input.relatedContactId]);
  if (!related) throw new DomainError('crm.related_contact_not_found');
  try {
    const { data } = await db()
      .entities.contactRelationship.create({
        photographerId,
        contactId,
        relationshipId: relationshipIdOf(input.relatedContactId, input.relationshipType),
        relatedContactId: input.relatedContactId,
        relationshipType: input.relationshipType,
        notes: input.notes || undefined,
      })
      .go();
    return { item: data, related };
  } catch (error) {
    if (isConditionalFailure(error)) throw new DomainError('crm.relationship_exists', { cause: error });
    throw error;
  }
};

/** A contact's links, oldest first; links to contacts deleted since are left out. */
export const listRelationshipItems = async (
  photographerId: string,
  contactId: string,
): Promise<{ item: ContactRelationshipItem; related: ContactItem }[]> => {
  await getContactItem(photographerId, contactId);
  const { data } = await db().entities.contactRelationship.query.byContact({ photographerId, contactId }).go({ pages: 'all' });
  const relatedIds = [...new Set(data.map((r) => r.relatedContactId))];
  const related = new Map((await getContactItems(photographerId, relatedIds)).map((c) => [c.contactId, c]));
  return data
    .flatMap((item) => {
      const other = related.get(item.relatedContactId);
      return other ? [{ item, related: other }] : [];
    })
    .sort((a, b) => a.item.createdAt.localeCompare(b.item.createdAt));
};

export const deleteRelationshipItem = async (photographerId: string, contactId: string, relationshipId: string): Promise<void> => {
  try {
    await db().entities.contactRelationship.remove({ photographerId, contactId, relationshipId }).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new DomainError('crm.relationship_not_found', { cause: error });
    throw error;
  }
};
