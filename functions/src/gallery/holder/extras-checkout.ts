// `gallery.payExtras` (issue 25 point 4): when the session's package has the client pay the
// extras in the gallery, "Confirmar y pagar" opens Stripe Checkout (the one engine,
// payments/checkout-session.ts, on the plain path) for exactly what the choices add to the
// package (`galleryExtrasCents`, VAT included, as the review shows). In one transaction with a
// check that the link is still open as read, the draft is frozen on these choices with what the
// confirmation will store (the price, names and file names as priced now): saving the draft or
// confirming without payment is refused (`gallery.draft_frozen`) until the session expires
// (about 30 minutes) or its outcome releases it. The confirmation itself happens once the
// payment succeeds, by the purpose's handler (gallery/workers/extras-payment.ts), told by the
// webhook or by the gallery's return (payments/gallery-extras-return.ts), whichever comes first.
// Cancelled on Stripe's page (`gallery.cancelExtrasCheckout`), the session is expired on Stripe
// (so it can no longer be paid) and the draft released at once, editable again.
import { randomUUID } from 'node:crypto';
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import { isConditionalFailure } from '../../data/condition-failure.js';
import { freezeDraftForCheckout, galleryCheckoutStore, linkStillOpen, readGalleryPayment, recordDraftCheckout, releaseDraftCheckout } from '../../data/stores/gallery-holder.js';
import { transact } from '../../data/plain-table.js';
import { refusedAmong } from '../../data/transaction.js';
import { appConfig } from '../../lib/config.js';
import { DomainError } from '../../lib/errors.js';
import { confirmationOf, type StoredConfirmation } from './confirmation-records.js';
import { readGalleryDraft } from './gallery-items.js';
import { pricingRecordsOf } from './gallery-terms.js';
import type { OpenedCheckout } from '../../payments/checkout-session.js';
import type { Holder } from './holder-access.js';
import { extrasCentsOf } from './pricing-records.js';
import { readyImagesOf } from './ready-images.js';
import { viewerListsOf } from './stored-selection.js';

/** Stripe's session lives 31 minutes (checkout-session.ts); the freeze is set a little longer until Stripe answers its expiry. */
const PROVISIONAL_FREEZE_S = 32 * 60;

/** The line the client reads on Stripe's page and receipt. */
const DESCRIPTION = { es: 'Extras de tu selección de fotos', en: 'Extras of your photo selection' } as const;

/**
 * What the confirmation stores once the extras are paid (the draft's `checkoutConfirmation`, as
 * JSON): the `sessionSelection` attributes any confirmation writes (confirmation-records.ts), each
 * as stored, the named viewers' lists and who pressed "Confirmar y pagar" included.
 */
export type PaidConfirmation = StoredConfirmation;

export interface ExtrasCheckout {
  paymentId: string;
  url: string;
  expiresAt: string;
  amountCents: number;
}

/** Releases the draft unless it names another Checkout meanwhile (a refused condition is that). */
const releaseQuietly = (key: { photographerId: string; sessionId: string }, paymentId: string): Promise<void> =>
  releaseDraftCheckout(key, paymentId).catch((release: unknown) => {
    if (!isConditionalFailure(release)) throw release;
  });

