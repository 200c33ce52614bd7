// A session's manifest: its ready images, in gallery order, as one gzipped JSON object in the
// media bucket (`imageManifestKey`), so a cold container or the first call after a change reads
// one object instead of every image item (issue 27 point 1; 10,000 entries exceed one table
// item's 400 KB). It is written at the session's `imageRevision` by the table stream when that
// revision moves (events/table-stream/image-manifest-changes.ts) and by the data migration
// `image-manifests`; a reader uses it only when its revision is the session's current one, so
// a late or missing manifest costs the old read of the items, never a wrong list.
// No data access here: the codec only.
import { gunzipSync, gzipSync } from 'node:zlib';
import { storedImageManifest } from '@fotostudio/shared/stored/image-manifest';
import * as z from 'zod';
import type { ReadyImage } from './holder/ready-image-list.js';

/** The manifest's layout; a reader ignores any other (and reads the items instead). */
export const IMAGE_MANIFEST_VERSION = 1;

/**
 * One image: id, file name, folder (starting with a dot: the id then that, e.g. `.jpg`, as the
 * image function names it; a key segment never starts with a dot), width, height, ThumbHash,
 * kept file (1: the original under the session's originals folder with the image's folder as
 * its name, as the image function leaves it; else the key, or null).
 */
type Entry = [string, string, string, number, number, string | null, string | 1 | null];

interface StoredManifest {
  v: number;
  revision: number;
  images: Entry[];
}

export interface ImageManifest {
  revision: number;
  images: ReadyImage[];
}

export const encodeImageManifest = ({ revision, images }: ImageManifest, originalsPrefix: string): Buffer => {
  const stored: StoredManifest = {
    v: IMAGE_MANIFEST_VERSION,
    revision,
    images: images.map((image) => [
      image.imageId,
      image.fileName,
      image.folder.startsWith(`${image.imageId}.`) ? image.folder.slice(image.imageId.length) : image.folder,
      image.width,
      image.height,
      image.thumbhash,
      image.keptKey === `${originalsPrefix}${image.folder}` ? 1 : image.keptKey,
    ]),
  };
  return gzipSync(JSON.stringify(stored));
};

/** The manifest in `body`, or undefined for anything this code did not write (another layout, a damaged object). */
export const decodeImageManifest = (body: Uint8Array, originalsPrefix: string): ImageManifest | undefined => {
  let text: string;
  try {
    // Gzip's magic number; a body some proxy already unzipped is read as it is.
    text = (body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : Buffer.from(body)).toString('utf8');
  } catch {
    return undefined;
  }
  const decoded = z.safeDecode(storedImageManifest, text);
  if (!decoded.success || decoded.data.v !== IMAGE_MANIFEST_VERSION) return undefined;
  const stored = decoded.data;
  const images: ReadyImage[] = [];
  for (const entry of stored.images) {
    const [imageId, fileName, storedFolder, width, height, thumbhash, kept] = entry;
    const folder = storedFolder.startsWith('.') ? `${imageId}${storedFolder}` : storedFolder;
    images.push({ imageId, fileName, folder, width, height, thumbhash, keptKey: kept === 1 ? `${originalsPrefix}${folder}` : kept });
  }
  return { revision: stored.revision, images };
};
