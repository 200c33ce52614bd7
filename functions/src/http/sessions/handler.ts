import { sessionsRoutes } from '@fotostudio/shared/contracts/sessions-routes';
import { httpFunction } from '../../lib/http/http-function.js';
import { calendarFeedHandlers } from './calendar-feed.js';
import { sessionLifecycleHandlers } from './lifecycle.js';
import { sessionHandlers } from './sessions.js';
import { shareLinkHandlers } from './share-links.js';

export const handler = httpFunction(sessionsRoutes, [...sessionHandlers, ...sessionLifecycleHandlers, ...calendarFeedHandlers, ...shareLinkHandlers]);
