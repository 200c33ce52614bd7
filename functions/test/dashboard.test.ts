// The dashboard's data (GET /api/me/dashboard, functions/src/dashboard): every figure equals
// what the page showing it in full answers for the same data: the sessions list over the period,
// the CRM list's counts, the invoices list's status totals and rows, each invoice's own totals.
// Seeded with the items of a table made by `npm start` on an earlier main
// (fixtures/main-table-items.jsonl: sessions, a confirmed selection, links, paid, cancelled,
// rectifying and draft invoices, contacts with their index) moved under a fresh photographer,
// plus invoices past due and a pending quote written as the billing writers store them.
import { getDocument, listDocuments } from '@fotostudio/shared/contracts/billing/document-routes';
import { createAgreement, createTemplate, listAgreements, sendAgreement, updateAgreement } from '@fotostudio/shared/contracts/agreements';
import { declineSignerAgreement } from '@fotostudio/shared/contracts/agreement-actions';
import { createContact, listContacts } from '@fotostudio/shared/contracts/crm';
import { getDashboard, type Dashboard } from '@fotostudio/shared/contracts/dashboard';
import { listSessions } from '@fotostudio/shared/contracts/sessions';
import { addDays, madridDayStart, todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardOf } from '../src/dashboard/dashboard.js';
import { db, ENTITY_NAME_ATTRIBUTE } from '../src/data/database.js';
import { callRoute, responseOf } from './support/api.js';
import { billingDocumentFixture, putDocumentItem } from './support/billing-documents.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { dashboardCaughtUp } from './support/dashboard-figures.js';
import { fixtureItemsOf, putStoredItem, type StoredItem } from './support/main-table-fixture.js';
import { createClientAndPackage, createTestSession } from './support/sessions.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const ENTITIES = new Set(['session', 'sessionFinance', 'shareLink', 'sessionSelection', 'sessionBilling', 'billingDocument', 'contact']);

/** The fixture's items of the entities above and the CRM index's own items. */
const onTheDashboard = (item: StoredItem) => ENTITIES.has(item[ENTITY_NAME_ATTRIBUTE] as string) || item.sk.startsWith('$crmindex#');

const today = todayInMadrid();
let user: TestUser;
let answer: Dashboard;

const ask = async (query: Record<string, string>) => responseOf(getDashboard, await callRoute(getDashboard, user.accessToken, { query }));

beforeAll(async () => {
  user = await createPhotographer('dashboard');
  await Promise.all(fixtureItemsOf(user.sub, onTheDashboard).map(putStoredItem));
  // A session held in the period and one coming, made through the API.
  const owner = await createClientAndPackage(user.accessToken);
  await createTestSession(user.accessToken, { date: addDays(today, -5), time: '10:00' }, owner);
  await createTestSession(user.accessToken, { date: addDays(today, 3), time: '11:30', sessionType: 'wedding' }, owner);
  // Past due and unpaid (overdue), not yet due (pending), and a pending quote.
  await putDocumentItem(user.sub, billingDocumentFixture({ number: 'V-1', issueDate: addDays(today, -40), dueDate: addDays(today, -10) }));
  await putDocumentItem(user.sub, billingDocumentFixture({ number: 'V-2', issueDate: addDays(today, -3), dueDate: addDays(today, 27) }));
  await putDocumentItem(user.sub, billingDocumentFixture({ kind: 'quote', number: 'P-9', issueDate: addDays(today, -1), dueDate: addDays(today, 29) }));
  // The documents' figures are kept from the table stream: wait until it has seen these writes.
  await dashboardCaughtUp(user.sub);
  answer = await ask({ period: 'last_12_months', granularity: 'month' });
});

