import { getMe } from '@fotostudio/shared/contracts/account';
import { ensureAccount, readAccount, toMe } from '../../account/photographer-account.js';
import { emailOfUser } from '../../account/user-directory.js';
import { photographerRoute } from '../../lib/http/http-function.js';

/** The first call creates the account when no confirmation did (invited users). */
export const getMeHandler = photographerRoute(getMe, async ({ caller }) => {
  const { photographer, settings } = await readAccount(caller.photographerId);
  if (photographer && settings) return toMe({ photographer, settings });
  return toMe(await ensureAccount(caller.photographerId, photographer?.email ?? (await emailOfUser(caller.username))));
});
