import { createComment, type CommentInput, type DefaultComment } from '@fotostudio/shared/contracts/catalog';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import { commentsKey } from './get-comments';

export const postComment = async (body: CommentInput): Promise<DefaultComment> => (await apiRequest(createComment, { body })).comment;

export const useCreateComment = () =>
  useSWRMutation<DefaultComment, ApiError, string, CommentInput>(commentsKey, (_key: string, { arg }: { arg: CommentInput }) => postComment(arg), {
    throwOnError: true,
  });
