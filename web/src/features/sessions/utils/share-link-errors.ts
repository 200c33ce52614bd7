// Which catalogue message a failed share-link action shows: the API's own code when it
// names the problem (a taken custom URL, an expired link), else the action's message
// (share.status_change_failed, share.extend_failed…), since "unexpected error" or a
// network failure says nothing about what did not happen.
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { ApiError } from '../../../lib/api-client';

/** The code to show, or null for a 401 (the user is already on the way to sign in). */
export const shareActionErrorCode = (error: unknown, fallback: ErrorCode): ErrorCode | null => {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401 || error.code === 'auth.account_deleted') return null;
  if (error.isTransient || error.code.startsWith('general.')) return fallback;
  return error.code;
};
