import { updateComment, type CommentInput, type DefaultComment } from '@fotostudio/shared/contracts/catalog';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { commentsKey } from './get-comments';

export interface CommentUpdate {
  commentId: string;
  body: CommentInput;
}

export const putComment = async ({ commentId, body }: CommentUpdate): Promise<DefaultComment> =>
  (await apiRequest(updateComment, { params: { commentId }, body })).comment;

export const useUpdateComment = () =>
  useSWRMutation<DefaultComment, ApiError, string, CommentUpdate>(commentsKey, (_key: string, { arg }: { arg: CommentUpdate }) => putComment(arg), {
    throwOnError: true,
  });
