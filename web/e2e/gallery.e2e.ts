// The client gallery on a phone, against the local stack: a photographer makes a session
// with three processed photos, products and a share link through the API; the client opens
// the link, hearts two photos (kept across a reload: the draft), gives one a print in a
// chosen size and a comment, writes a general comment, reviews the server's price and
// confirms; the thank-you page shows, the photographer reads the confirmed selection, and the
// link, opened again, says the gallery is closed.
import { createHash } from 'node:crypto';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { resolveError } from '@fotostudio/shared/errors/catalogue';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoPhoto } from '../../infra/local/demo-images';
import { postForm } from '../../infra/local/demo-studio';
import g from '../src/gallery/locales/es.json';
import './context';
import { callApiAs, idOf, newPhotographer, updateProfileAs, type TestPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE, screenshot } from './browser';
import { uniqueEmail } from './mail';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const PACKAGE_CENTS = 120_000;
const PRINT_LARGE_CENTS = 1500;
const euros = (cents: number) => formatMoney(cents, 'EUR', 'es');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

interface Ticket {
  fileName: string;
  refusal: string | null;
  upload: { url: string; fields: Record<string, string>; key: string; imageId: string } | null;
}

interface Fixture {
  user: TestPhotographer;
  sessionId: string;
  galleryPath: string;
  fileNames: string[];
}

/** The photographer's side, all through the API as the dashboard calls it. */
const sessionWithShareLink = async (): Promise<Fixture> => {
  const user = await newPhotographer(baseUrl, 'gallery');
  // White-label details the gallery shows, long enough to test a phone's width with.
  await updateProfileAs(baseUrl, user, {
    businessName: 'Estudio Fotográfico del Parque del Retiro',
    website: 'https://www.estudiofotograficodelparquedelretiro.example',
    phone: '+34 600 000 000',
    accentColor: '#0f766e',
  });
  const call = (method: 'POST' | 'GET', path: string, body?: unknown) => callApiAs(baseUrl, user, method, path, body);
  await call('POST', '/api/products', {
    name: 'Copia impresa',
    description: null,
    usageType: 'images',
    variants: [
      { type: 'size', name: 'Tamaño', value: '13x18', priceCents: 800 },
      { type: 'size', name: 'Tamaño', value: '20x30', priceCents: PRINT_LARGE_CENTS },
    ],
  });
  const pkg = await call('POST', '/api/packages', {
    ...createPackage.example.body,
    name: 'Retrato',
    priceCents: PACKAGE_CENTS,
    includedPhotos: 2,
    extraPhotoPriceCents: 1000,
    allowFullGallery: false,
    fullGalleryPriceCents: null,
  });
  const client = await call('POST', '/api/contacts', {
    ...createContact.example.body,
    type: 'client',
    firstName: 'Lucía',
    lastName: 'Galería',
    emails: { primary: uniqueEmail('gallery-client') },
  });
  const session = await call('POST', '/api/sessions', {
    clientId: idOf(client, 'contact', 'contactId'),
    packageId: idOf(pkg, 'package', 'packageId'),
    title: 'Retrato en el parque',
    sessionType: 'portrait',
    calendarSync: false,
  });
  const sessionId = idOf(session, 'session', 'sessionId');

  const photos = await Promise.all([21, 22, 23].map(async (index) => ({ fileName: `PARQUE_${index}.jpg`, bytes: await demoPhoto(index) })));
  const { tickets } = (await call('POST', `/api/sessions/${sessionId}/images/uploads`, {
    files: photos.map(({ fileName, bytes }) => ({
      fileName,
      contentType: 'image/jpeg',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })),
  })) as unknown as { tickets: Ticket[] };
  await Promise.all(
    tickets.map(async (ticket, i) => {
      const photo = photos[i];
      if (!ticket.upload || !photo) throw new Error(`${ticket.fileName} was refused: ${ticket.refusal ?? 'no ticket'}`);
      await postForm(ticket.upload, photo.bytes, 'image/jpeg');
    }),
  );
  // The image function works in the background: wait until it made every photo ready.
  await expect
    .poll(
      async () => {
        const { images } = (await call('GET', `/api/sessions/${sessionId}/images`)) as unknown as { images: { status: string }[] };
        return images.map((image) => image.status);
      },
      { timeout: 60_000, interval: 250 },
    )
    .toEqual(['ready', 'ready', 'ready']);

  const { link } = (await call('POST', `/api/sessions/${sessionId}/share-link`, {
    title: 'Tus fotos del parque',
    durationDays: 30,
    message: 'Elige tus favoritas',
  })) as unknown as { link: { url: string } };
  return { user, sessionId, galleryPath: new URL(link.url, baseUrl).pathname, fileNames: photos.map((photo) => photo.fileName) };
};

