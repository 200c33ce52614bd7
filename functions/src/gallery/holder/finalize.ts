// `gallery.finalize` (spec "finalizeSelection"): the client's choices confirmed once. One
// transaction closes the link (only if it is still open, active, on the same token and at
// the selection version read), appends the next selection version and marks the session
// selected; of concurrent confirmations exactly one commits, the others read the closed
// link and answer 409. The photographer's email follows from the stream and never undoes it.
// Several named viewers on the link (issue 28 point 2, viewers.ts): the choices confirmed must be
// the union of their lists as stored (the same photos), and no list may change between that read
// and the transaction; the lists are stored with the version, with the name of who confirmed.
import type { GalleryChoices, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { financeOfConfirmedPrice } from '@fotostudio/shared/sessions/session-finance';
import { TRY_AGAIN, retryLostRaces } from '../../data/conflict-retry.js';
import { itemKeys } from '../../data/item-keys.js';
import { refusedAmong } from '../../data/transaction.js';
import { putItemInput, transact } from '../../data/plain-table.js';
import { closeLinkAsRead, draftNotFrozen, followConfirmedSelection, markUnarchivedSessionSelected } from '../../data/stores/gallery-holder.js';
import { DomainError } from '../../lib/errors.js';
import { readGalleryDraft, readShareLinkItem } from './gallery-items.js';
import { sameSelection, viewerUnion, type ViewerList } from '@fotostudio/shared/gallery/viewer-lists';
import { storedViewerLists } from '@fotostudio/shared/stored/gallery-selection';
import { pricingRecordsOf } from './gallery-terms.js';
import type { Holder } from './holder-access.js';
import { linkStatus } from '../../share-links/link-store.js';
import { readyImagesOf } from './ready-images.js';
import { extrasCentsOf, priceOf, type PricingRecords } from './pricing-records.js';
import { requireSessionImages } from './selection-price.js';
import { namesOf, viewerListsOf, type StoredNames } from './stored-selection.js';

const STATUS_ERRORS = { inactive: 'gallery.link_disabled', expired: 'gallery.link_expired' } as const;

export interface Confirmation {
  version: number;
  confirmedAt: string;
  price: GalleryPriceResult;
}

/** What a confirmation of the choices stores beside them: the price, the products' names and the images' file names, as now. */
export interface ConfirmationRecords {
  price: GalleryPriceResult;
  names: StoredNames;
  fileNames: Record<string, string>;
  /** The package's records the price was made with. */
  records: PricingRecords;
}

/** Prices the client's choices for a confirmation (or for the Checkout of their extras, extras-checkout.ts). */
export const confirmationRecordsOf = async ({ session }: Pick<Holder, 'session'>, choices: GalleryChoices): Promise<ConfirmationRecords> => {
  if (choices.images.length === 0 && !choices.fullGallerySelected) throw new DomainError('gallery.no_images_selected');
  const [ready, records] = await Promise.all([readyImagesOf(session), pricingRecordsOf(session)]);
  requireSessionImages(choices, ready.byId);
  const price = priceOf(choices, records);
  const products = new Map(records.products.map((p) => [p.productId, p]));
  const names = namesOf(choices, products);
  const fileNames = Object.fromEntries(choices.images.map((image) => [image.imageId, ready.byId.get(image.imageId)?.fileName ?? '']));
  return { price, names, fileNames, records };
};

/**
 * The named viewers' lists a confirmation of `choices` stores, checked against them: with more
 * than one list the choices must have exactly the photos of their union (photos that left the
 * gallery aside) and the full-gallery choice, else `gallery.selection_changed`; one list is the
 * choices confirmed (its last save may lag the page by a moment). Null when nobody was named,
 * as every confirmation before named viewers.
 */
const confirmedListsOf = (lists: ViewerList[], choices: GalleryChoices, readyIds: ReadonlyMap<string, unknown>, confirmedAt: string): ViewerList[] | null => {
  if (lists.length > 1) {
    const union = viewerUnion(lists);
    if (!sameSelection({ ...union, images: union.images.filter((image) => readyIds.has(image.imageId)) }, choices)) throw new DomainError('gallery.selection_changed');
    return lists;
  }
  const [only] = lists;
  return only && only.name !== '' ? [{ ...only, choices, savedAt: confirmedAt }] : null;
};

export const finalizeSelection = async (holder: Holder, choices: GalleryChoices, now = new Date(), viewerId?: string): Promise<Confirmation> => {
  const { photographerId, sessionId } = holder;
  const [{ price, names, fileNames, records }, ready] = await Promise.all([confirmationRecordsOf(holder, choices), readyImagesOf(holder.session)]);
  // A package whose extras are paid in the gallery confirms them only through their Checkout (issue 25 point 4).
  if (records.sessionPackage.extrasPaidInGallery && extrasCentsOf(choices, records, price) > 0) throw new DomainError('gallery.extras_payment_required');

  const confirmation = await retryLostRaces(async () => {
    const link = await readShareLinkItem(photographerId, sessionId);
    if (!link || link.token !== holder.link.token) throw new DomainError('gallery.link_invalid');
    const status = linkStatus(link, now);
    if (status === 'closed') throw new DomainError('gallery.already_confirmed');
    if (status !== 'active') throw new DomainError(STATUS_ERRORS[status]);
    const version = link.selectionVersion + 1;
    const confirmedAt = now.toISOString();
    const draft = await readGalleryDraft(photographerId, sessionId);
    const lists = viewerListsOf(draft);
    const confirmedLists = confirmedListsOf(lists, choices, ready.byId, confirmedAt);
    const confirmedBy = confirmedLists?.find((list) => list.viewerId === viewerId)?.name;
    const outcome = await transact([
      closeLinkAsRead({ photographerId, sessionId }, link, version, confirmedAt),
      {
        Put: putItemInput(
          'sessionSelection',
          itemKeys.sessionSelection(photographerId, sessionId, version),
          {
            photographerId,
            sessionId,
            version,
            confirmedAt,
            choices: JSON.stringify(choices),
            lines: JSON.stringify(names),
            price: JSON.stringify(price),
            fileNames: JSON.stringify(fileNames),
            ...(confirmedLists ? { viewers: storedViewerLists.encode(confirmedLists) } : {}),
            ...(confirmedBy ? { confirmedBy } : {}),
          },
          { create: true },
        ),
      },
      markUnarchivedSessionSelected({ photographerId, sessionId }),
      followConfirmedSelection({ photographerId, sessionId }, version, financeOfConfirmedPrice(price)),
      // Never while a Checkout of the draft's extras is open (it confirms when paid).
      // With several lists, also no save of any of them since they were read.
      draftNotFrozen({ photographerId, sessionId }, Math.floor(now.getTime() / 1000), lists.length > 1 ? draft?.savedAt : undefined),
    ]);
    if (outcome.committed) return { version, confirmedAt, price };
    if (refusedAmong(outcome, 2, 3)) throw new DomainError('gallery.link_disabled');
    // A session always has its finance (pricing-records.ts): one gone is a broken invariant.
    if (refusedAmong(outcome, 3, 4)) throw new DomainError('gallery.link_invalid');
    if (refusedAmong(outcome, 4)) {
      // A list saved meanwhile: read again (its union is checked then); else the Checkout's freeze.
      const current = await readGalleryDraft(photographerId, sessionId);
      if (lists.length > 1 && current?.savedAt !== draft?.savedAt) return TRY_AGAIN;
      throw new DomainError('gallery.draft_frozen');
    }
    // Lost to another confirmation (or a change of the link): read the link again.
    return TRY_AGAIN;
  }, 'gallery.already_confirmed');

  // The photographer's email follows from the table stream (gallery/workers/notify-selection.ts).
  return confirmation;
};
