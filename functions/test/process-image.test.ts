// The image processing on real sharp, with fixture images made here: what is produced from a
// good photo, and which typed rejection each bad file gets.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { COMPRESSION } from '../src/images/compress.js';
import { ImageRejected, type ImageRejectionReason } from '../src/images/image-errors.js';
import { hammingDistance } from '../src/images/perceptual-hash.js';
import { DERIVATIVE_SIDES, MAX_INPUT_PIXELS, processImage, watermarkedFull, type ProcessedImage } from '../src/images/process-image.js';

/** Left half red, right half blue: which way is up survives every resize. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d02020' } }).composite([
    { input: { create: { width: Math.floor(width / 2), height, channels: 3, background: '#2030d0' } }, left: Math.ceil(width / 2), top: 0 },
  ]);

/** Shapes and a gradient under fine noise: structure a perceptual hash can see, detail encoders must keep. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200">` +
          '<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1b3a6b"/><stop offset="1" stop-color="#f2c46d"/></linearGradient></defs>' +
          '<rect width="300" height="200" fill="url(#g)" opacity="0.85"/><circle cx="90" cy="80" r="50" fill="#b03a2e" opacity="0.8"/>' +
          '<rect x="180" y="110" width="90" height="60" fill="#1e8449" opacity="0.8"/></svg>',
      ),
      blend: 'over',
    },
  ]);

const rejectionOf = async (bytes: Uint8Array, declaredType?: string): Promise<ImageRejectionReason | undefined> => {
  const error = await processImage(bytes, { declaredType, keepCompressed: false }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error === undefined) return undefined;
  expect(error).toBeInstanceOf(ImageRejected);
  return (error as ImageRejected).reason;
};

const derivative = (result: ProcessedImage, name: string) => {
  const found = result.derivatives.find((d) => d.name === name);
  if (!found) throw new Error(`no ${name} derivative`);
  return found;
};

/** A PNG whose header declares `width` x `height` pixels over a few bytes of data. */
const pngDeclaring = (width: number, height: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3 * 2))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('processImage: a good photo', () => {
  it('turns a JPEG with EXIF orientation 6 upright in every derivative and strips its metadata', async () => {
    // Stored 600x400 (red left), shown rotated 90° clockwise: 400x600 with red on top.
    const bytes = await halves(600, 400).jpeg().withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Copyright: 'secret-exif' } }).toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    const result = await processImage(bytes, { declaredType: 'image/jpeg', keepCompressed: false });
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 600 });
    for (const d of result.derivatives) {
      expect(d.height, d.name).toBeGreaterThan(d.width);
      const meta = await sharp(d.bytes).metadata();
      expect(meta.exif, d.name).toBeUndefined();
      expect(meta.orientation, d.name).toBeUndefined();
      const { data, info } = await sharp(d.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      const [topRed, , topBlue] = pixel(Math.floor(info.width / 2), Math.floor(info.height / 4)) as [number, number, number];
      const [bottomRed, , bottomBlue] = pixel(Math.floor(info.width / 2), Math.floor((info.height * 3) / 4)) as [number, number, number];
      expect(topRed, d.name).toBeGreaterThan(topBlue);
      expect(bottomBlue, d.name).toBeGreaterThan(bottomRed);
    }
  });

  it('makes a WebP thumbnail, grid size and preview within their sizes, a thumbhash and a 64-bit dHash', async () => {
    const bytes = await photo(3000, 2000).jpeg({ quality: 90 }).toBuffer();
    const result = await processImage(bytes, { declaredType: 'image/jpeg', keepCompressed: false });
    expect(result.derivatives.map((d) => d.name)).toEqual(['thumb', 'grid', 'preview']);
    for (const name of ['thumb', 'grid', 'preview'] as const) {
      const d = derivative(result, name);
      expect(d.contentType).toBe('image/webp');
      expect(Math.max(d.width, d.height)).toBe(DERIVATIVE_SIDES[name]);
      expect(await sharp(d.bytes).metadata()).toMatchObject({ format: 'webp', width: d.width, height: d.height });
    }
    expect(result.dhash).toMatch(/^[0-9a-f]{16}$/);
    const placeholder = thumbHashToRGBA(Buffer.from(result.thumbhash, 'base64'));
    expect(placeholder.w / placeholder.h).toBeCloseTo(1.5, 0);
  });

  it('gives the same photo, resized and recompressed, a near dHash and a different photo a far one', async () => {
    const original = await photo(1200, 800).jpeg({ quality: 90 }).toBuffer();
    const resaved = await sharp(original).resize(700).jpeg({ quality: 50 }).toBuffer();
    const other = await halves(1200, 800).jpeg().toBuffer();
    const hashOf = async (bytes: Buffer) => (await processImage(bytes, { keepCompressed: false })).dhash;
    const [a, b, c] = await Promise.all([hashOf(original), hashOf(resaved), hashOf(other)]);
    expect(hammingDistance(a, b)).toBeLessThanOrEqual(5);
    expect(hammingDistance(a, c)).toBeGreaterThan(5);
    expect(hammingDistance(a, a)).toBe(0);
  });

  it('accepts a PNG with transparency and a WebP', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const webpBytes = await photo(500, 500).webp().toBuffer();
    const fromPng = await processImage(png, { declaredType: 'image/png', keepCompressed: true });
    const fromWebp = await processImage(webpBytes, { declaredType: 'image/webp', keepCompressed: false });
    expect(fromPng).toMatchObject({ contentType: 'image/png', width: 300, height: 200 });
    expect(fromWebp).toMatchObject({ contentType: 'image/webp', width: 500, height: 500 });
    expect(derivative(fromPng, 'preview').width).toBe(300);
  });

  it('draws the business name over a watermarked preview, with the bundled font', async () => {
    const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#404040' } }).jpeg().toBuffer();
    const plain = await processImage(bytes, { keepCompressed: false });
    const marked = await processImage(bytes, { keepCompressed: false, watermarkText: 'Estudio Luz & <Sombra>' });
    const pixels = async (b: Buffer) => sharp(b).removeAlpha().raw().toBuffer();
    const [before, after] = await Promise.all([pixels(derivative(plain, 'preview').bytes), pixels(derivative(marked, 'watermarked').bytes)]);
    const changed = before.reduce((count, value, i) => count + (Math.abs(value - (after[i] ?? 0)) > 30 ? 1 : 0), 0);
    // Text over part of the picture: clearly there, nowhere near all of it.
    expect(changed / before.length).toBeGreaterThan(0.01);
    expect(changed / before.length).toBeLessThan(0.5);
    expect(plain.derivatives.some((d) => d.name === 'watermarked')).toBe(false);
  });

  it('draws the watermark over a final at full resolution, as a JPEG without metadata (so without GPS)', async () => {
    const bytes = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#404040' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Sony' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 10/1 0/1' } })
      .toBuffer();
    const full = await watermarkedFull(bytes, 'Estudio Luz');
    const meta = await sharp(full.bytes).metadata();
    // The full resolution, not the 1,920 px preview.
    expect([full.name, full.contentType, meta.format, meta.width, meta.height]).toEqual(['watermarkedFull', 'image/jpeg', 'jpeg', 2400, 1600]);
    expect(meta.exif).toBeUndefined();
    const clean = await sharp(bytes).removeAlpha().raw().toBuffer();
    const marked = await sharp(full.bytes).removeAlpha().raw().toBuffer();
    const changed = clean.reduce((count, value, i) => count + (Math.abs(value - (marked[i] ?? 0)) > 30 ? 1 : 0), 0);
    expect(changed / clean.length).toBeGreaterThan(0.01);
    expect(changed / clean.length).toBeLessThan(0.5);
  });
});

