// The holder-facing gallery's named store operations (password tries, the finalize
// transaction, the zip job's place on the session): every write of the gallery function that
// carries a condition. They write over the plain path (plain-table.ts, item-keys.ts) like
// the rest of the gallery function, which loads neither ElectroDB nor an SDK client
// (docs/decisions/0001-plain-data-path.md). Use cases call these and build no condition; an
// operation meant for a transaction returns its item, one run alone throws the
// ConditionalCheckFailedException the SDK names (`isConditionalFailure` tells it).
import type { CheckoutStore } from '../../payments/checkout-session.js';
import type { PaymentItem, PaymentsAccountItem } from '../entities/payments.js';
import { itemKeys } from '../item-keys.js';
import { conditionCheckInput, deleteItem, getItem, putItem, putItemInput, transact, updateItem, updateItemInput } from '../plain-table.js';
import type { TransactItem } from '../transaction.js';

type SessionKey = { photographerId: string; sessionId: string };

/** The key composites an update sets again, and nothing else of what the caller passed. */
const compositesOf = ({ photographerId, sessionId }: SessionKey): SessionKey => ({ photographerId, sessionId });

/** The counter of one password window, where it lives and when it expires. */
interface TriesWindow {
  /** `<photographerId>/<sessionId>`: the link, whichever address was used. */
  linkId: string;
  /** ISO start of the window. */
  windowId: string;
  /** TTL, in seconds. */
  expiresAt: number;
}

/** Counts one password try of a client in the window, refused once it has `limit` of them. */
export const countClientPasswordTry = async ({ linkId, windowId, expiresAt }: TriesWindow, client: string, limit: number): Promise<void> => {
  await updateItem(
    'galleryPasswordClientTries',
    itemKeys.galleryPasswordClientTries(linkId, windowId, client),
    { linkKey: linkId, window: windowId, client },
    {
      mode: 'upsert',
      set: { expiresAt },
      add: { tries: 1 },
      condition: { expression: 'attribute_not_exists(#tries) OR #tries < :c0', values: { ':c0': limit } },
    },
    false,
  );
};

/**
 * Counts one password try on the link in the window: refused past `ceiling` tries unless the
 * last one let through is at least `spacingMs` older than `nowMs`.
 */
export const countLinkPasswordTry = async ({ linkId, windowId, expiresAt }: TriesWindow, nowMs: number, ceiling: number, spacingMs: number): Promise<void> => {
  await updateItem(
    'galleryPasswordTries',
    itemKeys.galleryPasswordTries(linkId, windowId),
    { linkKey: linkId, window: windowId },
    {
      mode: 'upsert',
      set: { expiresAt, lastTryAt: nowMs },
      add: { tries: 1 },
      condition: {
        expression: 'attribute_not_exists(#tries) OR #tries < :c0 OR #lastTryAt <= :c1',
        values: { ':c0': ceiling, ':c1': nowMs - spacingMs },
      },
    },
    false,
  );
};

/**
 * Closes the link on a confirmed selection at `version`, only while it is still open, active,
 * on the token read and at the selection version read.
 */
export const closeLinkAsRead = (key: SessionKey, read: { token: string; selectionVersion: number }, version: number, closedAt: string): TransactItem => ({
  Update: updateItemInput(
    'shareLink',
    itemKeys.shareLink(key.photographerId, key.sessionId),
    compositesOf(key),
    {
      mode: 'patch',
      set: { closedAt, selectionVersion: version },
      condition: {
        expression: 'attribute_not_exists(#closedAt) AND #active = :c0 AND #token = :c1 AND #selectionVersion = :c2',
        values: { ':c0': true, ':c1': read.token, ':c2': read.selectionVersion },
      },
    },
    true,
  ),
});

/** Marks the session selected, only while it is not archived. */
export const markUnarchivedSessionSelected = (key: SessionKey): TransactItem => ({
  Update: updateItemInput(
    'session',
    itemKeys.session(key.photographerId, key.sessionId),
    compositesOf(key),
    { mode: 'patch', set: { hasSelection: true, status: 'selected' }, condition: { expression: 'attribute_not_exists(#archivedAt)' } },
    true,
  ),
});

