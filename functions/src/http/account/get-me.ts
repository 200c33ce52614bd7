import { getMe } from '@fotostudio/shared/contracts/account';
import { ensureAccount, readAccount, toMe } from '../../account/photographer-account.js';
import { emailOfUser } from '../../account/user-directory.js';
import { photographerRoute } from '../../lib/http/http-function.js';

/**
 * The first call creates the account when no confirmation did (invited users). Every call
 * also asks the user pool whether the user still exists (in parallel with the read, so it
 * adds no wait): an access token outlives its user by up to an hour, and /api/me, which
 * the app loads on every start, is where a deleted account is noticed (photographer.not_found).
 */
export const getMeHandler = photographerRoute(getMe, async ({ caller }) => {
  const [{ photographer, settings }, email] = await Promise.all([readAccount(caller.photographerId), emailOfUser(caller.username)]);
  if (photographer && settings) return toMe({ photographer, settings });
  return toMe(await ensureAccount(caller.photographerId, photographer?.email ?? email));
});
