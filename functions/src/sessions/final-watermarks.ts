// The delivery's watermark (docs/gallery.md, "The delivery's watermark"): while a session's
// delivery settings have `watermark` on, each ready final gets three watermarked renditions, drawn
// by the proofs' watermarker (images/watermark.ts, through watermarkedRendition): the grid tile and
// the 1,920 px preview, from the final's clean preview as a proof's are (gallery-renditions.ts),
// and the full resolution, decoded from the final's file without location data and re-encoded as
// a JPEG without metadata. Made after a final is processed (process-session-final.ts), when the
// setting is turned on (the table stream: events/table-stream/rendition-changes.ts), and by the
// data migration for sessions saved with it on. Turned off, the clean files serve again; the
// watermarked ones stay (counted in the storage) until the final or its session is removed.
// Idempotent: a final is written once, only while it has none (addFinalWatermarks).
import { db, transact } from '../data/database.js';
import type { SessionImageItem } from '../data/entities/session-image.js';
import type { SessionItem } from '../data/entities/session.js';
import { moveStorageUsage } from '../data/stores/account.js';
import { addFinalWatermarks } from '../data/stores/sessions.js';
import { DERIVATIVE_SIDES, WEBP_OPTIONS, type ImageDerivative, watermarkedFull, watermarkedRendition } from '../images/process-image.js';
import { loadSharp } from '../images/sharp-module.js';
import { appConfig } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { derivedKey, parseOriginalKey, type OriginalKey } from '../media/object-keys.js';
import { deliverySettingsOf, hasFinalWatermarks } from './delivery-settings-of.js';
import { DERIVED_FILES, putDerivative, readObject, removeFilesIfGone, watermarkTextOf } from './process-session-image.js';

type SessionRef = Pick<SessionItem, 'photographerId' | 'sessionId'>;

const stored = async (original: OriginalKey, derivative: ImageDerivative): Promise<string> => {
  const key = derivedKey(original, DERIVED_FILES[derivative.name]);
  await putDerivative(appConfig().MEDIA_BUCKET, key, derivative);
  return key;
};

/** Gives one ready final its watermarked renditions; answers whether it got them now. */
const watermarkFinal = async (final: SessionImageItem, text: string): Promise<boolean> => {
  const original = parseOriginalKey(final.originalKey);
  const previewKey = final.previewKey ?? final.gridKey;
  const fullKey = final.locationFreeKey ?? final.keptKey;
  if (final.status !== 'ready' || hasFinalWatermarks(final) || !original || !previewKey || !fullKey) return false;
  const [preview, full] = await Promise.all([readObject(appConfig().MEDIA_BUCKET, previewKey), readObject(appConfig().MEDIA_BUCKET, fullKey)]);
  // Its files are gone: the final is being removed.
  if (!preview || !full) return false;
  const sharp = await loadSharp();
  // One after the other: the full-resolution one holds the whole photo decoded.
  const grid = await watermarkedRendition('watermarkedGrid', sharp(preview.bytes), DERIVATIVE_SIDES.grid, text, WEBP_OPTIONS.grid);
  const web = await watermarkedRendition('watermarked', sharp(preview.bytes), DERIVATIVE_SIDES.preview, text, WEBP_OPTIONS.preview);
  const fullSize = await watermarkedFull(full.bytes, text);
  const keys = { watermarkedGridKey: await stored(original, grid), watermarkedKey: await stored(original, web), watermarkedFullKey: await stored(original, fullSize) };
  const bytes = grid.bytes.byteLength + web.bytes.byteLength + fullSize.bytes.byteLength;
  const ref = { photographerId: final.photographerId, sessionId: final.sessionId, imageId: final.imageId };
  const outcome = await transact([...addFinalWatermarks(ref, keys, bytes), moveStorageUsage(final.photographerId, bytes)]);
  if (outcome.committed) return true;
  // Another run recorded them first (the same keys and bytes), or the final was removed meanwhile: then its files go too.
  await removeFilesIfGone(ref, 'finals', final.originalKey, original);
  return false;
};

const readSession = async ({ photographerId, sessionId }: SessionRef) =>
  (await db().entities.session.get({ photographerId, sessionId }).go({ consistent: true })).data;

const watermarkTextFor = async (photographerId: string): Promise<string> =>
  watermarkTextOf((await db().entities.photographer.get({ photographerId }).go()).data);

/**
 * Gives the session's ready finals (or the one `imageId`) their watermarked renditions when its
 * delivery's watermark is on; answers how many finals got them.
 */
export const ensureFinalWatermarks = async (ref: SessionRef, imageId?: string): Promise<number> => {
  const session = await readSession(ref);
  if (!session || !deliverySettingsOf(session).watermark) return 0;
  const { photographerId, sessionId } = ref;
  const finals = imageId
    ? [(await db().entities.sessionFinal.get({ photographerId, sessionId, imageId }).go({ consistent: true })).data].filter((final) => final !== null)
    : (await db().entities.sessionFinal.query.bySession({ photographerId, sessionId }).go({ pages: 'all', consistent: true })).data;
  const lacking = finals.filter((final) => final.status === 'ready' && !hasFinalWatermarks(final));
  if (lacking.length === 0) return 0;
  const text = await watermarkTextFor(photographerId);
  let made = 0;
  for (const final of lacking) if (await watermarkFinal(final, text)) made += 1;
  if (made > 0) logger.info('finals watermarked for the delivery', { sessionId, made });
  return made;
};

/** The data migration: every session saved with its delivery's watermark on (publishing refused it until now). */
export const ensureAllFinalWatermarks = async (): Promise<number> => {
  const { data: sessions } = await db().entities.session.scan.go({ pages: 'all', attributes: ['photographerId', 'sessionId', 'delivery'] });
  let made = 0;
  for (const session of sessions) if (deliverySettingsOf(session).watermark) made += await ensureFinalWatermarks(session);
  return made;
};
