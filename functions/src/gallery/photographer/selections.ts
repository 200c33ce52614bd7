// The photographer's side of the client's selections (spec "Session selection"): every
// confirmed version, latest first, with the products as they were confirmed, and reopening a
// confirmed selection so the client can change it.
import type { GalleryChoices, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import type { ShareLink, SessionSelection } from '@fotostudio/shared/contracts/share-links';
import { TRY_AGAIN, retryLostRaces } from '../../data/conflict-retry.js';
import { db, transactionOutcome } from '../../data/database.js';
import type { SessionSelectionItem } from '../../data/entities/share-link.js';
import { DomainError } from '../../lib/errors.js';
import { mediaUrlsUnder } from '../../media/media-urls.js';
import { requireActiveSession, requireSession } from '../../sessions/session-store.js';
import { linesOf, type StoredNames } from '../holder/finalize.js';
import { readDraft } from '../holder/gallery-data.js';
import { readShareLink } from '../../share-links/link-store.js';
import { derivedBaseOf, readyImagesOf } from '../holder/ready-images.js';
import { refreshPreviewAfterChange, requireLink, toShareLink } from '../../share-links/share-links.js';

const toSessionSelection = (item: SessionSelectionItem, thumbUrlOf: (imageId: string) => string | null): SessionSelection => {
  const choices = JSON.parse(item.choices) as GalleryChoices;
  const names = JSON.parse(item.lines) as StoredNames;
  const fileNames = JSON.parse(item.fileNames) as Record<string, string>;
  return {
    version: item.version,
    confirmedAt: item.confirmedAt,
    images: choices.images.map((image) => ({
      imageId: image.imageId,
      fileName: fileNames[image.imageId] ?? '',
      thumbUrl: thumbUrlOf(image.imageId),
      comment: image.comment ?? null,
      products: linesOf(image.products, names),
    })),
    additionalProducts: linesOf(choices.additionalProducts, names),
    generalComment: choices.generalComment ?? null,
    fullGallerySelected: choices.fullGallerySelected,
    price: JSON.parse(item.price) as GalleryPriceResult,
  };
};

export const listSelections = async (photographerId: string, sessionId: string) => {
  const session = await requireSession(photographerId, sessionId);
  const base = derivedBaseOf(photographerId, sessionId);
  const [{ data: items }, draft, ready, urlOf] = await Promise.all([
    db().entities.sessionSelection.query.bySession({ photographerId, sessionId }).go({ pages: 'all', order: 'desc' }),
    readDraft(photographerId, sessionId),
    readyImagesOf(session),
    // An archived session's photos are not served until it is restored.
    session.archivedAt ? null : mediaUrlsUnder(base),
  ]);
  const thumbUrlOf = (imageId: string) => {
    const image = ready.byId.get(imageId);
    return image && urlOf ? urlOf(`${base}${image.folder}/thumb.webp`) : null;
  };
  return {
    selections: items.map((item) => toSessionSelection(item, thumbUrlOf)),
    draft: draft?.choices ?? null,
    draftSavedAt: draft?.savedAt ?? null,
  };
};

/**
 * Opens a confirmed selection again: the link loses its `closedAt` (only if still at the
 * version read) and the last confirmed choices become the draft, in one transaction. The
 * valid-until date stays; an expired link needs extending as well.
 */
export const reopenSelection = (photographerId: string, sessionId: string): Promise<ShareLink> =>
  retryLostRaces(async () => {
    const session = await requireActiveSession(photographerId, sessionId);
    const link = await requireLink(photographerId, sessionId);
    if (!link.closedAt) throw new DomainError('share.not_confirmed');
    const { data: last } = await db()
      .entities.sessionSelection.get({ photographerId, sessionId, version: link.selectionVersion })
      .go({ consistent: true });
    const outcome = transactionOutcome(
      await db()
        .transaction.write(({ shareLink, galleryDraft }) => [
          shareLink
            .patch({ photographerId, sessionId })
            .remove(['closedAt'])
            .where((attr, op) => `${op.exists(attr.closedAt)} AND ${op.eq(attr.selectionVersion, link.selectionVersion)}`)
            .commit(),
          ...(last
            ? [galleryDraft.put({ photographerId, sessionId, choices: last.choices, savedAt: new Date().toISOString() }).commit()]
            : []),
        ])
        .go(),
    );
    if (outcome.canceled) return TRY_AGAIN;
    await refreshPreviewAfterChange(photographerId, sessionId);
    const reopened = await readShareLink(photographerId, sessionId);
    if (!reopened) throw new DomainError('share.not_found');
    return toShareLink(reopened, session);
  }, 'general.changed_meanwhile');
