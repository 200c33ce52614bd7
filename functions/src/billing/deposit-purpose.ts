// The `deposit` payment purpose (issue 25 point 3): a quote's deposit paid on its public page is
// invoiced once when paid (deposits.ts). Registered for the payment-events function (payments/purposes.ts).
import { register } from '../payments/payment-purposes.js';
import { invoicePaidDeposit } from './deposits.js';

register('deposit', {
  onPaid: async (payment) => {
    await invoicePaidDeposit(payment);
  },
});