export const openExtrasCheckout = async (holder: Holder, choices: GalleryChoices, locale: 'es' | 'en', now = new Date(), viewerId?: string): Promise<ExtrasCheckout> => {
  const { photographerId, sessionId, link } = holder;
  const key = { photographerId, sessionId };
  const nowS = Math.floor(now.getTime() / 1000);
  const choicesJson = JSON.stringify(choices);

  // Back from Stripe's page without paying ("Confirmar y pagar" again on the same choices): the same Checkout.
  const draft = await readGalleryDraft(photographerId, sessionId);
  const frozenUntil = draft?.checkoutExpiresAt ?? 0;
  if (draft?.checkoutPaymentId && frozenUntil > nowS) {
    if (draft.checkoutUrl && draft.choices === choicesJson && draft.checkoutAmountCents !== undefined) {
      return { paymentId: draft.checkoutPaymentId, url: draft.checkoutUrl, expiresAt: new Date(frozenUntil * 1000).toISOString(), amountCents: draft.checkoutAmountCents };
    }
    throw new DomainError('gallery.draft_frozen');
  }

  const [ready, records] = await Promise.all([readyImagesOf(holder.session), pricingRecordsOf(holder.session)]);
  // With several named viewers the choices paid must be their union as read (as a confirmation's), and stay it until frozen.
  const lists = viewerListsOf(draft);
  const { price, stored } = confirmationOf(choices, { readyById: ready.byId, records, lists, viewerId, confirmedAt: now.toISOString() });
  if (!records.sessionPackage.extrasPaidInGallery) throw new DomainError('gallery.no_extras_to_pay');
  const amountCents = extrasCentsOf(choices, records, price);
  if (amountCents <= 0) throw new DomainError('gallery.no_extras_to_pay');

  const paymentId = randomUUID();
  const confirmation: PaidConfirmation = stored;
  const outcome = await transact([
    freezeDraftForCheckout(
      key,
      choicesJson,
      { paymentId, expiresAt: nowS + PROVISIONAL_FREEZE_S, amountCents, confirmation: JSON.stringify(confirmation) },
      nowS,
      lists.length > 1 ? draft?.savedAt : undefined,
    ),
    linkStillOpen(key, link),
  ]);
  if (!outcome.committed) {
    if (refusedAmong(outcome, 0, 1)) {
      // Another viewer saved their list meanwhile: the union paid for is no longer theirs together.
      const current = lists.length > 1 ? await readGalleryDraft(photographerId, sessionId) : undefined;
      if (current && current.savedAt !== draft?.savedAt && (current.checkoutExpiresAt ?? 0) <= nowS) throw new DomainError('gallery.selection_changed');
      throw new DomainError('gallery.draft_frozen');
    }
    if (refusedAmong(outcome, 1)) throw new DomainError('gallery.already_confirmed');
    throw new DomainError('gallery.draft_frozen');
  }

  const galleryUrl = `${appConfig().APP_URL.replace(/\/$/, '')}/gallery/${encodeURIComponent(link.token)}`;
  let opened: OpenedCheckout;
  try {
    // Loaded on "Confirmar y pagar" only: the Stripe SDK stays out of the gallery's cold start (docs/performance.md).
    const { openCheckoutWith } = await import('../../payments/checkout-session.js');
    opened = await openCheckoutWith(
      galleryCheckoutStore,
      photographerId,
      {
        purpose: { kind: 'galleryExtras', id: sessionId },
        amountCents,
        description: DESCRIPTION[locale],
        locale,
        successUrl: `${galleryUrl}?checkout_session={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${galleryUrl}?checkout=cancelled`,
      },
      now,
      paymentId,
    );
  } catch (error) {
    await releaseQuietly(key, paymentId);
    throw error;
  }
  const expiresAtS = Math.floor(new Date(opened.expiresAt).getTime() / 1000);
  await recordDraftCheckout(key, paymentId, opened.url, expiresAtS);
  return { paymentId, url: opened.url, expiresAt: opened.expiresAt, amountCents };
};

/**
 * The client cancelled on Stripe's page: the open Checkout is expired on Stripe (its
 * `checkout.session.expired` event follows, and releases again, changing nothing), then the draft is
 * released. `released: false` when Stripe says it was paid meanwhile: the confirmation is on its way.
 */
export const cancelExtrasCheckout = async (holder: Holder, now = new Date()): Promise<{ released: boolean }> => {
  const { photographerId, sessionId } = holder;
  const draft = await readGalleryDraft(photographerId, sessionId);
  const paymentId = draft?.checkoutPaymentId;
  if (!paymentId || (draft.checkoutExpiresAt ?? 0) <= Math.floor(now.getTime() / 1000)) return { released: true };
  const payment = await readGalleryPayment(photographerId, paymentId);
  if (payment?.checkoutSessionId) {
    // Loaded here only, as on "Confirmar y pagar": the SDK stays out of the gallery's cold start.
    const { stripeClient, stripeUnavailable } = await import('../../payments/stripe-client.js');
    const options = { stripeAccount: payment.stripeAccountId };
    const stripe = await stripeClient();
    try {
      await stripe.checkout.sessions.expire(payment.checkoutSessionId, {}, options);
    } catch (error) {
      // No longer open: paid meanwhile, or expired already (then released as below).
      const session = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId, {}, options).catch((read: unknown) => {
        throw stripeUnavailable(read);
      });
      if (session.status === 'complete') return { released: false };
      if (session.status === 'open') throw stripeUnavailable(error);
    }
  }
  await releaseQuietly({ photographerId, sessionId }, paymentId);
  return { released: true };
};
