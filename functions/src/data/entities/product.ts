import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

export const productEntity = () => new Entity({
  model: { entity: 'product', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    productId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    imageKey: { type: 'string' },
    usageType: { type: ['images', 'extra', 'both'] as const, required: true },
    variants: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          variantId: { type: 'string', required: true },
          type: { type: ['size', 'custom'] as const, required: true },
          name: { type: 'string', required: true },
          value: { type: 'string', required: true },
          priceCents: { type: 'number', required: true },
        },
      },
    },
    /** Packages including it; kept in the same transactions that change those packages. */
    packageRefs: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byProduct: {
      collection: 'catalog',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['productId'] },
    },
  },
});

export type ProductItem = EntityItem<ReturnType<typeof productEntity>>;
