// The gallery extras paid at confirmation (issue 25 point 4): the store operations of the
// functions that run ElectroDB (the payment-events consumer and the payments function, through
// gallery/workers/extras-payment.ts). The gallery function's own operations on the same items
// are on the plain path (gallery-holder.ts).
import type { financeOfConfirmedPrice } from '@fotostudio/shared/sessions/session-finance';
import { isConditionalFailure } from '../condition-failure.js';
import { db, transact, writeItems } from '../database.js';
import type { TransactionOutcome } from '../transaction.js';

type SessionKey = { photographerId: string; sessionId: string };
type ConfirmedFinance = ReturnType<typeof financeOfConfirmedPrice>;

/** What a confirmation stores beside the choices (as the draft was frozen with them: gallery/holder/confirmation-records.ts). */
export interface PaidSelection {
  choices: string;
  price: string;
  lines: string;
  fileNames: string;
  viewers?: string | undefined;
  confirmedBy?: string | undefined;
}

const CHECKOUT_ATTRIBUTES = ['checkoutPaymentId', 'checkoutExpiresAt', 'checkoutUrl', 'checkoutAmountCents', 'checkoutConfirmation'] as const;

/**
 * Confirms the selection paid by `paymentId` at `version`, in one transaction: the link closes
 * only if still open on the token and at the version read; the version is created naming the
 * payment; the session is marked selected; its finance follows the confirmed figures and counts
 * the payment in `paid`; the draft's Checkout is removed only while it names this payment.
 */
export const confirmPaidSelection = (
  key: SessionKey,
  read: { token: string; selectionVersion: number },
  confirmed: { version: number; confirmedAt: string; selection: PaidSelection; finance: ConfirmedFinance },
  payment: { paymentId: string; amountCents: number },
): Promise<TransactionOutcome> => {
  const { photographerId, sessionId } = key;
  const { version, confirmedAt, selection, finance } = confirmed;
  return transact(
    writeItems(({ shareLink, sessionSelection, session, sessionFinance, galleryDraft }) => [
      shareLink
        .patch(key)
        .set({ closedAt: confirmedAt, selectionVersion: version })
        .where((attr, op) => `${op.notExists(attr.closedAt)} AND ${op.eq(attr.token, read.token)} AND ${op.eq(attr.selectionVersion, read.selectionVersion)}`)
        .commit(),
      sessionSelection.create({ photographerId, sessionId, version, confirmedAt, ...selection, paymentId: payment.paymentId, paidCents: payment.amountCents }).commit(),
      session.patch(key).set({ hasSelection: true, status: 'selected' }).commit(),
      sessionFinance.patch(key).set({ ...finance, selectionVersion: version }).add({ paidCents: payment.amountCents, recordedPaidCents: payment.amountCents }).commit(),
      galleryDraft
        .patch(key)
        .remove([...CHECKOUT_ATTRIBUTES])
        .where((attr, op) => op.eq(attr.checkoutPaymentId, payment.paymentId))
        .commit(),
    ]),
  );
};

/** Unfreezes the draft frozen for `paymentId` (its Checkout expired or failed); nothing when it names another or none. */
export const releaseDraftOfPayment = async (key: SessionKey, paymentId: string): Promise<void> => {
  try {
    await db()
      .entities.galleryDraft.patch(key)
      .set({ checkoutExpiresAt: 0 })
      .where((attr, op) => op.eq(attr.checkoutPaymentId, paymentId))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
};
