// One client's journey, proofing to delivery (issue 28 point 5), against the local stack: a
// package with a hard limit of 20 photos and 5 days to choose; a session of 21 proofs whose EXIF
// carries a GPS position, shared by link; the client's language is English, their browser
// remembers Spanish. The hourly run, 3 days before the deadline, mails the reminder (in English),
// read from the mail viewer; its link opens the gallery on a 390 px phone. Ana and Luis (two
// browser contexts) each type their name and keep their own favourites, each seeing the other's
// and the union's live counter; the union reaches 20, the 21st heart is refused on the page and
// by the server's price with the catalogue's code; Luis confirms, Ana's page turns to the
// confirmed selection, and the client's receipt (20 inline thumbnails, total with VAT) arrives in
// English. The photographer, at desktop, uploads edited finals ("IMG_0001-Edit.jpg"...) and
// reads the match report (matched, missing, extra), publishes the delivery; the client's link
// from the mail opens the delivery gallery, "Descargar todo" gives a zip of GPS-free JPEGs and
// one photo downloads on its own, also without GPS. Axe on every client screen in es and en.
import { formatMoney } from '@fotostudio/shared/format/money';
import { errorResponse } from '@fotostudio/shared/contracts/route';
import { getShareLink } from '@fotostudio/shared/contracts/share-links';
import { listSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { listSessionImages } from '@fotostudio/shared/contracts/sessions';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import exifr from 'exifr';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoPhoto } from '../../infra/local/demo-images';
import gEn from '../src/gallery/locales/en/gallery.json';
import g from '../src/gallery/locales/es/gallery.json';
import './context';
import { callApiAs } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, DESKTOP, openPage, PHONE } from './browser';
import { finalsTab } from './finals-steps';
import { switchLanguage } from './gallery-language';
import { heartOf, PACKAGE_CENTS, sessionWithShareLink, SMALL_PHOTO } from './gallery-session';
import { es, fill, interpolate } from './i18n';
import { signIn } from './journeys';
import { downloadOneFinalWithoutLocation, downloadZipWithoutLocation, locatedFinal, withLocation } from './located-photos';
import { linkIn, waitForMailWithSubject } from './mail';

const { baseUrl, mailViewerUrl, functionsEnv } = inject('e2e');
const browser = browserForFile();
const DAY_MS = 86_400_000;
const LIMIT = 20;
const LANGUAGE_STORAGE_KEY = 'fotostudio.language';
const nameOf = (index: number) => `IMG_${String(index).padStart(4, '0')}.jpg`;

const counter = (page: Page) => page.locator('.g-bar-count');
const leftOf = async (locator: Locator) => (await locator.boundingBox())?.x;
const noWiderThanThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** A phone whose browser remembers Spanish (the gallery would otherwise open in the client's English). */
const spanishPhone = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const phone = await openPage(browser(), baseUrl, PHONE);
  await phone.context.addInitScript(({ key }) => window.localStorage.setItem(key, 'es'), { key: LANGUAGE_STORAGE_KEY });
  return phone;
};

/** Hearts each photo in turn, each taken (pressed) before the next. */
const heartAll = async (page: Page, fileNames: string[]) => {
  for (const fileName of fileNames) {
    await heartOf(page, fileName).click();
    await expect.poll(() => heartOf(page, fileName).getAttribute('aria-pressed')).toBe('true');
  }
  await page.getByRole('status').filter({ hasText: g['save.saved'] }).waitFor();
};

/** Axe on the page as it is, in Spanish, then in English (once `english` shows), and back to Spanish. */
const accessibleInBoth = async (page: Page, where: string, english: (page: Page) => Locator) => {
  await expectAccessible(page, `${where} (es)`);
  await switchLanguage(page, 'en');
  await english(page).first().waitFor();
  await expectAccessible(page, `${where} (en)`);
  await switchLanguage(page, 'es');
};

