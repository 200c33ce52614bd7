import { getBillingSettings, getBillingSettingsStatus, putBillingSettings } from '@fotostudio/shared/contracts/billing/settings';
import { defaultIrpfOf, findSettings, putSettings, statusOf, toBillingSettings } from '../../billing/settings.js';
import { photographerRoute } from '../../lib/http/route-handlers.js';

export const settingsHandlers = [
  photographerRoute(getBillingSettings, async ({ caller }) => {
    const item = await findSettings(caller.photographerId);
    return { settings: item ? await toBillingSettings(item) : null, status: statusOf(item), defaultIrpfRatePercent: defaultIrpfOf(item) };
  }),
  photographerRoute(putBillingSettings, async ({ caller, body }) => {
    const item = await putSettings(caller.photographerId, body);
    return { settings: await toBillingSettings(item), status: statusOf(item), defaultIrpfRatePercent: defaultIrpfOf(item) };
  }),
  photographerRoute(getBillingSettingsStatus, async ({ caller }) => statusOf(await findSettings(caller.photographerId))),
];
