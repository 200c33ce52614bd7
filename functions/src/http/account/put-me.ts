import { putMe } from '@fotostudio/shared/contracts/account';
import { emailOfUser } from '../../account/user-directory.js';
import { ensureAccount, readAccount, updateProfile } from '../../account/photographer-account.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const putMeHandler = photographerRoute(putMe, async ({ caller, body }) => {
  const { photographer } = await readAccount(caller.photographerId);
  const email = photographer?.email ?? (await emailOfUser(caller.username));
  await ensureAccount(caller.photographerId, email);
  await updateProfile(caller.photographerId, body);
  return ensureAccount(caller.photographerId, email);
});
