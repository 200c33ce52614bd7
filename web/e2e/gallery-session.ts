// A photographer's session ready for its client, made through the API as the dashboard
// makes it: products, a package, a client, processed photos (three unless told) and a share
// link. Used by the gallery journeys and by the invoicing journey (which bills the confirmed
// selection).
import { createHash } from 'node:crypto';
import type { Language } from '@fotostudio/shared/constants';
import { createPackage, type PackageInput } from '@fotostudio/shared/contracts/catalog';
import { createContact } from '@fotostudio/shared/contracts/crm';
import { galleryImagePage } from '@fotostudio/shared/contracts/gallery';
import { createImageUploads, listSessionImages } from '@fotostudio/shared/contracts/sessions';
import { createShareLink, getShareLink } from '@fotostudio/shared/contracts/share-links';
import { SESSION_IMAGE_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoPhoto } from '../../infra/local/demo-images';
import { postForm } from '../../infra/local/demo-studio';
import { PAGE_SIZE } from '../src/gallery/limits';
import g from '../src/gallery/locales/es/gallery.json';
import { callApiAs, idOf, newPhotographer, updateProfileAs, type TestPhotographer } from './accounts';
import { openPage, PHONE } from './browser';
import { fill } from './i18n';
import { uniqueEmail } from './mail';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

export const PACKAGE_CENTS = 120_000;
export const PRINT_LARGE_CENTS = 1500;
export const EXTRA_PHOTO_CENTS = 1000;

export interface Fixture {
  user: TestPhotographer;
  sessionId: string;
  galleryPath: string;
  fileNames: string[];
  clientEmail: string;
}

/** Small but real photos for a many-photo gallery: what matters there is how many, not how large (as bench/gallery-session.ts). */
export const SMALL_PHOTO = { width: 480, height: 320 };

/** `count` photos PARQUE_001.jpg, PARQUE_002.jpg, ... of distinct demo scenes (none refused as similar to another). */
const manyPhotos = (count: number) =>
  Promise.all(Array.from({ length: count }, async (_, i) => ({ fileName: `PARQUE_${String(i + 1).padStart(3, '0')}.jpg`, bytes: await demoPhoto(1000 + i, SMALL_PHOTO) })));

export interface SessionOptions {
  /** The package's fields that differ from the usual one (two included photos, paid extras). */
  package?: Partial<PackageInput>;
  /** The client's language (none: the photographer's). */
  clientLanguage?: Language;
  /** The proofs themselves instead of made ones. */
  photos?: Photo[];
}

type Photo = { fileName: string; bytes: Buffer };

/**
 * The photographer's side, all through the API as the dashboard calls it; `photoCount` makes that
 * many small photos instead of the three usual ones.
 */
export const sessionWithShareLink = async (baseUrl: string, label = 'gallery', photoCount?: number, options: SessionOptions = {}): Promise<Fixture> => {
  const user = await newPhotographer(baseUrl, label);
  // White-label details the gallery shows, long enough to test a phone's width with.
  await updateProfileAs(baseUrl, user, {
    businessName: 'Estudio Fotográfico del Parque del Retiro',
    website: 'https://www.estudiofotograficodelparquedelretiro.example',
    phone: '+34 600 000 000',
    accentColor: '#0f766e',
  });
  const call = (method: 'POST' | 'GET', path: string, body?: unknown) => callApiAs(baseUrl, user, method, path, body);
  const print = await call('POST', '/api/products', {
    name: 'Copia impresa',
    description: null,
    usageType: 'images',
    variants: [
      { type: 'size', name: 'Tamaño', value: '13x18', priceCents: 800 },
      { type: 'size', name: 'Tamaño', value: '20x30', priceCents: PRINT_LARGE_CENTS },
    ],
  });
  const pkg = await call('POST', '/api/packages', {
    ...exampleOf(createPackage).body,
    name: 'Retrato',
    priceCents: PACKAGE_CENTS,
    includedPhotos: 2,
    extraPhotoPriceCents: EXTRA_PHOTO_CENTS,
    allowFullGallery: false,
    fullGalleryPriceCents: null,
    forSaleProductIds: [idOf(print, 'product', 'productId')],
    ...options.package,
  });
  const clientEmail = uniqueEmail(`${label}-client`);
  const client = await call('POST', '/api/contacts', {
    ...exampleOf(createContact).body,
    type: 'client',
    firstName: 'Lucía',
    lastName: 'Galería',
    emails: { primary: clientEmail },
    ...(options.clientLanguage && { language: options.clientLanguage }),
  });
  const session = await call('POST', '/api/sessions', {
    clientId: idOf(client, 'contact', 'contactId'),
    packageId: idOf(pkg, 'package', 'packageId'),
    title: 'Retrato en el parque',
    sessionType: 'portrait',
    calendarSync: false,
  });
  const sessionId = idOf(session, 'session', 'sessionId');

  const photos =
    options.photos ??
    (photoCount === undefined
      ? await Promise.all([21, 22, 23].map(async (index) => ({ fileName: `PARQUE_${index}.jpg`, bytes: await demoPhoto(index) })))
      : await manyPhotos(photoCount));
  await uploadReadyPhotos(call, sessionId, photos);

  const { link } = createShareLink.response.parse(await call('POST', `/api/sessions/${sessionId}/share-link`, {
    title: 'Tus fotos del parque',
    durationDays: 30,
    message: 'Elige tus favoritas',
  }));
  return { user, sessionId, galleryPath: new URL(link.url, baseUrl).pathname, fileNames: photos.map((photo) => photo.fileName), clientEmail };
};

