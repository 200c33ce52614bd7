// A share link's selection deadline in a browser (issue 28 point 2), on a 390 px phone: the
// photographer sets the deadline in the link's edit form (Madrid time); the hourly run, called in
// this worker with the stack's environment and its clock moved to 3 days before the deadline (as
// the functions tests call it), mails the client their reminder; the client opens the gallery
// from the link in that mail, read from the mail viewer, and its info area shows the deadline in
// Spanish and in English. Axe on the form and on the gallery in both languages.
import { getShareLink } from '@fotostudio/shared/contracts/share-links';
import { describe, expect, inject, it } from 'vitest';
import g from '../src/gallery/locales/es/gallery.json';
import gEn from '../src/gallery/locales/en/gallery.json';
import { madridWallTime } from '../src/features/sessions/utils/share-link-form';
import './context';
import { callApiAs } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE } from './browser';
import { field } from './fields';
import { sessionWithShareLink } from './gallery-session';
import { es, interpolate } from './i18n';
import { signIn } from './journeys';
import { linkIn, waitForMailWithSubject } from './mail';

const { baseUrl, mailViewerUrl, functionsEnv } = inject('e2e');
const browser = browserForFile();
const s = es.sessions;
const DAY_MS = 86_400_000;

describe('selection deadline', () => {
  it('is set in the link form on a phone, reminded by email 3 days before, and shown in the gallery in Spanish and English', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'deadline');
    const title = 'Retrato en el parque';
    // Five days ahead at 20:00 in Madrid, as the photographer types it.
    const typed = `${madridWallTime(new Date(Date.now() + 5 * DAY_MS).toISOString()).slice(0, 10)}T20:00`;

    // ---- The photographer, on a phone: the link's edit form takes the deadline.
    const studio = await openPage(browser(), baseUrl, PHONE);
    await signIn(studio.page, fixture.user.email, fixture.user.password);
    await studio.page.waitForURL('**/dashboard');
    await studio.page.goto('/dashboard/sessions');
    const row = studio.page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: interpolate(s.list.actions.share, { name: title }) }).click();
    const details = studio.page.getByRole('dialog', { name: interpolate(s.share.title, { name: title }) });
    await details.getByRole('button', { name: s.share.edit }).click();
    const form = studio.page.getByRole('dialog', { name: interpolate(s.share.editTitle, { name: title }) });
    const deadlineField = field(form, s.share.form.selectionDeadline);
    await deadlineField.fill(typed);
    await expectAccessible(studio.page, 'share link form with its deadline');
    await form.getByRole('button', { name: s.share.form.save }).click();
    await details.getByText(s.share.selectionDeadline).waitFor();
    const { link } = getShareLink.response.parse(await callApiAs(baseUrl, fixture.user, 'GET', `/api/sessions/${fixture.sessionId}/share-link`));
    const deadline = link?.selectionDeadline ?? '';
    expect(madridWallTime(deadline)).toBe(typed);
    await studio.context.close();

    // ---- The hourly run, 3 days before: the client's reminder, read from the mail viewer.
    Object.assign(process.env, functionsEnv, { LOG_LEVEL: 'silent' });
    const { runSelectionDeadlines } = await import('../../functions/src/gallery/selection-deadline');
    await runSelectionDeadlines({ now: new Date(Date.parse(deadline) - 3 * DAY_MS + 60_000) });
    const reminder = await waitForMailWithSubject(mailViewerUrl, fixture.clientEmail, 'Te quedan 3 días para elegir tus fotos de «Tus fotos del parque»');
    const galleryUrl = linkIn(reminder);
    expect(galleryUrl.pathname).toBe(fixture.galleryPath);

    // ---- The client opens it on the phone: the deadline in the info area, in Spanish and English.
    const { page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(galleryUrl.pathname);
    await page.getByRole('heading', { level: 1, name: 'Tus fotos del parque' }).waitFor();
    const info = page.getByRole('list', { name: g['info.label'] });
    const shown = info.locator(`time[datetime="${deadline}"]`);
    await expect.poll(() => shown.innerText()).toMatch(/^Elige antes del .* \(hora de Madrid\), dentro de [45] días$/);
    expect(await shown.innerText()).toContain('20:00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'gallery with its deadline (es)');
    await page.getByRole('button', { name: `${g['language.en']}, EN` }).click();
    const shownEn = page.getByRole('list', { name: gEn['info.label'] }).locator(`time[datetime="${deadline}"]`);
    await expect.poll(() => shownEn.innerText()).toMatch(/^Choose by .* \(Madrid time\), in [45] days$/);
    await expectAccessible(page, 'gallery with its deadline (en)');
  }, 180_000);
});
