import type { Me } from '@fotostudio/shared/contracts/account';
import { ensureAccount, readAccount, toMe } from './photographer-account.js';
import { emailOfUser } from './user-directory.js';

/**
 * The first call creates the account when no confirmation did (invited users). Every call
 * also asks the user pool whether the user still exists (in parallel with the read, so it
 * adds no wait): an access token outlives its user by up to an hour, and /api/me, which
 * the app loads on every start, is where a deleted account is noticed (photographer.not_found).
 */
export const readMe = async (photographerId: string, username: string): Promise<Me> => {
  const [{ photographer, settings }, email] = await Promise.all([readAccount(photographerId), emailOfUser(username)]);
  if (photographer && settings) return toMe({ photographer, settings });
  return toMe(await ensureAccount(photographerId, photographer?.email ?? email));
};