/** The finance fields a confirmed selection sets (shared/src/sessions/session-finance.ts). */
interface ConfirmedFinance {
  totalPriceCents: number;
  extraPhotos: number;
  additionalProductsCents: number;
  completeGalleryPriceCents: number;
}

/**
 * Makes the session's finance follow the selection confirmed at `version`: its figures and
 * version are set, the base price and what was paid stay. The finance must exist.
 */
export const followConfirmedSelection = (key: SessionKey, version: number, finance: ConfirmedFinance): TransactItem => ({
  Update: updateItemInput(
    'sessionFinance',
    itemKeys.sessionFinance(key.photographerId, key.sessionId),
    compositesOf(key),
    { mode: 'patch', set: { ...finance, selectionVersion: version } },
    true,
  ),
});

/**
 * Moves the session's one zip in flight to `downloadId`, only while it still names the job
 * read (`holding`), or none when none was read.
 */
export const takeDownloadPlace = (key: SessionKey, holding: string | undefined, downloadId: string): TransactItem => ({
  Update: updateItemInput(
    'session',
    itemKeys.session(key.photographerId, key.sessionId),
    compositesOf(key),
    {
      mode: 'patch',
      set: { downloadInFlight: downloadId },
      condition: holding ? { expression: '#downloadInFlight = :c0', values: { ':c0': holding } } : { expression: 'attribute_not_exists(#downloadInFlight)' },
    },
    false,
  ),
});

// ---- The gallery extras paid at confirmation (issue 25 point 4) ----

/** The Checkout engine's store (payments/checkout-session.ts) on the plain path, for the gallery function. */
export const galleryCheckoutStore: CheckoutStore = {
  readPaymentsAccount: (photographerId) => getItem<PaymentsAccountItem>('paymentsAccount', itemKeys.paymentsAccount(photographerId), { consistent: true }),
  createPayment: async (payment) => {
    const now = new Date().toISOString();
    await putItem('payment', itemKeys.payment(payment.photographerId, payment.paymentId), { ...payment, state: 'open', refundedCents: 0, refunds: [], createdAt: now, updatedAt: now }, { create: true });
  },
  recordPaymentSession: (photographerId, paymentId, checkoutSessionId, sessionExpiresAt) =>
    updateItem('payment', itemKeys.payment(photographerId, paymentId), { photographerId, paymentId }, { mode: 'patch', set: { checkoutSessionId, sessionExpiresAt } }, true),
  deletePayment: (photographerId, paymentId) => deleteItem(itemKeys.payment(photographerId, paymentId)),
};

/** The payment of the gallery's open Checkout (its session's id and account), to expire it when the client cancels. */
export const readGalleryPayment = (photographerId: string, paymentId: string) =>
  getItem<PaymentItem>('payment', itemKeys.payment(photographerId, paymentId), { consistent: true });

/** A draft is frozen while it names a Checkout that has not expired (nor been released by its outcome). */
const NOT_FROZEN = 'attribute_not_exists(#checkoutExpiresAt) OR #checkoutExpiresAt <= :nowS';

/** What the draft holds while a Checkout of its extras is open. */
export interface DraftCheckout {
  paymentId: string;
  expiresAt: number;
  amountCents: number;
  /** JSON: what the confirmation stores once paid (gallery/holder/extras-checkout.ts). */
  confirmation: string;
}

/**
 * Freezes the draft on `choices` for the Checkout `paymentId`, unless another Checkout of it is
 * still open at `nowS`; created when the client never saved. Given `readSavedAt`, also only while
 * the draft is still the one read (several named viewers: no list saved since the union was
 * checked). For a transaction with `linkStillOpen`, so no confirmation slips in between.
 */
export const freezeDraftForCheckout = (key: SessionKey, choices: string, checkout: DraftCheckout, nowS: number, readSavedAt?: string): TransactItem => ({
  Update: updateItemInput(
    'galleryDraft',
    itemKeys.galleryDraft(key.photographerId, key.sessionId),
    compositesOf(key),
    {
      mode: 'upsert',
      set: {
        choices,
        savedAt: new Date(nowS * 1000).toISOString(),
        checkoutPaymentId: checkout.paymentId,
        checkoutExpiresAt: checkout.expiresAt,
        checkoutAmountCents: checkout.amountCents,
        checkoutConfirmation: checkout.confirmation,
      },
      condition:
        readSavedAt === undefined
          ? { expression: NOT_FROZEN, values: { ':nowS': nowS } }
          : { expression: `(${NOT_FROZEN}) AND #savedAt = :read`, values: { ':nowS': nowS, ':read': readSavedAt } },
    },
    false,
  ),
});

