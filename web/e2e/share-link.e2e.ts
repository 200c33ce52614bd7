// The photographer's side of a share link against the local stack: generated from the
// session's row with a default comment as its message (and the days checked), copied,
// deactivated (the gallery then refuses it) and activated, extended (1 to 365 checked),
// given a custom address and a password (the gallery asks for it) and the password removed;
// then the client confirms a selection over HTTP with the link key, as the gallery page
// does, and the Selections tab shows it, copies its names for Lightroom Classic, and
// reopens it for changes; generated again, the old addresses stop working and the new link
// keeps the password and message.
import { createContact } from '@fotostudio/shared/contracts/crm';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { getShareLink, listSessionSelections, type ShareLink } from '@fotostudio/shared/contracts/share-links';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { confirmSelectionAsClient, jsonApi, uploadPhotos } from '../../infra/local/demo-studio';
import { whatsappShareUrl } from '../src/features/sessions/utils/share-link-form';
import './context';
import { accessTokenOf, callApiAs, idOf, newPhotographer, type TestPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE } from './browser';
import { field } from './fields';
import { es, interpolate } from './i18n';
import { signIn } from './journeys';
import { clearToasts, shootModal } from './screens';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const { baseUrl } = inject('e2e');
const browser = browserForFile();
const s = es.sessions;
const DAY_MS = 24 * 3600 * 1000;

const toast = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const message = (code: string) => resolveError(code, 'es').message;

interface Fixture {
  user: TestPhotographer;
  sessionId: string;
  title: string;
  comment: { title: string; text: string };
}

/** A photographer with a client, a package, a default comment and a session with three processed photos. */
const photographerWithPhotos = async (): Promise<Fixture> => {
  const user = await newPhotographer(baseUrl, 'share-link');
  const call = (method: 'POST' | 'GET', path: string, body?: unknown) => callApiAs(baseUrl, user, method, path, body);
  const contact = { ...exampleOf(createContact).body, type: 'client', firstName: 'Lucía', lastName: 'Enlace' };
  const clientId = idOf(await call('POST', '/api/contacts', contact), 'contact', 'contactId');
  const packageId = idOf(await call('POST', '/api/packages', { ...exampleOf(createPackage).body, name: 'Boda con galería' }), 'package', 'packageId');
  const comment = { title: 'Bienvenida', text: 'Hola, aquí tenéis vuestras fotos. Marcad vuestras favoritas con el corazón.' };
  await call('POST', '/api/comments', comment);
  const title = 'Boda en el jardín';
  const sessionId = idOf(await call('POST', '/api/sessions', { clientId, packageId, title, sessionType: 'wedding', calendarSync: false }), 'session', 'sessionId');
  const api = jsonApi(baseUrl, { authorization: `Bearer ${await accessTokenOf(baseUrl, user)}` });
  await uploadPhotos(api, sessionId, [0, 1, 2]);
  return { user, sessionId, title, comment };
};

const linkOf = async (fixture: Fixture): Promise<ShareLink> => {
  const answer = await callApiAs(baseUrl, fixture.user, 'GET', `/api/sessions/${fixture.sessionId}/share-link`);
  const { link } = getShareLink.response.parse(answer);
  if (!link) throw new Error('the session has no share link');
  return link;
};

const galleryStatus = async (linkKey: string): Promise<number> => (await fetch(`${baseUrl}/api/gallery/${linkKey}`)).status;

const statusBadge = (dialog: Locator, status: keyof typeof s.share.statuses) => dialog.getByText(s.share.statuses[status], { exact: true });

