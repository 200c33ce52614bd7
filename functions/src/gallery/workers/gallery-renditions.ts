// The renditions a session's gallery is signed for follow its package's watermark
// (gallery/holder/gallery-data.ts, shared/src/media/media-paths.ts): the thumbnail, and either the
// watermarked grid tile and preview, or the clean ones in the session's folder. Images made
// under another rule get what they lack:
// - under a watermark (a package that gained one, or images processed before the grid-size
//   watermarked tile existed): the watermarked tile and preview, drawn from the clean preview;
//   the clean files stay where only the photographer's own URLs reach them, since a watermarked
//   gallery is never signed for a clean class;
// - without one (a package that lost its watermark): the clean grid and preview move from the
//   photographer-only folder into the session's, where the gallery's classes read them.
// Run by the data migration for every session, and by the table stream when a package's
// watermark changes or a session changes package. Idempotent.
import { CopyObjectCommand } from '@aws-sdk/client-s3';
import { db, isConditionalFailure } from '../../data/database.js';
import { updateReadyImage } from '../../data/stores/sessions.js';
import type { SessionImageItem } from '../../data/entities/session-image.js';
import type { SessionItem } from '../../data/entities/session.js';
import { DERIVATIVE_SIDES, WEBP_OPTIONS, watermarkedRendition, type ImageDerivative } from '../../images/process-image.js';
import { loadSharp } from '../../images/sharp-module.js';
import { s3Client } from '../../lib/aws-clients.js';
import { appConfig } from '../../lib/config.js';
import { deleteObjects } from '../../media/delete-objects.js';
import { derivedKey, parseOriginalKey, type OriginalKey } from '../../media/object-keys.js';
import { DERIVED_FILES, putDerivative, readObject, watermarkTextOf } from '../../sessions/process-session-image.js';

type ImageKeys = Partial<Pick<SessionImageItem, 'watermarkedGridKey' | 'watermarkedKey' | 'gridKey' | 'previewKey'>>;

const storeDerivative = async (original: OriginalKey, derivative: ImageDerivative): Promise<string> => {
  const key = derivedKey(original, DERIVED_FILES[derivative.name]);
  await putDerivative(appConfig().MEDIA_BUCKET, key, derivative);
  return key;
};

const watermarkedKeysOf = async (image: SessionImageItem, original: OriginalKey, text: string): Promise<ImageKeys> => {
  if (image.watermarkedGridKey && image.watermarkedKey) return {};
  const sourceKey = image.previewKey ?? image.gridKey;
  const source = sourceKey ? await readObject(appConfig().MEDIA_BUCKET, sourceKey) : undefined;
  if (!source) return {};
  const sharp = await loadSharp();
  const [grid, preview] = await Promise.all([
    image.watermarkedGridKey ? undefined : watermarkedRendition('watermarkedGrid', sharp(source.bytes), DERIVATIVE_SIDES.grid, text, WEBP_OPTIONS.grid),
    image.watermarkedKey ? undefined : watermarkedRendition('watermarked', sharp(source.bytes), DERIVATIVE_SIDES.preview, text, WEBP_OPTIONS.preview),
  ]);
  return {
    ...(grid ? { watermarkedGridKey: await storeDerivative(original, grid) } : {}),
    ...(preview ? { watermarkedKey: await storeDerivative(original, preview) } : {}),
  };
};

const cleanKeysInSessionFolder = async (image: SessionImageItem, original: OriginalKey): Promise<{ keys: ImageKeys; moved: string[] }> => {
  const keys: ImageKeys = {};
  const moved: string[] = [];
  for (const [field, file] of [
    ['gridKey', DERIVED_FILES.grid],
    ['previewKey', DERIVED_FILES.preview],
  ] as const) {
    const current = image[field];
    const wanted = derivedKey(original, file);
    if (!current || current === wanted) continue;
    try {
      await s3Client().send(new CopyObjectCommand({ Bucket: appConfig().MEDIA_BUCKET, CopySource: `${appConfig().MEDIA_BUCKET}/${current}`, Key: wanted }));
    } catch (error) {
      // Its file is gone (the image is being removed): nothing to move.
      if (error instanceof Error && error.name === 'NoSuchKey') continue;
      throw error;
    }
    keys[field] = wanted;
    moved.push(current);
  }
  return { keys, moved };
};

/** Gives one session's ready images what its package's watermark needs; answers how many images changed. */
export const ensureGalleryRenditions = async (session: Pick<SessionItem, 'photographerId' | 'sessionId' | 'packageId'>): Promise<number> => {
  const { photographerId, sessionId, packageId } = session;
  const [{ data: sessionPackage }, { data: photographer }] = await Promise.all([
    db().entities.sessionPackage.get({ photographerId, packageId }).go(),
    db().entities.photographer.get({ photographerId }).go(),
  ]);
  if (!sessionPackage) return 0;
  const { data: images } = await db().entities.sessionImage.query.bySession({ photographerId, sessionId }).go({ pages: 'all', consistent: true });
  let changed = 0;
  for (const image of images) {
    const original = parseOriginalKey(image.originalKey);
    if (image.status !== 'ready' || !original) continue;
    const { keys, moved } = sessionPackage.watermark
      ? { keys: await watermarkedKeysOf(image, original, watermarkTextOf(photographer)), moved: [] }
      : await cleanKeysInSessionFolder(image, original);
    if (Object.keys(keys).length === 0) continue;
    try {
      await updateReadyImage({ photographerId, sessionId, imageId: image.imageId }, keys);
      changed += 1;
    } catch (error) {
      // Removed meanwhile: its files go with it (the removal deletes the image's folders).
      if (!isConditionalFailure(error)) throw error;
      continue;
    }
    if (moved.length > 0) await deleteObjects(moved);
  }
  return changed;
};

/** The sessions of a photographer on one package (a package whose watermark changed). */
export const ensureGalleryRenditionsOfPackage = async (photographerId: string, packageId: string): Promise<number> => {
  const { data: sessions } = await db()
    .entities.session.query.byPhotographer({ photographerId })
    .go({ pages: 'all', attributes: ['photographerId', 'sessionId', 'packageId'] });
  let changed = 0;
  for (const session of sessions) if (session.packageId === packageId) changed += await ensureGalleryRenditions(session);
  return changed;
};

/** The data migration: every session. */
export const ensureAllGalleryRenditions = async (): Promise<number> => {
  const { data: sessions } = await db().entities.session.scan.go({ pages: 'all', attributes: ['photographerId', 'sessionId', 'packageId'] });
  let changed = 0;
  for (const session of sessions) changed += await ensureGalleryRenditions(session);
  return changed;
};
