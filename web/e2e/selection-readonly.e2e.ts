// The client's link between confirmation and delivery (issue 28 point 4), against the local
// stack on a 390 px phone: the client hearts two photos, gives one a comment and confirms; the
// thank-you page leads to the selection, and a reload of the link opens it again read-only: what
// happens next, when it was confirmed, the total as confirmed, the two photos (no hearts) and, in
// the viewer, the comment asked of the first. Axe in Spanish and English; nothing wider than the phone.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import gEn from '../src/gallery/locales/en/gallery.json';
import g from '../src/gallery/locales/es/gallery.json';
import './context';
import { expectAccessible } from './axe';
import { switchLanguage } from './gallery-language';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { heartOf, sessionWithShareLink } from './gallery-session';
import { fill } from './i18n';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const tile = (page: Page, fileName: string) => page.getByRole('button', { name: fill(g['tile.open'], { name: fileName }) });

describe('the confirmed selection, read-only', () => {
  it('after confirming, the link shows the selection read-only, also after a reload', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'selection-readonly');
    const [first, second, third] = fixture.fileNames as [string, string, string];
    const { context, page } = await openPage(browser(), baseUrl, PHONE);

    // ---- Two hearts, a comment on the first, confirmed.
    await page.goto(fixture.galleryPath);
    await heartOf(page, first).click();
    await heartOf(page, second).click();
    await tile(page, first).click();
    await page.getByRole('dialog').getByRole('button', { name: g['preview.details'] }).click();
    const details = page.getByRole('dialog', { name: first });
    await details.getByLabel(g['image.comment']).fill('Sin el reflejo de la farola');
    await details.getByRole('button', { name: g['common.done'] }).click();
    await page.getByRole('status').filter({ hasText: g['save.saved'] }).waitFor();
    await page.getByRole('button', { name: g['bar.review'] }).click();
    await page.getByRole('dialog', { name: g['review.title'] }).getByRole('button', { name: g['review.continue'] }).click();
    await page.getByRole('dialog', { name: g['review.confirmTitle'] }).getByRole('button', { name: g['review.confirm'] }).click();
    await page.getByRole('heading', { name: g['thanks.title'] }).waitFor();
    const summary = await page.locator('main').innerText();

    // ---- From the thank-you page to the selection; a reload opens the selection again.
    await page.getByRole('button', { name: g['thanks.seeSelection'] }).click();
    await page.getByRole('heading', { level: 1, name: g['confirmed.title'] }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: g['confirmed.title'] }).waitFor();
    await page.getByText(g['confirmed.next']).waitFor();
    // The total as confirmed: the thank-you page's own line.
    const total = await page.locator('.g-confirmed-total').innerText();
    expect(summary).toContain(total);
    expect(await page.locator('.g-confirmed time').getAttribute('datetime')).toBeTruthy();
    // The two photos chosen, not the third; nothing to heart any more.
    await tile(page, first).waitFor();
    await tile(page, second).waitFor();
    expect(await tile(page, third).count()).toBe(0);
    expect(await page.getByRole('button', { name: fill(g['heart.label'], { name: first }) }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'selection-readonly');
    await expectAccessible(page, 'confirmed selection');

    // ---- The viewer: the first photo with its comment, the second with nothing asked.
    await tile(page, first).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText(fill(g['confirmed.photoComment'], { comment: 'Sin el reflejo de la farola' })).waitFor();
    await expectAccessible(page, 'confirmed selection viewer');
    await viewer.getByRole('button', { name: g['preview.next'] }).click();
    await viewer.getByText(g['confirmed.nothingAsked']).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // ---- In English.
    await switchLanguage(page, 'en');
    await page.getByRole('heading', { level: 1, name: gEn['confirmed.title'] }).waitFor();
    await page.getByText(gEn['confirmed.next']).waitFor();
    await expectAccessible(page, 'confirmed selection in English');
    await context.close();
  });
});