describe('the client’s journey, proofing to delivery', () => {
  it('a reminded client and a second viewer choose up to the limit, confirm, and download the GPS-free finals on a phone', async () => {
    // ---- The photographer's package (20 photos at most, 5 days to choose) and 21 located proofs, shared.
    const proofs = await Promise.all(
      Array.from({ length: LIMIT + 1 }, async (_, i) => ({ fileName: nameOf(i + 1), bytes: await withLocation(await demoPhoto(2000 + i, SMALL_PHOTO)) })),
    );
    expect(await exifr.gps(proofs[0]?.bytes ?? Buffer.alloc(0))).toMatchObject({ latitude: expect.any(Number) });
    const fixture = await sessionWithShareLink(baseUrl, 'client-journey', undefined, {
      package: { includedPhotos: LIMIT, selectionRule: 'hardLimit', extraPhotoPriceCents: 0, selectionDays: 5 },
      clientLanguage: 'en',
      photos: proofs,
    });
    const call = (method: 'GET' | 'POST', path: string, body?: unknown) => callApiAs(baseUrl, fixture.user, method, path, body);
    const { link } = getShareLink.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/share-link`));
    const deadline = link?.selectionDeadline ?? '';
    expect(deadline).not.toBe('');

    // ---- The hourly run, 3 days before the deadline: the client's reminder, in their English.
    Object.assign(process.env, functionsEnv, { LOG_LEVEL: 'silent' });
    const { runSelectionDeadlines } = await import('../../functions/src/gallery/selection-deadline');
    await runSelectionDeadlines({ now: new Date(Date.parse(deadline) - 3 * DAY_MS + 60_000) });
    const reminder = await waitForMailWithSubject(mailViewerUrl, fixture.clientEmail, '3 days left to choose your photos of “Tus fotos del parque”');
    const galleryUrl = linkIn(reminder);
    expect(galleryUrl.pathname).toBe(fixture.galleryPath);

    // ---- Ana opens it on her phone, says who she is and hearts ten photos.
    const ana = await spanishPhone();
    await ana.page.goto(`${galleryUrl.pathname}${galleryUrl.search}`);
    await ana.page.getByRole('heading', { level: 1, name: 'Tus fotos del parque' }).waitFor();
    await ana.page.getByRole('list', { name: g['info.label'] }).locator(`time[datetime="${deadline}"]`).waitFor();
    // One welcome text, the link's message, as the server's first screen paints it (no greeting added by the app).
    expect(await ana.page.locator('.g-intro').innerText()).toBe('Elige tus favoritas');
    // The offer to say who she is lines up with the page's other texts (it sat on the grid's edge).
    const tellName = ana.page.getByRole('button', { name: g['viewers.tellName'] });
    expect(await leftOf(ana.page.locator('p').filter({ has: tellName }))).toBe(await leftOf(ana.page.getByRole('list', { name: g['info.label'] })));
    await tellName.click();
    await ana.page.getByLabel(g['viewers.name']).fill('Ana');
    await ana.page.getByRole('button', { name: g['viewers.continue'], exact: true }).click();
    await ana.page.getByText(fill(g['viewers.you'], { name: 'Ana' })).waitFor();
    const anas = Array.from({ length: 10 }, (_, i) => nameOf(i + 1));
    await heartAll(ana.page, anas);
    await expect.poll(() => counter(ana.page).innerText()).toBe(fill(g['bar.counter'], { chosen: 10, included: LIMIT }));

    // ---- Luis, on his own phone: asked who he is (Ana offered); his list starts empty; he hearts 8 to 20.
    const luis = await spanishPhone();
    await luis.page.goto(fixture.galleryPath);
    await luis.page.getByRole('heading', { level: 1, name: g['viewers.title'] }).waitFor();
    await luis.page.getByRole('button', { name: fill(g['viewers.iAm'], { name: 'Ana' }) }).waitFor();
    await noWiderThanThePhone(luis.page);
    await accessibleInBoth(luis.page, '¿Quién eres?', (p) => p.getByRole('heading', { level: 1, name: gEn['viewers.title'] }));
    await luis.page.getByLabel(g['viewers.otherName']).fill('Luis');
    await luis.page.getByRole('button', { name: g['viewers.continue'], exact: true }).click();
    await luis.page.getByText(fill(g['viewers.you'], { name: 'Luis' })).waitFor();
    await luis.page.getByRole('button', { name: fill(g['filter.mine'], { count: 0 }) }).waitFor();
    const luiss = Array.from({ length: 13 }, (_, i) => nameOf(i + 8));
    await heartAll(luis.page, luiss);
    // The union counts IMG_0008 to IMG_0010, chosen by both, once: 20 of 20.
    await expect.poll(() => counter(luis.page).innerText()).toBe(fill(g['bar.counter'], { chosen: LIMIT, included: LIMIT }));
    await luis.page.getByRole('button', { name: fill(g['filter.mine'], { count: 13 }) }).waitFor();

    // ---- Ana, without reloading, sees Luis's hearts reach the union; her own list is still hers.
    await ana.page.getByRole('button', { name: fill(g['filter.union'], { count: LIMIT }) }).waitFor({ timeout: 30_000 });
    await expect.poll(() => counter(ana.page).innerText(), { timeout: 30_000 }).toBe(fill(g['bar.counter'], { chosen: LIMIT, included: LIMIT }));
    await ana.page.getByRole('button', { name: fill(g['filter.mine'], { count: 10 }) }).waitFor();
    expect(await heartOf(ana.page, nameOf(20)).getAttribute('aria-pressed')).toBe('false');

    // ---- The 21st heart is refused: on the page, and by the server's price (the catalogue's code and message).
    const twentyFirst = nameOf(LIMIT + 1);
    await heartOf(ana.page, twentyFirst).click();
    await ana.page.getByRole('alert').filter({ hasText: fill(g['bar.limitReached'], { count: LIMIT }) }).waitFor();
    expect(await heartOf(ana.page, twentyFirst).getAttribute('aria-pressed')).toBe('false');
    await noWiderThanThePhone(ana.page);
    await accessibleInBoth(ana.page, 'the gallery at its limit', (p) => p.getByText(fill(gEn['bar.counter'], { chosen: LIMIT, included: LIMIT })));
    const { images } = listSessionImages.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/images`));
    const overLimit = await fetch(new URL(`/api/gallery/${link?.token ?? ''}/price`, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ images: images.map((image) => ({ imageId: image.imageId, products: [] })), additionalProducts: [], fullGallerySelected: false, generalComment: null }),
    });
    expect(overLimit.status).toBe(409);
    const refusal = errorResponse.parse(await overLimit.json());
    expect(refusal.error.code).toBe('gallery.selection_limit_exceeded');
    expect(resolveError(refusal.error.code, 'es').message).toBe('Tu paquete incluye un número limitado de fotos y no admite fotos extra: quita alguna foto de tu selección para continuar.');

    // ---- Luis confirms the union; Ana's page turns to the confirmed selection.
    await luis.page.getByRole('button', { name: g['bar.review'] }).click();
    let dialog = luis.page.getByRole('dialog', { name: g['review.title'] });
    await dialog.getByRole('heading', { name: fill(g['review.photos'], { count: LIMIT }) }).waitFor();
    await dialog.getByRole('button', { name: g['review.continue'] }).click();
    dialog = luis.page.getByRole('dialog', { name: g['review.confirmTitle'] });
    await dialog.getByRole('button', { name: g['review.confirm'] }).click();
    await luis.page.getByRole('heading', { name: g['thanks.title'] }).waitFor();
    await noWiderThanThePhone(luis.page);
    await accessibleInBoth(luis.page, 'the thank-you page', (p) => p.getByRole('heading', { name: gEn['thanks.title'] }));
    await ana.page.getByRole('heading', { level: 1, name: g['confirmed.title'] }).waitFor({ timeout: 30_000 });
    await ana.page.getByText(fill(g['confirmed.viewers'], { names: 'Ana, Luis' }), { exact: false }).waitFor();
    await accessibleInBoth(ana.page, 'the confirmed selection', (p) => p.getByRole('heading', { level: 1, name: gEn['confirmed.title'] }));
    await luis.context.close();

    // ---- The client's receipt, in their English: 20 inline thumbnails, the total with its VAT.
    const receipt = await waitForMailWithSubject(mailViewerUrl, fixture.clientEmail, 'Your selection from “Retrato en el parque”');
    expect(receipt.html).toContain('Hello Lucía,');
    expect(receipt.html).toContain(`Photos chosen: ${LIMIT}`);
    expect(receipt.html.match(/<img src="data:image\/jpeg;base64,\/9j\//g)).toHaveLength(LIMIT);
    expect(receipt.html).toContain('Total (VAT included)');
    expect(receipt.html).toContain(formatMoney(Math.round(PACKAGE_CENTS * 1.21), 'EUR', 'en'));

    // ---- The photographer, at desktop: two edited finals of chosen photos and one outside the selection.
    const studio = await openPage(browser(), baseUrl, DESKTOP);
    await signIn(studio.page, fixture.user.email, fixture.user.password);
    await studio.page.waitForURL('**/dashboard');
    const panel = await finalsTab(studio.page, es, fixture.sessionId);
    const finals = [
      { name: 'IMG_0001-Edit.jpg', mimeType: 'image/jpeg', buffer: await locatedFinal(1) },
      { name: 'img_0015-Edit-2.jpg', mimeType: 'image/jpeg', buffer: await locatedFinal(2) },
      { name: 'PORTADA.jpg', mimeType: 'image/jpeg', buffer: await locatedFinal(3) },
    ];
    await panel.getByTestId('session-image-input').setInputFiles(finals);
    await expect
      .poll(async () => listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`)).finals.map((final) => final.status), { timeout: 60_000 })
      .toEqual(['ready', 'ready', 'ready']);
    const report = es.sessions.finals.report;
    for (const text of [
      interpolate(report.matched_other, { count: 2 }),
      interpolate(report.pair, { final: 'IMG_0001-Edit.jpg', selected: 'IMG_0001.jpg' }),
      interpolate(report.pair, { final: 'img_0015-Edit-2.jpg', selected: 'IMG_0015.jpg' }),
      interpolate(report.missing_other, { count: LIMIT - 2 }),
      interpolate(report.extra_one, { count: 1 }),
      'PORTADA.jpg',
    ]) {
      await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain(text);
    }

    // ---- Published; the client is mailed (in English) the link to their delivery.
    const publishing = panel.getByRole('region', { name: es.sessions.finals.publish.title });
    const publishButton = publishing.getByRole('button', { name: es.sessions.finals.publish.publish });
    await expect.poll(() => publishButton.isEnabled(), { timeout: 30_000 }).toBe(true);
    await publishButton.click();
    dialog = studio.page.getByRole('dialog', { name: es.sessions.finals.publish.publishTitle });
    await dialog.getByRole('button', { name: es.sessions.finals.publish.publish }).click();
    await dialog.waitFor({ state: 'detached' });
    await publishing.getByText(es.sessions.finals.publish.state.open, { exact: true }).waitFor();
    await studio.context.close();
    const published = await waitForMailWithSubject(mailViewerUrl, fixture.clientEmail, 'Your photos of “Retrato en el parque” are ready');
    const deliveryUrl = linkIn(published);
    expect(deliveryUrl.pathname).toBe(fixture.galleryPath);

    // ---- The client's link opens the delivery gallery on Ana's phone.
    const { page } = ana;
    await page.goto(`${deliveryUrl.pathname}${deliveryUrl.search}`);
    await page.getByRole('heading', { level: 1, name: 'Tus fotos del parque' }).waitFor();
    const intro = page.getByText(fill(g['delivery.intro'], { count: finals.length }));
    await intro.waitFor();
    expect(await leftOf(page.getByText(g['delivery.gridHint']))).toBe(await leftOf(intro));
    const tile = page.getByRole('button', { name: fill(g['tile.open'], { name: 'IMG_0001-Edit.jpg' }) });
    await tile.waitFor();
    expect(await page.getByRole('button', { name: fill(g['heart.label'], { name: 'IMG_0001-Edit.jpg' }) }).count()).toBe(0);
    await noWiderThanThePhone(page);
    await accessibleInBoth(page, 'the delivery gallery', (p) => p.getByText(fill(gEn['delivery.intro'], { count: finals.length })));

    // ---- "Descargar todo": a zip of the finals, each JPEG without its GPS position, the camera's make kept.
    await page.getByRole('button', { name: g['delivery.downloadAll'] }).click();
    await downloadZipWithoutLocation(page, finals.map((final) => final.name));

    // ---- One photo on its own (a phone saves each photo; iOS cannot open a zip), without GPS either.
    await downloadOneFinalWithoutLocation(page, tile, 'IMG_0001-Edit.jpg', 'the delivery viewer (es)');
    // The viewer in English (the language is switched on the page, not under the viewer's modal).
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: fill(gEn['tile.open'], { name: 'IMG_0001-Edit.jpg' }) }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('button', { name: fill(gEn['delivery.downloadOf'], { size: gEn['delivery.downloadFull'], name: 'IMG_0001-Edit.jpg' }) }).waitFor();
    await expectAccessible(page, 'the delivery viewer (en)');
    await ana.context.close();
  }, 300_000);
});
