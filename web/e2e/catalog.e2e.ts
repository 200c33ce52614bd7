import { COMMENT_TEXT_MAX, COMMENT_TITLE_MAX } from '@fotostudio/shared/contracts/catalog';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { browserForFile, openPage } from './browser';
import { descriptionOf } from './fields';
import { holdBack } from './hold-back';
import { es, interpolate } from './i18n';
import { pngImage } from './images';
import { newPhotographer } from './accounts';
import { signIn } from './journeys';
import { shoot, shootModal } from './screens';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const c = es.catalog;
const message = (code: string) => resolveError(code, 'es').message;
const euros = (cents: number) => formatMoney(cents, 'EUR', 'es');
/** Every name unique per run: the demo photographer's catalogue outlives a run against `npm start`. */
const suffix = Date.now().toString(36).slice(-5);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const rowOf = (scope: Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForRequest((request: Request) => request.method() === method && path.test(new URL(request.url()).pathname));

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('catalog', () => {
  it('creates a comment within its limits, a product with two variants and a package that includes one; in-use deletes are refused until the package goes', async () => {
    // A photographer of its own: the demo studio has a business name, this journey needs none.
    const user = await newPhotographer(baseUrl, 'catalog');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.items.packages }).click();
    await page.waitForURL('**/dashboard/settings/packages');
    await page.getByRole('heading', { level: 1, name: c.title }).waitFor();
    expect(await tab(page, c.tabs.sessions).getAttribute('aria-selected')).toBe('true');
    await shoot(page, 'catalog-sessions-start');

    // ---- Default comment: the counters show the limits, and text over them is refused on submit.
    await tab(page, c.tabs.comments).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('comments');
    const comments = panel(page, c.tabs.comments);
    await comments.getByRole('button', { name: c.comments.new }).click();
    let dialog = page.getByRole('dialog', { name: c.comments.createTitle });
    const commentTitle = `Bienvenida ${suffix} `.padEnd(COMMENT_TITLE_MAX + 1, 'x');
    const title = textbox(dialog, c.comments.fields.title);
    const text = textbox(dialog, c.comments.fields.text);
    await title.fill(commentTitle);
    await text.fill('¡Hola! '.padEnd(COMMENT_TEXT_MAX + 1, 'a'));
    expect(await descriptionOf(title)).toContain(interpolate(c.counter, { count: COMMENT_TITLE_MAX + 1, max: COMMENT_TITLE_MAX }));
    await dialog.getByRole('button', { name: es.ui.save }).click();
    expect(await descriptionOf(title)).toContain(interpolate(c.validation.tooLong, { max: COMMENT_TITLE_MAX }));
    expect(await descriptionOf(text)).toContain(interpolate(c.validation.tooLong, { max: COMMENT_TEXT_MAX }));
    // The first invalid field takes the focus.
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true);
    await shootModal(page, 'catalog-comment-modal', dialog);

    const savedTitle = commentTitle.slice(0, COMMENT_TITLE_MAX);
    const savedText = '¡Hola! '.padEnd(COMMENT_TEXT_MAX, 'a');
    await title.fill(savedTitle);
    await text.fill(savedText);
    expect(await descriptionOf(text)).toContain(interpolate(c.counter, { count: COMMENT_TEXT_MAX, max: COMMENT_TEXT_MAX }));
    const commentPosted = apiCall(page, 'POST', /^\/api\/comments$/);
    await dialog.getByRole('button', { name: es.ui.save }).click();
    expect((await commentPosted).postDataJSON()).toEqual({ title: savedTitle, text: savedText });
    await toast(page, c.comments.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(comments, savedTitle).waitFor();
    expect(await rowOf(comments, savedTitle).textContent()).toContain(c.comments.notUsed);
    await shoot(page, 'catalog-comments');

    // ---- Product with an image and two variants.
    await tab(page, c.tabs.products).click();
    const products = panel(page, c.tabs.products);
    await products.getByRole('button', { name: c.products.new }).click();
    dialog = page.getByRole('dialog', { name: c.products.createTitle });
    await dialog.getByRole('button', { name: es.ui.save }).click();
    const basics = dialog.getByRole('group', { name: c.products.sections.basics });
    const productNameField = textbox(basics, c.products.fields.name);
    expect(await productNameField.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(productNameField)).toContain(c.validation.required);

    const productName = `Álbum ${suffix}`;
    await productNameField.fill(productName);
    await textbox(basics, c.products.fields.description).fill('Álbum de lino con caja');
    await dialog.getByRole('radio', { name: new RegExp(`^${c.products.usageTypes.extra}`) }).check();

    // The image: refused in the browser when it is not an allowed type, then sent with progress.
    const imageField = dialog.getByTestId('product-image-field');
    const chooseImage = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await imageField.getByRole('button', { name: c.products.image.upload }).click();
      await (await chooser).setFiles(file);
    };
    await chooseImage({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una imagen') });
    expect((await imageField.getByRole('alert').textContent())?.trim()).toBe(message('upload.type_not_allowed'));
    // Storage is held back until the progress shows, then let through.
    const storage = holdBack();
    await page.route('**/s3/**', async (route) => {
      await storage.released;
      await route.continue();
    });
    await chooseImage({ name: 'album.png', mimeType: 'image/png', buffer: pngImage(96, 96) });
    await imageField.getByRole('progressbar', { name: es.ui.imageField.progressLabel }).waitFor();
    storage.release();
    await imageField.getByRole('img', { name: interpolate(c.products.imageAlt, { name: productName }) }).waitFor();
    await page.unroute('**/s3/**');

    const firstVariant = dialog.getByRole('group', { name: interpolate(c.products.variants.row, { index: 1 }) });
    await textbox(firstVariant, c.products.variants.name).fill('Tamaño');
    await textbox(firstVariant, c.products.variants.value).fill('20x20');
    await textbox(firstVariant, c.products.variants.price).fill('90,50');
    await dialog.getByRole('button', { name: c.products.variants.add }).click();
    const secondVariant = dialog.getByRole('group', { name: interpolate(c.products.variants.row, { index: 2 }) });
    // The new row takes the focus.
    expect(await secondVariant.getByRole('combobox', { name: c.products.variants.type }).evaluate((s) => s === document.activeElement)).toBe(true);
    await textbox(secondVariant, c.products.variants.name).fill('Tamaño');
    await textbox(secondVariant, c.products.variants.value).fill('30x30');
    const secondPrice = textbox(secondVariant, c.products.variants.price);
    await secondPrice.fill('12,345,6');
    await dialog.getByRole('button', { name: es.ui.save }).click();
    expect(await descriptionOf(secondPrice)).toContain(c.validation.moneyInvalid);
    await secondPrice.fill('140.00');
    await shootModal(page, 'catalog-product-modal', dialog);

    const productPosted = apiCall(page, 'POST', /^\/api\/products$/);
    await dialog.getByRole('button', { name: es.ui.save }).click();
    expect((await productPosted).postDataJSON()).toEqual({
      name: productName,
      description: 'Álbum de lino con caja',
      imageKey: expect.stringMatching(/^originals\/[^/]+\/catalog\/.+\.png$/),
      usageType: 'extra',
      variants: [
        { type: 'size', name: 'Tamaño', value: '20x20', priceCents: 9050 },
        { type: 'size', name: 'Tamaño', value: '30x30', priceCents: 14000 },
      ],
    });
    await toast(page, c.products.created).waitFor();
    const productRow = rowOf(products, productName);
    await productRow.waitFor();
    const productRowText = await productRow.textContent();
    expect(productRowText).toContain(c.products.usageTypes.extra);
    expect(productRowText).toContain(interpolate(c.variantLabel, { variant: 'Tamaño: 20x20', price: euros(9050) }));
    expect(productRowText).toContain(interpolate(c.variantLabel, { variant: 'Tamaño: 30x30', price: euros(14000) }));
    expect(productRowText).toContain(c.products.notUsed);
    const thumbnail = productRow.getByRole('img', { name: interpolate(c.products.imageAlt, { name: productName }) });
    await expect.poll(() => thumbnail.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)).toBe(true);
    await shoot(page, 'catalog-products');

    // ---- Package including the product, with one of its variants chosen.
    await tab(page, c.tabs.sessions).click();
    const packages = panel(page, c.tabs.sessions);
    await packages.getByRole('button', { name: c.packages.new }).click();
    dialog = page.getByRole('dialog', { name: c.packages.createTitle });
    const packageName = `Boda ${suffix}`;
    const price = textbox(dialog, c.packages.fields.price);
    await price.fill('0');
    await dialog.getByRole('button', { name: es.ui.save }).click();
    expect(await descriptionOf(textbox(dialog, c.packages.fields.name))).toContain(c.validation.required);
    expect(await descriptionOf(price)).toContain(c.validation.pricePositive);
    expect(await descriptionOf(textbox(dialog, c.packages.fields.extraPhotoPrice))).toContain(c.validation.required);

    await textbox(dialog, c.packages.fields.name).fill(packageName);
    await textbox(dialog, c.packages.fields.description).fill('Reportaje de día completo');
    await price.fill('1.200,50');
    await textbox(dialog, c.packages.fields.includedPhotos).fill('50');
    await textbox(dialog, c.packages.fields.extraPhotoPrice).fill('5,5');

    // A product needs at least one of its variants (spec section 5).
    const productsSection = dialog.getByRole('group', { name: c.packages.sections.products });
    await productsSection.getByRole('button', { name: c.packages.products.add }).click();
    expect(await descriptionOf(productsSection.getByRole('combobox', { name: c.packages.products.choose }))).toContain(c.validation.chooseProduct);
    await productsSection.getByRole('combobox', { name: c.packages.products.choose }).selectOption({ label: productName });
    await productsSection.getByRole('button', { name: c.packages.products.add }).click();
    // It starts with its first variant chosen; with none chosen the package is refused.
    const variants = dialog.getByRole('group', { name: interpolate(c.packages.products.variantsOf, { name: productName }) });
    const small = variants.getByRole('checkbox', { name: interpolate(c.variantLabel, { variant: 'Tamaño: 20x20', price: euros(9050) }) });
    expect(await small.isChecked()).toBe(true);
    await small.uncheck();
    await dialog.getByRole('button', { name: es.ui.save }).click();
    expect(await variants.textContent()).toContain(c.validation.chooseVariant);
    await variants.getByRole('checkbox', { name: interpolate(c.variantLabel, { variant: 'Tamaño: 30x30', price: euros(14000) }) }).check();
    // Its units for the whole session: one by default, two here.
    await textbox(variants, interpolate(c.packages.products.quantityOf, { variant: 'Tamaño: 30x30' })).fill('2');

    // No business name yet: no watermark, and the profile is one click away.
    const watermark = dialog.getByRole('checkbox', { name: c.packages.fields.watermark });
    expect(await watermark.isDisabled()).toBe(true);
    expect(await descriptionOf(watermark)).toContain(c.packages.watermarkNeedsBusinessName);
    expect(await dialog.getByRole('link', { name: c.packages.goToProfile }).getAttribute('href')).toBe('/dashboard/profile');

    await dialog.getByRole('checkbox', { name: c.packages.fields.allowFullGallery }).check();
    await textbox(dialog, c.packages.fields.fullGalleryPrice).fill('300');
    await dialog.getByRole('radio', { name: new RegExp(`^${c.packages.delivery.compressed}`) }).check();
    await dialog.getByRole('button', { name: c.packages.fillFromComment }).click();
    await page.getByRole('menuitem', { name: savedTitle }).click();
    expect(await textbox(dialog, c.packages.fields.galleryComment).inputValue()).toBe(savedText);
    await shootModal(page, 'catalog-package-modal', dialog);

    const packagePosted = apiCall(page, 'POST', /^\/api\/packages$/);
    await dialog.getByRole('button', { name: es.ui.save }).click();
    expect((await packagePosted).postDataJSON()).toEqual({
      name: packageName,
      description: 'Reportaje de día completo',
      priceCents: 120050,
      includedPhotos: 50,
      extraPhotoPriceCents: 550,
      selectionRule: 'paidExtras',
      // No days to choose, nothing paid in the gallery: the defaults of a package made without them.
      selectionDays: null,
      deadlineAction: 'closeLink',
      extrasPaidInGallery: false,
      includedProducts: [{ productId: expect.any(String), variants: [{ variantId: expect.any(String), quantity: 2 }] }],
      forSaleProductIds: [],
      watermark: false,
      allowDownload: true,
      active: true,
      galleryComment: savedText,
      allowFullGallery: true,
      fullGalleryPriceCents: 30000,
      delivery: 'compressed',
    });
    await toast(page, c.packages.created).waitFor();
    const packageRow = rowOf(packages, packageName);
    await packageRow.waitFor();
    const packageRowText = await packageRow.textContent();
    expect(packageRowText).toContain(euros(120050));
    expect(packageRowText).toContain(euros(550));
    expect(packageRowText).toContain(c.packages.active);
    expect(packageRowText).toContain(productName);
    await shoot(page, 'catalog-sessions');

    // ---- The product is in use: the dialog checks first and only explains, with no Delete to press.
    await tab(page, c.tabs.products).click();
    await expect.poll(() => productRow.textContent()).toContain(interpolate(c.products.usedInPackages_one, { count: 1 }));
    const usageRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/products' && r.request().method() === 'GET');
    await productRow.getByRole('button', { name: interpolate(c.actions.delete, { name: productName }) }).click();
    dialog = page.getByRole('dialog', { name: c.products.deleteTitle });
    await usageRead;
    await dialog.getByText(interpolate(c.products.deleteInUse_one, { count: 1 })).waitFor();
    expect(await dialog.getByRole('button', { name: c.delete }).count()).toBe(0);
    await dialog.getByRole('button', { name: es.ui.deleteDialog.understood }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await productRow.count()).toBe(1);

    // Editing keeps each variant's id, so the package keeps its choice; the chosen one cannot be removed.
    await productRow.getByRole('button', { name: interpolate(c.actions.edit, { name: productName }) }).click();
    dialog = page.getByRole('dialog', { name: c.products.editTitle });
    const chosenRow = dialog.getByRole('group', { name: interpolate(c.products.variants.row, { index: 2 }) });
    expect(await chosenRow.getByRole('button', { name: interpolate(c.products.variants.remove, { index: 2 }) }).isDisabled()).toBe(true);
    await textbox(dialog.getByRole('group', { name: c.products.sections.basics }), c.products.fields.name).fill(`${productName} lino`);
    const productPut = apiCall(page, 'PUT', /^\/api\/products\/[^/]+$/);
    await dialog.getByRole('button', { name: es.ui.save }).click();
    expect((await productPut).postDataJSON()).toEqual(
      expect.objectContaining({
        imageKey: expect.stringMatching(/^originals\//),
        variants: [
          expect.objectContaining({ variantId: expect.any(String), value: '20x20' }),
          expect.objectContaining({ variantId: expect.any(String), value: '30x30' }),
        ],
      }),
    );
    // Saved: had the chosen variant lost its id, the server would refuse with catalog.variant_in_use.
    await toast(page, c.products.saved).waitFor();
    const renamedRow = rowOf(products, `${productName} lino`);
    await renamedRow.waitFor();

    // ---- Without the package, the product can go.
    await tab(page, c.tabs.sessions).click();
    await packageRow.getByRole('button', { name: interpolate(c.actions.delete, { name: packageName }) }).click();
    dialog = page.getByRole('dialog', { name: c.packages.deleteTitle });
    await dialog.getByRole('button', { name: c.delete }).click();
    await toast(page, c.packages.deleted).waitFor();
    await packageRow.waitFor({ state: 'detached' });

    await tab(page, c.tabs.products).click();
    await expect.poll(() => renamedRow.textContent()).toContain(c.products.notUsed);
    await renamedRow.getByRole('button', { name: interpolate(c.actions.delete, { name: `${productName} lino` }) }).click();
    dialog = page.getByRole('dialog', { name: c.products.deleteTitle });
    await dialog.getByRole('button', { name: c.delete }).click();
    await toast(page, c.products.deleted).waitFor();
    await renamedRow.waitFor({ state: 'detached' });

    await tab(page, c.tabs.comments).click();
    await rowOf(comments, savedTitle).getByRole('button', { name: interpolate(c.actions.delete, { name: savedTitle }) }).click();
    dialog = page.getByRole('dialog', { name: c.comments.deleteTitle });
    await dialog.getByRole('button', { name: c.delete }).click();
    await toast(page, c.comments.deleted).waitFor();
    await rowOf(comments, savedTitle).waitFor({ state: 'detached' });
    await context.close();
  });
});