describe('share link', () => {
  it('generates, copies, deactivates, extends, and shows and reopens the selection the client confirmed', async () => {
    const fixture = await photographerWithPhotos();
    const { context, page } = await openPage(browser(), baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, fixture.user.email, fixture.user.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/sessions');

    // ---- Generate from the row: the session's title and 30 days are proposed.
    const row = page.getByRole('row').filter({ hasText: fixture.title });
    await row.getByRole('button', { name: interpolate(s.list.actions.share, { name: fixture.title }) }).click();
    const create = page.getByRole('dialog', { name: interpolate(s.share.createTitle, { name: fixture.title }) });
    const title = field(create, s.share.form.title);
    await expect.poll(() => title.inputValue()).toBe(fixture.title);
    const days = field(create, s.share.form.days);
    expect(await days.inputValue()).toBe('30');
    await expectAccessible(page, 'share link form');
    // Out of range: said on the field, focused, nothing sent.
    await days.fill('0');
    await create.getByRole('button', { name: s.share.form.generate }).click();
    await create.getByText(interpolate(s.share.validation.daysRange, { min: 1, max: 365 })).waitFor();
    expect(await days.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => days.evaluate((element) => element === document.activeElement)).toBe(true);
    await days.fill('10');
    // The default comment fills the message.
    await create.getByRole('combobox', { name: s.share.form.comment }).selectOption({ label: fixture.comment.title });
    expect(await field(create, s.share.form.message).inputValue()).toBe(fixture.comment.text);
    await create.getByRole('button', { name: s.share.form.generate }).click();

    const dialog = page.getByRole('dialog', { name: interpolate(s.share.title, { name: fixture.title }) });
    await statusBadge(dialog, 'active').waitFor();
    await toast(page, s.share.created).waitFor();
    const link = await linkOf(fixture);
    expect(link.message).toBe(fixture.comment.text);
    expect(link.durationDays).toBe(10);
    const address = dialog.getByRole('textbox', { name: s.share.address });
    expect(await address.inputValue()).toBe(link.url);
    expect(link.url.endsWith(link.token)).toBe(true);
    expect(await galleryStatus(link.token)).toBe(200);
    await shootModal(page, 'share-link', dialog);
    await expectAccessible(page, 'share link dialog with its link');

    // ---- Copy, and WhatsApp with the message and the address in a new tab.
    await dialog.getByRole('button', { name: interpolate(s.share.copyNamed, { label: s.share.address }) }).click();
    await toast(page, s.share.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.url);
    const whatsapp = dialog.getByRole('link', { name: interpolate(s.share.whatsappNamed, { label: s.share.address }) });
    expect(await whatsapp.getAttribute('href')).toBe(whatsappShareUrl(fixture.comment.text, link.url));
    expect(await whatsapp.getAttribute('target')).toBe('_blank');

    // ---- Deactivate: the gallery refuses the link; activate: it opens again.
    await dialog.getByRole('button', { name: s.share.deactivate, exact: true }).click();
    await statusBadge(dialog, 'inactive').waitFor();
    await dialog.getByText(message('share.inactive_warning')).waitFor();
    expect(await galleryStatus(link.token)).toBe(403);
    await dialog.getByRole('button', { name: s.share.activate, exact: true }).click();
    await statusBadge(dialog, 'active').waitFor();
    expect(await galleryStatus(link.token)).toBe(200);

    // ---- Extend: 1 to 365 days; 15 more days from the valid-until date.
    await clearToasts(page);
    await dialog.getByRole('button', { name: s.share.extendAction }).click();
    const extend = page.getByRole('dialog', { name: s.share.extend.title });
    const extendDays = field(extend, s.share.extend.days);
    await extendDays.fill('400');
    await extend.getByRole('button', { name: s.share.extend.submit }).click();
    await extend.getByText(interpolate(s.share.validation.daysRange, { min: 1, max: 365 })).waitFor();
    await extendDays.fill('15');
    await extend.getByRole('button', { name: s.share.extend.submit }).click();
    await extend.waitFor({ state: 'detached' });
    await toast(page, s.share.extended).waitFor();
    const extended = await linkOf(fixture);
    expect(Date.parse(extended.validUntil) - Date.parse(link.validUntil)).toBe(15 * DAY_MS);

    // ---- Edit: a custom address and a password, which the gallery then asks for; removed again.
    const customUrl = `jardin-${fixture.sessionId.slice(0, 8)}`;
    await dialog.getByRole('button', { name: s.share.edit, exact: true }).click();
    const edit = page.getByRole('dialog', { name: interpolate(s.share.editTitle, { name: fixture.title }) });
    await field(edit, s.share.form.customUrl).fill(customUrl);
    await field(edit, s.share.form.password).fill('secreto1');
    await edit.getByRole('button', { name: s.share.form.save }).click();
    await edit.waitFor({ state: 'detached' });
    const custom = dialog.getByRole('textbox', { name: s.share.customAddress });
    await expect.poll(() => custom.inputValue()).toMatch(new RegExp(`/${customUrl}$`));
    await dialog.getByText(s.share.passwordSet, { exact: true }).waitFor();
    expect(await galleryStatus(customUrl)).toBe(401);
    await dialog.getByRole('button', { name: s.share.edit, exact: true }).click();
    await edit.getByRole('checkbox', { name: s.share.form.removePassword }).check();
    await edit.getByRole('button', { name: s.share.form.save }).click();
    await edit.waitFor({ state: 'detached' });
    await dialog.getByText(s.share.passwordNone, { exact: true }).waitFor();
    expect(await galleryStatus(customUrl)).toBe(200);

    // On a phone the dialog still shows every action.
    await page.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: s.share.regenerate }).scrollIntoViewIfNeeded();
    expect(await dialog.getByRole('button', { name: s.share.regenerate }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 860 });
    await dialog.getByRole('button', { name: s.share.done }).click();
    await dialog.waitFor({ state: 'detached' });

    // ---- The client confirms two photos over HTTP with the link key, as the gallery page does.
    const confirmed = await confirmSelectionAsClient(jsonApi(baseUrl), link.token, 2);
    expect(confirmed.version).toBe(1);
    expect(confirmed.fileNames).toHaveLength(2);
    expect(await galleryStatus(link.token)).toBe(410);
    const listed = await callApiAs(baseUrl, fixture.user, 'GET', `/api/sessions/${fixture.sessionId}/selections`);
    const [selection] = listSessionSelections.response.parse(listed).selections;
    if (!selection) throw new Error('no confirmed selection listed');

    // ---- The Selections tab shows it: images, comment, price.
    await row.getByRole('button', { name: interpolate(s.list.actions.open, { name: fixture.title }) }).click();
    const detail = page.getByRole('dialog', { name: fixture.title });
    await detail.getByRole('tab', { name: s.detail.tabs.selections, exact: true }).click();
    const panel = detail.getByRole('tabpanel', { name: s.detail.tabs.selections, exact: true });
    await panel.getByText(interpolate(s.selections.confirmedBadge, { version: 1 })).waitFor();
    for (const fileName of confirmed.fileNames) await panel.getByText(fileName, { exact: true }).waitFor();
    await panel.getByText(interpolate(s.selections.imageComment, { comment: 'Esta en blanco y negro, por favor.' })).waitFor();
    await panel.getByText('¡Nos encantan! Gracias por todo.').waitFor();
    const total = panel.locator('.selection-price-total').filter({ hasText: s.selections.price.totalPrice });
    expect(await total.innerText()).toContain(formatMoney(selection.price.totalPriceCents, 'EUR', 'es'));
    await expectAccessible(page, 'selections tab');
    await shootModal(page, 'selections', detail);

    // ---- The names for Lightroom Classic: without extension, in the client's order, commas.
    await panel.getByRole('button', { name: s.selections.names.lightroom }).click();
    await toast(page, interpolate(s.selections.names.copied.lightroom_other, { count: 2 })).waitFor();
    const expectedNames = confirmed.fileNames.map((name) => name.replace(/\.[^.]+$/, '')).join(',');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedNames);

    // ---- The share dialog says the link is closed.
    await detail.getByRole('button', { name: s.detail.share }).click();
    const closedDialog = page.getByRole('dialog', { name: interpolate(s.share.title, { name: fixture.title }) });
    await statusBadge(closedDialog, 'closed').waitFor();
    await closedDialog.getByRole('button', { name: s.share.done }).click();
    await closedDialog.waitFor({ state: 'detached' });

    // ---- Reopen for changes: asked first; the link opens again.
    await panel.getByRole('button', { name: s.selections.reopen }).click();
    const reopen = page.getByRole('dialog', { name: s.selections.reopenTitle });
    await reopen.getByRole('button', { name: s.selections.reopenConfirm }).click();
    await reopen.waitFor({ state: 'detached' });
    await toast(page, s.selections.reopened).waitFor();
    await panel.getByText(s.selections.reopenedNote).waitFor();
    expect((await linkOf(fixture)).status).toBe('active');
    expect(await galleryStatus(link.token)).toBe(200);

    // ---- Generate again (with a password set once more): the dialog says what the new link
    // keeps and that the custom address goes; then the old token and custom address open
    // nothing and the new link asks for the same password.
    await detail.getByRole('button', { name: s.detail.share }).click();
    const shareDialog = page.getByRole('dialog', { name: interpolate(s.share.title, { name: fixture.title }) });
    await shareDialog.getByRole('button', { name: s.share.edit, exact: true }).click();
    await field(edit, s.share.form.password).fill('secreto2');
    await edit.getByRole('button', { name: s.share.form.save }).click();
    await edit.waitFor({ state: 'detached' });
    await shareDialog.getByText(s.share.passwordSet, { exact: true }).waitFor();
    const before = await linkOf(fixture);
    await shareDialog.getByRole('button', { name: s.share.regenerate }).click();
    const regenerate = page.getByRole('dialog', { name: s.share.regenerateTitle });
    for (const text of [s.share.regenerateKeepsPassword, s.share.regenerateKeepsMessage, interpolate(s.share.regenerateCustomUrl, { address: before.customUrlFull ?? '' })]) {
      await regenerate.getByText(text, { exact: true }).waitFor();
    }
    await regenerate.getByRole('button', { name: s.share.regenerateConfirm }).click();
    await regenerate.waitFor({ state: 'detached' });
    await toast(page, s.share.regenerated).waitFor();
    const after = await linkOf(fixture);
    expect(after.token).not.toBe(before.token);
    expect({ customUrl: after.customUrl, hasPassword: after.hasPassword, message: after.message, validUntil: after.validUntil }).toEqual({
      customUrl: null,
      hasPassword: true,
      message: before.message,
      validUntil: before.validUntil,
    });
    expect({ token: await galleryStatus(before.token), customUrl: await galleryStatus(customUrl) }).toEqual({ token: 404, customUrl: 404 });
    expect(await galleryStatus(after.token)).toBe(401);
    await context.close();
  });
});