describe('processImage: compression when downloads are not allowed', () => {
  it('keeps a compressed JPEG of at most 1920 px and 1 MB when it is smaller than the original', async () => {
    const bytes = await photo(2600, 1800).jpeg({ quality: 98 }).toBuffer();
    expect(bytes.length).toBeGreaterThan(COMPRESSION.maxBytes);
    const result = await processImage(bytes, { keepCompressed: true });
    const compressed = derivative(result, 'compressed');
    expect(compressed.contentType).toBe('image/jpeg');
    expect(Math.max(compressed.width, compressed.height)).toBeLessThanOrEqual(COMPRESSION.maxSide);
    expect(compressed.bytes.length).toBeLessThanOrEqual(COMPRESSION.maxBytes);
    expect(result.compression).toEqual({
      originalBytes: bytes.length,
      keptBytes: compressed.bytes.length,
      ratioPercent: Math.round(((bytes.length - compressed.bytes.length) / bytes.length) * 1000) / 10,
      kept: 'compressed',
    });
  });

  it('keeps the original when it is already smaller than the compressed version', async () => {
    const tiny = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const result = await processImage(tiny, { keepCompressed: true });
    expect(result.compression).toMatchObject({ kept: 'original', keptBytes: tiny.length, ratioPercent: 0 });
    expect(result.derivatives.some((d) => d.name === 'compressed')).toBe(false);
  });

  it('reports no compression when downloads are allowed', async () => {
    const result = await processImage(await photo(400, 300).jpeg().toBuffer(), { keepCompressed: false });
    expect(result.compression).toBeUndefined();
  });
});

describe('processImage: bad files', () => {
  it('refuses bytes that are no image at all', async () => {
    expect(await rejectionOf(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png')).toBe('not_an_image');
  });

  it('refuses an image whose bytes are not the type it declared', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await rejectionOf(png, 'image/jpeg')).toBe('type_mismatch');
    expect(await rejectionOf(png, 'image/gif')).toBe('type_mismatch');
    expect(await rejectionOf(png, 'image/png')).toBeUndefined();
  });

  it('refuses a corrupt file that starts like a JPEG, and a truncated one', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]);
    expect(await rejectionOf(garbage, 'image/jpeg')).toBe('corrupt');
    const whole = await photo(800, 600).jpeg().toBuffer();
    expect(await rejectionOf(whole.subarray(0, Math.floor(whole.length / 2)), 'image/jpeg')).toBe('corrupt');
  });

  it('refuses a decompression bomb: a small PNG declaring 30,000 x 30,000 pixels', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(30_000 * 30_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(await rejectionOf(bomb, 'image/png')).toBe('too_many_pixels');
  });

  it('refuses a file over the upload size limit before decoding it', async () => {
    const big = Buffer.concat([await photo(100, 100).jpeg().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await rejectionOf(big, 'image/jpeg')).toBe('size_exceeded');
  });
});
