import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import {
  createImageUploads,
  createSession,
  getSessionFinance,
  listSessionImages,
  listSessions,
  updateSession,
  updateSessionFinance,
} from '@fotostudio/shared/contracts/sessions';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { readFinance } from '../src/sessions/finance.js';
import { callApi, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { PNG, postFile } from './support/uploads.js';

type Detail = RouteResponse<typeof createSession>;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sessions: create, list, update, finance and upload tickets', () => {
  let user: TestUser;
  let clientId: string;
  let leadId: string;
  let packageId: string;
  beforeAll(async () => {
    user = await createPhotographer('sessions');
    const contact = (type: string, firstName: string) =>
      api('POST', '/api/contacts', { type, firstName, lastName: 'Sanz', emails: { primary: `${firstName.toLowerCase()}@example.com` } });
    const [client, lead, pkg] = await Promise.all([contact('client', 'Ana'), contact('lead', 'Luis'), api('POST', '/api/packages', basePackage)]);
    clientId = responseOf(createContact, client).contact.contactId;
    leadId = responseOf(createContact, lead).contact.contactId;
    packageId = responseOf(createPackage, pkg).package.packageId;
  });
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });
  const sessionBody = (extra: Record<string, unknown> = {}) => ({
    clientId,
    packageId,
    title: 'Boda de Ana',
    sessionType: 'wedding',
    calendarSync: false,
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}): Promise<Detail> => {
    const answer = await api('POST', '/api/sessions', sessionBody(extra));
    return responseOf(createSession, answer);
  };
  const packageRefs = async () =>
    (await db().entities.sessionPackage.get({ photographerId: user.sub, packageId }).go()).data?.sessionRefs;

  it('takes the base price from the package, defaults the total to it and an empty paid amount to 0', async () => {
    const { session, finance, package: terms } = await create({ date: '2026-06-13', time: '17:30' });
    expect(session).toMatchObject({ clientName: 'Ana Sanz', packageName: 'Boda', status: 'active', date: '2026-06-13', time: '17:30:00' });
    expect(finance).toMatchObject({ basePriceCents: 150000, totalPriceCents: 150000, paidCents: 0, remainingCents: 150000 });
    expect(terms.priceCents).toBe(150000);
  });

  it('counts every session in its package in the same transaction, also when created at once', async () => {
    const before = (await packageRefs()) ?? 0;
    await Promise.all(Array.from({ length: 10 }, (_, i) => create({ title: `Sesión ${i}` })));
    expect(await packageRefs()).toBe(before + 10);
    const blocked = await api('DELETE', `/api/packages/${packageId}`);
    expect([blocked.status, errorCodeOf(blocked)]).toEqual([409, 'catalog.package_in_use']);
  });

  it('refuses a lead, an inactive package and a paid amount above the total, writing nothing', async () => {
    const before = await packageRefs();
    const lead = await api('POST', '/api/sessions', sessionBody({ clientId: leadId }));
    expect([lead.status, errorCodeOf(lead)]).toEqual([400, 'sessions.client_not_client']);
    const overpaid = await api('POST', '/api/sessions', sessionBody({ finance: { totalPriceCents: 1000, paidCents: 2000 } }));
    expect([overpaid.status, errorCodeOf(overpaid)]).toEqual([400, 'sessions.paid_above_total']);
    const inactive = await api('POST', '/api/packages', { ...basePackage, name: 'Apagado', active: false });
    const inactiveId = responseOf(createPackage, inactive).package.packageId;
    const refused = await api('POST', '/api/sessions', sessionBody({ packageId: inactiveId }));
    expect([refused.status, errorCodeOf(refused)]).toEqual([400, 'sessions.package_inactive']);
    const noDate = await api('POST', '/api/sessions', sessionBody({ calendarSync: true }));
    expect([noDate.status, errorCodeOf(noDate)]).toEqual([400, 'sessions.calendar_needs_date']);
    expect(await packageRefs()).toBe(before);
  });

  it('normalises updates (empty date and time to null, HH:mm to HH:mm:00, ISO dates to YYYY-MM-DD) and keeps client and package fixed', async () => {
    const { session } = await create({ date: '2026-07-01', time: '10:00' });
    const path = `/api/sessions/${session.sessionId}`;
    const moved = await api('PATCH', path, { date: '2026-07-02T09:00:00.000Z', time: '18:45', location: 'Retiro' });
    expect(responseOf(updateSession, moved).session).toMatchObject({ date: '2026-07-02', time: '18:45:00', location: 'Retiro' });
    const cleared = await api('PATCH', path, { date: '', time: '', location: null });
    expect(responseOf(updateSession, cleared).session).toMatchObject({ date: null, time: null, location: null });
    const seconds = await api('PATCH', path, { time: '18:45:30' });
    expect([seconds.status, errorCodeOf(seconds)]).toEqual([400, 'general.validation']);
    const empty = await api('PATCH', path, {});
    expect([empty.status, errorCodeOf(empty)]).toEqual([400, 'sessions.update_empty']);
    const other = await api('POST', '/api/contacts', { type: 'client', firstName: 'Eva', lastName: 'Ruiz', emails: { primary: 'eva@example.com' } });
    const otherId = responseOf(createContact, other).contact.contactId;
    const switched = await api('PATCH', path, { clientId: otherId });
    expect([switched.status, errorCodeOf(switched)]).toEqual([409, 'sessions.client_package_fixed']);
    const same = await api('PATCH', path, { clientId, title: 'Boda de Ana y Luis' });
    expect(same.status, same.text).toBe(200);
    const sync = await api('PATCH', path, { calendarSync: true });
    expect([sync.status, errorCodeOf(sync)]).toEqual([400, 'sessions.calendar_needs_date']);
  });

  it('updates the allowed finance fields, never paid above total, and answers a placeholder beyond 10 reads a minute', async () => {
    const { session } = await create();
    const path = `/api/sessions/${session.sessionId}/finance`;
    const paid = await api('PATCH', path, { paidCents: 50000 });
    expect(responseOf(updateSessionFinance, paid).finance).toMatchObject({ paidCents: 50000, remainingCents: 100000 });
    const above = await api('PATCH', path, { totalPriceCents: 40000 });
    expect([above.status, errorCodeOf(above)]).toEqual([400, 'sessions.paid_above_total']);
    const base = await api('PATCH', path, { basePriceCents: 1 });
    expect([base.status, errorCodeOf(base)]).toEqual([400, 'general.validation']);
    // The route reads through the same limit (the clock minute of now, far from these below).
    expect(responseOf(getSessionFinance, await api('GET', path)).finance).toMatchObject({ paidCents: 50000, placeholder: false });

    // The limit counts per clock minute: ten reads in its first and last millisecond are
    // answered, the eleventh is the placeholder, and the next minute starts again.
    const minute = Date.parse('2031-03-01T12:00:00.000Z');
    const read = (at: number) => readFinance(user.sub, session.sessionId, new Date(at));
    const reads = [];
    for (let i = 0; i < 10; i += 1) reads.push(await read(i < 5 ? minute : minute + 59_999));
    reads.push(await read(minute + 59_999));
    reads.push(await read(minute + 60_000));
    expect(reads.map((r) => r.placeholder)).toEqual([...Array<boolean>(10).fill(false), true, false]);
    expect(reads[9]).toMatchObject({ paidCents: 50000 });
    expect(reads[10]).toMatchObject({ totalPriceCents: 0, paidCents: 0, remainingCents: 0 });
    expect(reads[11]).toMatchObject({ paidCents: 50000 });
  });

  it('lists with search, filters, the archived view and a calendar range', async () => {
    const a = await create({ title: 'Retrato de Sofía', sessionType: 'portrait', date: '2027-03-05', time: '09:00' });
    const b = await create({ title: 'Producto cerámica', sessionType: 'product', date: '2027-03-20' });
    await create({ title: 'Familia Pérez', sessionType: 'family', date: '2027-04-02' });
    const list = async (query: string) =>
      responseOf(listSessions, await api('GET', `/api/sessions?${query}`));
    expect((await list('search=sofia')).sessions.map((s) => s.sessionId)).toEqual([a.session.sessionId]);
    expect((await list('sessionType=product')).sessions.map((s) => s.sessionId)).toEqual([b.session.sessionId]);
    expect((await list('from=2027-03-01&to=2027-03-31')).sessions.map((s) => s.sessionId)).toEqual([a.session.sessionId, b.session.sessionId]);
    expect((await list('view=archived')).totalCount).toBe(0);
    expect((await list('selected=true')).totalCount).toBe(0);
    const page = await list('pageSize=2&page=1');
    expect(page.sessions).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThan(2);
  });

  it('gives upload tickets and refuses duplicates, files already in the session and wrong types', async () => {
    const { session } = await create();
    const path = `/api/sessions/${session.sessionId}/images/uploads`;
    const file = (fileName: string, hash: string, contentType = 'image/png', sizeBytes = PNG.length) => ({ fileName, contentType, sizeBytes, sha256: hash });
    const first = await api('POST', path, { files: [file('a.png', sha('a')), file('a-copy.png', sha('a')), file('doc.pdf', sha('pdf'), 'application/pdf')] });
    const { tickets } = responseOf(createImageUploads, first);
    expect(tickets.map((t) => t.refusal)).toEqual([null, 'duplicate_in_selection', 'type_not_allowed']);
    const again = await api('POST', path, { files: [file('a-again.png', sha('a')), file('big.jpg', sha('big'), 'image/jpeg', 51 * 1024 * 1024)] });
    const againTickets = responseOf(createImageUploads, again).tickets;
    // Asked again while its first ticket is still pending (a retried request), the same file gets
    // the same image and key and takes no second place (functions/test/image-upload-retries.test.ts
    // refuses it as similar once it is ready).
    expect(againTickets.map((t) => t.refusal)).toEqual([null, 'size_exceeded']);
    expect(againTickets[0]?.upload?.imageId).toBe(tickets[0]?.upload?.imageId);

    const upload = tickets[0]?.upload;
    if (!upload) throw new Error('no upload ticket');
    expect(upload.key).toBe(`originals/${user.sub}/sessions/${session.sessionId}/${upload.imageId}.png`);
    const stored = await postFile(upload, PNG, 'image/png');
    expect(stored.status).toBeLessThan(300);
    const images = await api('GET', `/api/sessions/${session.sessionId}/images`);
    expect(responseOf(listSessionImages, images).images).toEqual([
      expect.objectContaining({ imageId: upload.imageId, fileName: 'a.png' }),
    ]);
  });

  it('answers 404 for a session that is not there, with nothing created', async () => {
    const missing = await api('GET', '/api/sessions/00000000-0000-4000-8000-000000000001');
    expect([missing.status, errorCodeOf(missing)]).toEqual([404, 'sessions.not_found']);
  });
});
