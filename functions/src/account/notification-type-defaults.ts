// A data migration (data-migrations.ts): settings items stored before a notification type
// existed (linkExpiry, overdueInvoices came with the notice scan, issue 23; verifactuAnswers and
// certificateExpiry with VERI*FACTU's answers, issue 24; agreements with the agreements'
// lifecycle, issue 26; paymentsReceived with invoices paid online, issue 25; selectionDeadlines and deliveries, issue 28) get that type's
// channels as a new photographer's (all on), so `PUT /api/me/settings` can set one channel of
// it as an attribute path. Until it runs they read the same defaults (notificationChannelsOf).
// Idempotent: each type is written only where it is absent.
import { NOTIFICATION_TYPES } from '@fotostudio/shared/constants';
import { defaultSettings } from '@fotostudio/shared/default-settings';
import { db } from '../data/database.js';
import { addNotificationTypesWhereAbsent } from '../data/stores/account.js';

/** Adds the missing notification types to every settings item; answers how many items changed. */
export const addMissingNotificationTypes = async (): Promise<number> => {
  const defaults = defaultSettings().notifications;
  const { data: rows } = await db().entities.photographerSettings.scan.go({ pages: 'all', attributes: ['photographerId', 'notifications'] });
  let changed = 0;
  for (const row of rows) {
    const missing = NOTIFICATION_TYPES.filter((type) => !(row.notifications as Partial<typeof defaults>)[type]);
    if (missing.length === 0) continue;
    const written = await addNotificationTypesWhereAbsent(row.photographerId, Object.fromEntries(missing.map((type) => [type, defaults[type]])));
    if (written) changed += 1;
  }
  return changed;
};
