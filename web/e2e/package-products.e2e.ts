// Issue 22 A, as a photographer and their client do it: a package includes two frames for the
// whole session (a quantity per package, not one per photo) and puts one other product, the
// album, for sale in the gallery; the canvas is in the catalog but not offered. The package
// form in es and en at 390 and 1366 px (axe, nothing wider than the phone); the client's
// gallery offers the included frame and the album, never the canvas, and of three frames the
// review shows two as "Incluido" and charges one; prices entered VAT included (the billing
// setting) make the review's total the sum of the prices shown, "IVA incluido", broken down.
import { listPackages } from '@fotostudio/shared/contracts/catalog';
import { formatMoney } from '@fotostudio/shared/format/money';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { createShareLink } from '@fotostudio/shared/contracts/share-links';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import g from '../src/gallery/locales/es/gallery.json';
import { demoPhoto } from '../../infra/local/demo-images';
import './context';
import { callApiAs, idOf, newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { completeBillingSettings } from './billing-steps';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { field } from './fields';
import { apiCall, tab, textbox, toast } from './crm-steps';
import { uploadReadyPhotos } from './gallery-session';
import { en, es, interpolate } from './i18n';
import { signIn } from './journeys';
import { uniqueEmail } from './mail';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const { baseUrl } = inject('e2e');
const browser = browserForFile();
const WIDE = { width: 1366, height: 900 };

const dialogNamed = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });

describe('package products: included quantities and for sale in the gallery', () => {
  it('includes two frames per session and sells only the album besides; the gallery offers just those', async () => {
    const user = await newPhotographer(baseUrl, 'package-products');
    const call = (method: 'POST' | 'GET', path: string, body?: unknown) => callApiAs(baseUrl, user, method, path, body);
    const product = async (name: string, value: string, priceCents: number) =>
      idOf(await call('POST', '/api/products', { name, description: null, usageType: 'extra', variants: [{ type: 'size', name: 'Tamaño', value, priceCents }] }), 'product', 'productId');
    const frameId = await product('Marco roble', '30x40', 8_900);
    const albumId = await product('Álbum', '30x30', 25_000);
    await product('Lienzo', '60x90', 12_000);

    const { context, page } = await openPage(browser(), baseUrl, WIDE);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');

    const packageForm = async (texts: typeof es) => {
      const c = texts.catalog;
      await page.goto('/dashboard/settings/packages');
      await tab(page, c.tabs.sessions).click();
      await page.getByRole('tabpanel', { name: c.tabs.sessions }).getByRole('button', { name: c.packages.new }).first().click();
      const dialog = dialogNamed(page, c.packages.createTitle);
      await textbox(dialog, c.packages.fields.name).fill('Boda esencial');
      const products = dialog.getByRole('group', { name: c.packages.sections.products });
      await products.getByRole('combobox', { name: c.packages.products.choose }).selectOption({ label: 'Marco roble' });
      await products.getByRole('button', { name: c.packages.products.add }).click();
      const variants = dialog.getByRole('group', { name: interpolate(c.packages.products.variantsOf, { name: 'Marco roble' }) });
      await textbox(variants, interpolate(c.packages.products.quantityOf, { variant: 'Tamaño: 30x40' })).fill('2');
      const forSale = dialog.getByRole('group', { name: c.packages.sections.forSale });
      // The included frame is not offered again; the album and the canvas are.
      expect((await forSale.getByRole('checkbox').allInnerTexts()).length).toBeLessThanOrEqual(2);
      expect(await forSale.getByRole('checkbox', { name: 'Marco roble' }).count()).toBe(0);
      await forSale.getByRole('checkbox', { name: 'Álbum' }).check();
      return dialog;
    };
    for (const [language, texts] of [['en', en], ['es', es]] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('fotostudio.language', lang), language);
      for (const viewport of [PHONE, WIDE]) {
        await page.setViewportSize(viewport);
        const dialog = await packageForm(texts);
        await expectAccessible(page, `package form (${language}, ${viewport.width} px)`);
        if (viewport === PHONE) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
          await screenshot(page, `package-products-phone-${language}`);
        }
        if (language === 'es' && viewport === WIDE) {
          await textbox(dialog, texts.catalog.packages.fields.price).fill('1000');
          await textbox(dialog, texts.catalog.packages.fields.includedPhotos).fill('1');
          await textbox(dialog, texts.catalog.packages.fields.extraPhotoPrice).fill('10');
          const posted = apiCall(page, 'POST', /^\/api\/packages$/);
          await dialog.getByRole('button', { name: es.ui.save }).click();
          expect((await posted).postDataJSON()).toMatchObject({
            includedProducts: [{ productId: frameId, variants: [{ variantId: expect.any(String), quantity: 2 }] }],
            forSaleProductIds: [albumId],
          });
          await toast(page, es.catalog.packages.created).waitFor();
        } else {
          await page.keyboard.press('Escape');
          await dialogNamed(page, texts.ui.modal.discardTitle).getByRole('button', { name: texts.ui.modal.discard }).click();
          await dialog.waitFor({ state: 'detached' });
        }
      }
    }
    // Prices entered VAT included (issue 22 A): what the client sees is what the client pays.
    await page.setViewportSize(WIDE);
    await completeBillingSettings(page);
    const settings = page.locator('form.billing-settings');
    await settings.getByRole('button', { name: es.billing.settings.edit }).click();
    await field(settings, es.billing.settings.fields.pricesIncludeVat).selectOption('included');
    await settings.getByRole('button', { name: es.ui.save }).click();
    await settings.getByRole('status').filter({ hasText: es.billing.settings.complete }).waitFor();
    const { packages } = listPackages.response.parse(await call('GET', '/api/packages'));
    const packageId = packages.find((item) => item.name === 'Boda esencial')?.packageId;
    if (!packageId) throw new Error('the package was not saved');

    // ---- The client's gallery, on a phone: the frame (two included) and the album; never the canvas.
    const client = await call('POST', '/api/contacts', { ...exampleOf(createContact).body, type: 'client', firstName: 'Ana', lastName: 'Galería', emails: { primary: uniqueEmail('package-client') } });
    const session = await call('POST', '/api/sessions', { clientId: idOf(client, 'contact', 'contactId'), packageId, title: 'Boda en la playa', sessionType: 'wedding', calendarSync: false });
    const sessionId = idOf(session, 'session', 'sessionId');
    await uploadReadyPhotos(call, sessionId, [{ fileName: 'PLAYA_1.jpg', bytes: await demoPhoto(24) }]);
    const { link } = createShareLink.response.parse(await call('POST', `/api/sessions/${sessionId}/share-link`, { title: 'Tu boda', durationDays: 30, message: 'Elige' }));
    const gallery = await openPage(browser(), baseUrl, PHONE);
    await gallery.page.goto(new URL(link.url, baseUrl).pathname);
    const offered = gallery.page.getByRole('combobox', { name: g['products.product'] });
    await offered.first().waitFor();
    const names = await offered.first().locator('option').allInnerTexts();
    expect(names.some((name) => name.includes('Álbum'))).toBe(true);
    expect(names.some((name) => name.includes('Lienzo'))).toBe(false);
    expect(names.some((name) => name.includes('Marco roble'))).toBe(true);
    // Three frames for the session: the two the package includes are "Incluido" in the review, the third charged.
    await gallery.page.getByRole('button', { name: g['heart.label'].replace('{name}', 'PLAYA_1.jpg'), exact: true }).first().click();
    await offered.first().selectOption({ label: 'Marco roble' });
    await gallery.page.getByRole('spinbutton', { name: g['products.quantity'] }).or(gallery.page.getByRole('textbox', { name: g['products.quantity'] })).first().fill('3');
    await gallery.page.getByRole('button', { name: g['products.addButton'], exact: true }).click();
    await gallery.page.getByRole('status').filter({ hasText: g['save.saved'] }).waitFor();
    await gallery.page.getByRole('button', { name: g['bar.review'] }).click();
    const review = gallery.page.getByRole('dialog', { name: g['review.title'] });
    const line = (quantity: number) => g['price.productLine'].replace('{quantity}', String(quantity)).replace('{name}', 'Marco roble').replace('{variant}', 'Tamaño: 30x40');
    await review.locator('.g-price-row').filter({ hasText: line(2) }).filter({ hasText: g['price.included'] }).waitFor();
    await review.locator('.g-price-row').filter({ hasText: line(1) }).filter({ hasText: formatMoney(8_900, 'EUR', 'es') }).waitFor();
    // 1000,00 € + 89,00 €, VAT included: the total is their sum, its base and VAT broken down (900,00 + 189,00).
    await review.locator('.g-price-total').filter({ hasText: g['price.totalVatIncluded'] }).filter({ hasText: formatMoney(108_900, 'EUR', 'es') }).waitFor();
    await review.locator('.g-price-breakdown').filter({ hasText: formatMoney(18_900, 'EUR', 'es') }).waitFor();
    expect(await gallery.page.getByText(g['info.vatIncluded']).count()).toBeGreaterThan(0);
    await expectAccessible(gallery.page, 'gallery review with included frames (es, 390 px)');
    await screenshot(gallery.page, 'gallery-package-review');
    await expectAccessible(gallery.page, 'gallery products (es, 390 px)');
    expect(await gallery.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await gallery.context.close();
    await context.close();
  });
});
