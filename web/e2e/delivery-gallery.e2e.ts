// The client's delivery gallery (issue 28 point 4) on a 390 px phone, against the local stack: a
// client confirmed two photos; the photographer uploaded two finals (camera JPEGs with a GPS
// position) and the delivery is published (written on the session as the publishing writes it,
// in this worker with the stack's environment, as the selection-deadline journey calls the
// hourly run). The client opens the link: the delivery gallery with its title, "Disponible hasta
// …" and the finals; opens a photo full screen, downloads it at full size (no GPS, read with
// exifr as the functions tests read it), and "Descargar todo" gives a zip whose JPEGs have no
// GPS. Axe in Spanish and English; nothing wider than the phone.
import { createFinalUploads, listSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import gEn from '../src/gallery/locales/en/gallery.json';
import g from '../src/gallery/locales/es/gallery.json';
import { postForm } from '../../infra/local/demo-studio';
import './context';
import { callApiAs } from './accounts';
import { expectAccessible } from './axe';
import { browserForFile, openPage, PHONE } from './browser';
import { confirmThroughGallery, sessionWithShareLink } from './gallery-session';
import { downloadOneFinalWithoutLocation, downloadZipWithoutLocation, locatedFinal } from './located-photos';
import { fill } from './i18n';

const { baseUrl, functionsEnv } = inject('e2e');
const browser = browserForFile();
const DAY_MS = 86_400_000;

describe('the client’s delivery gallery', () => {
  it('opens the published finals on a phone: a photo full screen and downloaded, and all of them as a zip, without GPS', async () => {
    const fixture = await sessionWithShareLink(baseUrl, 'delivery-gallery');
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => callApiAs(baseUrl, fixture.user, method, path, body);
    // ---- The client confirms PARQUE_21 and PARQUE_22, as the gallery sends it.
    await confirmThroughGallery(baseUrl, fixture, ['PARQUE_21.jpg', 'PARQUE_22.jpg']);

    // ---- The photographer's finals, uploaded as the Entrega tab sends them.
    const finals = [
      { fileName: 'PARQUE_21-Edit.jpg', bytes: await locatedFinal(1) },
      { fileName: 'PARQUE_22-Edit.jpg', bytes: await locatedFinal(2) },
    ];
    const { tickets } = createFinalUploads.response.parse(
      await call('POST', `/api/sessions/${fixture.sessionId}/finals/uploads`, {
        files: finals.map(({ fileName, bytes }) => ({ fileName, contentType: 'image/jpeg', sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })),
      }),
    );
    await Promise.all(tickets.map(async (ticket, index) => (ticket.upload ? postForm(ticket.upload, finals[index]?.bytes ?? Buffer.alloc(0), 'image/jpeg') : Promise.reject(new Error(ticket.refusal ?? 'no ticket')))));
    await expect
      .poll(async () => listSessionFinals.response.parse(await call('GET', `/api/sessions/${fixture.sessionId}/finals`)).finals.map((final) => final.status), { timeout: 60_000 })
      .toEqual(['ready', 'ready']);

    // ---- Published for 14 days (the session's publishedDelivery, as the publishing writes it).
    Object.assign(process.env, functionsEnv, { LOG_LEVEL: 'silent' });
    const { db } = await import('../../functions/src/data/database');
    const expiresAt = new Date(Date.now() + 14 * DAY_MS).toISOString();
    await db().entities.session.patch({ photographerId: fixture.user.userId, sessionId: fixture.sessionId }).set({ publishedDelivery: { publishedAt: new Date().toISOString(), expiresAt } }).go();

    // ---- The client, on a phone.
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(fixture.galleryPath);
    await page.getByRole('heading', { level: 1, name: 'Tus fotos del parque' }).waitFor();
    const until = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(Date.parse(expiresAt));
    await page.getByText(fill(g['delivery.until'], { date: until })).waitFor();
    await page.getByText(fill(g['delivery.intro'], { count: 2 })).waitFor();
    const tile = page.getByRole('button', { name: fill(g['tile.open'], { name: 'PARQUE_21-Edit.jpg' }) });
    await tile.waitFor();
    // No hearts: the finals are delivered, not chosen.
    expect(await page.getByRole('button', { name: fill(g['heart.label'], { name: 'PARQUE_21-Edit.jpg' }) }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'delivery gallery (es, 390 px)');

    // ---- One photo full screen, downloaded at full size: the final without its position.
    await downloadOneFinalWithoutLocation(page, tile, 'PARQUE_21-Edit.jpg', 'delivery viewer (es)');

    // ---- "Descargar todo": the zip of the finals, with its progress, then its link.
    await page.getByRole('button', { name: g['delivery.downloadAll'] }).click();
    await downloadZipWithoutLocation(page, ['PARQUE_21-Edit.jpg', 'PARQUE_22-Edit.jpg']);

    // ---- In English.
    await page.getByRole('button', { name: `${g['language.en']}, EN` }).click();
    const untilEn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(Date.parse(expiresAt));
    await page.getByText(fill(gEn['delivery.until'], { date: untilEn })).waitFor();
    await expectAccessible(page, 'delivery gallery (en, 390 px)');
    await context.close();
  }, 300_000);
});
