// The business name drawn over a preview, tiled diagonally and semi-transparent, so a
// client cannot crop it away. The font is the one bundled beside this module (and copied
// beside the Lambda bundle as fonts/), never a system font: Lambda has none.
import { existsSync } from 'node:fs';
import type { OverlayOptions } from 'sharp';
import { DEJAVU_SANS_FILE } from './font-files.js';
import { loadSharp, type SharpFactory } from './sharp-module.js';

const FONT_FAMILY = 'DejaVu Sans';
const WATERMARK_FONT_FILE = DEJAVU_SANS_FILE;

const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const renderText = (sharp: SharpFactory, text: string, colour: string, alpha: string, fontPx: number, wrapWidth: number) =>
  sharp({
    text: {
      text: `<span foreground="${colour}" fgalpha="${alpha}">${escapeMarkup(text)}</span>`,
      font: `${FONT_FAMILY} ${fontPx}px`,
      fontfile: WATERMARK_FONT_FILE,
      rgba: true,
      // Long names wrap instead of running off the tile.
      width: wrapWidth,
      align: 'centre',
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

type Rgba = { data: Buffer; info: { width: number; height: number } };
const rawInput = ({ info }: Rgba) => ({ raw: { width: info.width, height: info.height, channels: 4 as const } });

/**
 * One tile, repeated over the whole image: light text over a dark shadow (readable on light
 * and dark photos), rotated, with room around it.
 */
const renderTile = async (text: string, imageWidth: number, imageHeight: number): Promise<OverlayOptions> => {
  // Pango would quietly fall back to a system font where there is one, and draw nothing
  // readable where there is none (Lambda): a bundle without its font is a deployment error.
  if (!existsSync(WATERMARK_FONT_FILE)) throw new Error(`watermark font missing: ${WATERMARK_FONT_FILE}`);
  const sharp = await loadSharp();
  const shortSide = Math.min(imageWidth, imageHeight);
  const fontPx = Math.max(12, Math.round(shortSide / 20));
  const wrapWidth = Math.round(shortSide * 0.6);
  const [light, shadow] = await Promise.all([
    renderText(sharp, text, '#ffffff', '45%', fontPx, wrapWidth),
    renderText(sharp, text, '#000000', '30%', fontPx, wrapWidth),
  ]);
  const offset = Math.max(1, Math.round(fontPx / 16));
  const gap = Math.round(fontPx * 1.5);
  const rotated = await sharp({
    create: { width: light.info.width + offset + 2 * gap, height: light.info.height + offset + 2 * gap, channels: 4, background: TRANSPARENT },
  })
    .composite([
      { input: shadow.data, ...rawInput(shadow), left: gap + offset, top: gap + offset },
      { input: light.data, ...rawInput(light), left: gap, top: gap },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then((tile) => sharp(tile.data, rawInput(tile)).rotate(-30, { background: TRANSPARENT }).raw().toBuffer({ resolveWithObject: true }));
  // A tile larger than the image cannot be composited: shrink it to fit.
  const fits = rotated.info.width <= imageWidth && rotated.info.height <= imageHeight;
  const tile = fits
    ? rotated
    : await sharp(rotated.data, rawInput(rotated)).resize(imageWidth, imageHeight, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  return { input: tile.data, ...rawInput(tile), tile: true, blend: 'over' };
};

// The photos of a session share the business name and mostly their size: a warm function
// draws the tile once for them all.
const recentTiles = new Map<string, Promise<OverlayOptions>>();
const RECENT_TILES = 8;

export const watermarkOverlay = (text: string, imageWidth: number, imageHeight: number): Promise<OverlayOptions> => {
  const key = `${imageWidth}x${imageHeight}:${text}`;
  let tile = recentTiles.get(key);
  if (!tile) {
    tile = renderTile(text, imageWidth, imageHeight);
    tile.catch(() => recentTiles.delete(key));
    recentTiles.set(key, tile);
    for (const oldest of recentTiles.keys()) {
      if (recentTiles.size <= RECENT_TILES) break;
      recentTiles.delete(oldest);
    }
  }
  return tile;
};
