// The photographer's side of the client's selections (spec "Session selection"): every
// confirmed version, latest first, with the products as they were confirmed, and reopening a
// confirmed selection so the client can change it.
import type { ShareLink, SessionSelection } from '@fotostudio/shared/contracts/share-links';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedGalleryChoices, storedSelectionFileNames, storedSelectionNames, storedSelectionPrice, storedViewerLists } from '@fotostudio/shared/stored/gallery-selection';
import type { ViewerList } from '@fotostudio/shared/gallery/viewer-lists';
import { TRY_AGAIN, retryLostRaces } from '../../data/conflict-retry.js';
import { db, transact, writeItems } from '../../data/database.js';
import { reopenLinkAtVersion } from '../../data/stores/gallery.js';
import type { SessionSelectionItem } from '../../data/entities/share-link.js';
import { DomainError } from '../../lib/errors.js';
import { mediaUrlsUnder } from '../../media/media-urls.js';
import { requireActiveSession, requireSession } from '../../sessions/session-store.js';
import { READY_IMAGE_ATTRIBUTES, derivedBaseOf, readyImagesThrough } from '../holder/ready-image-list.js';
import { draftOf, linesOf, viewerListsOf } from '../holder/stored-selection.js';

/** The named viewers' lists as the photographer's view shows them (none when nobody was named: one unnamed list). */
const namedListsOf = (lists: readonly ViewerList[]) =>
  lists.some((list) => list.name !== '') ? lists.map(({ viewerId, name, choices }) => ({ viewerId, name, imageIds: choices.images.map((image) => image.imageId) })) : [];
import { readShareLink, refreshPreviewAfterChange, requireLink, toShareLink } from '../../share-links/share-links.js';

/** The session's ready images as the gallery lists them, read through ElectroDB. */
export const readyImagesOf = readyImagesThrough(
  async (photographerId, sessionId) =>
    (
      await db()
        .entities.sessionImage.query.bySession({ photographerId, sessionId })
        .go({ pages: 'all', consistent: true, attributes: [...READY_IMAGE_ATTRIBUTES] })
    ).data,
);

const toSessionSelection = (item: SessionSelectionItem, thumbUrlOf: (imageId: string) => string | null): SessionSelection => {
  const choices = decodeStored(storedGalleryChoices, item.choices, 'selection choices');
  const names = decodeStored(storedSelectionNames, item.lines, 'selection names');
  const fileNames = decodeStored(storedSelectionFileNames, item.fileNames, 'selection file names');
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
    price: decodeStored(storedSelectionPrice, item.price, 'selection price'),
    paidInGallery: item.paymentId ? { paymentId: item.paymentId, amountCents: item.paidCents ?? 0 } : null,
    viewers: item.viewers === undefined ? [] : namedListsOf(decodeStored(storedViewerLists, item.viewers, 'selection viewers')),
    confirmedBy: item.confirmedBy ?? null,
  };
};

export const listSelections = async (photographerId: string, sessionId: string) => {
  const session = await requireSession(photographerId, sessionId);
  const base = derivedBaseOf(photographerId, sessionId);
  const [{ data: items }, { data: draftItem }, ready, urlOf] = await Promise.all([
    db().entities.sessionSelection.query.bySession({ photographerId, sessionId }).go({ pages: 'all', order: 'desc' }),
    db().entities.galleryDraft.get({ photographerId, sessionId }).go({ consistent: true }),
    readyImagesOf(session),
    // An archived session's photos are not served until it is restored.
    session.archivedAt ? null : mediaUrlsUnder(base),
  ]);
  const thumbUrlOf = (imageId: string) => {
    const image = ready.byId.get(imageId);
    return image && urlOf ? urlOf(`${base}${image.folder}/thumb.webp`) : null;
  };
  const draft = draftOf(draftItem);
  return {
    selections: items.map((item) => toSessionSelection(item, thumbUrlOf)),
    draft: draft?.choices ?? null,
    draftSavedAt: draft?.savedAt ?? null,
    draftViewers: namedListsOf(viewerListsOf(draftItem)),
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
    const outcome = await transact([
      reopenLinkAtVersion({ photographerId, sessionId }, link.selectionVersion),
      ...writeItems(({ galleryDraft }) =>
        last
          ? [
              galleryDraft
                // The named viewers' lists it was confirmed from come back with it (issue 28 point 2); without them it is one unnamed list.
                .put({ photographerId, sessionId, choices: last.choices, savedAt: new Date().toISOString(), ...(last.viewers === undefined ? {} : { viewers: last.viewers }) })
                .commit(),
            ]
          : [],
      ),
    ]);
    if (!outcome.committed) return TRY_AGAIN;
    await refreshPreviewAfterChange(photographerId, sessionId);
    const reopened = await readShareLink(photographerId, sessionId);
    if (!reopened) throw new DomainError('share.not_found');
    return toShareLink(reopened, session);
  }, 'general.changed_meanwhile');
