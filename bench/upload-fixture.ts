// The photos of `npm run bench -- upload` (issue 27 point 3): 500 real JPEGs of 5,000,000
// bytes each (a camera export's size, under the 5 MiB presigned POST's limit), written once into
// .bench/upload and reused. Encoding 500 photos of 12 MP would take the 2 shared cores most of
// an hour, so BASES distinct photos (a drawn scene with a sensor's grain at full resolution,
// 4,000 x 3,000, quality chosen to land just under the size) are encoded and each is written
// PHOTOS / BASES times with its own JPEG comment segment (COM, 0xFFFE, right after the start
// of image): valid JPEGs every decoder reads, each with its own SHA-256 (the product refuses a
// file whose hash repeats), padded in that segment to the same byte count. The upload measures
// bytes on the wire, which the comment's content does not change.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { demoPhoto } from '../infra/local/demo-images.js';
import { inBatches } from './bench-session.js';

export const UPLOAD_DIR = resolve(import.meta.dirname, '..', '.bench', 'upload');
const MANIFEST = join(UPLOAD_DIR, 'photos.json');
export const UPLOAD_PHOTOS = 500;
export const UPLOAD_PHOTO_BYTES = 5_000_000;
const BASES = 10;
const SIZE = { width: 4000, height: 3000 };
/** A COM segment holds at most 65,533 bytes of comment (its length field counts its own 2). */
const COM_MAX = 65_533;

export interface UploadPhotos {
  paths: string[];
  bytes: number;
  /** Built now (milliseconds) or reused from an earlier run. */
  builtMs: number | null;
}

/** A drawn scene with a fine grain at full resolution: the entropy of a photograph's JPEG. */
const grainyPhoto = async (index: number, quality: number): Promise<Buffer> => {
  const scene = await demoPhoto(30_000 + index, SIZE);
  const noise = Buffer.alloc(SIZE.width * SIZE.height);
  let state = (index + 7) * 2_654_435_761;
  for (let i = 0; i < noise.length; i += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    noise[i] = 128 + Math.round(((state >>> 24) - 128) * 0.35);
  }
  const grain = await sharp(noise, { raw: { ...SIZE, channels: 1 } }).toColourspace('srgb').png({ compressionLevel: 1 }).toBuffer();
  return sharp(scene).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality }).toBuffer();
};

/** The base photo encoded at the highest quality that leaves room for the comment segments. */
const basePhoto = async (index: number): Promise<Buffer> => {
  for (const quality of [94, 93, 92, 90, 88, 85, 82, 78, 74, 70]) {
    const jpeg = await grainyPhoto(index, quality);
    if (jpeg.length <= UPLOAD_PHOTO_BYTES - 2 * (COM_MAX + 4)) return jpeg;
  }
  throw new Error(`base photo ${index} stays above ${UPLOAD_PHOTO_BYTES} bytes at quality 70`);
};

/** COM segments after the JPEG's start of image: `label` first, then padding to exactly `total` bytes. */
export const withComment = (jpeg: Buffer, label: string, total: number): Buffer => {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  let room = total - jpeg.length;
  const segments: Buffer[] = [];
  let text = Buffer.from(label, 'latin1');
  while (room > 0) {
    if (room < 4) throw new Error(`cannot pad a JPEG by ${room} bytes`);
    // A segment is 4 bytes of marker and length plus its text; keep the last one at least 4 long.
    let size = Math.min(COM_MAX, room - 4);
    if (room - 4 - size > 0 && room - 4 - size < 4) size -= 4;
    const body = Buffer.alloc(size, 0x20);
    text.copy(body, 0, 0, Math.min(text.length, size));
    text = Buffer.alloc(0);
    const header = Buffer.from([0xff, 0xfe, ((size + 2) >> 8) & 0xff, (size + 2) & 0xff]);
    segments.push(header, body);
    room -= 4 + size;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
};

const pathOf = (index: number) => join(UPLOAD_DIR, `DSC_${String(index + 1).padStart(4, '0')}.jpg`);

const kept = (): UploadPhotos | undefined => {
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { photos: number; bytes: number };
    if (manifest.photos !== UPLOAD_PHOTOS || manifest.bytes !== UPLOAD_PHOTO_BYTES) return undefined;
    const paths = Array.from({ length: UPLOAD_PHOTOS }, (_, index) => pathOf(index));
    return paths.every((path) => existsSync(path)) ? { paths, bytes: UPLOAD_PHOTO_BYTES, builtMs: null } : undefined;
  } catch {
    return undefined;
  }
};

/** Free bytes on the disk that holds `path`. */
export const freeBytesAt = (path: string): number => {
  const disk = statfsSync(path);
  return disk.bavail * disk.bsize;
};

/** The 500 photos in .bench/upload, written now if an earlier run did not leave them. */
export const prepareUploadPhotos = async (): Promise<UploadPhotos> => {
  const reused = kept();
  if (reused) return reused;
  const started = performance.now();
  rmSync(UPLOAD_DIR, { recursive: true, force: true });
  mkdirSync(UPLOAD_DIR, { recursive: true });
  const needed = UPLOAD_PHOTOS * UPLOAD_PHOTO_BYTES;
  if (freeBytesAt(UPLOAD_DIR) < needed * 1.2) throw new Error(`not enough free disk for the upload bench's photos: ${(needed / 1e9).toFixed(1)} GB and a margin`);
  await inBatches(
    Array.from({ length: BASES }, (_, base) => base),
    2,
    async (base) => {
      const jpeg = await basePhoto(base);
      for (let index = base; index < UPLOAD_PHOTOS; index += BASES) {
        writeFileSync(pathOf(index), withComment(jpeg, `fotostudio upload bench photo ${index + 1}`, UPLOAD_PHOTO_BYTES));
      }
    },
  );
  if (readdirSync(UPLOAD_DIR).length !== UPLOAD_PHOTOS) throw new Error('the upload photos were not all written');
  writeFileSync(MANIFEST, JSON.stringify({ photos: UPLOAD_PHOTOS, bytes: UPLOAD_PHOTO_BYTES }));
  return { paths: Array.from({ length: UPLOAD_PHOTOS }, (_, index) => pathOf(index)), bytes: UPLOAD_PHOTO_BYTES, builtMs: performance.now() - started };
};
