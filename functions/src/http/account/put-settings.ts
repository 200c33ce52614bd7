import { putSettings } from '@fotostudio/shared/contracts/account';
import { requireAccount, toMe } from '../../account/photographer-account.js';
import { updateSettings } from '../../account/update-settings.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const putSettingsHandler = photographerRoute(putSettings, async ({ caller, body }) => {
  await requireAccount(caller.photographerId);
  await updateSettings(caller.photographerId, body);
  return toMe(await requireAccount(caller.photographerId));
});