/** The link is still open, on the token and at the selection version read (no confirmation since). */
export const linkStillOpen = (key: SessionKey, read: { token: string; selectionVersion: number }): TransactItem => ({
  ConditionCheck: conditionCheckInput(itemKeys.shareLink(key.photographerId, key.sessionId), {
    expression: 'attribute_not_exists(#closedAt) AND #token = :t AND #selectionVersion = :v',
    values: { ':t': read.token, ':v': read.selectionVersion },
  }),
});

/**
 * The draft is not frozen by an open Checkout at `nowS` (a confirmation without payment checks
 * it) and, given `savedAt`, is still the one read (no viewer saved since: the union confirmed is
 * the union read).
 */
export const draftNotFrozen = (key: SessionKey, nowS: number, savedAt?: string): TransactItem => ({
  ConditionCheck: conditionCheckInput(
    itemKeys.galleryDraft(key.photographerId, key.sessionId),
    savedAt === undefined
      ? { expression: NOT_FROZEN, values: { ':nowS': nowS } }
      : { expression: `(${NOT_FROZEN}) AND #savedAt = :read`, values: { ':nowS': nowS, ':read': savedAt } },
  ),
});

/** Records the session's address and expiry on the draft frozen for `paymentId` (only while it still names it). */
export const recordDraftCheckout = async (key: SessionKey, paymentId: string, url: string, expiresAt: number): Promise<void> => {
  await updateItem(
    'galleryDraft',
    itemKeys.galleryDraft(key.photographerId, key.sessionId),
    compositesOf(key),
    { mode: 'patch', set: { checkoutUrl: url, checkoutExpiresAt: expiresAt }, condition: { expression: '#checkoutPaymentId = :p', values: { ':p': paymentId } } },
    false,
  );
};

/** Unfreezes a draft whose Checkout could not be opened (only while it still names `paymentId`). */
export const releaseDraftCheckout = async (key: SessionKey, paymentId: string): Promise<void> => {
  await updateItem(
    'galleryDraft',
    itemKeys.galleryDraft(key.photographerId, key.sessionId),
    compositesOf(key),
    { mode: 'patch', set: { checkoutExpiresAt: 0 }, condition: { expression: '#checkoutPaymentId = :p', values: { ':p': paymentId } } },
    false,
  );
};

/** What a saved draft holds: the union of the viewers' lists and the lists (JSON both). */
export interface DraftContent {
  choices: string;
  viewers: string;
}

/**
 * Saves the client's draft (as a whole item: a Checkout's fields go) only while it is as read
 * (`readSavedAt`, or absent when none was read) and not frozen at `nowS`: false otherwise, and
 * the caller reads it again to tell a save of another viewer meanwhile from a freeze. Every save
 * moves `savedAt` past the one read, so it names the draft's revision.
 */
export const saveDraftAsRead = async (key: SessionKey, draft: DraftContent, savedAt: string, nowS: number, readSavedAt: string | null): Promise<boolean> => {
  const input = putItemInput('galleryDraft', itemKeys.galleryDraft(key.photographerId, key.sessionId), { ...compositesOf(key), ...draft, savedAt });
  const asRead = readSavedAt === null ? 'attribute_not_exists(#savedAt)' : '#savedAt = :read';
  const put = {
    ...input,
    ConditionExpression: `(${NOT_FROZEN}) AND ${asRead}`,
    ExpressionAttributeNames: { '#checkoutExpiresAt': 'checkoutExpiresAt', '#savedAt': 'savedAt' },
    ExpressionAttributeValues: { ':nowS': nowS, ...(readSavedAt === null ? {} : { ':read': readSavedAt }) },
  };
  const outcome = await transact([{ Put: put }]);
  return outcome.committed;
};
