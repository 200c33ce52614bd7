// The `galleryExtras` purpose's handlers (issue 25 point 4, gallery/workers/extras-payment.ts),
// registered for the payment-events function (purposes.ts): paid confirms the selection once
// (the gallery's return may have done it first: then nothing) and issues the advance invoice
// once (billing/gallery-extras-invoice.ts); expired or failed releases the frozen draft; a refund is
// recorded on the advance invoice and asks the refund question. The
// payments function (the gallery's return) registers nothing: it confirms or releases itself
// (gallery-extras-return.ts), so the webhook's consumer is always told and issues the invoice.
import { invoicePaidExtras, recordExtrasRefund } from '../billing/gallery-extras-invoice.js';
import { confirmPaidExtras, releasePaidExtrasDraft } from '../gallery/workers/extras-payment.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { register } from './payment-purposes.js';

register('galleryExtras', {
  onPaid: async (payment) => {
    await confirmPaidExtras(payment);
    try {
      await invoicePaidExtras(payment);
    } catch (error) {
      // A refusal will not pass on a retry (billing settings incomplete, the client's data short of a
      // full invoice): the selection stays confirmed and paid; the photographer issues it by hand.
      if (!(error instanceof DomainError)) throw error;
      logger.error('gallery extras: paid, but its advance invoice could not be issued', { paymentId: payment.paymentId, code: error.code });
    }
  },
  // Recorded on the advance invoice, with the refund question (billing/refund-notice.ts).
  onRefunded: async (payment, refund) => {
    await recordExtrasRefund(payment, refund.refundedCents);
  },
  onExpired: releasePaidExtrasDraft,
  onFailed: releasePaidExtrasDraft,
});
