// Named viewers on one link (issue 28 point 2), against the local stack, on two 390 px phones
// (two browser contexts: two people sharing one link). Ana opens the link, says who she is and
// hearts a photo; Luis opens the same link, is asked who he is (Ana is offered), names himself
// and hearts two photos, one of them Ana's; "Todas (unión)" shows both photos with who chose
// each and the counter counts the union (2, not 3); Ana's page, without a reload, sees Luis's
// hearts and the union's counter move (the live refresh); reloading, she still has only her own
// favourite and sees the union; Luis confirms the union and Ana's page turns to the confirmed
// selection, read-only, saying who confirmed; the photographer reads each list, the union and
// who confirmed. Axe on "¿Quién eres?" and the gallery in Spanish and English.
import { listSessionSelections } from '@fotostudio/shared/contracts/share-links';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import gEn from '../src/gallery/locales/en/gallery.json';
import g from '../src/gallery/locales/es/gallery.json';
import './context';
import { callApiAs } from './accounts';
import { expectAccessible } from './axe';
import { switchLanguage } from './gallery-language';
import { browserForFile, openPage, PHONE } from './browser';
import { heartOf, sessionWithShareLink } from './gallery-session';
import { fill } from './i18n';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const saved = (page: Page) => page.getByRole('status').filter({ hasText: g['save.saved'] }).waitFor();

/** Axe on the page in Spanish, then in English, and back to Spanish. */
const accessibleInBoth = async (page: Page, where: string, englishHeading: string) => {
  await expectAccessible(page, where);
  await switchLanguage(page, 'en');
  await page.getByRole('heading', { name: englishHeading }).first().waitFor();
  await expectAccessible(page, `${where} in English`);
  await switchLanguage(page, 'es');
};

const noWiderThanThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe('named viewers on one link', () => {
  it('two people keep their own favourites on one link, see their union with who chose what, and one confirms it', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'named-viewers');
    const [first, second] = fixture.fileNames as [string, string, string];

    // ---- Ana: nobody is named yet, so the gallery opens and offers the question.
    const ana = await openPage(browser(), baseUrl, PHONE);
    await ana.page.goto(fixture.galleryPath);
    await ana.page.getByRole('heading', { level: 1, name: 'Tus fotos del parque' }).waitFor();
    await ana.page.getByRole('button', { name: g['viewers.tellName'] }).click();
    await ana.page.getByRole('heading', { level: 1, name: g['viewers.title'] }).waitFor();
    await noWiderThanThePhone(ana.page);
    await accessibleInBoth(ana.page, '¿Quién eres?', gEn['viewers.title']);
    await ana.page.getByLabel(g['viewers.name']).fill('Ana');
    await ana.page.getByRole('button', { name: g['viewers.continue'], exact: true }).click();
    await ana.page.getByText(fill(g['viewers.you'], { name: 'Ana' })).waitFor();
    await heartOf(ana.page, first).click();
    await saved(ana.page);

    // ---- Luis, on his own phone: Ana has a name, so he is asked, with Ana offered.
    const luis = await openPage(browser(), baseUrl, PHONE);
    await luis.page.goto(fixture.galleryPath);
    await luis.page.getByRole('heading', { level: 1, name: g['viewers.title'] }).waitFor();
    await luis.page.getByRole('button', { name: fill(g['viewers.iAm'], { name: 'Ana' }) }).waitFor();
    await luis.page.getByLabel(g['viewers.otherName']).fill('Luis');
    await luis.page.getByRole('button', { name: g['viewers.continue'], exact: true }).click();
    await luis.page.getByText(fill(g['viewers.you'], { name: 'Luis' })).waitFor();
    // His list starts empty: Ana's favourite is hers.
    await luis.page.getByRole('button', { name: fill(g['filter.mine'], { count: 0 }) }).waitFor();
    expect(await heartOf(luis.page, first).getAttribute('aria-pressed')).toBe('false');
    await heartOf(luis.page, first).click();
    await heartOf(luis.page, second).click();
    await saved(luis.page);

    // ---- The union: two photos (the one both chose counts once), with who chose each.
    await luis.page.getByRole('button', { name: fill(g['filter.union'], { count: 2 }) }).click();
    await luis.page.getByText(fill(g['viewers.chosenBy'], { names: 'Ana, Luis' })).waitFor();
    await luis.page.getByText(fill(g['viewers.chosenBy'], { names: 'Luis' }), { exact: true }).waitFor();
    await expect.poll(() => luis.page.locator('.g-bar-count').innerText()).toBe(fill(g['bar.counter'], { chosen: 2, included: 2 }));
    await noWiderThanThePhone(luis.page);
    await accessibleInBoth(luis.page, 'gallery of named viewers, the union', 'Tus fotos del parque');

    // ---- Ana, without reloading: Luis's hearts reach her page (polled), and the union's counter with them.
    await ana.page.getByRole('button', { name: fill(g['filter.union'], { count: 2 }) }).waitFor({ timeout: 30_000 });
    await expect.poll(() => ana.page.locator('.g-bar-count').innerText(), { timeout: 30_000 }).toBe(fill(g['bar.counter'], { chosen: 2, included: 2 }));
    expect(await heartOf(ana.page, second).getAttribute('aria-pressed')).toBe('false');

    // ---- Ana, reloading: still her one favourite, and the union of both.
    await ana.page.reload();
    await ana.page.getByText(fill(g['viewers.you'], { name: 'Ana' })).waitFor();
    await ana.page.getByRole('button', { name: fill(g['filter.mine'], { count: 1 }) }).waitFor();
    await ana.page.getByRole('button', { name: fill(g['filter.union'], { count: 2 }) }).waitFor();
    expect(await heartOf(ana.page, second).getAttribute('aria-pressed')).toBe('false');

    // ---- Luis confirms the union.
    await luis.page.getByRole('button', { name: g['bar.review'] }).click();
    let dialog = luis.page.getByRole('dialog', { name: g['review.title'] });
    await dialog.getByRole('heading', { name: fill(g['review.photos'], { count: 2 }) }).waitFor();
    await dialog.getByRole('button', { name: g['review.continue'] }).click();
    dialog = luis.page.getByRole('dialog', { name: g['review.confirmTitle'] });
    await dialog.getByRole('button', { name: g['review.confirm'] }).click();
    await luis.page.getByRole('heading', { name: g['thanks.title'] }).waitFor();
    // Ana's page, left open, turns to the confirmed selection: who confirmed and whose lists made it.
    await ana.page.getByRole('heading', { level: 1, name: g['confirmed.title'] }).waitFor({ timeout: 30_000 });
    await ana.page.getByText(fill(g['confirmed.viewers'], { names: 'Ana, Luis' }), { exact: false }).waitFor();
    expect(await ana.page.locator('.g-confirmed time').innerText()).toContain('Luis');

    // ---- The photographer: each list, the union (the selection exported), who confirmed.
    const { selections } = listSessionSelections.response.parse(await callApiAs(baseUrl, fixture.user, 'GET', `/api/sessions/${fixture.sessionId}/selections`));
    const [version] = selections;
    expect(version?.images.map((image) => image.fileName)).toEqual([first, second]);
    expect(version?.viewers.map((list) => [list.name, list.imageIds.length])).toEqual([
      ['Ana', 1],
      ['Luis', 2],
    ]);
    expect(version?.confirmedBy).toBe('Luis');
    await ana.context.close();
    await luis.context.close();
  });
});
