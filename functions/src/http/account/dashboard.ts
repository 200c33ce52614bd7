import { getDashboard } from '@fotostudio/shared/contracts/dashboard';
import { dashboardOf } from '../../dashboard/dashboard.js';
import { photographerRoute } from '../../lib/http/http-function.js';

export const dashboardHandler = photographerRoute(getDashboard, ({ caller, query }) => dashboardOf(caller.photographerId, query));
