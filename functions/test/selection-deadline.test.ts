// A share link's selection deadline (issue 28 point 2), with an injected clock for the hourly run:
// a new link takes the package's days to choose and the photographer edits it; the gallery shows
// it; the client is reminded 3 days and 1 day before, once each (also when the run runs twice at
// once), in their language with their link; at the deadline a draft that needs no payment is
// confirmed once through the client's own confirmation (the receipt and the notice follow from the
// stream), a draft with extras or an empty one closes the link keeping the draft, and the
// photographer is told once; a run racing the client's own confirmation confirms one version.
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { finalizeGallery, getGallery, saveGalleryDraft } from '@fotostudio/shared/contracts/gallery';
import { listNotifications } from '@fotostudio/shared/contracts/notifications';
import { createShareLink, getShareLink, listSessionSelections, updateShareLink, type ShareLink } from '@fotostudio/shared/contracts/share-links';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/data/database.js';
import { runSelectionDeadlines } from '../src/gallery/selection-deadline.js';
import { callApi, callRoute, errorCodeOf, responseOf, type ApiAnswer } from './support/api.js';
import { completeBillingSettings } from './support/billing.js';
import { basePackage } from './support/catalog-fixtures.js';
import { createPhotographer, type TestUser } from './support/cognito-users.js';
import { eventually } from './support/eventually.js';
import { mailsTo } from './support/mail.js';
import { createTestSession, storeImage } from './support/sessions.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const choicesOf = (imageIds: string[]) => ({ images: imageIds.map((imageId) => ({ imageId, products: [] })), additionalProducts: [], fullGallerySelected: false, generalComment: null });

