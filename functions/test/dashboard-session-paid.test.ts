// The dashboard calendar's payment badge (spec section 3): a session paid in full is paid, one
// with something but not all paid is partly paid (it used to read "unpaid"), one with nothing
// paid is unpaid, one without a price shows none. The badge is read from the session's kept row
// (its finance's total and paid, kept by the table stream): a payment entered in the session's
// finance afterwards shows on the next read.
import { getDashboard } from '@fotostudio/shared/contracts/dashboard';
import { updateSessionFinance } from '@fotostudio/shared/contracts/sessions';
import { addDays, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, responseOf } from './support/api.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { dashboardCaughtUp } from './support/dashboard-figures.js';
import { createClientAndPackage, createTestSession } from './support/sessions.js';

describe('dashboard: a session paid, partly paid, unpaid', () => {
  let user: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    user = await createPhotographer('dashboard-paid');
    const owner = await createClientAndPackage(user.accessToken);
    const date = addDays(todayInMadrid(), 1);
    for (const [name, paidCents] of [['full', 100_000], ['partly', 30_000], ['none', 0]] as const) {
      ids[name] = (await createTestSession(user.accessToken, { date, title: name, finance: { totalPriceCents: 100_000, paidCents } }, owner)).sessionId;
    }
    // The dashboard reads the sessions' rows the table stream keeps: wait until it has seen these writes.
    await dashboardCaughtUp(user.sub);
  });

  it('says paid, partly paid or unpaid on each coming session', async () => {
    const { upcomingSessions } = responseOf(getDashboard, await callRoute(getDashboard, user.accessToken, { query: {} }));
    const of = (name: string) => upcomingSessions.find((session) => session.sessionId === ids[name]);
    expect(of('full')).toMatchObject({ paid: true, partlyPaid: false });
    expect(of('partly')).toMatchObject({ paid: false, partlyPaid: true });
    expect(of('none')).toMatchObject({ paid: false, partlyPaid: false });
  });

  it("shows a payment entered in the session's finance afterwards", async () => {
    const paid = await callRoute(updateSessionFinance, user.accessToken, { params: { sessionId: ids.partly ?? '' }, body: { paidCents: 100_000 } });
    expect(paid.status, paid.text).toBe(200);
    await dashboardCaughtUp(user.sub);
    const { upcomingSessions } = responseOf(getDashboard, await callRoute(getDashboard, user.accessToken, { query: {} }));
    expect(upcomingSessions.find((session) => session.sessionId === ids.partly)).toMatchObject({ paid: true, partlyPaid: false });
  });
});
