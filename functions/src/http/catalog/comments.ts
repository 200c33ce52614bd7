import {
  createComment,
  deleteComment,
  listComments,
  updateComment,
} from '@fotostudio/shared/contracts/catalog';
import {
  createCommentItem,
  deleteCommentItem,
  listCommentItems,
  updateCommentItem,
} from '../../catalog/comments.js';
import { toComment } from '../../catalog/views.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const commentHandlers = [
  photographerRoute(listComments, async ({ caller }) => ({
    comments: (await listCommentItems(caller.photographerId)).map(toComment),
  })),
  photographerRoute(createComment, async ({ caller, body }) => ({
    comment: toComment(await createCommentItem(caller.photographerId, body)),
  })),
  photographerRoute(updateComment, async ({ caller, params, body }) => ({
    comment: toComment(await updateCommentItem(caller.photographerId, params.commentId, body)),
  })),
  photographerRoute(deleteComment, async ({ caller, params }) => {
    await deleteCommentItem(caller.photographerId, params.commentId);
    return { deleted: true as const };
  }),
];
