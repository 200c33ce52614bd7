// The session wizard end to end: a client and a package made through the API, the three
// steps with their checks, real image files (made here with sharp) refused or uploaded,
// their processing seen in the detail, the finance edited, the session in the calendar
// subscription, then archived (out of the feed, photos not served) and restored.
import { getCalendarFeed } from '@fotostudio/shared/contracts/calendar-feed';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { createPackage } from '@fotostudio/shared/contracts/catalog';
import { listSessionImages } from '@fotostudio/shared/contracts/sessions';
import { DEFAULT_DATE_FORMAT, UPLOAD_PART_BYTES } from '@fotostudio/shared/constants';
import { formatDateValue } from '@fotostudio/shared/dates/date-input';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { formatFileSize } from '../src/features/sessions/utils/file-size';
import './context';
import { callApiAs, idOf, newPhotographer } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage } from './browser';
import { descriptionOf, field } from './fields';
import { holdBack } from './hold-back';
import { es, interpolate } from './i18n';
import { signIn } from './journeys';
import { clearToasts, shootModal } from './screens';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const { baseUrl } = inject('e2e');
const browser = browserForFile();

const s = es.sessions;
const message = (code: string, params: Record<string, string | number> = {}) => resolveError(code, 'es', params).message;
const euros = (cents: number) => formatMoney(cents, 'EUR', 'es');
/** A toast: warnings and errors are alerts, the rest statuses. */
const toast = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForRequest((request: Request) => request.method() === method && path.test(new URL(request.url()).pathname));

/** Pixels that differ from any other seed's, so no two images look alike to the similarity check. */
const noise = (width: number, height: number, seed: number): Buffer => {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    pixels[index] = state >>> 24;
  }
  return pixels;
};
const raw = (width: number, height: number, seed: number) => sharp(noise(width, height, seed), { raw: { width, height, channels: 3 } });

