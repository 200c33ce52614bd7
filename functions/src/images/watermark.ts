// The business name drawn over a preview, tiled diagonally and semi-transparent, so a
// client cannot crop it away. The font is the one bundled beside this module (and copied
// beside the Lambda bundle as fonts/), never a system font: Lambda has none.
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';

const FONT_FAMILY = 'DejaVu Sans';
export const WATERMARK_FONT_FILE = fileURLToPath(new URL('./fonts/DejaVuSans.ttf', import.meta.url));

const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const renderText = (text: string, colour: string, alpha: string, fontPx: number, wrapWidth: number) =>
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
    .png()
    .toBuffer({ resolveWithObject: true });

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * One tile, repeated over the whole image: light text over a dark shadow (readable on light
 * and dark photos), rotated, with room around it.
 */
export const watermarkOverlay = async (text: string, imageWidth: number, imageHeight: number): Promise<OverlayOptions> => {
  const shortSide = Math.min(imageWidth, imageHeight);
  const fontPx = Math.max(12, Math.round(shortSide / 20));
  const wrapWidth = Math.round(shortSide * 0.6);
  const [light, shadow] = await Promise.all([
    renderText(text, '#ffffff', '45%', fontPx, wrapWidth),
    renderText(text, '#000000', '30%', fontPx, wrapWidth),
  ]);
  const offset = Math.max(1, Math.round(fontPx / 16));
  const gap = Math.round(fontPx * 1.5);
  const tile = await sharp({
    create: { width: light.info.width + offset + 2 * gap, height: light.info.height + offset + 2 * gap, channels: 4, background: TRANSPARENT },
  })
    .composite([
      { input: shadow.data, left: gap + offset, top: gap + offset },
      { input: light.data, left: gap, top: gap },
    ])
    .png()
    .toBuffer();
  const rotated = await sharp(tile).rotate(-30, { background: TRANSPARENT }).png().toBuffer({ resolveWithObject: true });
  // A tile larger than the image cannot be composited: shrink it to fit.
  const fits = rotated.info.width <= imageWidth && rotated.info.height <= imageHeight;
  const input = fits ? rotated.data : await sharp(rotated.data).resize(imageWidth, imageHeight, { fit: 'inside' }).png().toBuffer();
  return { input, tile: true, blend: 'over' };
};
