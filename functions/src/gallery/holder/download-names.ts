// The names a client sees for delivered files, in a single download and inside a zip. Kept
// apart from the zip builder so the gallery function does not bundle yazl and lib-storage,
// and free of data access: the gallery function reads the image items through the plain
// path (downloads.ts), the zip builder through ElectroDB (gallery/workers/download-builder.ts).
import type { SessionImageItem } from '../../data/entities/session-image.js';

const extensionOf = (name: string): string => /\.[^./\\]+$/.exec(name)?.[0] ?? '';

/**
 * The name a client sees for an image's delivered file: the name it was uploaded with, with
 * the kept file's extension when that differs (a compressed copy is a JPEG).
 */
export const deliveredFileName = (fileName: string, keptKey: string): string => {
  const kept = extensionOf(keptKey);
  const own = extensionOf(fileName);
  if (!kept || own.toLowerCase() === kept.toLowerCase() || (own.toLowerCase() === '.jpeg' && kept.toLowerCase() === '.jpg')) return fileName;
  return `${fileName.slice(0, fileName.length - own.length)}${kept}`;
};

/**
 * Names unique within the zip (compared case-insensitively, as Windows and macOS unzip do):
 * a repeated `boda.jpg` becomes `boda (2).jpg`, `boda (3).jpg`...; path separators are
 * replaced so an entry never lands outside the folder it is unzipped into.
 */
export const uniqueEntryNames = (names: readonly string[]): string[] => {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[/\\]/g, '_').replace(/^\.+/, '') || 'imagen';
    const extension = extensionOf(name);
    const stem = name.slice(0, name.length - extension.length);
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
};

/** The session title as a file name: without characters a file system refuses, or control characters. */
const zipStemOf = (title: string): string => {
  const safe = [...title].map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char)).join('');
  return safe.trim() || 'galeria';
};

const PART_OF = { es: 'de', en: 'of' } as const;

/** A zip part's file name: the title alone for a zip of one part, else "<title> - 2 de 3.zip" ("2 of 3" in English). */
export const zipPartName = (title: string, part: number, partCount: number, language: keyof typeof PART_OF = 'es'): string =>
  partCount <= 1 ? `${zipStemOf(title)}.zip` : `${zipStemOf(title)} - ${part} ${PART_OF[language]} ${partCount}.zip`;

export interface DeliveredImage {
  imageId: string;
  /** What the client sees the file called. */
  fileName: string;
  keptKey: string;
  /** The object the client gets: the kept file, or its copy without location data. */
  fileKey: string;
}

/** The attributes of an image item the delivered files are made of (a read may return only these). */
export const DELIVERED_IMAGE_ATTRIBUTES = ['imageId', 'fileName', 'keptKey', 'locationFreeKey', 'watermarkedKey', 'watermarkedFullKey', 'status', 'createdAt'] as const;

/**
 * A finals zip under the delivery's watermark: of each final's watermarked full resolution, or of
 * its watermarked web size (the full size not offered). Stored on the zip job (`watermarked`).
 */
export type FinalsZipWatermark = 'full' | 'web';

type ImageRow = Pick<SessionImageItem, (typeof DELIVERED_IMAGE_ATTRIBUTES)[number]>;

/** Whether the session's client downloads originals with their location data (the photographer keeps it; default: removed). */
export const keepsLocation = (session: { delivery?: { keepLocation?: boolean | undefined } | undefined } | null | undefined): boolean =>
  session?.delivery?.keepLocation === true;

/**
 * The file a client downloads of an image: the kept file when the photographer keeps the
 * location data, else the copy without it (the kept file itself when it has none). An image
 * the data migration has not reached yet has no `locationFreeKey` and is not offered without
 * location: undefined.
 */
export const deliveredFileKey = (image: Pick<SessionImageItem, 'keptKey' | 'locationFreeKey'>, keepLocation: boolean): string | undefined =>
  keepLocation ? image.keptKey : image.locationFreeKey;

/** The file of a final a watermarked zip holds (no location data in either: both are re-encoded without metadata). */
const watermarkedFileKey = (image: ImageRow, watermarked: FinalsZipWatermark): string | undefined =>
  watermarked === 'full' ? image.watermarkedFullKey : image.watermarkedKey;

/**
 * The session's ready images with their delivered files, in upload order, from its image items;
 * `watermarked` (finals only): their watermarked files instead, a final without them left out.
 */
export const deliveredImagesOf = (rows: readonly ImageRow[], { keepLocation, watermarked }: { keepLocation: boolean; watermarked?: FinalsZipWatermark | undefined }): DeliveredImage[] =>
  rows
    .filter((image): image is ImageRow & { keptKey: string } => image.status === 'ready' && Boolean(image.keptKey))
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.imageId.localeCompare(b.imageId))
    .flatMap((image) => {
      const fileKey = watermarked ? watermarkedFileKey(image, watermarked) : deliveredFileKey(image, keepLocation);
      // A watermarked file is named with its own extension (a JPEG, or the web size's WebP).
      const named = watermarked ? fileKey : image.keptKey;
      return fileKey && named ? [{ imageId: image.imageId, fileName: deliveredFileName(image.fileName ?? image.imageId, named), keptKey: image.keptKey, fileKey }] : [];
    });
