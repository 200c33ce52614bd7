// The `deposit` payment purpose (issue 25 point 3): a quote's deposit paid on its public page is
// invoiced once when paid, or paid into its final invoice when converted before (deposits.ts); a refund
// is recorded against the invoice holding the payment. Registered for the payment-events function (payments/purposes.ts).
import { register } from '../payments/payment-purposes.js';
import { invoicePaidDeposit, recordDepositRefund } from './deposits.js';

register('deposit', {
  onPaid: async (payment) => {
    await invoicePaidDeposit(payment);
  },
  // The invoice holding the payment shows the amount due again (deposits.ts).
  onRefunded: async (payment, refund) => {
    await recordDepositRefund(payment, refund.refundedCents);
  },
});
