// `payments.galleryExtrasReturn` (issue 25 point 4): the client is back in the gallery from
// Stripe's page with the Checkout Session's id. The session is read from Stripe on the
// photographer's account (what the browser says decides nothing) and applied as its webhook
// would (payment-events.ts `applyReadSession`): paid, the selection is confirmed once, whether
// this or the webhook comes first (gallery/workers/extras-payment.ts); the purpose's handlers
// (the advance invoice too) are told by the payment-events function only. Anything that does not name this
// link's open payment answers 404 `gallery.link_invalid`, telling nothing.
import { db } from '../data/database.js';
import { readPayment } from '../data/stores/payments.js';
import { DomainError } from '../lib/errors.js';
import { confirmPaidExtras, releasePaidExtrasDraft } from '../gallery/workers/extras-payment.js';
import { applyReadSession } from './payment-events.js';
import { stripeClient, stripeUnavailable } from './stripe-client.js';
import type Stripe from 'stripe';

export interface GalleryExtrasReturn {
  state: 'open' | 'processing' | 'paid' | 'failed' | 'expired';
  confirmed: boolean;
}

export const returnFromGalleryCheckout = async (linkKey: string, checkoutSessionId: string, now = new Date()): Promise<GalleryExtrasReturn> => {
  const { data: key } = await db().entities.shareLinkKey.get({ linkKey }).go({ consistent: true });
  if (!key) throw new DomainError('gallery.link_invalid');
  const { photographerId, sessionId } = key;
  const [{ data: link }, { data: draft }] = await Promise.all([
    db().entities.shareLink.get({ photographerId, sessionId }).go({ consistent: true }),
    db().entities.galleryDraft.get({ photographerId, sessionId }).go({ consistent: true }),
  ]);
  // The payment: the one the draft waits for, or the one that confirmed the link's latest version.
  const latest = link && link.selectionVersion > 0
    ? (await db().entities.sessionSelection.get({ photographerId, sessionId, version: link.selectionVersion }).go({ consistent: true })).data
    : null;
  const paymentIds = [draft?.checkoutPaymentId, latest?.paymentId].filter((id): id is string => Boolean(id));
  const payments = await Promise.all(paymentIds.map((paymentId) => readPayment(photographerId, paymentId)));
  const payment = payments.find((p) => p?.purposeKind === 'galleryExtras' && p.purposeId === sessionId && p.checkoutSessionId === checkoutSessionId);
  if (!payment) throw new DomainError('gallery.link_invalid');

  let session: Stripe.Checkout.Session;
  try {
    session = await (await stripeClient()).checkout.sessions.retrieve(checkoutSessionId, {}, { stripeAccount: payment.stripeAccountId });
  } catch (error) {
    throw stripeUnavailable(error);
  }
  // Applied without telling the purpose (its handlers, with the advance invoice, run in the
  // payment-events function, which the webhook's event always reaches): confirmed or released here.
  const after = (await applyReadSession(payment, session, Math.floor(now.getTime() / 1000), { tell: false })) ?? payment;
  if (after.state === 'paid') await confirmPaidExtras(after, now);
  else if (after.state === 'expired' || after.state === 'failed') await releasePaidExtrasDraft(after);
  const { data: confirmedLink } = await db().entities.shareLink.get({ photographerId, sessionId }).go({ consistent: true });
  const version = confirmedLink?.selectionVersion ?? 0;
  const confirmed =
    version > 0 && (await db().entities.sessionSelection.get({ photographerId, sessionId, version }).go({ consistent: true })).data?.paymentId === payment.paymentId;
  return { state: after.state, confirmed };
};
