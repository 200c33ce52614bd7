import { accountRoutes } from '@fotostudio/shared/contracts/account-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { accountDataHandlers } from './account-data.js';
import { getMeHandler } from './get-me.js';
import { notificationHandlers } from './notifications.js';
import { putMeHandler } from './put-me.js';
import { putSettingsHandler } from './put-settings.js';

export const handler = httpFunction(accountRoutes, [getMeHandler, putMeHandler, putSettingsHandler, ...notificationHandlers, ...accountDataHandlers]);