const makeFiles = async () => {
  const jpeg = await raw(320, 240, 1).jpeg({ quality: 85 }).toBuffer();
  const png = await raw(240, 240, 2).png().toBuffer();
  // Stored 320 x 200 with orientation 6: shown (and processed) as 200 x 320, portrait.
  const rotated = await raw(320, 200, 3).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer();
  return [
    { name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'detalle.png', mimeType: 'image/png', buffer: png },
    // A .jpg name over bytes that are no image: the browser cannot tell, the image function can.
    { name: 'danada.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('no soy una imagen '.repeat(200))]) },
    { name: 'retrato-copia.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'girada.jpg', mimeType: 'image/jpeg', buffer: rotated },
  ];
};

const stepHeading = (dialog: Locator, n: number, name: string) =>
  dialog.getByRole('heading', { name: interpolate(s.form.stepOf, { n, total: 3, name }) });

describe('session wizard', () => {
  it('creates a session for a CRM client with a package, refuses a repeated image, uploads the rest and edits the finance', async () => {
    const user = await newPhotographer(baseUrl, 'session-wizard');
    const contactBody = exampleOf(createContact).body;
    await callApiAs(baseUrl, user, 'POST', '/api/contacts', { ...contactBody, type: 'client', firstName: 'Lucía', lastName: 'Ortega', emails: { primary: 'lucia.ortega@example.com' } });
    // A lead is never offered: sessions are for clients.
    await callApiAs(baseUrl, user, 'POST', '/api/contacts', { ...contactBody, type: 'lead', firstName: 'Luis', lastName: 'Lead', emails: { primary: 'luis.lead@example.com' } });
    // No downloads: the image function keeps the smaller of the original and a compressed copy.
    const pkg = await callApiAs(baseUrl, user, 'POST', '/api/packages', {
      ...exampleOf(createPackage).body,
      name: 'Boda esencial',
      priceCents: 150000,
      allowDownload: false,
      watermark: false,
    });
    const packageId = idOf(pkg, 'package', 'packageId');
    const files = await makeFiles();

    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/sessions/new?view=list');
    const dialog = page.getByRole('dialog', { name: s.form.createTitle });
    await stepHeading(dialog, 1, s.form.steps.session).waitFor();

    // ---- Step 1: every required field has its own message.
    await dialog.getByRole('button', { name: s.form.next }).click();
    const client = dialog.getByRole('combobox', { name: s.form.fields.client });
    expect(await descriptionOf(client)).toContain(message('sessions.client_required'));
    expect(await descriptionOf(field(dialog, s.form.fields.package))).toContain(message('sessions.package_required'));
    const title = field(dialog, s.form.fields.title);
    expect(await descriptionOf(title)).toContain(message('sessions.title_required'));
    expect(await descriptionOf(field(dialog, s.form.fields.type))).toContain(s.form.errors.typeRequired);
    // The first invalid field takes the focus.
    expect(await client.evaluate((input) => input === document.activeElement)).toBe(true);

    await client.fill('Lu');
    const options = dialog.getByRole('listbox', { name: s.form.fields.client }).getByRole('option');
    await options.filter({ hasText: 'Lucía Ortega' }).waitFor();
    expect(await options.filter({ hasText: 'Luis Lead' }).count()).toBe(0);
    await options.filter({ hasText: 'Lucía Ortega' }).click();
    await field(dialog, s.form.fields.package).selectOption(packageId);
    await title.fill('Boda de Lucía');
    await field(dialog, s.form.fields.type).selectOption('wedding');
    await field(dialog, s.form.fields.time).fill('17:30');
    await field(dialog, s.form.fields.location).fill('Sevilla');
    // Calendar sync needs a date.
    await dialog.getByRole('switch', { name: s.form.fields.calendarSync }).check();
    await dialog.getByRole('button', { name: s.form.next }).click();
    const date = field(dialog, s.form.fields.date);
    expect(await descriptionOf(date)).toContain(message('sessions.calendar_needs_date'));
    await date.fill(formatDateValue('2027-06-12', DEFAULT_DATE_FORMAT).replace(/\D/g, ''));
    await dialog.getByRole('button', { name: s.form.next }).click();

    // ---- Step 2: the base price is the package's; paid is checked against the total.
    await stepHeading(dialog, 2, s.form.steps.finance).waitFor();
    expect(await field(dialog, s.finance.base).inputValue()).toBe(euros(150000));
    const paid = field(dialog, s.finance.paid);
    await paid.fill('2000');
    await dialog.getByRole('button', { name: s.form.next }).click();
    expect(await descriptionOf(paid)).toContain(message('sessions.paid_above_total'));
    await paid.fill('doce');
    await dialog.getByRole('button', { name: s.form.next }).click();
    expect(await descriptionOf(paid)).toContain(message('sessions.paid_invalid'));
    await paid.fill('300');
    await dialog.locator('.session-remaining').getByText(euros(120000)).waitFor();
    await dialog.getByRole('button', { name: s.form.next }).click();

    // ---- Step 3: the copy of a file in the same selection is refused before anything is sent.
    await stepHeading(dialog, 3, s.form.steps.images).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: s.images.choose }).click();
    await (await chooser).setFiles(files);
    const selection = dialog.getByRole('list', { name: s.images.selectionLabel });
    const copy = selection.getByRole('listitem').filter({ hasText: 'retrato-copia.jpg' });
    await copy.getByText(message('files.duplicate_in_selection')).waitFor();
    await dialog.getByText(interpolate(s.images.summary_other, { count: 4 })).waitFor();
    await shootModal(page, 'session-wizard-images', dialog);
    // Toasts are checked where they are made (the list of toasts is the app's, not this screen's).
    await clearToasts(page);
    await expectAccessible(page, 'wizard with a refused file');
    // A refused file must go before creating.
    await dialog.getByRole('button', { name: s.form.create }).click();
    await toast(page, message('sessions.fix_image_errors')).waitFor();
    await dialog.getByRole('button', { name: interpolate(s.images.removeRefused_one, { count: 1 }) }).click();
    expect(await copy.count()).toBe(0);

    // Storage is held back until the progress shows, then let through.
    const storage = holdBack();
    await page.route('**/s3/**', async (route) => {
      await storage.released;
      await route.continue();
    });
    const created = apiCall(page, 'POST', /^\/api\/sessions$/);
    const ticketsAsked = apiCall(page, 'POST', /^\/api\/sessions\/[0-9a-f-]+\/images\/uploads$/);
    await dialog.getByRole('button', { name: s.form.create }).click();
    expect((await created).postDataJSON()).toMatchObject({
      title: 'Boda de Lucía',
      sessionType: 'wedding',
      date: '2027-06-12',
      time: '17:30:00',
      location: 'Sevilla',
      calendarSync: true,
      packageId,
      finance: { totalPriceCents: 150000, paidCents: 30000 },
    });
    const asked = (await ticketsAsked).postDataJSON() as { files: { fileName: string; sha256: string }[] };
    expect(asked.files.map((file) => file.fileName)).toEqual(['retrato.jpg', 'detalle.png', 'danada.jpg', 'girada.jpg']);
    expect(asked.files.every((file) => /^[0-9a-f]{64}$/.test(file.sha256))).toBe(true);
    await dialog.getByRole('progressbar', { name: s.images.progressLabel }).waitFor();
    await dialog.getByText(interpolate(s.images.uploading, { n: 1, total: 4 })).waitFor();
    storage.release();
    await toast(page, message('sessions.created')).waitFor();
    await page.unroute('**/s3/**');

    // The form is ready for the next session, at its first step.
    await stepHeading(dialog, 1, s.form.steps.session).waitFor();
    expect(await field(dialog, s.form.fields.title).inputValue()).toBe('');
    await dialog.getByText(interpolate(s.form.created, { title: 'Boda de Lucía' })).waitFor();
    await dialog.getByRole('link', { name: s.form.openCreated }).click();
    await page.waitForURL(/\/dashboard\/sessions\/[0-9a-f-]{36}\?view=list$/);
    const sessionId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    // ---- Detail, images: processed in the background; the page polls until none is pending.
    const detail = page.getByRole('dialog', { name: 'Boda de Lucía' });
    await detail.getByRole('tab', { name: s.detail.tabs.images }).click();
    const grid = detail.getByRole('list', { name: s.images.gridLabel });
    // Processing waits for the image function, which a busy machine can slow down.
    for (const name of ['retrato.jpg', 'detalle.png', 'girada.jpg']) await grid.getByRole('img', { name }).waitFor({ timeout: 60_000 });
    const rotated = grid.getByRole('img', { name: 'girada.jpg' });
    await expect.poll(() => rotated.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Orientation 6 is applied: the thumbnail is portrait.
    expect(await rotated.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth)).toBe(true);
    const damaged = grid.getByRole('listitem', { name: 'danada.jpg' });
    await damaged.getByText(s.images.state.failed, { exact: true }).waitFor({ timeout: 60_000 });
    const { images } = listSessionImages.response.parse(await callApiAs(baseUrl, user, 'GET', `/api/sessions/${sessionId}/images`));
    const reason = images.find((image) => image.fileName === 'danada.jpg')?.failureReason;
    expect(['corrupt', 'not_an_image', 'type_mismatch']).toContain(reason);
    await damaged.getByText(message(`files.${reason ?? ''}`)).waitFor();
    // Each ready image tells its compression result: original size, size kept, ratio and file.
    const compression = images.find((image) => image.fileName === 'retrato.jpg')?.compression;
    if (!compression) throw new Error('retrato.jpg has no compression result');
    await grid
      .getByRole('listitem', { name: 'retrato.jpg' })
      .getByText(
        interpolate(s.images.compression[compression.kept], {
          original: formatFileSize(compression.originalBytes, 'es'),
          kept: formatFileSize(compression.keptBytes, 'es'),
          ratio: new Intl.NumberFormat('es', { maximumFractionDigits: 1 }).format(compression.ratioPercent),
          file: compression.fileName,
        }),
      )
      .waitFor();
    await shootModal(page, 'session-detail-images', detail);

    // Marked images are removed only on save, and can be restored before.
    const png = grid.getByRole('listitem', { name: 'detalle.png' });
    await png.getByRole('button', { name: interpolate(s.images.markForDeletionOf, { name: 'detalle.png' }) }).click();
    await png.getByText(s.images.marked).waitFor();
    await clearToasts(page);
    await expectAccessible(page, 'images ready, failed and marked for deletion');
    await png.getByRole('button', { name: interpolate(s.images.restoreOf, { name: 'detalle.png' }) }).click();
    expect(await png.getByText(s.images.marked).count()).toBe(0);
    await png.getByRole('button', { name: interpolate(s.images.markForDeletionOf, { name: 'detalle.png' }) }).click();
    const removal = apiCall(page, 'POST', /\/images\/remove$/);
    await detail.getByRole('button', { name: s.images.saveRemovals }).click();
    expect((await removal).postDataJSON()).toEqual({ imageIds: [expect.stringMatching(/^[0-9a-f-]{36}$/)] });
    await toast(page, message('sessions.images_updated')).waitFor();
    await png.waitFor({ state: 'detached' });

    // Images added from the tab carry a "New" badge; the list is read again while one is
    // pending. The first answer that has the new image shows it pending, as it was a moment
    // before, so only a later poll can show it ready.
    let shownPending = false;
    await page.route(`**/api/sessions/${sessionId}/images`, async (route) => {
      const response = await route.fetch();
      const answer = listSessionImages.response.parse(await response.json());
      if (!shownPending && answer.images.some((image) => image.fileName === 'otra.png')) {
        shownPending = true;
        answer.images = answer.images.map((image) =>
          image.fileName === 'otra.png' ? { ...image, status: 'pending', thumbUrl: null, gridUrl: null, previewUrl: null, compression: null } : image,
        );
      }
      await route.fulfill({ response, json: answer });
    });
    const addChooser = page.waitForEvent('filechooser');
    await detail.getByRole('button', { name: s.images.choose }).click();
    await (await addChooser).setFiles({ name: 'otra.png', mimeType: 'image/png', buffer: await raw(200, 150, 4).png().toBuffer() });
    const added = grid.getByRole('listitem', { name: 'otra.png' });
    await added.getByText(s.images.state.pending).waitFor();
    await added.getByText(s.images.new, { exact: true }).waitFor();
    await added.getByRole('img', { name: 'otra.png' }).waitFor({ timeout: 60_000 });
    await page.unroute(`**/api/sessions/${sessionId}/images`);

    // ---- Finance: read, then edited.
    await detail.getByRole('tab', { name: s.detail.tabs.finance }).click();
    const finance = detail.getByRole('tabpanel', { name: s.detail.tabs.finance });
    await finance.getByText(euros(120000)).waitFor();
    await finance.getByRole('button', { name: s.finance.edit }).click();
    const editor = finance.getByRole('form', { name: s.finance.editLabel });
    const total = field(editor, s.finance.total);
    await total.fill('1600');
    await field(editor, s.finance.paid).fill('1700');
    await editor.getByRole('button', { name: es.ui.save }).click();
    expect(await descriptionOf(field(editor, s.finance.paid))).toContain(message('sessions.paid_above_total'));
    await field(editor, s.finance.paid).fill('');
    const financeSaved = apiCall(page, 'PATCH', /\/finance$/);
    await editor.getByRole('button', { name: es.ui.save }).click();
    expect((await financeSaved).postDataJSON()).toEqual({ totalPriceCents: 160000, paidCents: 0 });
    await toast(page, message('sessions.finance_updated')).waitFor();
    await finance.getByRole('term').filter({ hasText: s.finance.remaining }).waitFor();
    expect(await finance.locator('.session-fact').filter({ hasText: s.finance.remaining }).locator('dd').textContent()).toBe(euros(160000));

    // ---- Selections: nothing confirmed yet, and said so.
    await detail.getByRole('tab', { name: s.detail.tabs.selections }).click();
    await detail.getByText(s.detail.selections.emptyTitle).waitFor();

    // ---- Edit: the client and package are shown, fixed; only what changed is sent.
    await detail.getByRole('tab', { name: s.detail.tabs.info }).click();
    await detail.getByRole('link', { name: s.detail.edit }).click();
    const edit = page.getByRole('dialog', { name: s.form.editTitle });
    await stepHeading(edit, 1, s.form.steps.session).waitFor();
    expect(await field(edit, s.form.fields.client).getAttribute('readonly')).not.toBeNull();
    expect(await field(edit, s.form.fields.package).inputValue()).toBe('Boda esencial');
    await field(edit, s.form.fields.title).fill('Boda de Lucía y Pablo');
    await field(edit, s.form.fields.time).fill('');
    const patched = apiCall(page, 'PATCH', /^\/api\/sessions\/[0-9a-f-]+$/);
    await edit.getByRole('button', { name: s.form.save }).click();
    expect((await patched).postDataJSON()).toEqual({ title: 'Boda de Lucía y Pablo', time: null });
    await toast(page, message('sessions.info_updated')).waitFor();
    const renamed = page.getByRole('dialog', { name: 'Boda de Lucía y Pablo' });
    await renamed.getByRole('tab', { name: s.detail.tabs.info }).waitFor();

    // Closing goes back to the list with its query string.
    await renamed.getByRole('button', { name: es.ui.modal.close }).click();
    await page.waitForURL(/\/dashboard\/sessions\?view=list$/);

    // ---- The calendar subscription lists the session (calendar sync on, with a date).
    const sessionTitle = 'Boda de Lucía y Pablo';
    const feedOf = async () => {
      const { feed } = getCalendarFeed.response.parse(await callApiAs(baseUrl, user, 'GET', '/api/calendar-feed'));
      const served = await fetch(feed.url);
      expect(served.headers.get('content-type')).toContain('text/calendar');
      return served.text();
    };
    const ics = await feedOf();
    expect(ics).toContain(`SUMMARY:${sessionTitle}`);
    // The edit cleared the time: an all-day event on the session's date.
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20270612/);

    // ---- Archive: gone from the feed and its photos no longer served; restore brings both back.
    const photoUrl = async () => {
      const { images } = listSessionImages.response.parse(await callApiAs(baseUrl, user, 'GET', `/api/sessions/${sessionId}/images`));
      return images.find((image) => image.status === 'ready')?.gridUrl ?? null;
    };
    const servedBefore = await photoUrl();
    expect(servedBefore).not.toBeNull();
    await page.getByRole('button', { name: interpolate(s.list.actions.archive, { name: sessionTitle }) }).click();
    const archiveDialog = page.getByRole('dialog', { name: s.archive.archiveTitle });
    await archiveDialog.getByRole('button', { name: s.archive.archiveConfirm }).click();
    await archiveDialog.waitFor({ state: 'detached' });
    expect(await feedOf()).not.toContain(`SUMMARY:${sessionTitle}`);
    expect(await photoUrl()).toBeNull();
    await page.getByRole('tab', { name: s.page.tabs.archived, exact: true }).click();
    await page.getByRole('button', { name: interpolate(s.archive.actions.restore, { name: sessionTitle }) }).click();
    const restoreDialog = page.getByRole('dialog', { name: s.archive.restoreTitle });
    await restoreDialog.getByRole('button', { name: s.archive.restoreConfirm }).click();
    await restoreDialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: s.page.tabs.current, exact: true }).click();
    await page.getByRole('button', { name: interpolate(s.list.actions.archive, { name: sessionTitle }) }).waitFor();
    expect(await feedOf()).toContain(`SUMMARY:${sessionTitle}`);
    const servedAfter = await photoUrl();
    expect(servedAfter).not.toBeNull();
    expect((await fetch(servedAfter ?? '')).status).toBe(200);
    await context.close();
  }, 180_000);

  it('uploads a camera export above 5 MB in parts, sending again only the part whose connection dropped', async () => {
    const user = await newPhotographer(baseUrl, 'session-large-upload');
    const contact = await callApiAs(baseUrl, user, 'POST', '/api/contacts', {
      ...exampleOf(createContact).body,
      type: 'client',
      firstName: 'Marta',
      lastName: 'Ruiz',
      emails: { primary: 'marta.ruiz@example.com' },
    });
    const pkg = await callApiAs(baseUrl, user, 'POST', '/api/packages', { ...exampleOf(createPackage).body, name: 'Boda completa', allowDownload: true, watermark: false });
    const session = await callApiAs(baseUrl, user, 'POST', '/api/sessions', {
      clientId: idOf(contact, 'contact', 'contactId'),
      packageId: idOf(pkg, 'package', 'packageId'),
      title: 'Boda de Marta',
      sessionType: 'wedding',
      calendarSync: false,
    });
    const sessionId = idOf(session, 'session', 'sessionId');
    // A valid JPEG of about 10 MB (noise does not compress): two parts of 8 MB.
    const large = await raw(3400, 2300, 7).jpeg({ quality: 100 }).toBuffer();
    expect(large.length).toBeGreaterThan(UPLOAD_PART_BYTES);

    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    // The first request of part 1 loses its connection; every part request is counted.
    const partRequests: number[] = [];
    let dropped = false;
    await page.route(/\/s3\/.*[?&]partNumber=\d+/, async (route) => {
      const partNumber = Number(new URL(route.request().url()).searchParams.get('partNumber'));
      partRequests.push(partNumber);
      if (partNumber === 1 && !dropped) {
        dropped = true;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const completed = page.waitForResponse((response) => response.request().method() === 'POST' && /\/images\/[0-9a-f-]+\/complete$/.test(new URL(response.url()).pathname));
    await page.goto(`/dashboard/sessions/${sessionId}?view=list`);
    const detail = page.getByRole('dialog', { name: 'Boda de Marta' });
    await detail.getByRole('tab', { name: s.detail.tabs.images }).click();
    const chooser = page.waitForEvent('filechooser');
    await detail.getByRole('button', { name: s.images.choose }).click();
    await (await chooser).setFiles({ name: 'DSC_0001.jpg', mimeType: 'image/jpeg', buffer: large });
    expect((await completed).status()).toBe(200);
    const grid = detail.getByRole('list', { name: s.images.gridLabel });
    await grid.getByRole('img', { name: 'DSC_0001.jpg' }).waitFor({ timeout: 60_000 });
    expect(partRequests.sort()).toEqual([1, 1, 2]);
    const { images } = listSessionImages.response.parse(await callApiAs(baseUrl, user, 'GET', `/api/sessions/${sessionId}/images`));
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ status: 'ready', width: 3400, height: 2300 });
    await context.close();
  }, 180_000);
  it('compresses a camera export in the browser before uploading it into a session whose package allows no download: upright, 1920 px, one small POST', async () => {
    const user = await newPhotographer(baseUrl, 'session-compressed-upload');
    const contact = await callApiAs(baseUrl, user, 'POST', '/api/contacts', {
      ...exampleOf(createContact).body,
      type: 'client',
      firstName: 'Irene',
      lastName: 'Soto',
      emails: { primary: 'irene.soto@example.com' },
    });
    const pkg = await callApiAs(baseUrl, user, 'POST', '/api/packages', { ...exampleOf(createPackage).body, name: 'Solo en línea', allowDownload: false, watermark: false });
    const session = await callApiAs(baseUrl, user, 'POST', '/api/sessions', {
      clientId: idOf(contact, 'contact', 'contactId'),
      packageId: idOf(pkg, 'package', 'packageId'),
      title: 'Boda de Irene',
      sessionType: 'wedding',
      calendarSync: false,
    });
    const sessionId = idOf(session, 'session', 'sessionId');
    // About 10 MB, stored 3400 x 2300 with EXIF orientation 6: a portrait of 2300 x 3400.
    const large = await raw(3400, 2300, 11).jpeg({ quality: 100 }).withMetadata({ orientation: 6 }).toBuffer();
    expect(large.length).toBeGreaterThan(UPLOAD_PART_BYTES);

    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    const sent: number[] = [];
    await page.route(/\/s3\//, async (route) => {
      sent.push(route.request().postDataBuffer()?.length ?? 0);
      await route.continue();
    });
    await page.goto(`/dashboard/sessions/${sessionId}?view=list`);
    const detail = page.getByRole('dialog', { name: 'Boda de Irene' });
    await detail.getByRole('tab', { name: s.detail.tabs.images }).click();
    const chooser = page.waitForEvent('filechooser');
    await detail.getByRole('button', { name: s.images.choose }).click();
    await (await chooser).setFiles({ name: 'DSC_0100.jpg', mimeType: 'image/jpeg', buffer: large });
    const grid = detail.getByRole('list', { name: s.images.gridLabel });
    await grid.getByRole('img', { name: 'DSC_0100.jpg' }).waitFor({ timeout: 60_000 });
    // One POST of the compressed copy (within 1 MB and its form fields), no parts.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(1024 * 1024 + 16 * 1024);
    const { images } = listSessionImages.response.parse(await callApiAs(baseUrl, user, 'GET', `/api/sessions/${sessionId}/images`));
    expect(images).toHaveLength(1);
    // What storage received, as the image function's sharp read it: upright and 1920 px on the long edge.
    expect(images[0]).toMatchObject({ status: 'ready', width: 1299, height: 1920 });
    expect(images[0]?.compression?.originalBytes).toBeLessThanOrEqual(1024 * 1024);
    await context.close();
  }, 180_000);
});
