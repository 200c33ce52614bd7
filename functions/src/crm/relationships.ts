// Family or relationship links between two contacts of one photographer. A link is stored
// on both contacts (one item under each, in one transaction), so each contact's tab lists
// it with its type. Its id is derived from the pair, in either order: linking the same
// two contacts again, from either side, collides on the keys, and the refusal is atomic.
import { createHash } from 'node:crypto';
import type { RelationshipInput } from '@fotostudio/shared/contracts/crm';
import { idOfHex } from '@fotostudio/shared/contracts/ids';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { db, transact, writeItems } from '../data/database.js';
import { contactNotDeletedCheck, deleteRelationshipSide } from '../data/stores/crm.js';
import { refusedAmong } from '../data/transaction.js';
import type { ContactItem } from '../data/entities/contact.js';
import type { ContactRelationshipItem } from '../data/entities/contact-relationship.js';
import { DomainError } from '../lib/errors.js';
import { getContactItem, getContactItems } from './contacts.js';

/** The same for (a, b) and (b, a). Ids are canonical (lower-case UUIDs), so sorting them is stable. */
export const relationshipIdOf = (contactId: string, otherContactId: string): string =>
  idOfHex(
    createHash('sha256')
      .update([contactId, otherContactId].sort().join('\n'))
      .digest('hex'),
  );

export const createRelationshipItem = async (
  photographerId: string,
  contactId: string,
  input: RelationshipInput,
): Promise<{ item: ContactRelationshipItem; related: ContactItem }> => {
  const relatedContactId = input.relatedContactId;
  if (relatedContactId === contactId) throw new DomainError('crm.self_relationship');
  await getContactItem(photographerId, contactId);
  const [related] = await getContactItems(photographerId, [relatedContactId]);
  if (!related) throw new DomainError('crm.related_contact_not_found');
  const relationshipId = relationshipIdOf(contactId, relatedContactId);
  const shared = { photographerId, relationshipId, relationshipType: input.relationshipType, notes: input.notes || undefined };
  await retryLostRaces(async () => {
    const outcome = await transact([
      ...writeItems(({ contactRelationship }) => [
        contactRelationship.create({ ...shared, contactId, relatedContactId, direction: 'outgoing' }).commit(),
        contactRelationship.create({ ...shared, contactId: relatedContactId, relatedContactId: contactId, direction: 'incoming' }).commit(),
      ]),
      // Neither contact may be deleted between the reads above and this write.
      ...[contactId, relatedContactId].map((id) => contactNotDeletedCheck({ photographerId, contactId: id })),
    ]);
    if (outcome.committed) return true;
    if (refusedAmong(outcome, 0, 2)) throw new DomainError('crm.relationship_exists');
    if (refusedAmong(outcome, 2, 3)) throw new DomainError('crm.contact_not_found');
    if (refusedAmong(outcome, 3, 4)) throw new DomainError('crm.related_contact_not_found');
    return TRY_AGAIN;
  }, 'crm.changed_meanwhile');

  const { data } = await db().entities.contactRelationship.get({ photographerId, contactId, relationshipId }).go({ consistent: true });
  if (!data) throw new DomainError('crm.relationship_not_found');
  return { item: data, related };
};

/** A contact's links (made from it or to it), oldest first; links to deleted contacts are left out. */
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

/** Removes both sides of a link at once, from either contact. */
export const deleteRelationshipItem = async (photographerId: string, contactId: string, relationshipId: string): Promise<void> => {
  const { data: link } = await db().entities.contactRelationship.get({ photographerId, contactId, relationshipId }).go({ consistent: true });
  if (!link) throw new DomainError('crm.relationship_not_found');
  const sides = [contactId, ...(link.direction ? [link.relatedContactId] : [])];
  await retryLostRaces(async () => {
    const outcome = await transact(sides.map((side) => deleteRelationshipSide({ photographerId, contactId: side, relationshipId })));
    if (outcome.committed) return true;
    // Removed by another request meanwhile; a conflict left both sides in place, so try again.
    if (refusedAmong(outcome)) throw new DomainError('crm.relationship_not_found');
    return TRY_AGAIN;
  }, 'crm.changed_meanwhile');
};
