import { Entity, type EntityItem } from 'electrodb';

const now = () => new Date().toISOString();

export const defaultCommentEntity = new Entity({
  model: { entity: 'defaultComment', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    commentId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    /** Share links using it as their message; kept in the same transactions as those links. */
    linkRefs: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true, default: now },
    updatedAt: { type: 'string', required: true, watch: '*', default: now, set: now },
  },
  indexes: {
    byComment: {
      collection: 'catalog',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['commentId'] },
    },
  },
});

export type DefaultCommentItem = EntityItem<typeof defaultCommentEntity>;
