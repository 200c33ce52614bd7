import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

export const contactRelationshipEntity = new Entity({
  model: { entity: 'contactRelationship', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    contactId: { type: 'string', required: true, readOnly: true },
    /** Derived from the related contact and the normalised type, so the same link twice collides. */
    relationshipId: { type: 'string', required: true, readOnly: true },
    relatedContactId: { type: 'string', required: true, readOnly: true },
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

export type ContactRelationshipItem = EntityItem<typeof contactRelationshipEntity>;
