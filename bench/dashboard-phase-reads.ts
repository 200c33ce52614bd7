// The dashboard's reads one by one, as dashboardOf makes them (functions/src/dashboard/dashboard-reads.ts),
// for bench/dashboard-phases.ts; plus one GetItem of a missing key, a round trip's fixed cost.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LINK_EXPIRY_NOTICE_DAYS } from '../shared/src/constants.js';
import { addDays, madridDayStart, todayInMadrid } from '../shared/src/dates/billing-days.js';
import { monthRange } from '../shared/src/dashboard/dashboard-periods.js';
import { loadIndex } from '../functions/src/data/crm-index/index-reader.js';
import { accountFactsOf, agreementsOf, invoiceStatusesOf, keptMonthsOf, newestQuotesOf, oldestUnpaidOf, sessionListsOf } from '../functions/src/dashboard/dashboard-reads.js';
import { dynamoDocumentClient } from '../functions/src/lib/aws-clients.js';
import { appConfig } from '../functions/src/lib/config.js';

export const dashboardReadsOf = (photographerId: string, now: Date): Record<string, () => Promise<unknown>> => {
  const today = todayInMadrid(now);
  const ranges = {
    month: monthRange(today.slice(0, 7)),
    today,
    expiring: { from: now.toISOString(), to: new Date(madridDayStart(addDays(today, LINK_EXPIRY_NOTICE_DAYS + 1)) - 1).toISOString() },
    deletion: { from: Math.floor(now.getTime() / 1000) + 1, to: Math.floor((madridDayStart(addDays(today, 2)) - 1) / 1000) },
  };
  return {
    'GetItem of a missing key (a round trip)': () => dynamoDocumentClient().send(new GetCommand({ TableName: appConfig().TABLE_NAME, Key: { pk: 'none', sk: 'none' } })),
    'session lists (6 Query)': () => sessionListsOf(photographerId, ranges),
    'newest quotes': () => newestQuotesOf(photographerId),
    'quotes invoices (BatchGet of 10)': async () => invoiceStatusesOf(photographerId, (await newestQuotesOf(photographerId)).flatMap((q) => (q.invoiceId ? [q.invoiceId] : []))),
    'kept months': () => keptMonthsOf(photographerId),
    'oldest unpaid': () => oldestUnpaidOf(photographerId),
    'contacts index (meta GetItem, cached rows)': () => loadIndex(photographerId),
    'account facts': () => accountFactsOf(photographerId),
    agreements: () => agreementsOf(photographerId),
  };
};
