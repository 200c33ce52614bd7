import { billingDocumentOf, followDocument } from '../../dashboard/dashboard-aggregates.js';
import { followFinance, followLink, followSession, sessionFinanceOf, sessionOf, shareLinkOf } from '../../dashboard/dashboard-sessions.js';
import type { ItemChange } from './stream-record.js';

/** A quote or invoice was written or removed: the dashboard's copy of it and its month's figures follow (dashboard/dashboard-aggregates.ts). */
export const followDashboardFigures = (change: ItemChange): Promise<void> => followDocument(billingDocumentOf(change.oldItem), billingDocumentOf(change.newItem));

/** A gallery link was written or removed: the dashboard's row of its session follows when the link's dashboard fields changed (dashboard/dashboard-sessions.ts). */
export const followDashboardLink = (change: ItemChange): Promise<void> => followLink(shareLinkOf(change.oldItem), shareLinkOf(change.newItem));

/** A session was written or removed: the dashboard's row of it follows when its dashboard fields changed (dashboard/dashboard-sessions.ts). */
export const followDashboardSession = (change: ItemChange): Promise<void> => followSession(sessionOf(change.oldItem), sessionOf(change.newItem));

/** A session's finance was written or removed: the dashboard's row of the session follows when its total or paid changed (dashboard/dashboard-sessions.ts). */
export const followDashboardFinance = (change: ItemChange): Promise<void> => followFinance(sessionFinanceOf(change.oldItem), sessionFinanceOf(change.newItem));
