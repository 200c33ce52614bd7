// The session's finals, the delivery's set ("Entrega"; docs/gallery.md, "Delivery"): their list
// with how they match the client's last confirmed selection (shared/src/gallery/final-matching.ts),
// shown to the photographer before publishing, and their removal. Uploads and processing are the
// proofs' (image-uploads.ts, process-session-final.ts), over the `sessionFinal` items.
import type { FinalMatchReportView } from '@fotostudio/shared/contracts/session-finals';
import { matchFinals, type MatchableFile } from '@fotostudio/shared/gallery/final-matching';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices, storedSelectionFileNames } from '@fotostudio/shared/stored/gallery-selection';
import { photographerLimits } from '../account/plan-limits.js';
import { db } from '../data/database.js';
import { mediaUrlsUnderAny } from '../media/media-urls.js';
import { sessionPrefixes } from '../media/object-keys.js';
import { publishedDeliveryOf } from './delivery-settings-of.js';
import { listImageItems } from './image-uploads.js';
import { removeSessionImages, type RemoveImagesOptions } from './remove-images.js';
import { requireSession } from './session-store.js';
import { toDeliveryView, toSessionImage } from './views.js';

/**
 * The photos of the last confirmed selection, with the file names they were confirmed under
 * (the whole gallery's ready proofs when the client chose it whole); none when never confirmed.
 */
const confirmedSelectionOf = async (photographerId: string, sessionId: string): Promise<{ version: number; photos: MatchableFile[] } | null> => {
  const { data } = await db().entities.sessionSelection.query.bySession({ photographerId, sessionId }).go({ order: 'desc', limit: 1 });
  const latest = data[0];
  if (!latest) return null;
  const choices = decodeStored(storedGalleryChoices, latest.choices, 'selection choices');
  const fileNames = decodeStored(storedSelectionFileNames, latest.fileNames, 'selection file names');
  if (choices.fullGallerySelected) {
    const proofs = (await listImageItems(photographerId, sessionId)).filter((image) => image.status === 'ready');
    return { version: latest.version, photos: proofs.map(({ imageId, fileName }) => ({ imageId, fileName })) };
  }
  return { version: latest.version, photos: choices.images.map(({ imageId }) => ({ imageId, fileName: fileNames[imageId] ?? '' })) };
};

const named = ({ imageId, fileName }: MatchableFile): MatchableFile => ({ imageId, fileName });

export const listSessionFinals = async (photographerId: string, sessionId: string) => {
  const session = await requireSession(photographerId, sessionId);
  const [, derived] = sessionPrefixes(photographerId, sessionId);
  const [items, selection, urlOf, { imagesPerSession: limit }] = await Promise.all([
    listImageItems(photographerId, sessionId, 'finals'),
    confirmedSelectionOf(photographerId, sessionId),
    // An archived session's photos are not served until it is restored.
    session.archivedAt ? null : mediaUrlsUnderAny([derived]),
    photographerLimits(photographerId),
  ]);
  const { matched, missing, extra } = matchFinals(
    items.filter((image) => image.status === 'ready').map(named),
    selection?.photos ?? [],
  );
  const report: FinalMatchReportView = {
    matched: matched.map((match) => ({ final: named(match.final), selected: named(match.selected) })),
    missing: missing.map(named),
    extra: extra.map(named),
    selectionVersion: selection?.version ?? null,
  };
  return { finals: items.map((item) => toSessionImage(item, urlOf)), limit, report, delivery: toDeliveryView(publishedDeliveryOf(session), new Date()) };
};

export const removeSessionFinals = (photographerId: string, sessionId: string, imageIds: string[], options: Omit<RemoveImagesOptions, 'images'> = {}) =>
  removeSessionImages(photographerId, sessionId, imageIds, { ...options, images: 'finals' });
