import { deleteComment } from '@fotostudio/shared/contracts/catalog';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { commentsKey } from './get-comments';

export const removeComment = async (commentId: string): Promise<void> => {
  await apiRequest(deleteComment, { params: { commentId } });
};

/** DELETE /api/comments/{id}. A comment a share link uses as its message is refused with catalog.comment_in_use. */
export const useDeleteComment = () => {
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, ApiError, string, string>(commentsKey, (_key: string, { arg }: { arg: string }) => removeComment(arg), {
    throwOnError: true,
    onError: () => void mutate(commentsKey),
  });
};
