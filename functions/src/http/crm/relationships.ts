import { createRelationship, deleteRelationship, listRelationships } from '@fotostudio/shared/contracts/crm';
import { createRelationshipItem, deleteRelationshipItem, listRelationshipItems } from '../../crm/relationships.js';
import { toRelationship } from '../../crm/views.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const relationshipHandlers = [
  photographerRoute(listRelationships, async ({ caller, params }) => ({
    relationships: (await listRelationshipItems(caller.photographerId, params.contactId)).map(({ item, related }) =>
      toRelationship(item, related),
    ),
  })),
  photographerRoute(createRelationship, async ({ caller, params, body }) => {
    const { item, related } = await createRelationshipItem(caller.photographerId, params.contactId, body);
    return { relationship: toRelationship(item, related) };
  }),
  photographerRoute(deleteRelationship, async ({ caller, params }) => {
    await deleteRelationshipItem(caller.photographerId, params.contactId, params.relationshipId);
    return { deleted: true as const };
  }),
];