describe("a share link's selection deadline", () => {
  let user: TestUser;
  let confirmPackage: string;
  const api = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => callApi({ method, path, token: user.accessToken, body });

  beforeAll(async () => {
    user = await createPhotographer('selection-deadline');
    await completeBillingSettings(user.accessToken);
    const named = await api('PUT', '/api/me', { businessName: 'Estudio Plazo' });
    expect(named.status, named.text).toBe(200);
    // Two photos included, extras paid; 7 days to choose, the draft confirmed at the deadline.
    const created = responseOf(
      createPackage,
      await api('POST', '/api/packages', { ...basePackage, includedPhotos: 2, extraPhotoPriceCents: 1200, selectionDays: 7, deadlineAction: 'confirmDraft' }),
    );
    expect([created.package.selectionDays, created.package.deadlineAction]).toEqual([7, 'confirmDraft']);
    confirmPackage = created.package.packageId;
  });

  /** A session of a new client (their own address, in `language`) with three photos and its link. */
  const sharedSession = async (language: 'es' | 'en', packageId = confirmPackage) => {
    const email = `plazo-${randomUUID().slice(0, 8)}@example.com`;
    const { contact } = responseOf(
      createContact,
      await api('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client', firstName: 'Lucía', emails: { primary: email }, language }),
    );
    const title = `Retrato ${randomUUID().slice(0, 6)}`;
    const { sessionId } = await createTestSession(user.accessToken, { title }, { clientId: contact.contactId, packageId });
    const imageIds: string[] = [];
    for (let i = 0; i < 3; i += 1) imageIds.push((await storeImage(user.sub, sessionId)).imageId);
    const before = Date.now();
    const { link } = responseOf(createShareLink, await api('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Elige tus fotos', durationDays: 30 }));
    const gallery = (path: string, body?: unknown) =>
      callApi({ method: body ? (path === saveGalleryDraft.path ? 'PUT' : 'POST') : 'GET', path: path.replace('{linkKey}', link.token), body });
    return { email, title, sessionId, imageIds, link, gallery, before };
  };
  const setDeadline = async (sessionId: string, selectionDeadline: string | null): Promise<ShareLink> =>
    responseOf(updateShareLink, await api('PATCH', `/api/sessions/${sessionId}/share-link`, { selectionDeadline })).link;
  const linkOf = async (sessionId: string): Promise<ShareLink | null> => responseOf(getShareLink, await api('GET', `/api/sessions/${sessionId}/share-link`)).link;
  const deadlineNotices = async (sessionId: string) => {
    const page = responseOf(listNotifications, await callRoute(listNotifications, user.accessToken, { query: { limit: '50' } }));
    return page.unchanged ? [] : page.notifications.filter((n) => n.kind === 'selectionDeadlinePassed' && n.sessionId === sessionId);
  };
  const selectionsOf = async (sessionId: string) => responseOf(listSessionSelections, await api('GET', `/api/sessions/${sessionId}/selections`));
  /** A deadline the real clock has not reached (the photographer sets it), for a run with the clock moved past it. */
  const soon = () => new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000).toISOString();

  it('defaults from the package, shows in the gallery, and reminds the client 3 days and 1 day before, once each, in their language with their link', async () => {
    const { email, sessionId, link, gallery, before } = await sharedSession('en');
    const deadline = Date.parse(link.selectionDeadline ?? '');
    expect(deadline).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(responseOf(getGallery, await gallery(getGallery.path)).gallery.selectionDeadline).toBe(link.selectionDeadline);

    await runSelectionDeadlines({ now: new Date(deadline - 5 * DAY) });
    expect(await mailsTo(email)).toHaveLength(0);
    const threeDays = new Date(deadline - 3 * DAY + 60_000);
    await Promise.all([runSelectionDeadlines({ now: threeDays }), runSelectionDeadlines({ now: threeDays })]);
    await runSelectionDeadlines({ now: new Date(threeDays.getTime() + HOUR) });
    const [first] = await mailsTo(email);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(first?.subject).toBe('3 days left to choose your photos of “Elige tus fotos”');
    expect(first?.from).toContain('Estudio Plazo');
    expect(first?.body.text).toContain(link.url);
    expect(first?.body.text).toContain('(Madrid time)');

    const oneDay = new Date(deadline - DAY + 60_000);
    await Promise.all([runSelectionDeadlines({ now: oneDay }), runSelectionDeadlines({ now: oneDay })]);
    await runSelectionDeadlines({ now: new Date(deadline - 60_000) });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('1 day left to choose your photos of “Elige tus fotos”');

    // A deadline set 2 days ahead gets only the "1 day" reminder; refused in the past or after the expiry.
    const moved = await setDeadline(sessionId, new Date(Date.now() + 2 * DAY).toISOString());
    await runSelectionDeadlines({ now: new Date(Date.parse(moved.selectionDeadline ?? '') - DAY - HOUR) });
    expect(await mailsTo(email)).toHaveLength(2);
    const past = await api('PATCH', `/api/sessions/${sessionId}/share-link`, { selectionDeadline: new Date(Date.now() - HOUR).toISOString() });
    expect([past.status, errorCodeOf(past)]).toEqual([400, 'share.deadline_not_ahead']);
    const late = await api('PATCH', `/api/sessions/${sessionId}/share-link`, { selectionDeadline: new Date(Date.now() + 40 * DAY).toISOString() });
    expect([late.status, errorCodeOf(late)]).toEqual([400, 'share.deadline_after_expiry']);
    // None: the other tests' runs leave this link alone.
    expect((await setDeadline(sessionId, null)).selectionDeadline).toBeNull();
  }, 90_000);

  it('confirms a draft that needs no payment once, through the normal confirmation (receipt, notice), and tells the photographer once', async () => {
    const { email, title, sessionId, imageIds, gallery } = await sharedSession('es');
    responseOf(saveGalleryDraft, await gallery(saveGalleryDraft.path, choicesOf(imageIds.slice(0, 2))));
    const deadline = (await setDeadline(sessionId, soon())).selectionDeadline ?? '';
    const after = new Date(Date.parse(deadline) + 60_000);
    const runs = await Promise.all([runSelectionDeadlines({ now: after }), runSelectionDeadlines({ now: after })]);
    await runSelectionDeadlines({ now: new Date(after.getTime() + HOUR) });
    expect(runs.reduce((sum, run) => sum + run.confirmed, 0)).toBe(1);

    const { selections } = await selectionsOf(sessionId);
    expect(selections.map((s) => [s.version, s.images.length, s.price.extraPhotosCount])).toEqual([[1, 2, 0]]);
    const link = await linkOf(sessionId);
    expect([link?.status, link?.deadlineOutcome]).toEqual(['closed', 'confirmed']);
    // The client's receipt follows from the stream, as for their own confirmation.
    const receipt = await eventually(async () => (await mailsTo(email)).find((m) => m.subject === `Tu selección de «${title}»`));
    expect(receipt.body.html).toContain('Hola, Lucía:');
    const notices = await eventually(async () => {
      const found = await deadlineNotices(sessionId);
      return found.length ? found : undefined;
    });
    expect(notices.map((n) => n.kind === 'selectionDeadlinePassed' && [n.outcome, n.imageCount])).toEqual([['confirmed', 2]]);
    const told = (await mailsTo(user.email)).filter((m) => m.subject === `Selección de «${title}» confirmada al terminar el plazo`);
    expect(told).toHaveLength(1);
    // Late: the gallery answers as confirmed.
    const lateConfirm = await gallery(finalizeGallery.path, choicesOf(imageIds));
    expect(errorCodeOf(lateConfirm)).toBe('gallery.already_confirmed');
  }, 90_000);

  it('closes the link keeping the draft when it has unpaid extras, and when it is empty; the gallery refuses then', async () => {
    const withExtras = await sharedSession('es');
    responseOf(saveGalleryDraft, await withExtras.gallery(saveGalleryDraft.path, choicesOf(withExtras.imageIds)));
    const empty = await sharedSession('en');
    const deadline = soon();
    await setDeadline(withExtras.sessionId, deadline);
    await setDeadline(empty.sessionId, deadline);
    const after = new Date(Date.parse(deadline) + 60_000);
    const runs = await Promise.all([runSelectionDeadlines({ now: after }), runSelectionDeadlines({ now: after })]);
    await runSelectionDeadlines({ now: new Date(after.getTime() + HOUR) });
    expect(runs.reduce((sum, run) => sum + run.closed, 0)).toBe(2);

    const kept = await selectionsOf(withExtras.sessionId);
    expect(kept.selections).toHaveLength(0);
    expect(kept.draft?.images.map((image) => image.imageId)).toEqual(withExtras.imageIds);
    for (const { sessionId, gallery } of [withExtras, empty]) {
      expect((await linkOf(sessionId))?.deadlineOutcome).toBe('closed');
      const refused = await gallery(getGallery.path);
      expect([refused.status, errorCodeOf(refused)]).toEqual([410, 'gallery.selection_deadline_passed']);
    }
    const closedNotices = await deadlineNotices(withExtras.sessionId);
    expect(closedNotices.map((n) => n.kind === 'selectionDeadlinePassed' && [n.outcome, n.imageCount])).toEqual([['closed', 3]]);
    expect((await deadlineNotices(empty.sessionId)).map((n) => n.kind === 'selectionDeadlinePassed' && [n.outcome, n.imageCount])).toEqual([['closed', 0]]);
    // Nothing was charged: the session's finance has no extras.
    const { data: finance } = await db().entities.sessionFinance.get({ photographerId: user.sub, sessionId: withExtras.sessionId }).go({ consistent: true });
    expect(finance?.extraPhotos ?? 0).toBe(0);

    // A new deadline opens the link again until then.
    await setDeadline(withExtras.sessionId, soon());
    expect((await withExtras.gallery(getGallery.path)).status).toBe(200);
    await setDeadline(withExtras.sessionId, null);
  }, 90_000);

  it('confirms one version when the run races the client confirming', async () => {
    const { sessionId, imageIds, gallery } = await sharedSession('es');
    responseOf(saveGalleryDraft, await gallery(saveGalleryDraft.path, choicesOf(imageIds.slice(0, 1))));
    const deadline = (await setDeadline(sessionId, soon())).selectionDeadline ?? '';
    const after = new Date(Date.parse(deadline) + 60_000);
    const [client, run] = await Promise.all([gallery(finalizeGallery.path, choicesOf(imageIds.slice(0, 2))), runSelectionDeadlines({ now: after })]);
    await runSelectionDeadlines({ now: new Date(after.getTime() + HOUR) });

    const { selections } = await selectionsOf(sessionId);
    expect(selections).toHaveLength(1);
    const link = await linkOf(sessionId);
    expect(link?.status).toBe('closed');
    if (client.status === finalizeGallery.successStatus) {
      // The client won: two photos, the deadline found it confirmed and told nothing.
      expect([selections[0]?.images.length, link?.deadlineOutcome, run.confirmed]).toEqual([2, null, 0]);
      expect(await deadlineNotices(sessionId)).toHaveLength(0);
    } else {
      expect(errorCodeOf(client)).toBe('gallery.already_confirmed');
      expect([selections[0]?.images.length, link?.deadlineOutcome, run.confirmed]).toEqual([1, 'confirmed', 1]);
      expect(await deadlineNotices(sessionId)).toHaveLength(1);
    }
    const stored = (await db().entities.shareLink.get({ photographerId: user.sub, sessionId }).go({ consistent: true })).data;
    expect(stored?.deadlineDoneFor).toBe(deadline);
  }, 90_000);
});