const heart = (page: Page, fileName: string) => page.getByRole('button', { name: fill(g['heart.label'], { name: fileName }), exact: true }).first();

describe('client gallery', () => {
  it('hearts, products and comments are kept as a draft, priced, confirmed once, then the link is closed', async () => {
    const fixture = await sessionWithShareLink();
    const [first, second, third] = fixture.fileNames as [string, string, string];
    const { context, page } = await openPage(browser(), baseUrl, PHONE);

    // ---- The gallery opens on the phone: branding, title, what the package includes.
    await page.goto(fixture.galleryPath);
    await page.getByRole('heading', { level: 1, name: 'Tus fotos del parque' }).waitFor();
    const info = page.getByRole('list', { name: g['info.label'] });
    await expect.poll(() => info.innerText()).toContain(fill(g['info.basePrice'], { price: euros(PACKAGE_CENTS) }));
    expect(await info.innerText()).toContain(fill(g['info.included'], { count: 2 }));
    await heart(page, third).waitFor();
    await expectAccessible(page, 'gallery grid');
    // Nothing is wider than the phone: the review button stays on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // ---- Nothing chosen yet: review asks for a photo first.
    await page.getByRole('button', { name: g['bar.review'] }).click();
    await page.getByRole('alert').filter({ hasText: resolveError('gallery.no_images_selected', 'es').message }).waitFor();

    // ---- Two hearts, saved as a draft: a reload brings them back.
    await heart(page, first).click();
    await heart(page, second).click();
    expect(await heart(page, first).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('status').filter({ hasText: g['save.saved'] }).waitFor();
    await page.reload();
    await expect.poll(() => heart(page, first).getAttribute('aria-pressed')).toBe('true');
    expect(await heart(page, second).getAttribute('aria-pressed')).toBe('true');
    expect(await heart(page, third).getAttribute('aria-pressed')).toBe('false');
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
    await expect.poll(() => total.innerText()).toContain(euros(PACKAGE_CENTS + 2 * PRINT_LARGE_CENTS));
    expect(await total.innerText()).toContain(g['price.total']);
    expect(await dialog.innerText()).not.toContain(resolveError('gallery.price_approximate', 'es').message);
    await screenshot(page, 'gallery-review');
    await expectAccessible(page, 'gallery review');
    await dialog.getByRole('button', { name: g['review.continue'] }).click();
    dialog = page.getByRole('dialog', { name: g['review.confirmTitle'] });
    await dialog.getByRole('button', { name: g['review.confirm'] }).click();
    await page.getByRole('heading', { name: g['thanks.title'] }).waitFor();
    await screenshot(page, 'gallery-thanks');
    await expectAccessible(page, 'gallery thank-you page');

    // ---- The photographer reads what the client confirmed.
    const { selections } = (await callApiAs(baseUrl, fixture.user, 'GET', `/api/sessions/${fixture.sessionId}/selections`)) as unknown as {
      selections: { images: { fileName: string; comment: string | null; products: { variantValue: string; quantity: number }[] }[]; generalComment: string | null; price: { totalPriceCents: number } }[];
    };
    const [confirmed] = selections;
    expect(confirmed?.images.map((image) => image.fileName).sort()).toEqual([first, second].sort());
    const printed = confirmed?.images.find((image) => image.fileName === first);
    expect(printed?.comment).toBe('Sin el reflejo de la farola');
    expect(printed?.products.map((line) => [line.variantValue, line.quantity])).toEqual([['20x30', 2]]);
    expect(confirmed?.generalComment).toBe('¡Nos encantan!');
    expect(confirmed?.price.totalPriceCents).toBe(PACKAGE_CENTS + 2 * PRINT_LARGE_CENTS);

    // ---- The link, opened again, is closed.
    const again = await context.newPage();
    await again.goto(fixture.galleryPath);
    await again.getByRole('heading', { name: g['closed.confirmed'] }).waitFor();
    await again.getByText(resolveError('gallery.link_closed', 'es').message).waitFor();
    await expectAccessible(again, 'gallery closed page');
    // In English, chosen on the page itself.
    await again.getByRole('button', { name: 'English, EN' }).click();
    await again.getByText(resolveError('gallery.link_closed', 'en').message).waitFor();
    expect(await again.locator('html').getAttribute('lang')).toBe('en');
    await expectAccessible(again, 'gallery closed page in English');
    await context.close();
  });
});
