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
import { confirmationOf } from './confirmation-records.js';
import { readGalleryDraft, readShareLinkItem } from './gallery-items.js';
import { pricingRecordsOf } from './gallery-terms.js';
import type { Holder } from './holder-access.js';
import { linkStatus } from '../../share-links/link-store.js';
import { readyImagesOf } from './ready-images.js';
import { extrasCentsOf } from './pricing-records.js';
import { viewerListsOf } from './stored-selection.js';

const STATUS_ERRORS = { inactive: 'gallery.link_disabled', expired: 'gallery.link_expired' } as const;

export interface Confirmation {
  version: number;
  confirmedAt: string;
  price: GalleryPriceResult;
}

export const finalizeSelection = async (holder: Holder, choices: GalleryChoices, now = new Date(), viewerId?: string): Promise<Confirmation> => {
  const { photographerId, sessionId } = holder;
  const [ready, records] = await Promise.all([readyImagesOf(holder.session), pricingRecordsOf(holder.session)]);
  const input = { readyById: ready.byId, records, viewerId };
  // Priced (and refused) before anything is read for the transaction; the lists are checked per try below.
  const { price } = confirmationOf(choices, { ...input, lists: [], confirmedAt: now.toISOString() });
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
    const { stored } = confirmationOf(choices, { ...input, lists, confirmedAt });
    const outcome = await transact([
      closeLinkAsRead({ photographerId, sessionId }, link, version, confirmedAt),
      {
        Put: putItemInput(
          'sessionSelection',
          itemKeys.sessionSelection(photographerId, sessionId, version),
          { photographerId, sessionId, version, confirmedAt, ...stored },
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
