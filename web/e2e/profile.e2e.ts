import { slugify } from '@fotostudio/shared/business-slug';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import './context';
import { newPhotographer, updateProfileAs } from './accounts';
import { browserForFile, openPage, screenshot } from './browser';
import { holdBack } from './hold-back';
import { es, interpolate } from './i18n';
import { pngImage } from './images';
import { signIn } from './journeys';
import { screenshotDesktopAndPhone } from './screens';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const message = (code: string) => resolveError(code, 'es').message;

const personalTab = (page: Page) => page.getByRole('tabpanel', { name: es.profile.tabs.personal });
const businessTab = (page: Page) => page.getByRole('tabpanel', { name: es.profile.tabs.business });

/** The text of everything that describes a field (its hint and error). */
const descriptionOf = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

const imageIsLoaded = (image: Locator) =>
  image.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0);

describe('profile', () => {
  it('edits personal and business data with a slug, uploads a photo with progress, and keeps it all after a reload', async () => {
    // Another photographer already holds a slug, so this one cannot take it.
    const other = await newPhotographer(baseUrl, 'slug-holder');
    const takenSlug = `tomado-${other.userId.slice(0, 8)}`;
    await updateProfileAs(baseUrl, other, { businessSlug: takenSlug });

    const user = await newPhotographer(baseUrl, 'profile');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.items.profile, exact: true }).click();
    await page.waitForURL('**/dashboard/profile');

    // Read-only until Edit: the inputs cannot be typed into and there is no Save.
    const name = personalTab(page).getByLabel(es.profile.fields.name);
    await name.waitFor();
    expect(await name.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: es.ui.save }).count()).toBe(0);
    await screenshotDesktopAndPhone(page, 'profile-view');

    await page.getByRole('button', { name: es.profile.edit }).click();
    expect(await name.getAttribute('readonly')).toBeNull();
    const email = personalTab(page).getByLabel(es.profile.fields.email);
    expect(await email.inputValue()).toBe(user.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();

    // Personal data; the phone gets a Mexican prefix.
    await name.fill('Lucía Martín');
    const phoneGroup = personalTab(page).getByRole('group', { name: es.profile.fields.phone });
    await phoneGroup.getByLabel(es.ui.phoneField.prefix).selectOption('MX');
    const phone = personalTab(page).getByRole('textbox', { name: es.profile.fields.phone });
    expect(await phone.getAttribute('placeholder')).toBe('600 000 000');
    // Letters never make it into a phone number.
    await phone.fill('55 12ab34 5678');
    expect(await phone.inputValue()).toBe('55 1234 5678');
    await personalTab(page).getByLabel(es.profile.fields.instagram).fill('@lucia.fotos');
    await personalTab(page).getByLabel(es.profile.fields.linkedin).fill('https://www.linkedin.com/in/lucia');
    await personalTab(page).getByLabel(es.profile.fields.biography).fill('Bodas y retratos en Sevilla.');

    // The photo: the browser refuses what is not an allowed image before any request.
    const photo = page.getByTestId('photo-field');
    const chooseFile = async (button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await button.click();
      await (await chooser).setFiles(file);
    };
    const uploadButton = photo.getByRole('button', { name: es.profile.photo.upload });
    await chooseFile(uploadButton, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    expect((await photo.getByRole('alert').textContent())?.trim()).toBe(message('upload.type_not_allowed'));
    await chooseFile(uploadButton, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    expect((await photo.getByRole('alert').textContent())?.trim()).toBe(message('upload.size_exceeded'));

    // A real PNG goes straight to storage (held back until the progress shows), then
    // PUT /api/me attaches it and the image comes from its signed URL.
    let storagePost = '';
    const storage = holdBack();
    await page.route('**/s3/**', async (route) => {
      storagePost = new URL(route.request().url()).pathname;
      await storage.released;
      await route.continue();
    });
    const attached = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/me' && r.method() === 'PUT');
    await chooseFile(uploadButton, { name: 'retrato.png', mimeType: 'image/png', buffer: pngImage(64, 64) });
    await photo.getByRole('progressbar', { name: es.ui.imageField.progressLabel }).waitFor();
    storage.release();
    expect((await attached).postDataJSON()).toEqual({ photoKey: expect.stringMatching(/^originals\/.+\/profile\/photo-.+\.png$/) });
    expect(storagePost).toMatch(/^\/s3\//);
    const image = photo.getByRole('img', { name: es.profile.photo.alt });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/\/media\/originals\/.+Signature=/);
    await expect.poll(() => imageIsLoaded(image)).toBe(true);
    await page.getByRole('status').filter({ hasText: es.profile.photo.uploaded }).waitFor();
    await page.unroute('**/s3/**');

    // Business data. The slug is suggested from the business name.
    await page.getByRole('tab', { name: es.profile.tabs.business }).click();
    await businessTab(page).getByLabel(es.profile.fields.businessName).fill('Estudio Lucía & Co.');
    const suggested = slugify('Estudio Lucía & Co.');
    await businessTab(page).getByRole('button', { name: interpolate(es.profile.slug.useSuggestion, { slug: suggested }) }).click();
    const slug = businessTab(page).getByLabel(es.profile.fields.businessSlug);
    expect(await slug.inputValue()).toBe(suggested);
    expect(await page.getByTestId('slug-preview').textContent()).toContain(`${baseUrl}/${suggested}/`);

    // A reserved slug is refused as it is typed, with the catalogue's message.
    await slug.fill('dashboard');
    expect(await descriptionOf(slug)).toContain(message('profile.slug_reserved'));
    expect(await slug.getAttribute('aria-invalid')).toBe('true');

    for (const [field, value] of [
      ['website', 'https://estudiolucia.es'],
      ['taxId', '12345678Z'],
      ['street', 'Calle Feria 12'],
      ['city', 'Sevilla'],
      ['postalCode', '41003'],
      ['province', 'Sevilla'],
      ['country', 'España'],
    ] as const) {
      await businessTab(page).getByLabel(es.profile.fields[field], { exact: true }).fill(value);
    }
    await screenshotDesktopAndPhone(page, 'profile-edit-business');

    // A tax id with the wrong letter and a website that is no address are refused before
    // anything is sent, each on its field with the spec's message; nothing is sent.
    const taxId = businessTab(page).getByLabel(es.profile.fields.taxId);
    const website = businessTab(page).getByLabel(es.profile.fields.website);
    await taxId.fill('12345678A');
    await website.fill('estudio lucia');
    const puts: string[] = [];
    const countPut = (r: Request) => {
      if (new URL(r.url()).pathname === '/api/me' && r.method() === 'PUT') puts.push(r.url());
    };
    page.on('request', countPut);
    await page.getByRole('button', { name: es.ui.save }).click();
    await expect.poll(() => taxId.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(taxId)).toContain(resolveError('tax_id.wrong_letter', 'es', { expected: 'Z' }).message);
    expect(await descriptionOf(website)).toContain(message('profile.website_invalid'));
    page.off('request', countPut);
    expect(puts).toEqual([]);
    await taxId.fill('12345678Z');
    expect(await descriptionOf(taxId)).toContain(interpolate(es.ui.taxIdField.valid, { type: 'NIF' }));
    await website.fill('https://estudiolucia.es');

    // A slug another photographer holds is refused by the server, on the field.
    await slug.fill(takenSlug);
    await page.getByRole('button', { name: es.ui.save }).click();
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(slug)).toContain(message('profile.slug_taken'));
    await screenshot(page, 'profile-slug-taken');

    await slug.fill(suggested);
    await page.getByRole('button', { name: es.ui.save }).click();
    const savedToast = page.getByRole('status').filter({ hasText: es.profile.saved });
    await savedToast.waitFor();
    await page.getByRole('button', { name: es.profile.edit }).waitFor();
    await screenshotDesktopAndPhone(page, 'profile-saved-toast');
    await savedToast.getByRole('button', { name: es.ui.toast.close }).click();
    await savedToast.waitFor({ state: 'detached' });

    await page.reload();
    const savedName = personalTab(page).getByLabel(es.profile.fields.name);
    await savedName.waitFor();
    expect(await savedName.inputValue()).toBe('Lucía Martín');
    expect(await personalTab(page).getByLabel(es.ui.phoneField.prefix).inputValue()).toBe('MX');
    expect(await personalTab(page).getByRole('textbox', { name: es.profile.fields.phone }).inputValue()).toBe('55 1234 5678');
    expect(await personalTab(page).getByLabel(es.profile.fields.instagram).inputValue()).toBe('@lucia.fotos');
    expect(await personalTab(page).getByLabel(es.profile.fields.biography).inputValue()).toBe('Bodas y retratos en Sevilla.');
    const savedImage = page.getByTestId('photo-field').getByRole('img', { name: es.profile.photo.alt });
    await expect.poll(() => imageIsLoaded(savedImage)).toBe(true);
    await screenshotDesktopAndPhone(page, 'profile-view-filled');

    await page.getByRole('tab', { name: es.profile.tabs.business }).click();
    expect(await businessTab(page).getByLabel(es.profile.fields.businessSlug).inputValue()).toBe(suggested);
    expect(await businessTab(page).getByLabel(es.profile.fields.city, { exact: true }).inputValue()).toBe('Sevilla');
    expect(await businessTab(page).getByLabel(es.profile.fields.taxId).inputValue()).toBe('12345678Z');
    await context.close();
  });

  it('removes the photo after a confirmation whose dialog traps focus, closes on Escape and returns focus', async () => {
    const user = await newPhotographer(baseUrl, 'photo-remove');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: es.profile.edit }).click();
    const photo = page.getByTestId('photo-field');
    const chooser = page.waitForEvent('filechooser');
    await photo.getByRole('button', { name: es.profile.photo.upload }).click();
    await (await chooser).setFiles({ name: 'retrato.png', mimeType: 'image/png', buffer: pngImage(32, 32) });
    await photo.getByRole('img', { name: es.profile.photo.alt }).waitFor();

    // The photo's menu closes on a click outside it.
    const menuButton = photo.getByRole('button', { name: es.profile.photo.change });
    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.getByRole('heading', { level: 1, name: es.profile.title }).click();
    await menu.waitFor({ state: 'detached' });

    await menuButton.click();
    await page.getByRole('menuitem', { name: es.profile.photo.remove }).click();
    const dialog = page.getByRole('dialog', { name: es.profile.photo.removeTitle });
    await dialog.waitFor();
    const cancel = dialog.getByRole('button', { name: es.ui.cancel });
    expect(await cancel.evaluate((button) => button === document.activeElement)).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus is back where it was before the dialog: the menu's button.
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await menuButton.click();
    await page.getByRole('menuitem', { name: es.profile.photo.remove }).click();
    const removed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/me' && r.method() === 'PUT');
    await dialog.getByRole('button', { name: es.profile.photo.remove }).click();
    expect((await removed).postDataJSON()).toEqual({ photoKey: null });
    await page.getByRole('status').filter({ hasText: es.profile.photo.removed }).waitFor();
    expect(await photo.getByRole('img').count()).toBe(0);
    await photo.getByRole('button', { name: es.profile.photo.upload }).waitFor();
    await context.close();
  });
});
