// JPEGs as a camera or a phone with GPS writes them: a position (Madrid) in the EXIF, next to
// the camera's make, and the client's downloads from the delivery gallery (one photo, the zip)
// checked to have lost that position and kept the rest.
import exifr from 'exifr';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { zipFiles } from '../../functions/test/support/zip-files';
import g from '../src/gallery/locales/es/gallery.json';
import { expectAccessible } from './axe';
import { fill } from './i18n';

const CAMERA_EXIF = {
  IFD0: { Make: 'Fujifilm' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 5/1' },
};

/** The camera's make the located photos carry (what must survive the GPS's removal). */
export const LOCATED_CAMERA_MAKE = CAMERA_EXIF.IFD0.Make;

/** The JPEG `bytes` with the camera's EXIF and a GPS position. */
export const withLocation = (bytes: Buffer): Promise<Buffer> => sharp(bytes).jpeg({ quality: 88 }).withExif(CAMERA_EXIF).toBuffer();

/** An edited final as a camera exports it, with a GPS position; `seed` makes each different. */
export const locatedFinal = (seed: number): Promise<Buffer> =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: `hsl(${seed * 71}, 50%, 45%)`, noise: { type: 'gaussian', mean: 100 + seed * 11, sigma: 30 } } })
    .jpeg({ quality: 88 })
    .withExif(CAMERA_EXIF)
    .toBuffer();

/**
 * In the delivery gallery on `page`, opens the final `name` (its `tile`) in the viewer, checks it
 * with axe as `axeLabel`, downloads it at full size and closes the viewer: the file is the final
 * under its own name, without its GPS position, with the camera's make kept.
 */
export const downloadOneFinalWithoutLocation = async (page: Page, tile: Locator, name: string, axeLabel: string): Promise<void> => {
  await tile.click();
  const viewer = page.getByRole('dialog');
  await viewer.getByRole('img', { name }).waitFor();
  await expectAccessible(page, axeLabel);
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('button', { name: fill(g['delivery.downloadOf'], { size: g['delivery.downloadFull'], name }) }).click(),
  ]);
  expect(single.suggestedFilename()).toBe(name);
  await expectWithoutLocation(readFileSync(await single.path()), name);
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
};

/** A downloaded JPEG lost its GPS position and kept the camera's make. */
export const expectWithoutLocation = async (bytes: Buffer, name: string): Promise<void> => {
  expect(await exifr.parse(bytes), name).toMatchObject({ Make: LOCATED_CAMERA_MAKE });
  expect(await exifr.gps(bytes), name).toBeUndefined();
};

/**
 * In the delivery gallery on `page`, after "Descargar todo": waits for the zip's link, downloads
 * it and checks it holds `names`, each without its GPS position and with the camera's make.
 */
export const downloadZipWithoutLocation = async (page: Page, names: readonly string[]): Promise<void> => {
  const readyText = (g['download.ready'].split('{')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const zipLink = page.getByRole('link', { name: new RegExp(`^${readyText}`) });
  await zipLink.waitFor({ timeout: 90_000 });
  const [zip] = await Promise.all([page.waitForEvent('download'), zipLink.click()]);
  const entries = await zipFiles(readFileSync(await zip.path()));
  expect([...entries.keys()].sort()).toEqual([...names].sort());
  for (const [entry, bytes] of entries) await expectWithoutLocation(bytes, entry);
};
