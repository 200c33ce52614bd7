import { RELATIONSHIP_DIRECTIONS } from '@fotostudio/shared/constants';
import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

/**
 * One family or relationship link is two items, one under each contact, written and
 * deleted together. Both carry the same id, derived from the pair of contacts, so the same
 * pair linked again, in either direction, collides on the key.
 */
export const contactRelationshipEntity = () => new Entity({
  model: { entity: 'contactRelationship', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    contactId: { type: 'string', required: true, readOnly: true },
    /** Derived from the pair of contacts (in either order). */
    relationshipId: { type: 'string', required: true, readOnly: true },
    relatedContactId: { type: 'string', required: true, readOnly: true },
    /** Absent on links made before both sides were stored: those are outgoing, with no other side. */
    direction: { type: RELATIONSHIP_DIRECTIONS, readOnly: true },
    relationshipType: { type: 'string', required: true },
    notes: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byContact: {
      collection: 'crm',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['contactId', 'relationshipId'] },
    },
  },
});

export type ContactRelationshipItem = EntityItem<ReturnType<typeof contactRelationshipEntity>>;
