// Default comments. One used as a share link's message cannot be deleted: `linkRefs`
// counts those links and the delete is conditional on it, one atomic step.
import { randomUUID } from 'node:crypto';
import type { CommentInput } from '@fotostudio/shared/contracts/catalog';
import { db, isConditionalFailure } from '../data/database.js';
import { deleteUnusedComment } from '../data/stores/catalog.js';
import type { DefaultCommentItem } from '../data/entities/default-comment.js';
import { DomainError } from '../lib/errors.js';
import { deleteUnlessUsed } from './delete-unless-used.js';
import { byName } from './name-order.js';

/** The photographer's default comments, in title order. */
export const listCommentItems = async (photographerId: string): Promise<DefaultCommentItem[]> =>
  (await db().entities.defaultComment.query.byComment({ photographerId }).go({ pages: 'all' })).data.sort(byName((c) => c.title));

export const getCommentItem = async (photographerId: string, commentId: string): Promise<DefaultCommentItem> => {
  const { data } = await db().entities.defaultComment.get({ photographerId, commentId }).go();
  if (!data) throw new DomainError('catalog.comment_not_found');
  return data;
};

export const createCommentItem = async (photographerId: string, input: CommentInput): Promise<DefaultCommentItem> =>
  (await db().entities.defaultComment.create({ photographerId, commentId: randomUUID(), ...input }).go()).data;

export const updateCommentItem = async (
  photographerId: string,
  commentId: string,
  input: CommentInput,
): Promise<DefaultCommentItem> => {
  try {
    const { data } = await db().entities.defaultComment.patch({ photographerId, commentId }).set(input).go({ response: 'all_new' });
    return data as DefaultCommentItem;
  } catch (error) {
    if (isConditionalFailure(error)) throw new DomainError('catalog.comment_not_found', { cause: error });
    throw error;
  }
};

export const deleteCommentItem = (photographerId: string, commentId: string): Promise<void> =>
  deleteUnlessUsed(
    () => deleteUnusedComment(photographerId, commentId),
    () => getCommentItem(photographerId, commentId),
    'catalog.comment_in_use',
  );
