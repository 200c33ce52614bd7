import { accountRoutes } from '@fotostudio/shared/contracts/account-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { dashboardHandler } from './dashboard.js';
import { accountDataHandlers } from './account-data.js';
import { getMeHandler } from './get-me.js';
import { notificationHandlers } from './notifications.js';
import { putMeHandler } from './put-me.js';
import { putSettingsHandler } from './put-settings.js';
import { getStorageHandler } from './storage.js';
import { supportHandlers } from './support.js';

export const handler = httpFunction(accountRoutes, [getMeHandler, putMeHandler, putSettingsHandler, ...notificationHandlers, getStorageHandler, dashboardHandler, ...supportHandlers, ...accountDataHandlers]);
