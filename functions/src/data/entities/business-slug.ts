import { Entity, type EntityItem } from 'electrodb';

/**
 * A public lookup item: which photographer owns a business slug. Its key holds only the
 * slug, so creating it with `attribute_not_exists` is what makes slugs unique.
 */
export const businessSlugEntity = () => new Entity({
  model: { entity: 'businessSlug', version: '1', service: 'fotostudio' },
  attributes: {
    slug: { type: 'string', required: true, readOnly: true },
    photographerId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    bySlug: {
      pk: { field: 'pk', composite: ['slug'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type BusinessSlugItem = EntityItem<ReturnType<typeof businessSlugEntity>>;
