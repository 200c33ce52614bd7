import { putMe } from '@fotostudio/shared/contracts/account';
import { requireAccount, toMe } from '../../account/photographer-account.js';
import { updateProfile } from '../../account/update-profile.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const putMeHandler = photographerRoute(putMe, async ({ caller, body }) => {
  await updateProfile(caller.photographerId, body);
  return toMe(await requireAccount(caller.photographerId));
});