/** The client confirms the photos of those names (no products, no comment) through the gallery's API, as the gallery sends it. */
export const confirmThroughGallery = async (baseUrl: string, fixture: Fixture, fileNames: string[]): Promise<void> => {
  const call = (path: string) => callApiAs(baseUrl, fixture.user, 'GET', path);
  const { images } = listSessionImages.response.parse(await call(`/api/sessions/${fixture.sessionId}/images`));
  const idOf = (name: string) => images.find((image) => image.fileName === name)?.imageId ?? '';
  const { link } = getShareLink.response.parse(await call(`/api/sessions/${fixture.sessionId}/share-link`));
  const confirmed = await fetch(new URL(`/api/gallery/${link?.token ?? ''}/finalize`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ images: fileNames.map((name) => ({ imageId: idOf(name), products: [] })), additionalProducts: [], fullGallerySelected: false, generalComment: null }),
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(201);
};

/** The gallery's photos in its order, as the public API pages them (every page, no gaps). */
export const galleryOrder = async (baseUrl: string, linkKey: string): Promise<string[]> => {
  const names: string[] = [];
  for (;;) {
    const answer = await fetch(new URL(`/api/gallery/${linkKey}/images?offset=${names.length}&limit=${PAGE_SIZE}`, baseUrl));
    const page = galleryImagePage.parse(await answer.json());
    names.push(...page.images.map((image) => image.fileName));
    if (page.images.length === 0 || names.length >= page.total) return names;
  }
};

/** A photo's heart (its favourite toggle) in the client gallery. */
export const heartOf = (page: Page, fileName: string): Locator => page.getByRole('button', { name: fill(g['heart.label'], { name: fileName }), exact: true }).first();

/** The client hearts the first two photos (the two the package includes) and confirms them in the gallery, on a phone. */
export const confirmOnPhone = async (browser: Browser, baseUrl: string, galleryPath: string, fileNames: readonly string[]): Promise<void> => {
  const { context, page } = await openPage(browser, baseUrl, PHONE);
  await page.goto(galleryPath);
  for (const name of fileNames.slice(0, 2)) {
    await heartOf(page, name).click();
  }
  await page.getByRole('status').filter({ hasText: g['save.saved'] }).waitFor();
  await page.getByRole('button', { name: g['bar.review'] }).click();
  await page.getByRole('dialog', { name: g['review.title'] }).getByRole('button', { name: g['review.continue'] }).click();
  await page.getByRole('dialog', { name: g['review.confirmTitle'] }).getByRole('button', { name: g['review.confirm'] }).click();
  await page.getByRole('heading', { name: g['thanks.title'] }).waitFor();
  await context.close();
};

type Call = (method: 'POST' | 'GET', path: string, body?: unknown) => Promise<unknown>;

/**
 * Uploads JPEG photos to a session (which holds no others) as the dashboard does, as many at
 * a time as one tickets call presigns, and waits until the image function made each batch
 * ready before sending the next (the local stack runs every image in this one process).
 */
export const uploadReadyPhotos = async (call: Call, sessionId: string, photos: Photo[]): Promise<void> => {
  for (let start = 0; start < photos.length; start += SESSION_IMAGE_LIMITS.perRequest) {
    const batch = photos.slice(start, start + SESSION_IMAGE_LIMITS.perRequest);
    const { tickets } = createImageUploads.response.parse(await call('POST', `/api/sessions/${sessionId}/images/uploads`, {
      files: batch.map(({ fileName, bytes }) => ({
        fileName,
        contentType: 'image/jpeg',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })),
    }));
    await Promise.all(
      tickets.map(async (ticket, i) => {
        const photo = batch[i];
        if (!ticket.upload || !photo) throw new Error(`${ticket.fileName} was refused: ${ticket.refusal ?? 'no ticket'}`);
        await postForm(ticket.upload, photo.bytes, 'image/jpeg');
      }),
    );
    // The image function works in the background: wait until it made every photo so far ready.
    await expect
      .poll(
        async () => {
          const { images } = listSessionImages.response.parse(await call('GET', `/api/sessions/${sessionId}/images`));
          return images.map((image) => image.status);
        },
        { timeout: 60_000, interval: 250 },
      )
      .toEqual(photos.slice(0, start + batch.length).map(() => 'ready'));
  }
};
