import { putMe } from '@fotostudio/shared/contracts/account';
import { requireAccount, toMe } from '../../account/photographer-account.js';
import { updateProfile } from '../../account/update-profile.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const putMeHandler = photographerRoute(putMe, async ({ caller, body }) => {
  const { photographer } = await requireAccount(caller.photographerId);
  await updateProfile(photographer, body);
  return toMe(await requireAccount(caller.photographerId));
});
