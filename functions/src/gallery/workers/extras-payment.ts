// The gallery extras' payment purpose (issue 25 point 4), run by the payment-events function
// (the webhook's queue) and by the payments function (the gallery's return from Checkout,
// payments/gallery-extras-return.ts). When the payment succeeds the selection is confirmed
// once, with what the draft was frozen on (gallery/holder/extras-checkout.ts): in one
// transaction the link closes (only if still open at the version read), the next selection
// version is appended naming the payment, the session is marked selected, its finance follows
// the confirmed price and counts the payment as paid, and the draft is released. Whoever comes
// second (the webhook after the return, a replay) finds the version naming the payment and
// does nothing. An expired (or failed) payment releases the frozen draft: it stays a draft.
import { financeOfConfirmedPrice } from '@fotostudio/shared/sessions/session-finance';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedSelectionPrice } from '@fotostudio/shared/stored/gallery-selection';
import * as z from 'zod';
import { TRY_AGAIN, retryLostRaces } from '../../data/conflict-retry.js';
import { db } from '../../data/database.js';
import { confirmPaidSelection, releaseDraftOfPayment } from '../../data/stores/gallery-extras.js';
import type { PaymentItem } from '../../data/entities/payments.js';
import { logger } from '../../lib/logger.js';

// As extras-checkout.ts froze it (confirmation-records.ts); a Checkout opened before named viewers has no `viewers`.
const paidConfirmation = z.object({ choices: z.string(), price: z.string(), lines: z.string(), fileNames: z.string(), viewers: z.string().optional(), confirmedBy: z.string().optional() });

export type PaidExtrasOutcome = 'confirmed' | 'already_confirmed' | 'not_confirmable';

/** Whether the selection's version `version` is the one this payment confirmed. */
const confirmedBy = async (photographerId: string, sessionId: string, version: number, paymentId: string): Promise<boolean> => {
  if (version < 1) return false;
  const { data } = await db().entities.sessionSelection.get({ photographerId, sessionId, version }).go({ consistent: true });
  return data?.paymentId === paymentId;
};

/** Confirms the selection the payment paid the extras of, once (see the header). */
export const confirmPaidExtras = (payment: PaymentItem, now = new Date()): Promise<PaidExtrasOutcome> => {
  const { photographerId, purposeId: sessionId, paymentId } = payment;
  return retryLostRaces(async () => {
    const [{ data: link }, { data: draft }] = await Promise.all([
      db().entities.shareLink.get({ photographerId, sessionId }).go({ consistent: true }),
      db().entities.galleryDraft.get({ photographerId, sessionId }).go({ consistent: true }),
    ]);
    if (!link) return 'not_confirmable';
    if (await confirmedBy(photographerId, sessionId, link.selectionVersion, paymentId)) return 'already_confirmed';
    if (link.closedAt || draft?.checkoutPaymentId !== paymentId || !draft.checkoutConfirmation) {
      // The draft moved on (the link confirmed, reopened or replaced): the money stays recorded on
      // the payment, for the photographer to confirm by hand or refund in Stripe.
      logger.error('gallery extras: paid, but the draft no longer waits for this payment', { photographerId, sessionId, paymentId });
      return 'not_confirmable';
    }
    const stored = paidConfirmation.parse(JSON.parse(draft.checkoutConfirmation));
    const price = decodeStored(storedSelectionPrice, stored.price, 'paid selection price');
    const version = link.selectionVersion + 1;
    const outcome = await confirmPaidSelection(
      { photographerId, sessionId },
      link,
      { version, confirmedAt: now.toISOString(), selection: stored, finance: financeOfConfirmedPrice(price) },
      payment,
    );
    // Lost to another confirmation of this payment, or a change of the link: read again.
    return outcome.committed ? 'confirmed' : TRY_AGAIN;
  }, 'gallery.already_confirmed');
};

/** The payment expired (or failed): the draft it froze is editable again (a later Checkout may have replaced it). */
export const releasePaidExtrasDraft = (payment: PaymentItem): Promise<void> =>
  releaseDraftOfPayment({ photographerId: payment.photographerId, sessionId: payment.purposeId }, payment.paymentId);
