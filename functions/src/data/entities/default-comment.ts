import { Entity, type EntityItem } from 'electrodb';
import { timestamps } from './timestamps.js';

export const defaultCommentEntity = () => new Entity({
  model: { entity: 'defaultComment', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    commentId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    /** Share links using it as their message; kept in the same transactions as those links. */
    linkRefs: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byComment: {
      collection: 'catalog',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['commentId'] },
    },
  },
});

export type DefaultCommentItem = EntityItem<ReturnType<typeof defaultCommentEntity>>;
