// The client gallery on a phone, against the local stack: a photographer makes a session
// with three processed photos, products and a share link through the API; the client opens
// the link, hearts two photos (kept across a reload: the draft), gives one a print in a
// chosen size and a comment, writes a general comment, reviews the server's price and
// confirms; the thank-you page shows, the photographer's bell (open on the dashboard the whole
// time) counts it without a reload and its panel opens the session, the photographer reads the
// confirmed selection, and the link, opened again, shows that selection read-only.
import { listSessionSelections } from '@fotostudio/shared/contracts/share-links';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { formatMoney } from '@fotostudio/shared/format/money';
import { describe, expect, inject, it } from 'vitest';
import gEn from '../src/gallery/locales/en/gallery.json';
import g from '../src/gallery/locales/es/gallery.json';
import './context';
import { callApiAs } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, DESKTOP, openPage, PHONE, screenshot } from './browser';
import { es, fill, interpolate } from './i18n';
import { signIn } from './journeys';
import { heartOf, PACKAGE_CENTS, PRINT_LARGE_CENTS, sessionWithShareLink } from './gallery-session';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const euros = (cents: number) => formatMoney(cents, 'EUR', 'es');

describe('client gallery', () => {
  it('hearts, products and comments are kept as a draft, priced, confirmed once, then the link shows the selection read-only', async () => {
    const fixture = await sessionWithShareLink(baseUrl);
    const [first, second, third] = fixture.fileNames as [string, string, string];
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    // The photographer's dashboard, open before the client confirms.
    const studio = await openPage(browser(), baseUrl, DESKTOP);
    await signIn(studio.page, fixture.user.email, fixture.user.password);
    const quietBell = studio.page.getByRole('button', { name: es.notifications.bell, exact: true });
    await quietBell.waitFor();

    // ---- The gallery opens on the phone: branding, title, what the package includes.
    await page.goto(fixture.galleryPath);
    await page.getByRole('heading', { level: 1, name: 'Tus fotos del parque' }).waitFor();
    const info = page.getByRole('list', { name: g['info.label'] });
    await expect.poll(() => info.innerText()).toContain(fill(g['info.basePrice'], { price: euros(PACKAGE_CENTS) }));
    expect(await info.innerText()).toContain(fill(g['info.included'], { count: 2 }));
    await heartOf(page, third).waitFor();
    await expectAccessible(page, 'gallery grid');
    // Nothing is wider than the phone: the review button stays on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // ---- Nothing chosen yet: review asks for a photo first.
    await page.getByRole('button', { name: g['bar.review'] }).click();
    await page.getByRole('alert').filter({ hasText: resolveError('gallery.no_images_selected', 'es').message }).waitFor();

    // ---- Two hearts, saved as a draft: a reload brings them back.
    await heartOf(page, first).click();
    await heartOf(page, second).click();
    expect(await heartOf(page, first).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('status').filter({ hasText: g['save.saved'] }).waitFor();
    await page.reload();
    await expect.poll(() => heartOf(page, first).getAttribute('aria-pressed')).toBe('true');
    expect(await heartOf(page, second).getAttribute('aria-pressed')).toBe('true');
    expect(await heartOf(page, third).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: fill(g['filter.selected'], { count: 2 }) }).waitFor();

    // ---- The first photo: open it, then its products and comment; a 20x30 print, two of them.
    await page.getByRole('button', { name: fill(g['tile.open'], { name: first }) }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: g['preview.details'] }).click();
    dialog = page.getByRole('dialog', { name: first });
    await dialog.getByLabel(g['products.product'], { exact: true }).selectOption({ label: 'Copia impresa' });
    await dialog.getByLabel(g['products.variant'], { exact: true }).selectOption({ label: fill(g['products.variantOption'], { name: 'Tamaño', value: '20x30', price: euros(PRINT_LARGE_CENTS) }) });
    await dialog.getByLabel(g['products.quantity'], { exact: true }).fill('2');
    await dialog.getByRole('button', { name: g['products.addButton'], exact: true }).click();
    await dialog.getByRole('button', { name: `${g['products.remove']} Copia impresa` }).waitFor();
    await dialog.getByLabel(g['image.comment']).fill('Sin el reflejo de la farola');
    await screenshot(page, 'gallery-image-details');
    await expectAccessible(page, 'gallery image details');
    await dialog.getByRole('button', { name: g['common.done'] }).click();
    await page.getByLabel(g['comment.title']).fill('¡Nos encantan!');
    await page.getByRole('status').filter({ hasText: g['save.saved'] }).waitFor();

    // ---- Review: both photos, the print, the server's price (not the approximate one).
    await page.getByRole('button', { name: g['bar.review'] }).click();
    dialog = page.getByRole('dialog', { name: g['review.title'] });
    await dialog.getByRole('heading', { name: fill(g['review.photos'], { count: 2 }) }).waitFor();
    const total = dialog.locator('.g-price-total').first();
    // Prices entered VAT excluded (the settings' default): the client sees the subtotal, 21 % VAT per line and the total VAT included.
    const subtotal = PACKAGE_CENTS + 2 * PRINT_LARGE_CENTS;
    const vat = Math.round(PACKAGE_CENTS * 0.21) + Math.round(2 * PRINT_LARGE_CENTS * 0.21);
    await expect.poll(() => total.innerText()).toContain(euros(subtotal + vat));
    expect(await total.innerText()).toContain(g['price.totalVatIncluded']);
    expect(await dialog.innerText()).toContain(euros(subtotal));
    expect(await dialog.innerText()).toContain(euros(vat));
    expect(await dialog.innerText()).not.toContain(resolveError('gallery.price_approximate', 'es').message);
    await screenshot(page, 'gallery-review');
    await expectAccessible(page, 'gallery review');
    await dialog.getByRole('button', { name: g['review.continue'] }).click();
    dialog = page.getByRole('dialog', { name: g['review.confirmTitle'] });
    await dialog.getByRole('button', { name: g['review.confirm'] }).click();
    await page.getByRole('heading', { name: g['thanks.title'] }).waitFor();
    await screenshot(page, 'gallery-thanks');
    await expectAccessible(page, 'gallery thank-you page');

    // ---- The photographer's bell counts it without a reload (polled while the tab is visible), and the panel opens the session.
    const bell = studio.page.getByRole('button', { name: interpolate(es.notifications.bellUnread_one, { count: 1 }) });
    await bell.waitFor({ timeout: 30_000 });
    await bell.click();
    const panel = studio.page.getByRole('dialog', { name: es.notifications.title });
    await expect.poll(() => panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const item = panel.getByRole('button', { name: new RegExp(`${es.notifications.unread}.*Retrato en el parque`) });
    await item.getByText(es.ui.age.justNow).waitFor();
    await expectAccessible(studio.page, 'notification panel');
    await studio.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await bell.evaluate((node) => node === document.activeElement)).toBe(true);
    await bell.click();
    await item.click();
    await studio.page.waitForURL(`**/dashboard/sessions/${fixture.sessionId}`);
    await quietBell.waitFor();
    await studio.context.close();

    // ---- The photographer reads what the client confirmed.
    const { selections } = listSessionSelections.response.parse(await callApiAs(baseUrl, fixture.user, 'GET', `/api/sessions/${fixture.sessionId}/selections`));
    const [confirmed] = selections;
    expect(confirmed?.images.map((image) => image.fileName).sort()).toEqual([first, second].sort());
    const printed = confirmed?.images.find((image) => image.fileName === first);
    expect(printed?.comment).toBe('Sin el reflejo de la farola');
    expect(printed?.products.map((line) => [line.variantValue, line.quantity])).toEqual([['20x30', 2]]);
    expect(confirmed?.generalComment).toBe('¡Nos encantan!');
    expect(confirmed?.price.totalPriceCents).toBe(PACKAGE_CENTS + 2 * PRINT_LARGE_CENTS);

    // ---- The link, opened again, shows the confirmed selection read-only (selection-readonly.e2e.ts has the rest).
    const again = await context.newPage();
    await again.goto(fixture.galleryPath);
    await again.getByRole('heading', { level: 1, name: g['confirmed.title'] }).waitFor();
    await again.getByText(g['confirmed.next']).waitFor();
    // In English, chosen on the page itself.
    await again.getByRole('button', { name: 'English, EN' }).click();
    await again.getByRole('heading', { level: 1, name: gEn['confirmed.title'] }).waitFor();
    expect(await again.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});
