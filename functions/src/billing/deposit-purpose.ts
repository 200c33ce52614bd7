// The `deposit` payment purpose (issue 25 point 3): a quote's deposit paid on its public page is
// invoiced once when paid, or paid into its final invoice when converted before (deposits.ts); a refund
// is recorded against the invoice holding the payment. Registered for the payment-events function (payments/purposes.ts).
import type { PaymentItem } from '../data/entities/payments.js';
import { logger } from '../lib/logger.js';
import { register } from '../payments/payment-purposes.js';
import { invoicePaidDeposit, recordDepositRefund } from './deposits.js';

/**
 * A deposit's Checkout abandoned (expired) or its debit failed: the quote stays accepted, deposit
 * pending (issue 26 point 4, shared/src/billing/quote-acceptance.ts), and its page offers a new
 * Checkout. Nothing was written for the payment, so nothing is undone; told here so the outcome is
 * handled, not left as one of an unregistered purpose.
 */
const leftPending = async (payment: PaymentItem): Promise<void> => {
  logger.info('deposits: a deposit Checkout ended unpaid; the quote stays accepted, deposit pending', { paymentId: payment.paymentId, quoteId: payment.purposeId, state: payment.state });
};

register('deposit', {
  onPaid: async (payment) => {
    await invoicePaidDeposit(payment);
  },
  onExpired: leftPending,
  onFailed: leftPending,
  // The invoice holding the payment shows the amount due again (deposits.ts).
  onRefunded: async (payment, refund) => {
    await recordDepositRefund(payment, refund.refundedCents);
  },
});
