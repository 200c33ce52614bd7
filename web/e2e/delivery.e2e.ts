// The delivery's finals (issue 28 point 4, the parts built so far), against the local stack on a
// 390 px phone: a client confirmed two of three photos through the gallery's API; the
// photographer opens the session's Entrega tab, uploads an edit of one selected photo
// ("PARQUE_21-Edit.jpg") and a photo outside the selection, and the match report on screen says
// 1 matched, 1 selected without its final, 1 extra; the delivery's settings show their defaults
// (clean finals, both sizes, 30 days) and save a change. Axe in Spanish and English.
// Publishing, at 1366 px: "Publicar entrega" asks first (what the client receives, until when;
// Cancel focused, Escape closes), then the state shows, the client's mail arrives with their link,
// "Ampliar" and "Retirar entrega" follow; axe in Spanish and English.
// Under the delivery's watermark: turned on in the settings, a final uploaded, publishing waits for
// its watermarked renditions; the client's viewer on a phone shows the watermarked picture (its
// address is the `fwp` class, its pixels differ from the clean preview); the sessions list at
// 1366 px and the session's detail at 390 px say the delivery is published until its end.
import { listSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { listSessionImages } from '@fotostudio/shared/contracts/sessions';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { demoPhoto } from '../../infra/local/demo-images';
import './context';
import { callApiAs } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { en, es, fill, interpolate } from './i18n';
import { finalsTab } from './finals-steps';
import { signIn } from './journeys';
import { waitForMail, waitForMailMatching } from './mail';
import { confirmThroughGallery, sessionWithShareLink } from './gallery-session';
import g from '../src/gallery/locales/es/gallery.json';

const { baseUrl, mailViewerUrl } = inject('e2e');
const WIDE = { width: 1366, height: 900 };
const browser = browserForFile();
const LANGUAGE_STORAGE_KEY = 'fotostudio.language';

/**
 * The share of pixels where two pictures differ by more than 40 in a channel, the second resized
 * to the first: a clean preview against its clean grid tile differs in well under 0.1 % (resizing),
 * the watermarked one in about 2 % (the tiled text).
 */
const changedShare = async (a: Buffer, b: Buffer): Promise<number> => {
  const one = await sharp(a).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const two = await sharp(b).resize(one.info.width, one.info.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const pixels = one.info.width * one.info.height;
  let changed = 0;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const channels = [0, 1, 2].map((channel) => Math.abs((one.data[pixel * 3 + channel] ?? 0) - (two[pixel * 3 + channel] ?? 0)));
    if (Math.max(...channels) > 40) changed += 1;
  }
  return changed / pixels;
};

const bytesOf = async (url: string): Promise<Buffer> => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

describe('the delivery’s finals', () => {
  it('the photographer uploads finals on a phone and reads how they match the confirmed selection', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'delivery');
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => callApiAs(baseUrl, fixture.user, method, path, body);
    // ---- The client confirms PARQUE_21 and PARQUE_22 (within the package's two), as the gallery sends it.
    await confirmThroughGallery(baseUrl, fixture, ['PARQUE_21.jpg', 'PARQUE_22.jpg']);

    // ---- The photographer, on a phone, in the session's Entrega tab.
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, fixture.user.email, fixture.user.password);
    // Signed in: the dashboard's address (a page opened before would be left by the sign-in's own redirect).
    await page.waitForURL('**/dashboard');
    let panel = await finalsTab(page, es, fixture.sessionId);
    await panel.getByText(es.sessions.finals.emptyTitle).waitFor();
    await expectAccessible(page, 'the Entrega tab, no finals yet');

    const [edited, extra] = await Promise.all([demoPhoto(21), demoPhoto(40)]);
    await panel.getByTestId('session-image-input').setInputFiles([
      { name: 'PARQUE_21-Edit.jpg', mimeType: 'image/jpeg', buffer: edited },
      { name: 'PORTADA.jpg', mimeType: 'image/jpeg', buffer: extra },
    ]);
    // The image function makes both ready; the report follows.
    await expect
      .poll(async () => listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`)).finals.map((final) => final.status).sort(), { timeout: 60_000 })
      .toEqual(['ready', 'ready']);
    const report = (t: typeof es) => [
      interpolate(t.sessions.finals.report.matched_one, { count: 1 }),
      interpolate(t.sessions.finals.report.pair, { final: 'PARQUE_21-Edit.jpg', selected: 'PARQUE_21.jpg' }),
      interpolate(t.sessions.finals.report.missing_one, { count: 1 }),
      'PARQUE_22.jpg',
      interpolate(t.sessions.finals.report.extra_one, { count: 1 }),
      'PORTADA.jpg',
    ];
    for (const text of report(es)) await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain(text);
    await panel.getByRole('img', { name: 'PARQUE_21-Edit.jpg' }).waitFor();
    // Nothing of the finals among the proofs.
    expect(listSessionImages.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/images`)).images.map((image) => image.fileName).sort()).toEqual(fixture.fileNames.slice().sort());

    // The delivery's own settings: clean finals, both sizes, 30 days; a change is saved.
    const settings = panel.getByRole('region', { name: es.sessions.finals.settings.title });
    expect(await settings.getByRole('checkbox', { name: es.sessions.finals.settings.watermark }).isChecked()).toBe(false);
    expect(await settings.getByRole('checkbox', { name: es.sessions.finals.settings.size.web }).isChecked()).toBe(true);
    expect(await settings.getByRole('checkbox', { name: es.sessions.finals.settings.size.full }).isChecked()).toBe(true);
    await settings.getByRole('spinbutton', { name: es.sessions.finals.settings.expiryDays }).fill('45');
    await expectAccessible(page, 'the Entrega tab with its report and settings');
    await settings.getByRole('button', { name: es.sessions.finals.settings.save }).click();
    await expect
      .poll(async () => ((await call('GET', `/api/sessions/${fixture.sessionId}/delivery`)) as { delivery: { expiryDays: number } }).delivery.expiryDays)
      .toBe(45);

    // ---- The same in English.
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: LANGUAGE_STORAGE_KEY, value: 'en' });
    panel = await finalsTab(page, en as typeof es, fixture.sessionId);
    for (const text of report(en as typeof es)) await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain(text);
    await expectAccessible(page, 'the Entrega tab in English');
    await context.close();
  }, 240_000);

  it('the photographer publishes the delivery from the Entrega tab at 1366 px, the client is mailed, then extends and withdraws it', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'delivery-publish');
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => callApiAs(baseUrl, fixture.user, method, path, body);
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await signIn(page, fixture.user.email, fixture.user.password);
    await page.waitForURL('**/dashboard');
    let panel = await finalsTab(page, es, fixture.sessionId);
    const section = () => panel.getByRole('region', { name: es.sessions.finals.publish.title });
    await section().getByText(es.sessions.finals.publish.none).waitFor();
    expect(await section().getByRole('button', { name: es.sessions.finals.publish.publish }).isDisabled()).toBe(true);

    await panel.getByTestId('session-image-input').setInputFiles([{ name: 'PARQUE_21-Edit.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(21) }]);
    await expect
      .poll(async () => listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`)).finals.map((final) => final.status), { timeout: 60_000 })
      .toEqual(['ready']);
    const publishButton = section().getByRole('button', { name: es.sessions.finals.publish.publish });
    await expect.poll(() => publishButton.isEnabled(), { timeout: 30_000 }).toBe(true);

    // The dialog says what the client receives and until when; Cancel has the focus and Escape closes it.
    await publishButton.click();
    let dialog = page.getByRole('dialog', { name: es.sessions.finals.publish.publishTitle });
    await dialog.getByText(interpolate(es.sessions.finals.publish.confirmWhat_one, { count: 1 })).waitFor();
    await expect.poll(() => dialog.textContent()).toContain('(30 días desde ahora');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(es.ui.cancel);
    await expectAccessible(page, 'the publish dialog');
    await screenshot(page, 'delivery-publish-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`)).delivery).toBeNull();

    await publishButton.click();
    dialog = page.getByRole('dialog', { name: es.sessions.finals.publish.publishTitle });
    await dialog.getByRole('button', { name: es.sessions.finals.publish.publish }).click();
    await dialog.waitFor({ state: 'detached' });
    await section().getByText(es.sessions.finals.publish.state.open, { exact: true }).waitFor();
    const { delivery } = listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`));
    expect(delivery?.state).toBe('open');
    // The client's mail (their language: the photographer's, Spanish) links to their gallery.
    const mail = await waitForMail(mailViewerUrl, fixture.clientEmail, fixture.galleryPath);
    expect(mail.subject).toBe('Tus fotos de «Retrato en el parque» ya están listas');
    await expectAccessible(page, 'the Entrega tab with a published delivery');
    await screenshot(page, 'delivery-published');

    // "Ampliar" publishes again from now and says so; the client is told again.
    await section().getByRole('button', { name: es.sessions.finals.publish.extend }).click();
    dialog = page.getByRole('dialog', { name: es.sessions.finals.publish.extendTitle });
    await dialog.getByRole('button', { name: es.sessions.finals.publish.extend }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForMailMatching(mailViewerUrl, fixture.clientEmail, /^Tus fotos de «Retrato en el parque» siguen disponibles hasta el \d+ de \p{L}+$/u);
    await section().getByText(es.sessions.finals.publish.state.open, { exact: true }).waitFor();

    // ---- In English, then withdrawn.
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: LANGUAGE_STORAGE_KEY, value: 'en' });
    panel = await finalsTab(page, en as typeof es, fixture.sessionId);
    const sectionEn = panel.getByRole('region', { name: en.sessions.finals.publish.title });
    await sectionEn.getByText(en.sessions.finals.publish.state.open, { exact: true }).waitFor();
    await expectAccessible(page, 'the Entrega tab with a published delivery, in English');
    await sectionEn.getByRole('button', { name: en.sessions.finals.publish.withdraw }).click();
    dialog = page.getByRole('dialog', { name: en.sessions.finals.publish.withdrawTitle });
    await dialog.getByText(en.sessions.finals.publish.withdrawWhat).waitFor();
    await expectAccessible(page, 'the withdraw dialog in English');
    await dialog.getByRole('button', { name: en.sessions.finals.publish.withdraw }).click();
    await dialog.waitFor({ state: 'detached' });
    await sectionEn.getByText(en.sessions.finals.publish.state.withdrawn, { exact: true }).waitFor();
    expect(listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`)).delivery?.state).toBe('withdrawn');
    await sectionEn.getByRole('button', { name: en.sessions.finals.publish.publish }).waitFor();
    await context.close();
  }, 240_000);

  it('under the watermark the photographer publishes once the final is watermarked, the client sees it watermarked, and the sessions list and detail say until when', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'delivery-watermark');
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => callApiAs(baseUrl, fixture.user, method, path, body);
    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await signIn(page, fixture.user.email, fixture.user.password);
    await page.waitForURL('**/dashboard');
    const panel = await finalsTab(page, es, fixture.sessionId);
    const settings = panel.getByRole('region', { name: es.sessions.finals.settings.title });
    await settings.getByRole('checkbox', { name: es.sessions.finals.settings.watermark }).check();
    await settings.getByRole('button', { name: es.sessions.finals.settings.save }).click();
    await expect
      .poll(async () => ((await call('GET', `/api/sessions/${fixture.sessionId}/delivery`)) as { delivery: { watermark: boolean } }).delivery.watermark)
      .toBe(true);
    await panel.getByTestId('session-image-input').setInputFiles([{ name: 'PARQUE_21-Edit.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(21) }]);
    await expect
      .poll(async () => listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`)).finals.map((final) => final.status), { timeout: 60_000 })
      .toEqual(['ready']);
    // Publishing answers sessions.delivery_watermark_pending until the final's watermarked renditions are made.
    await expect
      .poll(async () => call('POST', `/api/sessions/${fixture.sessionId}/delivery/publish`, {}).then(() => 'published', (error: unknown) => String(error)), { timeout: 60_000 })
      .toBe('published');
    const [clean] = listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`)).finals;

    // ---- The photographer's sessions list (1366 px) and the session's detail (390 px) say until when.
    const published = new RegExp(`^${es.sessions.list.delivery.open.split('{{')[0] ?? ''}`);
    await page.goto('/dashboard/sessions');
    await page.getByText(published).first().waitFor();
    await screenshot(page, 'sessions-delivery-state-1366');
    const phone = await openPage(browser(), baseUrl, PHONE);
    await signIn(phone.page, fixture.user.email, fixture.user.password);
    await phone.page.waitForURL('**/dashboard');
    // On a phone the badge wraps inside the session's card: the page never scrolls sideways.
    await phone.page.goto('/dashboard/sessions');
    await phone.page.getByText(published).first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.page.goto(`/dashboard/sessions/${fixture.sessionId}`);
    await phone.page.getByRole('dialog', { name: 'Retrato en el parque', exact: true }).getByText(published).waitFor();
    await screenshot(phone.page, 'session-detail-delivery-state-390');
    await phone.context.close();

    // ---- The client, on a phone: the viewer shows the watermarked rendition, never the clean one.
    const client = await openPage(browser(), baseUrl, PHONE);
    await client.page.goto(fixture.galleryPath);
    const tile = client.page.getByRole('button', { name: fill(g['tile.open'], { name: 'PARQUE_21-Edit.jpg' }) });
    await tile.click();
    const shown = client.page.getByRole('dialog').getByRole('img', { name: 'PARQUE_21-Edit.jpg' });
    await shown.waitFor();
    const src = new URL((await shown.getAttribute('src')) ?? '', baseUrl).href;
    expect(src).toMatch(/\/fwp\/[0-9a-f-]{36}\.jpg\?/);
    // Against the final's clean grid tile (the photographer's own; their preview is the watermarked one too).
    expect(await changedShare(await bytesOf(src), await bytesOf(new URL(clean?.gridUrl ?? '', baseUrl).href))).toBeGreaterThan(0.005);
    await screenshot(client.page, 'delivery-watermarked-viewer-390');
    await client.context.close();
    await context.close();
  }, 300_000);
});