describe('GET /api/me/dashboard', () => {
  it('counts the sessions the sessions list shows for the period', async () => {
    const list = responseOf(listSessions, await callRoute(listSessions, user.accessToken, { query: { ...answer.period, pageSize: '500' } }));
    expect(answer.general.sessions).toBe(list.totalCount);
    expect(answer.general.sessions).toBeGreaterThan(0);
  });

  it('counts the clients and contacts the CRM list counts', async () => {
    const clients = responseOf(listContacts, await callRoute(listContacts, user.accessToken, { query: { type: 'client' } }));
    const leads = responseOf(listContacts, await callRoute(listContacts, user.accessToken, { query: { type: 'lead' } }));
    expect([answer.general.clients, answer.general.contacts]).toEqual([clients.totalCount, leads.totalCount]);
    expect(answer.general.clients + answer.general.contacts).toBeGreaterThan(0);
  });

  it('shows the pending and overdue amounts and the overdue invoices the invoices list shows', async () => {
    const all = responseOf(listDocuments, await callRoute(listDocuments, user.accessToken, { query: { kind: 'invoice', pageSize: '100' } }));
    const of = (status: 'draft' | 'sent' | 'overdue') => all.stats.byStatus[status] ?? { count: 0, totalCents: 0, amountDueCents: 0 };
    expect(answer.financial.pending).toEqual({ count: of('draft').count + of('sent').count, totalCents: of('draft').amountDueCents + of('sent').amountDueCents });
    expect(answer.financial.overdue).toEqual({ count: of('overdue').count, totalCents: of('overdue').amountDueCents });
    expect(answer.financial.overdue.count).toBeGreaterThan(0);
    const overdueIds = all.rows.filter((row) => row.status === 'overdue').map((row) => row.documentId);
    const listed = answer.needsYou.flatMap((item) => (item.kind === 'invoiceOverdue' ? [item.documentId] : []));
    expect(listed.sort()).toEqual(overdueIds.sort());
    expect(answer.needsYouCounts.invoiceOverdue).toBe(overdueIds.length);
  });

  it("sums the period's revenue from the invoices' own totals, cancelled and replaced ones out and substitutions netted", async () => {
    const list = responseOf(listDocuments, await callRoute(listDocuments, user.accessToken, { query: { kind: 'invoice', ...answer.period, pageSize: '100' } }));
    const counted = list.rows.filter((row) => row.status !== 'cancelled' && !row.substitutedBy);
    const documents = await Promise.all(
      counted.map(async (row) => responseOf(getDocument, await callRoute(getDocument, user.accessToken, { params: { documentId: row.documentId } })).document),
    );
    // By substitution, the original's amount as the rectification kept it, or the original's own (kept amounts came later).
    const replaced = async (document: (typeof documents)[number], field: 'baseCents' | 'vatCents'): Promise<number> => {
      const rectification = document.rectification;
      if (rectification?.method !== 'S') return 0;
      const kept = field === 'baseCents' ? rectification.originalBaseCents : rectification.originalVatCents;
      if (kept !== undefined) return kept;
      const original = responseOf(getDocument, await callRoute(getDocument, user.accessToken, { params: { documentId: rectification.originalId } })).document;
      return original.totals[field];
    };
    const replacedBase = await Promise.all(documents.map((d) => replaced(d, 'baseCents')));
    const replacedVat = await Promise.all(documents.map((d) => replaced(d, 'vatCents')));
    expect(replacedBase.some((cents) => cents > 0)).toBe(true);
    const expected = {
      invoices: documents.length,
      baseCents: documents.reduce((sum, d, i) => sum + d.totals.baseCents - (replacedBase[i] ?? 0), 0),
      vatCents: documents.reduce((sum, d, i) => sum + d.totals.vatCents - (replacedVat[i] ?? 0), 0),
      irpfCents: documents.reduce((sum, d) => sum + (d.totals.irpf?.amountCents ?? 0), 0),
    };
    expect(answer.financial.revenue).toEqual({ ...expected, totalCents: expected.baseCents + expected.vatCents - expected.irpfCents });
    expect(list.rows.some((row) => row.status === 'cancelled')).toBe(true);
    // The series spreads the same amounts over the period's months.
    expect(answer.financial.series).toHaveLength(12);
    expect(answer.financial.series.reduce((sum, bucket) => sum + bucket.baseCents, 0)).toBe(expected.baseCents);
    expect(answer.financial.series.reduce((sum, bucket) => sum + bucket.vatCents, 0)).toBe(expected.vatCents);
  });

  it("lists the calendar month's sessions the sessions list shows for that month", async () => {
    const sessions = responseOf(listSessions, await callRoute(listSessions, user.accessToken, { query: { pageSize: '500' } })).sessions;
    const month = sessions.find((session) => session.date)?.date?.slice(0, 7) ?? today.slice(0, 7);
    const shown = await ask({ month });
    const list = responseOf(listSessions, await callRoute(listSessions, user.accessToken, { query: { from: `${month}-01`, to: `${month}-31`, pageSize: '500' } }));
    expect(shown.calendar.month).toBe(month);
    expect(shown.calendar.sessions.map((session) => session.sessionId).sort()).toEqual(list.sessions.map((session) => session.sessionId).sort());
  });

  it('lists the coming sessions in date order with their calendar type, each once and each dated from today as the sessions list shows it', async () => {
    const coming = answer.upcomingSessions.map((session) => [session.date, session.calendarType]);
    expect(coming).toContainEqual([addDays(today, 3), 'wedding']);
    expect(coming.map(([date]) => date)).toEqual(coming.map(([date]) => date).sort());
    const ids = answer.upcomingSessions.map((session) => session.sessionId);
    expect(new Set(ids).size).toBe(ids.length);
    const fromToday = responseOf(listSessions, await callRoute(listSessions, user.accessToken, { query: { from: today, to: addDays(today, 3650), pageSize: '500' } }));
    expect(ids.every((id) => fromToday.sessions.some((session) => session.sessionId === id))).toBe(true);
    expect(ids.length).toBe(Math.min(5, fromToday.sessions.length));
  });

  it('lists confirmed selections and quotes as orders with the spec statuses', () => {
    const quote = answer.recentOrders.find((order) => order.kind === 'quote' && order.number === 'P-9');
    expect(quote?.status).toBe('pending');
    expect(answer.recentOrders.some((order) => order.kind === 'selection')).toBe(true);
  });

  it('says whether onboarding is complete as GET /api/me does', () => {
    expect(answer.onboardingCompleted).toBe(false);
  });

  it('shows the agreements waiting (soonest to expire first) and the declined ones the agreements list shows, with their counts', async () => {
    const template = responseOf(
      createTemplate,
      await callRoute(createTemplate, user.accessToken, { body: { name: 'Boda', language: 'es', document: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Contrato' }] }] } } }),
    ).template;
    const client = responseOf(createContact, await callRoute(createContact, user.accessToken, { body: { ...exampleOf(createContact).body, type: 'client' } })).contact;
    const draftFor = async (title: string, expiresInDays: number) => {
      const draft = responseOf(createAgreement, await callRoute(createAgreement, user.accessToken, { body: { templateId: template.templateId, clientId: client.contactId } })).agreement;
      const body = { title, mergeValues: {}, signers: [{ name: 'Lucía', email: `lucia-${draft.agreementId}@example.com`, language: 'es' }], expiresInDays };
      responseOf(updateAgreement, await callRoute(updateAgreement, user.accessToken, { params: { agreementId: draft.agreementId }, body }));
      return draft.agreementId;
    };
    const send = async (agreementId: string) => responseOf(sendAgreement, await callRoute(sendAgreement, user.accessToken, { params: { agreementId } })).agreement;
    const later = await send(await draftFor('Caduca en 10 días', 10));
    const sooner = await send(await draftFor('Caduca en 2 días', 2));
    const expired = await send(await draftFor('Caducado', 3));
    await db().entities.agreement.patch({ photographerId: user.sub, agreementId: expired.agreementId }).set({ expiresAt: new Date(Date.now() - 60_000).toISOString() }).go();
    const declined = await send(await draftFor('Rechazado', 5));
    const token = (declined.signers[0]?.link ?? '').split('/').at(-1) ?? '';
    expect((await callRoute(declineSignerAgreement, undefined, { params: { agreementToken: token }, body: {} })).status).toBe(200);
    await draftFor('Borrador', 5);

    const shown = await ask({ period: 'this_month', granularity: 'month' });
    const rows = responseOf(listAgreements, await callRoute(listAgreements, user.accessToken, { query: {} })).agreements;
    const waiting = shown.needsYou.flatMap((item) => (item.kind === 'agreementWaiting' ? [item.agreementId] : []));
    const listedWaiting = rows.filter((row) => row.status === 'sent' || row.status === 'viewed').sort((a, b) => (a.expiresAt ?? '').localeCompare(b.expiresAt ?? ''));
    expect(waiting).toEqual(listedWaiting.map((row) => row.agreementId));
    expect(waiting).toEqual([sooner.agreementId, later.agreementId]);
    const declinedIds = shown.needsYou.flatMap((item) => (item.kind === 'agreementDeclined' ? [item.agreementId] : []));
    expect(declinedIds).toEqual(rows.filter((row) => row.status === 'declined').map((row) => row.agreementId));
    expect(declinedIds).toEqual([declined.agreementId]);
    expect([shown.needsYouCounts.agreementWaiting, shown.needsYouCounts.agreementDeclined]).toEqual([listedWaiting.length, 1]);
  });

  it('asks for the photographer when storage reaches 80 % of the quota, as the Storage tab and its alerts count it', async () => {
    const { sub: photographerId } = await createPhotographer('dashboard-storage');
    const quota = 1_000_000;
    const storageOf = async (usedBytes: number) => {
      await db().entities.photographer.patch({ photographerId }).set({ storageQuotaBytes: quota, storageUsedBytes: usedBytes }).go();
      const shown = await dashboardOf(photographerId, { period: 'this_month', granularity: 'month' });
      return { items: shown.needsYou.filter((item) => item.kind === 'storageNearLimit'), count: shown.needsYouCounts.storageNearLimit };
    };
    expect(await storageOf(799_999)).toEqual({ items: [], count: 0 });
    expect(await storageOf(853_000)).toEqual({ items: [{ kind: 'storageNearLimit', percent: 85, usedBytes: 853_000, quotaBytes: quota }], count: 1 });
    expect((await storageOf(1_200_000)).items[0]).toMatchObject({ percent: 120 });
  });

  it("counts the clients and contacts created in the period by the Madrid day of the CRM list's creation time, at both ends of the period", async () => {
    const owner = await createPhotographer('dashboard-new-contacts');
    for (const type of ['client', 'client', 'lead'] as const) await callRoute(createContact, owner.accessToken, { body: { ...exampleOf(createContact).body, type } });
    const listed = async (type: 'client' | 'lead') => responseOf(listContacts, await callRoute(listContacts, owner.accessToken, { query: { type, pageSize: '500' } })).rows;
    const [clients, leads] = await Promise.all([listed('client'), listed('lead')]);
    const created = todayInMadrid(new Date(clients[0]?.createdAt ?? ''));
    const inPeriod = (rows: { createdAt: string }[], { from, to }: { from: string; to: string }) =>
      rows.filter((row) => todayInMadrid(new Date(row.createdAt)) >= from && todayInMadrid(new Date(row.createdAt)) <= to).length;
    // The clock a millisecond before and at the Madrid midnights that bring the creation day into and out of the last 7 days.
    const clocks = [madridDayStart(created) - 1, madridDayStart(created), madridDayStart(addDays(created, 7)) - 1, madridDayStart(addDays(created, 7))];
    const shown = [];
    for (const clock of clocks) {
      const { period, general } = await dashboardOf(owner.sub, { period: 'last_7_days', granularity: 'day' }, new Date(clock));
      expect([general.newClients, general.newContacts]).toEqual([inPeriod(clients, period), inPeriod(leads, period)]);
      shown.push(general.newClients + general.newContacts);
    }
    expect(shown).toEqual([0, 3, 3, 0]);
  });
});

describe('dashboardOf with an injected clock', () => {
  it('reads "today" and the period from the clock it is given', async () => {
    const photographerId = randomUUID();
    const shown = await dashboardOf(photographerId, { period: 'this_quarter', granularity: 'week' }, new Date('2025-05-14T10:00:00Z'));
    expect(shown.today).toBe('2025-05-14');
    expect(shown.period).toEqual({ from: '2025-04-01', to: '2025-05-14' });
    expect(shown.financial.series[0]?.start).toBe('2025-03-31');
    expect(shown.general.sessions).toBe(0);
  });
});
